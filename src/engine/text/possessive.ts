/**
 * An English possessive after a filled-in name. A message writes "{agency}'s documents"; an agency named "Department
 * of Human Services" read "Services's" (an operator trial). A name ending in "s" takes the apostrophe alone, as a
 * plural's possessive does in every style guide and a singular's in AP style, the one US agencies' web teams write in.
 * Only an "'s" (or "’s") written right after a placeholder changes, so no other language's table is touched.
 */

/** An apostrophe and "s" at the start of a template's text, ending there (not "'said"). */
const POSSESSIVE = /^['\u2019]s(?![\p{L}\p{M}\p{N}])/u;

/** `rest`, the template's text right after a value, with its possessive "s" left out when `value` ends in "s". */
export function possessiveAfter(value: string, rest: string): string {
  return /[sS]$/u.test(value) && POSSESSIVE.test(rest) ? rest[0]! + rest.slice(2) : rest;
}

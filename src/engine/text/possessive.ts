/**
 * An English possessive after a filled-in name. A message writes "{agency}'s documents"; an agency named "Department
 * of Human Services" read "Services's" (an operator trial). A name ending in a lower-case "s" takes the apostrophe
 * alone, as a plural's possessive does in every style guide and a singular's in AP style, the one US agencies' web
 * teams write in; an acronym keeps its "'s" ("DHS's"); a name that is a possessive already ("St. Mary's") takes
 * none. Only an "'s" (or "’s") written right after a placeholder changes, so a table that writes none, as no other
 * language's does, is untouched.
 */

/** An apostrophe and "s" at the start of a template's text, ending there (not "'said"). */
const POSSESSIVE = /^['\u2019]s(?![\p{L}\p{M}\p{N}])/u;

/** `rest`, the template's text right after a value, with its possessive fitted to how `value` ends. */
export function possessiveAfter(value: string, rest: string): string {
  if (!POSSESSIVE.test(rest)) return rest;
  if (/['\u2019]s$/u.test(value)) return rest.slice(2);
  return value.endsWith('s') ? rest[0]! + rest.slice(2) : rest;
}

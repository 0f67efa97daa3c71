/** Script text made safe to inline in an HTML page, for the single file (`build-single.ts`). */

/**
 * Makes script text safe inside `<script>…</script>`: `</script` would end the element early, and "<!--" followed by
 * "<script" would put the HTML parser in its double-escaped state, where "</script>" no longer ends the script. In a
 * module "<!--" is only ever text (a string, template, regular expression or comment), where "\x3C!--" is the same
 * text, with or without the "u" flag; not after a backslash, which would escape the escape.
 */
export function scriptSafe(code: string): string {
  return code.replace(/<\/(script)/giu, '<\\/$1').replace(/(?<!\\)<!--/gu, '\\x3C!--');
}

/** Inlined script text: nothing in it may end or re-open the script element, and it means what it meant. */
import { describe, expect, it } from 'vitest';
import { scriptSafe } from './script-safe.ts';

/** What a script's last expression evaluates to. */
const run = (code: string): unknown => new Function(`return ${code}`)();

describe('scriptSafe', () => {
  it('escapes "</script" in any case, and the text it spells stays the same', () => {
    const code = '"a</script>b</SCRIPT>"';
    expect(scriptSafe(code)).toBe('"a<\\/script>b<\\/SCRIPT>"');
    expect(run(scriptSafe(code))).toBe('a</script>b</SCRIPT>');
  });

  it('escapes "<!--" in strings, templates and regular expressions, with or without the "u" flag', () => {
    const code = '["<!--<script>", `<!--`, /<!--x/u.test("<!--x"), /<!--y/.test("<!--y")]';
    expect(scriptSafe(code)).toBe('["\\x3C!--<script>", `\\x3C!--`, /\\x3C!--x/u.test("\\x3C!--x"), /\\x3C!--y/.test("\\x3C!--y")]');
    expect(scriptSafe(code)).not.toContain('<!--');
    expect(run(scriptSafe(code))).toEqual(['<!--<script>', '<!--', true, true]);
  });

  it('leaves "<!--" after a backslash, where an escape would change what the text says', () => {
    expect(scriptSafe('"\\<!--"')).toBe('"\\<!--"');
  });

  it('leaves other text as it is', () => {
    expect(scriptSafe('const a = 1 < 2 && "<!- -" !== "<script>";')).toBe('const a = 1 < 2 && "<!- -" !== "<script>";');
  });
});

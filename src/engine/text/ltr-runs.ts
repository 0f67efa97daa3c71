/**
 * Left-to-right runs inside right-to-left text, isolated so they read in their own order. The Unicode bidirectional
 * algorithm (UAX #9, rule W2) makes a number that follows Arabic letters an Arabic number, and lays each number
 * out on its own: "(555) 010-4400" inside an Arabic sentence shows as "4400-010 (555)", a number nobody can dial,
 * and "14 Quay Street" as "Quay Street 14". Wrapping such a run in LEFT-TO-RIGHT ISOLATE … POP DIRECTIONAL ISOLATE
 * (U+2066, U+2069) shows it as written. The marks are invisible, stay inside one text node (the paragraph is still
 * one item to a screen reader, see `src/ui/marked-lines.tsx`), and are added only where text is shown (the page, the
 * CLI's text output, which bidirectional terminals lay out the same way): the engine's outcome, `--json` and every
 * copy of them stay as the agency wrote them.
 *
 * A run is isolated when it holds a letter (of a script written left to right) or two numbers or more joined by
 * something other than a decimal or thousands separator (a phone number, a date, a time, a range). A lone number
 * ("3,500", "30", "80%") is left to the algorithm: the author wrote it as part of the sentence.
 */

/**
 * Code points of the right-to-left scripts of the languages `directionOf` calls right to left: a left-to-right run
 * stops at any of them.
 */
const NOT_RTL = /[^\p{scx=Arabic}\p{scx=Hebrew}\p{scx=Syriac}\p{scx=Thaana}\p{scx=Nko}\n]+/gu;
/** From the run's first letter, digit or opening bracket to its last letter, digit, closing bracket or percent sign. */
const CORE = /[\p{L}\p{N}(](?:.*[\p{L}\p{N})%])?/su;
const NUMBER = /\p{Nd}+(?:[.,]\p{Nd}+)*/gu;
const LETTER = /\p{L}/u;

const LRI = '\u2066';
const PDI = '\u2069';

const count = (text: string, char: string): number => text.split(char).length - 1;

/** The runs of `text` (a line of right-to-left text) to isolate, as [start, end) offsets in UTF-16 code units, in order. */
export function ltrRuns(text: string): Array<[number, number]> {
  const runs: Array<[number, number]> = [];
  for (const segment of text.matchAll(NOT_RTL)) {
    const core = CORE.exec(segment[0]);
    if (core === null) continue;
    let start = segment.index + core.index;
    let run = core[0];
    // A bracket whose partner is outside the run belongs to the sentence around it.
    if (run.startsWith('(') && count(run, '(') > count(run, ')')) {
      run = run.slice(1);
      start += 1;
    }
    if (run.endsWith(')') && count(run, ')') > count(run, '(')) run = run.slice(0, -1);
    if (run === '') continue;
    if (LETTER.test(run) || (run.match(NUMBER)?.length ?? 0) >= 2) runs.push([start, start + run.length]);
  }
  return runs;
}

/**
 * `text` with its left-to-right runs isolated when it is right-to-left, and where an offset of `text` falls in the
 * result: `at(offset)` for the start of a range, `at(offset, true)` for its end (before an isolate that closes there).
 */
export function isolateLtrRuns(text: string, dir: 'ltr' | 'rtl'): { text: string; at: (offset: number, end?: boolean) => number } {
  const runs = dir === 'rtl' ? ltrRuns(text) : [];
  if (runs.length === 0) return { text, at: (offset) => offset };
  let out = '';
  let from = 0;
  for (const [start, end] of runs) {
    out += `${text.slice(from, start)}${LRI}${text.slice(start, end)}${PDI}`;
    from = end;
  }
  out += text.slice(from);
  // Each isolate inserted before the offset moves it one place; at an end, one inserted exactly there does not.
  const before = (mark: number, offset: number, end: boolean): number => (end ? mark < offset : mark <= offset) ? 1 : 0;
  const at = (offset: number, end = false): number =>
    runs.reduce((moved, [start, stop]) => moved + before(start, offset, end) + before(stop, offset, end), offset);
  return { text: out, at };
}

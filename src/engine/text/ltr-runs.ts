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
 * A run is isolated when it holds a letter (of a script written left to right), or when it has a phone number's
 * shape, in any digits: seven digits or more, in two groups or more or after a plus sign, joined only by spaces,
 * hyphens, dots and brackets, and neither a date's three groups nor a range's two of one length ("2024-2025"). Everything else is left
 * to the algorithm, which lays out what an Arabic reader reads right to left the way they read it: a lone number
 * ("3,500", "80%"), a list ("3, 4 و5"), a range ("10-20", "8:00–5:00"), a date ("2026-03-01"). A bracket whose
 * partner is outside the run splits it there, so no isolate holds one half of a pair.
 */

/**
 * Code points of the right-to-left scripts of the languages `directionOf` calls right to left: a left-to-right run
 * stops at any of them.
 */
const NOT_RTL = /[^\p{scx=Arabic}\p{scx=Hebrew}\p{scx=Syriac}\p{scx=Thaana}\p{scx=Nko}\n]+/gu;
/** From the run's first letter, digit, opening bracket or plus sign to its last letter, digit, closing bracket or percent sign. */
const CORE = /[\p{L}\p{N}(+](?:.*[\p{L}\p{N})%])?/su;
const LETTER = /\p{L}/u;
const PHONE_SHAPE = /^\+?[\p{Nd} ().-]+$/u;
const DIGIT_GROUP = /\p{Nd}+/gu;
/** The run ends with an abbreviation of single letters ("a.m", "U.S"): its closing dot belongs to it (a web address's does not). */
const ABBREVIATION = /(?:^|\s)(?:\p{L}\.)+\p{L}$/u;
/** Two numbers joined by a hyphen or a dash: a range, or a phone number when the groups differ in length ("555-0100"). */
const TWO_JOINED = /^(\p{Nd}+) ?[-–] ?(\p{Nd}+)$/u;

/**
 * A date written year-month-day or day-month-year with its year in four digits, inside a longer run: "2026-03-01 10"
 * of "2026-03-01 10:00" is a date and an hour, not a phone number (a blind review, session 42).
 */
const DATE_INSIDE = /(?<!\p{Nd})\p{Nd}{4}[-./]\p{Nd}{1,2}[-./]\p{Nd}{1,2}(?!\p{Nd})|(?<!\p{Nd})\p{Nd}{1,2}[-./]\p{Nd}{1,2}[-./]\p{Nd}{4}(?!\p{Nd})/u;

/** A phone number's shape (see above): digits enough, in groups, and no date: year-month-day or day-month-year. */
function phoneShaped(run: string): boolean {
  if (!PHONE_SHAPE.test(run)) return false;
  const groups = run.match(DIGIT_GROUP) ?? [];
  const digits = groups.join('').length;
  const date = (groups.length === 3 && groups.filter((g) => g.length === 4).length === 1 && groups.filter((g) => g.length <= 2).length === 2) || DATE_INSIDE.test(run);
  // "2024-2025", "1000 - 5000": a range, which an Arabic reader reads right to left.
  const joined = TWO_JOINED.exec(run);
  const range = joined !== null && joined[1]!.length === joined[2]!.length;
  return (groups.length >= 2 || run.startsWith('+')) && digits >= 7 && !date && !range;
}

/** Offsets in `text` where a bracket's partner is missing between `from` and `to`: the run is split there. */
function unpairedBrackets(text: string, from: number, to: number): number[] {
  const open: number[] = [];
  const unpaired: number[] = [];
  for (let i = from; i < to; i++) {
    if (text[i] === '(') open.push(i);
    else if (text[i] === ')' && open.pop() === undefined) unpaired.push(i);
  }
  return [...unpaired, ...open].sort((a, b) => a - b);
}

const LRI = '\u2066';
const PDI = '\u2069';

/** The runs of `text` (right-to-left text) to isolate, as [start, end) offsets in UTF-16 code units, in order. */
export function ltrRuns(text: string): Array<[number, number]> {
  const runs: Array<[number, number]> = [];
  for (const segment of text.matchAll(NOT_RTL)) {
    const from = segment.index;
    const to = from + segment[0].length;
    const cuts = unpairedBrackets(text, from, to);
    [from, ...cuts.map((cut) => cut + 1)].forEach((pieceFrom, i) => {
      const pieceTo = i < cuts.length ? cuts[i]! : to;
      const core = CORE.exec(text.slice(pieceFrom, pieceTo));
      if (core === null) return;
      const start = pieceFrom + core.index;
      let end = start + core[0].length;
      if (text[end] === '.' && end < pieceTo && ABBREVIATION.test(text.slice(start, end))) end += 1;
      const run = text.slice(start, end);
      if (LETTER.test(run) || phoneShaped(run)) runs.push([start, end]);
    });
  }
  // A phone number in Arabic-Indic digits, which are Arabic to the algorithm as its letters are, so no run above holds
  // it: left to it, "٠٦ ٥٥٥ ١٢٣٤" shows its groups right to left, "١٢٣٤ ٥٥٥ ٠٦", where the same number in Western digits
  // reads as written (an Arabic-first trial, session 42).
  for (const [start, end] of phoneRuns(text)) if (!runs.some(([from, to]) => start < to && from < end)) runs.push([start, end]);
  return runs.sort((a, b) => a[0] - b[0]);
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

/**
 * A phone number's candidates in any text: from a plus sign, bracket or digit to a digit, over digits, spaces, brackets,
 * hyphens, and dots between digits (so "4400. 8 offices" ends at the sentence).
 */
const PHONE_CANDIDATE = /\+?\(?\p{Nd}(?:[\p{Nd} ()-]|\.(?=\p{Nd}))*\p{Nd}/gu;
/** The most digits a phone number has (ITU-T E.164): a longer run is a list of numbers, which may wrap. */
export const MAX_PHONE_DIGITS = 15;

/** The phone numbers in `text`, in any direction, as [start, end) offsets. */
export function phoneRuns(text: string): Array<[number, number]> {
  return [...text.matchAll(PHONE_CANDIDATE)].filter((m) => phoneShaped(m[0])).map((m) => [m.index, m.index + m[0].length]);
}

/** An Arabic-Indic digit, which the bidirectional algorithm reads as an Arabic number (Persian's own digits it reads as Western ones). */
const ARABIC_DIGIT = /[\u0660-\u0669]/u;
const LRM = '\u200E';

/**
 * `text` with the spaces inside its phone numbers (of at most `MAX_PHONE_DIGITS` digits) made FIGURE SPACEs and a WORD
 * JOINER after each hyphen and dot (UAX #14: no break on either side of either), so a line never breaks inside one: a
 * resident trial at 390 px read "(555) 010-" on one line and "4400" on the next (session 35). A joiner after a plain
 * space is not enough: Chromium still breaks after the space. A NO-BREAK SPACE would do, but the bidirectional algorithm
 * reads it as a separator that joins two numbers (a blind review, session 35, found it reversed a number in Arabic-Indic
 * digits); a figure space is white space to it, as a space is. In a number in Arabic-Indic digits, which the algorithm
 * reads as Arabic numbers, a LEFT-TO-RIGHT MARK after each space, hyphen and dot lays its groups out in the order
 * written, inside the isolate `isolateLtrRuns` puts around it, as the same number in Western digits is: without it
 * "٠٦ ٥٥٥ ١٢٣٤" showed as "١٢٣٤ ٥٥٥ ٠٦" (an Arabic-first trial, session 42; measured in Chromium: the groups' left edges
 * run right to left without the marks, left to right with them, as Western digits' do). Characters, not an element,
 * so the paragraph stays one item to a screen reader (`src/ui/marked-lines.tsx`); a copy has the spaces and none of
 * the marks (`withoutIsolates`). With where an offset of `text` falls in the result (`at`, as `isolateLtrRuns` gives
 * it): a quoted passage's highlights and a contact's links are moved past the marks.
 */
export function phonesKeptTogether(text: string): { text: string; at: (offset: number, end?: boolean) => number } {
  let out = '';
  let from = 0;
  /** Offsets of `text` before which a joiner went in. */
  const joiners: number[] = [];
  for (const [start, end] of phoneRuns(text)) {
    const run = text.slice(start, end);
    const digits = run.match(DIGIT_GROUP)!.join('').length;
    out += text.slice(from, start);
    if (digits > MAX_PHONE_DIGITS) out += run;
    else {
      const arabic = ARABIC_DIGIT.test(run);
      for (let i = 0; i < run.length; i++) {
        const char = run[i]!;
        const parts = char === ' ' || char === '.' || char === '-';
        const marks = `${char === '.' || char === '-' ? '\u2060' : ''}${arabic && parts ? LRM : ''}`;
        out += (char === ' ' ? '\u2007' : char) + marks;
        joiners.push(...Array<number>(marks.length).fill(start + i + 1));
      }
    }
    from = end;
  }
  const at = (offset: number, end = false): number => offset + joiners.filter((j) => (end ? j < offset : j <= offset)).length;
  return { text: out + text.slice(from), at };
}

/**
 * A line as the page shows it: its left-to-right runs isolated in right-to-left text, then its phone numbers kept on
 * one line; with where an offset of the line falls in it (`at`, as `isolateLtrRuns` gives it), for the highlights of a
 * quoted passage and the links of a contact.
 */
export function shownAs(line: string, dir: 'ltr' | 'rtl'): { text: string; at: (offset: number, end?: boolean) => number } {
  const isolated = isolateLtrRuns(line, dir);
  const kept = phonesKeptTogether(isolated.text);
  return { text: kept.text, at: (offset, end = false) => kept.at(isolated.at(offset, end), end) };
}

/**
 * `text` without the isolates `isolateLtrRuns` puts in, nor the marks of `phonesKeptTogether` (its figure spaces as
 * spaces): what a resident copies from the page. A phone number pasted into a dialer or a search box must be the digits
 * as written, not wrapped in invisible characters some apps keep. Every such mark goes, whoever wrote it: they carry no
 * meaning outside the page's layout.
 */
export function withoutIsolates(text: string): string {
  return text.replace(/[\u200E\u2060\u2066-\u2069]/gu, '').replace(/\u2007/gu, ' ');
}

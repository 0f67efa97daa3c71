/**
 * A passage's lines, one paragraph each, with the words the question matched highlighted. The text is rendered exactly
 * as it is, one text node per line; the words are highlighted with the CSS Custom Highlight API (`::highlight`), which
 * paints ranges of that text without adding an element. `<mark>` elements were tried first: they cut the paragraph
 * into pieces, and the virtual screen reader read "The", "allowance", "is $85", "per" … as separate items, as a phone
 * screen reader swiping by element would (DESIGN.md, "Highlighted evidence"). A browser without the API shows the text
 * unhighlighted. In right-to-left text, a phone number or a Latin name is isolated so it reads in its own order
 * (`ltr-runs.ts`), and in any text a phone number is kept on one line; the marks are moved past the marks put in.
 */
import { useEffect, useRef } from 'preact/hooks';
import { isolateLtrRuns, phonesKeptTogether } from '../engine/text/ltr-runs.ts';

/** The registry name the stylesheet paints (`::highlight(cairn-evidence)`). */
export const EVIDENCE_HIGHLIGHT = 'cairn-evidence';

/**
 * A line as shown: its left-to-right runs isolated in right-to-left text, then its phone numbers kept on one line (a
 * resident trial at 360 px read an Arabic passage's "(555) 010-" on one line and "4400." on the next, session 36);
 * with where an offset of the line falls in it.
 */
function shownAs(line: string, dir: 'ltr' | 'rtl'): { text: string; at: (offset: number, end?: boolean) => number } {
  const isolated = isolateLtrRuns(line, dir);
  const kept = phonesKeptTogether(isolated.text);
  return { text: kept.text, at: (offset, end = false) => kept.at(isolated.at(offset, end), end) };
}

/** Marks never span a line break: the engine marks words, and a word holds no newline. */
export function MarkedLines({ text, dir, marks = [] }: { text: string; dir: 'ltr' | 'rtl'; marks?: ReadonlyArray<readonly [number, number]> }) {
  const lines = text.split('\n').map((line) => ({ line, shown: shownAs(line, dir) }));
  const paragraphs = useRef<Array<HTMLParagraphElement | null>>([]);
  useEffect(() => {
    const registry = globalThis.CSS?.highlights;
    if (registry === undefined || marks.length === 0) return;
    const highlight = registry.get(EVIDENCE_HIGHLIGHT) ?? new Highlight();
    registry.set(EVIDENCE_HIGHLIGHT, highlight);
    const ranges: Range[] = [];
    let start = 0;
    lines.forEach(({ line, shown }, n) => {
      const node = paragraphs.current[n]?.firstChild;
      const end = start + line.length;
      for (const [from, to] of marks) {
        if (node === null || node === undefined || from < start || to > end) continue;
        const range = new Range();
        range.setStart(node, shown.at(from - start));
        range.setEnd(node, shown.at(to - start, true));
        ranges.push(range);
        highlight.add(range);
      }
      start = end + 1;
    });
    return () => {
      for (const range of ranges) highlight.delete(range);
    };
  }, [text, dir, marks]);
  return (
    <>
      {lines.map(({ shown }, n) => (
        <p key={n} ref={(element) => void (paragraphs.current[n] = element)}>
          {shown.text}
        </p>
      ))}
    </>
  );
}

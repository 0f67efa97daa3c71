/**
 * How a passage's text marks the items of a document's lists, so a page can show them as lists: the first line of an
 * item starts with its marker and a tab. A bulleted item's marker is "•", or "◦" inside another list's item; a
 * numbered item's is its number, with its "." or ")" ("3.\tSign the form."), counted from the list's first number as
 * Markdown counts it. The marker is what a reader sees before the item in the document, so the text reads as the
 * document does wherever it is shown as text (the CLI, `--json`). The tab makes the mark unambiguous: no other line of a passage holds one after
 * its first word (a paragraph collapses its white space, and a tab in code becomes a space; a table row's line starts
 * with one, `CELL_SEPARATOR`), so a line "2026. Ferry passes…" after a hard break, or "3. not a list" in code, is
 * text. Whatever reads words reads the tab as white space; the numbers are words like any other, a bullet none.
 */

/** A list item's line: its marker, then a tab. */
const ITEM = /^(?:([•◦])|(\d{1,9})([.)]))\t/u;

export const BULLET = '•';
export const INNER_BULLET = '◦';

/** A list item's marker as the build writes it before the item's first line. */
export function itemMarker(ordered: { number: string; delimiter: string } | undefined, nested: boolean): string {
  return ordered === undefined ? `${nested ? INNER_BULLET : BULLET}\t` : `${ordered.number}${ordered.delimiter}\t`;
}

/** What a line's list marker says, and how long it is with its tab; undefined when the line starts no item. */
export interface ListItem {
  /** The marker's length with its tab, in UTF-16 code units: the item's own text starts after it. */
  markerLength: number;
  /** A numbered item's number and the mark after it, "." or ")"; undefined for a bulleted one. */
  number?: number;
  delimiter?: string;
  /** A bulleted item inside another list's item. */
  nested: boolean;
}

export function listItemOf(line: string): ListItem | undefined {
  const m = ITEM.exec(line);
  if (m === null) return undefined;
  return m[2] === undefined
    ? { markerLength: m[0].length, nested: m[1] === INNER_BULLET }
    : { markerLength: m[0].length, number: Number(m[2]), delimiter: m[3]!, nested: false };
}

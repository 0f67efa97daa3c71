/**
 * A passage's lines, one paragraph each, its tables' rows as table rows and its lists' items as list items, with the
 * words the question matched highlighted. The text is rendered exactly as it is, one text node per line, cell or item
 * (an item's marker shown as the list's own), and one more for each web or e-mail address in it, which is a link, and
 * each stretch after one; the words are highlighted with the CSS Custom Highlight API (`::highlight`), which
 * paints ranges of that text without adding an element. `<mark>` elements were tried first: they cut the paragraph
 * into pieces, and the virtual screen reader read "The", "allowance", "is $85", "per" … as separate items, as a phone
 * screen reader swiping by element would (DESIGN.md, "Highlighted evidence"). A browser without the API shows the text
 * unhighlighted. In right-to-left text, a phone number or a Latin name is isolated so it reads in its own order
 * (`ltr-runs.ts`), and in any text a phone number is kept on one line; the marks are moved past the marks put in.
 */
import type { ComponentChild } from 'preact';
import { useEffect, useId, useMemo, useRef } from 'preact/hooks';
import { shownAs } from '../engine/text/ltr-runs.ts';
import { listItemOf } from '../engine/format/list-items.ts';
import { addressLinks } from './contact-links.ts';
import { isWebHref, LinkedText, segmentsOf, type Segment } from './linked-text.tsx';

/** The registry name the stylesheet paints (`::highlight(cairn-evidence)`). */
export const EVIDENCE_HIGHLIGHT = 'cairn-evidence';

/** A piece of the text shown in one element (a line, or a table cell): where it starts in the text, and as shown. */
interface Piece {
  start: number;
  length: number;
  shown: ReturnType<typeof shownAs>;
  /** The shown text cut at its web and e-mail addresses, each a link (`segmentsOf`): one text node each. */
  segments: Segment[];
  /** Its place among the pieces: the element it is shown in. */
  n: number;
}

/** A list item as shown: its text after its marker, the number a numbered one has, and the inner list's items under it. */
interface Item {
  piece: Piece;
  number?: number;
  nested: boolean;
  inner: Item[];
}

/**
 * What the text is shown as: lines, each its own paragraph; tables, each a run of lines of table rows; and lists, each
 * a run of lines of list items of one kind, bulleted or numbered.
 */
type Shape = { kind: 'line'; piece: Piece } | { kind: 'table'; rows: Piece[][] } | { kind: 'list'; ordered: boolean; paren: boolean; items: Item[] };

/** What starts a table row's line in a passage's text, and parts its cells (`CELL_SEPARATOR` in the build). */
const ROW = '\t';

/**
 * The text's lines, and its tables: a line that starts with a tab is a table row, its cells each after a tab (the
 * only tabs a passage's text holds); rows on lines next to each other are one table, its first row the header row the
 * document's table has, and any other line (an empty one parts two tables) ends it. A line that starts with a list
 * item's marker (`listItemOf`) is an item, items next to each other of one kind, bulleted or numbered, one list, and
 * an inner bullet's item goes under the item before it.
 */
export function shapeOf(text: string, dir: 'ltr' | 'rtl'): { shapes: Shape[]; pieces: Piece[] } {
  const shapes: Shape[] = [];
  const pieces: Piece[] = [];
  const piece = (start: number, part: string): Piece => {
    const shown = shownAs(part, dir);
    const made = { start, length: part.length, shown, segments: segmentsOf(shown, addressLinks(part)), n: pieces.length };
    pieces.push(made);
    return made;
  };
  let start = 0;
  for (const line of text.split('\n')) {
    const item = listItemOf(line);
    if (line.startsWith(ROW)) {
      let at = start + ROW.length;
      const row = line.slice(ROW.length).split(ROW).map((cell) => {
        const made = piece(at, cell);
        at += cell.length + ROW.length;
        return made;
      });
      const last = shapes[shapes.length - 1];
      if (last?.kind === 'table') last.rows.push(row);
      else shapes.push({ kind: 'table', rows: [row] });
    } else if (item !== undefined) {
      const made: Item = { piece: piece(start + item.markerLength, line.slice(item.markerLength)), number: item.number, nested: item.nested, inner: [] };
      const ordered = item.number !== undefined;
      const paren = item.delimiter === ')';
      const last = shapes[shapes.length - 1];
      const parent = last?.kind === 'list' ? last.items[last.items.length - 1] : undefined;
      // An inner bullet goes under the item before it, in any list; an item continues a list of its own kind.
      if (item.nested && parent !== undefined && !parent.nested) parent.inner.push(made);
      else if (last?.kind === 'list' && last.ordered === ordered && last.paren === paren) last.items.push(made);
      else shapes.push({ kind: 'list', ordered, paren, items: [made] });
    } else {
      shapes.push({ kind: 'line', piece: piece(start, line) });
    }
    start += line.length + 1;
  }
  return { shapes, pieces };
}

/**
 * A table: its first row the column headers (a Markdown table always has one; an empty header cell is an ordinary
 * one), and where its top-left cell is empty, each row's first cell that row's header, so a screen reader names the row
 * ("Adult") and the column ("Ferry crossing") with each amount. Named by its header row; a table wider than the screen
 * scrolls inside its box rather than breaking words or a phone number, and the box then takes keyboard focus so it can
 * be scrolled without a pointer (WCAG 2.1.1, 1.4.10).
 */
function Table({ rows, id, into, show }: { rows: Piece[][]; id: string; into: (piece: Piece) => (element: HTMLElement | null) => void; show: (piece: Piece) => ComponentChild }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (element === null) return;
    const fit = () => {
      if (element.scrollWidth > element.clientWidth) element.tabIndex = 0;
      else element.removeAttribute('tabindex');
    };
    fit();
    const watch = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(fit);
    watch?.observe(element);
    return () => watch?.disconnect();
  }, [rows]);
  const [head, ...body] = rows;
  const rowHeaders = head![0]!.length === 0;
  return (
    <div class="passage-table" ref={box} role="group" aria-labelledby={id}>
      <table>
        <thead>
          <tr id={id}>
            {head!.map((cell) =>
              cell.length === 0 ? (
                <td key={cell.n} ref={into(cell)} />
              ) : (
                <th key={cell.n} scope="col" ref={into(cell)}>
                  {show(cell)}
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody>
          {body.map((row) => (
            <tr key={row[0]!.n}>
              {row.map((cell, i) =>
                rowHeaders && i === 0 && cell.length > 0 ? (
                  <th key={cell.n} scope="row" ref={into(cell)}>
                    {show(cell)}
                  </th>
                ) : (
                  <td key={cell.n} ref={into(cell)}>
                    {show(cell)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * A list: its items as the document numbers or bullets them, the marker the list's own (a screen reader says "list, 3
 * items"; a ")" after the number is drawn by the stylesheet), an inner list's items in a list inside the item before
 * them. The item's text comes first in it, before any inner list: the nodes the highlights paint (`segmentNodes`).
 */
function List({
  ordered,
  paren,
  items,
  into,
  show,
}: {
  ordered: boolean;
  paren: boolean;
  items: Item[];
  into: (piece: Piece) => (element: HTMLElement | null) => void;
  show: (piece: Piece) => ComponentChild;
}) {
  const shown = items.map(({ piece, number, nested, inner }) => (
    // A string, not the number: Preact leaves a property equal to the element's own alone, and an <li>'s value is 0.
    <li key={piece.n} ref={into(piece)} value={number === undefined ? undefined : String(number)} class={nested ? 'nested' : undefined}>
      {show(piece)}
      {inner.length > 0 && <List ordered={false} paren={false} items={inner} into={into} show={show} />}
    </li>
  ));
  return ordered ? <ol class={paren ? 'passage-list paren' : 'passage-list'}>{shown}</ol> : <ul class="passage-list">{shown}</ul>;
}

/**
 * The text nodes a piece's element shows its segments in, in order: its own, and each link's first; an inner list's
 * are its own pieces'.
 */
function segmentNodes(element: HTMLElement): Node[] {
  const nodes: Node[] = [];
  for (const child of element.childNodes) {
    if (child.nodeType === Node.TEXT_NODE) nodes.push(child);
    else if (child.nodeName === 'A' && child.firstChild !== null) nodes.push(child.firstChild);
    else if (child.nodeName === 'UL' || child.nodeName === 'OL') break;
  }
  return nodes;
}

/** Where `offset` of a piece's shown text is: its segment's text node, and the offset in it (an end, at the end of the segment before). */
function located(segments: readonly Segment[], nodes: readonly Node[], offset: number, end: boolean): [Node, number] | undefined {
  const i = segments.findIndex(({ from, to }) => (end ? offset > from && offset <= to : offset >= from && offset < to));
  return i < 0 || nodes[i] === undefined ? undefined : [nodes[i], offset - segments[i]!.from];
}

/**
 * Marks never span a line break or a cell: the engine marks words, and a word holds no newline or tab. A web or e-mail
 * address is a link (`addressLinks`); a web address opens in a new tab and says so in the page's words (`newTab`), in
 * a hidden element the links are described by, so that a resident copying the passage copies none of it.
 */
export function MarkedLines({
  text,
  dir,
  marks = [],
  newTab,
}: {
  text: string;
  dir: 'ltr' | 'rtl';
  marks?: ReadonlyArray<readonly [number, number]>;
  newTab: { text: string; lang: string };
}) {
  // Once per text: a table's rows are then the same array from render to render, and its box's observer stays put.
  const { shapes, pieces } = useMemo(() => shapeOf(text, dir), [text, dir]);
  const id = useId();
  const elements = useRef<Array<HTMLElement | null>>([]);
  useEffect(() => {
    const registry = globalThis.CSS?.highlights;
    if (registry === undefined || marks.length === 0) return;
    const highlight = registry.get(EVIDENCE_HIGHLIGHT) ?? new Highlight();
    registry.set(EVIDENCE_HIGHLIGHT, highlight);
    const ranges: Range[] = [];
    for (const { start, length, shown, segments, n } of pieces) {
      const element = elements.current[n];
      if (element === null || element === undefined) continue;
      const nodes = segmentNodes(element);
      for (const [from, to] of marks) {
        if (from < start || to > start + length) continue;
        const first = located(segments, nodes, shown.at(from - start), false);
        const last = located(segments, nodes, shown.at(to - start, true), true);
        if (first === undefined || last === undefined) continue;
        const range = new Range();
        range.setStart(...first);
        range.setEnd(...last);
        ranges.push(range);
        highlight.add(range);
      }
    }
    return () => {
      for (const range of ranges) highlight.delete(range);
    };
  }, [text, dir, marks]);
  const into = (piece: Piece) => (element: HTMLElement | null) => void (elements.current[piece.n] = element);
  const show = (piece: Piece) => <LinkedText text={piece.shown.text} segments={piece.segments} newTab={{ describedBy: `${id}-new-tab` }} linkClass="passage-link" />;
  return (
    <>
      {shapes.map((shape, k) =>
        shape.kind === 'line' ? (
          <p key={k} ref={into(shape.piece)}>
            {show(shape.piece)}
          </p>
        ) : shape.kind === 'list' ? (
          <List key={k} ordered={shape.ordered} paren={shape.paren} items={shape.items} into={into} show={show} />
        ) : (
          <Table key={k} rows={shape.rows} id={`${id}-table-${k}`} into={into} show={show} />
        ),
      )}
      {pieces.some((piece) => piece.segments.some((segment) => segment.href !== undefined && isWebHref(segment.href))) && (
        <span id={`${id}-new-tab`} lang={newTab.lang} hidden>
          {newTab.text}
        </span>
      )}
    </>
  );
}

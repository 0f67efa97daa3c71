import { describe, expect, it } from 'vitest';
import { shapeOf } from './marked-lines.tsx';

/**
 * Each shape as text: a line as itself, a table as its rows of cells, a list as "ul", "ol" or "ol)" and its items (a
 * number where it has one, "nested" for an inner bullet, then its inner list), with where each piece starts in the text.
 */
type ItemOf = ReturnType<typeof shapeOf>['shapes'][number] & { kind: 'list' };
const list = (tag: string, items: ItemOf['items']): unknown[] => [
  tag,
  ...items.map((item) => [
    item.piece.start,
    item.piece.shown.text,
    ...(item.number === undefined ? [] : [item.number]),
    ...(item.nested ? ['nested'] : []),
    ...(item.inner.length > 0 ? [list('ul', item.inner)] : []),
  ]),
];
const shown = (text: string, dir: 'ltr' | 'rtl' = 'ltr') =>
  shapeOf(text, dir).shapes.map((shape) =>
    shape.kind === 'line'
      ? [shape.piece.start, shape.piece.shown.text]
      : shape.kind === 'list'
        ? list(shape.ordered ? (shape.paren ? 'ol)' : 'ol') : 'ul', shape.items)
        : shape.rows.map((row) => row.map((cell) => [cell.start, cell.shown.text])),
  );

describe('shapeOf', () => {
  it('shows a line as a line, and lines that start with a tab as one table, each piece where it stands in the text', () => {
    expect(shown('Fees:\n\tService\tFee\n\tCopy\t$5\nAsk at the desk.')).toEqual([
      [0, 'Fees:'],
      [
        [[7, 'Service'], [15, 'Fee']],
        [[20, 'Copy'], [25, '$5']],
      ],
      [28, 'Ask at the desk.'],
    ]);
  });

  it('keeps a ragged row, a row of one cell and an empty cell as the document has them', () => {
    expect(shown('\t\tFee\n\tCopy\t$5\tper page\n\tFax')).toEqual([
      [
        [[1, ''], [2, 'Fee']],
        [[7, 'Copy'], [12, '$5'], [15, 'per page']],
        [[25, 'Fax']],
      ],
    ]);
  });

  it('shows a table of one column as a table, and two tables an empty line parts as two, each with its header row', () => {
    expect(shown('\tA\n\t1\n\n\tB\n\t2')).toEqual([
      [[[1, 'A']], [[4, '1']]],
      [6, ''],
      [[[8, 'B']], [[11, '2']]],
    ]);
  });

  it('numbers every piece in order, the element each is shown in', () => {
    expect(shapeOf('a\n\tb\tc\nd', 'ltr').pieces.map((piece) => [piece.n, piece.start, piece.length])).toEqual([
      [0, 0, 1],
      [1, 3, 1],
      [2, 5, 1],
      [3, 7, 1],
    ]);
  });

  it('shows items of one kind next to each other as one list, each after its marker, a numbered one with its number', () => {
    expect(shown('Bring:\n•\tID\n◦\ta copy\n•\ta bill\n0.\tRead.\n1.\tSign.\n4)\tSend.\nDone.')).toEqual([
      [0, 'Bring:'],
      ['ul', [9, 'ID', ['ul', [14, 'a copy', 'nested']]], [23, 'a bill']],
      ['ol', [33, 'Read.', 0], [42, 'Sign.', 1]],
      ['ol)', [51, 'Send.', 4]],
      [57, 'Done.'],
    ]);
  });

  it("puts an inner bullet under the item before it in a numbered list too, and one with no item before it in a list of its own", () => {
    expect(shown('1.\tBring:\n◦\tID\n2.\tPay.')).toEqual([['ol', [3, 'Bring:', 1, ['ul', [12, 'ID', 'nested']]], [18, 'Pay.', 2]]]);
    expect(shown('◦\tID')).toEqual([['ul', [2, 'ID', 'nested']]]);
  });

  it('reads no item in a number or bullet with a space after it, or with nothing after it, or a marker after the start', () => {
    expect(shown('2026. was\n• x\n3.\nsee •\tthis')).toEqual([
      [0, '2026. was'],
      [10, '• x'],
      [14, '3.'],
      [17, 'see •\tthis'],
    ]);
  });

  it('isolates a left-to-right run in a right-to-left cell and keeps a phone number on one line, as in a line', () => {
    const [table] = shapeOf('\tالرسوم\t555-0100', 'rtl').shapes;
    expect(table!.kind === 'table' && table!.rows[0]![1]!.shown.text).toBe('\u2066555-\u20600100\u2069');
  });
});

import { describe, expect, it } from 'vitest';
import { shapeOf } from './marked-lines.tsx';

/**
 * Each shape as text: a line as itself, a table as its rows of cells, a list as "ul" or "ol" and its items (a number
 * where it has one, "nested" for an inner bullet), with where each piece starts in the text.
 */
const shown = (text: string, dir: 'ltr' | 'rtl' = 'ltr') =>
  shapeOf(text, dir).shapes.map((shape) =>
    shape.kind === 'line'
      ? [shape.piece.start, shape.piece.shown.text]
      : shape.kind === 'list'
        ? [shape.ordered ? 'ol' : 'ul', ...shape.items.map((item) => [item.piece.start, item.piece.shown.text, ...(item.number === undefined ? [] : [item.number]), ...(item.nested ? ['nested'] : [])])]
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
    expect(shown('Bring:\n• ID\n◦ a copy\n• a bill\n3. Sign.\n4) Send.\nDone.')).toEqual([
      [0, 'Bring:'],
      ['ul', [9, 'ID'], [14, 'a copy', 'nested'], [23, 'a bill']],
      ['ol', [33, 'Sign.', 3], [42, 'Send.', 4]],
      [48, 'Done.'],
    ]);
  });

  it('reads no item in a number without its mark and space, a bullet without its space, or a marker after the start', () => {
    expect(shown('2026 was\n•x\n12.5 units\nsee • this')).toEqual([
      [0, '2026 was'],
      [9, '•x'],
      [12, '12.5 units'],
      [23, 'see • this'],
    ]);
  });

  it('isolates a left-to-right run in a right-to-left cell and keeps a phone number on one line, as in a line', () => {
    const [table] = shapeOf('\tالرسوم\t555-0100', 'rtl').shapes;
    expect(table!.kind === 'table' && table!.rows[0]![1]!.shown.text).toBe('\u2066555-\u20600100\u2069');
  });
});

import { describe, expect, it } from 'vitest';
import { shapeOf } from './marked-lines.tsx';

/** Each shape as text: a line as itself, a table as its rows of cells, with where each piece starts in the text. */
const shown = (text: string, dir: 'ltr' | 'rtl' = 'ltr') =>
  shapeOf(text, dir).shapes.map((shape) =>
    shape.kind === 'line' ? [shape.piece.start, shape.piece.shown.text] : shape.rows.map((row) => row.map((cell) => [cell.start, cell.shown.text])),
  );

describe('shapeOf', () => {
  it('shows a line as a line, and the rows a tab parts into cells as one table, each piece where it stands in the text', () => {
    expect(shown('Fees:\nService\tFee\nCopy\t$5\nAsk at the desk.')).toEqual([
      [0, 'Fees:'],
      [
        [[6, 'Service'], [14, 'Fee']],
        [[18, 'Copy'], [23, '$5']],
      ],
      [26, 'Ask at the desk.'],
    ]);
  });

  it('keeps a ragged row and an empty cell as the document has them', () => {
    expect(shown('\tFee\nCopy\t$5\tper page\nFax')).toEqual([
      [
        [[0, ''], [1, 'Fee']],
        [[5, 'Copy'], [10, '$5'], [13, 'per page']],
      ],
      [22, 'Fax'],
    ]);
  });

  it('numbers every piece in order, the element each is shown in', () => {
    expect(shapeOf('a\nb\tc\nd', 'ltr').pieces.map((piece) => [piece.n, piece.start, piece.length])).toEqual([
      [0, 0, 1],
      [1, 2, 1],
      [2, 4, 1],
      [3, 6, 1],
    ]);
  });

  it('isolates a left-to-right run in a right-to-left cell and keeps a phone number on one line, as in a line', () => {
    const [table] = shapeOf('الرسوم\t555-0100', 'rtl').shapes;
    expect(table!.kind === 'table' && table!.rows[0]![1]!.shown.text).toBe('\u2066555-\u20600100\u2069');
  });
});

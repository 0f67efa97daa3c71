import { describe, expect, it } from 'vitest';
import { itemMarker, listItemOf } from './list-items.ts';

describe('itemMarker and listItemOf', () => {
  it.each([
    [undefined, false, '•\t', { markerLength: 2, nested: false }],
    [undefined, true, '◦\t', { markerLength: 2, nested: true }],
    [{ number: '3', delimiter: '.' }, false, '3.\t', { markerLength: 3, number: 3, delimiter: '.', nested: false }],
    [{ number: '012', delimiter: ')' }, true, '012)\t', { markerLength: 5, number: 12, delimiter: ')', nested: false }],
    [{ number: '0', delimiter: '.' }, false, '0.\t', { markerLength: 3, number: 0, delimiter: '.', nested: false }],
  ])('writes the marker of %j (nested %s) as %j, which reads back as the item it marks', (ordered, nested, marker, item) => {
    expect(itemMarker(ordered, nested)).toBe(marker);
    expect(listItemOf(`${marker}Sign the form.`)).toEqual(item);
  });

  it.each([['Sign the form.'], ['3. with a space, as a line after a hard break'], ['• with a space'], ['3.5\thours'], ['1234567890.\tten digits'], ['\t•\ta table row'], ['']])('reads no item in %j', (line) => {
    expect(listItemOf(line)).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { itemMarker, listItemOf } from './list-items.ts';

describe('itemMarker and listItemOf', () => {
  it.each([
    [undefined, false, '• ', { markerLength: 2, nested: false }],
    [undefined, true, '◦ ', { markerLength: 2, nested: true }],
    [{ number: '3', delimiter: '.' }, false, '3. ', { markerLength: 3, number: 3, nested: false }],
    [{ number: '012', delimiter: ')' }, true, '012) ', { markerLength: 5, number: 12, nested: false }],
  ])('writes the marker of %j (nested %s) as %j, which reads back as the item it marks', (ordered, nested, marker, item) => {
    expect(itemMarker(ordered, nested)).toBe(marker);
    expect(listItemOf(`${marker}Sign the form.`)).toEqual(item);
  });

  it.each([['Sign the form.'], ['3.5 hours'], ['•no space'], ['1234567890. ten digits'], [' • after a space'], ['']])('reads no item in %j', (line) => {
    expect(listItemOf(line)).toBeUndefined();
  });
});

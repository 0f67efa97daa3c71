import { describe, expect, it } from 'vitest';
import { AXIS_LENGTH, AXIS_START, axisEnd, xOf } from './chart-scale.ts';

describe('axisEnd', () => {
  it.each([
    [[0.1471, 0.2903, 0.081], 0.35],
    [[0.5, 0.3], 0.55],
    [[0.02, 0.01], 0.1],
    [[], 0.1],
    [[0.95, 1], 1],
    [[Number.NaN, 0.2], 0.25],
  ])('ends the axis of %j at %s', (values, end) => {
    expect(axisEnd(values)).toBe(end);
  });
});

describe('xOf', () => {
  it('places zero at the axis start, the axis end at its far side, and a score in proportion between', () => {
    expect(xOf(0, 0.35)).toBe(AXIS_START);
    expect(xOf(0.35, 0.35)).toBe(AXIS_START + AXIS_LENGTH);
    expect(xOf(0.1471, 0.35)).toBe(48 + 117.7);
  });

  it('keeps a value outside the axis on it', () => {
    expect(xOf(-0.2, 0.35)).toBe(AXIS_START);
    expect(xOf(0.9, 0.35)).toBe(AXIS_START + AXIS_LENGTH);
  });
});

import { describe, expect, it } from 'vitest';
import { ceil4, round4 } from './precision.ts';

describe('round4', () => {
  it.each([
    [0.12345, 0.1235],
    [0.12344, 0.1234],
    [1, 1],
    [0, 0],
    [0.99999, 1],
  ])('%f → %f', (value, expected) => {
    expect(round4(value)).toBe(expected);
  });
});

describe('ceil4', () => {
  it.each([
    [0.12341, 0.1235],
    [0.1234, 0.1234],
    // 0.1625 is not exactly representable: a value on the grid must not move up a step.
    [0.1625, 0.1625],
    [0.16250000000000001, 0.1625],
    [0.000001, 0.0001],
  ])('%f → %f', (value, expected) => {
    expect(ceil4(value)).toBe(expected);
  });
});

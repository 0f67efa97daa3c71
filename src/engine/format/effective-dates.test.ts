/** Dates are pinned exactly, at both edges: "some value is non-null" lets wrong day arithmetic through. */
import { describe, expect, it } from 'vitest';
import { addDays, dayBefore, daySpokenFor, inForce, isIsoDate, overlaps, utcDate, versionFamilies } from './effective-dates.ts';

describe('isIsoDate', () => {
  it.each(['2026-12-31', '2024-02-29', '2000-02-29', '0001-01-01'])('accepts %s', (date) => expect(isIsoDate(date)).toBe(true));
  it.each(['2026-02-30', '2023-02-29', '1900-02-29', '2026-13-01', '2026-00-10', '2026-1-05', '26-01-05', '2026-01-05T00:00', ' 2026-01-05', '2026/01/05', ''])(
    'rejects %j',
    (date) => expect(isIsoDate(date)).toBe(false),
  );
});

describe('day arithmetic', () => {
  it.each([
    ['2027-01-01', '2026-12-31'],
    ['2024-03-01', '2024-02-29'],
    ['2023-03-01', '2023-02-28'],
    ['2026-10-01', '2026-09-30'],
    ['2026-03-30', '2026-03-29'],
  ])('the day before %s is %s', (date, before) => expect(dayBefore(date)).toBe(before));

  it('adds days across a month, a year and a leap day', () => {
    expect(addDays('2026-12-01', 90)).toBe('2027-03-01');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2024-02-28', 2)).toBe('2024-03-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-12-31', 0)).toBe('2026-12-31');
  });

  it('takes the UTC calendar date of an instant', () => {
    expect(utcDate(new Date('2026-12-31T23:59:59.999Z'))).toBe('2026-12-31');
    expect(utcDate(new Date('2027-01-01T00:00:00.000Z'))).toBe('2027-01-01');
  });
});

describe('daySpokenFor', () => {
  it("is the day asked about, or a later version's own first day", () => {
    expect(daySpokenFor(undefined, '2026-12-15')).toBe('2026-12-15');
    expect(daySpokenFor({ from: null, until: null }, '2026-12-15')).toBe('2026-12-15');
    expect(daySpokenFor({ from: '2025-10-01', until: '2026-12-31' }, '2026-12-15')).toBe('2026-12-15');
    expect(daySpokenFor({ from: '2026-12-15', until: null }, '2026-12-15')).toBe('2026-12-15');
    expect(daySpokenFor({ from: '2027-01-01', until: null }, '2026-12-15')).toBe('2027-01-01');
  });
});

describe('inForce', () => {
  const window = { from: '2026-01-01', until: '2026-12-31' };
  it.each([
    ['2025-12-31', false],
    ['2026-01-01', true],
    ['2026-06-15', true],
    ['2026-12-31', true],
    ['2027-01-01', false],
  ])('a window from 2026-01-01 until 2026-12-31 on %s: %s', (asOf, expected) => expect(inForce(window, asOf)).toBe(expected));

  it('treats a missing edge as open and an undated document as always in force', () => {
    expect(inForce({ from: null, until: '2026-12-31' }, '1990-01-01')).toBe(true);
    expect(inForce({ from: null, until: '2026-12-31' }, '2027-01-01')).toBe(false);
    expect(inForce({ from: '2027-01-01', until: null }, '2026-12-31')).toBe(false);
    expect(inForce({ from: '2027-01-01', until: null }, '2099-01-01')).toBe(true);
    expect(inForce(undefined, '1900-01-01')).toBe(true);
  });
});

describe('overlaps', () => {
  it('says whether two windows share a day, edges included', () => {
    const old = { from: null, until: '2026-12-31' };
    expect(overlaps(old, { from: '2027-01-01', until: null })).toBe(false);
    expect(overlaps(old, { from: '2026-12-31', until: null })).toBe(true);
    expect(overlaps({ from: '2027-01-01', until: null }, old)).toBe(false);
    expect(overlaps({ from: '2026-12-31', until: null }, old)).toBe(true);
    expect(overlaps({ from: '2026-01-01', until: '2026-01-31' }, { from: '2026-02-01', until: '2026-02-28' })).toBe(false);
    expect(overlaps({ from: '2026-01-01', until: '2026-02-01' }, { from: '2026-02-01', until: '2026-02-28' })).toBe(true);
    expect(overlaps(undefined, old)).toBe(true);
  });

  it('treats an open start as every day before the other window ends', () => {
    expect(overlaps({ from: null, until: '2026-12-31' }, { from: '2026-01-01', until: '2026-06-30' })).toBe(true);
    expect(overlaps({ from: null, until: '2026-12-31' }, { from: '2027-01-01', until: '2027-06-30' })).toBe(false);
    expect(overlaps({ from: '2026-01-01', until: '2026-06-30' }, { from: null, until: '2026-12-31' })).toBe(true);
    expect(overlaps({ from: '2027-01-01', until: '2027-06-30' }, { from: null, until: '2026-12-31' })).toBe(false);
  });
});

describe('versionFamilies', () => {
  it('gives every version of a chain, linked either way and listed in any order, the same sorted family', () => {
    const families = versionFamilies([{ id: 'credit-2027', supersedes: ['credit-2025'] }, { id: 'food' }, { id: 'credit-2025', supersedes: ['credit-2024'] }, { id: 'credit-2024' }]);
    const chain = ['credit-2024', 'credit-2025', 'credit-2027'];
    expect(families).toEqual(new Map([['credit-2024', chain], ['credit-2025', chain], ['credit-2027', chain], ['food', ['food']]]));
  });

  it('takes a superseded id no document has into the family as named (the build rejects such a corpus before this)', () => {
    expect(versionFamilies([{ id: 'credit-2025', supersedes: ['credit-2024'] }])).toEqual(
      new Map([['credit-2024', ['credit-2024', 'credit-2025']], ['credit-2025', ['credit-2024', 'credit-2025']]]),
    );
  });
});

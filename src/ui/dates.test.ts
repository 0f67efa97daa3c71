import { describe, expect, it } from 'vitest';
import { formatDay, inForceText, localToday } from './dates.ts';
import { UI_STRINGS } from './strings.ts';

describe('localToday', () => {
  it('is the local calendar day, zero-padded', () => {
    expect(localToday(new Date(2027, 0, 1, 0, 0, 1))).toBe('2027-01-01');
    expect(localToday(new Date(2026, 11, 31, 23, 59, 59))).toBe('2026-12-31');
    expect(localToday(new Date(2024, 1, 29, 12))).toBe('2024-02-29');
  });
});

describe('formatDay', () => {
  it('writes the day as each language does, whatever the zone', () => {
    expect(formatDay('2027-01-01', 'en')).toBe('January 1, 2027');
    expect(formatDay('2027-01-01', 'es')).toBe('1 de enero de 2027');
    expect(formatDay('2026-12-31', 'en')).toBe('December 31, 2026');
  });
});

describe('inForceText', () => {
  it('names both edges, one, or none', () => {
    const en = UI_STRINGS.en!;
    expect(inForceText({ from: '2025-10-01', until: '2026-12-31' }, en, 'en')).toBe('In force from October 1, 2025 until December 31, 2026');
    expect(inForceText({ from: '2027-01-01', until: null }, en, 'en')).toBe('In force since January 1, 2027');
    expect(inForceText({ from: null, until: '2026-12-31' }, en, 'en')).toBe('In force until December 31, 2026');
    expect(inForceText(undefined, en, 'en')).toBeNull();
    expect(inForceText({ from: '2027-01-01', until: null }, UI_STRINGS.es!, 'es')).toBe('Vigente desde el 1 de enero de 2027');
  });

  it('says "from" for a later version not in force yet', () => {
    expect(inForceText({ from: '2027-01-01', until: null }, UI_STRINGS.en!, 'en', true)).toBe('In force from January 1, 2027');
    expect(inForceText({ from: '2027-01-01', until: null }, UI_STRINGS.es!, 'es', true)).toBe('Vigente a partir del 1 de enero de 2027');
  });
});

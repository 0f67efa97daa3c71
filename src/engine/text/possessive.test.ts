import { describe, expect, it } from 'vitest';
import { possessiveAfter } from './possessive.ts';

describe('possessiveAfter', () => {
  it.each([
    ['Department of Human Services', "'s documents", "' documents"],
    ['Texas', "'s documents", "' documents"],
    ['DHS', "'s documents", "'s documents"],
    ['Texas HHS', "'s documents", "'s documents"],
    ["St. Mary's", "'s documents", ' documents'],
    ['St. Mary\u2019s', '\u2019s documents', ' documents'],
    ['Department of Human Services', '\u2019s documents', '\u2019 documents'],
    ['Harbor County Community Assistance', "'s documents", "'s documents"],
    ['City of Springfield', "'s documents", "'s documents"],
    ['Department of Human Services', "'s", "'"],
    ['Department of Human Services', "'s.", "'."],
  ])('after %j, %j reads %j', (value, rest, expected) => {
    expect(possessiveAfter(value, rest)).toBe(expected);
  });

  it('leaves text that is no possessive as written', () => {
    expect(possessiveAfter('Services', "'said'")).toBe("'said'");
    expect(possessiveAfter('Services', "'sí'")).toBe("'sí'");
    expect(possessiveAfter('Services', " 's'")).toBe(" 's'");
    expect(possessiveAfter('Services', 's documents')).toBe('s documents');
    expect(possessiveAfter('Services', '')).toBe('');
    expect(possessiveAfter('', "'s documents")).toBe("'s documents");
  });
});

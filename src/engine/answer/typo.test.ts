import { describe, expect, it } from 'vitest';
import { buildIndex } from '../build/build-index.ts';
import { DEFAULT_SETTINGS } from '../format/settings.ts';
import { graphemeClusters } from '../text/tokenize.ts';
import { prepareIndex } from './prepare-index.ts';
import { correction, typoIndex, withinOneEdit } from './typo.ts';

const chars = (text: string) => graphemeClusters(text);

describe('withinOneEdit', () => {
  it.each([
    ['utili', 'utili', true],
    ['utili', 'utilu', true],
    ['utili', 'utlii', true],
    ['offic', 'ofic', true],
    ['ferry', 'ferrry', true],
    ['offic', 'ofice', false],
    ['abcde', 'badce', false],
    ['grant', 'grnat', true],
    ['abc', 'abcde', false],
  ])('%s ~ %s: %s', (a, b, near) => {
    expect(withinOneEdit(chars(a), chars(b))).toBe(near);
    expect(withinOneEdit(chars(b), chars(a))).toBe(near);
  });
});

const doc = (id: string, body: string) => ({ path: `${id}.md`, bytes: new TextEncoder().encode(`---\nid: ${id}\ntitle: ${id}\nlang: en\n---\n\n${body}\n`) });
const index = buildIndex(
  [
    doc('a', 'The utility office is open on weekdays.'),
    doc('b', 'Receive the credit on your utility bill.'),
    doc('c', 'Offices close at noon. Ferry tickets are sold at the office.'),
    doc('d', 'Grants are paid monthly, per household.'),
  ],
  DEFAULT_SETTINGS,
).index!;
const english = prepareIndex(index).languages.get('en')!;
const typos = typoIndex(english.idf);

describe('correction', () => {
  it.each([
    ['utlity', 'utili'],
    ['ofice', 'offic'],
    ['recieve', 'recei'],
    ['ferrry', 'ferry'],
    ['tickest', 'ticke'],
  ])('reads "%s" as the term %s', (word, term) => {
    expect(correction(typos, word)).toBe(term);
  });

  it.each([
    ['a short word', 'ofic'],
    ['a number', '12345'],
    ['a word two edits from every term', 'ufficy'],
    ['a word whose first letter is wrong', 'itility'],
    ['a word whose first letters are a short term with one letter more ("per" is not "pr…")', 'price'],
  ])('leaves %s uncorrected', (_, word) => {
    expect(correction(typos, word)).toBeUndefined();
  });
});

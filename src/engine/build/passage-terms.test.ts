import { describe, expect, it } from 'vitest';
import { buildIndex } from './build-index.ts';
import { DEFAULT_SETTINGS } from '../format/settings.ts';
import { bodyTermCount, isOwnTerm, passageTermCounts, titleCounts, TITLE_WEIGHT } from './passage-terms.ts';
import { tokenize } from '../text/tokenize.ts';

const doc = (id: string, title: string, ...sections: Array<[string, string]>) => ({
  path: `${id}.md`,
  bytes: new TextEncoder().encode(`---\nid: ${id}\ntitle: ${title}\nlang: en\n---\n${sections.map(([h, b]) => `\n## ${h}\n\n${b}\n`).join('')}`),
});

// Title, heading and body share words on purpose: the body's share must come out exactly.
const CORPUS = [
  doc('rent', 'Rent Relief Grant', ['How much rent', 'The rent grant pays rent up to $3,500, rent paid to the landlord.'], ['Grant deadline', 'Apply for the grant before June 30.']),
  doc('bus', 'Harbor GoPass', ['GoPass cost', 'The GoPass costs $20 per year; the harbor pass is free under 12.']),
];

describe('passageTermCounts', () => {
  it('counts heading and body once and the title TITLE_WEIGHT times, and says how many terms were the passage\'s own', () => {
    const { counts, own } = passageTermCounts('Rent help', 'Rent paid monthly', tokenize('Rent Grant'));
    expect(Object.fromEntries(counts)).toEqual({ rent: 2 + TITLE_WEIGHT, help: 1, paid: 1, month: 1, grant: TITLE_WEIGHT });
    expect(own).toBe(4);
  });
});

describe('bodyTermCount', () => {
  const index = buildIndex(CORPUS, DEFAULT_SETTINGS).index!;
  const titleOf = (doc: string) => tokenize(index.documents.find((d) => d.id === doc)!.title);

  it.each([
    ['every term', () => true],
    ['terms other than "rent" and "grant"', (t: string) => t !== 'rent' && t !== 'grant'],
  ])('equals tokenizing the body and counting %s, for every passage', (_what, keep) => {
    for (const passage of index.passages) {
      expect(bodyTermCount(passage, titleOf(passage.doc), keep)).toBe(tokenize(passage.body).filter(keep).length);
    }
  });

  it('counts repeats: "rent" three times in the first body, once in its heading, five times from the title', () => {
    const first = index.passages[1]!;
    expect([first.id, first.terms.rent]).toEqual(['rent#1', 3 + 1 + TITLE_WEIGHT]);
    expect(bodyTermCount(first, titleOf('rent'), (t) => t === 'rent')).toBe(3);
  });
});

describe('isOwnTerm', () => {
  // A title that repeats a word, and a body that holds a title word, are the cases the rule has to get right.
  const corpus = [...CORPUS, doc('levy', 'Levy levy notice', ['Levy', 'Pay the notice by mail.'], ['Dates', 'The office opens in May.'])];
  const index = buildIndex(corpus, DEFAULT_SETTINGS).index!;

  it('reads from the stored counts exactly the distinct terms of the heading and body, for every passage', () => {
    for (const passage of index.passages) {
      const inTitle = titleCounts(tokenize(index.documents.find((d) => d.id === passage.doc)!.title));
      const own = Object.entries(passage.terms).filter(([term, count]) => isOwnTerm(term, count, inTitle)).map(([term]) => term);
      expect(own.sort()).toEqual([...new Set([...tokenize(passage.heading), ...tokenize(passage.body)])].sort());
    }
  });

  it('tells a title word the passage also writes from one it does not', () => {
    const inTitle = titleCounts(tokenize('Levy levy notice'));
    expect(inTitle).toEqual(new Map([['levy', 2], ['notic', 1]]));
    expect([isOwnTerm('levy', 2 * TITLE_WEIGHT, inTitle), isOwnTerm('levy', 2 * TITLE_WEIGHT + 1, inTitle), isOwnTerm('other', 1, inTitle)]).toEqual([false, true, true]);
  });
});

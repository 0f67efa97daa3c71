/** XQuAD paragraphs → markdown → exactly one passage each, holding the paragraph's own text (no data folder needed). */
import { describe, expect, it } from 'vitest';
import { buildArticleIndex, escapeMarkdown, type XquadArticle } from './xquad-corpus.ts';

/** Paragraph starts and inlines that markdown would otherwise turn into something else. */
const TRICKY = [
  '1990. The year the list marker was a date.',
  '# Not a heading, a hash sign.',
  '> Not a quote.',
  '- Not a list item, a dash.',
  '+ Plus, not a list either.',
  '<div>Not HTML</div> but text.',
  '*Not emphasis* and _not_ __strong__ and `not code`.',
  '[Not a link](http://example.org) and ![not an image](x.png).',
  'Entities stay literal: &amp; &#65; and a backslash \\ too.',
  '=== a setext underline on its own line is not one here',
  '| not | a | table |',
  '‏Arabic paragraphs may start with a right-to-left mark.',
];

const article = (index: number, paragraphs: string[]): XquadArticle => ({ index, title: 'Super_Bowl_50', paragraphs, questions: [] });

describe('escapeMarkdown', () => {
  it('escapes every ASCII punctuation character and nothing else', () => {
    expect(escapeMarkdown('1990. a*b <c> é!')).toBe('1990\\. a\\*b \\<c\\> é\\!');
  });
});

describe('buildArticleIndex', () => {
  it('makes exactly one passage per paragraph, each holding its paragraph verbatim', () => {
    const index = buildArticleIndex([article(0, TRICKY.slice(0, 6)), article(1, TRICKY.slice(6))], 'en');
    expect(index.passages.map((p) => p.id)).toEqual([...TRICKY.slice(0, 6).map((_, i) => `a0#${i + 1}`), ...TRICKY.slice(6).map((_, i) => `a1#${i + 1}`)]);
    expect(index.passages.map((p) => p.body)).toEqual(TRICKY);
    expect(index.documents.map((d) => [d.id, d.title, d.lang])).toEqual([['a0', 'Super_Bowl_50', 'en'], ['a1', 'Super_Bowl_50', 'en']]);
  });
});

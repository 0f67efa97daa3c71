import { describe, expect, it } from 'vitest';
import { parseCorpusDocument } from './parse-document.ts';
import { splitPassages } from './passages.ts';

const doc = (body: string) => parseCorpusDocument(`---\nid: d\ntitle: T\nlang: en\n---\n${body}`, 'd.md');

describe('splitPassages', () => {
  it('splits on blank-line paragraph boundaries and numbers passages from 1', () => {
    const { passages } = splitPassages(doc('\nFirst paragraph.\n\nSecond paragraph.\n'));
    expect(passages.map((p) => [p.id, p.heading, p.body])).toEqual([
      ['d#1', '', 'First paragraph.'],
      ['d#2', '', 'Second paragraph.'],
    ]);
  });

  it('merges a heading-only block into the passage after it, keeping the heading apart from the body', () => {
    const { passages } = splitPassages(doc('\n## Who can apply\n\nAnyone in the county.\n\nNot someone outside it.\n'));
    expect(passages.map((p) => [p.id, p.heading, p.body])).toEqual([
      ['d#1', 'Who can apply', 'Anyone in the county.'],
      ['d#2', '', 'Not someone outside it.'],
    ]);
  });

  it('merges a heading written directly above its paragraph, with no blank line between', () => {
    const { passages } = splitPassages(doc('\n## Deadlines\nApply by June 30.\n'));
    expect(passages).toEqual([{ id: 'd#1', doc: 'd', lang: 'en', heading: 'Deadlines', body: 'Apply by June 30.' }]);
  });

  it('joins stacked headings into one heading for the next passage', () => {
    const { passages } = splitPassages(doc('\n## Eligibility\n\n### Income\n\nUnder $3,200.\n'));
    expect(passages[0]!.heading).toBe('Eligibility › Income');
  });

  it('warns about a trailing heading with nothing under it, and does not index it', () => {
    const { passages, warnings } = splitPassages(doc('\nText.\n\n## Orphan\n'));
    expect(passages).toHaveLength(1);
    expect(warnings).toEqual([{ file: 'd.md', line: 9, message: 'the heading "Orphan" has no text after it and is not indexed' }]);
  });

  it('warns about a document with no text', () => {
    const { passages, warnings } = splitPassages(doc('\n## Only a heading\n'));
    expect(passages).toEqual([]);
    expect(warnings).toEqual([{ file: 'd.md', message: 'the document has no text to index (only front matter or headings)' }]);
  });
});

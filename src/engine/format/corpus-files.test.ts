import { describe, expect, it } from 'vitest';
import { isCorpusDocumentPath } from './corpus-files.ts';

describe('isCorpusDocumentPath', () => {
  it.each(['a.md', 'sub/dir/b.md', 'C.MD', 'd.markdown', 'sub/E.Markdown', 'readme-first.md'])('reads %s as a document', (path) => {
    expect(isCorpusDocumentPath(path)).toBe(true);
  });

  it.each([
    ['README.md', 'a README describes the corpus'],
    ['sub/readme.markdown', 'a README in any folder, either extension'],
    ['notes.txt', 'not markdown'],
    ['a.mdx', 'not markdown'],
    ['.hidden.md', 'hidden'],
    ['.git/x.md', 'in a hidden folder'],
    ['node_modules/pkg/x.md', 'a package'],
    ['.md', 'no name'],
  ])('skips %s (%s)', (path) => {
    expect(isCorpusDocumentPath(path)).toBe(false);
  });
});

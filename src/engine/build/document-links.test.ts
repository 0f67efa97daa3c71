import { describe, expect, it } from 'vitest';
import { tokenize } from '../text/tokenize.ts';
import { countScripts } from '../text/scripts.ts';
import { documentLinkMark, linkedPath, markless, withDocumentLinks, withoutLinkMarks, withoutMarks } from './document-links.ts';

describe('a mark where a linked document\'s page goes', () => {
  it('is read back as its number, however many links a document has', () => {
    const numbers = [0, 1, 9, 15, 16, 255, 4096, 70000];
    const text = numbers.map((n) => `a${documentLinkMark(n)}b`).join(' ');
    expect(withDocumentLinks(text, (n) => `<${n}>`)).toBe(numbers.map((n) => `a<${n}>b`).join(' '));
    expect(withDocumentLinks(`x${documentLinkMark(3)}.`, () => '')).toBe('x.');
    expect(withDocumentLinks('no mark here', () => 'never')).toBe('no mark here');
  });

  it('reads as a space where the address goes, but not inside a run of a script written without spaces', () => {
    expect(withoutLinkMarks(`housing help${documentLinkMark(0)}and more`)).toBe('housing help and more');
    expect(withoutLinkMarks(`收费标准${documentLinkMark(1)}说明`)).toBe('收费标准说明');
    expect(withoutLinkMarks(`สมัครที่นี่${documentLinkMark(2)}`)).toBe('สมัครที่นี่');
    expect(markless(`[help${documentLinkMark(3)}][c]`)).toBe('[help][c]');
  });

  it("is the build's alone: a document's own mark characters are taken out before it is read", () => {
    expect(withoutMarks(`a${documentLinkMark(0)}b\uFDD0c\uFDD1`)).toBe('a\uFDE0bc');
  });

  it('is no word, letter or space: the text around it reads as it does without it', () => {
    const marked = `See the fees${documentLinkMark(12)} today.`;
    expect(tokenize(marked)).toEqual(tokenize('See the fees today.'));
    expect(tokenize(marked)).toEqual(['see', 'the', 'fees', 'today']);
    expect(countScripts(marked)).toEqual(countScripts('See the fees today.'));
    expect(/\s/u.test(documentLinkMark(12))).toBe(false);
    expect(tokenize(withoutLinkMarks(`费用标准${documentLinkMark(12)}说明`))).toEqual(tokenize('费用标准说明'));
  });
});

describe('linkedPath', () => {
  it.each([
    ['docs/a.md', 'b.md', { path: 'docs/b.md', fragment: '' }],
    ['docs/a.md', './b.md#fees', { path: 'docs/b.md', fragment: '#fees' }],
    ['docs/a.md', '../b.md', { path: 'b.md', fragment: '' }],
    ['docs/sub/a.md', '../../top.md?x=1#y', { path: 'top.md', fragment: '#y' }],
    ['docs/a.md', '/other/b.md', { path: 'other/b.md', fragment: '' }],
    ['a.md', 'my%20file.md', { path: 'my file.md', fragment: '' }],
    ['a.md', 'sub%5Cb.md', { path: 'sub/b.md', fragment: '' }],
    ['a.md', 'b.md#', { path: 'b.md', fragment: '' }],
    ['a.md', 'a%3Fb.md?x#y', { path: 'a?b.md', fragment: '#y' }],
  ])('from %s, %s', (from, href, expected) => {
    expect(linkedPath(from, href)).toEqual(expected);
  });

  it('is none out of the corpus folder, or where an escape is broken', () => {
    expect(linkedPath('a.md', '../b.md')).toBeUndefined();
    expect(linkedPath('docs/a.md', '../../b.md')).toBeUndefined();
    expect(linkedPath('a.md', 'b%E0%A4.md')).toBeUndefined();
  });
});

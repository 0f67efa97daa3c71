import { describe, expect, it } from 'vitest';
import { documentFragment, documentFragmentOf } from './document-address.ts';

describe('the document view address', () => {
  it('writes the document and the passage, encoded, and reads them back', () => {
    const fragment = documentFragment('grocery-allowance-en', 'grocery-allowance-en#3');
    expect(fragment).toBe('#document=grocery-allowance-en&passage=grocery-allowance-en%233');
    expect(documentFragmentOf(fragment)).toEqual({ doc: 'grocery-allowance-en', passage: 'grocery-allowance-en#3' });
    expect(documentFragmentOf(documentFragment('página & más', 'página & más#1'))).toEqual({ doc: 'página & más', passage: 'página & más#1' });
  });

  it('writes a document opened at its start (nothing cited) without a passage, and reads it back so', () => {
    expect(documentFragment('contact-en', '')).toBe('#document=contact-en');
    expect(documentFragmentOf(documentFragment('contact-en', ''))).toEqual({ doc: 'contact-en', passage: undefined });
  });

  it('reads a document without a passage, and nothing from any other fragment', () => {
    expect(documentFragmentOf('#document=contact-en')).toEqual({ doc: 'contact-en', passage: undefined });
    expect(documentFragmentOf('#document=')).toBeUndefined();
    expect(documentFragmentOf('#operator')).toBeUndefined();
    expect(documentFragmentOf('')).toBeUndefined();
    expect(documentFragmentOf('#passage=x&document=y')).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { WEB_ADDRESS, withoutTrailing, withoutAddresses } from './addresses.ts';

describe('withoutAddresses', () => {
  it('makes each address spaces, unit for unit, whatever its case, and leaves every other character where it was', () => {
    const text = 'Apply at HTTPS://Benefits.example.gov/a?b=1, or call.';
    const without = withoutAddresses(text);
    expect(without).toBe(`Apply at ${' '.repeat('HTTPS://Benefits.example.gov/a?b=1,'.length)} or call.`);
    expect(without.length).toBe(text.length);
  });

  it('makes an e-mail address spaces too, and leaves an "@" that is no address', () => {
    expect(withoutAddresses('mail help@county.gov or @handle')).toBe(`mail ${' '.repeat('help@county.gov'.length)} or @handle`);
  });

  it('ends an address at Chinese text or punctuation, and leaves text with no address as it is', () => {
    expect(withoutAddresses('请访问https://example.gov了解。')).toBe(`请访问${' '.repeat('https://example.gov'.length)}了解。`);
    expect(withoutAddresses('www.example.gov and ftp://x')).toBe('www.example.gov and ftp://x');
  });
});

describe('withoutTrailing', () => {
  it("leaves out what a sentence puts after an address, and a closing bracket whose partner is outside it", () => {
    expect(withoutTrailing('https://a.gov/x.')).toBe('https://a.gov/x');
    expect(withoutTrailing('https://a.gov/x).')).toBe('https://a.gov/x');
    expect(withoutTrailing('https://a.gov/wiki/A_(b)')).toBe('https://a.gov/wiki/A_(b)');
    expect([...'see (https://a.gov/y), now'.matchAll(WEB_ADDRESS)].map((m) => withoutTrailing(m[0]))).toEqual(['https://a.gov/y']);
  });
});

describe('WEB_ADDRESS', () => {
  const found = (text: string) => [...text.matchAll(WEB_ADDRESS)].map((m) => withoutTrailing(m[0]));

  it('ends an address at a dash, an ellipsis, a bar, or text of a script written without spaces, and keeps Arabic in it', () => {
    expect(found('https://x.gov/apply—then wait, https://x.gov/b–c https://x.gov/d… https://x.gov/e|fees')).toEqual([
      'https://x.gov/apply',
      'https://x.gov/b',
      'https://x.gov/d',
      'https://x.gov/e',
    ]);
    expect(found('สมัครที่https://x.go.thได้ทันที')).toEqual(['https://x.go.th']);
    expect(found('https://example.ae/خدمات')).toEqual(['https://example.ae/خدمات']);
  });

  it('finds an address in any case and in full-width forms, never in the middle of a Latin word', () => {
    expect(found('HTTPS://COUNTY.EXAMPLE.GOV/FINES and ｈｔｔｐｓ：／／apply.gov/apply')).toEqual(['HTTPS://COUNTY.EXAMPLE.GOV/FINES', 'ｈｔｔｐｓ：／／apply.gov/apply']);
    expect(found('xhttps://a.gov')).toEqual([]);
  });
});

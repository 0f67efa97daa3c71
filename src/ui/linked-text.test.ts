import { describe, expect, it } from 'vitest';
import { shownAs } from '../engine/text/ltr-runs.ts';
import { addressLinks } from './contact-links.ts';
import { segmentsOf } from './linked-text.tsx';

/** Each segment as its shown text, and its address when it is a link. */
const cut = (text: string, dir: 'ltr' | 'rtl' = 'ltr') => {
  const shown = shownAs(text, dir);
  return segmentsOf(shown, addressLinks(text)).map(({ from, to, href }) => (href === undefined ? shown.text.slice(from, to) : [shown.text.slice(from, to), href]));
};

describe('segmentsOf', () => {
  it('cuts the text at each address, never into an empty stretch', () => {
    expect(cut('Book on the page (https://a.example.gov/book), or write to help@county.gov.')).toEqual([
      'Book on the page (',
      ['https://a.example.gov/book', 'https://a.example.gov/book'],
      '), or write to ',
      ['help@county.gov', 'mailto:help@county.gov'],
      '.',
    ]);
    expect(cut('https://a.example.gov')).toEqual([['https://a.example.gov', 'https://a.example.gov']]);
    expect(cut('No address here.')).toEqual(['No address here.']);
    expect(cut('')).toEqual(['']);
  });

  it('keeps an address in right-to-left text inside its isolate, the isolate outside the link', () => {
    expect(cut('احجز عبر https://a.example.gov اليوم', 'rtl')).toEqual(['احجز عبر \u2066', ['https://a.example.gov', 'https://a.example.gov'], '\u2069 اليوم']);
  });

  it('links no phone number: in a quoted passage a number may be a fee, a date or a case number', () => {
    // One segment, the number kept on one line as the page keeps it (`shownAs`), no link in it.
    expect(cut('Call (555) 010-4400.')).toEqual([shownAs('Call (555) 010-4400.', 'ltr').text]);
    expect(shownAs('Call (555) 010-4400.', 'ltr').text).not.toBe('Call (555) 010-4400.');
  });
});

import { describe, expect, it } from 'vitest';
import { linkAddress, readAddress, wordsHold } from './link-addresses.ts';

describe('linkAddress', () => {
  const base = 'https://agency.example.gov/help/page';

  it('keeps a web address as written, and reads a relative one against the page', () => {
    expect(linkAddress('HTTPS://County.example.gov/Fines', undefined)).toEqual({ address: 'HTTPS://County.example.gov/Fines' });
    expect(linkAddress('../forms/a.pdf?x=1#p', base)).toEqual({ address: 'https://agency.example.gov/forms/a.pdf?x=1#p' });
    expect(linkAddress('#fees', base)).toEqual({ address: 'https://agency.example.gov/help/page#fees' });
  });

  it("keeps an e-mail address without its query, and a number to call, decoded; neither when it is none", () => {
    expect(linkAddress('mailto:Help@County.gov?subject=Hi', undefined)).toEqual({ address: 'Help@County.gov' });
    expect(linkAddress('mailto:help@county.gov#top', undefined)).toEqual({ address: 'help@county.gov' });
    expect(linkAddress('mailto:help@county.gov&subject=x', undefined)).toEqual({ reason: 'invalid' });
    expect(linkAddress('tel:+1%20(555)%20010-4400', undefined)).toEqual({ address: '+1 (555) 010-4400' });
    expect(linkAddress('mailto:?to=help@county.gov', undefined)).toEqual({ reason: 'invalid' });
    expect(linkAddress('mailto:javascript:alert(1)', undefined)).toEqual({ reason: 'invalid' });
    expect(linkAddress('tel:call-us', undefined)).toEqual({ reason: 'invalid' });
    expect(linkAddress('mailto:%E0%A4%A', undefined)).toEqual({ reason: 'invalid' });
  });

  it('says why it keeps none: relative with no page, another scheme, no address at all; and leaves another markdown file to the build', () => {
    expect(linkAddress('forms/a.pdf', undefined)).toEqual({ reason: 'relative' });
    // Another markdown file: its document's page, which the build reads once it has read every document.
    expect(linkAddress('Housing-EN.MD#fees', base)).toEqual({ document: 'Housing-EN.MD#fees' });
    expect(linkAddress('../forms/intake.markdown', undefined)).toEqual({ document: '../forms/intake.markdown' });
    expect(linkAddress('https://github.com/agency/docs/README.md', undefined)).toEqual({ address: 'https://github.com/agency/docs/README.md' });
    expect(linkAddress('file:///S:/a.pdf', base)).toEqual({ reason: 'scheme' });
    expect(linkAddress('https://', undefined)).toEqual({ reason: 'invalid' });
    // A place in the same page, with no page to read it against: nothing to keep, nothing to say.
    expect(linkAddress('#fees', undefined)).toBeUndefined();
  });
});

describe('wordsHold', () => {
  it('finds a web address in the words as a reader writes it, whole', () => {
    expect(wordsHold('benefits.gov', 'https://www.benefits.gov/')).toBe(true);
    expect(wordsHold('Visit WWW.Benefits.GOV/apply now', 'https://benefits.gov/apply')).toBe(true);
    expect(wordsHold('tax.gov', 'https://x.gov')).toBe(false);
    expect(wordsHold('x.gov.uk', 'https://x.gov')).toBe(false);
    expect(wordsHold('http://x.gov', 'https://x.gov')).toBe(false);
    expect(wordsHold('https://x.gov/forms-old', 'https://x.gov/forms')).toBe(false);
    expect(wordsHold('see x.gov.', 'https://x.gov')).toBe(true);
    expect(wordsHold('the portal', 'https://portal.gov')).toBe(false);
  });

  it('finds an e-mail address in any case, and a number by seven digits or more, its country code left off', () => {
    expect(wordsHold('Write to Help@County.gov', 'help@county.gov')).toBe(true);
    expect(wordsHold('(555) 010-4400', '+15550104400')).toBe(true);
    expect(wordsHold('call 311', '311')).toBe(true);
    expect(wordsHold('010-4400', '+15550104400')).toBe(false);
    expect(wordsHold('5550104400', '5550104400')).toBe(true);
    expect(wordsHold('our helpline', '+15550104400')).toBe(false);
  });
});

describe('readAddress', () => {
  it('reads escapes and a punycode host back as written, and leaves one that would read as a control character', () => {
    expect(readAddress('forms/%D8%B7%D9%84%D8%A8.pdf')).toBe('forms/طلب.pdf');
    expect(readAddress('https://xn--bcherei-n2a.example.de/museum')).toBe('https://bücherei.example.de/museum');
    expect(readAddress('mailto:%1B%5B31m')).toBe('mailto:%1B%5B31m');
  });
});

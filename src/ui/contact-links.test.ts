import { describe, expect, it } from 'vitest';
import { contactLinks, telHref } from './contact-links.ts';

const linked = (text: string) => contactLinks(text).map((l) => [text.slice(l.start, l.end), l.href]);

describe('contactLinks', () => {
  it('links a phone number and an e-mail address, without the sentence around them', () => {
    expect(linked('Call (555) 010-4400 or write to help@county.example.gov.')).toEqual([
      ['(555) 010-4400', 'tel:5550104400'],
      ['help@county.example.gov', 'mailto:help@county.example.gov'],
    ]);
  });

  it('keeps a leading plus sign and reads Arabic-Indic digits as the digits a dialer takes', () => {
    expect(linked('اتصل على +49 341 123-4567 أو ٠١٢٣٤٥٦٧٨٩ ١٠')).toEqual([
      ['+49 341 123-4567', 'tel:+493411234567'],
      ['٠١٢٣٤٥٦٧٨٩ ١٠', 'tel:012345678910'],
    ]);
  });

  it('links a web address written with its scheme, not its closing bracket or full stop', () => {
    expect(linked('Forms (https://example.gov/forms?a=1).')).toEqual([['https://example.gov/forms?a=1', 'https://example.gov/forms?a=1']]);
  });

  it('leaves alone what only looks like a number to call: a date, a range, a short number, a bare domain', () => {
    expect(linked('Open 2026-03-01, hours 8:00-17:00, fees 1000-5000, call 311, see example.gov')).toEqual([]);
  });

  it('does not link the digits of an e-mail address as a phone number', () => {
    expect(linked('Write to 555-0100@city.example.org')).toEqual([['555-0100@city.example.org', 'mailto:555-0100@city.example.org']]);
    expect(linked('Call 555-0100')).toEqual([['555-0100', 'tel:5550100']]);
  });
});

describe('telHref', () => {
  it.each([
    ['(555) 010-4400', 'tel:5550104400'],
    ['+1 555.010.4400', 'tel:+15550104400'],
    ['۰۲۱ ۸۸۷۷ ۶۶۵۵', 'tel:02188776655'],
    ['𝟏𝟐𝟑 𝟒𝟓𝟔𝟕', 'tel:1234567'],
  ])('%s dials %s', (phone, href) => {
    expect(telHref(phone)).toBe(href);
  });
});

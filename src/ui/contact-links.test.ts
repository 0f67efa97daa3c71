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

  it('dials a French number written with dots, which holds no year', () => {
    expect(linked('Appelez le 01.23.45.67.89.')).toEqual([['01.23.45.67.89', 'tel:0123456789']]);
  });

  it('links a web address written with its scheme, not the closing bracket or mark the sentence puts after it', () => {
    expect(linked('Forms (https://example.gov/forms?a=1).')).toEqual([['https://example.gov/forms?a=1', 'https://example.gov/forms?a=1']]);
    expect(linked('See https://example.gov/wiki/Help_(desk).')).toEqual([['https://example.gov/wiki/Help_(desk)', 'https://example.gov/wiki/Help_(desk)']]);
    expect(linked('https://example.gov/ar، أو')).toEqual([['https://example.gov/ar', 'https://example.gov/ar']]);
    expect(linked('详见https://example.gov/forms。电话')).toEqual([['https://example.gov/forms', 'https://example.gov/forms']]);
  });

  it('takes an e-mail address from its first letter or digit, and keeps an apostrophe in it', () => {
    expect(linked('שלחו ל-help@city.gov')).toEqual([['help@city.gov', 'mailto:help@city.gov']]);
    expect(linked("o'brien@county.example")).toEqual([["o'brien@county.example", "mailto:o'brien@county.example"]]);
  });

  it('leaves alone what only looks like a number to call: a date, a range, a short number, a bare domain', () => {
    expect(linked('Open 2026-03-01, hours 8:00-17:00, fees 1000-5000, call 311, see example.gov')).toEqual([]);
  });

  it('dials nothing that says it is something else: an IBAN, a date with its time, two dates, too many digits', () => {
    expect(linked('IBAN DE89 3704 0044 0532 0130 00')).toEqual([]);
    expect(linked('closed 2026-12-24 10:00')).toEqual([]);
    expect(linked('01.03.2026 - 31.03.2026')).toEqual([]);
    expect(linked('555 0100 555 0101 555 0102 555 0103')).toEqual([]);
  });

  it('dials a number Chinese, Japanese or Arabic words stand against, with no space', () => {
    expect(linked('请拨打010-12345678咨询')).toEqual([['010-12345678', 'tel:01012345678']]);
    expect(linked('電話03-1234-5678まで')).toEqual([['03-1234-5678', 'tel:0312345678']]);
    expect(linked('هاتف 555 0100 و555 0101')).toEqual([['555 0100', 'tel:5550100'], ['555 0101', 'tel:5550101']]);
  });

  it('dials no number that a slash, a time or a range of hours is part of', () => {
    expect(linked('Phone 030/1234 5678')).toEqual([]);
    expect(linked('24.12.26 10:00')).toEqual([]);
    expect(linked('Montag bis Freitag 08-12 13-17 Uhr')).toEqual([]);
  });

  it('ends an address at an Arabic question mark and where Chinese text resumes, and keeps an apostrophe inside one', () => {
    expect(linked('هل زرت https://example.gov/ar؟')).toEqual([['https://example.gov/ar', 'https://example.gov/ar']]);
    expect(linked('详见https://example.gov/forms了解更多')).toEqual([['https://example.gov/forms', 'https://example.gov/forms']]);
    expect(linked('写信到help@example.gov咨询')).toEqual([['help@example.gov', 'mailto:help@example.gov']]);
    expect(linked("See https://example.gov/People's_page.")).toEqual([["https://example.gov/People's_page", "https://example.gov/People's_page"]]);
  });

  it('takes no address out of the middle of a word', () => {
    expect(linked('γραφείο1@gov.gr')).toEqual([]);
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
    ['०२२ १२३४ ५६७८', 'tel:02212345678'],
  ])('%s dials %s', (phone, href) => {
    expect(telHref(phone)).toBe(href);
  });

  it('gives no number for digits without an ASCII form Cairn knows', () => {
    expect(telHref('𝟏𝟐𝟑 𝟒𝟓𝟔𝟕')).toBeUndefined();
  });
});

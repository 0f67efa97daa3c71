/**
 * The parts of an agency's contact a resident can act on with one tap: its e-mail addresses, its web addresses and its
 * phone numbers, as links (`mailto:`, the address itself, `tel:`). A resident trial on a phone had to copy the citizens'
 * office's number and address out of the contact by hand (session 41). Only the contact is linked: it is the agency's
 * own line for reaching a person, written to hold numbers and addresses, where a quoted passage's digits may be a fee,
 * a date or a case number, and its text is one text node the highlights paint (`marked-lines.tsx`).
 */
import { phoneRuns } from '../engine/text/ltr-runs.ts';

export interface ContactLink {
  /** [start, end) in the contact's text, UTF-16 code units. */
  start: number;
  end: number;
  href: string;
}

/** An e-mail address: a local part, "@", and a domain of two labels or more. */
const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/gu;
/** A web address written with its scheme; a bare "example.gov" is not linked (it could be a file name or a sentence's end). */
const WEB = /\bhttps?:\/\/[^\s<>"]+/gu;
/** What a sentence puts after an address, not part of it. */
const TRAILING = /[.,;:!?)\]}'"»”’]+$/u;

/**
 * The digit `char` stands for, in any script's decimal digits: Unicode lays each script's 0–9 out in order, in runs
 * of ten from the first digit of a block (the mathematical digits run five sets together).
 */
function asciiDigit(char: string): string {
  const point = char.codePointAt(0)!;
  let first = point;
  while (/\p{Nd}/u.test(String.fromCodePoint(first - 1))) first -= 1;
  return String((point - first) % 10);
}

/** The number a dialer is given: a leading plus sign kept, then the digits alone, in ASCII. */
export function telHref(phone: string): string {
  const digits = [...phone].filter((c) => /\p{Nd}/u.test(c)).map(asciiDigit).join('');
  return `tel:${phone.trimStart().startsWith('+') ? '+' : ''}${digits}`;
}

/** The links in `text`, in order and never overlapping: addresses first, then the phone numbers outside them. */
export function contactLinks(text: string): ContactLink[] {
  const links: ContactLink[] = [];
  const add = (start: number, raw: string, href: (s: string) => string) => {
    const trimmed = raw.replace(TRAILING, '');
    const end = start + trimmed.length;
    if (links.some((l) => start < l.end && l.start < end)) return;
    links.push({ start, end, href: href(trimmed) });
  };
  for (const m of text.matchAll(WEB)) add(m.index, m[0], (s) => s);
  for (const m of text.matchAll(EMAIL)) add(m.index, m[0], (s) => `mailto:${s}`);
  for (const [start, end] of phoneRuns(text)) add(start, text.slice(start, end), telHref);
  return links.sort((a, b) => a.start - b.start);
}

/**
 * The parts of an agency's contact a resident can act on with one tap: its e-mail addresses, its web addresses and its
 * phone numbers, as links (`mailto:`, the address itself, `tel:`). A resident trial on a phone had to copy the citizens'
 * office's number and address out of the contact by hand (session 41). Only the contact is linked: it is the agency's
 * own line for reaching a person, written to hold numbers and addresses, where a quoted passage's digits may be a fee,
 * a date or a case number, and its text is one text node the highlights paint (`marked-lines.tsx`).
 *
 * A number is dialled only when nothing says it is something else: it has a phone number's shape (`phoneRuns`), at
 * most 15 digits (ITU-T E.164), no letter or digit against either end (an IBAN's "DE89 3704 …" is no phone number),
 * and no date inside it ("2026-12-24 10:00", "01.03.2026 - 31.03.2026"). A blind review found each of those dialled.
 */
import { phoneRuns } from '../engine/text/ltr-runs.ts';
import { foldDigits } from '../engine/text/scripts.ts';

export interface ContactLink {
  /** [start, end) in the contact's text, UTF-16 code units. */
  start: number;
  end: number;
  href: string;
}

/**
 * An e-mail address: a local part of Latin letters, digits and the marks addresses use, starting with a letter or digit
 * (so the Hebrew "ל-" before one, "to", stays outside it), "@", and a domain of two labels or more.
 */
const EMAIL = /[\p{Script=Latin}\p{Nd}][\p{Script=Latin}\p{Nd}._%+'-]*@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/gu;
/**
 * A web address written with its scheme, to white space or a mark no address holds unescaped: a quote, an angle
 * bracket, or the punctuation of Arabic and Chinese text ("،", "。"). A bare "example.gov" is not linked (it could be a
 * file name or a sentence's end).
 */
const WEB = /\bhttps?:\/\/[^\s<>"'،؛。，、；：！？「」『』（）]+/gu;
/** What a sentence puts after an address, not part of it (a closing bracket only when its partner is outside it). */
const TRAILING = /[.,;:!?'"»”’]+$/u;
/**
 * A date, its digits in ASCII: a year of this century or the last, then month and day, or day and month then the year,
 * parted by "-", "." or "/" (a French number's "01.23.45.67.89" holds no year).
 */
const DATE = /(?:19|20)\d{2}[-./]\d{1,2}[-./]\d{1,2}|\d{1,2}[-./]\d{1,2}[-./](?:19|20)\d{2}/u;
const WORD_CHARACTER = /[\p{L}\p{N}]/u;
const MAX_DIGITS = 15;

/** `raw` without what a sentence puts after it, and without a closing bracket whose opening one it does not hold. */
function trimmed(raw: string): string {
  let text = raw;
  for (let before = ''; before !== text; ) {
    before = text;
    text = text.replace(TRAILING, '');
    const last = text[text.length - 1];
    const open = { ')': '(', ']': '[', '}': '{' }[last ?? ''];
    if (open !== undefined && text.split(open).length <= text.split(last!).length - 1) text = text.slice(0, -1);
  }
  return text;
}

/** The number a dialer is given: a leading plus sign kept, then the digits alone, in ASCII; undefined when a digit has no ASCII form Cairn knows. */
export function telHref(phone: string): string | undefined {
  const digits = foldDigits([...phone].filter((c) => /\p{Nd}/u.test(c)).join(''));
  if (!/^[0-9]+$/u.test(digits)) return undefined;
  return `tel:${phone.trimStart().startsWith('+') ? '+' : ''}${digits}`;
}

/** Whether the phone-shaped run [start, end) of `text` is a number to dial (see above). */
function dialable(text: string, start: number, end: number): boolean {
  const run = text.slice(start, end);
  const digits = run.match(/\p{Nd}/gu)?.length ?? 0;
  const touching = WORD_CHARACTER.test(text.slice(Math.max(0, start - 1), start)) || WORD_CHARACTER.test(text.slice(end, end + 1));
  return digits <= MAX_DIGITS && !touching && !DATE.test(foldDigits(run));
}

/** The links in `text`, in order and never overlapping: addresses first, then the phone numbers outside them. */
export function contactLinks(text: string): ContactLink[] {
  const links: ContactLink[] = [];
  const add = (start: number, raw: string, href: string | undefined) => {
    const end = start + raw.length;
    if (href === undefined || links.some((l) => start < l.end && l.start < end)) return;
    links.push({ start, end, href });
  };
  for (const m of text.matchAll(WEB)) {
    const address = trimmed(m[0]);
    add(m.index, address, address);
  }
  for (const m of text.matchAll(EMAIL)) {
    const address = trimmed(m[0]);
    add(m.index, address, `mailto:${address}`);
  }
  for (const [start, end] of phoneRuns(text)) if (dialable(text, start, end)) add(start, text.slice(start, end), telHref(text.slice(start, end)));
  return links.sort((a, b) => a.start - b.start);
}

/**
 * The parts of an agency's contact a resident can act on with one tap: its e-mail addresses, its web addresses and its
 * phone numbers, as links (`mailto:`, the address itself, `tel:`). A resident trial on a phone had to copy the citizens'
 * office's number and address out of the contact by hand (session 41). Only the contact is linked: it is the agency's
 * own line for reaching a person, written to hold numbers and addresses, where a quoted passage's digits may be a fee,
 * a date or a case number, and its text is one text node the highlights paint (`marked-lines.tsx`).
 *
 * A number is dialled only when nothing says it is something else: it has a phone number's shape (`phoneRuns`: no
 * date inside it, "2026-12-24 10:00"), at most 15 digits (ITU-T E.164), no Latin letter or digit against either end
 * (an IBAN's "DE89 3704 …"; Chinese, Japanese and Arabic put their words against a number, "请拨打010-12345678咨询"),
 * no slash against it (the "030/" of "030/1234 5678" is outside the run: dialled, the number would lose its area
 * code), no ":" after it (a time: "24.12.26 10:00"), and no hyphen between two groups of one or two digits (opening
 * hours: "08-12 13-17"). Two blind reviews found each of those dialled, or not dialled, wrongly (session 42).
 */
import { MAX_PHONE_DIGITS, phoneRuns } from '../engine/text/ltr-runs.ts';
import { foldDigits } from '../engine/text/scripts.ts';
import { EMAIL_ADDRESS, WEB_ADDRESS, withoutTrailing } from '../engine/text/addresses.ts';

export interface ContactLink {
  /** [start, end) in the contact's text, UTF-16 code units. */
  start: number;
  end: number;
  href: string;
}

/** What says a number against it is no phone number to dial (above). */
const BEFORE = /[\p{Script=Latin}\p{Nd}/]/u;
const AFTER = /[\p{Script=Latin}\p{Nd}/:]/u;
/** Two groups of one or two digits joined by a hyphen: a range of hours or days. */
const SHORT_RANGE = /(?<!\p{Nd})\p{Nd}{1,2}-\p{Nd}{1,2}(?!\p{Nd})/u;

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
  const before = [...text.slice(Math.max(0, start - 2), start)].at(-1) ?? '';
  const touching = BEFORE.test(before) || AFTER.test(text.slice(end, end + 1));
  return digits <= MAX_PHONE_DIGITS && !touching && !SHORT_RANGE.test(run);
}

/** Adds a link over [start, start + raw.length) unless it has no address or overlaps one already there. */
function adder(links: ContactLink[]) {
  return (start: number, raw: string, href: string | undefined) => {
    const end = start + raw.length;
    if (href === undefined || links.some((l) => start < l.end && l.start < end)) return;
    links.push({ start, end, href });
  };
}

/**
 * The web and e-mail addresses in `text` as links, in order and never overlapping: what a quoted passage links (an
 * address is one in any text; a number may be a fee, a date or a case number).
 */
export function addressLinks(text: string): ContactLink[] {
  const links: ContactLink[] = [];
  const add = adder(links);
  for (const m of text.matchAll(WEB_ADDRESS)) {
    const address = withoutTrailing(m[0]);
    add(m.index, address, address);
  }
  for (const m of text.matchAll(EMAIL_ADDRESS)) {
    const address = withoutTrailing(m[0]);
    add(m.index, address, `mailto:${address}`);
  }
  return links.sort((a, b) => a.start - b.start);
}

/** The links in a contact's `text`, in order and never overlapping: addresses first, then the phone numbers outside them. */
export function contactLinks(text: string): ContactLink[] {
  const links = addressLinks(text);
  const add = adder(links);
  for (const [start, end] of phoneRuns(text)) if (dialable(text, start, end)) add(start, text.slice(start, end), telHref(text.slice(start, end)));
  return links.sort((a, b) => a.start - b.start);
}

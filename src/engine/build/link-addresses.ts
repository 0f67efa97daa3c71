/**
 * What a document's links keep of their addresses. A link's words alone ("apply on the [benefits portal](https://…)")
 * leave a resident quoted the passage nowhere to go, so a link keeps its address after its words, in brackets, as
 * plain text does: "benefits portal (https://…)" — a web address (`https:`, `http:`), the address of `mailto:`, the
 * number of `tel:` — unless its words already hold it (an autolink's do, and so does "benefits.gov" linking to
 * https://www.benefits.gov/). A relative address is read against the document's `url`, the agency's page it was
 * written for; a link to another markdown file of the corpus keeps that document's `url` (read against the page it
 * would be a made-up address). Left out, and told to the operator: a relative address with no page to read it
 * against, a link to a markdown file that is no document of the corpus or has no `url`, any other scheme
 * (`javascript:`, `file:`), and an address that is not one. A link to a place in the same page ("#deadlines") with no page to read it
 * against leads nowhere a resident is not already, and goes unsaid.
 */
import MarkdownIt from 'markdown-it';
import { WEB_ADDRESS, withoutTrailing } from '../text/addresses.ts';

/** Why a link's address is left out (`UNKEPT_ADVICE` says what the operator can do). */
export type UnkeptReason = 'relative' | 'document' | 'unaddressed' | 'scheme' | 'invalid';

/** A link whose address is left out: the address as written (decoded for reading), its file line, and why. */
export interface UnkeptLink {
  address: string;
  line: number;
  reason: UnkeptReason;
}

/**
 * A reference link whose label no definition gives, as markdown-it leaves it in the text: "[the portal][portal]",
 * "[the fees][]" (its words, then its label). CommonMark shows it as written, brackets and all, and it leads nowhere.
 * (A lone "[sic]" is text as often as a link, and goes unsaid.)
 */
export const UNDEFINED_REFERENCE = /\[([^[\]\n]+)\]\[([^[\]\n]*)\]/gu;

/** A reference link with no definition: as written, the label its definition would give, and its file line. */
export interface UndefinedReference {
  written: string;
  label: string;
  line: number;
}

/** What an operator can do about each kind of address left out. */
export const UNKEPT_ADVICE: Readonly<Record<UnkeptReason, string>> = {
  relative: "it is relative, and the document has no url to read it against; write the full https:// address, or give the document its page's url",
  document: "it links to a markdown file that is no published document of the corpus, and so no page a resident can open; link to the page itself (https://…)",
  unaddressed: "it links to another document of the corpus, which has no url to lead a resident to; give that document its page's url (url: https://…)",
  scheme: 'only https:, http:, mailto: and tel: addresses are kept; link to a page instead',
  invalid: 'it is not a valid address; check how it is written',
};

/**
 * The WHATWG URL parser, the same in Node 20 and every browser and worker; the engine's types hold no platform's, so
 * it is typed here for what is read of it.
 */
const WebUrl = (globalThis as unknown as { URL: new (url: string, base?: string) => { href: string; protocol: string } }).URL;

/** markdown-it's own reading of an address for display: percent-escapes decoded, a punycode host in its letters. */
const forReading = new MarkdownIt().normalizeLinkText;

const CONTROL_OR_FORMAT = /[\p{Cc}\p{Cf}]/u;
const SCHEME = /^[a-z][a-z0-9+.-]*:/iu;
const WEB_SCHEME = /^https?:/iu;
/** A web address written whole: its scheme, then "//" ("https:x.gov" is relative to a page of the same scheme). */
const WHOLE_WEB_ADDRESS = /^https?:\/\//iu;
const MARKDOWN_FILE = /\.(?:md|markdown)$/iu;
/** One e-mail address: a local part, "@", and a domain of two labels or more. */
const EMAIL = /^[^\s@,;:<>()[\]\\"]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+$/u;
/** A number to call: digits and the marks numbers are written with, and an extension (RFC 3966's ";ext="). */
const PHONE = /^\+?[0-9()\-.\s/]*[0-9][0-9()\-.\s/]*(?:;ext=[0-9]+)?$/iu;
/** Letters of a script written right to left: an address holding them is laid out out of order in a line. */
const RIGHT_TO_LEFT = /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/u;

/**
 * `href` (as markdown-it gives it: percent-encoded, a punycode host) as its author wrote it, for an operator to find
 * in the file; as it is where reading it would give a control or format character.
 */
export function readAddress(href: string): string {
  let read: string;
  try {
    read = forReading(href);
  } catch {
    return href;
  }
  return CONTROL_OR_FORMAT.test(read) ? href : read;
}

/**
 * `href` as its author wrote it (`readAddress`), where that is still one web address a page links whole and lays out
 * in order: no space or mark that ends an address, nothing a sentence puts after one at its end (a "%29" read as ")"),
 * and no letter of a right-to-left script (its path's words would be laid out right to left, out of the address's
 * order); otherwise as it is, escaped.
 */
function shownAddress(href: string): string {
  const read = readAddress(href);
  if (read === href || RIGHT_TO_LEFT.test(read) || withoutTrailing(read) !== read) return href;
  const whole = [...read.matchAll(WEB_ADDRESS)];
  return whole.length === 1 && whole[0]!.index === 0 && whole[0]![0] === read ? read : href;
}

/**
 * What a link keeps: the address to show after its words; another markdown file of the corpus, whose page the build
 * reads once it has read every document (`document-links.ts`); why none; or nothing to say (a place in the page).
 */
export function linkAddress(href: string, base: string | undefined): { address: string } | { document: string } | { reason: UnkeptReason } | undefined {
  const relative = !SCHEME.test(href);
  if (relative && href.startsWith('#') && base === undefined) return undefined;
  if (relative && MARKDOWN_FILE.test(href.split(/[?#]/u)[0]!)) return { document: href };
  if (relative && base === undefined) return { reason: 'relative' };
  if (WEB_SCHEME.test(href) && !WHOLE_WEB_ADDRESS.test(href)) return { reason: 'invalid' };
  let url: { href: string; protocol: string };
  try {
    url = new WebUrl(href, base);
  } catch {
    return { reason: 'invalid' };
  }
  if (url.protocol === 'http:' || url.protocol === 'https:') return { address: shownAddress(relative ? url.href : href) };
  if (url.protocol !== 'mailto:' && url.protocol !== 'tel:') return { reason: 'scheme' };
  let address: string;
  try {
    // Without the query ("?subject=…") and the fragment, which no one reads as part of an address or a number.
    address = decodeURIComponent(href.slice(href.indexOf(':') + 1).split(/[?#]/u)[0]!).trim();
  } catch {
    return { reason: 'invalid' };
  }
  // Several e-mail addresses (RFC 6068) are each one, shown parted by ", ".
  const parts = url.protocol === 'mailto:' ? address.split(',').map((part) => part.trim()) : [address];
  // An escape that decodes to a control or format character is no address to show (text stays text).
  const valid = !CONTROL_OR_FORMAT.test(address) && parts.every((part) => (url.protocol === 'mailto:' ? EMAIL : PHONE).test(part));
  return valid ? { address: parts.join(', ') } : { reason: 'invalid' };
}

/** What follows a link's words for its kept address: nothing when they hold it, the address alone when there are none. */
export function afterWords(words: string, address: string): string {
  if (wordsHold(words, address)) return '';
  return words === '' ? address : ` (${address})`;
}

const digits = (text: string) => text.replace(/[^0-9]/gu, '');
/** `text` as a pattern that matches it literally. */
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');
/**
 * What, after an address in the words, says they go on to name another one: a letter, digit or mark of an address, or a
 * dot, "?" or "#" with more after it (a sentence's full stop or question mark after the address ends it).
 */
const GOES_ON = '(?:[\\p{L}\\p{N}/_~%+@=&-]|[.?#][\\p{L}\\p{N}])';
/** What, before an address in the words, says they name another one that ends as it does ("tax.gov" for "x.gov"). */
const CAME_BEFORE = '[\\p{L}\\p{N}./@_%+-]';

/**
 * Whether a link's words already hold its address whole, as a reader would write it: a web address with or without its
 * scheme (the same one: "http://" is not the https address), "www." or a closing slash, in any case ("benefits.gov" for
 * https://www.benefits.gov/; not "x.gov.uk" for https://x.gov, nor "/forms-old" for "/forms"); every e-mail address, in
 * any case; a number by every digit, or all but a country code of at most three after its "+" ("(555) 010-4400" for
 * +15550104400; not "010-4400").
 */
export function wordsHold(words: string, address: string): boolean {
  const lower = words.toLowerCase();
  const written = WHOLE_WEB_ADDRESS.exec(address)?.[0];
  if (written !== undefined) {
    const scheme = written.toLowerCase();
    const bare = address.toLowerCase().slice(scheme.length).replace(/^www\./u, '').replace(/\/+$/u, '');
    const held = new RegExp(`(?<!${CAME_BEFORE})(https?:\\/\\/)?(?:www\\.)?${literal(bare)}\\/?(?!${GOES_ON})`, 'gu');
    return [...lower.matchAll(held)].some((m) => m[1] === undefined || m[1] === scheme);
  }
  if (address.includes('@')) {
    return address
      .toLowerCase()
      .split(', ')
      .every((part) => new RegExp(`(?<!${CAME_BEFORE})${literal(part)}(?!${GOES_ON})`, 'u').test(lower));
  }
  const said = digits(words);
  const number = digits(address);
  return said === number || (address.trimStart().startsWith('+') && number.endsWith(said) && said.length >= 7 && number.length - said.length <= 3);
}

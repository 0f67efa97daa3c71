/**
 * What a document's links keep of their addresses. A link's words alone ("apply on the [benefits portal](https://…)")
 * leave a resident quoted the passage nowhere to go, so a link keeps its address after its words, in brackets, as
 * plain text does: "benefits portal (https://…)" — a web address (`https:`, `http:`), the address of `mailto:`, the
 * number of `tel:` — unless its words already hold it (an autolink's do, and so does "benefits.gov" linking to
 * https://www.benefits.gov/). A relative address is read against the document's `url`, the agency's page it was
 * written for. Left out, and told to the operator: a relative address with no page to read it against, a link to
 * another markdown file (read against the page it would be a made-up address), any other scheme (`javascript:`,
 * `file:`), and an address that is not one. A link to a place in the same page ("#deadlines") with no page to read it
 * against leads nowhere a resident is not already, and goes unsaid.
 */
import MarkdownIt from 'markdown-it';
import { WEB_ADDRESS } from '../text/web-addresses.ts';

/** Why a link's address is left out (`UNKEPT_ADVICE` says what the operator can do). */
export type UnkeptReason = 'relative' | 'document' | 'scheme' | 'invalid';

/** A link whose address is left out: the address as written (decoded for reading), its file line, and why. */
export interface UnkeptLink {
  address: string;
  line: number;
  reason: UnkeptReason;
}

/** What an operator can do about each kind of address left out. */
export const UNKEPT_ADVICE: Readonly<Record<UnkeptReason, string>> = {
  relative: "it is relative, and the document has no url to read it against; write the full https:// address, or give the document its page's url",
  document: "it links to another markdown file, which is no page a resident can open; write that document's page address (https://…)",
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
const MARKDOWN_FILE = /\.(?:md|markdown)$/iu;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/u;

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
 * `href` as its author wrote it (`readAddress`), where that is still one web address a page can link whole (no space,
 * no mark that ends an address); otherwise as it is.
 */
function shownAddress(href: string): string {
  const read = readAddress(href);
  if (read === href || !WEB_SCHEME.test(read)) return read;
  const whole = [...read.matchAll(WEB_ADDRESS)];
  return whole.length === 1 && whole[0]!.index === 0 && whole[0]![0] === read ? read : href;
}

/** What a link keeps: the address to show after its words; why none; or nothing to say (a place in the page). */
export function linkAddress(href: string, base: string | undefined): { address: string } | { reason: UnkeptReason } | undefined {
  const relative = !SCHEME.test(href);
  if (relative && href.startsWith('#') && base === undefined) return undefined;
  if (relative && MARKDOWN_FILE.test(href.split(/[?#]/u)[0]!)) return { reason: 'document' };
  if (relative && base === undefined) return { reason: 'relative' };
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
    address = decodeURIComponent(href.slice(href.indexOf(':') + 1).split('?')[0]!).trim();
  } catch {
    return { reason: 'invalid' };
  }
  // An escape that decodes to a control or format character is no address to show (text stays text).
  const valid = !CONTROL_OR_FORMAT.test(address) && (url.protocol === 'mailto:' ? EMAIL.test(address) : /[0-9]/u.test(address) && !/[^0-9+()\-.\s/]/u.test(address));
  return valid ? { address } : { reason: 'invalid' };
}

const digits = (text: string) => text.replace(/[^0-9]/gu, '');
/** A web address without what its words may leave out: scheme, "www.", a closing slash, case. */
const bare = (address: string) => address.toLowerCase().replace(/^https?:\/\//u, '').replace(/^www\./u, '').replace(/\/+$/u, '');

/**
 * Whether a link's words already hold its address, as a reader would write it: a web address without its scheme,
 * "www." or closing slash, in any case ("benefits.gov" for https://www.benefits.gov/); an e-mail address in any case;
 * a number by its digits, at least seven of them, its country code left off ("(555) 010-4400" for +15550104400).
 */
export function wordsHold(words: string, address: string): boolean {
  const lower = words.toLowerCase();
  // Whole, not the end of a longer name ("x.gov" is not in "tax.gov"), the words' own schemes and "www." set aside.
  if (WEB_SCHEME.test(address)) {
    const plain = lower.replace(/https?:\/\//gu, '').replace(/(?<![\p{L}\p{N}.-])www\./gu, '');
    return new RegExp(`(?<![\\p{L}\\p{N}.-])${bare(address).replace(/[.*+?^${}()|[\]\\]/gu, '\\$&')}`, 'u').test(plain);
  }
  if (address.includes('@')) return lower.includes(address.toLowerCase());
  const said = digits(words);
  return said.length >= 7 && digits(address).endsWith(said);
}

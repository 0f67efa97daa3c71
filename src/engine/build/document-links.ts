/**
 * Links from one corpus document to another ("see [housing help](housing-en.md#fees)"). The markdown file is no page
 * a resident can open, but the document it names may say which page it is (its `url`): the link then keeps that
 * address, as a link to a page does (`link-addresses.ts`). Which documents there are is known only once every file
 * is read, and each file is prepared without the others (on any thread), so preparing a file leaves a mark where
 * such a link's address goes, and the assembly puts the address in, or takes the mark out and warns.
 *
 * The mark is made of noncharacters, which Unicode keeps for a program's own use, and a passage's terms and language
 * counts are made from its text without the marks (`withoutLinkMarks`): the words a reader reads, whether the address
 * goes in (it holds no words: `text/addresses.ts`) or not; so is whether a block ends its sentence or is empty. A
 * document's own mark characters are taken out of its text before it is read (`withoutMarks`), so that every mark in a
 * passage is one the build made.
 */
import { normalizeRelativePath } from '../format/fingerprint.ts';

/** A link to another markdown file of the corpus: as written, its words, its file line. */
export interface DocumentLink {
  href: string;
  words: string;
  line: number;
}

const OPEN = '\uFDD0';
const CLOSE = '\uFDD1';
/** Sixteen noncharacters, one for each hexadecimal digit of a link's number within its document. */
const DIGIT = 0xfde0;
const MARK = /\uFDD0([\uFDE0-\uFDEF]+)\uFDD1/gu;
/** Letters of the scripts written without spaces between words (a surrogate half, of a rarer Han letter, is not). */
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u;

/** `text` without the characters a mark opens and closes with: a document's text, before it is read. */
export function withoutMarks(text: string): string {
  return text.replace(/[\uFDD0\uFDD1]/gu, '');
}

/** The mark where the address of the document's `n`th link to another document goes. */
export function documentLinkMark(n: number): string {
  return `${OPEN}${[...n.toString(16)].map((digit) => String.fromCharCode(DIGIT + parseInt(digit, 16))).join('')}${CLOSE}`;
}

/**
 * `text` without its marks: as a reader reads it where the addresses are left out. What its terms are counted from,
 * and what says whether a block ends a sentence or holds anything at all.
 */
export function withoutLinkMarks(text: string): string {
  // A space, as the address would be where it goes in ("help (https://…)and"), but not inside a run of a script
  // written without spaces, whose words run on past a link left out.
  return text.includes(OPEN)
    ? text.replace(MARK, (mark: string, _digits: string, at: number) => (UNSPACED.test(text.charAt(at - 1)) || UNSPACED.test(text.charAt(at + mark.length)) ? '' : ' '))
    : text;
}

/** `text` with its marks taken out, nothing in their place: as a warning quotes what the operator wrote. */
export function markless(text: string): string {
  return text.includes(OPEN) ? text.replace(MARK, '') : text;
}

/** `text` with each mark replaced by the text `shown` gives for its link's number ('' takes the mark out). */
export function withDocumentLinks(text: string, shown: (n: number) => string): string {
  if (!text.includes(OPEN)) return text;
  return text.replace(MARK, (_, digits: string) => shown(parseInt([...digits].map((c) => (c.charCodeAt(0) - DIGIT).toString(16)).join(''), 16)));
}

/**
 * The corpus path a link names, read against the path of the document it is in (`/`-separated, relative to the corpus
 * folder; a leading `/` is the folder itself), and the fragment it names in it (with its `#`; '' when none).
 * Undefined when it leads out of the folder or cannot be read (a bad percent-escape).
 */
export function linkedPath(from: string, href: string): { path: string; fragment: string } | undefined {
  const hash = href.indexOf('#');
  // A bare "#" names no place in the page.
  const fragment = hash === -1 || hash === href.length - 1 ? '' : href.slice(hash);
  let target: string;
  try {
    // The query parted off before the escapes are read: "a%3Fb.md" is the file "a?b.md".
    target = decodeURIComponent(href.slice(0, hash === -1 ? href.length : hash).split('?')[0]!);
  } catch {
    return undefined;
  }
  const parts = target.startsWith('/') ? [] : normalizeRelativePath(from).split('/').slice(0, -1);
  for (const part of normalizeRelativePath(target).split('/')) {
    if (part === '..') {
      if (parts.length === 0) return undefined;
      parts.pop();
    } else if (part !== '.' && part !== '') parts.push(part);
  }
  return { path: parts.join('/'), fragment };
}

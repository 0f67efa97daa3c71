/**
 * A real agency site grown to a benchmark's size: its documents copied until the corpus holds the passages asked for.
 * The synthetic corpus (`synthetic-corpus.ts`) has pseudo-words and window questions; this one keeps a real site's
 * text, its languages and translation pairs, and is asked residents' questions, so a common term (`how`, `you`,
 * `para`) has the posting list it would have on a site that size.
 *
 * Copy 0 is the site itself. Copy r ≥ 1 renames its documents (`id`, `translation_key` prefixed `c<r>-`: pairs stay
 * pairs within a copy, and a copy's documents sort together, not beside the same page of every other copy, where
 * gzip would find the copies' shared text in its window) and, so that copies are not one text repeated (calibration sets aside windows another page repeats word for
 * word) and the vocabulary grows as a larger site's would, gives each word type outside the site's
 * `KEPT_COMMON_WORDS` commonest a copy-specific spelling with probability √(r + 1) − √r: after k copies a rare word
 * has about √k spellings, Heaps' law with β = ½. The common words are never renamed, so their document frequency
 * grows with the copies. A renamed word is the word with two made-up syllables before it ("passport" → "kavopassport"),
 * so it is a new term whatever the stem. Deterministic: no `Math.random`, the same source and size give the same bytes.
 */
import type { SourceFile } from '../../src/engine/index.ts';
import { mulberry32 } from './synthetic-corpus.ts';

/** Word types (case-folded) never renamed: the site's commonest, its function words among them. */
export const KEPT_COMMON_WORDS = 300;

/** A run of letters (and the marks on them): what the renaming reads as a word. */
const WORD = /\p{L}[\p{L}\p{M}]*/gu;
const CONSONANTS = 'bdfgklmnprstvz';
const VOWELS = 'aeiou';

/** The share of rare word types copy `copy` spells its own way: √(copy + 1) − √copy (copy 0 renames nothing). */
export function renamedShare(copy: number): number {
  return copy === 0 ? 0 : Math.sqrt(copy + 1) - Math.sqrt(copy);
}

/** FNV-1a over UTF-16 code units: a seed per (word, copy), the same on every machine. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

/** The site's commonest word types, by count then code-unit order, over every title and body. */
export function commonWords(texts: readonly string[], count = KEPT_COMMON_WORDS): Set<string> {
  const counts = new Map<string, number>();
  for (const text of texts) for (const [word] of text.matchAll(WORD)) counts.set(word.toLowerCase(), (counts.get(word.toLowerCase()) ?? 0) + 1);
  const ranked = [...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  return new Set(ranked.slice(0, count).map(([word]) => word));
}

/** The spelling copy `copy` gives `word`: itself, or two made-up syllables and itself. */
export function copySpelling(word: string, copy: number, common: ReadonlySet<string>): string {
  const type = word.toLowerCase();
  if (copy === 0 || common.has(type)) return word;
  const random = mulberry32(fnv1a(`${type}\u0000${copy}`));
  if (random() >= renamedShare(copy)) return word;
  let prefix = '';
  for (let s = 0; s < 2; s++) prefix += CONSONANTS[Math.floor(random() * CONSONANTS.length)]! + VOWELS[Math.floor(random() * VOWELS.length)]!;
  return prefix + word;
}

/**
 * One source document as copy `copy` writes it: `id` and `translation_key` prefixed `c<copy>-`, every word of the
 * title and body respelt by `copySpelling`, every other front matter line as it was.
 */
export function copyDocument(text: string, copy: number, common: ReadonlySet<string>): string {
  if (copy === 0) return text;
  const end = text.indexOf('\n---', 4);
  if (!text.startsWith('---\n') || end < 0) throw new Error('replicatedCorpus: a document without front matter cannot be copied');
  const respell = (part: string) => part.replace(WORD, (word) => copySpelling(word, copy, common));
  const head = text
    .slice(0, end)
    .split('\n')
    .map((line) => {
      const field = /^(id|translation_key|title):(\s*)(.*)$/u.exec(line);
      if (field === null) return line;
      const [, key, space, value] = field;
      return key === 'title' ? `title:${space}${respell(value!)}` : `${key}:${space}c${copy}-${value!.trim()}`;
    })
    .join('\n');
  return head + respell(text.slice(end));
}

/** Copies of the site, one after another, each document in path order, until `size` passages are reached. */
export interface ReplicatedCorpus {
  files: SourceFile[];
  /** Passages the files hold, counted from `passagesOf` (the first file that reaches `size` is the last one). */
  passages: number;
  /** Copies begun, the site itself included. */
  copies: number;
}

/**
 * @param source the site's documents.
 * @param passagesOf how many passages each source file holds (its path to the count the build gives it).
 * @param size the passages wanted: the corpus stops at the first document that reaches it.
 */
export function replicatedCorpus(source: readonly SourceFile[], passagesOf: ReadonlyMap<string, number>, size: number): ReplicatedCorpus {
  if (!Number.isInteger(size) || size < 1) throw new RangeError(`replicatedCorpus: size must be a positive integer, got ${size}`);
  const decoder = new TextDecoder();
  const encoder = new TextEncoder();
  const ordered = [...source].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  const texts = ordered.map((file) => decoder.decode(file.bytes));
  const perCopy = ordered.reduce((sum, file) => sum + (passagesOf.get(file.path) ?? 0), 0);
  if (perCopy === 0) throw new Error('replicatedCorpus: the source holds no passages');
  const common = commonWords(texts);
  const files: SourceFile[] = [];
  let passages = 0;
  let copy = 0;
  for (; passages < size; copy++) {
    for (let i = 0; i < ordered.length && passages < size; i++) {
      const { path } = ordered[i]!;
      files.push({ path: copy === 0 ? path : `copy-${copy}/${path}`, bytes: encoder.encode(copyDocument(texts[i]!, copy, common)) });
      passages += passagesOf.get(path) ?? 0;
    }
  }
  return { files, passages, copies: copy };
}

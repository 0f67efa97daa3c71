/**
 * A synthetic corpus for the benchmark: the demo corpus has a few dozen passages, and the questions that matter
 * for speed and size are about 10,000 and 100,000. Pseudo-words (so no real language's statistics are implied),
 * drawn from a Zipf distribution (so df suppression, posting-list lengths and gzip behave as on real text), laid
 * out as markdown documents that go through the real build path. Deterministic from the seed: no `Math.random`.
 */
import type { SourceFile } from '../../src/engine/index.ts';

/** A benchmark question and the language it is asked in. */
export interface SyntheticQuestion {
  question: string;
  lang: string;
}

/** The corpus files and the fixed question set that goes with them. */
export interface SyntheticCorpus {
  files: SourceFile[];
  questions: SyntheticQuestion[];
}

/** Distinct pseudo-words in the vocabulary; rank 1 is the most frequent. */
export const VOCABULARY_SIZE = 50_000;
/** Zipf exponent: 1 is the classic fit for natural-language word frequencies. */
export const ZIPF_EXPONENT = 1;
/** Passages per document: every document but possibly the last holds exactly this many. */
export const PASSAGES_PER_DOCUMENT = 5;
/** Questions generated per corpus, whatever its size: the benchmark cycles them for longer runs. */
export const QUESTION_COUNT = 1_000;
/** Share of questions that are word windows copied from a passage; the rest are random word sequences. */
export const IN_CORPUS_SHARE = 0.6;

const ONSETS = ['b', 'c', 'd', 'f', 'g', 'h', 'j', 'k', 'l', 'm', 'n', 'p', 'r', 's', 't', 'v', 'w', 'z', 'br', 'dr', 'gr', 'pl', 'st', 'tr'];
const VOWELS = ['a', 'e', 'i', 'o', 'u', 'ai', 'ea', 'ou'];
const CODAS = ['', '', '', 'n', 'r', 's', 'l', 'm', 't'];

/** A seeded PRNG: a uniform float in [0, 1). */
export type Random = () => number;

/** mulberry32: 32 bits of state, fast, and enough quality for sampling (not for anything secret). Shared by the benches. */
export function mulberry32(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A uniform integer in [min, max]. */
function between(random: Random, min: number, max: number): number {
  return min + Math.floor(random() * (max - min + 1));
}

function pick<T>(random: Random, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)]!;
}

/** Distinct pseudo-words of 3–10 letters built from syllables, in the order generated (which is their rank). */
function pseudoWords(random: Random, count: number): string[] {
  const words = new Set<string>();
  while (words.size < count) {
    const length = between(random, 3, 10);
    let word = '';
    while (word.length < length) word += pick(random, ONSETS) + pick(random, VOWELS) + pick(random, CODAS);
    words.add(word.slice(0, length));
  }
  return [...words];
}

/** Samples ranks 0…n-1 with probability ∝ 1/(rank+1)^s, by binary search over the cumulative weights. */
function zipfSampler(random: Random, n: number, exponent: number): () => number {
  const cumulative = new Float64Array(n);
  let total = 0;
  for (let rank = 0; rank < n; rank++) cumulative[rank] = total += 1 / (rank + 1) ** exponent;
  return () => {
    const target = random() * total;
    let low = 0;
    let high = n - 1;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (cumulative[middle]! <= target) low = middle + 1;
      else high = middle;
    }
    return low;
  };
}

const capitalise = (word: string): string => word.charAt(0).toUpperCase() + word.slice(1);

/** The state one generation run shares: its word list and its two random streams. */
interface Generator {
  words: string[];
  zipf: () => number;
  random: Random;
}

function zipfWords(generator: Generator, count: number): string[] {
  return Array.from({ length: count }, () => generator.words[generator.zipf()]!);
}

/** Title words are drawn uniformly: a title names a topic, and topics are not the head of the Zipf curve. */
function documentMarkdown(generator: Generator, ordinal: number, passages: readonly string[][]): string {
  const titleWords = Array.from({ length: between(generator.random, 3, 4) }, () => pick(generator.random, generator.words));
  const lines = ['---', `id: doc-${String(ordinal).padStart(6, '0')}`, `title: ${titleWords.map(capitalise).join(' ')}`, 'lang: en', '---', ''];
  for (const words of passages) {
    const heading = zipfWords(generator, between(generator.random, 2, 4));
    lines.push(`## ${capitalise(heading.join(' '))}`, '', `${capitalise(words.join(' '))}.`, '');
  }
  return lines.join('\n');
}

/** A 5–9-word window of a random passage: a question the corpus answers nearly word for word. */
function windowQuestion(random: Random, passages: readonly string[][]): string {
  const words = pick(random, passages);
  const length = between(random, 5, 9);
  const start = between(random, 0, words.length - length);
  return `${capitalise(words.slice(start, start + length).join(' '))}?`;
}

function syntheticQuestions(generator: Generator, passages: readonly string[][]): SyntheticQuestion[] {
  const questions: SyntheticQuestion[] = [];
  for (let i = 0; i < QUESTION_COUNT; i++) {
    const inCorpus = generator.random() < IN_CORPUS_SHARE;
    const question = inCorpus
      ? windowQuestion(generator.random, passages)
      : `${capitalise(zipfWords(generator, between(generator.random, 5, 9)).join(' '))}?`;
    questions.push({ question, lang: 'en' });
  }
  return questions;
}

/**
 * A corpus of exactly `passageCount` passages (40–90 words each, five to a document, each a "## heading" plus
 * one paragraph under front matter with `id`, `title` and `lang: en`) and `QUESTION_COUNT` questions: about 60%
 * are 5–9-word windows of a passage, the rest random Zipf word sequences, mostly off-topic.
 * The same `passageCount` and `seed` give byte-identical files and identical questions.
 * @param passageCount at least 1.
 * @param seed any integer; only its low 32 bits are used.
 */
export function syntheticCorpus(passageCount: number, seed: number): SyntheticCorpus {
  if (!Number.isInteger(passageCount) || passageCount < 1) {
    throw new RangeError(`syntheticCorpus: passageCount must be a positive integer, got ${passageCount}`);
  }
  // The questions draw from their own stream, so changing how questions are made never changes the corpus.
  const corpusRandom = mulberry32(seed);
  const words = pseudoWords(corpusRandom, VOCABULARY_SIZE);
  const corpus: Generator = { words, zipf: zipfSampler(corpusRandom, words.length, ZIPF_EXPONENT), random: corpusRandom };
  const passages: string[][] = Array.from({ length: passageCount }, () => zipfWords(corpus, between(corpusRandom, 40, 90)));

  const encoder = new TextEncoder();
  const files: SourceFile[] = [];
  for (let start = 0; start < passageCount; start += PASSAGES_PER_DOCUMENT) {
    const ordinal = start / PASSAGES_PER_DOCUMENT + 1;
    const markdown = documentMarkdown(corpus, ordinal, passages.slice(start, start + PASSAGES_PER_DOCUMENT));
    files.push({ path: `doc-${String(ordinal).padStart(6, '0')}.md`, bytes: encoder.encode(markdown) });
  }

  const questionRandom = mulberry32(seed ^ 0x9e3779b9);
  const asker: Generator = { words, zipf: zipfSampler(questionRandom, words.length, ZIPF_EXPONENT), random: questionRandom };
  return { files, questions: syntheticQuestions(asker, passages) };
}

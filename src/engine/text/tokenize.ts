/**
 * The one tokenizer. The build script, the in-page indexer and the question path all call `tokenize`, so the
 * terms a passage is indexed under and the terms a question is looked up by cannot disagree.
 *
 * Text → its web addresses (written with their scheme) and e-mail addresses set aside, which hold no word: they are
 * not what the text says → NFKC → case fold → runs of letters, marks and digits → per run:
 *   - digits of every script fold to ASCII, and digit-group separators between digits are dropped
 *     ("3,500", "3.500" and "٣٥٠٠" are all `3500`);
 *   - letters and digits written together part where they meet, as a hyphen parts them ("w2" reads as "W-2", "n400"
 *     as "N-400", "2023م" as "2023 م");
 *   - two letter runs joined by one hyphen, one of them too short to be a term, give also the term of both written
 *     together ("Wi-Fi" reads as "wifi", "e-mail" as "email" and "mail");
 *   - Arabic script is normalised (diacritics, tatweel, letter folds, one clitic prefix);
 *   - words shorter than 3 grapheme clusters are dropped unless numeric, others truncated to 5 clusters;
 *   - text in a script written without spaces (Han, kana, Thai, Lao, Khmer, Myanmar) becomes overlapping
 *     bigrams of grapheme clusters, exempt from the minimum length and the stem; so does each Korean word (Hangul),
 *     whose particles and endings are written on it, but a Hangul syllable alone is a short word, not a term.
 */
import { normalizeArabicToken } from './normalize-arabic.ts';
import { foldDigits, hasArabicScript, hasBigramChar, isBigramChar, isHangulChar, scriptFamilyOf } from './scripts.ts';
import { withoutAddresses } from './addresses.ts';

/** Words are truncated to this many grapheme clusters: a dictionary-free stem that unifies month/monthly. */
export const STEM_LENGTH = 5;
/** Non-numeric words shorter than this many clusters are dropped: "es", "la", "ما" are not evidence. */
export const MIN_WORD_LENGTH = 3;
/** Clusters per n-gram in scripts written without spaces. */
export const SPACELESS_NGRAM = 2;

// A run: letters, combining marks, digits, and the zero-width (non-)joiners that sit inside Persian and Indic
// words; a "." or "," counts only between two digits, so "3,500" stays one run and "end." does not.
const RUN = /(?:[\p{L}\p{M}\p{N}\u200C\u200D]|(?<=\p{N})[.,\u066B\u066C](?=\p{N}))+/gu;
const SEPARATORS_AND_JOINERS = /[.,\u066B\u066C\u200C\u200D]/gu;
/**
 * Where a letter (with its marks) meets an ASCII digit, either way round. Digits of every script are ASCII by then;
 * other numerals (〇, ፩) are left in their words, where they are written as letters are.
 */
const LETTER_DIGIT_SEAM = /(?<=[\p{L}\p{M}])(?=[0-9])|(?<=[0-9]\p{M}*)(?=\p{L})/u;
const ASCII_DIGIT = /[0-9]/;
const ASCII_NUMBER = /^[0-9]+$/;
const MARK = /\p{M}/u;
const NON_ASCII = /[^\u0000-\u007F]/u;
/** Scripts whose highlights are the matched bigrams' characters (`termSpans`): Chinese and Japanese. */
const PAIRED = /[\p{scx=Han}\p{scx=Hiragana}\p{scx=Katakana}]/u;
/** What joins the character before it once NFKC has run (`termSpans`): a combining mark, a joiner. */
const JOINS_BEFORE = /[\p{M}\u200c\u200d]/u;
/** A highlight of hiragana alone: the question's grammar (ません), not its ask. */
const HIRAGANA_ONLY = /^\p{scx=Hiragana}+$/u;

/**
 * A Latin, Greek or Cyrillic letter with the combining marks on it (after canonical decomposition): accents,
 * diaeresis, tilde, tonos, breve. Residents drop them routinely ("credito", "cuanto", "αιτηση"), on phones most of
 * all. Only these scripts: in Devanagari, Thai or Hebrew a mark is a vowel or a consonant's form, and dropping it
 * changes the word. Terms keep their marks; the answer side reads a question word the passages never use as the
 * term it equals without marks (answer/variants.ts), because folding both sides made Spanish "cómo" (how) the
 * "como" (as) of every other sentence (docs/evidence.md, "Spelling as residents type"). One mark stays: the
 * Cyrillic breve, which makes й and ў letters of their own that nobody types without it (a typed "мои", my in the
 * plural, is not the passages' "мой"), where ё routinely loses its dots.
 */
const MARKED_LETTER = /([\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}])(\p{M}+)/gu;
const CYRILLIC = /\p{Script=Cyrillic}/u;
const BREVE = '\u0306';
/** Precomposed letters that decompose to a base and a mark in those scripts, and the marks themselves. */
const MAY_CARRY_MARKS = /[\u00C0-\u024F\u0300-\u036F\u0370-\u03FF\u0400-\u04FF\u1E00-\u1FFF]/u;

/** The marks off Latin, Greek and Cyrillic letters, recomposed; text without such letters is returned as it is. */
export function foldMarks(text: string): string {
  if (!MAY_CARRY_MARKS.test(text)) return text;
  return text
    .normalize('NFD')
    .replace(MARKED_LETTER, (_, letter: string, marks: string) => (marks.includes(BREVE) && CYRILLIC.test(letter) ? letter + BREVE : letter))
    .normalize('NFC');
}

/**
 * Case folding without a locale: upper then lower folds ß→ss; final sigma folds to σ. The capital ẞ is its own upper
 * case and lowers to ß, which a second folding would make ss: it is made ss here, so folding folded text changes
 * nothing (a term read from a run is the term read from the whole text). The Turkish dotted capital İ lowers to i
 * with a combining dot above, which no one types: the dot goes, so "KİMLİK" and "İletişim" at a sentence's start
 * meet "kimlik" and "iletişim" (the dotless ı already folds to i through its upper case I).
 */
function caseFold(text: string): string {
  return text.toUpperCase().toLowerCase().replace(/ς/gu, 'σ').replace(/ß/gu, 'ss').replace(/i\u0307/gu, 'i');
}

/**
 * Grapheme clusters as Cairn counts them: one code point that is not a combining mark, plus the marks after it.
 * Deliberately simpler than UAX #29 (no emoji sequences, no Hangul jamo rules) and identical on every runtime.
 */
export function graphemeClusters(text: string): string[] {
  // Most text has no combining mark at all: then every code point is a cluster, and one test says so instead of one
  // per code point. With the one-piece fast path below, tokenizing every XQuAD text took 148 ms instead of 204, with
  // identical terms for all 7,405 texts (DESIGN.md, "Speed and size").
  if (!MARK.test(text)) return Array.from(text);
  const clusters: string[] = [];
  for (const char of text) {
    if (MARK.test(char) && clusters.length > 0) clusters[clusters.length - 1] += char;
    else clusters.push(char);
  }
  return clusters;
}

/** Splits one run into maximal pieces that are all of a bigram script or all not, keeping marks with their base. */
function splitBySpacing(run: string): Array<{ bigrams: boolean; clusters: string[] }> {
  // A run with no bigram-script character anywhere is one piece: the common case, decided by one test.
  if (!hasBigramChar(run)) return [{ bigrams: false, clusters: graphemeClusters(run) }];
  const pieces: Array<{ bigrams: boolean; clusters: string[] }> = [];
  for (const cluster of graphemeClusters(run)) {
    const bigrams = isBigramChar(String.fromCodePoint(cluster.codePointAt(0)!));
    const last = pieces[pieces.length - 1];
    if (last && last.bigrams === bigrams) last.clusters.push(cluster);
    else pieces.push({ bigrams, clusters: [cluster] });
  }
  return pieces;
}

function ngrams(clusters: string[]): string[] {
  if (clusters.length < SPACELESS_NGRAM) return [clusters.join('')];
  const grams: string[] = [];
  for (let i = 0; i + SPACELESS_NGRAM <= clusters.length; i++) grams.push(clusters.slice(i, i + SPACELESS_NGRAM).join(''));
  return grams;
}

/** A word as a term (with the whole normalised word it was cut from), or, when too short to be one, the short word. */
function wordTerm(word: string): { term: string; whole: string } | { short: string } {
  if (ASCII_NUMBER.test(word)) return { term: word, whole: word };
  const normalised = hasArabicScript(word) ? normalizeArabicToken(word) : word;
  const clusters = graphemeClusters(normalised);
  if (clusters.length < MIN_WORD_LENGTH) return { short: normalised };
  return { term: clusters.slice(0, STEM_LENGTH).join(''), whole: normalised };
}

/**
 * A run parted where letters meet digits: a code reads the same with its hyphen or without ("W-2" and "w2", "N-400"
 * and "n400", "COVID-19" and "covid19", "401(k)" and "401k"), and a year keeps its number with a letter written on it
 * ("2023م", "1990s"). Cost, accepted: a code written alike on both sides ("A1C") is read by its number alone, and a
 * superscript or subscript, a digit once NFKC has run, is a number ("m²" gives `2`, a footnote's "¹" `1`).
 */
function apart(run: string): string[] {
  return ASCII_DIGIT.test(run) && !ASCII_NUMBER.test(run) ? run.split(LETTER_DIGIT_SEAM) : [run];
}

/** Whether a run is ASCII lower-case letters and digits only: one cluster a code unit, no script rule but length. */
function isAsciiWord(run: string): boolean {
  for (let i = 0; i < run.length; i++) {
    const code = run.charCodeAt(i);
    if (!((code >= 0x61 && code <= 0x7a) || (code >= 0x30 && code <= 0x39))) return false;
  }
  return true;
}

/**
 * A hyphen between a word's parts: hyphen-minus, hyphen, non-breaking hyphen, and the small and full-width hyphen-minus
 * NFKC makes "-" (read in the text as written, where the page marks words, as in the tokenizer's).
 */
const HYPHEN = /[-\u2010\u2011\uFE63\uFF0D]/u;
/** Letters only, with their marks: no digit (a code's parts are read by `apart`). */
const LETTERS = /^\p{L}[\p{L}\p{M}]*$/u;

/**
 * Two runs of letters joined by one hyphen, one of them too short to be a term ("Wi-Fi", "e-mail", "co-pay", "X-ray"),
 * read also as one word written together ("wifi", "email"), as residents type them; the longer part stays a term of
 * its own ("mail"). In a chain of three or more parts, only the first two, and only when the first is the short one
 * (German's "E-Mail-Adresse" gives `email`; "out-of-pocket" and "mother-in-law" are words, each read as itself). Not
 * a word said twice ("कभी-कभी", sometimes: the same word, no new one), parts in two scripts (a Hebrew prefix on a
 * Latin name, "ה-Google"), a script written without spaces, nor a join whose term is a part's own ("follow-up" is
 * `follo` once, not twice). Undefined when not.
 */
function hyphenJoined(text: string, before: RegExpMatchArray | undefined, match: RegExpMatchArray): { term: string; whole: string } | undefined {
  const end = match.index! + match[0].length;
  if (
    before === undefined ||
    before.index! + before[0].length + 1 !== match.index ||
    !HYPHEN.test(text[match.index! - 1]!) ||
    HYPHEN.test(text[before.index! - 1] ?? '') ||
    (HYPHEN.test(text[end] ?? '') && graphemeClusters(before[0]).length >= MIN_WORD_LENGTH) ||
    before[0] === match[0] ||
    !LETTERS.test(before[0]) ||
    !LETTERS.test(match[0]) ||
    scriptFamilyOf(before[0]) !== scriptFamilyOf(match[0]) ||
    hasBigramChar(before[0] + match[0]) ||
    Math.min(graphemeClusters(before[0]).length, graphemeClusters(match[0]).length) >= MIN_WORD_LENGTH
  ) {
    return undefined;
  }
  const word = wordTerm(before[0] + match[0]);
  const own = (part: string) => {
    const term = wordTerm(part);
    return 'term' in term ? term.term : undefined;
  };
  return 'term' in word && word.term !== own(before[0]) && word.term !== own(match[0]) ? word : undefined;
}

/**
 * The one term of a word of two hyphened parts read as one ("e-mail" is `email`), as `walk` reads it; undefined for
 * any other text. For a synonym: such a word is one word to its operator, though it gives two terms.
 */
export function hyphenedTerm(word: string): string | undefined {
  const prepared = prepare(word.trim());
  const runs = [...prepared.matchAll(RUN)];
  if (runs.length !== 2 || runs[0]!.index !== 0 || runs[1]!.index! + runs[1]![0].length !== prepared.length) return undefined;
  return hyphenJoined(prepared, runs[0], runs[1]!)?.term;
}

/**
 * Text as `walk` reads it: no web or e-mail address in it (`addresses.ts`; found in the text as written, so that an
 * ellipsis or a full-width comma NFKC makes ASCII punctuation still ends one, as it does on the page), then NFKC,
 * case-folded, digits folded (ASCII, which is its own NFKC form, only lower-cased).
 */
function prepare(text: string): string {
  const plain = withoutAddresses(text);
  return NON_ASCII.test(plain) ? foldDigits(caseFold(plain.normalize('NFKC'))) : plain.toLowerCase();
}

/**
 * Walks `text` once, handing each term (with the whole word it was cut from; an n-gram is its own whole), and each
 * word too short to be one, to its callback, in order.
 */
function walk(text: string, onTerm: (term: string, whole: string) => void, onShort: (word: string) => void): void {
  const prepared = prepare(text);
  let before: RegExpMatchArray | undefined;
  for (const match of prepared.matchAll(RUN)) {
    const hyphened = hyphenJoined(prepared, before, match);
    before = match;
    if (hyphened !== undefined) onTerm(hyphened.term, hyphened.whole);
    // Most words of most corpora: what `wordTerm` gives them, without cutting clusters to join them again.
    // The letters of a code ("es" of "1040es", "pm" of "5pm") are no short word: short words tell a question's language.
    if (isAsciiWord(match[0])) {
      const words = apart(match[0]);
      for (const word of words) {
        if (ASCII_NUMBER.test(word)) onTerm(word, word);
        else if (word.length >= MIN_WORD_LENGTH) onTerm(word.length > STEM_LENGTH ? word.slice(0, STEM_LENGTH) : word, word);
        else if (words.length === 1) onShort(word);
      }
      continue;
    }
    const joined = match[0].replace(SEPARATORS_AND_JOINERS, '');
    // Joiners alone are no word at all, not even a short one.
    if (joined === '') continue;
    const runs = apart(joined);
    for (const piece of runs.flatMap((run) => splitBySpacing(run))) {
      if (piece.bigrams) {
        // One Hangul syllable on its own is a particle or an ending on another script's word ("GoPass를"), or a
        // one-syllable word: too short to be evidence, as a word of two letters is.
        if (piece.clusters.length === 1 && isHangulChar(piece.clusters[0]!)) onShort(piece.clusters[0]!);
        else for (const gram of ngrams(piece.clusters)) onTerm(gram, gram);
      } else {
        const word = wordTerm(piece.clusters.join(''));
        if ('term' in word) onTerm(word.term, word.whole);
        else if (runs.length === 1) onShort(word.short);
      }
    }
  }
}

/** The terms of `text`, in order, with repeats. Deterministic: no locale, no runtime segmenter. */
export function tokenize(text: string): string[] {
  const terms: string[] = [];
  walk(text, (term) => terms.push(term), () => {});
  return terms;
}

/** `tokenize(text)` and `shortWords(text)` from one walk over the text. */
export function termsAndShortWords(text: string): { terms: string[]; short: string[] } {
  const terms: string[] = [];
  const short: string[] = [];
  walk(text, (term) => terms.push(term), (word) => short.push(word));
  return { terms, short };
}

/** A term and the whole normalised word it was cut from ("appli" from "application"). */
export interface TermWord {
  term: string;
  word: string;
}

/** The terms of `text` as `tokenize` gives them, each with its whole word: what typo tolerance compares. */
export function tokenizeWords(text: string): TermWord[] {
  const words: TermWord[] = [];
  walk(text, (term, word) => words.push({ term, word }), () => {});
  return words;
}

/** A run of text as the tokenizer reads it, before any word of it is cut or normalised by script, and its terms. */
export interface TypedRun {
  /** The run as typed, in the tokenizer's case fold and NFKC ("فلوس", "paperwork"). */
  run: string;
  /** The terms it makes ("لوس"; none for a word too short; several for a run of Han or Hangul). */
  terms: string[];
}

/** The runs of `text` in order, each with its terms: a term shown as the word a person typed (the question report). */
export function tokenizeRuns(text: string): TypedRun[] {
  const prepared = prepare(text);
  const runs: TypedRun[] = [];
  let before: RegExpMatchArray | undefined;
  for (const match of prepared.matchAll(RUN)) {
    // A word of two hyphened parts read as one ("wi-fi" as wifi) is a run of its own, as typed, before its second part.
    const hyphened = hyphenJoined(prepared, before, match);
    if (hyphened !== undefined) runs.push({ run: prepared.slice(before!.index, match.index + match[0].length), terms: [hyphened.term] });
    before = match;
    runs.push({ run: match[0], terms: tokenize(match[0]) });
  }
  return runs;
}

/**
 * The words `tokenize` drops for being shorter than `MIN_WORD_LENGTH`, normalised as it normalises words ("El",
 * "de", "في"), in order, with repeats. They are no evidence of a topic, and much evidence of a language: language
 * detection counts them, scoring never sees them.
 */
export function shortWords(text: string): string[] {
  const words: string[] = [];
  walk(text, () => {}, (word) => words.push(word));
  return words;
}

/**
 * Where the words of `text` whose terms are in `terms` stand: [start, end) in UTF-16 code units of `text` itself, in
 * order, so a page can mark them without changing a character. A word is a run as `tokenize` cuts them, read in the
 * original text. In Chinese and Japanese (Han, hiragana, katakana) a run is a clause, not a word: only the characters
 * of its matched bigrams are marked, those that touch or overlap as one (料金は), each stretch of another script in it
 * as a word (GoPass), and a mark of hiragana alone is left out (ません, ない: grammar, not the ask). Other scripts
 * written without spaces (Thai, whose clusters are less than syllables, so a bigram is no word) keep the whole run.
 */
export function termSpans(text: string, terms: ReadonlySet<string>): Array<[number, number]> {
  // A symbol NFKC turns into letters or digits (ⓒ, ㎏) is part of a word as `tokenize` reads it: a letter stands in for
  // it, unit for unit, so runs are found where words are; an emoji beside a word stays outside it.
  // An address is no word (`prepare`): made spaces, unit for unit.
  const letters = withoutAddresses(text).replace(/\p{So}/gu, (c) => (/^[\p{L}\p{N}]+$/u.test(c.normalize('NFKC')) ? 'a'.repeat(c.length) : c));
  const spans: Array<[number, number]> = [];
  const matched = (from: number, to: number) => tokenize(text.slice(from, to)).some((term) => terms.has(term));
  const mark = (from: number, to: number) => {
    const last = spans[spans.length - 1];
    if (last !== undefined && last[1] >= from) last[1] = to;
    else spans.push([from, to]);
  };
  let previous: RegExpMatchArray | undefined;
  for (const run of letters.matchAll(RUN)) {
    // A word of two hyphened parts matched as one ("Wi-Fi" read as wifi) is marked whole; neither part is a term alone.
    const before = previous;
    previous = run;
    if (before !== undefined && hyphenJoined(letters, before, run) !== undefined) {
      const own = new Set(tokenize(before[0] + ' ' + run[0]));
      if (tokenize(text.slice(before.index, run.index + run[0].length)).some((term) => terms.has(term) && !own.has(term))) mark(before.index!, run.index + run[0].length);
    }
    // The run's characters as the tokenizer reads them, after NFKC: a half-width ﾞ is a mark on the kana before it, a
    // joiner part of the character before it, ㊊ the Han 月.
    const units: Array<{ from: number; to: number; pairs: boolean }> = [];
    let at = run.index;
    for (const cluster of graphemeClusters(run[0])) {
      const from = at;
      at += cluster.length;
      const first = String.fromCodePoint(text.slice(from, at).normalize('NFKC').codePointAt(0) ?? 0);
      const last = units[units.length - 1];
      if (last !== undefined && JOINS_BEFORE.test(first)) last.to = at;
      else units.push({ from, to: at, pairs: PAIRED.test(first) });
    }
    if (!units.some((unit) => unit.pairs)) {
      if (matched(run.index, at)) mark(run.index, at);
      continue;
    }
    units.forEach((unit, i) => {
      const before = units[i - 1];
      const next = units[i + 1];
      if (unit.pairs) {
        // Each pair of characters is one bigram; a character alone between others is its own term.
        if (next?.pairs === true) {
          if (matched(unit.from, next.to)) mark(unit.from, next.to);
        } else if (before?.pairs !== true && matched(unit.from, unit.to)) mark(unit.from, unit.to);
      } else if (before?.pairs !== false) {
        let last = i;
        while (units[last + 1]?.pairs === false) last++;
        if (matched(unit.from, units[last]!.to)) mark(unit.from, units[last]!.to);
      }
    });
  }
  return spans.filter(([from, to]) => !HIRAGANA_ONLY.test(text.slice(from, to)));
}

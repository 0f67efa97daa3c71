/**
 * Writing-system facts the tokenizer, calibration and language detection share: which scripts are written without
 * spaces between words, which are indexed as bigrams, which code points are Arabic script, and how to fold every
 * decimal digit to ASCII.
 */

/**
 * Scripts written without spaces between words. Text in them is indexed as overlapping n-grams of grapheme
 * clusters instead of words (`BIGRAM_CHAR` below holds them), because there are no word boundaries to split on and a
 * runtime word segmenter (`Intl.Segmenter`) differs between Node and browsers with the ICU data each ships; and
 * calibration cuts a language written mostly in them into windows of clusters, not of words.
 */
// Script_Extensions, not Script: the prolonged-sound mark ー and the iteration mark 々 are Common by Script but
// belong to kana and Han words, and must not break a word in two.
const SPACELESS_CHAR = /[\p{scx=Han}\p{scx=Hiragana}\p{scx=Katakana}\p{scx=Thai}\p{scx=Lao}\p{scx=Khmer}\p{scx=Myanmar}]/u;

/** True when `char` (one code point) belongs to a script written without spaces between words. */
export function isSpacelessChar(char: string): boolean {
  return SPACELESS_CHAR.test(char);
}

/**
 * Scripts whose words are indexed as overlapping bigrams of syllables: those written without spaces, and Hangul.
 * Korean is written with spaces, but a word carries its particles and endings (지원을, 지원이, 지원금: support +
 * object marker, subject marker, money), and a Hangul syllable is a cluster of two or three letters, so most words
 * are two or three clusters long: under the minimum length a word of another script must reach, and far under the
 * stem length. Bigrams within the word are what Lucene's and Elasticsearch's CJK analysers do for Hangul too.
 */
const BIGRAM_CHAR = /[\p{scx=Han}\p{scx=Hiragana}\p{scx=Katakana}\p{scx=Thai}\p{scx=Lao}\p{scx=Khmer}\p{scx=Myanmar}\p{scx=Hangul}]/u;
const HANGUL_CHAR = /\p{scx=Hangul}/u;

/** True when `char` (one code point) belongs to a script whose words are indexed as bigrams (see `BIGRAM_CHAR`). */
export function isBigramChar(char: string): boolean {
  return BIGRAM_CHAR.test(char);
}

/** True when any code point of `text` belongs to a script whose words are indexed as bigrams. */
export function hasBigramChar(text: string): boolean {
  return BIGRAM_CHAR.test(text);
}

/** True when `char` (one code point) is Hangul: a script written with spaces, whose one-syllable words are particles. */
export function isHangulChar(char: string): boolean {
  return HANGUL_CHAR.test(char);
}

const ARABIC_CHAR = /\p{Script=Arabic}/u;

/** True when `text` contains at least one Arabic-script code point. */
export function hasArabicScript(text: string): boolean {
  return ARABIC_CHAR.test(text);
}

/**
 * The zero of every decimal-digit block that residents plausibly type, as code points. Each block holds
 * its ten digits contiguously from its zero, so a digit's value is its offset from the zero. Fullwidth digits
 * need no entry: NFKC folds them before this runs.
 */
const DIGIT_ZEROS = [
  0x0660, // Arabic-Indic
  0x06f0, // Extended Arabic-Indic (Persian, Urdu)
  0x07c0, // NKo
  0x0966, // Devanagari
  0x09e6, // Bengali
  0x0a66, // Gurmukhi
  0x0ae6, // Gujarati
  0x0b66, // Oriya
  0x0be6, // Tamil
  0x0c66, // Telugu
  0x0ce6, // Kannada
  0x0d66, // Malayalam
  0x0e50, // Thai
  0x0ed0, // Lao
  0x0f20, // Tibetan
  0x1040, // Myanmar
  0x17e0, // Khmer
  0x1810, // Mongolian
];

const DIGIT_RANGES = new RegExp(
  `[${DIGIT_ZEROS.map((zero) => `\\u{${zero.toString(16)}}-\\u{${(zero + 9).toString(16)}}`).join('')}]`,
  'gu',
);

/** Replaces every digit of the blocks above with its ASCII digit, so "٣٥٠٠" and "3500" are the same token. */
export function foldDigits(text: string): string {
  return text.replace(DIGIT_RANGES, (digit) => {
    const code = digit.codePointAt(0)!;
    const zero = DIGIT_ZEROS.find((z) => code >= z && code <= z + 9)!;
    return String.fromCharCode(0x30 + code - zero);
  });
}

/** The script families language detection tells apart. `other` covers anything not listed. */
export type ScriptFamily =
  | 'Latin' | 'Arabic' | 'Hebrew' | 'Cyrillic' | 'Greek' | 'Devanagari' | 'Bengali' | 'Han' | 'Kana' | 'Hangul'
  | 'Thai' | 'Lao' | 'Khmer' | 'Myanmar' | 'Georgian' | 'Armenian' | 'Ethiopic' | 'Tamil' | 'Telugu' | 'Gurmukhi'
  | 'Gujarati' | 'Kannada' | 'Malayalam' | 'Oriya' | 'Sinhala' | 'Thaana' | 'Syriac' | 'Nko' | 'Tibetan'
  | 'Mongolian' | 'Cherokee' | 'Tifinagh' | 'Other';

const FAMILY_PATTERNS: ReadonlyArray<[ScriptFamily, RegExp]> = [
  ['Latin', /\p{Script=Latin}/u],
  ['Arabic', /\p{Script=Arabic}/u],
  ['Hebrew', /\p{Script=Hebrew}/u],
  ['Cyrillic', /\p{Script=Cyrillic}/u],
  ['Greek', /\p{Script=Greek}/u],
  ['Devanagari', /\p{Script=Devanagari}/u],
  ['Bengali', /\p{Script=Bengali}/u],
  ['Han', /\p{Script=Han}/u],
  ['Kana', /[\p{Script=Hiragana}\p{Script=Katakana}]/u],
  ['Hangul', /\p{Script=Hangul}/u],
  ['Thai', /\p{Script=Thai}/u],
  ['Lao', /\p{Script=Lao}/u],
  ['Khmer', /\p{Script=Khmer}/u],
  ['Myanmar', /\p{Script=Myanmar}/u],
  ['Georgian', /\p{Script=Georgian}/u],
  ['Armenian', /\p{Script=Armenian}/u],
  ['Ethiopic', /\p{Script=Ethiopic}/u],
  ['Tamil', /\p{Script=Tamil}/u],
  ['Telugu', /\p{Script=Telugu}/u],
  ['Gurmukhi', /\p{Script=Gurmukhi}/u],
  ['Gujarati', /\p{Script=Gujarati}/u],
  ['Kannada', /\p{Script=Kannada}/u],
  ['Malayalam', /\p{Script=Malayalam}/u],
  ['Oriya', /\p{Script=Oriya}/u],
  ['Sinhala', /\p{Script=Sinhala}/u],
  ['Thaana', /\p{Script=Thaana}/u],
  ['Syriac', /\p{Script=Syriac}/u],
  ['Nko', /\p{Script=Nko}/u],
  ['Tibetan', /\p{Script=Tibetan}/u],
  ['Mongolian', /\p{Script=Mongolian}/u],
  ['Cherokee', /\p{Script=Cherokee}/u],
  ['Tifinagh', /\p{Script=Tifinagh}/u],
];

function classify(char: string): ScriptFamily {
  if (!/\p{L}/u.test(char)) return 'Other';
  for (const [family, pattern] of FAMILY_PATTERNS) if (pattern.test(char)) return family;
  return 'Other';
}

/**
 * Each code point's family, once classified. Loading an index counts the script of every letter of every passage
 * (detection needs each language's dominant script), and trying up to 32 patterns per letter was 45% of creating an
 * engine on 10,000 passages; a code point's script never changes, and a corpus uses a few hundred of them.
 */
const FAMILY_BY_CODE_POINT = new Map<number, ScriptFamily>();

/** The script family of one letter (one code point), or `Other` (digits, punctuation and unlisted scripts). */
export function scriptFamilyOf(char: string): ScriptFamily {
  const code = char.codePointAt(0)!;
  // ASCII needs no pattern: a-z and A-Z are Latin, the rest is not a letter.
  if (code < 0x80) return ((code | 0x20) >= 0x61 && (code | 0x20) <= 0x7a) ? 'Latin' : 'Other';
  let family = FAMILY_BY_CODE_POINT.get(code);
  if (family === undefined) FAMILY_BY_CODE_POINT.set(code, (family = classify(char)));
  return family;
}

/**
 * Letters per script family in `text`, counting only letters (marks and digits say nothing about script).
 * Japanese mixes Han and Kana in one sentence; callers that care treat them together.
 */
export function countScripts(text: string): Map<ScriptFamily, number> {
  const counts = new Map<ScriptFamily, number>();
  for (const char of text) {
    const family = scriptFamilyOf(char);
    if (family === 'Other') continue;
    counts.set(family, (counts.get(family) ?? 0) + 1);
  }
  return counts;
}

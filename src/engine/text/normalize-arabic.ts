/**
 * Arabic-script normalisation for one token. Conditioned on script, not on a declared language, so Arabic
 * inside an English document (or Persian, Urdu) is findable without anyone declaring what it is.
 */

// Harakat, Quranic annotation marks and the superscript alef: optional in ordinary writing, so a question
// typed without them must meet a passage written with them.
const ARABIC_DIACRITICS = /[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06DC\u06DF-\u06E4\u06E7\u06E8\u06EA-\u06ED]/gu;
const TATWEEL = /\u0640/gu;

// Spelling variants residents use interchangeably: hamza-carrying alefs, alef maqsura for final ya,
// teh marbuta for final heh, and the Persian yeh/keheh that Persian keyboards type for Arabic ya/kaf.
const LETTER_FOLDS: Readonly<Record<string, string>> = {
  '\u0623': '\u0627', // أ → ا
  '\u0625': '\u0627', // إ → ا
  '\u0622': '\u0627', // آ → ا
  '\u0671': '\u0627', // ٱ → ا
  '\u0649': '\u064A', // ى → ي
  '\u06CC': '\u064A', // ی → ي
  '\u0629': '\u0647', // ة → ه
  '\u06A9': '\u0643', // ک → ك
};
const FOLDABLE = new RegExp(`[${Object.keys(LETTER_FOLDS).join('')}]`, 'gu');

/**
 * Clitic prefixes, longest first, so "والمنحة" loses "وال" rather than only "و". Conjunction plus article counts
 * as one clitic unit: stripping only the conjunction would leave "المنحة" and "منحة" as different terms.
 * The bare preposition ل matters most: without it "لمخصص" and "مخصص" never meet.
 */
const CLITIC_PREFIXES = ['وال', 'بال', 'كال', 'فال', 'لل', 'ال', 'و', 'ف', 'ب', 'ك', 'ل'];

/** Fewest letters a token keeps after a prefix is stripped; shorter stems are too ambiguous to unify. */
const MIN_STEM_AFTER_PREFIX = 3;

/** Normalises one Arabic-script token: diacritics, tatweel, letter folds, then at most one clitic prefix. */
export function normalizeArabicToken(token: string): string {
  const folded = token.replace(ARABIC_DIACRITICS, '').replace(TATWEEL, '').replace(FOLDABLE, (c) => LETTER_FOLDS[c]!);
  for (const prefix of CLITIC_PREFIXES) {
    if (folded.startsWith(prefix) && [...folded].length - [...prefix].length >= MIN_STEM_AFTER_PREFIX) {
      return folded.slice(prefix.length);
    }
  }
  return folded;
}

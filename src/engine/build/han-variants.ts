/**
 * Traditional and Simplified Chinese, read across. An agency publishes in one of them (US counties often in
 * Traditional, for the communities that settled first; others in Simplified, or both), and a resident types the one
 * their phone is set to. Asked of a Traditional copy of the Chinese evaluation corpus, the blind set's Simplified
 * questions were answered 1 time in 40, against 6 when the scripts agree (docs/evidence.md, "Chinese").
 *
 * The build records, per language, each Han character whose other form (Traditional or Simplified) that language's
 * passages use → those forms (`hanVariants` in the index); a question's n-gram no passage uses is read through them
 * (answer/variants.ts), as a word typed without its accents is. The table is OpenCC's (opencc-js, `TSCharacters`: each
 * Traditional character and its Simplified forms, read both ways), not ours: it is maintained, and a character table is
 * a rule of the script, not a word list of one language. It is read here, at build time, so only a corpus with Han text
 * pays for it, in its index (a few hundred characters for a small corpus), and the engine a resident loads carries no
 * table: folding both sides in the tokenizer cost the engine worker 21 KB gzipped on every corpus. Characters only:
 * OpenCC's phrase tables (a megabyte) choose between readings by vocabulary, and here the corpus's own n-grams choose;
 * so a character OpenCC pairs only within phrases (著 and 着, both written in both scripts) is not read. Its
 * Simplified-to-Traditional table adds 941 pairs, nearly all of rare variants, for 20 KB more in the in-page indexer:
 * not taken.
 *
 * A language whose passages write kana is Japanese: its kanji have forms of their own (医 for 醫, 図 for 圖), and
 * reading Chinese into them would answer Chinese questions from Japanese pages. It records none.
 */
/// <reference path="./opencc-js.d.ts" />
import TRADITIONAL_TO_SIMPLIFIED from 'opencc-js/dict/TSCharacters';
import type { HanVariants, LanguageStats } from '../format/index-format.ts';
import { tokenize } from '../text/tokenize.ts';

const HAN = /\p{scx=Han}/u;
const KANA = /[\p{scx=Hiragana}\p{scx=Katakana}]/u;

let pairs: ReadonlyArray<readonly [string, string]> | undefined;

/** Every pair of forms OpenCC's character table names (entries "T S1 S2…" joined by "|"), each once, in code-unit order. */
function formPairs(): ReadonlyArray<readonly [string, string]> {
  if (pairs !== undefined) return pairs;
  const seen = new Set<string>();
  const found: Array<readonly [string, string]> = [];
  for (const entry of TRADITIONAL_TO_SIMPLIFIED.split('|')) {
    const [from, ...forms] = entry.split(' ');
    for (const to of forms) {
      if (from === undefined || to === from) continue;
      const [a, b] = from < to ? [from, to] : [to, from];
      if (seen.has(`${a} ${b}`)) continue;
      seen.add(`${a} ${b}`);
      found.push([a, b]);
    }
  }
  return (pairs = found);
}

/**
 * The Han characters each language writes: those of its terms (titles, headings and bodies) and of the operator's
 * synonyms for it (so that a synonym written in the corpus's script is reached from the other one). None for a language
 * whose terms hold kana (Japanese), nor for one without Han.
 */
export function hanCharactersOf(languages: Readonly<Record<string, Pick<LanguageStats, 'df'>>>, synonyms: Readonly<Record<string, string[][]>>): Map<string, Set<string>> {
  const byLanguage = new Map<string, Set<string>>();
  for (const [lang, stats] of Object.entries(languages)) {
    const terms = Object.keys(stats.df);
    if (terms.some((term) => KANA.test(term))) continue;
    const characters = new Set<string>();
    const words = [...terms, ...(synonyms[lang] ?? []).flat().flatMap((word) => tokenize(word))];
    for (const word of words) for (const char of word) if (HAN.test(char)) characters.add(char);
    if (characters.size > 0) byLanguage.set(lang, characters);
  }
  return byLanguage;
}

/**
 * For each character of a Traditional–Simplified pair whose other form `characters` holds → the forms it holds, in
 * code-unit order ("发" → "發髮" in a Traditional text that writes both). A character the text writes itself is read too
 * when its n-gram is not there (a Traditional text writes 面, face, and 麵, noodle; a Simplified 面包 is its 麵包).
 * Undefined when there is nothing to record.
 */
export function hanVariantsOf(characters: ReadonlySet<string>): HanVariants | undefined {
  const forms = new Map<string, Set<string>>();
  const add = (typed: string, written: string) => (forms.get(typed) ?? forms.set(typed, new Set()).get(typed)!).add(written);
  for (const [a, b] of formPairs()) {
    if (characters.has(b)) add(a, b);
    if (characters.has(a)) add(b, a);
  }
  if (forms.size === 0) return undefined;
  return Object.fromEntries([...forms.keys()].sort().map((char) => [char, [...forms.get(char)!].sort().join('')]));
}

/** Each language's forms (`hanVariantsOf` over `hanCharactersOf`), for the languages that have any; undefined when none does. */
export function hanVariantsByLanguage(
  languages: Readonly<Record<string, Pick<LanguageStats, 'df'>>>,
  synonyms: Readonly<Record<string, string[][]>>,
): Record<string, HanVariants> | undefined {
  const found: Record<string, HanVariants> = {};
  for (const [lang, characters] of [...hanCharactersOf(languages, synonyms)].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    const forms = hanVariantsOf(characters);
    if (forms !== undefined) found[lang] = forms;
  }
  return Object.keys(found).length === 0 ? undefined : found;
}

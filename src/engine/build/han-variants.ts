/**
 * Traditional and Simplified Chinese, read across. An agency publishes in one of them (US counties often in
 * Traditional, for the communities that settled first; others in Simplified, or both), and a resident types the one
 * their phone is set to. Asked of a Traditional copy of the Chinese evaluation corpus, the blind set's Simplified
 * questions were answered 1 time in 40, against 6 when the scripts agree (docs/evidence.md, "Chinese").
 *
 * The build records, for each Han character the corpus never uses, the forms of it the corpus does use (`HanVariants`
 * in the index); a question's n-gram no passage uses is read through them (answer/variants.ts, `hanVariant`), as a
 * word typed without its accents is. The table is OpenCC's (opencc-js, `TSCharacters`: each Traditional character and
 * its Simplified forms), not one of ours: it is maintained, and a character table is a rule of the script, not a word
 * list of one language. It is read here, at build time, so only a corpus with Han text pays for it, in its index
 * (a few hundred characters for a small corpus), and the engine a resident loads carries no table at all: folding
 * both sides in the tokenizer cost the engine worker 21 KB gzipped on every corpus. Characters only: OpenCC's phrase
 * tables (a megabyte) choose between readings by vocabulary, and here the corpus's own n-grams choose.
 */
/// <reference path="./opencc-js.d.ts" />
import TRADITIONAL_TO_SIMPLIFIED from 'opencc-js/dict/TSCharacters';
import type { HanVariants, LanguageStats } from '../format/index-format.ts';

const HAN = /\p{scx=Han}/u;

/** OpenCC's table as [Traditional, Simplified] pairs, every Simplified form of each entry ("T S1 S2…" joined by "|"). */
function pairs(): Array<[string, string]> {
  const found: Array<[string, string]> = [];
  for (const entry of TRADITIONAL_TO_SIMPLIFIED.split('|')) {
    const [traditional, ...simplified] = entry.split(' ');
    for (const form of simplified) if (traditional !== undefined && form !== traditional) found.push([traditional, form]);
  }
  return found;
}

/** The Han characters of every term the passages hold, in any language. */
export function hanCharactersOf(languages: Readonly<Record<string, Pick<LanguageStats, 'df'>>>): Set<string> {
  const characters = new Set<string>();
  for (const stats of Object.values(languages)) {
    for (const term of Object.keys(stats.df)) for (const char of term) if (HAN.test(char)) characters.add(char);
  }
  return characters;
}

/**
 * Each character of a Traditional–Simplified pair that the corpus does not use, where the other one it does use → the
 * forms it does use, in code-unit order (发 → 發髮 in a Traditional corpus that uses both). A character the corpus uses
 * is never read as another: both forms in the corpus mean both are written there, each its own term. Undefined when
 * there is nothing to record, so a corpus without Han text builds to the same bytes.
 */
export function hanVariantsOf(characters: ReadonlySet<string>): HanVariants | undefined {
  if (characters.size === 0) return undefined;
  const forms = new Map<string, Set<string>>();
  const add = (unused: string, used: string) => (forms.get(unused) ?? forms.set(unused, new Set()).get(unused)!).add(used);
  for (const [traditional, simplified] of pairs()) {
    const hasTraditional = characters.has(traditional);
    const hasSimplified = characters.has(simplified);
    if (hasTraditional && !hasSimplified) add(simplified, traditional);
    if (hasSimplified && !hasTraditional) add(traditional, simplified);
  }
  if (forms.size === 0) return undefined;
  const sorted = [...forms.keys()].sort();
  return Object.fromEntries(sorted.map((char) => [char, [...forms.get(char)!].sort().join('')]));
}

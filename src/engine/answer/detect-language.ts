/**
 * Which language a question is asked in, decided from the corpus itself rather than from a language model or
 * word lists: the script narrows the candidates to the corpus languages written in it, and the share of the
 * question's terms each candidate's index already holds decides between them. Deterministic and explainable:
 * the result says which rule decided and every number it compared.
 */
import { matchLanguage } from '../text/language.ts';
import { countScripts, type ScriptFamily } from '../text/scripts.ts';
import { shortWords, tokenize } from '../text/tokenize.ts';

/** What detection knows about one corpus language. */
export interface LanguageProfile {
  /** Canonical language tag. */
  lang: string;
  /** The dominant script of the language's passages; `Other` when they hold no letter of a known family. */
  script: ScriptFamily;
  /** The terms the language's passages are indexed under. */
  vocabulary: ReadonlySet<string>;
  /**
   * The words of the language's passages too short to be terms ("el", "de", "في"), computed on first use: only a
   * question detection cannot settle by script needs them, and the page always names its language. Absent: none.
   */
  shortWords?: () => ReadonlySet<string>;
}

/**
 * The rule that decided: an explicit choice, the only corpus language in the script, coverage, the corpus's default,
 * or the asker's language (`hint`, the page's) where the question did not decide.
 */
export type DetectionRule = 'explicit' | 'script' | 'coverage' | 'default' | 'hint';

/** A detection and the evidence for it, for explain mode. */
export interface LanguageDetection {
  /** The decided language. */
  lang: string;
  /** Which rule decided. */
  rule: DetectionRule;
  /** The question's dominant script; null when it has no letter of a known script family. */
  script: ScriptFamily | null;
  /** Candidate → share of the question's distinct terms in its vocabulary, to 4 decimals; {} when not consulted. */
  coverage: Record<string, number>;
  /** Corpus languages written in the dominant script, sorted. */
  candidates: string[];
  /**
   * Decided by the hint, the languages that know more of the question's words than the hinted one does (not enough
   * to overrule it), sorted; absent when none does. An English question on a Spanish page may be English after all.
   */
  knownBetterIn?: string[];
}

/**
 * The language whose passages are the question's own: the decided one, unless no corpus language is written in the
 * question's script and none was chosen, when the question was only read in the default or the page's language and
 * every passage is another language's ("Сколько стоит 2 билета?" shares a digit with English passages, nothing else).
 */
export function ownLanguage(detection: LanguageDetection): string | undefined {
  return detection.rule !== 'explicit' && detection.script !== null && detection.candidates.length === 0 ? undefined : detection.lang;
}

/**
 * How many more of a question's short words another language must know than the hinted one, for its grammar to take
 * the question: one is a numeral or a stray letter as often as grammar ("I lost my wallet" and "I found a wallet" on an
 * English page went to German, whose pages say "Teil I" once and whose English ones never say "I": an operator trial
 * and a resident trial, session 41).
 */
const MIN_SHORT_WORDS_OVER_HINT = 2;
/** Words (terms and short words) another language must know of a question the hinted one knows none of, to take it. */
const MIN_WORDS_OVER_HINT = 2;

/** Coverage is reported to this many decimals. Decisions compare exact integer hit counts, never these. */
const COVERAGE_DECIMALS = 4;

function compareCodeUnits(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function addCounts(into: Map<ScriptFamily, number>, counts: ReadonlyMap<ScriptFamily, number>): void {
  for (const [family, count] of counts) into.set(family, (into.get(family) ?? 0) + count);
}

/**
 * Kana present means Japanese, which mixes kana with Han while Chinese never writes kana, so Han letters then
 * count toward Kana. Applied to one text (a question, a passage), never to a language's pooled counts: one
 * Chinese passage quoting a Japanese name must not turn a whole Chinese corpus into Kana.
 */
function foldHanIntoKana(counts: ReadonlyMap<ScriptFamily, number>): Map<ScriptFamily, number> {
  const merged = new Map(counts);
  const kana = merged.get('Kana') ?? 0;
  if (kana > 0) {
    merged.set('Kana', kana + (merged.get('Han') ?? 0));
    merged.delete('Han');
  }
  return merged;
}

/**
 * The family with the most letters, or null when there are none. Ties go to the family name first in code-unit
 * order, so the answer never depends on the order letters were counted in.
 */
function dominantScript(counts: ReadonlyMap<ScriptFamily, number>): ScriptFamily | null {
  let best: ScriptFamily | null = null;
  let bestCount = 0;
  for (const [family, count] of [...counts].sort(([a], [b]) => compareCodeUnits(a, b))) {
    if (count > bestCount) {
      best = family;
      bestCount = count;
    }
  }
  return best;
}

/**
 * Latin letters yield to any other script in the same question. Program names, brands and acronyms ("GoPass",
 * "Harbor Transit Office", "PIN") are written in Latin inside sentences of every other script far more often than
 * the reverse, and they are long: "ما رقم هاتف Harbor Transit Office؟" has 19 Latin letters to 9 Arabic ones, and
 * counting letters called it English. Applied to a question only — a corpus language's script is its passages'.
 */
function withoutBorrowedLatin(counts: ReadonlyMap<ScriptFamily, number>): Map<ScriptFamily, number> {
  const rest = new Map(counts);
  rest.delete('Latin');
  return rest.size > 0 ? rest : new Map(counts);
}

/**
 * Whether a question in `script` may be in the corpus languages written in kana as well as those written in it: a
 * question of Han characters alone may be Japanese, which writes its nouns in kanji, and a resident's keywords
 * (住宅救済補助金 上限額: housing relief grant, upper limit) often hold no kana at all. It is, when no corpus language is
 * written in Han (it can only be Japanese, and the default language, English, never answers it), or when the asker's
 * language (`hint`, the page's) is written in kana, and the hint rule then decides between it and Chinese. Otherwise,
 * with Chinese in the corpus, such a question is Chinese, as it was.
 */
function kanaToo(script: ScriptFamily | null, profiles: readonly LanguageProfile[], hint: string | undefined): boolean {
  if (script !== 'Han') return false;
  const kana = profiles.filter((profile) => profile.script === 'Kana').map((profile) => profile.lang);
  return !profiles.some((profile) => profile.script === 'Han') || matchLanguage(hint ?? '', kana) !== undefined;
}

/**
 * Decides the language of `question`, in order:
 *   1. `explicit` (already validated and resolved by the caller; `''` counts as not given) always wins;
 *   2. the question's dominant script (Latin counting only when no other script is present) picks the corpus
 *      languages written in it (Han alone: in kana too, when none is written in Han or the hint is): none →
 *      `defaultLanguage`, exactly one → that language;
 *   3. between several, the one holding the largest share of the question's distinct terms and short words (the
 *      words too short to be terms, such as "el" and "de") in its vocabulary and its passages' short words;
 *      a tie at the top, or no term known anywhere, goes to `defaultLanguage` when it is among the tied (matched
 *      with `matchLanguage`, so a default of `es` picks a tied `es-MX`), else to the first tied in code-unit order.
 *      A `hint` (the asker's language, such as the page's; already resolved) among the candidates holds unless one
 *      other language knows at least two more of the question's short words than it does, and more of its terms and
 *      short words together than the hint (and no fewer than any other), or one other language knows every word of
 *      it the hint knows and at least two more (no other as many); where no candidate is written in the question's
 *      script, it comes before `defaultLanguage`.
 * A question with no letters (`"3500?"`) goes to `hint`, else `defaultLanguage`.
 */
export function detectLanguage(
  question: string,
  profiles: readonly LanguageProfile[],
  defaultLanguage: string,
  explicit?: string,
  hint?: string,
): LanguageDetection {
  const script = dominantScript(withoutBorrowedLatin(foldHanIntoKana(countScripts(question))));
  const kana = kanaToo(script, profiles, hint);
  const candidates = profiles
    .filter((profile) => script !== null && (profile.script === script || (kana && profile.script === 'Kana')))
    .sort((a, b) => compareCodeUnits(a.lang, b.lang));
  const candidateLangs = candidates.map((profile) => profile.lang);
  const decide = (lang: string, rule: DetectionRule, coverage: Record<string, number> = {}): LanguageDetection => ({
    lang,
    rule,
    script,
    coverage,
    candidates: candidateLangs,
  });

  if (explicit !== undefined && explicit !== '') return decide(explicit, 'explicit');
  if (candidates.length === 0) return hint === undefined ? decide(defaultLanguage, 'default') : decide(hint, 'hint');
  if (candidates.length === 1) return decide(candidates[0]!.lang, 'script');

  // Short words are the language's grammar ("¿Cuál es el horario de la oficina?" is Spanish by "es", "el", "de",
  // "la" more than by any term), so they count as evidence here, though they never score.
  const terms = [...new Set(tokenize(question))];
  const short = [...new Set(shortWords(question))];
  const evidence = terms.length + short.length;
  // Per candidate, which of the question's words it knows: its terms, then its short words.
  const knows = candidates.map((profile) => {
    const known = profile.shortWords?.();
    return [...terms.map((term) => profile.vocabulary.has(term)), ...short.map((word) => known?.has(word) === true)];
  });
  const count = (known: readonly boolean[]) => known.filter(Boolean).length;
  const shortHits = knows.map((known) => count(known.slice(terms.length)));
  const hits = knows.map(count);
  const coverage: Record<string, number> = {};
  const scale = 10 ** COVERAGE_DECIMALS;
  candidates.forEach((profile, i) => {
    coverage[profile.lang] = evidence === 0 ? 0 : Math.round((hits[i]! / evidence) * scale) / scale;
  });

  // The asker's language (`hinted`), when written in this script, holds unless the question's grammar says otherwise:
  // another language knows more of its short words, and more of its words in all. Names and terms alone do not
  // move it: "Harbor GoPass" typed on a Spanish page names an English-only program, and stays a Spanish question. Nor
  // do short words alone: in "can u help me pay my water bill" the demo's Spanish passages know one short word ("u")
  // and no term, the English ones four of its terms, and on an English page it is English (a resident trial, session 24).
  const hinted = candidateLangs.indexOf(matchLanguage(hint ?? '', candidateLangs) ?? '');
  if (hinted >= 0) {
    const most = Math.max(...shortHits);
    const grammar = candidateLangs.flatMap((lang, i) => (shortHits[i] === most ? [i] : []));
    // …and more than any other language does: with three in one script, a stray short word of one must not beat the
    // terms of another (a blind review: "wohngeld einkommensnachweis mietvertrag en" on an English page went to Spanish).
    // Two at least (`MIN_SHORT_WORDS_OVER_HINT`).
    const other = most - shortHits[hinted]! >= MIN_SHORT_WORDS_OVER_HINT && grammar.length === 1 && hits[grammar[0]!]! > hits[hinted]! && hits[grammar[0]!] === Math.max(...hits);
    if (other) return decide(candidateLangs[grammar[0]!]!, 'coverage', coverage);
    // Nor does it hold a question another language knows every word of that it knows, and two more: "cuanto recibe
    // ayuda alimentos" on an English page is Spanish (a resident trial, session 24). One more word is not enough:
    // "gopass precio" on a Spanish page names an English-only program, and stays Spanish. Compared two by two: a word
    // both know (a name each translation keeps, "Harbor County") says nothing between them, whatever a third knows.
    const page = knows[hinted]!;
    const over = knows.map((known, i) => (i === hinted || known.some((k, w) => page[w]! && !k) ? 0 : known.filter((k, w) => k && !page[w]).length));
    const furthest = Math.max(...over);
    const taking = candidateLangs.filter((_, i) => over[i] === furthest);
    if (furthest >= MIN_WORDS_OVER_HINT && taking.length === 1) return decide(taking[0]!, 'coverage', coverage);
    const knownBetterIn = candidateLangs.filter((_, i) => hits[i]! > hits[hinted]!);
    return { ...decide(candidateLangs[hinted]!, 'hint', coverage), ...(knownBetterIn.length > 0 && { knownBetterIn }) };
  }
  // Every candidate shares one denominator, so the integer hit counts decide: no float comparison.
  const top = Math.max(...hits);
  const tied = candidateLangs.filter((_, i) => hits[i] === top);
  if (top > 0 && tied.length === 1) return decide(tied[0]!, 'coverage', coverage);
  // A hint among the candidates decided above; one that is not among them says nothing about a tie between them.
  return decide(matchLanguage(defaultLanguage, tied) ?? tied[0]!, 'default', coverage);
}

/** A language's profile counted over its passages: letters by script family, and the words too short to be terms. */
export interface ProfileCounts {
  letters: Map<ScriptFamily, number>;
  shortWords: Set<string>;
}

/** Language detection's counts per language over `passages` (the build's): `shardIndex` takes them rather than reading every body again. */
export interface PassageProfiles {
  passages: readonly { lang: string; body: string }[];
  counts: ReadonlyMap<string, ProfileCounts>;
}

/**
 * Adds one passage's body to `into`: its letters (Han counted toward Kana in a passage that holds kana) and its
 * short words (`shortWords(body)`, unless the caller has them from tokenizing the body already).
 */
export function countProfile(into: ProfileCounts, body: string, short: Iterable<string> = shortWords(body)): void {
  addLetters(into.letters, body);
  for (const word of short) into.shortWords.add(word);
}

/** Adds counts made apart (another file's of the same language) to `into`. */
export function addProfile(into: ProfileCounts, from: ProfileCounts): void {
  addCounts(into.letters, from.letters);
  for (const word of from.shortWords) into.shortWords.add(word);
}

/** One passage's letters by family, Han counted toward Kana where the passage holds kana. */
function addLetters(into: Map<ScriptFamily, number>, body: string): void {
  addCounts(into, foldHanIntoKana(countScripts(body)));
}

function profileOf(lang: string, letters: ReadonlyMap<ScriptFamily, number>, vocabularies: ReadonlyMap<string, ReadonlySet<string>>, shortWordsOf: () => ReadonlySet<string>): LanguageProfile {
  return { lang, script: dominantScript(letters) ?? 'Other', vocabulary: vocabularies.get(lang) ?? new Set<string>(), shortWords: shortWordsOf };
}

/**
 * The profiles `profileLanguages` gives, from counts the caller made with `countProfile` over the same passages (the
 * build counts them as it prepares each file), sorted by language.
 */
export function profilesFromCounts(counts: ReadonlyMap<string, ProfileCounts>, vocabularies: ReadonlyMap<string, ReadonlySet<string>>): LanguageProfile[] {
  return [...counts.keys()].sort(compareCodeUnits).map((lang) => {
    const { letters, shortWords: known } = counts.get(lang)!;
    return profileOf(lang, letters, vocabularies, () => known);
  });
}

/**
 * One profile per language of `passages`, sorted by language. Its script is the dominant family over all its
 * passages' bodies (in each passage that holds kana, Han counts toward Kana, as in a question); its vocabulary is
 * the caller's entry for it in `vocabularies` (the language's indexed terms), or empty when there is none.
 */
export function profileLanguages(
  passages: ReadonlyArray<{ lang: string; body: string }>,
  vocabularies: ReadonlyMap<string, ReadonlySet<string>>,
): LanguageProfile[] {
  const letters = new Map<string, Map<ScriptFamily, number>>();
  for (const passage of passages) {
    let counts = letters.get(passage.lang);
    if (counts === undefined) {
      counts = new Map();
      letters.set(passage.lang, counts);
    }
    addLetters(counts, passage.body);
  }
  return [...letters.keys()].sort(compareCodeUnits).map((lang) => {
    let known: Set<string> | undefined;
    const shortWordsOf = () => {
      if (known === undefined) {
        known = new Set();
        for (const passage of passages) if (passage.lang === lang) for (const word of shortWords(passage.body)) known.add(word);
      }
      return known;
    };
    return profileOf(lang, letters.get(lang)!, vocabularies, shortWordsOf);
  });
}

/**
 * The soak benchmark's questions: a seeded, deterministic stream mixing the demo's real questions, variations of
 * them a resident might type, and garbage, in English, Spanish and Arabic. The same sources, count and seed give
 * the same questions, byte for byte, on every machine — no `Math.random`, no locale-dependent casing.
 */
import { mulberry32, type Random } from './synthetic-corpus.ts';

/** The languages the soak asks in: the demo corpus's three. */
export const SOAK_LANGUAGES = ['en', 'es', 'ar'] as const;
export type SoakLanguage = (typeof SOAK_LANGUAGES)[number];

/** A question the demo already asks (e2e/cairn-page.ts, eval/questions.json), in its language. */
export interface SourceQuestion {
  question: string;
  lang: SoakLanguage;
}

/** Where a soak question came from: a source as written, a variation of sources, or garbage. */
export type SoakKind = 'real' | 'variation' | 'garbage';

/** One question of the soak, with the options the page would send (`ask(question, options)`). */
export interface SoakQuestion {
  question: string;
  /** The language it is written in (for garbage: the script its characters come from). */
  lang: SoakLanguage;
  kind: SoakKind;
  options: { lang?: string; explain?: boolean };
}

/** Shares of each kind, out of 1: most traffic is real questions and their variations; a quarter is garbage. */
export const SOAK_MIX: Readonly<Record<SoakKind, number>> = { real: 0.4, variation: 0.35, garbage: 0.25 };

/** Share of questions sent with `explain: true`: the trace is the largest reply, so it must be in the soak. */
const EXPLAIN_SHARE = 0.2;
/** Longer than MAX_QUESTION_LENGTH (1000, src/engine/answer/limits.ts): the question-too-long path. */
const OVER_LONG_LENGTH = 1_200;

// The benches' one seeded PRNG (scripts/bench/synthetic-corpus.ts); re-exported for the soak's tests.
export { mulberry32 };

function pick<T>(random: Random, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)]!;
}

/** A uniform integer in [min, max]. */
function between(random: Random, min: number, max: number): number {
  return min + Math.floor(random() * (max - min + 1));
}

const PREFIX: Readonly<Record<SoakLanguage, string>> = { en: 'Please tell me: ', es: 'Por favor, dime: ', ar: 'من فضلك أخبرني: ' };
const SUFFIX: Readonly<Record<SoakLanguage, string>> = { en: ' thanks', es: ' gracias', ar: ' شكرا' };
/** Letters garbage is drawn from, per language: each script's own, with Spanish accents and Arabic-Indic digits. */
const LETTERS: Readonly<Record<SoakLanguage, readonly string[]>> = {
  en: [...'abcdefghijklmnopqrstuvwxyz'],
  es: [...'abcdefghijklmnñopqrstuvwxyzáéíóúü'],
  ar: [...'ابتثجحخدذرزسشصضطظعغفقكلمنهوي٠١٢٣٤٥٦٧٨٩'],
};
/** Fixed odd inputs a public box receives. */
const ODDITIES: readonly string[] = ['?', '¿¿¿???', '؟؟', '12345 67890', '<script>alert(1)</script>', '🙂🙃 🤷', 'SELECT * FROM passages;', '%%% $$$ ###'];
/** Punctuation stripped by the "no punctuation" variation, in all three scripts. */
const PUNCTUATION = /[?¿!¡.,;:؟،]/gu;

function words(text: string): string[] {
  return text.split(/\s+/u).filter((w) => w !== '');
}

/** A variation of `source` (sometimes joined with a second question of its language), as a resident might type. */
function vary(random: Random, source: SourceQuestion, sameLanguage: readonly SourceQuestion[]): string {
  const list = words(source.question);
  const at = Math.floor(random() * list.length);
  switch (between(random, 0, 9)) {
    case 0:
      return source.question.toLowerCase();
    case 1:
      return source.question.toUpperCase();
    case 2:
      return source.question.replace(PUNCTUATION, '');
    case 3:
      return PREFIX[source.lang] + source.question;
    case 4:
      return source.question + SUFFIX[source.lang];
    case 5:
      return list.length > 1 ? list.filter((_, i) => i !== at).join(' ') : source.question;
    case 6:
      return [...list.slice(0, at + 1), list[at]!, ...list.slice(at + 1)].join(' ');
    case 7: {
      if (list.length < 2) return source.question;
      const i = Math.min(at, list.length - 2);
      return [...list.slice(0, i), list[i + 1]!, list[i]!, ...list.slice(i + 2)].join(' ');
    }
    case 8: {
      // A typo: one character dropped, counted in code points so an Arabic letter is never split.
      const chars = [...source.question];
      const drop = Math.floor(random() * chars.length);
      return chars.filter((_, i) => i !== drop).join('');
    }
    default:
      return `${source.question} ${pick(random, sameLanguage).question}`;
  }
}

/** Garbage in `lang`'s script: pseudo-words, an oddity, an empty or over-long question, or a word said over and over. */
function garbage(random: Random, lang: SoakLanguage): string {
  const letters = LETTERS[lang];
  const word = (): string => Array.from({ length: between(random, 1, 9) }, () => pick(random, letters)).join('');
  switch (between(random, 0, 19)) {
    case 0:
      return pick(random, ['', '   ', '\n\t']);
    case 1:
      return Array.from({ length: OVER_LONG_LENGTH }, () => pick(random, letters)).join('');
    case 2:
    case 3:
      return pick(random, ODDITIES);
    case 4: {
      const repeated = word();
      return Array.from({ length: between(random, 20, 60) }, () => repeated).join(' ');
    }
    default:
      return Array.from({ length: between(random, 1, 8) }, word).join(' ');
  }
}

/**
 * The options the page would send: usually the question's language (the resident chose it), sometimes another of
 * the three (the selector left on another language), sometimes none (detection decides); explain now and then.
 */
function optionsFor(random: Random, lang: SoakLanguage): SoakQuestion['options'] {
  const roll = random();
  const options: SoakQuestion['options'] = {};
  if (roll < 0.6) options.lang = lang;
  else if (roll < 0.8) options.lang = pick(random, SOAK_LANGUAGES);
  if (random() < EXPLAIN_SHARE) options.explain = true;
  return options;
}

/**
 * `count` soak questions from `sources`, deterministic in `seed`.
 * @param sources the real questions, each with its language; every language of SOAK_LANGUAGES must have one.
 * @param seed any integer; only its low 32 bits are used.
 * @throws Error when a language has no source question.
 */
export function soakQuestions(sources: readonly SourceQuestion[], count: number, seed: number): SoakQuestion[] {
  const byLanguage = new Map(SOAK_LANGUAGES.map((lang) => [lang, sources.filter((s) => s.lang === lang)]));
  for (const [lang, list] of byLanguage) {
    if (list.length === 0) throw new Error(`soak: no source question in "${lang}"; give at least one per language of ${SOAK_LANGUAGES.join(', ')}`);
  }
  const random = mulberry32(seed);
  const questions: SoakQuestion[] = [];
  for (let i = 0; i < count; i++) {
    const roll = random();
    if (roll < SOAK_MIX.real) {
      const source = pick(random, sources);
      questions.push({ question: source.question, lang: source.lang, kind: 'real', options: optionsFor(random, source.lang) });
    } else if (roll < SOAK_MIX.real + SOAK_MIX.variation) {
      const source = pick(random, sources);
      const question = vary(random, source, byLanguage.get(source.lang)!);
      questions.push({ question, lang: source.lang, kind: 'variation', options: optionsFor(random, source.lang) });
    } else {
      const lang = pick(random, SOAK_LANGUAGES);
      questions.push({ question: garbage(random, lang), lang, kind: 'garbage', options: optionsFor(random, lang) });
    }
  }
  return questions;
}

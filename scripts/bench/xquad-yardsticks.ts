/**
 * The benchmark's yardsticks, each behind one signature — paragraphs in, a ranker out — so Cairn and its peers
 * rank the same passages for the same questions:
 * - MiniSearch 7, default configuration (BM25+, OR, no prefix or fuzzy), fields title and body;
 * - MiniSearch with the title boosted ×2 at search time;
 * - lunr 2.3.9 with lunr-languages for the language (its trimmer, stop words and stemmer), title boosted ×2.
 */
import { createRequire } from 'node:module';
import lunr from 'lunr';
import MiniSearch from 'minisearch';
import type { Ranked } from './xquad-metrics.ts';

/** A paragraph as the yardsticks index it. */
export interface YardstickDoc {
  id: string;
  title: string;
  body: string;
}

/** Ranks the paragraphs for a question, best first, at most `limit`. */
export type Ranker = (question: string, limit: number) => Ranked[];

/** A yardstick for one language, or why it cannot be measured there. */
export type Yardstick = { ranker: Ranker; note?: string } | { unavailable: string };

/**
 * `make()`, or, when it throws, the yardstick as unavailable with `label`, the language and the error's first line:
 * a yardstick that cannot index a language is a gap in the benchmark's table, not the end of its run.
 */
export function yardstickOrReason(label: string, lang: string, make: () => Yardstick): Yardstick {
  try {
    return make();
  } catch (error) {
    return { unavailable: `${label} could not index "${lang}": ${(error as Error).message.split('\n')[0]}` };
  }
}

/** MiniSearch over title and body; `titleBoost` 1 is its default configuration. */
export function miniSearchRanker(docs: readonly YardstickDoc[], titleBoost: number): Yardstick {
  const search = new MiniSearch<YardstickDoc>({ fields: ['title', 'body'], ...(titleBoost === 1 ? {} : { searchOptions: { boost: { title: titleBoost } } }) });
  search.addAll(docs);
  return { ranker: (question, limit) => search.search(question).slice(0, limit).map((r) => ({ id: String(r.id), score: r.score })) };
}

type LunrPlugin = (l: typeof lunr) => void;
type LunrWithLanguages = typeof lunr & Record<string, lunr.Builder.Plugin & { trimmer?: lunr.PipelineFunction }>;

type LunrLanguage = { plugin: lunr.Builder.Plugin | null; note?: string } | { unavailable: string };

const requireFromHere = createRequire(import.meta.url);
let stemmerSupportLoaded = false;
// The first attempt's answer for each language, kept: a lunr-languages file that throws while loading (lunr.th and
// lunr.hi without lunr.wordcut) has already hung a half-made plugin on lunr, which a second attempt would find and use.
const lunrLanguages = new Map<string, LunrLanguage>();

/** lunr-languages' plugin for `lang` (English is lunr's own default), or why there is none; loaded once per language. */
function lunrLanguage(lang: string): LunrLanguage {
  let language = lunrLanguages.get(lang);
  if (language === undefined) {
    language = loadLunrLanguage(lang);
    lunrLanguages.set(lang, language);
  }
  return language;
}

function loadLunrLanguage(lang: string): LunrLanguage {
  if (lang === 'en') return { plugin: null };
  try {
    if (!stemmerSupportLoaded) {
      (requireFromHere('lunr-languages/lunr.stemmer.support.js') as LunrPlugin)(lunr);
      stemmerSupportLoaded = true;
    }
    const languages = lunr as LunrWithLanguages;
    if (languages[lang] === undefined) (requireFromHere(`lunr-languages/lunr.${lang}.js`) as LunrPlugin)(lunr);
    const plugin = languages[lang];
    if (plugin === undefined) return { unavailable: `lunr-languages registered no "${lang}"` };
    // lunr.zh prefers @node-rs/jieba and falls back to Intl.Segmenter (plus CJK bigrams) without it.
    const note = lang === 'zh' ? segmenterNote() : undefined;
    return note === undefined ? { plugin } : { plugin, note };
  } catch (error) {
    return { unavailable: `lunr-languages has no usable "${lang}": ${(error as Error).message.split('\n')[0]}` };
  }
}

function segmenterNote(): string {
  try {
    requireFromHere.resolve('@node-rs/jieba');
    return 'Chinese segmented by @node-rs/jieba';
  } catch {
    return 'Chinese segmented by Intl.Segmenter plus CJK bigrams (lunr.zh fallback; no @node-rs/jieba installed)';
  }
}

/**
 * lunr with lunr-languages. The question is tokenised with the index's own tokenizer and run through the index's
 * own pipeline (trimmer, stop words, stemmer), so "cost?" meets "cost"; lunr's `search` would pass query syntax
 * (`:`, `^`, `~`, `+`, `-`) through as operators and its search pipeline does not trim punctuation.
 */
export function lunrRanker(docs: readonly YardstickDoc[], lang: string): Yardstick {
  const language = lunrLanguage(lang);
  if ('unavailable' in language) return language;
  let tokenizer: typeof lunr.tokenizer = lunr.tokenizer;
  let pipeline: lunr.Pipeline | undefined;
  const index = lunr(function () {
    if (language.plugin !== null) this.use(language.plugin);
    this.ref('id');
    this.field('title', { boost: 2 });
    this.field('body');
    tokenizer = this.tokenizer;
    pipeline = this.pipeline;
    for (const doc of docs) this.add(doc);
  });
  const ranker: Ranker = (question, limit) => {
    const terms = pipeline!.run(tokenizer(question)).map((token) => token.toString()).filter((t) => t !== '');
    if (terms.length === 0) return [];
    return index
      .query((query) => {
        for (const term of terms) query.term(term, { usePipeline: false });
      })
      .slice(0, limit)
      .map((r) => ({ id: r.ref, score: r.score }));
  };
  return language.note === undefined ? { ranker } : { ranker, note: language.note };
}

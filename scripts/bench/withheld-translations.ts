/**
 * A translation withheld: the agency published a page in English and Spanish, and Cairn is given only the English
 * one. The Spanish questions of a protocol (agency-corpora.ts) whose page has an English translation are split by
 * page in sorted order; every second page's Spanish version is left out of the corpus, so the lexicon cannot learn
 * from it, and its questions are asked in Spanish of what remains. They should be answered from the English page.
 * Beside it, the same questions on the whole corpus (the monolingual figure: answered from the Spanish page's own
 * passages), and on the withheld corpus with the lexicon emptied (the fallback as it was, shared tokens only).
 */
import { createEngine, indexDigest, round4, type CairnIndex, type SourceFile } from '../../src/engine/index.ts';
import { build, type CorpusProtocol, type CorpusQuestion } from './agency-corpora.ts';
import { EVAL_AS_OF } from '../eval/eval-questions.ts';

/** Shares of a question set, under the shipped setting. */
export interface WithheldShares {
  /** The first quoted passage is one of the question's answers. */
  correct: number;
  /** An answer quoting anything else. */
  wrong: number;
  /** A refusal, or a related document named with nothing quoted. */
  refused: number;
}

export interface WithheldFigures {
  protocol: string;
  /** Spanish pages left out, and their questions. */
  pages: number;
  questions: number;
  /** Term pairs the withheld corpus's build learned between English and Spanish. */
  lexiconEntries: number;
  monolingual: WithheldShares;
  lexicon: WithheldShares;
  sharedTokens: WithheldShares;
}

function shares(index: CairnIndex, questions: ReadonlyArray<{ question: string; answers: ReadonlySet<string> }>): WithheldShares {
  const engine = createEngine(index);
  const counts = { correct: 0, wrong: 0, refused: 0 };
  for (const q of questions) {
    const outcome = engine.ask(q.question, { asOf: EVAL_AS_OF, lang: 'es' }).outcome;
    if (outcome.kind !== 'answer') counts.refused++;
    else if (q.answers.has(outcome.passages[0]!.id)) counts.correct++;
    else counts.wrong++;
  }
  const n = Math.max(1, questions.length);
  return { correct: round4(counts.correct / n), wrong: round4(counts.wrong / n), refused: round4(counts.refused / n) };
}

/** Every second Spanish page with an English translation and a question, withheld; the figures above. */
export function withheldTranslations(protocol: CorpusProtocol): WithheldFigures {
  const { index } = protocol;
  const byKey = new Map<string, Map<string, string>>();
  for (const d of index.documents) {
    const key = d.meta.translation_key;
    if (typeof key === 'string') byKey.set(key, (byKey.get(key) ?? new Map()).set(d.lang, d.id));
  }
  const keyOf = new Map(index.documents.map((d) => [d.id, d.meta.translation_key]));
  const english = (doc: string) => byKey.get(String(keyOf.get(doc)))?.get('en');
  const asked = protocol.questions.filter((q) => q.lang === 'es' && typeof keyOf.get(q.doc) === 'string' && english(q.doc) !== undefined);
  const pages = [...new Set(asked.map((q) => q.doc))].sort().filter((_, i) => i % 2 === 0);
  const withheld = new Set(pages);
  const questions = asked.filter((q) => withheld.has(q.doc));
  const pathOf = new Map(index.documents.map((d) => [d.id, d.path]));
  const withheldPaths = new Set(pages.map((doc) => pathOf.get(doc)));
  const files: SourceFile[] = protocol.files.filter((f) => !withheldPaths.has(f.path));
  const rest = build(files, protocol.settings, `${protocol.name} without ${pages.length} Spanish pages`);
  const { lexicon: _learned, digest: _digest, ...content } = rest;
  const noLexicon: CairnIndex = { ...content, lexicon: {}, digest: indexDigest({ ...content, lexicon: {} }) };
  const passagesOf = (idx: CairnIndex, doc: string | undefined) => new Set(idx.passages.filter((p) => p.doc === doc).map((p) => p.id));
  const own = questions.map((q: CorpusQuestion) => ({ question: q.question, answers: new Set(q.answers) }));
  const translated = questions.map((q) => ({ question: q.question, answers: passagesOf(rest, english(q.doc)) }));
  return {
    protocol: protocol.name,
    pages: pages.length,
    questions: questions.length,
    lexiconEntries: rest.lexicon['en|es']?.length ?? 0,
    monolingual: shares(index, own),
    lexicon: shares(rest, translated),
    sharedTokens: shares(noLexicon, translated),
  };
}

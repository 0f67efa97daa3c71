/**
 * Which scored passages may be quoted. A score says the passage is about the question; quoting it also needs
 * evidence for what is asked. A document's title counts in every one of its passages (it says what the passage is
 * about), so naming a program is enough to clear the threshold in any paragraph of its document — "what's the last
 * day to apply for X" would quote X's how-to-apply paragraph. A passage is quoted only when it holds the ask: the
 * question's scoring terms beyond its document's title, at least one of them not one of its topic words (those more
 * than half of its passages hold: "heating" in most paragraphs of a heating credit, which "heating credit deadline"
 * found in its "What it is"), unless the ask is nothing but topic words and every word of the question is one the
 * passages use. A question in a script no corpus language is written in is not quoted a passage holding nothing of its
 * ask but numbers. When the best passages clear the threshold but none holds
 * the ask, the outcome is *related*: the document is named, nothing is quoted. One exception: a question that names
 * the document and asks nothing else — every word of it known, none beyond the best passage's title ("What is the
 * GoPass?") — is answered by that document's opening passage, where agency pages say what a thing is, before any other
 * document's passage that only mentions the name; unless the words also name one of its sections, whose own heading
 * holds every one of them ("часы работы" of "Контакты и часы работы", heading "Часы работы"): that section answers.
 */
import { RELATED_SHARE } from '../format/thresholds.ts';
import { primaryLanguage } from '../text/language-tag.ts';
import type { Candidate, Retrieval } from './retrieve.ts';
import { tokenize } from '../text/tokenize.ts';

/**
 * Least share of the ask's weight (sublinear TF × IDF, as scoring weighs it) a quoted passage holds. Any share
 * above zero lets one generic word ("apply") stand for a question whose real ask the passage lacks; measured on the
 * residents' questions (dev half), docs/evidence.md, "Evidence for the ask".
 */
export const MIN_ASK_SHARE = 0.5;

/**
 * Why a candidate that cleared the threshold may or may not be quoted: it holds the ask; it does not (too little of
 * it, or none); it holds it only through its document's topic words (`holdsBeyondTopics`); it is another language's
 * passage matched by numbers alone.
 */
export type Gate = 'quotable' | 'no-ask-evidence' | 'topics-only' | 'numbers-only';

const NUMBER = /^[0-9]+$/u;

/**
 * The gate for a candidate that cleared the threshold. Another language's passage needs a shared word, not only a
 * shared number: once the question's own words are set aside as foreign, "كم يساوي 2 + 2؟" is nothing but "2",
 * which any passage about a two-person household holds. `questionLang` is the question's own language (`ownLanguage`):
 * undefined when no corpus language is written in its script, and every passage is another language's. Such a question
 * needs more than a number of its ask held, even where it also names the passage's document ("GoPass для 2": "2" in
 * the GoPass's "2 Ferry Terminal Road"); a question in another corpus language may ask a number of a passage its name
 * finds ("¿El GoPass cuesta $20 al año?").
 */
export function gateOf(candidate: Candidate, questionLang: string | undefined, unknownTerms: number): Gate {
  if (numbersOnly(candidate, questionLang)) return 'numbers-only';
  const { held, share } = candidate.ask;
  if (held.length === 0 || share < MIN_ASK_SHARE || (questionLang === undefined && held.every((term) => NUMBER.test(term)))) return 'no-ask-evidence';
  return holdsBeyondTopics(candidate.ask, unknownTerms) ? 'quotable' : 'topics-only';
}

/** Whether `candidate` is another language's passage that shares nothing with the question but numbers (the gate's rule). */
function numbersOnly(candidate: Candidate, questionLang: string | undefined): boolean {
  const foreign = questionLang === undefined || primaryLanguage(candidate.passage.lang) !== primaryLanguage(questionLang);
  return foreign && candidate.matched.every((term) => NUMBER.test(term));
}

/**
 * Whether a passage holds a word of the ask that is not one of its document's topic words: held by them alone, it is
 * no more the answer than its siblings. True too when the ask is nothing but topic words, which then tell no passage
 * apart, and every word of the question is one the passages use (`unknownTerms` 0): with a word none uses ("crédito
 * calefacción monto", amount, where the passages say "cuánto"), the document is about it, and no passage says what
 * is asked in its words, as for a question naming a document's title and such a word.
 */
export function holdsBeyondTopics({ asked, held, topics }: Candidate['ask'], unknownTerms: number): boolean {
  return (topics.length === asked.length && unknownTerms === 0) || held.some((term) => !topics.includes(term));
}

/**
 * How many of the question's words no passage uses and none was read in place of: a word typed without its accents, in
 * the other Chinese script, or given as an operator's synonym is the passages' word, as if typed so ("credito de
 * invierno" names the winter credit as "crédito de invierno" does); a typo's reading is only borrowed, and its word
 * stays unknown.
 */
export function unreadTerms(retrieval: Retrieval): number {
  const read = new Set([...retrieval.corrections.filter((c) => c.kind !== 'typo').map((c) => c.from), ...retrieval.synonyms.map((s) => s.term)]);
  return retrieval.evidence.inNoPassage.filter((term) => !read.has(term)).length;
}

/** What one retrieval pass allows: the passages to quote (best first), or the candidate whose document is related. */
export interface Choice {
  quoted: Candidate[];
  related: Candidate | undefined;
  /** The passage was quoted as its document's opening, for a question that names the document and nothing else. */
  opening: boolean;
  /** Instead, as the section whose own heading holds every word of such a question. */
  section?: true;
  /** `related` scored below its threshold, within `RELATED_SHARE` of it: its document may be about the question. */
  near?: boolean;
  /**
   * `related` was quotable, and this passage of its document came within `retrieval.close_sibling` of it, in score and
   * in the share of the ask held: which of the two answers was too close to call, so the document was named instead.
   */
  sibling?: Candidate;
}

const isOpening = (candidate: Candidate) => candidate.passage.id === `${candidate.passage.doc}#1`;

/**
 * For a question whose words (`terms`) all name document `doc`: the first accepted passage of the one section whose
 * own heading (the innermost level) holds every one of them, as a section, else its opening passage, else none. Not
 * when the opening passage's heading holds them too, nor when two sections' do: a heading that repeats the program's
 * name ("Размер пособия" for "пособие") is not what a question naming the program asks for. (A resident trial asked
 * "office hours" in four languages of a page titled "Contact and office hours" and was quoted where the office is.)
 */
function namedPassage(accepted: readonly Candidate[], doc: string, terms: readonly string[]): Choice | undefined {
  const ofDoc = accepted.filter((c) => c.passage.doc === doc);
  const names = (c: Candidate) => {
    const words = new Set(tokenize(c.passage.heading.split(' › ').at(-1)!));
    return terms.length > 0 && terms.every((term) => words.has(term));
  };
  const naming = ofDoc.filter(names).sort((a, b) => a.position - b.position);
  const section = new Set(naming.map((c) => c.passage.heading)).size === 1 && !naming.some(isOpening) ? naming[0] : undefined;
  const opening = section ?? ofDoc.find(isOpening);
  return opening && { quoted: [opening], related: undefined, opening: section === undefined, ...(section && { section: true }) };
}

/**
 * The quotable accepted candidates, at most `maxPassages`; else the document's opening passage, for a question
 * that asks nothing beyond the title and holds no word the passages never use (`unknownTerms` 0); else the best
 * accepted candidate, whose document is related. With `closeSibling` (the operator's `retrieval.close_sibling`, in
 * (0, 1]), the best quotable passage's document is related instead when another passage of it scored at least that
 * share of the best one's score and holds at least that share of the best one's share of the ask.
 */
export function choose(candidates: readonly Candidate[], questionLang: string | undefined, maxPassages: number, unknownTerms: number, closeSibling?: number): Choice {
  const accepted = candidates.filter((c) => c.accepted);
  // The best passage's document title holds every word asked ("grocery allowance"): the question names that document.
  // Another document's passage that mentions the name ("… if you receive the Grocery Allowance") holds those words
  // as its ask, and ranks below, but it does not answer a question about the named program (a resident trial).
  const named = accepted[0] !== undefined && accepted[0].ask.asked.length === 0 && !numbersOnly(accepted[0], questionLang) ? accepted[0] : undefined;
  if (named !== undefined) {
    return (unknownTerms === 0 ? namedPassage(accepted, named.passage.doc, named.matched) : undefined) ?? { quoted: [], related: named, opening: false };
  }
  const quoted = accepted.filter((c) => gateOf(c, questionLang, unknownTerms) === 'quotable').slice(0, maxPassages);
  if (quoted.length > 0) {
    const best = quoted[0]!;
    // Any scored passage of the document, accepted or not (one just under the threshold is as likely the answer), close
    // in score and in the share of the ask it holds: the title counts in every passage of a document, so a question
    // that mostly names the program ("how much is the winter credit") scores its opening passage, which holds none of
    // the ask, close to the one that answers. Not one holding only topic words of the ask, which the gate would not
    // quote (a blind review: "heating credit deadline" named the document for its "What it is").
    const sibling =
      closeSibling === undefined
        ? undefined
        : candidates.find(
            (c) => c !== best && c.passage.doc === best.passage.doc && c.score >= closeSibling * best.score && c.ask.share >= closeSibling * best.ask.share && holdsBeyondTopics(c.ask, unknownTerms),
          );
    return sibling === undefined ? { quoted, related: undefined, opening: false } : { quoted: [], related: best, opening: false, sibling };
  }
  const related = accepted.find((c) => gateOf(c, questionLang, unknownTerms) !== 'numbers-only');
  if (related !== undefined && related.ask.asked.length === 0 && unknownTerms === 0) {
    const chosen = namedPassage(accepted, related.passage.doc, related.matched);
    if (chosen !== undefined) return chosen;
  }
  return { quoted: [], related, opening: false };
}

/**
 * When every search refused: the candidate whose score is the largest share of its own threshold, if that share is at
 * least `RELATED_SHARE` — its document may be about the question. From the first search that has one: the question's
 * own language before the others, as the fallback is only searched when that one has nothing to say (a Spanish
 * question is pointed to a Spanish page before an English one that came a little closer). Not one matched by numbers
 * alone in another language (the gate's rule), so "كم يساوي 2 + 2؟" names nothing. Ties go to the better rank, so
 * the choice is deterministic.
 */
export function nearest(searches: ReadonlyArray<readonly Candidate[]>, questionLang: string | undefined): Candidate | undefined {
  for (const candidates of searches) {
    let best: Candidate | undefined;
    let bestShare = RELATED_SHARE;
    for (const candidate of candidates) {
      if (candidate.threshold <= 0 || numbersOnly(candidate, questionLang)) continue;
      const share = candidate.score / candidate.threshold;
      if (share > bestShare || (best === undefined && share === bestShare)) {
        best = candidate;
        bestShare = share;
      }
    }
    if (best !== undefined) return best;
  }
  return undefined;
}

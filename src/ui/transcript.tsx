/**
 * The conversation, newest first, directly under the question box: the latest answer is the next heading after
 * the form, one step for a screen reader (heading navigation) and for a keyboard. Not a live region — the status
 * sentence announces each outcome; long answers are read when the person chooses to. The latest exchange ends with a
 * button back to the question box.
 */
import type { ExplainTrace } from '../engine/answer/explain.ts';
import type { Outcome } from '../engine/answer/outcome.ts';
import { AnswerView } from './answer-view.tsx';
import { ExplainView } from './explain-view.tsx';
import { RefusalView } from './refusal-view.tsx';
import type { Topic } from '../engine/format/topics.ts';
import { RelatedView } from './related-view.tsx';
import { fill, fillParts, type UiStrings, type UiTables } from './strings.ts';
import { formatDay } from './dates.ts';
import { directionOf } from '../engine/text/language.ts';
import type { MarkedText } from './page-hint.ts';
import type { FindTranslation } from './translation-offer.tsx';

/** One question and what Cairn said. */
export interface Exchange {
  id: number;
  question: string;
  outcome: Outcome;
  trace: ExplainTrace | undefined;
  /** For a refusal: the titles of the corpus that answered, as they were when it did (a preview's, or the published one's). */
  topics?: readonly Topic[];
  /** For a refusal of a question in a script no corpus language is written in: the languages the page offered then. */
  readable?: readonly string[];
  /** The language Cairn's own sentences in it are in: the outcome's where a message table has it, else English. */
  spokenIn: string;
  /** The question's language was the default's guess: nothing in it told the corpus's languages apart. */
  guessed?: true;
  /** The page's language it was asked with (the outcome's translations are for it) and the day it was asked about. */
  askedIn: string;
  asOf: string;
}

interface TranscriptProps {
  exchanges: readonly Exchange[];
  strings: UiStrings;
  /** Every table of the page's words: a refusal's sentence naming the documents is in its own language's, where the page has one. */
  tables: UiTables;
  /** Shown before the first question: the agency's hint, marked with its language where that is not the page's words', or the page's own. */
  hint: MarkedText;
  /** The language of the page's words (`strings`). */
  lang: string;
  /** The language the resident chose for the page: the agency's translations in it are offered. */
  pageLang: string;
  /** A document's translation for a reader of `lang`, in force on `day`: for an exchange asked in another language. */
  findTranslation: FindTranslation;
  /** Today, on a corpus with dated documents (else undefined): an exchange asked about another day says which. */
  today?: string;
  /** The day the page answers for now: while it is another than today, every exchange about another day says which. */
  asOf: string;
  onOpenDocument: (doc: string, passage: string, opener: HTMLElement, marks: ReadonlyArray<readonly [number, number]>) => void;
  /** The page in the latest question's language (`app.tsx` says when), offered under its exchange in that language's words. */
  pageOffer?: { lang: string; text: string; choose: () => void } | undefined;
}

/**
 * Back to the question box, its label at the top of the screen, the caret in it: on a phone the answer was scrolled
 * into view and the box above the screen's edge (a resident trial). Moved only when the resident presses it.
 */
function askAgain() {
  document.querySelector('.question-form')?.scrollIntoView({ block: 'start' });
  document.getElementById('question')?.focus({ preventScroll: true });
}

export function Transcript({ exchanges, strings, tables, hint, lang, pageLang, findTranslation, today, asOf, onOpenDocument, pageOffer }: TranscriptProps) {
  return (
    <section class="transcript" aria-labelledby="transcript-heading">
      <h2 id="transcript-heading">{strings.transcriptHeading}</h2>
      {exchanges.length === 0 && (
        <p class="hint" lang={hint.lang} dir={hint.dir}>
          {hint.text}
        </p>
      )}
      {exchanges.map((exchange, position) => (
        <article key={exchange.id} class="exchange" aria-labelledby={`exchange-${exchange.id}`}>
          <h3 id={`exchange-${exchange.id}`} class={position === 0 ? 'latest' : undefined}>
            {/* The resident's own text, in whatever direction they wrote it, marked with the language Cairn read it
                in: a screen reader reads a Japanese question on an English page with a Japanese voice. In a script no
                document is written in, as in no known language, not the page's (a trial heard Russian in an Arabic voice). */}
            {fillParts(strings.questionHeading, { question: <bdi lang={exchange.outcome.kind === 'refusal' && exchange.outcome.unknownScript ? '' : exchange.outcome.lang}>{exchange.question}</bdi> })}
          </h3>
          {/* An answer for another day than today says so: the date changed after it, the answers above and below it may
              be for other days, and nothing else on it tells (a resident trial, session 41). So does one for today while
              the page answers for another day: under "Answers as of February 1, 2027." it read as that day's (session 45). */}
          {today !== undefined && (exchange.asOf !== today || exchange.asOf !== asOf) && <p class="exchange-as-of">{fill(strings.asOfLine, { date: formatDay(exchange.asOf, lang) })}</p>}
          {exchange.outcome.kind === 'answer' ? (
            <AnswerView answer={exchange.outcome} spokenIn={exchange.spokenIn} strings={strings} lang={lang} offers={{ pageLang, askedIn: exchange.askedIn, asOf: exchange.asOf, find: findTranslation }} idPrefix={`exchange-${exchange.id}`} onOpenDocument={onOpenDocument} />
          ) : exchange.outcome.kind === 'related' ? (
            <>
              <p class="refusal-heading">
                <strong>{exchange.outcome.basis === 'near' ? strings.relatedNearHeading : strings.relatedHeading}</strong>
              </p>
              <RelatedView related={exchange.outcome} spokenIn={exchange.spokenIn} strings={strings} lang={lang} offers={{ pageLang, askedIn: exchange.askedIn, asOf: exchange.asOf, find: findTranslation }} onOpenDocument={onOpenDocument} />
            </>
          ) : (
            <>
              <p class="refusal-heading">
                <strong>{strings.refusalHeading}</strong>
              </p>
              <RefusalView refusal={exchange.outcome} spokenIn={exchange.spokenIn} topics={exchange.topics} readable={exchange.readable} tables={tables} onOpenDocument={onOpenDocument} />
            </>
          )}
          {exchange.trace && <ExplainView trace={exchange.trace} strings={strings} />}
          {position === 0 && pageOffer && (
            <p>
              <button type="button" class="page-offer" lang={pageOffer.lang} dir={directionOf(pageOffer.lang)} onClick={pageOffer.choose}>
                {pageOffer.text}
              </button>
            </p>
          )}
          {position === 0 && (
            <button type="button" class="ask-again" onClick={askAgain}>
              {strings.askAgain}
            </button>
          )}
        </article>
      ))}
    </section>
  );
}

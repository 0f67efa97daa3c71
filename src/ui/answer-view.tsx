/**
 * A grounded answer: the quoted passage, marked with its own language and direction (an English passage in an
 * Arabic conversation is `lang="en" dir="ltr"`), its heading emphasised, then the sources, each named by its
 * document's title (a link to the agency's page when the document has one) and the cited section. The notice above a
 * passage in another language marks that language's name the same way. Headings and titles are corpus text, which
 * may hold an unbalanced bidi control (U+202E): each is an element with its own `dir`, which HTML's rendering rules
 * isolate as they do a `<bdi>` (`unicode-bidi: isolate`), so it cannot reorder the rest of its line. Text only:
 * every string here reaches the DOM as a text node.
 */
import { MarkedLines } from './marked-lines.tsx';
import { isolateLtrRuns } from '../engine/text/ltr-runs.ts';
import type { Answer, QuotedPassage, Source } from '../engine/answer/outcome.ts';
import { directionOf } from '../engine/text/language.ts';
import { formatDay, inForceText } from './dates.ts';
import { fill, type UiStrings } from './strings.ts';
import { Offer, type Offers } from './translation-offer.tsx';

interface AnswerViewProps {
  answer: Answer;
  /** The language of Cairn's sentences in it (the notice): the answer's, or English where no message table has it. */
  spokenIn: string;
  strings: UiStrings;
  /** The page's language: the language of `strings`, and of the dates they hold. */
  lang: string;
  /** The page's language now and the exchange's: a cited document's translation in the page's is offered beside it. */
  offers: Offers;
  /** Unique per exchange, for the citation anchors. */
  idPrefix: string;
  /** Opens the source's whole document at the cited passage; `opener` gets focus back when it closes. */
  onOpenDocument: (doc: string, passage: string, opener: HTMLElement, marks: ReadonlyArray<readonly [number, number]>) => void;
}

/**
 * One quoted passage, marked with its own language and direction, and its citation marker, whose words ("Source
 * [1]") are the page's (`lang`), not the passage's.
 */
function Quote({ passage, marker, strings, lang, idPrefix }: { passage: QuotedPassage; marker: number; strings: UiStrings; lang: string; idPrefix: string }) {
  return (
    <blockquote class="quote" lang={passage.lang} dir={passage.dir}>
      {passage.heading && (
        <p class="quote-heading">
          <strong dir={passage.dir}>{isolateLtrRuns(passage.heading, passage.dir).text}</strong>
        </p>
      )}
      <MarkedLines text={passage.text} dir={passage.dir} marks={passage.marks} newTab={{ text: strings.opensInNewTab, lang }} />
      <p class="quote-cite">
        {/* The page's words ("Source [1]"), marked so on the link itself: its name is read as one string, in its language. */}
        <a class="citation" href={`#${idPrefix}-source-${marker}`} lang={lang}>
          <span class="visually-hidden">{strings.sourceLinkPrefix} </span>[{marker}]
        </a>
      </p>
    </blockquote>
  );
}

export function AnswerView({ answer, spokenIn, strings, lang, offers, idPrefix, onOpenDocument }: AnswerViewProps) {
  // "Read it in the whole document: <title> › <section>", and its marker where another source's would be the same (a
  // version taking effect soon has its document's title and sections: a resident trial heard two identical buttons).
  const named = (source: Source) => `${strings.showInDocument}: ${source.title}${source.heading === '' ? '' : ` › ${source.heading}`}`;
  const readName = (source: Source) => (answer.sources.some((other) => other !== source && named(other) === named(source)) ? `${named(source)} [${source.marker}]` : named(source));
  return (
    <div class="answer">
      {answer.noticeParts && (
        <p class="notice" lang={spokenIn} dir={directionOf(spokenIn)}>
          {answer.noticeParts.map((part, i) =>
            part.lang === undefined ? (
              part.text
            ) : (
              <bdi key={i} lang={part.lang} dir={part.dir}>
                {part.text}
              </bdi>
            ),
          )}
        </p>
      )}
      {answer.passages.map((passage, i) => (
        <Quote key={passage.id} passage={passage} marker={i + 1} strings={strings} lang={lang} idPrefix={idPrefix} />
      ))}
      {/* A later version taking effect soon: Cairn's label with its date, then the passage, quoted like the answer. */}
      {answer.upcoming.map((upcoming, i) => (
        <div key={upcoming.passage.id} class="upcoming">
          <p class="upcoming-label">
            <strong>{fill(strings.upcomingLabel, { date: formatDay(upcoming.from, lang) })}</strong>
          </p>
          <Quote passage={upcoming.passage} marker={answer.passages.length + i + 1} strings={strings} lang={lang} idPrefix={idPrefix} />
        </div>
      ))}
      <h4 class="sources-heading">{strings.sourcesLabel}</h4>
      {/* A list still, to a screen reader that drops a list's role with its numbers (VoiceOver in Safari). */}
      <ol class="sources" role="list">
        {answer.sources.map((source) => {
          return (
            // Focusable by script only: following a citation marker puts focus on its source, where it left focus on the
            // page's body and the next Tab started over from the top (a resident trial, session 22).
            <li key={source.passage} id={`${idPrefix}-source-${source.marker}`} data-passage={source.passage} tabindex={-1}>
              {/* Its number as the quote's marker writes it, in the text: a list's own numbers are left out of a copy, and an
                  answer pasted to a relative had "[1]" with nothing to match (a resident trial). */}
              <span class="source-marker">[{source.marker}]</span>{' '}
              {/* The title and the cited section, as a reader names them; the passage id is for operators (explain). */}
              <span class="source-name" lang={source.lang} dir={directionOf(source.lang)}>
                {source.url === null ? (
                  <span class="source-title" dir={directionOf(source.lang)}>
                    {isolateLtrRuns(source.title, directionOf(source.lang)).text}
                  </span>
                ) : (
                  <a class="source-title" href={source.url} target="_blank" rel="noopener noreferrer" dir={directionOf(source.lang)}>
                    {isolateLtrRuns(source.title, directionOf(source.lang)).text}
                    <span class="visually-hidden"> {strings.opensInNewTab}</span>
                  </a>
                )}
                {source.heading !== '' && (
                  <>
                    {' › '}
                    <span class="source-heading" dir={directionOf(source.lang)}>
                      {isolateLtrRuns(source.heading, directionOf(source.lang)).text}
                    </span>
                  </>
                )}
              </span>
              {source.inForce && <span class="in-force"> · {inForceText(source.inForce, strings, lang, source.marker > answer.passages.length)}</span>}{' '}
              {/* Named by its source, the visible words first: a list of these read out of context says which is which. */}
              <button
                type="button"
                class="show-in-document"
                aria-label={readName(source)}
                onClick={(event) =>
                  onOpenDocument(source.doc, source.passage, event.currentTarget as HTMLElement, answer.passages.find((p) => p.id === source.passage)?.marks ?? [])
                }
              >
                {strings.showInDocument}
              </button>
              {/* The agency's own version in the page's language, opened at the passage in the same position (else at its start). */}
              <Offer
                entry={source}
                offers={offers}
                strings={strings}
                wordsLang={lang}
                {...(answer.sources.length > 1 ? { nameSuffix: `[${source.marker}]` } : {})}
                onOpen={(translation, opener) => onOpenDocument(translation.doc, `${translation.doc}${source.passage.slice(source.passage.lastIndexOf('#'))}`, opener, [])}
              />
            </li>
          );
        })}
      </ol>
    </div>
  );
}

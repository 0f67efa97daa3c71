/**
 * A grounded answer: the quoted passage, marked with its own language and direction (an English passage in an
 * Arabic conversation is `lang="en" dir="ltr"`), its heading emphasised, then the sources. The notice above a
 * passage in another language marks that language's name the same way. Text only: every string here reaches the
 * DOM as a text node.
 */
import type { Answer } from '../engine/answer/outcome.ts';
import type { UiStrings } from './strings.ts';

interface AnswerViewProps {
  answer: Answer;
  strings: UiStrings;
  /** Unique per exchange, for the citation anchors. */
  idPrefix: string;
}

export function AnswerView({ answer, strings, idPrefix }: AnswerViewProps) {
  return (
    <div class="answer">
      {answer.noticeParts && (
        <p class="notice" lang={answer.lang} dir={answer.dir}>
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
        <blockquote key={passage.id} class="quote" lang={passage.lang} dir={passage.dir}>
          {passage.heading && (
            <p class="quote-heading">
              <strong>{passage.heading}</strong>
            </p>
          )}
          {passage.text.split('\n').map((line, n) => (
            <p key={n}>{line}</p>
          ))}
          <p class="quote-cite">
            <a class="citation" href={`#${idPrefix}-source-${i + 1}`}>
              <span class="visually-hidden">{strings.sourceLinkPrefix} </span>[{i + 1}]
            </a>
          </p>
        </blockquote>
      ))}
      <h4 class="sources-heading">{strings.sourcesLabel}</h4>
      <ol class="sources">
        {answer.sources.map((source) => (
          <li key={source.passage} id={`${idPrefix}-source-${source.marker}`}>
            <span lang={source.lang}>{source.title}</span> <bdi class="passage-id">{source.passage}</bdi>
          </li>
        ))}
      </ol>
    </div>
  );
}

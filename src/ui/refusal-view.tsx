/**
 * A refusal: the plain statement that the documents hold no answer, and the person to ask instead. When the date
 * asked about is before every version of the document that would answer, it says so, with both dates written as the
 * refusal's language writes them.
 */
import type { Refusal } from '../engine/answer/outcome.ts';
import { formatDay } from './dates.ts';
import { isolateLtrRuns } from '../engine/text/ltr-runs.ts';
import type { Topic } from '../engine/format/topics.ts';
import { directionOf, matchLanguage } from '../engine/text/language.ts';
import { fill, fillParts, UI_STRINGS, uiStrings } from './strings.ts';

/**
 * The titles a refusal in `lang` names: the corpus's in that language, else in its default language (a page offers
 * languages the corpus may not be written in); none when the corpus has too many to list.
 */
export function topicsFor(summary: { topics: Readonly<Record<string, readonly Topic[]>>; defaultLanguage: string } | undefined, lang: string): readonly Topic[] | undefined {
  if (summary === undefined) return undefined;
  const languages = Object.keys(summary.topics);
  const match = matchLanguage(lang, languages) ?? matchLanguage(summary.defaultLanguage, languages);
  return match === undefined ? undefined : summary.topics[match];
}

/** What the refusal says first: the engine's sentence, or, for a date before the records, the page's, with both dates written out. */
export function refusalMessage(refusal: Refusal): string {
  const before = refusal.beforeRecords;
  return before === undefined
    ? refusal.message
    : fill(uiStrings(refusal.lang).refusalBeforeRecords, { date: formatDay(before.asOf, refusal.lang), since: formatDay(before.since, refusal.lang) });
}

/**
 * The status a screen reader hears: the engine's, except for a date before the records, whose reason is said (not a
 * plain "no answer", which would tell the resident the agency has nothing on it), with the person to ask.
 */
export function refusalStatus(refusal: Refusal): string {
  return refusal.beforeRecords === undefined ? refusal.status : `${refusalMessage(refusal)} ${refusal.contactLine}`;
}

/** Opens a document in the document view, at its start (no passage cited). */
type OpenDocument = (doc: string, passage: string, opener: HTMLElement, marks: ReadonlyArray<readonly [number, number]>) => void;

/**
 * The titles, listed as the sentence's language lists ("A, B and C"), each marked with its own language and a button
 * that opens its document: the refusal says "try the program's name", and a resident can also read the program's
 * page, in any language (the English-only ones too). None for a date before the records.
 */
function TopicsLine({ refusal, topics, onOpenDocument }: { refusal: Refusal; topics: readonly Topic[]; onOpenDocument: OpenDocument }) {
  if (refusal.beforeRecords !== undefined) return null;
  // The sentence and its list in one language: the table the refusal's language has, else English.
  const table = matchLanguage(refusal.lang, Object.keys(UI_STRINGS)) ?? 'en';
  const strings = UI_STRINGS[table]!;
  const parts = new Intl.ListFormat(table, { type: 'conjunction' }).formatToParts(topics.map((t) => t.title));
  let next = 0;
  const list = parts.map((part) => {
    if (part.type === 'literal') return part.value;
    const topic = topics[next++]!;
    return (
      // Named in the sentence's language ("Leer el documento: Harbor GoPass"), the title marked with its own.
      <button
        type="button"
        class="show-in-document"
        aria-label={`${strings.readDocument}: ${part.value}`}
        onClick={(event) => onOpenDocument(topic.doc, '', event.currentTarget as HTMLElement, [])}
      >
        <bdi lang={topic.lang} dir={directionOf(topic.lang)}>
          {part.value}
        </bdi>
      </button>
    );
  });
  return <p class="refusal-topics">{fillParts(strings.refusalTopics, { topics: list })}</p>;
}

export function RefusalView({ refusal, topics, onOpenDocument }: { refusal: Refusal; topics?: readonly Topic[]; onOpenDocument: OpenDocument }) {
  const message = refusalMessage(refusal);
  return (
    <div class="refusal" lang={refusal.lang} dir={refusal.dir}>
      <p>{message}</p>
      {topics !== undefined && topics.length > 0 && <TopicsLine refusal={refusal} topics={topics} onOpenDocument={onOpenDocument} />}
      <p class="refusal-contact">{isolateLtrRuns(refusal.contactLine, refusal.dir).text}</p>
    </div>
  );
}

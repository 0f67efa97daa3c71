/**
 * A refusal: the plain statement that the documents hold no answer, and the person to ask instead. When the date
 * asked about is before every version of the document that would answer, it says so, with both dates written as the
 * refusal's language writes them.
 */
import type { Refusal } from '../engine/answer/outcome.ts';
import { formatDay } from './dates.ts';
import { isolateLtrRuns } from '../engine/text/ltr-runs.ts';
import { directionOf, matchLanguage } from '../engine/text/language.ts';
import { fill, fillParts, uiStrings } from './strings.ts';

/** A document's title in its own language: what a refusal names for a resident to ask about. */
export type Topics = Readonly<Record<string, ReadonlyArray<{ title: string; lang: string }>>>;

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

/**
 * The titles of the documents in the refusal's language, as its language lists them ("A, B and C"), each title marked
 * with its own language: the refusal says "try the program's name", and a resident trial found the page never named
 * one. None for a date before the records, or a corpus too large to list (`topics` has no entry).
 */
function TopicsLine({ refusal, topics }: { refusal: Refusal; topics: Topics }) {
  const lang = matchLanguage(refusal.lang, Object.keys(topics));
  const titles = lang === undefined ? undefined : topics[lang];
  if (titles === undefined || refusal.beforeRecords !== undefined) return null;
  const parts = new Intl.ListFormat(refusal.lang, { type: 'conjunction' }).formatToParts(titles.map((t) => t.title));
  let next = 0;
  const list = parts.map((part) => {
    if (part.type === 'literal') return part.value;
    const topic = titles[next++]!;
    return (
      <bdi lang={topic.lang} dir={directionOf(topic.lang)}>
        {part.value}
      </bdi>
    );
  });
  return <p class="refusal-topics">{fillParts(uiStrings(refusal.lang).refusalTopics, { topics: list })}</p>;
}

export function RefusalView({ refusal, topics }: { refusal: Refusal; topics?: Topics }) {
  const message = refusalMessage(refusal);
  return (
    <div class="refusal" lang={refusal.lang} dir={refusal.dir}>
      <p>{message}</p>
      {topics && <TopicsLine refusal={refusal} topics={topics} />}
      <p class="refusal-contact">{isolateLtrRuns(refusal.contactLine, refusal.dir).text}</p>
    </div>
  );
}

/**
 * A refusal: the plain statement that the documents hold no answer, and the person to ask instead. When the date
 * asked about is before every version of the document that would answer, it says so, with both dates written as the
 * refusal's language writes them.
 */
import type { Refusal } from '../engine/answer/outcome.ts';
import { formatDay } from './dates.ts';
import { isolateLtrRuns } from '../engine/text/ltr-runs.ts';
import { fill, uiStrings } from './strings.ts';

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

export function RefusalView({ refusal }: { refusal: Refusal }) {
  const message = refusalMessage(refusal);
  return (
    <div class="refusal" lang={refusal.lang} dir={refusal.dir}>
      <p>{message}</p>
      <p class="refusal-contact">{isolateLtrRuns(refusal.contactLine, refusal.dir).text}</p>
    </div>
  );
}

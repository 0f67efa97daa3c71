/**
 * A refusal: the plain statement that the documents hold no answer, and the person to ask instead. When the date
 * asked about is before every version of the document that would answer, it says so, with both dates written as the
 * refusal's language writes them.
 */
import type { Refusal } from '../engine/answer/outcome.ts';
import { formatDay } from './dates.ts';
import { isolateLtrRuns } from '../engine/text/ltr-runs.ts';
import { fill, uiStrings } from './strings.ts';

export function RefusalView({ refusal }: { refusal: Refusal }) {
  const before = refusal.beforeRecords;
  const message =
    before === undefined
      ? refusal.message
      : fill(uiStrings(refusal.lang).refusalBeforeRecords, { date: formatDay(before.asOf, refusal.lang), since: formatDay(before.since, refusal.lang) });
  return (
    <div class="refusal" lang={refusal.lang} dir={refusal.dir}>
      <p>{message}</p>
      <p class="refusal-contact">{isolateLtrRuns(refusal.contactLine, refusal.dir).text}</p>
    </div>
  );
}

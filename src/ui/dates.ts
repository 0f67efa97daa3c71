/**
 * Dates as the page shows them: the resident's own calendar day for "today", and ISO days formatted for the page's
 * language by the browser's Intl (month names, digits and order as that language writes them).
 */
import type { Validity } from '../engine/format/effective-dates.ts';
import { fill, type UiStrings } from './strings.ts';

const pad = (n: number) => String(n).padStart(2, '0');

/** Today in the resident's local calendar, `YYYY-MM-DD`: the page's default as-of date. */
export function localToday(now: Date): string {
  return `${String(now.getFullYear()).padStart(4, '0')}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** An ISO day as `lang` writes a date ("1 January 2027", "1 de enero de 2027"); read in UTC, so no zone can shift it. */
export function formatDay(date: string, lang: string): string {
  return new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
}

/**
 * "In force since …", "… until …" or "… from … until …" for a dated source; "In force from …" for a later version not
 * in force yet (`later`); null for an undated one.
 */
export function inForceText(validity: Validity | undefined, strings: UiStrings, lang: string, later = false): string | null {
  if (validity === undefined) return null;
  const { from, until } = validity;
  if (from !== null && until !== null) return fill(strings.inForceBetween, { from: formatDay(from, lang), until: formatDay(until, lang) });
  if (from !== null) return fill(later ? strings.inForceFrom : strings.inForceSince, { from: formatDay(from, lang) });
  if (until !== null) return fill(strings.inForceUntil, { until: formatDay(until, lang) });
  return null;
}

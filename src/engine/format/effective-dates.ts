/**
 * Effective dates: when a document is in force. Calendar dates only (ISO `YYYY-MM-DD`, the proleptic Gregorian
 * calendar, no time and no zone), compared as text, which orders them as days; arithmetic in UTC, where every day
 * is 24 hours. Both edges are inclusive. The build derives a superseded document's end from its successor's start;
 * the answer side filters by an as-of date inside retrieval. One module, so both sides count days alike.
 */

/** When a document is in force: inclusive ISO dates, null where open. Absent on an undated document. */
export interface Validity {
  from: string | null;
  until: string | null;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/u;
const DAY_MS = 86_400_000;

/** Whether `value` is a real calendar date written `YYYY-MM-DD` ("2026-02-30" is not). */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (match === null) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(0);
  // setUTCFullYear, not Date.UTC, which reads years 0–99 as 1900–1999.
  date.setUTCFullYear(year, month - 1, day);
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * Why `value`, written `YYYY-MM-DD`, is no day of the calendar ("month 13 is no month", "2027-02 has 28 days, so no
 * day 30"); undefined when it is one, or when it is not written that way (which the caller says in its own words).
 */
export function noSuchDay(value: string): string | undefined {
  const match = ISO_DATE.exec(value);
  if (match === null || isIsoDate(value)) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12) return `month ${match[2]} is no month`;
  const last = new Date(0);
  last.setUTCFullYear(year, month, 0);
  return day === 0 ? 'day 00 is no day' : `${match[1]}-${match[2]} has ${last.getUTCDate()} days, so no day ${match[3]}`;
}

function toIso(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** `date` moved by `days` (negative: earlier). `date` must satisfy `isIsoDate`. */
export function addDays(date: string, days: number): string {
  return toIso(new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS));
}

/** The day before `date`: where a superseded document ends when its successor starts on `date`. */
export function dayBefore(date: string): string {
  return addDays(date, -1);
}

/** The calendar date of `now` in UTC: the CLI's default as-of date. */
export function utcDate(now: Date): string {
  return toIso(now);
}

/**
 * The day a document speaks for when asked about `asOf`: that day, or a version's own first day when it starts later
 * (a version taking effect soon, quoted after the answer, speaks for the day it starts).
 */
export function daySpokenFor(validity: Validity | undefined, asOf: string): string {
  const from = validity?.from;
  return from != null && from > asOf ? from : asOf;
}

/** Whether a document with `validity` is in force on `asOf`, edges included. Undated documents always are. */
export function inForce(validity: Validity | undefined, asOf: string): boolean {
  if (validity === undefined) return true;
  return (validity.from === null || validity.from <= asOf) && (validity.until === null || asOf <= validity.until);
}

/** Whether two documents are ever in force on the same day. Undated documents overlap everything. */
export function overlaps(a: Validity | undefined, b: Validity | undefined): boolean {
  if (a === undefined || b === undefined) return true;
  return (a.from === null || b.until === null || a.from <= b.until) && (b.from === null || a.until === null || b.from <= a.until);
}

/**
 * Families of versions: documents linked by `supersedes`, either way, are versions of one document. Each document
 * id → its family's ids, sorted (an undated or unlinked document is a family of one). One rule for the build's
 * statistics and calibration and for answering, so they agree on what "one document" is.
 */
export function versionFamilies(documents: ReadonlyArray<{ id: string; supersedes?: readonly string[] }>): Map<string, readonly string[]> {
  const linked = new Map<string, string[]>(documents.map((d) => [d.id, []]));
  for (const d of documents) {
    for (const old of d.supersedes ?? []) {
      linked.get(d.id)?.push(old);
      linked.get(old)?.push(d.id);
    }
  }
  const families = new Map<string, readonly string[]>();
  for (const { id } of documents) {
    if (families.has(id)) continue;
    const family = [id];
    const seen = new Set(family);
    for (let i = 0; i < family.length; i++) {
      for (const next of linked.get(family[i]!) ?? []) if (!seen.has(next)) (seen.add(next), family.push(next));
    }
    const sorted = family.sort();
    for (const member of sorted) families.set(member, sorted);
  }
  return families;
}

/**
 * The scale benchmark's accounting of what a sharded index costs a resident: which files a question fetched, and
 * their bytes as a host serves them (gzipped). Pure, so its exact values are tested (scale-transfer.test.ts).
 */

/** Bytes of the files fetched for one question, beyond what the page already held. */
export interface QuestionTransfer {
  /** Files fetched for this question (the manifest counted on the first question of a page only). */
  files: number;
  bytes: number;
}

/**
 * What each question of a session fetched: the files in `fetchedAfter[i]` not in any earlier list. `sizeOf` gives a
 * file's bytes on the wire.
 */
export function sessionTransfers(fetchedAfter: ReadonlyArray<readonly string[]>, sizeOf: (file: string) => number): QuestionTransfer[] {
  const held = new Set<string>();
  return fetchedAfter.map((files) => {
    let bytes = 0;
    let count = 0;
    for (const file of files) {
      if (held.has(file)) continue;
      held.add(file);
      bytes += sizeOf(file);
      count++;
    }
    return { files: count, bytes };
  });
}

/** The value at percentile `p` (0–100) of `values`, nearest-rank; NaN for none. */
export function nearestRank(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

/**
 * A shard's kind, from its text (canonical JSON, keys sorted): a term shard opens with `"lexicon"` when it holds
 * translations, else `"terms"` and an object; a dictionary shard `"terms"` and a list; then pages of names, tails,
 * document shards (`"documents"`), passage shards (`"first"`) and the directory (`"firstDocuments"`).
 */
export function shardKindOf(text: string): string {
  const key = /^\{"([a-zA-Z]+)"/u.exec(text)?.[1];
  if (key === 'terms') return text.startsWith('{"terms":[') ? 'dictionary' : 'term';
  const kinds: Record<string, string> = { lexicon: 'term', names: 'page of names', gaps: 'tail', documents: 'document', first: 'passage', firstDocuments: 'directory' };
  return (key !== undefined && Object.hasOwn(kinds, key) ? kinds[key] : undefined) ?? 'other';
}

/** What GNU time is asked to print last on standard error: the command's peak resident set in KiB, marked. */
export const PEAK_LINE_FORMAT = 'cairn-peak-rss-kib %M';

/** The peak resident set GNU time printed with `PEAK_LINE_FORMAT` (its last such line), in KiB; undefined if none. */
export function peakKiBOf(stderr: string): number | undefined {
  const found = [...stderr.matchAll(/^cairn-peak-rss-kib (\d+)$/gmu)].at(-1);
  return found === undefined ? undefined : Number(found[1]);
}

/**
 * Effective dates across documents: which document replaces which, when each is in force, and the rules that make a
 * corpus's dates say one thing. A superseded document with no end of its own ends the day before its successor
 * starts (derived here, and reported). Every rule broken is an error naming the file and the key.
 */
import { dayBefore, overlaps, type Validity } from '../format/effective-dates.ts';
import { CorpusError } from '../text/errors.ts';
import type { DocumentHead } from './parse-document.ts';

/** What the build learns about the documents' dates. */
export interface ResolvedDates {
  /** Each dated document's validity, derived ends included (the build report shows them). */
  validity: Map<string, Validity>;
  errors: CorpusError[];
}

/** `a → b → a`: the first cycle of `supersedes` links found, in id order, or undefined. */
function findCycle(links: ReadonlyMap<string, readonly string[]>): string[] | undefined {
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const visit = (id: string): string[] | undefined => {
    if (state.get(id) === 'done') return undefined;
    if (state.get(id) === 'open') return [...path.slice(path.indexOf(id)), id];
    state.set(id, 'open');
    path.push(id);
    for (const next of links.get(id) ?? []) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    path.pop();
    state.set(id, 'done');
    return undefined;
  };
  for (const id of [...links.keys()].sort()) {
    const cycle = visit(id);
    if (cycle) return cycle;
  }
  return undefined;
}

const describeValidity = (v: Validity | undefined): string =>
  v === undefined ? 'always (no dates)' : `${v.from ?? 'the start'} to ${v.until ?? 'no end'}`;

/** Resolves and checks the dates of a whole corpus (documents sorted by id). */
export function resolveDates(documents: readonly DocumentHead[]): ResolvedDates {
  const errors: CorpusError[] = [];
  const byId = new Map(documents.map((d) => [d.id, d]));
  const links = new Map<string, string[]>();
  for (const d of documents) {
    for (const old of d.dates?.supersedes ?? []) {
      const line = d.lines.supersedes;
      if (old === d.id) errors.push(new CorpusError(`"supersedes" names this document itself ("${old}"); name the documents it replaces`, { file: d.path, line }));
      else if (!byId.has(old)) errors.push(new CorpusError(`"supersedes" names "${old}", and no document has that id; check the id of the document this one replaces`, { file: d.path, line }));
      else links.set(d.id, [...(links.get(d.id) ?? []), old]);
    }
  }
  const cycle = findCycle(links);
  if (cycle) {
    const d = byId.get(cycle[0]!)!;
    errors.push(new CorpusError(`"supersedes" goes round in a circle (${cycle.join(' → ')}); a document cannot replace one that replaces it`, { file: d.path, line: d.lines.supersedes }));
  }
  if (errors.length > 0) return { validity: new Map(), errors };

  const validity = new Map<string, Validity>();
  for (const d of documents) {
    if (d.dates && (d.dates.from !== null || d.dates.until !== null)) validity.set(d.id, { from: d.dates.from, until: d.dates.until });
  }
  // Successors of each document, earliest start first.
  const successors = new Map<string, DocumentHead[]>();
  for (const [id, olds] of links) for (const old of olds) successors.set(old, [...(successors.get(old) ?? []), byId.get(id)!]);
  for (const old of [...successors.keys()].sort()) {
    const predecessor = byId.get(old)!;
    const next = successors.get(old)!;
    const undatedSuccessor = next.find((s) => s.dates?.from == null);
    if (undatedSuccessor) {
      errors.push(
        new CorpusError(`supersedes "${old}" but has no "effective_from"; say the day it takes effect (YYYY-MM-DD), so "${old}" can end the day before`, {
          file: undatedSuccessor.path,
          line: undatedSuccessor.lines.supersedes,
        }),
      );
      continue;
    }
    const start = next.map((s) => s.dates!.from!).reduce((a, b) => (b < a ? b : a));
    const own = validity.get(old);
    if (own?.until == null) {
      const until = dayBefore(start);
      if (own?.from != null && until < own.from) {
        errors.push(new CorpusError(`starts on ${own.from}, after its successor takes effect (${start}); fix one of the two dates`, { file: predecessor.path, line: predecessor.lines.effectiveFrom }));
        continue;
      }
      validity.set(old, { from: own?.from ?? null, until });
    } else if (start <= own.until) {
      const first = next.find((s) => s.dates!.from === start)!;
      errors.push(
        new CorpusError(`is in force until ${own.until}, and "${first.id}", which supersedes it, takes effect on ${start}; end this one before ${start} or remove its "effective_until"`, {
          file: predecessor.path,
          line: predecessor.lines.effectiveUntil,
        }),
      );
    }
  }
  // One version per language of a translated document on any day.
  const groups = new Map<string, DocumentHead[]>();
  for (const d of documents) {
    const key = d.meta.translation_key;
    if (typeof key !== 'string') continue;
    const group = `${key}\u0000${d.lang}`;
    groups.set(group, [...(groups.get(group) ?? []), d]);
  }
  for (const group of [...groups.values()]) {
    for (let i = 0; i < group.length; i++) {
      for (let j = i + 1; j < group.length; j++) {
        const [a, b] = [group[i]!, group[j]!];
        const [va, vb] = [validity.get(a.id), validity.get(b.id)];
        if (!overlaps(va, vb)) continue;
        const when = va === undefined && vb === undefined ? 'neither has dates, so both are always in force' : `both are in force on the same days (${describeValidity(va)}; ${describeValidity(vb)})`;
        // The one that starts later most likely replaces the other: said how (an operator's trial, session 46, had to
        // find `supersedes` alone).
        // Not where the earlier one gives its own end: superseded, it would still overlap (said then as its own error).
        const [fromA, fromB] = [va?.from ?? '', vb?.from ?? ''];
        const [earlier, later] = fromA < fromB ? [a, b] : [b, a];
        const listed = later.dates?.supersedes ?? [];
        const add = listed.length === 0 ? `"supersedes: ${earlier.id}" to ${later.path}'s front matter` : `"${earlier.id}" to the list of ${later.path}'s "supersedes"`;
        const replaces = fromA === fromB || earlier.dates?.until != null ? '' : `; if ${later.path} replaces ${earlier.path}, add ${add}`;
        errors.push(
          new CorpusError(
            `has translation_key "${String(a.meta.translation_key)}" and language "${a.lang}", like ${b.path}, and ${when}; ` +
              `give one of them another key or language, or dates that do not overlap${replaces}`,
            { file: a.path, line: a.lines.translationKey },
          ),
        );
      }
    }
  }
  return { validity, errors };
}

/**
 * Effective dates across documents: which document replaces which, when each is in force, and the rules that make a
 * corpus's dates say one thing. A superseded document with no end of its own ends the day before its successor
 * starts (derived here, and reported). Every rule broken is an error naming the file and the key.
 */
import { addDays, dayBefore, inForce, overlaps, type Validity } from '../format/effective-dates.ts';
import { withinOneEdit } from '../answer/typo.ts';
import { CorpusError } from '../text/errors.ts';
import { primaryLanguage } from '../text/language-tag.ts';
import type { DocumentHead } from './parse-document.ts';
import type { BuildWarning } from './passages.ts';

/** What the build learns about the documents' dates. */
export interface ResolvedDates {
  /** Each dated document's validity, derived ends included (the build report shows them). */
  validity: Map<string, Validity>;
  errors: CorpusError[];
  /** What the dates allow but most likely do not mean (`datedWarnings`); none when there are errors. */
  warnings: BuildWarning[];
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

/**
 * The id a `supersedes` naming no document is meant for, other than the document's own (`self`): the same in another
 * case ("rates-2026-EN"), its file's name ("rates-2026-en.md"), or, for an id of four characters or more, one edit
 * from it — not an edit of a digit alone: "rates-2024-en" for "rates-2025-en" is another version, most likely removed.
 */
function meantId(written: string, ids: readonly string[], self: string): string | undefined {
  const plain = written.toLowerCase().replace(/\.(md|markdown)$/u, '');
  const others = ids.filter((id) => id !== self);
  const digitless = (id: string) => id.replace(/\p{N}/gu, '');
  return (
    others.find((id) => id.toLowerCase() === plain) ??
    others.find((id) => plain.length >= 4 && withinOneEdit([...plain], [...id.toLowerCase()]) && digitless(id.toLowerCase()) !== digitless(plain))
  );
}

/** More documents of one title and language than this are a title many share ("Notice"), not versions of one page. */
export const MAX_VERSIONS_OF_A_TITLE = 10;

/** Resolves and checks the dates of a whole corpus (documents sorted by id). */
export function resolveDates(documents: readonly DocumentHead[]): ResolvedDates {
  const errors: CorpusError[] = [];
  const byId = new Map(documents.map((d) => [d.id, d]));
  const links = new Map<string, string[]>();
  for (const d of documents) {
    for (const old of d.dates?.supersedes ?? []) {
      const line = d.lines.supersedes;
      if (old === d.id) errors.push(new CorpusError(`"supersedes" names this document itself ("${old}"); name the documents it replaces`, { file: d.path, line }));
      else if (!byId.has(old)) {
        const meant = meantId(old, [...byId.keys()], d.id);
        errors.push(new CorpusError(`"supersedes" names "${old}", and no document has that id; ${meant === undefined ? 'check the id of the document this one replaces' : `did you mean "${meant}"?`}`, { file: d.path, line }));
      }
      else links.set(d.id, [...(links.get(d.id) ?? []), old]);
    }
  }
  const cycle = findCycle(links);
  if (cycle) {
    const d = byId.get(cycle[0]!)!;
    errors.push(new CorpusError(`"supersedes" goes round in a circle (${cycle.join(' → ')}); a document cannot replace one that replaces it`, { file: d.path, line: d.lines.supersedes }));
  }
  if (errors.length > 0) return { validity: new Map(), errors, warnings: [] };

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
  const byKey = translationsByKey(documents);
  for (const group of [...byKey.values()].flatMap((languages) => [...languages.values()])) {
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
  return { validity, errors, warnings: errors.length > 0 ? [] : datedWarnings(documents, byId, byKey, validity, links) };
}

/** Each translation key's documents by language (each version of each), in the documents' order. */
function translationsByKey(documents: readonly DocumentHead[]): Map<string, Map<string, DocumentHead[]>> {
  const byKey = new Map<string, Map<string, DocumentHead[]>>();
  for (const d of documents) {
    const key = d.meta.translation_key;
    if (typeof key !== 'string') continue;
    const languages = byKey.get(key) ?? new Map<string, DocumentHead[]>();
    languages.set(d.lang, [...(languages.get(d.lang) ?? []), d]);
    byKey.set(key, languages);
  }
  return byKey;
}

/**
 * What a corpus's dates allow but an operator most likely did not mean, found by operators' trials: each a warning,
 * since each has a reading in which it is right.
 * - A translation that stays in force on a day its counterpart in another language changes (a new version takes
 *   effect, or it ends): its residents are quoted the old rule. Not where that language has no version yet.
 * - A document taking effect on a day, replacing nothing, beside the one other document of its title and language in
 *   force that day: a new version written without `supersedes`, which leaves the old one in force beside it.
 * - `supersedes` naming a document in another language: its own language's old version stays in force.
 */
function datedWarnings(
  documents: readonly DocumentHead[],
  byId: ReadonlyMap<string, DocumentHead>,
  byKey: ReadonlyMap<string, ReadonlyMap<string, readonly DocumentHead[]>>,
  validity: ReadonlyMap<string, Validity>,
  links: ReadonlyMap<string, readonly string[]>,
): BuildWarning[] {
  const warnings: BuildWarning[] = [];
  const fromOf = (d: DocumentHead) => validity.get(d.id)?.from ?? null;
  // Each document replaced → the documents replacing it.
  const replacedBy = new Map<string, DocumentHead[]>();
  for (const [id, olds] of links) for (const old of olds) replacedBy.set(old, [...(replacedBy.get(old) ?? []), byId.get(id)!]);

  for (const [id, olds] of [...links].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const d = byId.get(id)!;
    for (const old of olds) {
      const replaced = byId.get(old)!;
      if (primaryLanguage(replaced.lang) === primaryLanguage(d.lang)) continue;
      // The version meant: of the named one's translation, in this one's language, in force the day before this starts.
      const key = replaced.meta.translation_key;
      const start = fromOf(d);
      const own =
        typeof key !== 'string' || start === null
          ? undefined
          : byKey.get(key)?.get(d.lang)?.find((o) => o !== d && inForce(validity.get(o.id), dayBefore(start)));
      warnings.push({
        file: d.path,
        line: d.lines.supersedes,
        message:
          `"supersedes" names "${old}", a document in "${replaced.lang}", and this one is in "${d.lang}": it ends "${old}" and leaves the "${d.lang}" version in force` +
          (own === undefined ? '; name the document in its own language it replaces' : `; did you mean "${own.id}"?`),
      });
    }
  }

  const onDay = (versions: readonly DocumentHead[], day: string) => versions.find((v) => inForce(validity.get(v.id), day));
  for (const languages of byKey.values()) {
    if (languages.size < 2) continue;
    for (const [lang, versions] of languages) {
      // The days its versions change: one starts, or one ends (the day after).
      const changes = [...new Set(versions.flatMap((v) => [fromOf(v), ...(validity.get(v.id)?.until == null ? [] : [addDays(validity.get(v.id)!.until!, 1)])]))]
        .filter((day): day is string => day !== null)
        .sort();
      for (const [other, theirs] of languages) {
        if (other === lang) continue;
        for (const day of changes) {
          // A change, not a first version: "in force since" on a page that had none before changes nothing of another's.
          const before = onDay(versions, dayBefore(day));
          if (before === undefined) continue;
          const stays = onDay(theirs, day);
          if (stays === undefined || stays !== onDay(theirs, dayBefore(day))) continue;
          // Not a translation that took effect after the version changing away, which is newer than it: a translation
          // published later (Spanish from the 15th, English from the 1st) is the one behind, and is warned of at the 1st.
          if ((fromOf(stays) ?? '') > (fromOf(before) ?? '')) continue;
          const starting = versions.find((v) => fromOf(v) === day);
          const successor = (replacedBy.get(before.id) ?? []).find((d) => fromOf(d) === day);
          const change = starting !== undefined ? `${starting.path} takes effect` : `${before.path} ends on ${dayBefore(day)}${successor === undefined ? '' : `, replaced by ${successor.path}`}`;
          warnings.push({
            file: stays.path,
            line: stays.lines.translationKey,
            message:
              `stays in force on ${day}, when its "${lang}" translation changes (${change}): if this page changes too, add its new version ` +
              `("effective_from: ${day}", "supersedes: ${stays.id}"); if it ends, give it "effective_until: ${dayBefore(day)}"`,
          });
          // One warning a language: the first day it is left behind.
          break;
        }
      }
    }
  }

  // A new version written without supersedes: a document taking effect on a day, replacing nothing and with no end of
  // its own (a page for a holiday's hours is not a new version of the hours: superseding would end them for good), when
  // exactly one other document of its title and language is in force that day. Not a title more than
  // MAX_VERSIONS_OF_A_TITLE documents share ("Notice"), which says nothing of which one it would replace.
  const titled = new Map<string, DocumentHead[]>();
  for (const d of documents) {
    const title = `${d.lang}\u0000${d.title.trim().toLowerCase()}`;
    titled.set(title, [...(titled.get(title) ?? []), d]);
  }
  for (const same of titled.values()) {
    if (same.length < 2 || same.length > MAX_VERSIONS_OF_A_TITLE) continue;
    for (const later of same) {
      const from = fromOf(later);
      if (from === null || validity.get(later.id)?.until != null || (later.dates?.supersedes.length ?? 0) > 0) continue;
      const beside = same.filter((d) => d !== later && inForce(validity.get(d.id), from));
      // Same key and language is the overlap error's, already raised.
      const earlier = beside.length === 1 ? beside[0]! : undefined;
      if (earlier === undefined || (typeof later.meta.translation_key === 'string' && later.meta.translation_key === earlier.meta.translation_key)) continue;
      warnings.push({
        file: later.path,
        line: later.lines.effectiveFrom,
        message: `takes effect on ${from}, replacing nothing, and ${earlier.path}, with the same title ("${later.title}"), is in force that day too: if it replaces ${earlier.path}, add "supersedes: ${earlier.id}"`,
      });
    }
  }
  return warnings;
}

/**
 * What a small corpus is about, for a refusal to name: the documents' titles, one per program. A refusal says "try
 * the program's name", and a resident trial (session 23) found no program named anywhere on the page.
 */
import type { IndexedDocument } from './index-format.ts';
import { primaryLanguage } from '../text/language-tag.ts';

/** A document's title, in the language it is written in, and the document (the page opens it from the refusal). */
export interface Topic {
  title: string;
  lang: string;
  doc: string;
}

/** More titles than this in a language and none are listed: a small agency's programs, not a site's pages. */
export const MAX_TOPICS = 8;

/**
 * The titles to name for each of `languages`: one per program — a document with its translations (`translation_key`)
 * and its versions (`supersedes`) — taking the version no other replaces, in the language itself (its exact tag
 * first, then any of its primary language), else in `defaultLanguage`, else the first; the same title once; in the
 * documents' order. A language with more than `MAX_TOPICS` titles gets none.
 */
export function topicsOf(documents: readonly IndexedDocument[], languages: readonly string[], defaultLanguage: string): Record<string, Topic[]> {
  // Programs: translations and versions joined (union-find over document positions).
  const parent = documents.map((_, i) => i);
  const root = (i: number): number => (parent[i] === i ? i : (parent[i] = root(parent[i]!)));
  const join = (a: number, b: number) => {
    const [x, y] = [root(a), root(b)];
    if (x !== y) parent[Math.max(x, y)] = Math.min(x, y);
  };
  const position = new Map(documents.map((d, i) => [d.id, i]));
  const byKey = new Map<string, number>();
  const superseded = new Set<string>();
  documents.forEach((document, i) => {
    const key = document.meta.translation_key;
    if (typeof key === 'string') {
      const first = byKey.get(key);
      if (first === undefined) byKey.set(key, i);
      else join(first, i);
    }
    for (const older of document.supersedes ?? []) {
      superseded.add(older);
      const at = position.get(older);
      if (at !== undefined) join(at, i);
    }
  });
  const programs = new Map<number, IndexedDocument[]>();
  documents.forEach((document, i) => {
    const program = programs.get(root(i));
    if (program === undefined) programs.set(root(i), [document]);
    else program.push(document);
  });
  const topics: Record<string, Topic[]> = {};
  for (const lang of languages) {
    const titles: Topic[] = [];
    for (const program of programs.values()) {
      // Past the limit nothing is listed: stop there, so a large corpus costs its load no more than the grouping.
      if (titles.length > MAX_TOPICS) break;
      // The versions nothing replaces stand for the program (a replaced one only if every version is replaced).
      const current = program.filter((d) => !superseded.has(d.id));
      const pool = current.length > 0 ? current : program;
      const chosen =
        pool.find((d) => d.lang.toLowerCase() === lang.toLowerCase()) ??
        pool.find((d) => primaryLanguage(d.lang) === primaryLanguage(lang)) ??
        pool.find((d) => primaryLanguage(d.lang) === primaryLanguage(defaultLanguage)) ??
        pool[0]!;
      if (!titles.some((t) => t.title === chosen.title && t.lang === chosen.lang)) titles.push({ title: chosen.title, lang: chosen.lang, doc: chosen.id });
    }
    if (titles.length > 0 && titles.length <= MAX_TOPICS) topics[lang] = titles;
  }
  return topics;
}

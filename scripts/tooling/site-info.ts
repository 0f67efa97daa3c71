/** The facts about a published index the page shows before its worker has loaded anything. */
import type { CairnIndex, IndexedDocument, ShardManifest } from '../../src/engine/index.ts';
import { primaryLanguage } from '../../src/engine/text/language-tag.ts';

/** What `virtual:cairn-site` exports. */
export interface SiteInfo {
  agencyName: string;
  /** The agency's name by language, where `cairn.toml` gives one (`agencyNameFor` chooses). */
  agencyNameByLanguage: Record<string, string>;
  contact: string;
  contactByLanguage: Record<string, string>;
  defaultLanguage: string;
  /** Corpus languages, sorted. */
  languages: string[];
  /** Every document says `synthetic: true`. */
  synthetic: boolean;
  /** Some document is dated: the page shows the as-of date from its first paint. */
  dated: boolean;
  fingerprint: string;
  /** The index's digest: the worker refuses any index.json but the one this page was built with. */
  digest: string;
  /** The service worker precaches every shard (`index.offline`): the page has no download to offer. */
  precached: boolean;
  /**
   * By corpus language, the titles a refusal names so a resident knows what to ask about (`topicsOf`); none from a
   * sharded manifest, which does not hold every document and whose corpora are too large to list.
   */
  topics: Record<string, Topic[]>;
}

/** A document's title, in the language it is written in. */
export interface Topic {
  title: string;
  lang: string;
}

/** More titles than this in a language and none are listed: a small agency's programs, not a site's pages. */
export const MAX_TOPICS = 8;

/**
 * The documents' titles for each corpus language: one per document and its translations (`translation_key`) and
 * versions, the title in that language where one is written, else in the default language, else the first; the same
 * title once; in the index's order. A language with more than `MAX_TOPICS` gets none.
 */
export function topicsOf(documents: readonly IndexedDocument[], languages: readonly string[], defaultLanguage: string): Record<string, Topic[]> {
  const groups = new Map<string, IndexedDocument[]>();
  for (const document of documents) {
    const key = typeof document.meta.translation_key === 'string' ? `key:${document.meta.translation_key}` : `id:${document.id}`;
    groups.set(key, [...(groups.get(key) ?? []), document]);
  }
  const topics: Record<string, Topic[]> = {};
  for (const lang of languages) {
    const inLanguage = (wanted: string) => (d: IndexedDocument) => primaryLanguage(d.lang) === primaryLanguage(wanted);
    const titles: Topic[] = [];
    for (const group of groups.values()) {
      const chosen = group.find(inLanguage(lang)) ?? group.find(inLanguage(defaultLanguage)) ?? group[0]!;
      if (!titles.some((t) => t.title === chosen.title && t.lang === chosen.lang)) titles.push({ title: chosen.title, lang: chosen.lang });
    }
    if (titles.length > 0 && titles.length <= MAX_TOPICS) topics[lang] = titles;
  }
  return topics;
}

export function siteInfo(index: CairnIndex | ShardManifest, precached = false): SiteInfo {
  const sharded = index.format === 'cairn-sharded-index';
  return {
    agencyName: index.settings.agencyName,
    agencyNameByLanguage: index.settings.agencyNameByLanguage ?? {},
    contact: index.settings.contact,
    contactByLanguage: index.settings.contactByLanguage,
    defaultLanguage: index.settings.defaultLanguage,
    languages: Object.keys(index.languages).sort(),
    // A sharded index's manifest says so itself, and holds every dated document (they are linked).
    synthetic: sharded ? index.synthetic : index.documents.length > 0 && index.documents.every((d) => d.meta.synthetic === true),
    dated: (sharded ? index.linked : index.documents).some((d) => d.validity !== undefined),
    fingerprint: index.fingerprint,
    digest: index.digest,
    precached,
    topics: sharded ? {} : topicsOf(index.documents, Object.keys(index.languages).sort(), index.settings.defaultLanguage),
  };
}

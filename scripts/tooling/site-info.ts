/** The facts about a published index the page shows before its worker has loaded anything. */
import { pageSettingsOf, type CairnIndex, type ShardManifest } from '../../src/engine/index.ts';

/** What `virtual:cairn-site` exports. */
export interface SiteInfo {
  agencyName: string;
  /** The agency's name by language, where `cairn.toml` gives one (`agencyNameFor` chooses). */
  agencyNameByLanguage: Record<string, string>;
  /** The agency's hint before the first question, where `cairn.toml` gives one (`hintFor` chooses). */
  hint?: string;
  hintByLanguage?: Record<string, string>;
  /** The languages the page offers, where `cairn.toml` names them (`[page] languages`); else every one it can speak. */
  pageLanguages?: string[];
  /** The page's words in the agency's own tables (`[page_words.LANG]`), by language, where `cairn.toml` gives any. */
  pageWords?: Record<string, Record<string, string>>;
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
}

export function siteInfo(index: CairnIndex | ShardManifest, precached = false): SiteInfo {
  const sharded = index.format === 'cairn-sharded-index';
  return {
    agencyName: index.settings.agencyName,
    agencyNameByLanguage: index.settings.agencyNameByLanguage ?? {},
    ...pageSettingsOf(index.settings),
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
  };
}

const SHELL_HTML = '<html lang="en" dir="ltr">';
const SHELL_NOSCRIPT = '<noscript>';
const SHELL_DESCRIPTION = /<meta name="description" content="[^"]*" \/>/u;
const SHELL_NOSCRIPT_TEXT = /<noscript>[^<]*<\/noscript>/u;

/**
 * The shell's two sentences — the page's description (what a search result or a shared link shows) and the
 * `<noscript>` sentence — in the languages Cairn has its own words in besides English, as its tables word them.
 */
const SHELL_WORDS: Readonly<Record<string, { description: string; noscript: string }>> = {
  es: {
    description: 'Respuestas citadas de los documentos que publica la propia agencia, o una negativa clara y una persona a quien preguntar.',
    noscript: 'Este asistente necesita JavaScript para buscar en los documentos de la agencia desde su dispositivo.',
  },
  ar: {
    description: 'إجابات مقتبسة من المستندات التي تنشرها الجهة نفسها، أو اعتذار واضح مع شخص يمكن سؤاله.',
    noscript: 'يحتاج هذا المساعد إلى JavaScript للبحث في مستندات الجهة على جهازك.',
  },
};

/** `text` safe inside an attribute or an element of the page's HTML. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/gu, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * The page's shell in the language its words open in (`lang`: the default language's table, or English where the
 * agency gave none), before any script runs: `<html lang dir>` as the page will set it, so the first paint and a
 * browser without JavaScript are read in the right voice and direction. An agency whose page opens in German found
 * `<html lang="en">` in its built page (session 41's trial). The description and the `<noscript>` sentence are in
 * that language where Cairn has words for it (Spanish, Arabic; session 43, an Arabic-first trial found them English);
 * elsewhere the `<noscript>` sentence stays English and says so, and so does the description, which cannot.
 */
export function withPageLanguage(html: string, lang: string, dir: 'ltr' | 'rtl'): string {
  if (!html.includes(SHELL_HTML) || !SHELL_DESCRIPTION.test(html) || !SHELL_NOSCRIPT_TEXT.test(html)) {
    throw new Error(`index.html: expected ${SHELL_HTML}, <meta name="description" …> and <noscript>, which the build sets in the page's language`);
  }
  if (lang === 'en') return html;
  const marked = html.replace(SHELL_HTML, `<html lang="${lang}" dir="${dir}">`);
  const words = SHELL_WORDS[lang];
  if (words === undefined) return marked.replace(SHELL_NOSCRIPT, '<noscript lang="en" dir="ltr">');
  return marked
    .replace(SHELL_DESCRIPTION, `<meta name="description" content="${escapeHtml(words.description)}" />`)
    .replace(SHELL_NOSCRIPT_TEXT, `<noscript>${escapeHtml(words.noscript)}</noscript>`);
}

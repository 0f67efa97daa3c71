/**
 * The languages Cairn knows about: which way each is written, what it calls itself, which ones the corpus and
 * the message tables hold, and how a requested tag resolves against the tags available.
 */
import { canonicalLanguageTag, primaryLanguage } from './language-tag.ts';

/** Which way a language's text runs, as the HTML `dir` attribute spells it. */
export type Direction = 'ltr' | 'rtl';

// Direction is a property of a language, not of a deployment, so it is not a `cairn.toml` key: an operator could
// only restate what is true everywhere, and two places to state it is one place for it to be wrong. This table is
// the only place Cairn states it. Keyed by primary subtag, because no region or script subtag in use changes it;
// the legacy codes `iw` and `ji` are listed beside `he` and `yi` so a tag that skipped canonicalisation still works.
const RIGHT_TO_LEFT: ReadonlySet<string> = new Set([
  'ar', // Arabic
  'arc', // Aramaic
  'azb', // South Azerbaijani
  'bal', // Balochi
  'bqi', // Bakhtiari
  'ckb', // Central Kurdish (Sorani)
  'dv', // Dhivehi
  'fa', // Persian
  'glk', // Gilaki
  'he', // Hebrew
  'iw', // Hebrew, legacy code
  'ji', // Yiddish, legacy code
  'ks', // Kashmiri
  'lrc', // Northern Luri
  'mzn', // Mazanderani
  'nqo', // N'Ko
  'pnb', // Western Panjabi (Shahmukhi)
  'prs', // Dari
  'ps', // Pashto
  'sd', // Sindhi
  'sdh', // Southern Kurdish
  'syr', // Syriac
  'ug', // Uyghur
  'ur', // Urdu
  'yi', // Yiddish
]);

/**
 * `'rtl'` when the tag's primary language is written right to left, else `'ltr'`. Region and script subtags are
 * ignored: `ar-EG` and `ar` are both `'rtl'`, `en-US` is `'ltr'`. An unknown or malformed tag is `'ltr'`.
 */
export function directionOf(tag: string): Direction {
  return RIGHT_TO_LEFT.has(primaryLanguage(tag)) ? 'rtl' : 'ltr';
}

// Each language's name in itself, keyed by primary subtag. Built in rather than `Intl.DisplayNames`, whose names
// come from each runtime's ICU data and so differ between Node and browsers (and between browser versions).
// `fil` sits beside `tl` because `Intl.getCanonicalLocales` rewrites `tl` to `fil`, and corpus tags are stored
// canonical.
const ENDONYMS: Readonly<Record<string, string>> = {
  am: 'አማርኛ',
  ar: 'العربية',
  bn: 'বাংলা',
  de: 'Deutsch',
  el: 'Ελληνικά',
  en: 'English',
  es: 'Español',
  fa: 'فارسی',
  fil: 'Filipino',
  fr: 'Français',
  he: 'עברית',
  hi: 'हिन्दी',
  ht: 'Kreyòl ayisyen',
  hy: 'Հայերեն',
  id: 'Bahasa Indonesia',
  it: 'Italiano',
  ja: '日本語',
  ka: 'ქართული',
  km: 'ខ្មែរ',
  ko: '한국어',
  lo: 'ລາວ',
  ms: 'Bahasa Melayu',
  my: 'မြန်မာ',
  ne: 'नेपाली',
  nl: 'Nederlands',
  pa: 'ਪੰਜਾਬੀ',
  pl: 'Polski',
  ps: 'پښتو',
  pt: 'Português',
  ro: 'Română',
  ru: 'Русский',
  so: 'Soomaali',
  sw: 'Kiswahili',
  ta: 'தமிழ்',
  te: 'తెలుగు',
  th: 'ไทย',
  ti: 'ትግርኛ',
  tl: 'Tagalog',
  tr: 'Türkçe',
  uk: 'Українська',
  ur: 'اردو',
  vi: 'Tiếng Việt',
  zh: '中文',
};

/** The primary subtags `endonymOf` names, sorted by code unit: the languages every table of `LANGUAGE_NAMES` names. */
export const NAMED_LANGUAGES: readonly string[] = Object.freeze(Object.keys(ENDONYMS).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));

/**
 * The language's name in itself ("es-MX" → "Español"), from a built-in table keyed by primary subtag. A language
 * the table does not hold is named by the tag itself, unchanged.
 */
export function endonymOf(tag: string): string {
  const primary = primaryLanguage(tag);
  return Object.hasOwn(ENDONYMS, primary) ? ENDONYMS[primary]! : tag;
}

/**
 * Every language `ENDONYMS` holds, named in each language Cairn has messages in (en, es, ar): "inglés" in a Spanish
 * sentence, "German" in an English one, not "Deutsch" (a resident trial, session 41). A resident told which language a
 * quote or a document is in is told in words they read. The names are CLDR's (what `Intl.DisplayNames` gives in Node
 * 20), written out for the reason `ENDONYMS` is, but Tagalog, which CLDR calls Filipino and `ENDONYMS` does not.
 * Keyed by a message table's language, then by primary subtag; a test keeps it complete.
 */
const LANGUAGE_NAMES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  ar: {
    am: 'الأمهرية', ar: 'العربية', bn: 'البنغالية', de: 'الألمانية', el: 'اليونانية', en: 'الإنجليزية',
    es: 'الإسبانية', fa: 'الفارسية', fil: 'الفلبينية', fr: 'الفرنسية', he: 'العبرية', hi: 'الهندية',
    ht: 'الكريولية الهايتية', hy: 'الأرمنية', id: 'الإندونيسية', it: 'الإيطالية', ja: 'اليابانية', ka: 'الجورجية',
    km: 'الخميرية', ko: 'الكورية', lo: 'اللاوية', ms: 'الماليزية', my: 'البورمية', ne: 'النيبالية', nl: 'الهولندية',
    pa: 'البنجابية', pl: 'البولندية', ps: 'البشتو', pt: 'البرتغالية', ro: 'الرومانية', ru: 'الروسية',
    so: 'الصومالية', sw: 'السواحلية', ta: 'التاميلية', te: 'التيلوغوية', th: 'التايلاندية', ti: 'التغرينية',
    tl: 'التاغالوغية', tr: 'التركية', uk: 'الأوكرانية', ur: 'الأوردية', vi: 'الفيتنامية', zh: 'الصينية',
  },
  en: {
    am: 'Amharic', ar: 'Arabic', bn: 'Bangla', de: 'German', el: 'Greek', en: 'English', es: 'Spanish',
    fa: 'Persian', fil: 'Filipino', fr: 'French', he: 'Hebrew', hi: 'Hindi', ht: 'Haitian Creole', hy: 'Armenian',
    id: 'Indonesian', it: 'Italian', ja: 'Japanese', ka: 'Georgian', km: 'Khmer', ko: 'Korean', lo: 'Lao',
    ms: 'Malay', my: 'Burmese', ne: 'Nepali', nl: 'Dutch', pa: 'Punjabi', pl: 'Polish', ps: 'Pashto',
    pt: 'Portuguese', ro: 'Romanian', ru: 'Russian', so: 'Somali', sw: 'Swahili', ta: 'Tamil', te: 'Telugu',
    th: 'Thai', ti: 'Tigrinya', tl: 'Tagalog', tr: 'Turkish', uk: 'Ukrainian', ur: 'Urdu', vi: 'Vietnamese',
    zh: 'Chinese',
  },
  es: {
    am: 'amárico', ar: 'árabe', bn: 'bengalí', de: 'alemán', el: 'griego', en: 'inglés', es: 'español', fa: 'persa',
    fil: 'filipino', fr: 'francés', he: 'hebreo', hi: 'hindi', ht: 'criollo haitiano', hy: 'armenio',
    id: 'indonesio', it: 'italiano', ja: 'japonés', ka: 'georgiano', km: 'jemer', ko: 'coreano', lo: 'lao',
    ms: 'malayo', my: 'birmano', ne: 'nepalí', nl: 'neerlandés', pa: 'punyabí', pl: 'polaco', ps: 'pastún',
    pt: 'portugués', ro: 'rumano', ru: 'ruso', so: 'somalí', sw: 'suajili', ta: 'tamil', te: 'telugu',
    th: 'tailandés', ti: 'tigriña', tl: 'tagalo', tr: 'turco', uk: 'ucraniano', ur: 'urdu', vi: 'vietnamita',
    zh: 'chino',
  },
};

/**
 * The language `primary` named in the words of `table` (a message table's language; a regional one, an agency's
 * `[messages.en-GB]`, in its language's), or null when it has no such name.
 */
export function languageNameIn(primary: string, table: string): string | null {
  const key = Object.hasOwn(LANGUAGE_NAMES, table) ? table : primaryLanguage(table);
  const names = Object.hasOwn(LANGUAGE_NAMES, key) ? LANGUAGE_NAMES[key]! : {};
  return Object.hasOwn(names, primary) ? names[primary]! : null;
}

/** One language Cairn can be asked in or can speak, as the language picker and explain mode show it. */
export interface LanguageInfo {
  /** Canonical BCP 47 tag. */
  code: string;
  /** The language's name in itself, from `endonymOf`. */
  endonym: string;
  /** Which way its text runs, from `directionOf`. */
  dir: Direction;
  /** At least one corpus document is tagged with exactly this code. */
  inCorpus: boolean;
  /** Cairn's sentences resolve to a table in this language (`matchLanguage`; Cairn's own or the agency's), not to the English fallback. */
  hasMessages: boolean;
}

/** The canonical form of `tag`, or `tag` unchanged when it is not a valid tag (the caller validated it already). */
function canonicalOrSelf(tag: string): string {
  return canonicalLanguageTag(tag) ?? tag;
}

/**
 * Every language the corpus or the message tables hold: the union of both lists, deduplicated by canonical tag,
 * sorted by code (UTF-16 code units, no locale).
 *
 * `inCorpus` is exact, because retrieval filters passages by their exact tag. `hasMessages` follows
 * `matchLanguage`, because that is how `formatMessage` picks a table: a corpus in `es-MX` is spoken to in the
 * `es` table, and a flag saying otherwise would be wrong about what the resident sees.
 */
export function languageRegistry(
  corpusLanguages: readonly string[],
  messageLanguages: readonly string[],
): LanguageInfo[] {
  const corpus = new Set(corpusLanguages.map(canonicalOrSelf));
  const messages = [...new Set(messageLanguages.map(canonicalOrSelf))];
  const codes = [...new Set([...corpus, ...messages])].sort(compareCodeUnits);
  return codes.map((code) => ({
    code,
    endonym: endonymOf(code),
    dir: directionOf(code),
    inCorpus: corpus.has(code),
    hasMessages: matchLanguage(code, messages) !== undefined,
  }));
}

function compareCodeUnits(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * Resolves a requested tag against the available ones, returning the available entry as given:
 *   1. canonicalise the request (`EN` → `en`); an invalid tag matches nothing;
 *   2. an available tag with the same canonical form wins;
 *   3. else one with the same primary language: the bare primary (`es` for `es-MX`) if available, else the first
 *      such tag in code-unit order (`es-419` before `es-ES`);
 *   4. else undefined.
 */
export function matchLanguage(tag: string, available: readonly string[]): string | undefined {
  const wanted = canonicalLanguageTag(tag);
  if (wanted === undefined) return undefined;
  const exact = available.find((candidate) => canonicalOrSelf(candidate) === wanted);
  if (exact !== undefined) return exact;
  const primary = primaryLanguage(wanted);
  const samePrimary = available
    .filter((candidate) => primaryLanguage(canonicalOrSelf(candidate)) === primary)
    .sort((a, b) => compareCodeUnits(canonicalOrSelf(a), canonicalOrSelf(b)) || compareCodeUnits(a, b));
  return samePrimary.find((candidate) => canonicalOrSelf(candidate) === primary) ?? samePrimary[0];
}

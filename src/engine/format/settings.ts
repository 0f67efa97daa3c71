/**
 * The settings an index is answered with, as the index stores them: the operator's `cairn.toml` (parsed on the build
 * side, build/config.ts) built into the index, so the CLI and the page answer alike. Also the one rule for choosing
 * a language's contact and the agency's name in it, which the refusal and the page both ask.
 */
import { matchLanguage } from '../text/language.ts';
import { primaryLanguage } from '../text/language-tag.ts';
import type { MessageTable } from '../text/messages.ts';

/** The settings the engine answers with. Built into the index so the CLI and the page answer alike. */
export interface Settings {
  /** The agency's display name, shown in the page header. Default "Cairn". */
  agencyName: string;
  /**
   * The agency's name as it is written in a language (`[agency.name_by_language]`), where an agency publishes one: an
   * Arabic sentence then names it in Arabic. Keys are canonical BCP 47 tags. Stored only when `cairn.toml` sets it,
   * so an index that never uses it is unchanged; `agencyNameFor` chooses.
   */
  agencyNameByLanguage?: Record<string, string>;
  /**
   * An explicit threshold for every language (a bounded-cosine score in [0, 1]), overriding calibration; null (the
   * default) lets `build-index` calibrate one per language from `falseAnswerRate`.
   */
  threshold: number | null;
  /** Explicit thresholds by language tag, overriding both calibration and `threshold`. Default none. */
  thresholdByLanguage: Record<string, number>;
  /**
   * The share of questions the corpus cannot answer that an operator accepts being answered anyway, in (0, 0.5).
   * `build-index` derives each language's threshold from it, from the corpus alone. Default 0.05.
   */
  falseAnswerRate: number;
  /** Most passages composed into one answer, at least 1. Default 1. */
  maxPassages: number;
  /** Candidates scored and reported by explain mode, at least `maxPassages`. Default 8. */
  candidates: number;
  /**
   * For an agency that would rather name a document than risk quoting the wrong paragraph of it
   * (`retrieval.close_sibling`, in (0, 1]): when another passage of the best quotable passage's document scores at
   * least this share of its score and holds at least this share of its share of the ask, the outcome is related (the
   * document named, nothing quoted). Stored only when `cairn.toml` sets it; absent, the best passage is quoted however
   * close its siblings.
   */
  closeSibling?: number;
  /** Language assumed when a question's language cannot be told from the corpus. Default "en". */
  defaultLanguage: string;
  /** Widen the search to every language when none in the answer language clears the threshold. Default true. */
  crossLanguageFallback: boolean;
  /**
   * The sentence the page shows before the first question, in the agency's words (`[page] hint`): what its residents
   * may ask it. Taken to be in `defaultLanguage`. Stored only when `cairn.toml` sets it; absent, the page says its own.
   */
  hint?: string;
  /** The same, as written in a language (`[page.hint_by_language]`), by canonical tag; `hintFor` chooses. */
  hintByLanguage?: Record<string, string>;
  /**
   * The languages the page's selector offers (`[page] languages`), canonical tags: each one the page can speak (a
   * corpus language, or one Cairn has messages in), the default language among them. Stored only when `cairn.toml`
   * sets it; absent, the page offers every language it can speak. A question asked in another is still answered.
   */
  pageLanguages?: string[];
  /** The human contact a refusal points to, used when no language-specific one is set. */
  contact: string;
  /** Refusal contacts by language tag; keys are canonical BCP 47 tags. */
  contactByLanguage: Record<string, string>;
  /**
   * The operator's synonyms, by language tag: groups of single words a question may use for one another ("price",
   * "cost", "fee"). Applied to questions when answering, never to documents. Default none.
   */
  synonyms: Record<string, string[][]>;
  /**
   * How many days ahead an answer looks for a version of its document that takes effect later, to quote it too
   * ("From <date>: …"). Stored only when `cairn.toml` sets it (`[dates] upcoming_days`), so an index of a corpus
   * that never uses dates is unchanged; `upcomingDaysOf` gives the default.
   */
  upcomingDays?: number;
  /**
   * The agency's own message tables (`[messages.LANG]`), by canonical tag: Cairn's sentences (refusal, status lines,
   * notices) in a language Cairn has no table for, or in the agency's own words for one it has. Every message of
   * `MessageTable`, each with the English one's placeholders. Stored only when `cairn.toml` sets it, so an index that
   * never uses it is unchanged; `messageTablesWith` gives the tables to speak with.
   */
  messages?: Record<string, MessageTable>;
  /**
   * The page's own words in a language of the documents (`[page_words.LANG]`), by canonical tag: every string of the
   * interface's English table (`PAGE_WORDS`) by its name, each with the English one's placeholders. Only the page reads
   * it. Stored only when `cairn.toml` sets it.
   */
  pageWords?: Record<string, Record<string, string>>;
}

/** Days ahead an answer shows an upcoming version when `cairn.toml` does not say. */
export const DEFAULT_UPCOMING_DAYS = 90;

export const upcomingDaysOf = (settings: Pick<Settings, 'upcomingDays'>): number => settings.upcomingDays ?? DEFAULT_UPCOMING_DAYS;

/**
 * Where a refusal points when `cairn.toml` names no contact (`DEFAULT_SETTINGS.contact`), in each language Cairn has
 * message tables for; English in any other. A Spanish refusal on such a site had ended in an English sentence (the build
 * warns that the operator should name one: `contactWarnings`).
 */
export const UNNAMED_CONTACT: Readonly<Record<string, string>> = Object.freeze({
  ar: 'يُرجى التواصل مباشرةً مع الجهة التي نشرت هذه المستندات.',
  en: 'Please contact the agency that published these documents directly.',
  es: 'Comuníquese directamente con la agencia que publicó estos documentos.',
});

export const DEFAULT_SETTINGS: Readonly<Settings> = Object.freeze({
  agencyName: 'Cairn',
  threshold: null,
  thresholdByLanguage: {},
  falseAnswerRate: 0.05,
  maxPassages: 1,
  candidates: 8,
  defaultLanguage: 'en',
  crossLanguageFallback: true,
  contact: UNNAMED_CONTACT.en!,
  contactByLanguage: {},
  synonyms: {},
});

/** The names a settings object holds: all that choosing one needs, so the page can ask with its summary. */
export type AgencyNames = Pick<Settings, 'agencyName' | 'agencyNameByLanguage'>;

/**
 * The key of a by-language table (`[agency.name_by_language]`, `[refusal.contact_by_language]`) that speaks for
 * `lang` (`matchLanguage`): the exact tag, else its primary language ("es" for "es-MX"), else a regional one of it (an
 * "es-US" contact for an "es" question); undefined when the table has none. The page asks it too, to mark a name or
 * contact with the language it is written in.
 */
export function languageKeyIn(byLanguage: Readonly<Record<string, string>> | undefined, lang: string): string | undefined {
  return byLanguage === undefined ? undefined : matchLanguage(lang, Object.keys(byLanguage));
}

/** The agency's name in a language (`languageKeyIn`), else the name `[agency] name` gives. */
export function agencyNameFor(names: AgencyNames, lang: string): string {
  const key = languageKeyIn(names.agencyNameByLanguage, lang);
  return key === undefined ? names.agencyName : names.agencyNameByLanguage![key]!;
}

/** The hints a settings object holds: all that choosing one needs, so the page can ask with its summary. */
export type Hints = Pick<Settings, 'hint' | 'hintByLanguage' | 'defaultLanguage'>;

/** What the page alone reads of an index's settings: its hints, the languages it offers and its words in the agency's. */
export type PageSettings = Pick<Settings, 'hint' | 'hintByLanguage' | 'pageLanguages' | 'pageWords'>;

/** The page's settings an index gives, and only those it gives: what the page is told of them. */
export function pageSettingsOf(settings: PageSettings): PageSettings {
  return {
    ...(settings.hint === undefined ? {} : { hint: settings.hint }),
    ...(settings.hintByLanguage === undefined ? {} : { hintByLanguage: settings.hintByLanguage }),
    ...(settings.pageLanguages === undefined ? {} : { pageLanguages: settings.pageLanguages }),
    ...(settings.pageWords === undefined ? {} : { pageWords: settings.pageWords }),
  };
}

/**
 * The agency's hint for a page in `lang` whose own words are in `wordsLang` (English controls on a Russian page), with
 * the language it is written in: the one `[page.hint_by_language]` gives for `lang` (`matchLanguage`: the exact tag,
 * else the bare language, else a regional one of it — an "es-MX" hint on an "es" page); else `[page] hint`, written in
 * the default language, when the resident reads that language — the page is in it, or its words are; else undefined,
 * and the page shows its own sentence. Unlike a contact, which is the only way to a person and so is shown in whatever
 * language the agency wrote it, a hint in a language the resident did not choose and the page does not speak helps no one.
 */
export function hintFor(hints: Hints, lang: string, wordsLang: string): { text: string; lang: string } | undefined {
  const key = hints.hintByLanguage === undefined ? undefined : matchLanguage(lang, Object.keys(hints.hintByLanguage));
  if (key !== undefined) return { text: hints.hintByLanguage![key]!, lang: key };
  if (hints.hint === undefined) return undefined;
  const written = primaryLanguage(hints.defaultLanguage);
  return written === primaryLanguage(lang) || written === primaryLanguage(wordsLang) ? { text: hints.hint, lang: hints.defaultLanguage } : undefined;
}

/** The contacts a settings object holds: all that contact choice needs, so the page can ask with its summary. */
export type Contacts = Pick<Settings, 'contact' | 'contactByLanguage'>;

/** A contact, and the language it is written in where that is known (undefined: the corpus's default language). */
export interface Contact {
  text: string;
  lang: string | undefined;
  /** Cairn's own sentence (`UNNAMED_CONTACT`): cairn.toml names no contact for the language. */
  unnamed: boolean;
}

/**
 * The contact for a language (`languageKeyIn`: a regional contact serves its bare language too), else the general
 * contact; when `cairn.toml` names none, Cairn's own sentence in the language (`UNNAMED_CONTACT`).
 */
export function contactFor(contacts: Contacts, lang: string): Contact {
  const key = languageKeyIn(contacts.contactByLanguage, lang);
  if (key !== undefined) return { text: contacts.contactByLanguage[key]!, lang: key, unnamed: false };
  if (contacts.contact !== DEFAULT_SETTINGS.contact) return { text: contacts.contact, lang: undefined, unnamed: false };
  const own = matchLanguage(lang, Object.keys(UNNAMED_CONTACT)) ?? 'en';
  return { text: UNNAMED_CONTACT[own]!, lang: own, unnamed: true };
}

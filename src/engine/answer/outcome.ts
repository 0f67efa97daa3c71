/**
 * The three things Cairn returns for a question: a grounded answer, the related outcome (a document is about it but
 * no passage answers exactly: the document is named, nothing is quoted), or a refusal.
 */
import type { Validity } from '../format/effective-dates.ts';
import type { TextPart } from '../text/messages.ts';

export type { TextPart };

/** A passage quoted in an answer, carrying its own language and direction. */
export interface QuotedPassage {
  /** `<doc-id>#<n>`. */
  id: string;
  doc: string;
  /** The document's title. */
  title: string;
  heading: string;
  /** The passage body, verbatim from the index. */
  text: string;
  /**
   * The words of `text` the question matched (in Chinese and Japanese, the characters of its matched bigrams), as
   * [start, end) offsets in UTF-16 code units, in order: what a page marks. The text itself is never changed.
   */
  marks: Array<[number, number]>;
  /** The passage's own language, which may differ from the question's. */
  lang: string;
  dir: 'ltr' | 'rtl';
  /** Score (cosine × covered share, in [0, 1]), rounded to 4 decimals. */
  score: number;
  /** When its document is in force; absent for an undated document. */
  inForce?: Validity;
}

/**
 * A later version of a quoted passage's document that takes effect within the upcoming window after the as-of date:
 * its passage that best matches the question, quoted as a second, labelled quotation ("From <date>: …").
 */
export interface UpcomingPassage {
  /** The day the later version takes effect. */
  from: string;
  /** The document it replaces: the quoted one. */
  replaces: string;
  passage: QuotedPassage;
}

/**
 * The agency's own translation of a cited or named document (a document sharing its `translation_key`) in the
 * resident's language: what a page offers beside a document in another language.
 */
export interface DocumentTranslation {
  doc: string;
  /** Its title, in its own language. */
  title: string;
  lang: string;
}

/** One entry of the sources list; `marker` is the number used in `citedText`. */
export interface Source {
  marker: number;
  title: string;
  /** The headings in scope of the cited passage (" › " between levels); '' when it has none. */
  heading: string;
  /** The agency's page for the document, from its front matter (checked at build: absolute http or https), or null. */
  url: string | null;
  doc: string;
  /** The passage id: for operators (explain, `--json`, the CLI), never the name a resident reads. */
  passage: string;
  lang: string;
  /** When its document is in force; absent for an undated document. */
  inForce?: Validity;
  /**
   * The document's translation in the resident's language (the page's, given as the question's hint; else the
   * question's), in force on the day its document speaks for (the day asked about, or a later version's first day):
   * `translationFor`'s choice. Absent when there is none, or the document is in that language.
   */
  translation?: DocumentTranslation;
}

/** A grounded answer: the accepted passages' text verbatim, and where it came from. */
export interface Answer {
  kind: 'answer';
  /** The question's language: the language of `notice` and `status`. */
  lang: string;
  dir: 'ltr' | 'rtl';
  /** The quoted passage bodies joined by a blank line: nothing else, ever. */
  text: string;
  passages: QuotedPassage[];
  /** Later versions taking effect soon, each after its own label; their sources follow the passages' in `sources`. */
  upcoming: UpcomingPassage[];
  sources: Source[];
  /** Cairn's own words, in the question's language, when the source is in another language; else null. */
  notice: string | null;
  /** `notice` in parts, the names of languages other than the notice's own marked with theirs; null with it. */
  noticeParts: TextPart[] | null;
  /** The whole answer as one plain text, for clients with a single text channel: notice, text with [n] markers, sources. */
  citedText: string;
  /** A short announcement for a screen reader's status region ("Answer found in …"). */
  status: string;
}

/** No passage supports an answer: say so, and point to a person. No sources, no partial guess. */
export interface Refusal {
  kind: 'refusal';
  lang: string;
  dir: 'ltr' | 'rtl';
  /** Says there is no source for the question and Cairn cannot answer it. */
  message: string;
  /** The configured human contact for the question's language. */
  contact: string;
  /** The sentence that points to `contact`, in the question's language ("Contact: …"; `contact` alone when cairn.toml names none). */
  contactLine: string;
  /**
   * Set when the as-of date is before the earliest day any dated document is in force: the documents cannot speak
   * for that date. `asOf` the date asked about, `since` that earliest day. Absent for an ordinary refusal.
   */
  beforeRecords?: { asOf: string; since: string };
  /**
   * Set when the question is written in a script none of the corpus's languages is written in (Cyrillic on an English,
   * Spanish and Arabic corpus): no other words in that script can find a passage, so a page says which languages it
   * reads. Absent otherwise.
   */
  unknownScript?: true;
  /** `message` and the contact line together, for a single text channel. */
  citedText: string;
  status: string;
}

/** A document named in the related outcome: its title, never a passage of it. */
export interface RelatedDocument {
  doc: string;
  title: string;
  /** The document's own language and direction: its title is written in it. */
  lang: string;
  dir: 'ltr' | 'rtl';
  /** The agency's page for it, from its front matter, when it has one. */
  url: string | null;
  /** When it is in force, as a source's: a dated document named on the day asked about says until when. */
  inForce?: Validity;
  /** As a source's. */
  translation?: DocumentTranslation;
}

/**
 * A document is about the question, and no passage of it holds evidence for what is asked beyond the document's
 * title; or nothing cleared a threshold and the best passage's document, just short of it, may be about the question.
 * Cairn names the document and the person to ask, and quotes nothing.
 */
export interface Related {
  kind: 'related';
  /**
   * `topic`: a passage cleared its threshold, none holds the ask. `near`: none cleared a threshold in any search; the
   * best scored at least `RELATED_SHARE` of its own.
   */
  basis: 'topic' | 'near';
  lang: string;
  dir: 'ltr' | 'rtl';
  /** Says no passage answers exactly and the document below is about it (`topic`), or may be (`near`). */
  message: string;
  /** The document (one: the best match's). */
  documents: RelatedDocument[];
  contact: string;
  contactLine: string;
  /** `message`, the title and the contact line, for a single text channel. */
  citedText: string;
  status: string;
}

export type Outcome = Answer | Related | Refusal;

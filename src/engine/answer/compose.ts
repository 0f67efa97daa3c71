/**
 * Composition: accepted passages → an answer, or nothing accepted → a refusal. Extractive by construction: the
 * answer text is the passage bodies and nothing else, so every number in it is in a cited passage.
 */
import { round4 } from '../format/precision.ts';
import { agencyNameFor, contactFor, type Settings } from '../format/settings.ts';
import { HEADING_JOINER, type IndexedDocument } from '../format/index-format.ts';
import { directionOf, endonymOf } from '../text/language.ts';
import { primaryLanguage } from '../text/language-tag.ts';
import { hasArabicScript } from '../text/scripts.ts';
import { termSpans } from '../text/tokenize.ts';
import { formatMessage, formatMessageParts, languageName, messageLanguageFor, MESSAGES, messageTablesWith } from '../text/messages.ts';
import type { MessageTables, TextPart } from '../text/messages.ts';
import type { Validity } from '../format/effective-dates.ts';
import type { Answer, DocumentTranslation, Outcome, QuotedPassage, Refusal, Related, RelatedDocument, Source, UpcomingPassage } from './outcome.ts';
import type { Candidate } from './retrieve.ts';

/**
 * Languages named in a message for a question in `lang`, separated by its table's comma ("،" in a language written in
 * Arabic script: Arabic, or an agency's Persian or Urdu table, told by the script of its name for itself): in the
 * message's own language when its table names them ("inglés" in Spanish), else by endonym. An endonym carries its
 * language and direction: "Tiếng Việt" inside an Arabic sentence is Vietnamese, and a screen reader reading it with
 * an Arabic voice says something else.
 */
function languageNames(tags: readonly string[], lang: string, tables: MessageTables): TextPart[] {
  return tags.flatMap((tag, i) => {
    const own = languageName(primaryLanguage(tag), lang, tables);
    const name: TextPart = own !== null ? { text: own } : { text: endonymOf(tag), lang: tag, dir: directionOf(tag) };
    return i === 0 ? [name] : [{ text: hasArabicScript(endonymOf(messageLanguageFor(lang, tables))) ? '، ' : ', ' }, name];
  });
}

/** A heading as a reader compares it with a title: case, white space, Unicode forms and a closing colon aside. */
const plainHeading = (text: string) =>
  text
    .normalize('NFKC')
    .replace(/\s+/gu, ' ')
    .replace(/\s*[:：]$/u, '')
    .trim()
    .toLowerCase();

/**
 * A passage's section as its source is named, after its document's title: without an outermost heading that repeats
 * the title, which a page copied from the web opens with ("Pet Licences › Pet Licences › Late renewals" was an
 * operator trial's citation). Only the name: the passage's heading is still read as part of it.
 */
export function sectionName(heading: string, title: string): string {
  const [first, ...rest] = heading.split(HEADING_JOINER);
  return plainHeading(first!) === plainHeading(title) ? rest.join(HEADING_JOINER) : heading;
}

function quoted({ passage, score, matched }: Candidate, documents: ReadonlyMap<string, IndexedDocument>): QuotedPassage {
  const validity = documents.get(passage.doc)?.validity;
  const title = documents.get(passage.doc)?.title ?? passage.doc;
  return {
    id: passage.id,
    doc: passage.doc,
    title,
    heading: sectionName(passage.heading, title),
    text: passage.body,
    marks: termSpans(passage.body, new Set(matched)),
    lang: passage.lang,
    dir: directionOf(passage.lang),
    score: round4(score),
    ...(validity === undefined ? {} : { inForce: { ...validity } }),
  };
}

/**
 * "(in force since …)" or "(in force from … until …)" for a dated source, in the question's language (from `tables`,
 * Cairn's own by default); null if undated.
 */
export function inForceLine(validity: Validity | undefined, lang: string, later = false, tables: MessageTables = MESSAGES): string | null {
  if (validity === undefined || (validity.from === null && validity.until === null)) return null;
  // A later version quoted after the answer is not in force yet: "from", not "since" (a resident trial, session 21).
  if (validity.until === null) return formatMessage(lang, later ? 'inForceFrom' : 'inForceSince', { from: validity.from! }, tables);
  if (validity.from === null) return formatMessage(lang, 'inForceUntil', { until: validity.until }, tables);
  return formatMessage(lang, 'inForceBetween', { from: validity.from, until: validity.until }, tables);
}

/** How a source is named to a reader: its document's title, then the cited passage's section when it has one. */
export function citationName(source: Pick<Source, 'title' | 'heading'>): string {
  return source.heading === '' ? source.title : `${source.title} › ${source.heading}`;
}

/** A later version of an answering document, found by the engine: the candidate of it, and the day it starts. */
export interface Upcoming {
  from: string;
  replaces: string;
  candidate: Candidate;
}

/**
 * A grounded answer from the passages composition chose (at least one), and any later versions of their documents
 * taking effect soon, quoted after a label of their own.
 */
export function composeAnswer(
  chosen: readonly Candidate[],
  documents: ReadonlyMap<string, IndexedDocument>,
  lang: string,
  later: readonly Upcoming[] = [],
  tables: MessageTables = MESSAGES,
): Answer {
  const passages: QuotedPassage[] = chosen.map((candidate) => quoted(candidate, documents));
  const upcoming: UpcomingPassage[] = later.map((u) => ({ from: u.from, replaces: u.replaces, passage: quoted(u.candidate, documents) }));
  const sources: Source[] = [...passages, ...upcoming.map((u) => u.passage)].map((p, i) => ({
    marker: i + 1,
    title: p.title,
    heading: p.heading,
    url: urlOf(documents.get(p.doc)),
    doc: p.doc,
    passage: p.id,
    lang: p.lang,
    ...(p.inForce === undefined ? {} : { inForce: p.inForce }),
  }));
  const foreign = [...new Set(passages.filter((p) => primaryLanguage(p.lang) !== primaryLanguage(lang)).map((p) => p.lang))];
  const noticeParts =
    foreign.length === 0
      ? null
      : formatMessageParts(lang, 'crossLanguageNotice', { language: languageNames([lang], lang, tables), sourceLanguage: languageNames(foreign, lang, tables) }, tables);
  const notice = noticeParts === null ? null : noticeParts.map((part) => part.text).join('');
  const marked = [
    ...passages.map((p, i) => `${p.text} [${i + 1}]`),
    ...upcoming.map((u, i) => `${formatMessage(lang, 'upcomingLabel', { date: u.from }, tables)}\n${u.passage.text} [${passages.length + i + 1}]`),
  ].join('\n\n');
  const sourceLines = sources
    .map((s) => [`[${s.marker}] ${citationName(s)} (${s.passage})`, s.url, inForceLine(s.inForce, lang, s.marker > passages.length, tables)].filter((part) => part !== null).join(' '))
    .join('\n');
  const citedText = [notice, marked, `${formatMessage(lang, 'sourcesLabel', {}, tables)}:\n${sourceLines}`].filter((part) => part !== null).join('\n\n');
  const titles = [...new Set(passages.map((p) => p.title))];
  // One passage is named by its section too: a resident who only hears the status learns which part answers. Not a
  // heading in another language (the status is spoken in the answer's, a phrase would be read in the wrong voice), nor
  // one that ends in its own punctuation ("How do I apply?"), which the sentence's full stop would follow.
  const sole = passages.length === 1 ? passages[0]! : undefined;
  const found =
    sole !== undefined && primaryLanguage(sole.lang) === primaryLanguage(lang) && /[\p{L}\p{N}]$/u.test(sole.heading)
      ? formatMessage(lang, 'statusAnsweredSection', { title: titles[0]!, section: sole.heading }, tables)
      : titles.length === 1
        ? formatMessage(lang, 'statusAnswered', { title: titles[0]! }, tables)
        : formatMessage(lang, 'statusAnsweredMany', { count: titles.length }, tables);
  // A resident who hears the status and not the notice is told the quote is in another language too.
  const untranslated =
    foreign.length === 0 ? null : formatMessageParts(lang, 'statusUntranslated', { sourceLanguage: languageNames(foreign, lang, tables) }, tables);
  const status = untranslated === null ? found : `${found} ${untranslated.map((part) => part.text).join('')}`;
  return {
    kind: 'answer',
    lang,
    dir: directionOf(lang),
    text: passages.map((p) => p.text).join('\n\n'),
    passages,
    upcoming,
    sources,
    notice,
    noticeParts,
    citedText,
    status,
  };
}

/**
 * The outcome with each source's and each named document's translation in the resident's language (`of`: a
 * document's, or undefined), where it has one: what lets a page offer the agency's own version beside the one quoted.
 * Nothing a resident reads changes: neither the text, nor `citedText`, nor the status.
 */
export function withTranslations(outcome: Outcome, of: (entry: { doc: string; lang: string; inForce?: Validity }) => DocumentTranslation | undefined): Outcome {
  const offered = <T extends { doc: string; lang: string; inForce?: Validity }>(entry: T): T => {
    const translation = of(entry);
    return translation === undefined ? entry : { ...entry, translation };
  };
  if (outcome.kind === 'answer') return { ...outcome, sources: outcome.sources.map(offered) };
  if (outcome.kind === 'related') return { ...outcome, documents: outcome.documents.map(offered) };
  return outcome;
}

/** A page address from a document's front matter, when it has one (checked at build: absolute http or https). */
function urlOf(document: IndexedDocument | undefined): string | null {
  const url = document?.meta.url;
  return typeof url === 'string' ? url : null;
}

/**
 * The related outcome: the candidate's document is about the question, no passage of it holds the ask (`topic`), or
 * its best passage fell just short of the threshold and the document may be about it (`near`). Its title and page are
 * named, nothing of it is quoted, and the contact is given as for a refusal. `tables`: the engine's, made once; by
 * default the settings' own.
 */
export function composeRelated(
  candidate: Candidate,
  documents: ReadonlyMap<string, IndexedDocument>,
  settings: Settings,
  lang: string,
  basis: Related['basis'],
  tables: MessageTables = messageTablesWith(settings.messages),
): Related {
  const document = documents.get(candidate.passage.doc);
  const related: RelatedDocument = {
    doc: candidate.passage.doc,
    title: document?.title ?? candidate.passage.doc,
    lang: candidate.passage.lang,
    dir: directionOf(candidate.passage.lang),
    url: urlOf(document),
    ...(document?.validity === undefined ? {} : { inForce: { ...document.validity } }),
  };
  const { text: contact, unnamed } = contactFor(settings, lang);
  const message = formatMessage(lang, basis === 'near' ? 'relatedNear' : 'related', { agency: agencyNameFor(settings, lang) }, tables);
  const contactLine = contactLineOf(lang, contact, unnamed, tables);
  return {
    kind: 'related',
    basis,
    lang,
    dir: directionOf(lang),
    message,
    documents: [related],
    contact,
    contactLine,
    // Named as a source is: its page, then when it is in force (a related document is in force on the day asked about).
    citedText: [message, [related.title, related.url === null ? null : `(${related.url})`, inForceLine(related.inForce, lang, false, tables)].filter((part) => part !== null).join(' '), contactLine].join('\n'),
    status: formatMessage(lang, basis === 'near' ? 'statusRelatedNear' : 'statusRelated', { title: related.title, contact }, tables),
  };
}

/**
 * The sentence that points to a person: "To ask a person: …", or, where cairn.toml names no contact, Cairn's
 * own sentence alone ("…contact: Please contact the agency…" said "contact" twice).
 */
function contactLineOf(lang: string, contact: string, unnamed: boolean, tables: MessageTables): string {
  return unnamed ? contact : formatMessage(lang, 'refusalContact', { contact }, tables);
}

/**
 * A refusal in the question's language, pointing to that language's contact. With `beforeRecords`, the reason is
 * that the date asked about is before anything the documents attest. `tables` as for `composeRelated`.
 */
export function composeRefusal(
  settings: Settings,
  lang: string,
  beforeRecords?: { asOf: string; since: string },
  tables: MessageTables = messageTablesWith(settings.messages),
): Refusal {
  const { text: contact, unnamed } = contactFor(settings, lang);
  const message =
    beforeRecords === undefined
      ? formatMessage(lang, 'refusal', { agency: agencyNameFor(settings, lang) }, tables)
      : formatMessage(lang, 'refusalBeforeRecords', { agency: agencyNameFor(settings, lang), date: beforeRecords.asOf, since: beforeRecords.since }, tables);
  const contactLine = contactLineOf(lang, contact, unnamed, tables);
  return {
    kind: 'refusal',
    lang,
    dir: directionOf(lang),
    message,
    contact,
    contactLine,
    ...(beforeRecords === undefined ? {} : { beforeRecords: { ...beforeRecords } }),
    citedText: `${message}\n${contactLine}`,
    status: formatMessage(lang, 'statusRefused', { contact }, tables),
  };
}

/**
 * A refusal: the plain statement that the documents hold no answer, and the person to ask instead. When the date
 * asked about is before every version of the document that would answer, it says so, with both dates written as the
 * refusal's language writes them.
 */
import type { ComponentChildren } from 'preact';
import type { Refusal } from '../engine/answer/outcome.ts';
import { formatDay } from './dates.ts';
import { ContactText } from './contact-text.tsx';
import type { Topic } from '../engine/format/topics.ts';
import { directionOf, endonymOf, matchLanguage, type LanguageInfo } from '../engine/text/language.ts';
import { primaryLanguage } from '../engine/text/language-tag.ts';
import { fill, fillParts, uiStrings, uiStringsLanguage, type UiTables } from './strings.ts';
import { languageNote, languageNoteText } from './language-note.tsx';

/**
 * The titles a refusal in `lang` names: the corpus's in that language, else in its default language (a page offers
 * languages the corpus may not be written in); none when the corpus has too many to list.
 */
export function topicsFor(summary: { topics: Readonly<Record<string, readonly Topic[]>>; defaultLanguage: string } | undefined, lang: string): readonly Topic[] | undefined {
  if (summary === undefined) return undefined;
  const languages = Object.keys(summary.topics);
  const match = matchLanguage(lang, languages) ?? matchLanguage(summary.defaultLanguage, languages);
  return match === undefined ? undefined : summary.topics[match];
}

/**
 * What the refusal says first: the engine's sentence, or, for a date before the records in a language the page has
 * words for (Cairn's or the agency's, `tables`), the page's, with both dates written out. In another language the
 * engine's sentence stays (the agency's own, `[messages.LANG]`, or English).
 */
export function refusalMessage(refusal: Refusal, tables: UiTables): string {
  const before = refusal.beforeRecords;
  const table = matchLanguage(refusal.lang, Object.keys(tables));
  return before === undefined || table === undefined
    ? refusal.message
    : fill(tables[table]!.refusalBeforeRecords, { date: formatDay(before.asOf, refusal.lang), since: formatDay(before.since, refusal.lang) });
}

/**
 * The status a screen reader hears: the engine's, except for a date before the records, whose reason is said (not a
 * plain "no answer", which would tell the resident the agency has nothing on it), with the person to ask; and for a
 * question in a script no document is written in, first what the page shows of it (`readable`): that the page has no
 * documents in that language, and which languages it has (a resident trial heard only "No answer found").
 */
export function refusalStatus(refusal: Refusal, tables: UiTables, spokenIn: string, readable?: readonly string[]): string {
  const status = refusal.beforeRecords === undefined ? refusal.status : `${refusalMessage(refusal, tables)} ${refusal.contactLine}`;
  if (readable === undefined || readable.length === 0) return status;
  const table = uiStringsLanguage(spokenIn, tables);
  const { errorUnsupportedLanguage, summaryLanguages } = tables[table]!;
  return `${errorUnsupportedLanguage} ${summaryLanguages}: ${new Intl.ListFormat(table, { type: 'conjunction' }).format(readable.map(endonymOf))}. ${status}`;
}

/** Opens a document in the document view, at its start (no passage cited). */
type OpenDocument = (doc: string, passage: string, opener: HTMLElement, marks: ReadonlyArray<readonly [number, number]>) => void;

/**
 * The titles, listed as the sentence's language lists ("A, B and C"), each marked with its own language and a button
 * that opens its document: the refusal says "try the program's name", and a resident can also read the program's
 * page, in any language (the English-only ones too). None for a date before the records.
 */
function TopicsLine({ refusal, spokenIn, topics, tables, onOpenDocument }: { refusal: Refusal; spokenIn: string; topics: readonly Topic[]; tables: UiTables; onOpenDocument: OpenDocument }) {
  if (refusal.beforeRecords !== undefined) return null;
  // The sentence and its list in one language: the table the refusal's language has (Cairn's or the agency's), else English.
  const table = uiStringsLanguage(refusal.lang, tables);
  const strings = tables[table]!;
  const parts = new Intl.ListFormat(table, { type: 'conjunction' }).formatToParts(topics.map((t) => t.title));
  let next = 0;
  // A word the list puts against the next title, with no space between (Arabic's "و", and), stays on its line; so does
  // the punctuation after a title ("Grant,"), inside its button.
  let joined = '';
  const list: ComponentChildren[] = [];
  let last: { lead: string; topic: Topic; title: string } | undefined;
  const settle = (tail: string) => {
    if (last === undefined) return;
    const { lead, topic, title } = last;
    // The title's language ("Harbor GoPass (inglés)", as a related document's) and the sentence's comma after it are
    // inside its button: a button is a box, and one whose title wraps is as wide as the line, so what followed it went
    // to a line of its own (a resident trial, session 46). Not underlined; the language is in the button's name.
    const button = (
      // Named in the sentence's language ("Leer el documento: Harbor GoPass"), the title marked with its own.
      <button
        type="button"
        class="show-in-document"
        aria-label={`${strings.readDocument}: ${title}${languageNoteText(topic.lang, table)}`}
        onClick={(event) => onOpenDocument(topic.doc, '', event.currentTarget as HTMLElement, [])}
      >
        <bdi lang={topic.lang} dir={directionOf(topic.lang)}>
          {title}
        </bdi>
        {languageNote(topic.lang, table)}
        {tail !== '' && <span class="after-title">{tail}</span>}
      </button>
    );
    list.push(lead === '' ? button : <span class="joined">{lead}{button}</span>);
    last = undefined;
  };
  for (const part of parts) {
    if (part.type === 'literal') {
      // ", and " is "," after the title before, " and " between; Arabic's "، و" is "،", " " and "و" before the next.
      const [, tail, between, word] = /^(\p{P}*)(.*?)(\S*)$/su.exec(part.value)!;
      settle(tail!);
      list.push(between!);
      joined = word!;
      continue;
    }
    settle('');
    last = { lead: joined, topic: topics[next++]!, title: part.value };
    joined = '';
  }
  // The sentence's own full stop after the last title ("{topics}.") is kept with it too.
  const at = strings.refusalTopics.indexOf('{topics}');
  const cut = at < 0 ? strings.refusalTopics.length : at + '{topics}'.length;
  const before = strings.refusalTopics.slice(0, cut);
  const [, close = '', rest = ''] = /^(\p{P}*)(.*)$/su.exec(strings.refusalTopics.slice(cut))!;
  settle(close);
  // Marked where its words are not the refusal's sentences' (`spokenIn`): English after a Russian refusal in the
  // agency's own words, or Russian page words after a refusal in English; else a screen reader reads it in the wrong voice.
  const own = primaryLanguage(table) === primaryLanguage(spokenIn);
  return (
    <p class="refusal-topics" lang={own ? undefined : table} dir={own ? undefined : directionOf(table)}>
      {fillParts(before + rest, { topics: list })}
    </p>
  );
}

/**
 * The languages a refusal of a question in a script no document is written in names: those of the page's languages
 * its documents are written in. Not the others the page has words for: a resident trial (session 50) asked in Arabic
 * on an English and Spanish corpus was told "Languages: Arabic, English and Spanish".
 */
export function documentLanguages(languages: readonly LanguageInfo[]): string[] {
  return languages.filter((l) => l.inCorpus).map((l) => l.code);
}

/**
 * For a question in a script no corpus language is written in ("Как подать заявку?" on an English, Spanish and Arabic
 * corpus): the page has no documents in that language, and the languages they are written in, each in its own name
 * and marked with its own language, so a resident who reads none of the sentence's still finds theirs (a resident
 * trial asked in Russian).
 */
function ReadableLine({ spokenIn, readable, tables }: { spokenIn: string; readable: readonly string[]; tables: UiTables }) {
  const table = uiStringsLanguage(spokenIn, tables);
  const strings = tables[table]!;
  const parts = new Intl.ListFormat(table, { type: 'conjunction' }).formatToParts(readable.map(endonymOf));
  let next = 0;
  // Marked where the page's words are not the refusal's sentences', as the titles' line is.
  const own = primaryLanguage(table) === primaryLanguage(spokenIn);
  return (
    <p class="refusal-languages" lang={own ? undefined : table} dir={own ? undefined : directionOf(table)}>
      {strings.errorUnsupportedLanguage} {strings.summaryLanguages}:{' '}
      {parts.map((part, i) => {
        if (part.type !== 'element') return part.value;
        const code = readable[next++]!;
        return (
          <bdi key={i} lang={code} dir={directionOf(code)}>
            {part.value}
          </bdi>
        );
      })}
      .
    </p>
  );
}

export function RefusalView({ refusal, spokenIn, topics, readable, tables, onOpenDocument }: { refusal: Refusal; spokenIn: string; topics?: readonly Topic[]; readable?: readonly string[]; tables: UiTables; onOpenDocument: OpenDocument }) {
  const message = refusalMessage(refusal, tables);
  return (
    <div class="refusal" lang={spokenIn} dir={directionOf(spokenIn)}>
      <p>{message}</p>
      {readable !== undefined && readable.length > 0 && <ReadableLine spokenIn={spokenIn} readable={readable} tables={tables} />}
      {topics !== undefined && topics.length > 0 && <TopicsLine refusal={refusal} spokenIn={spokenIn} topics={topics} tables={tables} onOpenDocument={onOpenDocument} />}
      {/* Isolated as the question's language runs: its contact may be right-to-left inside an English sentence. */}
      <p class="refusal-contact"><ContactText text={refusal.contactLine} dir={refusal.dir} newTab={{ text: uiStrings(spokenIn, tables).opensInNewTab, lang: uiStringsLanguage(spokenIn, tables) }} /></p>
    </div>
  );
}

/**
 * What a build says to its operator, in the one wording both builders print: `npm run build-index` in a terminal,
 * the in-page indexer in the operator view. Plain lines of text; the caller decides where they go.
 */
import { addDays } from '../format/effective-dates.ts';
import type { CairnIndex, IndexedDocument, LanguageCalibration } from '../format/index-format.ts';
import { thresholdsOf, translatedThresholdsOf } from '../format/thresholds.ts';
import { counted, grouped, round4 } from '../format/precision.ts';
import { tooLittleText, translatedRate } from './calibrate.ts';
import { formatLocation } from '../text/errors.ts';
import { messageLanguages } from '../text/messages.ts';
import { primaryLanguage } from '../text/language-tag.ts';
import type { BuildWarning } from './passages.ts';
import type { LexiconReport } from './lexicon.ts';

/** A warning as `file:line: warning: message`, the shape compilers use, so editors can jump to it. */
export function formatWarning(warning: BuildWarning): string {
  return `${formatLocation({ file: warning.file, line: warning.line })}: warning: ${warning.message}`;
}

/** A share as a percentage, to two decimals: 0.0474 is "4.74%". */
const percent = (share: number) => `${Math.round(share * 10_000) / 100}%`;

/**
 * What a calibration measured, in words: an operator's trial (session 46) could not read "p50 0.0521, p95 0.1669;
 * other-document windows answered 0.0474, own-document 1".
 */
function calibrationEvidence(c: LanguageCalibration, documents: string, carried: string, own: string): string {
  return (
    `${grouped(c.windows)} question-sized pieces of ${documents}${carried}, each scored against the other documents, score ${c.quantiles!.p50} at ` +
    `the median and ${c.quantiles!.p95} at the 95th percentile; at ${c.threshold}, ${percent(c.otherDocumentRate!)} of them are answered from ` +
    `another document and ${percent(c.ownDocumentRate!)} from ${own}`
  );
}

/** One line per language: the threshold that will decide, what set it, and the calibration's evidence. */
function thresholdLines(index: CairnIndex): string[] {
  const rate = `${index.calibration.falseAnswerRate * 100}%`;
  return Object.entries(thresholdsOf(index, index.settings)).map(([lang, threshold]) => {
    const c = index.calibration.languages[lang]!;
    const evidence =
      c.source === 'calibrated'
        ? `calibrated at ${rate}: ${calibrationEvidence(c, counted(c.documents, 'document'), '', 'their own')}`
        : `not calibrated: too little text (${tooLittleText(c)})`;
    return `  threshold    ${lang} ${threshold.value} (${threshold.source}); ${evidence}`;
  });
}

/** One line per translated path: its threshold, and the evidence when calibrated (at its share of the rate). */
function translatedThresholdLines(index: CairnIndex): string[] {
  return Object.entries(translatedThresholdsOf(index, index.settings)).map(([path, threshold]) => {
    const c = index.calibration.translations[path]!;
    const rate = `${round4(translatedRate(index.lexicon, path.split('>')[0]!, index.calibration.falseAnswerRate) * 100)}%`;
    return `  threshold    ${path} ${threshold.value} (${threshold.source}); calibrated through the lexicon at ${rate}: ${calibrationEvidence(c, `${grouped(c.documents)} translated documents`, ', carried through the lexicon', 'their own translation')}`;
  });
}

/**
 * One line per dated document: when it is in force, and, where its end is the day before a document that supersedes
 * it takes effect, which one — the end the build derives when the document gives none.
 */
function datedLines(index: CairnIndex): string[] {
  const successors = new Map<string, IndexedDocument[]>();
  for (const d of index.documents) for (const old of d.supersedes ?? []) successors.set(old, [...(successors.get(old) ?? []), d]);
  return index.documents.flatMap((d) => {
    if (d.validity === undefined) return [];
    const { from, until } = d.validity;
    const next = until === null ? undefined : successors.get(d.id)?.find((s) => s.validity?.from === addDays(until, 1));
    return [`  in force     ${d.id} from ${from ?? 'the start'} until ${until ?? 'further notice'}${next ? ` (the day before ${next.id} takes effect)` : ''}`];
  });
}

/** Where the CLI wrote the index, and its size: a terminal build has a file, an in-page build a download. */
export interface WrittenIndex {
  path: string;
  bytes: number;
  gzipped: number;
  /** When the index was written sharded: the manifest at `path`, the shards in `folder` (sizes of all files together). */
  sharded?: {
    folder: string;
    manifestBytes: number;
    manifestGzipped: number;
    termShards: number;
    /** The rest of long posting lists, fetched only when an outcome depends on them. */
    tailShards: number;
    documentShards: number;
    passageShards: number;
    /** Pages of shard names, when a kind has more shards than the manifest lists itself. */
    pages: number;
    /** Dictionary shards and the document directory. */
    otherShards: number;
    why: string;
  };
}

/** Up to four entries spread evenly over a non-empty list (its first, and three at its quarters), each once. */
function examplesOf<T>(list: readonly T[]): T[] {
  return [0, 1, 2, 3].map((i) => list[Math.floor((i * list.length) / 4)]!).filter((entry, i, all) => all.indexOf(entry) === i);
}

/**
 * What the translations taught, per language pair: how many translation groups (documents sharing a
 * `translation_key`) hold both languages, the term pairs learned, and a few of them, so an operator can see at a
 * glance whether the agency's renderings were read ("appli ↔ solic").
 */
function lexiconLines(index: CairnIndex, learned: readonly LexiconReport[]): string[] {
  const keys = new Map<string, string[]>();
  for (const d of index.documents) {
    const key = d.meta.translation_key;
    if (typeof key === 'string') keys.set(key, [...(keys.get(key) ?? []), d.lang]);
  }
  return Object.entries(index.lexicon).map(([pair, pairs]) => {
    const [a, b] = pair.split('|');
    const documents = [...keys.values()].filter((langs) => langs.includes(a!) && langs.includes(b!)).length;
    // The build's own examples: its best-supported pairs, as the documents write them.
    const examples = learned.find((report) => report.pair === pair)?.examples ?? [];
    const shown = examples.length === 0 ? '' : ` (e.g. ${examples.map(([x, y]) => `${x} ↔ ${y}`).join(', ')})`;
    return `  lexicon      ${a}–${b}: ${grouped(pairs.length)} term pairs from ${grouped(documents)} translated documents${shown}`;
  });
}

/**
 * Per language, how many Han characters a question may type in the other script (Traditional or Simplified) and be
 * read as its passages write them, with a few of them: none for a corpus without Chinese text.
 */
function hanLines(index: CairnIndex): string[] {
  return Object.entries(index.hanVariants ?? {}).map(([lang, byCharacter]) => {
    const forms = Object.entries(byCharacter);
    return `  han forms    ${lang}: ${grouped(forms.length)} characters a question may type in the other script, read as its passages write them (e.g. ${examplesOf(forms).map(([from, to]) => `${from} → ${to}`).join(', ')})`;
  });
}

/**
 * Which languages Cairn speaks in the agency's own words (`[messages.LANG]`), and which in its own, when the agency gave
 * any. With `page.languages` set, only those and the documents' languages: a page offering English and French never
 * speaks Cairn's Arabic (an operator trial read "Cairn's own in ar, es" as languages its page would show, session 47).
 */
function messagesLines(index: CairnIndex): string[] {
  const agency = Object.keys(index.settings.messages ?? {}).sort();
  if (agency.length === 0) return [];
  const offered = index.settings.pageLanguages;
  const spoken = offered === undefined ? undefined : new Set([...offered, ...Object.keys(index.languages)].map(primaryLanguage));
  const own = messageLanguages();
  // A language spoken with no table of either falls back to English, Cairn's unless the agency gave its own.
  const toEnglish = spoken !== undefined && [...spoken].some((lang) => !agency.includes(lang) && !own.includes(lang));
  const cairn = own.filter((lang) => !agency.includes(lang) && (spoken === undefined || spoken.has(lang) || (lang === 'en' && toEnglish)));
  return [`  messages     the agency's in ${agency.join(', ')}${cairn.length === 0 ? '' : `; Cairn's own in ${cairn.join(', ')}`}`];
}

/** Which languages the page shows in the agency's words (`[page_words.LANG]`), when the agency gave any. */
function pageWordsLines(index: CairnIndex): string[] {
  const agency = Object.keys(index.settings.pageWords ?? {}).sort();
  return agency.length === 0 ? [] : [`  page words   the agency's in ${agency.join(', ')}`];
}

/**
 * The build summary, one line per fact: documents, passages, languages, (the file written,) each language's
 * threshold, what the translations taught and each translated path's threshold, the fingerprint and the number of
 * warnings. The in-page indexer's lines are exactly the CLI's without
 * the two about the file. `lexicon`, the build's own account of what it learned (`BuildResult.lexicon`), gives each
 * language pair's examples as the documents write them.
 */
export function buildReport(index: CairnIndex, warnings: number, lexicon: readonly LexiconReport[], written?: WrittenIndex): string[] {
  const passages = index.passages.length;
  const perThousand = (size: number): string => grouped(Math.round((size * 1000) / passages));
  const languages = Object.keys(index.languages).map((lang) => `${lang} ${index.passages.filter((p) => p.lang === lang).length}`).join(', ');
  return [
    `  documents    ${index.documents.length}`,
    `  passages     ${passages}`,
    `  languages    ${languages}`,
    ...messagesLines(index),
    ...pageWordsLines(index),
    ...(index.settings.closeSibling === undefined
      ? []
      : [`  close calls  the document named, nothing quoted, when another of its passages reaches ${index.settings.closeSibling} of the best one's score and share of the question (retrieval.close_sibling)`]),
    ...datedLines(index),
    ...(written === undefined
      ? []
      : [
          `  output       ${written.path}`,
          ...(written.sharded === undefined
            ? []
            : [
                `  sharded      ${written.sharded.why}: manifest ${grouped(written.sharded.manifestBytes)} bytes (${grouped(written.sharded.manifestGzipped)} gzipped); ` +
                  `${grouped(written.sharded.termShards)} term, ${grouped(written.sharded.tailShards)} tail, ${grouped(written.sharded.documentShards)} document, ${grouped(written.sharded.passageShards)} passage and ` +
                  `${grouped(written.sharded.otherShards)} dictionary and directory shards, ${grouped(written.sharded.pages)} pages of names, in ${written.sharded.folder}`,
              ]),
          `  size         ${grouped(written.bytes)} bytes raw, ${grouped(written.gzipped)} gzipped (${perThousand(written.bytes)} raw, ${perThousand(written.gzipped)} gzipped per 1,000 passages)${written.sharded === undefined ? '' : ', every file'}`,
        ]),
    ...thresholdLines(index),
    ...lexiconLines(index, lexicon),
    ...hanLines(index),
    ...translatedThresholdLines(index),
    `  fingerprint  ${index.fingerprint}`,
    `  warnings     ${warnings}`,
  ];
}

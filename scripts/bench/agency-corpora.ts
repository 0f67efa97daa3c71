/**
 * The two real agency corpora as benchmarks (`../shared/corpora`, see their READMEs): the questions an agency
 * wrote itself, with the text that would give the answer away withheld from the index.
 *
 * - HealthCare.gov question pages: the title is the question, the body the answer. Every document is indexed, the
 *   question pages with their title withheld; the title is asked; the answer is the page's own passage.
 * - USA.gov question headings: a section heading phrased as a question ("How do I …?", "¿Cómo …?") is withheld
 *   from the index (its line keeps a heading with no words, so every passage keeps its place); the heading is
 *   asked; the answer is a passage of that section (until the next heading of the same or a higher level).
 *
 * Pure but for reading the corpus folder: the protocols build their files in memory, through the real build path.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildIndex, parseIndex, serializeIndex, type CairnIndex, type Settings, type SourceFile } from '../../src/engine/index.ts';
import { parseCorpusDocument } from '../../src/engine/build/parse-document.ts';
import { splitPassages } from '../../src/engine/build/passages.ts';
import { loadConfig } from '../cli/load-config.ts';
import { readCorpus } from '../cli/read-corpus.ts';

/** One question of a protocol, and the passages that answer it. */
export interface CorpusQuestion {
  question: string;
  lang: string;
  /** The document the question belongs to. */
  doc: string;
  /** Passage ids that count as its answer. */
  answers: string[];
}

/** A protocol's index and questions. */
export interface CorpusProtocol {
  name: string;
  /** The files built (with what the protocol withholds withheld), and the settings they were built with. */
  files: SourceFile[];
  settings: Settings;
  index: CairnIndex;
  questions: CorpusQuestion[];
}

/** What a withheld title or heading becomes: text with no words, so nothing about the question is left. */
export const WITHHELD = '—';

const decode = (file: SourceFile) => new TextDecoder().decode(file.bytes);
const encode = (text: string) => new TextEncoder().encode(text);

export function build(files: readonly SourceFile[], settings: Settings, what: string): CairnIndex {
  const built = buildIndex(files, settings);
  if (built.index === undefined) throw new Error(`bench:corpora: ${what} does not build: ${built.errors.map((e) => e.message).join('; ')}`);
  return parseIndex(serializeIndex(built.index), what);
}

/** Replaces the front matter's `title:` line; the file's other lines, and so its passages, stay as they are. */
export function withholdTitle(text: string): string {
  const end = text.indexOf('\n---', 4);
  const head = text.slice(0, end).replace(/^title:.*$/mu, `title: "${WITHHELD}"`);
  return head + text.slice(end);
}

/** HealthCare.gov: the question pages' titles withheld, each title asked. */
export function healthcareQuestions(corpusDir: string): CorpusProtocol {
  const { config } = loadConfig({ corpus: corpusDir });
  const listed = readFileSync(join(corpusDir, 'questions.jsonl'), 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as { question: string; lang: string; answer_doc: string });
  const questionDocs = new Set(listed.map((q) => q.answer_doc));
  const files = readCorpus(corpusDir).map((file) => {
    const id = /^id:\s*(.+)$/mu.exec(decode(file))?.[1]?.trim();
    return id !== undefined && questionDocs.has(id) ? { path: file.path, bytes: encode(withholdTitle(decode(file))) } : file;
  });
  const index = build(files, config.settings, corpusDir);
  const passagesOf = new Map<string, string[]>();
  for (const p of index.passages) passagesOf.set(p.doc, [...(passagesOf.get(p.doc) ?? []), p.id]);
  return {
    name: 'healthcare-gov questions',
    files,
    settings: config.settings,
    index,
    questions: listed.map((q) => ({ question: q.question, lang: q.lang, doc: q.answer_doc, answers: passagesOf.get(q.answer_doc) ?? [] })),
  };
}

/** A heading phrased as a question: it ends with a question mark, or opens with an inverted one. */
export function isQuestionHeading(text: string): boolean {
  const trimmed = text.trim();
  return trimmed.endsWith('?') || trimmed.endsWith('？') || trimmed.startsWith('¿');
}

/** USA.gov: every question heading withheld, each asked; its section's passages answer it. */
export function usagovHeadings(corpusDir: string): CorpusProtocol {
  const { config } = loadConfig({ corpus: corpusDir });
  const questions: CorpusQuestion[] = [];
  const files = readCorpus(corpusDir).map((file) => {
    const text = decode(file);
    const document = parseCorpusDocument(text, file.path);
    const { passages } = splitPassages(document);
    const headings = document.blocks.filter((b) => b.kind === 'heading');
    const asked = headings.filter((h) => isQuestionHeading(h.text));
    if (asked.length === 0) return file;
    const lines = text.split('\n');
    for (const heading of asked) {
      const next = headings.find((h) => h.line > heading.line && h.depth! <= heading.depth!);
      const answers = passages.filter((p) => p.line > heading.line && (next === undefined || p.line < next.line)).map((p) => p.id);
      if (answers.length > 0) questions.push({ question: heading.text, lang: document.lang, doc: document.id, answers });
      lines[heading.line - 1] = `${'#'.repeat(heading.depth!)} ${WITHHELD}`;
    }
    return { path: file.path, bytes: encode(lines.join('\n')) };
  });
  return { name: 'usagov question headings', files, settings: config.settings, index: build(files, config.settings, corpusDir), questions };
}

/**
 * XQuAD (SQuAD format) → the benchmark's corpora and questions. Read at run time from the folder given with
 * --data; nothing of it is copied into the repository. Each article becomes one markdown document (front matter
 * id `a<article index>`, title the article title, lang the file's language) with one paragraph per block, and
 * the build is checked to have made exactly one passage per paragraph, holding that paragraph's text.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildIndex, DEFAULT_SETTINGS, type CairnIndex, type SourceFile } from '../../src/engine/index.ts';

/** One XQuAD language file, as the benchmark uses it. */
export interface XquadLanguage {
  lang: string;
  articles: XquadArticle[];
}

export interface XquadArticle {
  /** Position in the file, from 0: protocol B's corpus is the even positions. */
  index: number;
  title: string;
  /** Paragraph texts; a paragraph's id is `a<article index>#<position from 1>`, the passage id Cairn gives it. */
  paragraphs: string[];
  questions: XquadQuestion[];
}

export interface XquadQuestion {
  id: string;
  question: string;
  /** The id of the paragraph that answers it. */
  paragraph: string;
}

interface SquadFile {
  data: Array<{ title: string; paragraphs: Array<{ context: string; qas: Array<{ id: string; question: string }> }> }>;
}

/** Every `xquad.<lang>.json` in `dir`, sorted by language. */
export function readXquad(dir: string): XquadLanguage[] {
  const files = readdirSync(dir).filter((name) => /^xquad\.[a-z]{2,3}(-[A-Za-z0-9]+)*\.json$/.test(name)).sort();
  if (files.length === 0) throw new Error(`bench:xquad: no xquad.<lang>.json in ${dir}; pass the XQuAD folder with --data`);
  return files.map((name) => {
    const lang = name.slice('xquad.'.length, -'.json'.length);
    const squad = JSON.parse(readFileSync(join(dir, name), 'utf8')) as SquadFile;
    const articles = squad.data.map((article, index) => ({
      index,
      title: article.title,
      paragraphs: article.paragraphs.map((p) => oneLine(p.context)),
      questions: article.paragraphs.flatMap((p, position) =>
        p.qas.map((qa) => ({ id: qa.id, question: oneLine(qa.question), paragraph: `a${index}#${position + 1}` })),
      ),
    }));
    return { lang, articles };
  });
}

/** Whitespace runs (newlines included) become one space: a paragraph is one line of one markdown block. */
function oneLine(text: string): string {
  return text.replace(/\s+/gu, ' ').trim();
}

/**
 * Backslash-escapes every ASCII punctuation character, which CommonMark allows for all of them, so nothing in a
 * paragraph can start a list ("1990. …"), a heading, a quote, emphasis, a link, HTML or an entity. The parsed
 * text is the original, and the build check below proves it.
 */
export function escapeMarkdown(text: string): string {
  return text.replace(/[!-/:-@[-`{-~]/g, '\\$&');
}

/** One markdown file per article. */
export function articleFiles(articles: readonly XquadArticle[], lang: string): SourceFile[] {
  const encoder = new TextEncoder();
  return articles.map((article) => ({
    path: `a${article.index}.md`,
    bytes: encoder.encode(
      `---\nid: a${article.index}\ntitle: ${JSON.stringify(article.title)}\nlang: ${lang}\n---\n\n${article.paragraphs.map(escapeMarkdown).join('\n\n')}\n`,
    ),
  }));
}

/**
 * Cairn's index of `articles`, built with the shipped default settings through `buildIndex`.
 * @throws Error when the build fails or any paragraph did not become exactly one passage with its own text.
 */
export function buildArticleIndex(articles: readonly XquadArticle[], lang: string): CairnIndex {
  const built = buildIndex(articleFiles(articles, lang), { ...DEFAULT_SETTINGS, contactByLanguage: {} });
  if (built.index === undefined) throw new Error(`bench:xquad: ${lang} did not build: ${built.errors.map((e) => e.message).join('; ')}`);
  const expected = articles.flatMap((a) => a.paragraphs.map((text, i) => ({ id: `a${a.index}#${i + 1}`, text })));
  const passages = built.index.passages;
  const bodies = new Map(passages.map((p) => [p.id, p.body]));
  const mismatched = expected.filter((p) => bodies.get(p.id) !== p.text);
  if (passages.length !== expected.length || mismatched.length > 0) {
    const first = mismatched[0];
    throw new Error(
      `bench:xquad: ${lang}: ${passages.length} passages for ${expected.length} paragraphs` +
        (first ? `; ${first.id} reads ${JSON.stringify(bodies.get(first.id))}, expected ${JSON.stringify(first.text)}` : ''),
    );
  }
  return built.index;
}

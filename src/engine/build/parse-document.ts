/**
 * One corpus document: front matter (YAML, between `---` lines) and a CommonMark body, read with real parsers
 * (micromark/mdast and `yaml`) so that what counts as a heading or a paragraph is CommonMark's answer, not ours.
 */
import type { Nodes, RootContent } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { frontmatterFromMarkdown } from 'mdast-util-frontmatter';
import { frontmatter } from 'micromark-extension-frontmatter';
import { parseDocument as parseYaml } from 'yaml';
import { CorpusError } from '../text/errors.ts';
import { canonicalLanguageTag } from '../text/language-tag.ts';

/** A top-level block of the body, as plain text with markdown markers removed (never words). */
export interface Block {
  kind: 'heading' | 'text';
  text: string;
  /** 1-based line of the block in the file, for warnings. */
  line: number;
}

/** A parsed corpus document. */
export interface CorpusDocument {
  id: string;
  title: string;
  /** Canonical BCP 47 tag. */
  lang: string;
  /** Path relative to the corpus folder, with `/` separators. */
  path: string;
  /** Every other front-matter key, kept as written (for example `synthetic: true`). */
  meta: Record<string, unknown>;
  blocks: Block[];
}

const REQUIRED_KEYS = ['id', 'title', 'lang'] as const;
// An id becomes part of every passage id (`<id>#<n>`) and of URLs and file names: no spaces, no `#`.
const DOCUMENT_ID = /^[\p{L}\p{N}][\p{L}\p{N}._-]*$/u;

/** Plain text of inline content: markers dropped, link and image text kept, soft line breaks as spaces. */
function inlineText(node: Nodes): string {
  switch (node.type) {
    case 'text':
      // A line break inside a paragraph's source is soft wrapping: a space, not a new line.
      return node.value.replace(/[ \t]*\r?\n[ \t]*/gu, ' ');
    case 'inlineCode':
      return node.value;
    case 'break':
      return '\n';
    case 'image':
      return node.alt ?? '';
    case 'html':
      // Raw HTML in a document is shown as the text it is, never rendered.
      return node.value;
    default:
      return 'children' in node ? node.children.map((child) => inlineText(child as Nodes)).join('') : '';
  }
}

/** Plain text of a block: paragraphs collapse soft wrapping; list items and table rows become lines. */
function blockText(node: RootContent): string {
  switch (node.type) {
    case 'paragraph':
    case 'heading':
      return inlineText(node).split('\n').map((line) => line.replace(/\s+/gu, ' ').trim()).join('\n').trim();
    case 'code':
    case 'html':
      return node.value;
    case 'list':
      return node.children.map((item) => item.children.map(blockText).join('\n')).join('\n');
    case 'blockquote':
      return node.children.map(blockText).join('\n');
    case 'table':
      return node.children.map((row) => row.children.map((cell) => inlineText(cell).trim()).join(' ')).join('\n');
    default:
      return 'children' in node ? inlineText(node as Nodes).trim() : '';
  }
}

function describe(value: unknown): string {
  if (value === null || value === undefined) return 'nothing';
  if (typeof value === 'object') return Array.isArray(value) ? 'a list' : 'a mapping';
  return `${typeof value} ${JSON.stringify(value)}`;
}

/**
 * Parses one document's text. `path` is relative to the corpus folder and names the file in errors.
 * @throws CorpusError for missing or unreadable front matter, a missing or invalid required key.
 */
export function parseCorpusDocument(text: string, path: string): CorpusDocument {
  const tree = fromMarkdown(text, {
    extensions: [frontmatter(['yaml'])],
    mdastExtensions: [frontmatterFromMarkdown(['yaml'])],
  });
  const [first, ...rest] = tree.children;
  if (!first || first.type !== 'yaml') {
    throw new CorpusError(
      'has no front matter; start the file with a "---" line, then "id: …", "title: …", "lang: …", then a closing "---" line',
      { file: path, line: 1 },
    );
  }
  // The YAML node's value starts on the line after the opening `---`.
  const yamlFirstLine = (first.position?.start.line ?? 1) + 1;
  const yaml = parseYaml(first.value);
  if (yaml.errors.length > 0) {
    const error = yaml.errors[0]!;
    const line = yamlFirstLine + (error.linePos?.[0]?.line ?? 1) - 1;
    const why = error.message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/u, '');
    throw new CorpusError(`front matter is not valid YAML (${why}); fix that line`, { file: path, line });
  }
  const data: unknown = yaml.toJS();
  if (data === null || typeof data !== 'object' || Array.isArray(data)) {
    throw new CorpusError(`front matter must be "key: value" lines, got ${describe(data)}`, { file: path, line: yamlFirstLine });
  }
  const fields = data as Record<string, unknown>;
  for (const key of REQUIRED_KEYS) {
    const value = fields[key];
    if (typeof value !== 'string' || value.trim() === '') {
      const got = value === undefined ? 'it is missing' : `got ${describe(value)}`;
      throw new CorpusError(`front matter needs "${key}" as non-empty text (${got}); add a line "${key}: …"`, {
        file: path,
        line: yamlFirstLine,
      });
    }
  }
  const id = (fields.id as string).trim();
  if (!DOCUMENT_ID.test(id)) {
    throw new CorpusError(
      `front matter "id" must be letters, digits, ".", "_" or "-" (no spaces or "#"), got "${id}"`,
      { file: path, line: yamlFirstLine },
    );
  }
  const lang = canonicalLanguageTag((fields.lang as string).trim());
  if (lang === undefined) {
    throw new CorpusError(
      `front matter "lang" must be a BCP 47 language tag such as "en", "es" or "ar-EG", got "${String(fields.lang)}"`,
      { file: path, line: yamlFirstLine },
    );
  }
  const meta: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields)) {
    if (!(REQUIRED_KEYS as readonly string[]).includes(key)) meta[key] = value;
  }
  const blocks: Block[] = [];
  for (const node of rest) {
    const text = blockText(node);
    if (text === '') continue;
    blocks.push({ kind: node.type === 'heading' ? 'heading' : 'text', text, line: node.position?.start.line ?? 1 });
  }
  return { id, title: (fields.title as string).trim(), lang, path, meta, blocks };
}

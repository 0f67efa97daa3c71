/**
 * One corpus document: front matter (YAML, between `---` lines) and a CommonMark body, read with real parsers
 * (micromark/mdast and `yaml`) so that what counts as a heading or a paragraph is CommonMark's answer, not ours.
 */
import type { Nodes, RootContent } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { frontmatterFromMarkdown } from 'mdast-util-frontmatter';
import { gfmTableFromMarkdown } from 'mdast-util-gfm-table';
import { frontmatter } from 'micromark-extension-frontmatter';
import { gfmTable } from 'micromark-extension-gfm-table';
import { parseDocument as parseYaml } from 'yaml';
import { CorpusError } from '../text/errors.ts';
import { canonicalLanguageTag } from '../text/language-tag.ts';
import { isIsoDate } from '../format/effective-dates.ts';

/** A top-level block of the body, as plain text with markdown markers removed (never words). */
export interface Block {
  /** A heading, a paragraph, a list, a table, or any other block (code, quote, raw HTML). */
  kind: 'heading' | 'paragraph' | 'list' | 'table' | 'other';
  text: string;
  /** 1-based line of the block in the file, for warnings. */
  line: number;
  /** A heading's level as written (1 for `#`, 2 for `##` …); absent for other blocks. */
  depth?: number;
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
  /** `effective_from`, `effective_until` and `supersedes`, checked; absent when the front matter has none of them. */
  dates?: DocumentDates;
}

/** A document without its body: what the build keeps of it once its passages are split. */
export type DocumentHead = Omit<CorpusDocument, 'blocks'>;

/** A document's own dates, as its front matter gives them (the build derives the rest across documents). */
export interface DocumentDates {
  /** ISO dates, inclusive; null when not given. */
  from: string | null;
  until: string | null;
  /** Ids of the documents this one replaces, sorted; [] when none. */
  supersedes: string[];
  /** The file line of `supersedes`, for errors found across documents. */
  supersedesLine: number | undefined;
}

const REQUIRED_KEYS = ['id', 'title', 'lang'] as const;
// An id becomes part of every passage id (`<id>#<n>`) and of URLs and file names: no spaces, no `#`.
const DOCUMENT_ID = /^[\p{L}\p{N}][\p{L}\p{N}._-]*$/u;
// Names the object model gives a meaning of its own: an id of one of them would be a trap for any code, ours or a
// reader's, that keys a plain object by document id.
const RESERVED_IDS: ReadonlySet<string> = new Set(['__proto__']);

/**
 * The deepest a document may nest, in its body (blockquotes, lists, inline markup: levels below the root) and in its
 * front matter (values inside values). Real documents nest a handful of levels. The limit is far under what any
 * thread's stack holds, so a file reads the same on every thread: past about 850 levels a main thread's stack (about
 * 1 MB) overflows where a worker thread's (4 MB) does not.
 */
export const MAX_NESTING = 100;

/** The first node, in document order, more than `MAX_NESTING` levels below `root`; found without recursion. */
function tooDeep<T>(root: T, children: (node: T) => readonly T[]): T | undefined {
  const stack: Array<[T, number]> = [[root, 0]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop()!;
    if (depth > MAX_NESTING) return node;
    const below = children(node);
    for (let i = below.length - 1; i >= 0; i--) stack.push([below[i]!, depth + 1]);
  }
  return undefined;
}

const isStackOverflow = (message: string) => message.includes('Maximum call stack size exceeded');

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

function blockKind(node: RootContent): Block['kind'] {
  return node.type === 'heading' || node.type === 'paragraph' || node.type === 'list' || node.type === 'table' ? node.type : 'other';
}

/** http: or https:, then a host, then anything without spaces or control characters. */
const ABSOLUTE_WEB_ADDRESS = /^https?:\/\/[^\s/?#@\\]+(?:[/?#][^\s\p{Cc}]*)?$/iu;

/** The file line of a top-level front-matter key, or the front matter's first line when it cannot be told. */
function lineOfKey(yamlText: string, key: string, firstLine: number): number {
  const at = yamlText.split('\n').findIndex((line) => line.startsWith(`${key}:`));
  return at < 0 ? firstLine : firstLine + at;
}

/**
 * A document's `url` is the agency's page for it, shown as a link in citations: an absolute http: or https: address,
 * nothing else — a relative path would resolve against wherever Cairn is served, and `javascript:` or `data:` are
 * not pages.
 */
function checkUrl(value: unknown, path: string, line: number): void {
  if (typeof value !== 'string' || !ABSOLUTE_WEB_ADDRESS.test(value)) {
    throw new CorpusError(`front matter "url" must be an absolute http: or https: address such as "https://www.agency.gov/page", got ${describe(value)}`, {
      file: path,
      line,
    });
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
    // GFM tables: agencies publish tables (fees, income limits), and without the extension a table is one paragraph
    // of pipes, quoted as such.
    extensions: [frontmatter(['yaml']), gfmTable()],
    mdastExtensions: [frontmatterFromMarkdown(['yaml']), gfmTableFromMarkdown()],
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
  // 'error': the YAML library would otherwise print warnings of its own (a mapping used as a key), and the engine
  // never logs; what matters reaches the operator as an error or as a key in `meta`.
  const yaml = parseYaml(first.value, { logLevel: 'error' });
  const tooNested = new CorpusError(`front matter nests values more than ${MAX_NESTING} levels deep; write plain "key: value" lines`, {
    file: path,
    line: yamlFirstLine,
  });
  if (yaml.errors.some((error) => isStackOverflow(error.message))) throw tooNested;
  if (yaml.errors.length > 0) {
    const error = yaml.errors[0]!;
    const line = yamlFirstLine + (error.linePos?.[0]?.line ?? 1) - 1;
    const why = error.message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/u, '');
    throw new CorpusError(`front matter is not valid YAML (${why}); fix that line`, { file: path, line });
  }
  let data: unknown;
  try {
    data = yaml.toJS();
  } catch (error) {
    if (isStackOverflow((error as Error).message)) throw tooNested;
    // The YAML library refuses to expand an alias bomb (a few lines that would become millions of values).
    throw new CorpusError(`front matter could not be read (${(error as Error).message}); write plain "key: value" lines, without YAML aliases`, {
      file: path,
      line: yamlFirstLine,
    });
  }
  if (tooDeep(data, (value) => (value !== null && typeof value === 'object' ? Object.values(value) : [])) !== undefined) throw tooNested;
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
  if (RESERVED_IDS.has(id)) {
    throw new CorpusError(`front matter "id" "${id}" is reserved (it names a property of every JavaScript object); choose another id`, {
      file: path,
      line: yamlFirstLine,
    });
  }
  if (!DOCUMENT_ID.test(id)) {
    throw new CorpusError(
      `front matter "id" must start with a letter or digit, then letters, digits, ".", "_" or "-" (no spaces or "#"), got "${id}"`,
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
  // fromEntries defines each key as an own property: an assignment `meta[key] = value` would take a key "__proto__"
  // as the object's prototype, dropping it (text) or letting its mapping's keys pose as the document's (a mapping).
  const meta: Record<string, unknown> = Object.fromEntries(
    Object.entries(fields).filter(([key]) => !(REQUIRED_KEYS as readonly string[]).includes(key)),
  );
  if (meta.url !== undefined) checkUrl(meta.url, path, lineOfKey(first.value, 'url', yamlFirstLine));
  const dates = documentDates(meta, path, (key) => lineOfKey(first.value, key, yamlFirstLine));
  for (const key of DATE_KEYS) delete meta[key];
  const deep = tooDeep<Nodes>(tree, (node) => ('children' in node ? (node.children as Nodes[]) : []));
  if (deep !== undefined) {
    throw new CorpusError(`nests blockquotes, lists or markup more than ${MAX_NESTING} levels deep here; flatten it`, {
      file: path,
      line: deep.position?.start.line ?? 1,
    });
  }
  const blocks: Block[] = [];
  for (const node of rest) {
    const text = blockText(node);
    if (text === '') continue;
    const line = node.position?.start.line ?? 1;
    blocks.push(node.type === 'heading' ? { kind: 'heading', text, line, depth: node.depth } : { kind: blockKind(node), text, line });
  }
  return { id, title: (fields.title as string).trim(), lang, path, meta, blocks, ...(dates === undefined ? {} : { dates }) };
}

/** The front-matter keys of effective dating: read into `dates`, never kept in `meta`. */
const DATE_KEYS = ['effective_from', 'effective_until', 'supersedes'] as const;

/**
 * A document's own dates from its front matter, checked: each date a real `YYYY-MM-DD` day, the end not before the
 * start, `supersedes` an id or a list of ids. Undefined when none of the keys is there.
 */
function documentDates(meta: Record<string, unknown>, path: string, lineOf: (key: string) => number): DocumentDates | undefined {
  if (DATE_KEYS.every((key) => !Object.hasOwn(meta, key))) return undefined;
  const date = (key: 'effective_from' | 'effective_until'): string | null => {
    const value = meta[key];
    if (value === undefined || value === null) return null;
    if (typeof value !== 'string' || !isIsoDate(value)) {
      throw new CorpusError(`front matter "${key}" must be a date written YYYY-MM-DD, such as 2027-01-01, got ${describe(value)}`, { file: path, line: lineOf(key) });
    }
    return value;
  };
  const from = date('effective_from');
  const until = date('effective_until');
  if (from !== null && until !== null && until < from) {
    throw new CorpusError(`front matter "effective_until" (${until}) is before "effective_from" (${from}); both days are included, so the end cannot come first`, {
      file: path,
      line: lineOf('effective_until'),
    });
  }
  const raw = meta.supersedes;
  const list = raw === undefined || raw === null ? [] : Array.isArray(raw) ? raw : [raw];
  if (!list.every((id): id is string => typeof id === 'string' && id.trim() !== '')) {
    throw new CorpusError(`front matter "supersedes" must be a document id or a list of ids, got ${describe(raw)}`, { file: path, line: lineOf('supersedes') });
  }
  return {
    from,
    until,
    supersedes: [...new Set(list.map((id) => id.trim()))].sort(),
    supersedesLine: Object.hasOwn(meta, 'supersedes') ? lineOf('supersedes') : undefined,
  };
}

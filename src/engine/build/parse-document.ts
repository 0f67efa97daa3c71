/// <reference path="./markdown-it-table.d.ts" />
/**
 * One corpus document: front matter (YAML, between `---` lines) and a CommonMark body, read with real parsers
 * (markdown-it and `yaml`) so that what counts as a heading or a paragraph is CommonMark's answer, not ours.
 */
import MarkdownIt from 'markdown-it';
import type { Options, StateBlock, Token } from 'markdown-it';
import markdownItTable from 'markdown-it/lib/rules_block/table.mjs';
import { parseDocument as parseYaml } from 'yaml';
import { CorpusError, CorpusErrors } from '../text/errors.ts';
import { canonicalLanguageTag, unknownLanguageReason } from '../text/language-tag.ts';
import { isIsoDate, noSuchDay } from '../format/effective-dates.ts';
import { itemMarker } from '../format/list-items.ts';
import { withinOneEdit } from '../answer/typo.ts';
import { documentLinkMark, markless, withoutLinkMarks, withoutMarks, type DocumentLink } from './document-links.ts';
import { UNDEFINED_REFERENCE, afterWords, linkAddress, readAddress, type UndefinedReference, type UnkeptLink } from './link-addresses.ts';

/** A top-level block of the body, as plain text with markdown markers removed (never words). */
export interface Block {
  /** A heading, a paragraph, a list, a table, or any other block (code, quote, raw HTML). */
  kind: 'heading' | 'paragraph' | 'list' | 'table' | 'other';
  text: string;
  /** 1-based line of the block in the file, for warnings. */
  line: number;
  /** A heading's level as written (1 for `#`, 2 for `##` …); absent for other blocks. */
  depth?: number;
  /** The first raw HTML tag (or comment) in the block, as written; absent when it has none. For a warning. */
  html?: string;
  /** The links in the block whose addresses its text could not keep (`link-addresses.ts`); absent when none. For a warning. */
  unkeptLinks?: UnkeptLink[];
  /** The reference links in the block that no definition gives; absent when none. For a warning. */
  undefinedReferences?: UndefinedReference[];
}

/** A parsed corpus document. */
export interface CorpusDocument {
  id: string;
  title: string;
  /** Canonical BCP 47 tag. */
  lang: string;
  /** Path relative to the corpus folder, with `/` separators. */
  path: string;
  /** The front-matter keys the index keeps (`META_KEYS`: `url`, `translation_key`, `synthetic`), those given. */
  meta: Record<string, unknown>;
  /** `draft: true`: the document is read and checked, then left out of the index. */
  draft?: true;
  /**
   * Front-matter keys Cairn does not read, with their lines and, for a near miss, the key meant (`meantKey`): never in
   * the index, named in the build's warnings.
   */
  unread?: Array<{ key: string; line: number; meant?: string }>;
  blocks: Block[];
  /** The title's first raw HTML tag, as `Block.html` gives a block's, and the title's line; absent when it has none. */
  titleHtml?: { html: string; line: number };
  /**
   * The body's links to other markdown files, each marked in its block's text where its document's page goes
   * (`document-links.ts`), numbered in the order of the marks; absent when none.
   */
  documentLinks?: DocumentLink[];
  /** `effective_from`, `effective_until` and `supersedes`, checked; absent when the front matter has none of them. */
  dates?: DocumentDates;
  /** The file lines of `id` and, when given, `translation_key` and the dates' keys: for the errors found across documents. */
  lines: { id: number; translationKey?: number; effectiveFrom?: number; effectiveUntil?: number; supersedes?: number };
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
}

const REQUIRED_KEYS = ['id', 'title', 'lang'] as const;
/**
 * The other front-matter keys the index keeps: the agency's page, the link between translations, the demo's marker.
 * Nothing else is published: a front matter is where operators also write notes for one another ("owner: …, do not
 * publish"), and the index is a public file.
 */
const META_KEYS = ['url', 'translation_key', 'synthetic'] as const;
/** Every front-matter key Cairn reads; any other is named in the build's warnings, a near miss with the key meant. */
const FRONT_MATTER_KEYS: readonly string[] = [...REQUIRED_KEYS, ...META_KEYS, 'draft', 'effective_from', 'effective_until', 'supersedes'];

/**
 * Keys whose near miss is an error, not a warning: missed, they publish what the operator meant to hold back — a
 * draft, or a rule on a day it is not in force.
 */
const UNSAFE_TO_MISS: Readonly<Record<string, string>> = {
  draft: 'the document would be published',
  effective_from: 'the document would be in force every day',
  effective_until: 'the document would be in force every day',
  supersedes: 'the document it replaces would stay in force',
};

/**
 * The key Cairn reads that `key` is meant for: the same written another way ("Draft", "Translation-Key"), or, for a
 * key of four letters or more, one edit from it ("efective_from"); undefined when none ("uid" is not "id").
 */
function meantKey(key: string): string | undefined {
  const written = key.toLowerCase().replace(/[-\s]/gu, '_');
  return FRONT_MATTER_KEYS.find((known) => known === written || (written.length >= 4 && known.length >= 4 && withinOneEdit([...written], [...known])));
}
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

/**
 * How deep markdown-it itself nests before it stops, silently, reading what is deeper as plain text: well past
 * `MAX_NESTING`, so that `tooDeepLine` sees a body that goes too deep, and so that what does not nest in the text (an
 * image inside an image's description) reads as it did with micromark; far under any thread's stack.
 */
const PARSER_NESTING = 3 * MAX_NESTING;

/**
 * A row's cells: a pipe ends a cell unless a backslash escapes it, and a backslash that is itself escaped escapes
 * nothing (`\\|` ends the cell after a backslash); the escaping backslash is dropped, and the pipes before the first
 * cell and after the last.
 */
function tableCells(row: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let backslashes = 0;
  for (const ch of row) {
    if (ch === '|' && backslashes % 2 === 0) {
      cells.push(cell);
      cell = '';
    } else {
      cell = ch === '|' ? `${cell.slice(0, -1)}|` : cell + ch;
    }
    backslashes = ch === '\\' ? backslashes + 1 : 0;
  }
  cells.push(cell);
  if (cells.length > 1 && cells[0]!.trim() === '') cells.shift();
  if (cells.length > 1 && cells.at(-1)!.trim() === '') cells.pop();
  return cells;
}

/**
 * Every row of the table whose tokens start at `first` given the cells written on its line (read inside its
 * blockquote or list item), in place of markdown-it's: it gives every row the header's number of cells, dropping the
 * words of a row's extra cells and padding a short row with empty ones. micromark kept each cell as written.
 */
function keepWrittenCells(state: StateBlock, first: number): void {
  const tokens = state.tokens;
  // The table's tokens are the last ones: rebuilt in one pass, since splicing row by row would be quadratic.
  const rebuilt: Token[] = [];
  for (let i = first; i < tokens.length; i++) {
    const row = tokens[i]!;
    rebuilt.push(row);
    if (row.type !== 'tr_open' || row.map === null) continue;
    let end = i + 1;
    while (tokens[end]!.type !== 'tr_close') end++;
    const line = row.map[0];
    const header = tokens[i + 1]?.type === 'th_open';
    for (const cell of tableCells(state.src.slice(state.bMarks[line]! + state.tShift[line]!, state.eMarks[line]).trim())) {
      const open = new state.Token(header ? 'th_open' : 'td_open', header ? 'th' : 'td', 1);
      const inline = new state.Token('inline', '', 0);
      const close = new state.Token(header ? 'th_close' : 'td_close', header ? 'th' : 'td', -1);
      open.level = close.level = row.level + 1;
      inline.level = row.level + 2;
      inline.content = cell.trim();
      inline.children = [];
      rebuilt.push(open, inline, close);
    }
    i = end - 1;
  }
  tokens.length = first;
  for (const token of rebuilt) tokens.push(token);
}

/**
 * CommonMark with raw HTML kept as tokens (shown as text, never rendered) and GFM tables (agencies publish tables of
 * fees and income limits; without them a table is one paragraph of pipes). Cairn never writes HTML, so no link
 * address is refused (markdown-it leaves a link to `file:` or `javascript:` as its raw markup), and an autolink's text
 * is the address as written (markdown-it decodes percent-escapes and punycode for display). `text_join` is off: an
 * escaped character or an entity stays a token of its own, apart from the text as written around it.
 */
const markdown = new MarkdownIt('commonmark', { maxNesting: PARSER_NESTING } as Options).enable('table').disable('text_join');
markdown.validateLink = () => true;
markdown.normalizeLinkText = (address) => address;
markdown.block.ruler.at(
  'table',
  (state, startLine, endLine, silent) => {
    const first = state.tokens.length;
    if (!markdownItTable(state, startLine, endLine, silent)) return false;
    if (!silent) keepWrittenCells(state, first);
    return true;
  },
  // The alternatives markdown-it registers the rule with: a table may interrupt a paragraph.
  { alt: ['paragraph', 'reference'] },
);

/**
 * Where a block's links' addresses are read against (the document's `url`), the links whose addresses are left out,
 * the reference links no definition gives, and the links to other markdown files.
 */
interface LinkAddresses {
  base: string | undefined;
  unkept: UnkeptLink[];
  undefinedReferences: UndefinedReference[];
  /** The document's links to other markdown files, numbered in document order (shared by its blocks). */
  documents: DocumentLink[];
}

/**
 * Plain text of inline tokens: markers dropped, link and image text kept, soft line breaks as spaces; with `links`,
 * each link's address kept after its words (`link-addresses.ts`), or noted with its file line (`line`, the tokens'
 * first, plus the line breaks before the link) when it is left out.
 */
function inlineText(tokens: readonly Token[], links?: LinkAddresses, line = 0, references = links?.undefinedReferences): string {
  let text = '';
  let breaks = 0;
  const open: Array<{ href: string; from: number; line: number }> = [];
  // Where the text as written runs (a 'text' token's: brackets there are brackets, not escaped, in code or inserted),
  // and the line breaks before each: for the reference links no definition gives.
  const written: Array<{ from: number; to: number; breaks: number }> = [];
  let autolink = false;
  for (const token of tokens) {
    if (token.type === 'link_open' || token.type === 'link_close') autolink = token.type === 'link_open' && token.markup === 'autolink';
    if (token.type === 'text' && !autolink) written.push({ from: text.length, to: text.length + token.content.length, breaks });
    if (token.type === 'softbreak' || token.type === 'hardbreak') breaks++;
    else if (token.type === 'html_inline' || token.type === 'text') breaks += token.content.split('\n').length - 1;
    // An image's description may wrap too. (A code span's line ends are spaces by the time it is read: not counted.)
    else if (token.type === 'image') breaks += (token.children ?? []).filter((child) => child.type === 'softbreak' || child.type === 'hardbreak').length;
    switch (token.type) {
      case 'text':
      // An entity or a backslash escape: a token of its own (`text_join` is off, so an escaped bracket stays apart).
      case 'text_special':
        // A line break inside text (a character reference such as `&#10;`) is a space, as a soft break is.
        text += token.content.replace(/[ \t]*\n[ \t]*/gu, ' ');
        break;
      case 'softbreak':
        text += ' ';
        break;
      case 'hardbreak':
        text += '\n';
        break;
      case 'code_inline':
        text += token.content;
        break;
      case 'image':
        text += inlineText(token.children ?? []);
        break;
      case 'html_inline':
        // Raw HTML in a document is shown as the text it is, never rendered.
        text += token.content;
        break;
      case 'link_open':
        // An autolink's words are its address, as written.
        if (token.markup !== 'autolink') open.push({ href: token.attrGet('href') ?? '', from: text.length, line: line + breaks });
        break;
      case 'link_close': {
        if (token.markup === 'autolink') break;
        const link = open.pop();
        if (links === undefined || link === undefined) break;
        const words = text.slice(link.from).trim();
        const kept = linkAddress(link.href, links.base);
        if (kept !== undefined && 'reason' in kept) links.unkept.push({ address: readAddress(link.href), line: link.line, reason: kept.reason });
        else if (kept !== undefined && 'document' in kept) {
          // Where the other document's page goes, once the build knows it (`document-links.ts`).
          text += documentLinkMark(links.documents.length);
          links.documents.push({ href: kept.document, words, line: link.line });
        } else if (kept !== undefined) text += afterWords(words, kept.address);
        break;
      }
      default:
        break;
    }
  }
  if (references !== undefined) references.push(...undefinedReferences(text, written, line));
  return text;
}

/**
 * The reference links in `text` no definition gives, as `inlineText` read them: each bracket where the text runs as
 * written (so not an escaped one, nor one in code, raw HTML or an address put in), the words between read whole
 * (markup dropped, a wrapped line a space), the label as written. Words and label of digits alone ("[1][2]", "[^1][^2]")
 * are a citation's or footnotes' marks: not said.
 */
function undefinedReferences(text: string, written: ReadonlyArray<{ from: number; to: number; breaks: number }>, line: number): UndefinedReference[] {
  const at = (offset: number) => written.find((run) => run.from <= offset && offset < run.to);
  const found: UndefinedReference[] = [];
  const pattern = new RegExp(UNDEFINED_REFERENCE.source, 'gu');
  for (let reference = pattern.exec(text); reference !== null; reference = pattern.exec(text)) {
    const [whole, words, label] = reference;
    const start = reference.index;
    // "][" and the label's closing bracket written as one run: no markup between the words and the label ("[x]*[y]*").
    const label0 = at(start + words!.length + 1);
    const sameRun = label0 !== undefined && at(start + words!.length + 2) === label0 && at(start + whole.length - 1) === label0;
    if (at(start) === undefined || !sameRun) {
      // Not one: an escaped first bracket may still close a pair before another ("\[p][q][r]": "[q][r]").
      pattern.lastIndex = start + 1;
      continue;
    }
    // A citation or footnote marks ("[1][2]", "[^1][^2]"): words and label of digits alone.
    if (/^[\^\d\s.,-]+$/u.test(words!) && /^[\^\d\s.,-]*$/u.test(label!)) continue;
    found.push({ written: markless(whole), label: markless(label || words!), line: line === 0 ? 0 : line + at(start)!.breaks });
  }
  return found;
}

/** A block token with the tokens between it and its closing token, as a tree. */
interface BlockNode {
  token: Token;
  children: BlockNode[];
}

/** markdown-it's flat block tokens as a tree, built without recursion. */
function blockTree(tokens: readonly Token[]): BlockNode[] {
  const root: BlockNode[] = [];
  const open: BlockNode[] = [];
  for (const token of tokens) {
    if (token.nesting === -1) {
      open.pop();
      continue;
    }
    const node = { token, children: [] };
    (open.at(-1)?.children ?? root).push(node);
    if (token.nesting === 1) open.push(node);
  }
  return root;
}

/** The plain text of the inline token inside a paragraph, heading or table cell (`row`: the cell's row's token). */
function innerText(node: BlockNode, links?: LinkAddresses, row?: Token, references = links?.undefinedReferences): string {
  const inline = node.children.find((child) => child.token.type === 'inline')?.token;
  // The file line the text starts on: its own, or (a table cell's, rebuilt, with none) its row's.
  const line = (inline?.map ?? row?.map)?.[0];
  return inlineText(inline?.children ?? [], links, line === undefined ? 0 : line + 1, references);
}

/**
 * What marks a table row in a passage's text, and parts its cells: a tab, which no other text of a passage holds
 * (paragraphs collapse their spaces; a tab in code or raw HTML is a space). A row is a line that starts with one, its
 * cells after it each parted by one ("\tCopy\t$5"; a row of one cell "\tFax"); the rows of one table are lines next to
 * each other, the first its header row, and two tables are parted by an empty line. A page shows them as a table;
 * anything that reads the text as words reads the tab as whitespace.
 */
export const CELL_SEPARATOR = '\t';

/** Whether a block's text ends with a table row (its last line starts with the separator). */
const endsWithRow = (text: string) => text.startsWith(CELL_SEPARATOR, text.lastIndexOf('\n') + 1);

/** Blocks' texts as lines of one text: an empty line between two tables, so each keeps its own header row. */
function joinBlocks(texts: readonly string[]): string {
  return texts.map((text, i) => (i > 0 && endsWithRow(texts[i - 1]!) && text.startsWith(CELL_SEPARATOR) ? `\n${text}` : text)).join('\n');
}

/**
 * Plain text of a block: paragraphs collapse soft wrapping; list items and table rows become lines, an item's first
 * after its marker (`itemText`), a row marked and its cells parted by `CELL_SEPARATOR`.
 */
function blockText(node: BlockNode, links: LinkAddresses, lists = 0): string {
  switch (node.token.type) {
    case 'paragraph_open':
    case 'heading_open':
      // A heading keeps no address (it is a label shown wherever its section is named), but is read for reference links.
      return innerText(node, node.token.type === 'paragraph_open' ? links : undefined, undefined, links.undefinedReferences).split('\n').map((line) => line.replace(/\s+/gu, ' ').trim()).join('\n').trim();
    case 'code_block':
    case 'fence':
    case 'html_block':
      return node.token.content.replace(/\n$/u, '').replaceAll(CELL_SEPARATOR, ' ');
    case 'bullet_list_open':
      return joinBlocks(node.children.map((item) => itemText(item, undefined, links, lists)));
    case 'ordered_list_open': {
      // Numbered as a reader of the document sees it: from its first item's number on, whatever the later ones say
      // ("1. 1. 1." is 1, 2, 3 in every Markdown renderer).
      const first = Number(node.children[0]?.token.info ?? '1');
      return joinBlocks(node.children.map((item, i) => itemText(item, { number: String(first + i), delimiter: item.token.markup }, links, lists)));
    }
    case 'blockquote_open':
      return joinBlocks(node.children.map((child) => blockText(child, links, lists)));
    case 'table_open': {
      const rows: string[] = [];
      const collect = (part: BlockNode) => {
        if (part.token.type === 'tr_open') rows.push(part.children.map((cell) => CELL_SEPARATOR + innerText(cell, links, part.token).replace(/\s+/gu, ' ').trim()).join(''));
        else part.children.forEach(collect);
      };
      collect(node);
      return rows.join('\n');
    }
    default:
      return '';
  }
}

/**
 * A list item's text, its first line after the item's marker (`itemMarker`: its number, or a bullet, "◦" inside
 * another list's item), so a page can show the list as one; `lists`, how many lists hold the item's own. An
 * empty item is its marker alone; one that starts with a table row keeps the row's start.
 */
function itemText(item: BlockNode, ordered: { number: string; delimiter: string } | undefined, links: LinkAddresses, lists: number): string {
  const text = joinBlocks(item.children.map((child) => blockText(child, links, lists + 1)));
  if (text.startsWith(CELL_SEPARATOR)) return text;
  return itemMarker(ordered, lists > 0) + text;
}

/**
 * The first raw HTML in a block, as one line of at most 40 characters (code points): a tag or comment as written, its
 * white space runs made one space, so a warning quoting it stays on its `file:line:` line.
 */
function firstHtml(node: BlockNode): string | undefined {
  const pending: BlockNode[] = [node];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const { token } = next;
    const raw = token.type === 'html_block' ? token.content : token.children?.find((child) => child.type === 'html_inline')?.content;
    if (raw !== undefined) return shownTag(raw);
    pending.push(...[...next.children].reverse());
  }
  return undefined;
}

/** The first tag of raw HTML, on one line, at most 40 characters (code points). */
function shownTag(raw: string): string {
  return oneLine(/<[^>]*>?/u.exec(raw)?.[0] ?? raw, 40);
}

/** `text` on one line (its white space runs one space) of at most `most` code points, cut with "…": for a warning. */
export function oneLine(text: string, most: number): string {
  const chars = [...text.replace(/\s+/gu, ' ').trim()];
  return chars.length > most ? `${chars.slice(0, most - 1).join('')}…` : chars.join('');
}

/** The first raw HTML in a title, read as CommonMark reads a line of text; undefined when it has none. */
function titleHtmlOf(title: string): string | undefined {
  const raw = markdown.parseInline(title, {})[0]?.children?.find((child) => child.type === 'html_inline')?.content;
  return raw === undefined ? undefined : shownTag(raw);
}

function blockKind(token: Token): Block['kind'] {
  switch (token.type) {
    case 'heading_open':
      return 'heading';
    case 'paragraph_open':
      return 'paragraph';
    case 'bullet_list_open':
    case 'ordered_list_open':
      return 'list';
    case 'table_open':
      return 'table';
    default:
      return 'other';
  }
}

/** Tokens that group a table's rows: no level of their own, as micromark's tree has none. */
const ROW_GROUPS: ReadonlySet<string> = new Set(['thead_open', 'tbody_open', 'thead_close', 'tbody_close']);

/**
 * The file line of the first token, in document order, more than `MAX_NESTING` levels below the document (a
 * blockquote in a blockquote is one level down, so is the text of an emphasis inside a paragraph); undefined when none
 * is. An inline token's line is its block's first line plus the line breaks before it.
 */
function tooDeepLine(tokens: readonly Token[]): number | undefined {
  let depth = 0;
  const lines: number[] = [];
  for (const token of tokens) {
    if (ROW_GROUPS.has(token.type)) continue;
    if (token.nesting === -1) {
      depth--;
      lines.pop();
      continue;
    }
    const line = token.map === null ? (lines.at(-1) ?? 0) : token.map[0] + 1;
    if (depth + 1 > MAX_NESTING) return line;
    let inner = depth + 1;
    let breaks = 0;
    for (const child of token.children ?? []) {
      inner += child.nesting === -1 ? -1 : 0;
      if (child.nesting !== -1 && inner > MAX_NESTING) return line + breaks;
      inner += child.nesting === 1 ? 1 : 0;
      if (child.type === 'softbreak' || child.type === 'hardbreak') breaks++;
      else if (child.type === 'html_inline') breaks += child.content.split('\n').length - 1;
    }
    if (token.nesting === 1) {
      depth++;
      lines.push(line);
    }
  }
  return undefined;
}

/** A `---` fence line of front matter: three dashes, then nothing but spaces or tabs. */
const FENCE = /^---[ \t]*$/u;

/**
 * The front matter: the YAML between an opening `---` on the first line and the next `---` line, and the body with
 * the front matter's lines left blank, so that the body's line numbers are the file's. Undefined without an opening
 * fence; `'unclosed'` when one opens and no line closes it. Line endings are CommonMark's (`\n`, `\r\n`, `\r`); a byte order mark is not text.
 */
function splitFrontMatter(text: string): { yaml: string; body: string } | 'unclosed' | undefined {
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const ending = /\r\n|\r|\n/gu;
  const opening = ending.exec(source);
  if (opening === null || !FENCE.test(source.slice(0, opening.index))) return undefined;
  const yamlStart = ending.lastIndex;
  // One line at a time from the line after the opening fence, until the closing fence; `lines` counts both fences.
  let lineStart = yamlStart;
  let yamlEnd = yamlStart;
  for (let lines = 2; ; lines++) {
    const found = ending.exec(source);
    const lineEnd = found === null ? source.length : found.index;
    if (FENCE.test(source.slice(lineStart, lineEnd))) {
      // YAML reads a lone CR as a line break too, but the YAML library does not: every line ending becomes LF. A NUL
      // becomes U+FFFD, as CommonMark has it in the body.
      const yaml = source.slice(yamlStart, yamlEnd).replace(/\r\n?/gu, '\n').replaceAll('\0', '\uFFFD');
      return { yaml, body: '\n'.repeat(lines) + (found === null ? '' : source.slice(ending.lastIndex)) };
    }
    if (found === null) return 'unclosed';
    yamlEnd = lineEnd;
    lineStart = ending.lastIndex;
  }
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
function urlProblem(value: unknown): string | undefined {
  if (typeof value === 'string' && ABSOLUTE_WEB_ADDRESS.test(value)) return undefined;
  return `front matter "url" must be an absolute http: or https: address such as "https://www.agency.gov/page", got ${describe(value)}`;
}

/**
 * A `translation_key` links a document to its translations, and every reader compares it as text: a number or a date
 * (`translation_key: 7`, read by YAML as a number) would link nothing, silently. Refused, with how to write it.
 */
function translationKeyProblem(value: unknown): string | undefined {
  if (typeof value === 'string' && value.trim() !== '') return undefined;
  const quoted = typeof value === 'number' || typeof value === 'boolean' ? String(value) : 'the-key';
  return `front matter "translation_key" must be non-empty text, got ${describe(value)}; write it in quotes, such as translation_key: "${quoted}"`;
}

function describe(value: unknown): string {
  if (value === null || value === undefined) return 'nothing';
  if (typeof value === 'object') return Array.isArray(value) ? 'a list' : 'a mapping';
  return `${typeof value} ${JSON.stringify(value)}`;
}

/**
 * Where a YAML error is and how to fix it, for the two an operator writing `key: value` lines makes: a value holding
 * ": " (`title: Fees: what you pay`, which YAML reads as a mapping inside a value) and a quote left open (which the
 * parser notices lines later, at the end of the front matter). Lines are the YAML's, 1-based; any other error is
 * placed where the parser noticed it.
 */
function yamlFault(code: string, noticed: number, yaml: string): { line: number; fix: string } {
  const lines = yaml.split('\n');
  if (code === 'BLOCK_AS_IMPLICIT_KEY') {
    // The value quoted, a comment after it (" #") kept as a comment.
    const written = /^([^\s:#][^:]*):\s+(\S.*?:\s.*?)(\s+#.*)?$/u.exec(lines[noticed - 1] ?? '');
    if (written !== null && !/^["']/u.test(written[2]!)) {
      return { line: noticed, fix: `a value holding ": " must be in quotes: ${written[1]}: ${JSON.stringify(written[2]!.trimEnd())}${written[3] ?? ''}` };
    }
  }
  if (code === 'MISSING_CHAR') {
    // The first value that opens a quote and neither closes it on its line nor on the indented lines that continue it
    // (a quoted value may run over several); escapes (\" in double quotes, '' in single) are not closings.
    const closes = (quote: string, text: string) => (quote === '"' ? text.replace(/\\./gu, '') : text.replaceAll("''", '')).includes(quote);
    for (let i = 0; i < noticed - 1 && i < lines.length; i++) {
      const open = /^[^\s:#][^:]*:\s+(["'])(.*)$/u.exec(lines[i]!);
      if (open === null || closes(open[1]!, open[2]!)) continue;
      let j = i + 1;
      while (j < lines.length && /^\s/u.test(lines[j]!) && !closes(open[1]!, lines[j]!)) j++;
      if (j >= lines.length || !/^\s/u.test(lines[j]!)) return { line: i + 1, fix: 'close the quote this value opens' };
    }
  }
  return { line: noticed, fix: 'fix that line' };
}

/**
 * Parses one document's text. `path` is relative to the corpus folder and names the file in errors.
 * @throws CorpusError for missing or unreadable front matter, a missing or invalid required key; CorpusErrors when
 *   the front matter and text have more than one problem, each listed.
 */
export function parseCorpusDocument(text: string, path: string): CorpusDocument {
  const split = splitFrontMatter(text);
  if (split === undefined) {
    throw new CorpusError(
      'has no front matter; start the file with a "---" line, then "id: …", "title: …", "lang: …", then a closing "---" line (a file that is not a document, such as notes, goes outside the folder, or in README.md, which is skipped)',
      { file: path, line: 1 },
    );
  }
  if (split === 'unclosed') {
    throw new CorpusError(
      'opens its front matter with "---" and never closes it; add a "---" line after the last "key: value" line, before the text',
      { file: path, line: 1 },
    );
  }
  // The YAML starts on the line after the opening `---`.
  const yamlFirstLine = 2;
  // 'error': the YAML library would otherwise print warnings of its own (a mapping used as a key), and the engine
  // never logs; what matters reaches the operator as an error or as a key in `meta`.
  const yaml = parseYaml(split.yaml, { logLevel: 'error' });
  // Made only when thrown: an error's stack costs every file that would never throw it.
  const tooNested = () =>
    new CorpusError(`front matter nests values more than ${MAX_NESTING} levels deep; write plain "key: value" lines`, {
      file: path,
      line: yamlFirstLine,
    });
  if (yaml.errors.some((error) => isStackOverflow(error.message))) throw tooNested();
  if (yaml.errors.length > 0) {
    const error = yaml.errors[0]!;
    const fault = yamlFault(error.code, error.linePos?.[0]?.line ?? 1, split.yaml);
    const why = error.message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/u, '');
    throw new CorpusError(`front matter is not valid YAML (${why}); ${fault.fix}`, { file: path, line: yamlFirstLine + fault.line - 1 });
  }
  let data: unknown;
  try {
    data = yaml.toJS();
  } catch (error) {
    if (isStackOverflow((error as Error).message)) throw tooNested();
    // The YAML library refuses to expand an alias bomb (a few lines that would become millions of values).
    throw new CorpusError(`front matter could not be read (${(error as Error).message}); write plain "key: value" lines, without YAML aliases`, {
      file: path,
      line: yamlFirstLine,
    });
  }
  if (tooDeep(data, (value) => (value !== null && typeof value === 'object' ? Object.values(value) : [])) !== undefined) throw tooNested();
  if (data === null || typeof data !== 'object' || Array.isArray(data)) {
    throw new CorpusError(`front matter must be "key: value" lines, got ${describe(data)}`, { file: path, line: yamlFirstLine });
  }
  // Every problem of the front matter and the text is collected, so an operator fixes them in one go, not one a build.
  const problems: CorpusError[] = [];
  const lineOf = (key: string) => lineOfKey(split.yaml, key, yamlFirstLine);
  const head = frontMatterOf(data as Record<string, unknown>, lineOf, (message, line) => problems.push(new CorpusError(message, { file: path, line })));
  const tokens = markdown.parse(withoutMarks(split.body), {});
  const deepLine = tooDeepLine(tokens);
  if (deepLine !== undefined) problems.push(new CorpusError(`nests blockquotes, lists or markup more than ${MAX_NESTING} levels deep here; flatten it`, { file: path, line: deepLine }));
  // Listed in the order of the file's lines (a stable sort: one line's problems in the order found).
  if (head === undefined || problems.length > 0) {
    throw problems.length === 1 ? problems[0]! : new CorpusErrors(problems.sort((a, b) => a.location!.line! - b.location!.line!));
  }
  const blocks: Block[] = [];
  const documentLinks: DocumentLink[] = [];
  for (const node of blockTree(tokens)) {
    const links: LinkAddresses = { base: head.meta.url as string | undefined, unkept: [], undefinedReferences: [], documents: documentLinks };
    const linked = documentLinks.length;
    const text = blockText(node, links);
    const line = (node.token.map?.[0] ?? 0) + 1;
    for (let n = linked; n < documentLinks.length; n++) documentLinks[n]!.line ||= line;
    // A block of nothing but links with no words to other documents is as empty as it was before they were kept: its
    // links are still read, so that one leading nowhere is warned of.
    if (withoutLinkMarks(text).trim() === '') continue;
    const kind = blockKind(node.token);
    const html = firstHtml(node);
    blocks.push({
      kind,
      text,
      line,
      ...(kind === 'heading' ? { depth: Number(node.token.tag.slice(1)) } : {}),
      ...(html === undefined ? {} : { html }),
      ...(links.unkept.length === 0 ? {} : { unkeptLinks: links.unkept.map((link) => ({ ...link, line: link.line || line })) }),
      ...(links.undefinedReferences.length === 0 ? {} : { undefinedReferences: links.undefinedReferences.map((reference) => ({ ...reference, line: reference.line || line })) }),
    });
  }
  const titleHtml = titleHtmlOf(head.title);
  return {
    ...head,
    path,
    blocks,
    ...(titleHtml === undefined ? {} : { titleHtml: { html: titleHtml, line: lineOf('title') } }),
    ...(documentLinks.length === 0 ? {} : { documentLinks }),
  };
}

/**
 * What a document's front matter says, checked: `id`, `title` and `lang` non-empty text (the id one Cairn can use,
 * the tag a language's), no key that would publish what the operator meant to hold back written under another name,
 * true or false where it must be, a web address, a key as text, real dates. Every problem is told to `problem` with
 * its line; undefined when there was one.
 */
function frontMatterOf(
  fields: Record<string, unknown>,
  lineOf: (key: string) => number,
  problem: (message: string, line: number) => void,
): Omit<CorpusDocument, 'path' | 'blocks' | 'titleHtml'> | undefined {
  let valid = true;
  const fail = (message: string, line: number) => {
    problem(message, line);
    valid = false;
  };
  const textOf = (key: string) => (typeof fields[key] === 'string' && fields[key].trim() !== '' ? fields[key].trim() : undefined);
  for (const key of REQUIRED_KEYS) {
    if (textOf(key) !== undefined) continue;
    // Missing, and written under another name ("titel"): that line is named, not the key's place (an operator's trial,
    // session 46, was sent to the line before it and not told of the typo).
    // The key written longer counts too ("language" for "lang", "title_en"), here only: as a near miss of an optional
    // key it would make "draft_notes" an error.
    const meant = (other: string) => meantKey(other) === key || (key.length >= 4 && other.toLowerCase().startsWith(key));
    const misspelt = fields[key] === undefined ? Object.keys(fields).find((other) => other !== key && meant(other)) : undefined;
    if (misspelt !== undefined) {
      fail(`front matter needs "${key}" as non-empty text (it is missing; "${misspelt}" may be meant); write "${key}: …"`, lineOf(misspelt));
      continue;
    }
    const got = fields[key] === undefined ? 'it is missing' : `got ${describe(fields[key])}`;
    fail(`front matter needs "${key}" as non-empty text (${got}); add a line "${key}: …"`, lineOf(key));
  }
  const id = textOf('id');
  if (id !== undefined && RESERVED_IDS.has(id)) {
    fail(`front matter "id" "${id}" is reserved (it names a property of every JavaScript object); choose another id`, lineOf('id'));
  } else if (id !== undefined && !DOCUMENT_ID.test(id)) {
    fail(`front matter "id" must start with a letter or digit, then letters, digits, ".", "_" or "-" (no spaces or "#"), got "${id}"`, lineOf('id'));
  }
  const written = textOf('lang');
  const lang = written === undefined ? undefined : canonicalLanguageTag(written);
  if (written !== undefined && lang === undefined) {
    fail(`front matter "lang" must be a BCP 47 language tag such as "en", "es" or "ar-EG", got "${String(fields.lang)}"`, lineOf('lang'));
  }
  const unknown = lang === undefined ? undefined : unknownLanguageReason(lang);
  if (unknown !== undefined) fail(`front matter "lang" ${unknown}`, lineOf('lang'));
  // fromEntries defines each key as an own property: an assignment `meta[key] = value` would take a key "__proto__"
  // as the object's prototype.
  const meta: Record<string, unknown> = Object.fromEntries(Object.entries(fields).filter(([key]) => (META_KEYS as readonly string[]).includes(key)));
  const unread = Object.keys(fields)
    .filter((key) => !FRONT_MATTER_KEYS.includes(key))
    .map((key) => {
      const meant = meantKey(key);
      return { key, line: lineOf(key), ...(meant === undefined ? {} : { meant }) };
    });
  for (const { key, line, meant } of unread) {
    const would = meant === undefined ? undefined : UNSAFE_TO_MISS[meant];
    if (would !== undefined) fail(`front matter "${key}" is not a key Cairn reads; write "${meant}": as written it does nothing, so ${would}`, line);
  }
  for (const key of ['synthetic', 'draft'] as const) {
    if (fields[key] !== undefined && typeof fields[key] !== 'boolean') fail(`front matter "${key}" must be true or false, got ${describe(fields[key])}`, lineOf(key));
  }
  const url = meta.url === undefined ? undefined : urlProblem(meta.url);
  if (url !== undefined) fail(url, lineOf('url'));
  const translationKey = meta.translation_key === undefined ? undefined : translationKeyProblem(meta.translation_key);
  if (translationKey !== undefined) fail(translationKey, lineOf('translation_key'));
  const dates = documentDates(fields, (message, key) => fail(message, lineOf(key)));
  if (!valid || id === undefined || lang === undefined || dates === 'invalid') return undefined;
  const lines: CorpusDocument['lines'] = { id: lineOf('id') };
  const keyOf = { translationKey: 'translation_key', effectiveFrom: 'effective_from', effectiveUntil: 'effective_until', supersedes: 'supersedes' } as const;
  for (const [name, key] of Object.entries(keyOf)) if (fields[key] != null) lines[name as keyof typeof keyOf] = lineOf(key);
  return {
    id,
    title: textOf('title')!,
    lang,
    meta,
    ...(fields.draft === true ? { draft: true as const } : {}),
    ...(unread.length === 0 ? {} : { unread }),
    ...(dates === undefined ? {} : { dates }),
    lines,
  };
}

/** The front-matter keys of effective dating: read into `dates`. */
const DATE_KEYS = ['effective_from', 'effective_until', 'supersedes'] as const;

/**
 * A document's own dates from its front matter, checked: each date a real `YYYY-MM-DD` day, the end not before the
 * start, `supersedes` an id or a list of ids. Undefined when none of the keys is there; 'invalid' when `problem` was
 * told of one (every one found, with the key at fault).
 */
function documentDates(fields: Record<string, unknown>, problem: (message: string, key: (typeof DATE_KEYS)[number]) => void): DocumentDates | 'invalid' | undefined {
  if (DATE_KEYS.every((key) => !Object.hasOwn(fields, key))) return undefined;
  let invalid = false;
  const date = (key: 'effective_from' | 'effective_until'): string | null => {
    const value = fields[key];
    if (value === undefined || value === null) return null;
    if (typeof value === 'string' && isIsoDate(value)) return value;
    const why = typeof value === 'string' ? noSuchDay(value) : undefined;
    problem(
      why === undefined
        ? `front matter "${key}" must be a date written YYYY-MM-DD, such as 2027-01-01, got ${describe(value)}`
        : `front matter "${key}" is ${value}, which is no day: ${why}; write a day of the calendar`,
      key,
    );
    invalid = true;
    return null;
  };
  const from = date('effective_from');
  const until = date('effective_until');
  if (from !== null && until !== null && until < from) {
    problem(`front matter "effective_until" (${until}) is before "effective_from" (${from}); both days are included, so the end cannot come first`, 'effective_until');
    invalid = true;
  }
  const raw = fields.supersedes;
  const list = raw === undefined || raw === null ? [] : Array.isArray(raw) ? raw : [raw];
  if (!list.every((id): id is string => typeof id === 'string' && id.trim() !== '')) {
    problem(`front matter "supersedes" must be a document id or a list of ids, got ${describe(raw)}`, 'supersedes');
    return 'invalid';
  }
  if (invalid) return 'invalid';
  return {
    from,
    until,
    supersedes: [...new Set(list.map((id) => id.trim()))].sort(),
  };
}

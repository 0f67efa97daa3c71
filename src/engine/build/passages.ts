/**
 * Documents → passages. A passage is one top-level block of the body (a paragraph, a list, a table, a quote).
 * A heading is context, not content: it never stands alone as a passage; it is kept as the heading of every
 * block of its section (until a heading of the same or a higher level), and its words count toward each. Paragraphs that
 * introduce a list or a table — each ends with a colon, in any script's colon, and the last may instead end with no
 * mark that ends a sentence — are one passage with that list or table: quoted alone, "You can replace your card in one
 * of the following ways:" or a label such as "What to do" answers nothing. So are a list ending with a colon and the
 * paragraph after it, which finishes its last item.
 */
import { oneLine, type Block, type CorpusDocument } from './parse-document.ts';
import { endsSentence, endsUnmarked } from '../text/sentence-ends.ts';
import { counted, grouped } from '../format/precision.ts';
import { HEADING_JOINER } from '../format/index-format.ts';
import { withoutLinkMarks } from './document-links.ts';
import { UNKEPT_ADVICE, type UnkeptLink, type UnkeptReason } from './link-addresses.ts';

/** A passage before indexing: what will be quoted, and what it is filed under. */
export interface Passage {
  /** `<doc-id>#<ordinal>`, ordinal from 1 in document order. */
  id: string;
  doc: string;
  lang: string;
  /** The headings in scope at the block, outermost first, joined with " › "; "" when none. */
  heading: string;
  /** The block's text, markdown markers removed. Only this is ever quoted in an answer. */
  body: string;
  /** 1-based line of its first block in the document (not stored in the index). */
  line: number;
}

/** Something worth an operator's attention that does not stop the build. */
export interface BuildWarning {
  file: string;
  line?: number;
  message: string;
}

/**
 * Colons that end a lead-in: ASCII and full-width (used with Arabic, Latin, Cyrillic, CJK text), small and
 * presentation forms, Ethiopic, Mongolian, and the modifier letter colon.
 */
const COLONS = new Set([':', '\uFF1A', '\uFE55', '\uFE13', '\u1365', '\u1804', '\uA789']);

/** Whether the last character of `text`, after trailing spaces (and marks of links to other documents), is a colon. */
const endsWithColon = (text: string) => COLONS.has([...withoutLinkMarks(text).trimEnd()].at(-1) ?? '');

/** A paragraph ending with a colon: it introduces what follows. */
export function isLeadIn(block: Block): boolean {
  return block.kind === 'paragraph' && endsWithColon(block.text);
}

/**
 * A paragraph that does not end its sentence, so the list after it finishes it: no mark that ends a sentence once
 * closing brackets and quotes are set aside — a label ("What to do", "Qué hacer") or a sentence the list completes
 * ("These may include"). Not in Thai or Lao, whose sentences end with no mark.
 */
export function isLabel(block: Block): boolean {
  const text = withoutLinkMarks(block.text);
  return block.kind === 'paragraph' && text.trim() !== '' && !isLeadIn(block) && !endsSentence(text) && !endsUnmarked(text);
}

const isListOrTable = (block: Block | undefined) => block?.kind === 'list' || block?.kind === 'table';

/**
 * Characters (code points) beyond which a passage is reported: several phone screens, read whole by a resident it
 * answers. The largest of USA.gov's 5,478 passages is 8,731 (a list of 200 agencies), the next 4,389; HealthCare.gov's
 * 2,481; the demo's 488.
 */
export const LONG_PASSAGE = 5000;

/** The longest of a passage's blocks: what its length is mostly made of. */
const longest = (blocks: readonly Block[]) => blocks.reduce((a, b) => (b.text.length > a.text.length ? b : a));

/** How to shorten a long passage, by the kind of its longest block: a table or list cannot be cut into paragraphs. */
const LONG_ADVICE: Partial<Record<Block['kind'], string>> = {
  paragraph: 'break it into shorter paragraphs, or put headings over its parts',
  list: 'split the list into shorter ones, each under a heading that names what its items share',
  table: 'split the table into smaller ones, each under a heading that names what its rows share',
};

/** How many more there are, and on which lines ("2 more such links, on lines 9 and 12"): an operator goes to each. */
function andMore(lines: readonly number[], noun: string): string {
  const distinct = [...new Set(lines)].sort((a, b) => a - b);
  const shown = distinct.slice(0, 5);
  const listed = distinct.length > shown.length ? `${shown.join(', ')}, …` : shown.length === 1 ? `${shown[0]}` : `${shown.slice(0, -1).join(', ')} and ${shown.at(-1)}`;
  return `${counted(lines.length, noun)}, on line${distinct.length === 1 ? '' : 's'} ${listed}`;
}

/**
 * The warnings for a document's links whose addresses are left out: one for each reason, at its first link, so that
 * each says what to do about the links it counts.
 */
export function unkeptLinkWarnings(file: string, links: readonly UnkeptLink[]): BuildWarning[] {
  const byReason = new Map<UnkeptReason, UnkeptLink[]>();
  for (const link of links) byReason.set(link.reason, [...(byReason.get(link.reason) ?? []), link]);
  return [...byReason].map(([reason, [first, ...more]]) => ({
    file,
    line: first!.line,
    message: `a link's address (${oneLine(first!.address, 60)}${more.length === 0 ? '' : `, and ${andMore(more.map((link) => link.line), 'more such link')}`}) is left out of what residents are shown: ${UNKEPT_ADVICE[reason]}`,
  }));
}

/**
 * Splits a document into passages, reporting headings that title nothing, documents with no text, passages too long to
 * read, and raw HTML in the title or the text (shown as text).
 */
export function splitPassages(document: CorpusDocument): { passages: Passage[]; warnings: BuildWarning[] } {
  const passages: Passage[] = [];
  const warnings: BuildWarning[] = [];
  let pending: { text: string; line: number }[] = [];
  // The headings in scope, outermost first: each until a heading of the same or a higher level replaces it. Every
  // passage of a section carries them, not only the first: a section's third paragraph is as much about its heading.
  // Measured on the USA.gov residents' questions (dev half), the right passage ranked first for 33 of 70 instead of 29.
  let trail: Array<{ text: string; depth: number }> = [];
  const blocks = document.blocks;
  for (let i = 0; i < blocks.length; i++) {
    const block = blocks[i]!;
    if (block.kind === 'heading') {
      pending.push({ text: block.text, line: block.line });
      trail = [...trail.filter((h) => h.depth < block.depth!), { text: block.text, depth: block.depth! }];
      continue;
    }
    // Lead-ins in a row ("Remember these tips:"), a label directly over the list ("What to do"), and the list or table
    // they introduce: one passage.
    let end = i;
    while (isLeadIn(blocks[end]!) && blocks[end + 1] !== undefined) end++;
    if (isLabel(blocks[end]!) && blocks[end + 1] !== undefined) end++;
    let last = end > i && isListOrTable(blocks[end]) ? end : i;
    // A list whose last item ends with a colon, and the paragraph that finishes it: "- Bill Clinton, send a letter to:",
    // then his address (USA.gov; a blind review found the address read as the label of the next list).
    if (isListOrTable(blocks[last]) && endsWithColon(blocks[last]!.text) && blocks[last + 1]?.kind === 'paragraph') last++;
    const passage: Passage = {
      id: `${document.id}#${passages.length + 1}`,
      doc: document.id,
      lang: document.lang,
      heading: trail.map((h) => h.text).join(HEADING_JOINER),
      body: blocks.slice(i, last + 1).map((b) => b.text).join('\n'),
      line: block.line,
    };
    passages.push(passage);
    // Counted in code points only when its UTF-16 length could be over: a long passage is rare, spreading it is not cheap.
    const length = passage.body.length > LONG_PASSAGE ? [...passage.body].length : 0;
    if (length > LONG_PASSAGE) {
      warnings.push({
        file: document.path,
        line: block.line,
        message: `passage ${passage.id} is ${grouped(length)} characters long: a resident it answers is shown all of it, and so long a passage matches any one question weakly; ${LONG_ADVICE[longest(blocks.slice(i, last + 1)).kind] ?? LONG_ADVICE.paragraph}`,
      });
    }
    i = last;
    pending = [];
  }
  if (document.titleHtml !== undefined) {
    warnings.push({
      file: document.path,
      line: document.titleHtml.line,
      message: `the title holds raw HTML (${document.titleHtml.html}): residents are shown it as the text it is, tags and all, wherever the document is named, and its tag names become words of every passage; write the title as plain text`,
    });
  }
  const withHtml = blocks.filter((b) => b.html !== undefined);
  if (withHtml.length > 0) {
    const more = withHtml.slice(1).map((b) => b.line);
    warnings.push({
      file: document.path,
      line: withHtml[0]!.line,
      message: `raw HTML (${withHtml[0]!.html}${more.length === 0 ? '' : `, and in ${andMore(more, 'more block')}`}) is shown to residents as the text it is, tags and all, and its tag names and attributes become words a question can match; write it as markdown (a link as [text](https://…)) or remove it`,
    });
  }
  warnings.push(...unkeptLinkWarnings(document.path, blocks.flatMap((b) => b.unkeptLinks ?? [])));
  const undefinedReferences = blocks.flatMap((b) => b.undefinedReferences ?? []);
  if (undefinedReferences.length > 0) {
    const [first, ...others] = undefinedReferences;
    const more = others.map((reference) => reference.line);
    warnings.push({
      file: document.path,
      line: first!.line,
      message: `a reference link (${oneLine(first!.written, 60)}${more.length === 0 ? '' : `, and ${andMore(more, 'more such link')}`}) has no definition: residents are shown it as written, brackets and all, and it leads nowhere; define it on a line of its own (${oneLine(`[${first!.label}]: https://…`, 70)}) or write the link as [words](https://…)`,
    });
  }
  if (passages.length === 0) {
    warnings.push({ file: document.path, message: 'the document has no text to index (only front matter or headings)' });
  } else if (pending.length > 0) {
    warnings.push({
      file: document.path,
      line: pending[0]!.line,
      message: `the heading "${pending[0]!.text}" has no text after it and is not indexed`,
    });
  }
  return { passages, warnings };
}

/**
 * Documents → passages. A passage is one top-level block of the body (a paragraph, a list, a table, a quote).
 * A heading is context, not content: it never stands alone as a passage; it is kept as the heading of every
 * block of its section (until a heading of the same or a higher level), and its words count toward each. A paragraph that introduces a list or a table — it ends
 * with a colon, in any script's colon — is one passage with that list or table: quoted alone, "You can replace your
 * card in one of the following ways:" answers nothing.
 */
import type { Block, CorpusDocument } from './parse-document.ts';

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

/** Separator between stacked headings ("Eligibility › Income limits"), chosen because no heading uses it. */
export const HEADING_JOINER = ' › ';

/**
 * Colons that end a lead-in: ASCII and full-width (used with Arabic, Latin, Cyrillic, CJK text), small and
 * presentation forms, Ethiopic, Mongolian, and the modifier letter colon.
 */
const COLONS = new Set([':', '\uFF1A', '\uFE55', '\uFE13', '\u1365', '\u1804', '\uA789']);

/** A paragraph whose last character, after trailing spaces, is a colon. */
export function isLeadIn(block: Block): boolean {
  return block.kind === 'paragraph' && COLONS.has([...block.text.trimEnd()].at(-1) ?? '');
}

/** Splits a document into passages, reporting headings that title nothing and documents with no text. */
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
    const next = blocks[i + 1];
    const introduces = isLeadIn(block) && (next?.kind === 'list' || next?.kind === 'table');
    passages.push({
      id: `${document.id}#${passages.length + 1}`,
      doc: document.id,
      lang: document.lang,
      heading: trail.map((h) => h.text).join(HEADING_JOINER),
      body: introduces ? `${block.text}\n${next!.text}` : block.text,
      line: block.line,
    });
    if (introduces) i++;
    pending = [];
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

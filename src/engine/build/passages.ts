/**
 * Documents → passages. A passage is one top-level block of the body (a paragraph, a list, a table, a quote).
 * A heading is context, not content: it never stands alone as a passage; it is kept as the heading of every
 * block of its section (until a heading of the same or a higher level), and its words count toward each. Paragraphs that
 * introduce a list or a table — each ends with a colon, in any script's colon, or with no mark that ends a sentence —
 * are one passage with that list or table: quoted alone, "You can replace your card in one of the following ways:" or
 * a label such as "What to do" answers nothing.
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

/**
 * Marks that end a sentence: Latin, CJK and half-width, Arabic and Urdu, Devanagari, Ethiopic, Armenian (its full stop
 * and question and exclamation marks), and the Greek question mark.
 */
const SENTENCE_ENDS = new Set(['.', '!', '?', '\u2026', '\u203C', '\u203D', '\u2047', '\u2048', '\u2049', '\u3002', '\uFF0E', '\uFF61', '\uFF01', '\uFF1F', '\u061F', '\u06D4', '\u0964', '\u0965', '\u1362', '\u1367', '\u1368', '\u0589', '\u055C', '\u055E', '\u037E']);

/**
 * A paragraph that does not end its sentence, so what follows completes it: it ends with a colon ("You can replace your
 * card in one of these ways:"), or with no mark that ends a sentence once closing brackets and quotes are set aside — a
 * label over a list ("What to do", "Qué hacer") or a sentence the list finishes ("These may include").
 */
export function isLeadIn(block: Block): boolean {
  if (block.kind !== 'paragraph') return false;
  const text = block.text.trimEnd();
  if (COLONS.has([...text].at(-1) ?? '')) return true;
  const last = [...text.replace(/[\p{Pe}\p{Pf}"'\s]+$/u, '')].at(-1);
  return last !== undefined && !SENTENCE_ENDS.has(last);
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
    // Lead-ins in a row ("Remember these tips:", then "What to do") and the list or table they introduce: one passage.
    let end = i;
    while (isLeadIn(blocks[end]!) && blocks[end + 1] !== undefined) end++;
    const last = end > i && (blocks[end]!.kind === 'list' || blocks[end]!.kind === 'table') ? end : i;
    passages.push({
      id: `${document.id}#${passages.length + 1}`,
      doc: document.id,
      lang: document.lang,
      heading: trail.map((h) => h.text).join(HEADING_JOINER),
      body: blocks.slice(i, last + 1).map((b) => b.text).join('\n'),
      line: block.line,
    });
    i = last;
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

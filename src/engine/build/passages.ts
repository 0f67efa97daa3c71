/**
 * Documents → passages. A passage is one top-level block of the body (a paragraph, a list, a table, a quote).
 * A heading is context, not content: it never stands alone as a passage; it is kept as the heading of the
 * block after it, and its words count toward that passage.
 */
import type { CorpusDocument } from './parse-document.ts';

/** A passage before indexing: what will be quoted, and what it is filed under. */
export interface Passage {
  /** `<doc-id>#<ordinal>`, ordinal from 1 in document order. */
  id: string;
  doc: string;
  lang: string;
  /** The heading(s) directly above the block, joined with " › " when several stack up; "" when none. */
  heading: string;
  /** The block's text, markdown markers removed. Only this is ever quoted in an answer. */
  body: string;
}

/** Something worth an operator's attention that does not stop the build. */
export interface BuildWarning {
  file: string;
  line?: number;
  message: string;
}

/** Separator between stacked headings ("Eligibility › Income limits"), chosen because no heading uses it. */
export const HEADING_JOINER = ' › ';

/** Splits a document into passages, reporting headings that title nothing and documents with no text. */
export function splitPassages(document: CorpusDocument): { passages: Passage[]; warnings: BuildWarning[] } {
  const passages: Passage[] = [];
  const warnings: BuildWarning[] = [];
  let pending: { text: string; line: number }[] = [];
  for (const block of document.blocks) {
    if (block.kind === 'heading') {
      pending.push({ text: block.text, line: block.line });
      continue;
    }
    passages.push({
      id: `${document.id}#${passages.length + 1}`,
      doc: document.id,
      lang: document.lang,
      heading: pending.map((h) => h.text).join(HEADING_JOINER),
      body: block.text,
    });
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

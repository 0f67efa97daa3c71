/**
 * The assembly's half of a link to another document (`document-links.ts`): once every document is read, each mark
 * its file's preparation left becomes the linked document's page address, or goes, with a warning.
 */
import { normalizeRelativePath } from '../format/fingerprint.ts';
import { CountedPassage } from './counted-passage.ts';
import { linkedPath, withDocumentLinks } from './document-links.ts';
import { afterWords, linkAddress, readAddress, type UnkeptLink } from './link-addresses.ts';
import type { DocumentHead } from './parse-document.ts';
import { unkeptLinkWarnings, type BuildWarning } from './passages.ts';
import type { IndexedFile } from './prepare-file.ts';

/** The published documents by their path in the corpus folder: what a link to a markdown file can lead to. */
export function documentsByPath(documents: readonly DocumentHead[]): Map<string, DocumentHead> {
  return new Map(documents.map((document) => [normalizeRelativePath(document.path), document]));
}

/**
 * `file`'s passages with each link to another document followed by that document's `url` (and the fragment the link
 * names), as a link to a page is, unless the link's words already hold it; left out and warned of when the file it
 * names is no published document of the corpus, or one with no `url`.
 */
export function resolveDocumentLinks(file: IndexedFile, documents: ReadonlyMap<string, DocumentHead>): { passages: CountedPassage[]; warnings: BuildWarning[] } {
  const links = file.document.documentLinks ?? [];
  if (links.length === 0) return { passages: file.passages, warnings: [] };
  const unkept: UnkeptLink[] = [];
  // What follows each link's words: its document's page in brackets (alone when the link has no words), or nothing.
  const shown = links.map((link): string => {
    const target = linkedPath(file.document.path, link.href);
    const document = target === undefined ? undefined : documents.get(target.path);
    const url = document?.meta.url;
    if (typeof url !== 'string') {
      unkept.push({ address: readAddress(link.href), line: link.line, reason: document === undefined ? 'document' : 'unaddressed' });
      return '';
    }
    // The page itself, or the place in it the link names, as a link to it would be kept.
    const kept = target!.fragment === '' ? linkAddress(url, undefined) : linkAddress(target!.fragment, url);
    if (kept === undefined || !('address' in kept)) {
      unkept.push({ address: readAddress(link.href), line: link.line, reason: 'invalid' });
      return '';
    }
    return afterWords(link.words, kept.address);
  });
  const passages = file.passages.map((p) => {
    const body = withDocumentLinks(p.body, (n) => shown[n]!);
    return body === p.body ? p : new CountedPassage(p.id, p.doc, p.lang, p.heading, body, p.table, p.pairs, p.start, p.end);
  });
  return { passages, warnings: unkeptLinkWarnings(file.document.path, unkept) };
}

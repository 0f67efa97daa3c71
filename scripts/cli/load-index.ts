/**
 * Loads an index file for answering, and refuses a stale one: an index whose corpus fingerprint no longer matches
 * the documents on disk would quote last week's text under this week's citation.
 */
import { readFileSync } from 'node:fs';
import { CairnError, canonicalJson, corpusFingerprint, IndexFormatError, parseIndex, type CairnIndex, type Settings } from '../../src/engine/index.ts';
import { readCorpus } from './read-corpus.ts';

/** The index is missing, or out of date with its corpus or config. */
export class StaleIndexError extends CairnError {
  override name = 'StaleIndexError';
}

/**
 * Reads and parses `indexFile`, then checks it against the corpus on disk and the settings of `cairn.toml`.
 * @throws IndexFormatError for a missing, unreadable or other-version index; StaleIndexError when out of date.
 */
export function loadIndex(indexFile: string, corpusDir: string, settings: Settings): CairnIndex {
  let text: string;
  try {
    text = readFileSync(indexFile, 'utf8');
  } catch {
    throw new IndexFormatError('no index here; build it first with `npm run build-index`', { file: indexFile }, 'missing');
  }
  const index = parseIndex(text, indexFile);
  const current = corpusFingerprint(readCorpus(corpusDir));
  if (current !== index.fingerprint) {
    throw new StaleIndexError(
      `was built from a different version of the corpus in ${corpusDir} (index ${index.fingerprint.slice(0, 19)}…, corpus now ${current.slice(0, 19)}…); ` +
        'Cairn will not answer from it. Rebuild it with `npm run build-index`',
      { file: indexFile },
    );
  }
  if (canonicalJson(index.settings) !== canonicalJson(settings)) {
    throw new StaleIndexError(
      'was built with different settings than cairn.toml now holds; rebuild it with `npm run build-index` so the page and the CLI answer alike',
      { file: indexFile },
    );
  }
  return index;
}

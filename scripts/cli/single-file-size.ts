/** How big the single-file index would be, gzipped, found without writing its text whole. */
import { once } from 'node:events';
import { createGzip } from 'node:zlib';
import { serializedIndexPieces, type CairnIndex } from '../../src/engine/index.ts';

/** The compression level sizes are reported at (a host's best gzip). */
export const GZIP_LEVEL = 9;

/** Characters of the index's text handed to the compressor at a time. */
const GZIP_PIECE = 1 << 20;

/**
 * The single file's size gzipped when it is at most `limit` bytes, else undefined — found without the file's whole
 * text: it is compressed a piece at a time (the same bytes as compressing it whole), and compression stops once the
 * output passes `limit`. At 100,000 passages compressing the whole file took 14 s to learn what its first megabyte
 * says; at a million passages its text is longer than a string may be.
 */
export async function singleFileGzipped(index: CairnIndex, limit: number): Promise<number | undefined> {
  const gzip = createGzip({ level: GZIP_LEVEL });
  let size = 0;
  let failure: unknown;
  gzip.on('data', (chunk: Buffer) => {
    size += chunk.length;
  });
  // Kept, not thrown from the stream: checked after every wait (`once` also rejects on an error while it waits).
  gzip.on('error', (error) => {
    failure ??= error;
  });
  const check = () => {
    if (failure !== undefined) throw failure;
  };
  try {
    let gathered: string[] = [];
    let length = 0;
    for (const piece of serializedIndexPieces(index)) {
      gathered.push(piece);
      length += piece.length;
      if (length < GZIP_PIECE) continue;
      if (!gzip.write(gathered.join(''))) await once(gzip, 'drain');
      check();
      gathered = [];
      length = 0;
      if (size > limit) return undefined;
    }
    const ended = once(gzip, 'end');
    gzip.end(gathered.join(''));
    await ended;
    check();
    return size <= limit ? size : undefined;
  } finally {
    gzip.destroy();
  }
}

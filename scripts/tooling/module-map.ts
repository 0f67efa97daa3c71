/** Where a build records which source modules went into which chunk, for `check-bundle.ts`. */
import { createHash } from 'node:crypto';
import { basename, resolve } from 'node:path';
import { PROJECT_ROOT } from '../project-paths.ts';

/** The module map of the site built into `outDir` (absolute): named by the folder, so parallel builds keep apart. */
export function moduleMapFile(outDir: string): string {
  const tag = createHash('sha256').update(outDir).digest('hex').slice(0, 12);
  return resolve(PROJECT_ROOT, '.cairn-build', `modules-${basename(outDir)}-${tag}.json`);
}

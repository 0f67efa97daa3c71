/** Paths every Node entry point resolves the same way, from this file's location rather than the working directory. */
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root. */
export const PROJECT_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
/** The demo corpus's configuration, used when no `--config` and no `--corpus` is given. */
export const DEFAULT_CONFIG_FILE = resolve(PROJECT_ROOT, 'public/corpus/cairn.toml');

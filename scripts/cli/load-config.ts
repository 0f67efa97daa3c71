/** Finds and reads `cairn.toml`, and resolves the corpus folder and index path the way every command does. */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { ConfigError, decodeConfig, defaultConfig, parseConfig, type Config } from '../../src/engine/index.ts';
import { DEFAULT_CONFIG_FILE } from '../project-paths.ts';

/** A configuration with its paths made absolute. */
export interface ResolvedConfig {
  config: Config;
  /** The file read, or undefined when running on defaults. */
  configFile: string | undefined;
  /** Its text, for the build's errors and warnings about a setting to name the line (undefined on defaults). */
  configText: string | undefined;
  corpusDir: string;
  indexFile: string;
}

/**
 * Resolution order: `--config` if given; else `<corpus>/cairn.toml` if `--corpus` is given and has one; else,
 * with neither flag, the demo corpus's `cairn.toml`. Paths inside the file are relative to the file's folder,
 * so the result does not depend on the working directory. `--corpus` and `--out` override the file.
 * @throws ConfigError when a named config file is missing or invalid.
 */
export function loadConfig(options: { config?: string; corpus?: string; out?: string }): ResolvedConfig {
  let configFile: string | undefined;
  if (options.config !== undefined) {
    configFile = resolve(options.config);
    if (!existsSync(configFile)) {
      throw new ConfigError('does not exist; check the --config path, or leave --config out to use defaults', { file: configFile });
    }
  } else if (options.corpus !== undefined) {
    const candidate = join(resolve(options.corpus), 'cairn.toml');
    configFile = existsSync(candidate) ? candidate : undefined;
  } else {
    configFile = DEFAULT_CONFIG_FILE;
  }
  const configText = configFile === undefined ? undefined : decodeConfig(readBytes(configFile), configFile);
  const config = configFile === undefined ? defaultConfig() : parseConfig(configText!, configFile);
  const base = configFile === undefined ? resolve(options.corpus ?? '.') : dirname(configFile);
  const corpusDir = options.corpus !== undefined ? resolve(options.corpus) : resolve(base, config.corpusPath);
  const indexFile = options.out !== undefined ? resolve(options.out) : resolve(base, config.indexPath);
  return { config, configFile, configText, corpusDir, indexFile };
}

function readBytes(file: string): Uint8Array {
  try {
    return readFileSync(file);
  } catch (error) {
    throw new ConfigError(`cannot be read (${(error as NodeJS.ErrnoException).code ?? (error as Error).message}); check the file exists and can be read`, { file });
  }
}

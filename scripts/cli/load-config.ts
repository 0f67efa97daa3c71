/** Finds and reads `cairn.toml`, and resolves the corpus folder and index path the way every command does. */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { ConfigError, defaultConfig, parseConfig, type Config } from '../../src/engine/index.ts';
import { DEFAULT_CONFIG_FILE } from '../project-paths.ts';

/** A configuration with its paths made absolute. */
export interface ResolvedConfig {
  config: Config;
  /** The file read, or undefined when running on defaults. */
  configFile: string | undefined;
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
  const config = configFile === undefined ? defaultConfig() : parseConfig(readText(configFile), configFile);
  const base = configFile === undefined ? resolve(options.corpus ?? '.') : dirname(configFile);
  const corpusDir = options.corpus !== undefined ? resolve(options.corpus) : resolve(base, config.corpusPath);
  const indexFile = options.out !== undefined ? resolve(options.out) : resolve(base, config.indexPath);
  return { config, configFile, corpusDir, indexFile };
}

function readText(file: string): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(readFileSync(file));
  } catch (error) {
    const why = (error as NodeJS.ErrnoException).code ?? 'not valid UTF-8';
    throw new ConfigError(`cannot be read (${why}); check the file exists and is UTF-8 text`, { file });
  }
}

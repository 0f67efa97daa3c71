import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { DEFAULT_SETTINGS } from '../../src/engine/index.ts';
import { PROJECT_ROOT } from '../project-paths.ts';
import { loadAnswerer, rebuildFor, shellWord } from './load-index.ts';

describe('shellWord', () => {
  it.each([
    ['/srv/agency/index.json', '/srv/agency/index.json'],
    ['/srv/my docs/index.json', "'/srv/my docs/index.json'"],
    ["/srv/o'neil/index.json", "'/srv/o'\\''neil/index.json'"],
    ['/srv/$HOME/x', "'/srv/$HOME/x'"],
  ])('writes %s as %s', (path, word) => {
    expect(shellWord(path)).toBe(word);
  });
});

describe('rebuildFor', () => {
  const resolved = { corpusDir: '/c/docs', configFile: '/c/docs/cairn.toml', indexFile: '/c/out/index.json' };

  it('passes on each path the command was given, and only those', () => {
    expect(rebuildFor({ corpus: 'docs', index: 'out/index.json' }, resolved)).toEqual({
      command: 'npm run build-index -- --corpus /c/docs --out /c/out/index.json',
      corpusUnnamed: false,
    });
    expect(rebuildFor({ config: 'docs/cairn.toml' }, resolved)).toEqual({ command: 'npm run build-index -- --config /c/docs/cairn.toml', corpusUnnamed: false });
  });

  it('is the bare command when nothing was named, and marks an index named without its corpus', () => {
    expect(rebuildFor({}, resolved)).toEqual({ command: 'npm run build-index', corpusUnnamed: false });
    expect(rebuildFor({ index: 'x.json' }, resolved)).toEqual({ command: 'npm run build-index -- --out /c/out/index.json', corpusUnnamed: true });
  });
});

describe('a missing index', () => {
  const corpusDir = join(PROJECT_ROOT, 'public/corpus');
  const missing = join(PROJECT_ROOT, 'no-such-folder/index.json');
  const said = (given: { corpus?: string; index?: string }) => {
    try {
      loadAnswerer(missing, corpusDir, DEFAULT_SETTINGS, rebuildFor(given, { corpusDir, configFile: undefined, indexFile: missing }));
    } catch (error) {
      return (error as Error).message;
    }
    return 'loaded';
  };

  it("is built by the command for the paths given; where no corpus was named, the command builds the demo's, and says so", () => {
    expect(said({})).toBe(`${missing}: no index here; build it first with \`npm run build-index\` (from the demo's documents; for your own, name their folder as well: --corpus DIR)`);
    expect(said({ index: missing })).toBe(`${missing}: no index here; build it first with \`npm run build-index -- --out ${missing}\` (from the demo's documents; for your own, name their folder as well: --corpus DIR)`);
    expect(said({ corpus: corpusDir, index: missing })).toBe(`${missing}: no index here; build it first with \`npm run build-index -- --corpus ${corpusDir} --out ${missing}\``);
  });
});

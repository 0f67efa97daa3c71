import { describe, expect, it } from 'vitest';
import { rebuildFor, shellWord } from './load-index.ts';

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

/**
 * A site built from a copy of the demo corpus with keys added to its `[page]` table, as an agency's `npm run build --
 * --corpus DIR --out DIR` builds its own: for the specs of settings the demo leaves at their defaults.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { expect } from '@playwright/test';

const ROOT = resolve(import.meta.dirname, '..');

/** Builds the demo with `pageKeys` (TOML lines, such as `color_scheme = "light"`) under `[page]` into `out`; returns the build's output. */
export function buildDemoWith(pageKeys: string, out: string): string {
  const work = mkdtempSync(join(tmpdir(), 'cairn-variant-'));
  try {
    const corpus = join(work, 'corpus');
    cpSync(resolve(ROOT, 'public/corpus'), corpus, { recursive: true });
    // The demo's own [page] table (its hint) takes the keys.
    const config = readFileSync(join(corpus, 'cairn.toml'), 'utf8');
    expect(config).toContain('\n[page]\n');
    writeFileSync(join(corpus, 'cairn.toml'), config.replace('\n[page]\n', `\n[page]\n${pageKeys}\n`));
    const build = spawnSync(resolve(ROOT, 'node_modules/.bin/tsx'), ['scripts/tooling/build-site.ts', '--corpus', corpus, '--out', out], { cwd: ROOT, encoding: 'utf8' });
    expect(build.status, `${build.stdout}\n${build.stderr}`).toBe(0);
    return build.stdout;
  } finally {
    rmSync(work, { recursive: true, force: true });
    rmSync(resolve(ROOT, '.cairn-build', `site-public-${basename(out)}`), { recursive: true, force: true });
  }
}

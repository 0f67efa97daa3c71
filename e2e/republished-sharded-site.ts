/**
 * A sharded site republished under an open page: the demo built sharded (dist-sharded/, from `npm run build:sharded`)
 * copied to a folder the static host serves, and the same site built again from a copy of the demo corpus in which
 * the GoPass costs $25 a year — its GoPass passage, and so the shard holding it, changed. Replacing the folder is a
 * deploy that removed the previous build's shards (what the build after next does on a host that keeps them once).
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');

/**
 * Makes the demo corpus at `corpusDir` the republished one: the GoPass at $25 a year, not $20. The source has markdown
 * emphasis ("costs **$20 per year**"); a quote shows it without the markers.
 */
export function raiseTheGoPassFee(corpusDir: string): void {
  const transit = join(corpusDir, 'transit-pass-en.md');
  const source = readFileSync(transit, 'utf8');
  if (!source.includes('**$20 per year**')) throw new Error('the demo transit document no longer says "**$20 per year**"; update e2e/republished-sharded-site.ts');
  writeFileSync(transit, source.replace('**$20 per year**', '**$25 per year**'));
}

/** Serves the published demo from `dir`, and returns what replaces it with the republished build. */
export function shardedSiteToRepublish(dir: string): { republish: () => void } {
  rmSync(dir, { recursive: true, force: true });
  cpSync(resolve(ROOT, 'dist-sharded'), dir, { recursive: true });
  // The republished build waits beside the served folder; the work folder (a corpus copy and the build's own
  // output) goes as soon as it is built, failed or not, so no run leaves one in the system's temporary folder.
  const next = `${dir}-republished`;
  const work = mkdtempSync(join(tmpdir(), 'cairn-republish-sharded-'));
  try {
    const corpus = join(work, 'corpus');
    cpSync(resolve(ROOT, 'public/corpus'), corpus, { recursive: true });
    raiseTheGoPassFee(corpus);
    // An output folder named for this work folder: build-site stages what it publishes by the output's name.
    const out = join(work, `site-${basename(work)}`);
    const result = spawnSync(resolve(ROOT, 'node_modules/.bin/tsx'), ['scripts/tooling/build-site.ts', '--corpus', corpus, '--form', 'sharded', '--out', out], { cwd: ROOT, encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`build-site failed:\n${result.stdout}\n${result.stderr}`);
    rmSync(next, { recursive: true, force: true });
    cpSync(out, next, { recursive: true });
  } finally {
    rmSync(work, { recursive: true, force: true });
    // build-site stages the site it publishes in a folder named for the output: gone with the output.
    rmSync(resolve(ROOT, '.cairn-build', `site-public-site-${basename(work)}`), { recursive: true, force: true });
  }
  return {
    republish: () => {
      rmSync(dir, { recursive: true, force: true });
      cpSync(next, dir, { recursive: true });
    },
  };
}

/**
 * Updates are atomic: after the operator republishes (a changed corpus, rebuilt, the whole folder replaced), a page
 * that had the old build — service worker and all — gets the new answers on its next reload, and never runs the
 * new app with the old index or the reverse (the page asks for index.json?v=<its corpus fingerprint> and refuses
 * any other corpus).
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { ask } from './cairn-page.ts';
import { untilControlled } from './service-worker-control.ts';
import { guardPolicy } from './policy-guard.ts';
import { raiseTheGoPassFee } from './republished-sharded-site.ts';
import { REPUBLISH_DIR, REPUBLISH_URL, STATIC_ORIGIN } from './static-host.ts';

const ROOT = resolve(import.meta.dirname, '..');
const QUESTION = 'How much does the GoPass cost?';

test.use({ serviceWorkers: 'allow' });

function run(command: string, args: string[], env: Record<string, string> = {}): void {
  const result = spawnSync(resolve(ROOT, 'node_modules/.bin', command), args, { cwd: ROOT, encoding: 'utf8', env: { ...process.env, ...env } });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`);
}

/** The folder the republished site is built in; removed after the spec, passed or failed. */
let work: string | undefined;
test.afterEach(() => {
  if (work !== undefined) rmSync(work, { recursive: true, force: true });
  work = undefined;
});

/** Builds the whole site again from a copy of the demo corpus in which the GoPass costs $25 a year. */
function buildRepublishedSite(): string {
  work = mkdtempSync(join(tmpdir(), 'cairn-republish-'));
  const publicDir = join(work, 'public');
  cpSync(resolve(ROOT, 'public'), publicDir, { recursive: true });
  raiseTheGoPassFee(join(publicDir, 'corpus'));
  run('tsx', ['scripts/cli/build-index.ts', '--config', join(publicDir, 'corpus/cairn.toml')]);
  const out = join(work, 'dist');
  run('vite', ['build', '--outDir', out, '--emptyOutDir', '--logLevel', 'warn'], { CAIRN_PUBLIC_DIR: publicDir });
  return out;
}

test('the old build answers $20; after republishing, a reload answers $25', async ({ page, context }) => {
  test.setTimeout(120_000);
  rmSync(REPUBLISH_DIR, { recursive: true, force: true });
  cpSync(resolve(ROOT, 'dist'), REPUBLISH_DIR, { recursive: true });
  const republished = buildRepublishedSite();

  const guard = await guardPolicy(page, context, [STATIC_ORIGIN]);
  await page.goto(REPUBLISH_URL);
  await untilControlled(page);
  await expect((await ask(page, QUESTION)).locator('blockquote.quote')).toContainText('The GoPass costs $20 per year.');

  // Republish: the whole folder replaced by the new build, as a static host deploy does.
  rmSync(REPUBLISH_DIR, { recursive: true, force: true });
  cpSync(republished, REPUBLISH_DIR, { recursive: true });
  await page.reload();
  await expect(page.locator('#question')).toBeEditable();
  await expect((await ask(page, QUESTION)).locator('blockquote.quote')).toContainText('The GoPass costs $25 per year.');
  await expect(page.locator('[role="alert"]')).toHaveText('');
  guard.expectClean();
});

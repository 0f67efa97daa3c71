/**
 * An agency whose own pages are light sets `page.color_scheme = "light"`: Cairn, embedded in them, stays light when
 * the resident's system is dark (a web team found it dark inside its light page). The same system darkens the demo,
 * built without the key.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { ask, QUESTIONS } from './cairn-page.ts';
import { LIGHT_PALETTE_DIR, LIGHT_PALETTE_URL, SUB_PATH_URL } from './static-host.ts';

const ROOT = resolve(import.meta.dirname, '..');

test('a dark system: the light-palette site is light, the demo dark', async ({ page }) => {
  test.setTimeout(180_000);
  const work = mkdtempSync(join(tmpdir(), 'cairn-light-palette-'));
  try {
    const corpus = join(work, 'corpus');
    cpSync(resolve(ROOT, 'public/corpus'), corpus, { recursive: true });
    const config = readFileSync(join(corpus, 'cairn.toml'), 'utf8');
    expect(config).toContain('\n[page]\n');
    writeFileSync(join(corpus, 'cairn.toml'), config.replace('\n[page]\n', '\n[page]\ncolor_scheme = "light"\n'));
    const build = spawnSync(resolve(ROOT, 'node_modules/.bin/tsx'), ['scripts/tooling/build-site.ts', '--corpus', corpus, '--out', LIGHT_PALETTE_DIR], { cwd: ROOT, encoding: 'utf8' });
    expect(build.status, `${build.stdout}\n${build.stderr}`).toBe(0);
  } finally {
    rmSync(work, { recursive: true, force: true });
    rmSync(resolve(ROOT, '.cairn-build/site-public-light-palette'), { recursive: true, force: true });
  }

  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto(SUB_PATH_URL);
  await expect(page.locator('html')).toHaveCSS('color-scheme', 'dark');
  await expect(page.locator('html')).toHaveCSS('background-color', 'rgb(18, 20, 23)');

  await page.goto(LIGHT_PALETTE_URL);
  await expect(page.locator('html')).toHaveCSS('color-scheme', 'light');
  await expect(page.locator('html')).toHaveCSS('background-color', 'rgb(255, 255, 255)');
  await expect(page.locator('meta[name="color-scheme"]')).toHaveAttribute('content', 'light');
  // The answer's quote too, in the light palette's colours.
  const exchange = await ask(page, QUESTIONS.grocery);
  await expect(exchange.locator('blockquote.quote')).toHaveCSS('background-color', 'rgb(238, 244, 251)');
});

/**
 * An agency that sets `page.operator_tools = false` publishes a page whose residents meet none of its operators'
 * tools: no explain switch, no link to the operator view, and `#operator` opens the questions, not the view. The page
 * still answers. Its operators keep `npm run ask -- --explain` and a build with the setting left out.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { ask, QUESTIONS } from './cairn-page.ts';
import { WITHOUT_OPERATOR_TOOLS_DIR, WITHOUT_OPERATOR_TOOLS_URL } from './static-host.ts';

const ROOT = resolve(import.meta.dirname, '..');

test('no explain switch, no operator link, no operator view; questions still answered', async ({ page }) => {
  test.setTimeout(180_000);
  const work = mkdtempSync(join(tmpdir(), 'cairn-without-operator-tools-'));
  try {
    const corpus = join(work, 'corpus');
    cpSync(resolve(ROOT, 'public/corpus'), corpus, { recursive: true });
    // The demo's own [page] table (its hint) takes the key.
    const config = readFileSync(join(corpus, 'cairn.toml'), 'utf8');
    expect(config).toContain('\n[page]\n');
    writeFileSync(join(corpus, 'cairn.toml'), config.replace('\n[page]\n', '\n[page]\noperator_tools = false\n'));
    const build = spawnSync(resolve(ROOT, 'node_modules/.bin/tsx'), ['scripts/tooling/build-site.ts', '--corpus', corpus, '--out', WITHOUT_OPERATOR_TOOLS_DIR], { cwd: ROOT, encoding: 'utf8' });
    expect(build.status, `${build.stdout}\n${build.stderr}`).toBe(0);
    expect(build.stdout).toContain('no indexer worker (page.operator_tools = false)');
  } finally {
    rmSync(work, { recursive: true, force: true });
    rmSync(resolve(ROOT, '.cairn-build/site-public-without-operator-tools'), { recursive: true, force: true });
  }
  // The operator view's worker is not published at all.
  expect(readdirSync(join(WITHOUT_OPERATOR_TOOLS_DIR, 'assets')).filter((file) => file.startsWith('indexer.worker'))).toEqual([]);

  await page.goto(`${WITHOUT_OPERATOR_TOOLS_URL}#operator`);
  await expect(page.locator('#question')).toBeEditable();
  await expect(page.getByRole('heading', { level: 1, name: 'Preview a corpus' })).toHaveCount(0);
  const exchange = await ask(page, QUESTIONS.grocery);
  await expect(exchange.locator('blockquote.quote')).toContainText('$85');
  await expect(page.locator('#explain')).toHaveCount(0);
  await expect(page.getByRole('checkbox')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Preview a corpus (for operators)' })).toHaveCount(0);
});

/**
 * The agency republished its sharded index while a page was open, and the shards that page's manifest names are
 * gone: the page tells the resident to reload (not to check a connection that works), quotes nothing, and keeps the
 * question.
 */
import { expect, test } from '@playwright/test';
import { alertRegion, ask, exchanges, QUESTIONS } from './cairn-page.ts';

const SHARDED = 'http://127.0.0.1:4174/sharded/';
const REPUBLISHED = 'The agency has published new documents since this page was opened. Reload the page, then send your question again.';

test('a shard gone because the index was republished asks for a reload, and nothing is quoted', async ({ page }) => {
  await page.goto(SHARDED);
  const box = page.locator('#question');
  await expect(box).toBeEditable();
  // A first question, so the page has loaded its manifest before the site changes under it.
  await ask(page, QUESTIONS.permit);
  // Republished: every shard this page's manifest names is gone, and the site serves another manifest.
  await page.context().route('**/sharded/index-shards/**', (route) => route.fulfill({ status: 404, body: 'Not Found' }));
  await page.context().route('**/sharded/index.json*', async (route) => {
    const response = await route.fetch();
    const manifest = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, body: JSON.stringify({ ...manifest, digest: `sha256:${'1'.repeat(64)}` }) });
  });
  await box.fill(QUESTIONS.grocery);
  await box.press('Enter');
  await expect(alertRegion(page)).toHaveText(REPUBLISHED);
  await expect(exchanges(page)).toHaveCount(1);
  await expect(box).toHaveValue(QUESTIONS.grocery);
});

/**
 * A question whose search takes a while once the documents are loaded (a sharded index fetching the shards it needs
 * on a slow connection) shows "Searching the documents…" under the question box, as well as saying it; the words go
 * once the answer is in.
 */
import { expect, test } from '@playwright/test';
import { exchanges, QUESTIONS } from './cairn-page.ts';

const SHARDED = 'http://127.0.0.1:4174/sharded/';

test('the grocery question on the sharded site, its shards taking three seconds', async ({ page }) => {
  let sent = false;
  await page.context().route('**/sharded/index-shards/**', async (route) => {
    if (sent) await new Promise((resolve) => setTimeout(resolve, 3000));
    await route.continue();
  });
  await page.goto(SHARDED);
  const box = page.locator('#question');
  await expect(box).toBeEditable();
  // The manifest loaded, and whatever the page fetched on opening: only the question's shards are slow.
  await page.waitForLoadState('networkidle');
  await box.fill(QUESTIONS.grocery);
  sent = true;
  await box.press('Enter');
  const waiting = page.locator('p.searching');
  await expect(waiting).toHaveText('Searching the documents…');
  await expect(exchanges(page)).toHaveCount(1, { timeout: 15_000 });
  await expect(waiting).toHaveText('');
});

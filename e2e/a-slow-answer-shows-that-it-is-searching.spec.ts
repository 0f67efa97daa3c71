/**
 * On a slow connection, a question that takes a while shows "Searching the documents…" under the question box, as well
 * as saying it: before, only the (hidden) status region said so, and a resident who sees the page had no sign that
 * anything was happening. The words go once the answer is in.
 */
import { expect, test } from '@playwright/test';
import { exchanges, INDEX_URL, openCairn, QUESTIONS } from './cairn-page.ts';

test('the grocery question while the index takes three seconds to arrive', async ({ page }) => {
  await page.route(INDEX_URL, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 3000));
    await route.continue();
  });
  await openCairn(page);
  await page.locator('#question').fill(QUESTIONS.grocery);
  await page.locator('#question').press('Enter');
  const searching = page.locator('p.searching');
  await expect(searching).toHaveText('Searching the documents…');
  await expect(searching).toBeVisible();
  await expect(exchanges(page)).toHaveCount(1, { timeout: 15_000 });
  await expect(searching).toHaveCount(0);
});

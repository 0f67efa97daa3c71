/**
 * On a slow connection, a question that takes a while shows "Searching the documents…" under the question box, as well
 * as saying it: before, only the (hidden) status region said so, and a resident who sees the page had no sign that
 * anything was happening. The words go once the answer is in; their line is kept, so nothing under it moves.
 */
import { expect, test } from '@playwright/test';
import { exchanges, INDEX_URL, openCairn, QUESTIONS } from './cairn-page.ts';

test('the grocery question while the index takes three seconds to arrive', async ({ page }) => {
  // Held until three seconds after the question is sent, not after the page asked for it: on a busy machine opening the
  // page and typing took more than half of a delay counted from the request, and the answer came before the sign did.
  let sent!: () => void;
  const questionSent = new Promise<void>((resolve) => (sent = resolve));
  await page.route(INDEX_URL, async (route) => {
    await questionSent;
    await new Promise((resolve) => setTimeout(resolve, 3000));
    await route.continue();
  });
  await openCairn(page);
  await page.locator('#question').fill(QUESTIONS.grocery);
  const searching = page.locator('p.searching');
  const below = page.locator('.as-of summary');
  const before = await below.boundingBox();
  await page.locator('#question').press('Enter');
  sent();
  // Not at once: most answers come well before the 1.5 s it waits.
  await page.waitForTimeout(500);
  await expect(searching).toHaveText('');
  await expect(searching).toHaveText('Searching the documents…');
  await expect(searching).toBeVisible();
  // Its line was there already: the controls under it did not move.
  expect((await below.boundingBox())!.y).toBe(before!.y);
  await expect(exchanges(page)).toHaveCount(1, { timeout: 15_000 });
  await expect(searching).toHaveText('');
});

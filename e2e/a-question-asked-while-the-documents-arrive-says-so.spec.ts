/**
 * A question asked while the agency's documents are still arriving (a large index on a slow connection) shows, and
 * says, "Loading the agency's documents…" under the question box: it said "Searching the documents…" while nothing
 * could be searched yet. Shown as well as said: before, only the (hidden) status region said anything, and a resident
 * who sees the page had no sign that anything was happening. The words go once the answer is in; their line is kept,
 * so nothing under it moves.
 */
import { expect, test } from '@playwright/test';
import { exchanges, INDEX_URL, openCairn, QUESTIONS, SAID } from './cairn-page.ts';
import { announcements, recordLiveRegions } from './live-region-recorder.ts';

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
  await recordLiveRegions(page);
  await openCairn(page);
  await page.locator('#question').fill(QUESTIONS.grocery);
  const waiting = page.locator('p.searching');
  const below = page.locator('.as-of summary');
  const before = await below.boundingBox();
  await page.locator('#question').press('Enter');
  sent();
  // Not at once: most answers come well before the 1.5 s it waits.
  await page.waitForTimeout(500);
  await expect(waiting).toHaveText('');
  await expect(waiting).toHaveText("Loading the agency's documents…");
  await expect(waiting).toBeVisible();
  // Its line was there already: the controls under it did not move.
  expect((await below.boundingBox())!.y).toBe(before!.y);
  await expect(exchanges(page)).toHaveCount(1, { timeout: 15_000 });
  await expect(waiting).toHaveText('');
  // Said once, politely, then the answer.
  await expect
    .poll(() => announcements(page))
    .toEqual([
      { politeness: 'polite', text: "Loading the agency's documents…" },
      { politeness: 'polite', text: SAID.groceryStatus },
    ]);
});

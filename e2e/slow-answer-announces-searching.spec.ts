/**
 * When an answer takes a while, the status region says Cairn is searching, then the outcome once it arrives;
 * quick answers say only the outcome (the "searching" sentence is held back — see the status spec).
 * Made slow by holding back the index until the page has said it is searching: no timing guesses.
 */
import { expect, test } from '@playwright/test';
import { exchanges, INDEX_URL, openCairn, QUESTIONS, SAID } from './cairn-page.ts';
import { announcements, recordLiveRegions } from './live-region-recorder.ts';

test('"Searching the documents…" while the index is slow, then the outcome', async ({ page }) => {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(INDEX_URL, async (route) => {
    await released;
    await route.continue();
  });
  await recordLiveRegions(page);
  await openCairn(page);

  await page.locator('#question').fill(QUESTIONS.grocery);
  await page.locator('#question').press('Enter');
  await expect(page.locator('[aria-live="polite"]').filter({ hasText: 'Searching the documents…' })).toHaveCount(1, { timeout: 15_000 });
  release();

  await expect(exchanges(page)).toHaveCount(1);
  await expect.poll(async () => (await announcements(page)).map((a) => a.text)).toEqual(['Searching the documents…', SAID.groceryStatus]);
});

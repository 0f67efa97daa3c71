/**
 * When an answer takes a while, the status region says Cairn is searching, then the outcome once it arrives;
 * quick answers say only the outcome (the "searching" sentence is held back — see the status spec).
 * Made slow by holding back the shards a sharded index's search fetches, once the documents are loaded, until the page
 * has said it is searching: no timing guesses. (Held back before they are loaded, the page says it is loading them:
 * `a-question-asked-while-the-documents-arrive-says-so`.)
 */
import { expect, test } from '@playwright/test';
import { exchanges, QUESTIONS, SAID } from './cairn-page.ts';
import { announcements, recordLiveRegions } from './live-region-recorder.ts';

const SHARDED = 'http://127.0.0.1:4174/sharded/';

test('"Searching the documents…" while the search is slow, then the outcome', async ({ page }) => {
  let sent = false;
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.context().route('**/sharded/index-shards/**', async (route) => {
    if (sent) await released;
    await route.continue();
  });
  await recordLiveRegions(page);
  await page.goto(SHARDED);
  await expect(page.locator('#question')).toBeEditable();
  // The manifest loaded, and whatever the page fetched on opening: only the question's shards are held.
  await page.waitForLoadState('networkidle');

  await page.locator('#question').fill(QUESTIONS.grocery);
  sent = true;
  await page.locator('#question').press('Enter');
  await expect(page.locator('[aria-live="polite"]').filter({ hasText: 'Searching the documents…' })).toHaveCount(1, { timeout: 15_000 });
  release();

  await expect(exchanges(page)).toHaveCount(1);
  await expect.poll(async () => (await announcements(page)).map((a) => a.text)).toEqual(['Searching the documents…', SAID.groceryStatus]);
});

/**
 * When index.json is there but is not a Cairn index (here: the body "garbage"), the alert says the documents are
 * damaged or not a Cairn index and how to rebuild them — not that they are missing, and not a generic error.
 */
import { expect, test } from '@playwright/test';
import { alertRegion, exchanges, INDEX_URL, openCairn, QUESTIONS } from './cairn-page.ts';

test('index.json answering "garbage"', async ({ page }) => {
  await page.route(INDEX_URL, (route) => route.fulfill({ status: 200, contentType: 'application/json', body: 'garbage' }));
  await openCairn(page);

  await expect(alertRegion(page)).toHaveText(
    "The agency's documents are damaged or are not a Cairn index. Operators: rebuild index.json with npm run build-index and publish it again.",
  );

  // Asking does not hide the problem behind an answer or a refusal.
  await page.locator('#question').fill(QUESTIONS.grocery);
  await page.locator('#question').press('Enter');
  await expect(alertRegion(page)).toHaveText(/damaged or are not a Cairn index/u);
  await expect(exchanges(page)).toHaveCount(0);
});

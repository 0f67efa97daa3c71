/**
 * When index.json is there but is not a Cairn index (here: the body "garbage"), the alert says the documents are
 * damaged — not that they are missing, and not a generic error — and the operators' disclosure how to rebuild them.
 */
import { expect, test } from '@playwright/test';
import { alertRegion, exchanges, INDEX_URL, openCairn, QUESTIONS } from './cairn-page.ts';

test('index.json answering "garbage"', async ({ page }) => {
  await page.route(INDEX_URL, (route) => route.fulfill({ status: 200, contentType: 'application/json', body: 'garbage' }));
  await openCairn(page);

  await expect(alertRegion(page)).toHaveText(
    "The agency's documents on this site are damaged, so this page will not answer from them. Try again later, or use the contact details on this page.",
  );
  await expect(page.locator('details.operator-details p').first()).toHaveText(
    'index.json is damaged or is not a Cairn index: rebuild it with npm run build-index and publish it again.',
  );

  // Asking does not hide the problem behind an answer or a refusal.
  await page.locator('#question').fill(QUESTIONS.grocery);
  await page.locator('#question').press('Enter');
  await expect(alertRegion(page)).toHaveText(/documents on this site are damaged/u);
  await expect(exchanges(page)).toHaveCount(0);
});

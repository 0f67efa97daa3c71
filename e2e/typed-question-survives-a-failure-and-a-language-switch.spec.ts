/**
 * What the resident typed is never lost to a failure (WCAG 3.3.7 Redundant Entry): a send that fails because
 * the index cannot be loaded keeps the question in the box, switching language keeps it too, and it can be
 * sent as it is once the index is back.
 */
import { expect, test } from '@playwright/test';
import { alertRegion, chooseLanguage, exchanges, INDEX_URL, openCairn, QUESTIONS } from './cairn-page.ts';

test('the question stays in the box through a failed send and two language switches', async ({ page }) => {
  let attempts = 0;
  await page.route(INDEX_URL, (route) => {
    attempts += 1;
    return route.fulfill({ status: 404, body: 'Not Found' });
  });
  await openCairn(page);
  await expect(alertRegion(page)).toContainText('could not be found on this site');
  const box = page.locator('#question');
  await box.fill(QUESTIONS.grocery);
  const before = attempts;
  await box.press('Enter');
  // The send tried the index again, failed, and said so.
  await expect.poll(() => attempts).toBeGreaterThan(before);
  await expect(alertRegion(page)).toContainText('could not be found on this site');
  await expect(box).toHaveValue(QUESTIONS.grocery);

  await chooseLanguage(page, 'ar');
  await expect(box).toHaveValue(QUESTIONS.grocery);
  await chooseLanguage(page, 'en');
  await expect(box).toHaveValue(QUESTIONS.grocery);

  await page.unroute(INDEX_URL);
  await box.press('Enter');
  await expect(exchanges(page)).toHaveCount(1);
  await expect(box).toHaveValue('');
});

/** A browser set to Arabic opens the page in Arabic, right to left, without touching the selector. */
import { expect, test } from '@playwright/test';
import { openCairn } from './cairn-page.ts';

test.use({ locale: 'ar-EG' });

test('navigator.languages ar-EG opens in Arabic', async ({ page }) => {
  await openCairn(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('#language')).toHaveValue('ar');
  await expect(page.locator('label[for="question"]')).toHaveText('سؤالك');
});

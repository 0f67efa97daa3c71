/**
 * A language chosen with the selector is kept for this site: a reload (a phone that dropped the tab, a resident who
 * comes back later) opens the page in it, not in the browser's language again. The questions are not kept: a shared
 * computer's next user must not see them.
 */
import { expect, test } from '@playwright/test';
import { ask, chooseLanguage, exchanges, openCairn, QUESTIONS } from './cairn-page.ts';

test('Arabic chosen, then the page reloaded', async ({ page }) => {
  await openCairn(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await chooseLanguage(page, 'ar');
  await ask(page, QUESTIONS.housingInArabic);

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('#language')).toHaveValue('ar');
  await expect(exchanges(page)).toHaveCount(0);
});

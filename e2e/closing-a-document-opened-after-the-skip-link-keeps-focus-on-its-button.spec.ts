/**
 * Keyboard only: "Skip to the question" leaves the address at "#question"; a document view opened from an answer and
 * closed with Escape steps back to that address, which the browser focuses — the question box, scrolled to, far from
 * the answer the resident was reading (a resident trial, session 21). Focus stays on the button that opened the view.
 */
import { expect, test } from '@playwright/test';
import { openCairn, QUESTIONS } from './cairn-page.ts';

test('skip link, ask, "Read it in the whole document" with Enter, Escape', async ({ page }) => {
  await openCairn(page);
  await page.keyboard.press('Tab');
  await expect(page.locator('.skip-link')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#question$/u);
  await expect(page.locator('#question')).toBeFocused();
  await page.keyboard.type(QUESTIONS.grocery);
  await page.keyboard.press('Enter');
  const opener = page.locator('article.exchange').first().getByRole('button', { name: /^Read it in the whole document/u });
  await opener.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL(/#question$/u);
  // Past the step back and anything the browser does on it.
  await page.waitForTimeout(300);
  await expect(opener).toBeFocused();
});

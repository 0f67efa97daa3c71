/**
 * Keyboard only: following a citation marker leaves the address at its source ("#exchange-1-source-1") and focuses it;
 * a document view opened from that source's button and closed with Escape steps back to that address, which the
 * browser focuses again — the source's list item, not the button the resident pressed (a resident trial, session 25).
 * Focus stays on the button that opened the view.
 */
import { expect, test } from '@playwright/test';
import { ask, openCairn, QUESTIONS } from './cairn-page.ts';

test('citation marker, Tab to "Read it in the whole document", Enter, Escape', async ({ page }) => {
  await openCairn(page);
  const exchange = await ask(page, QUESTIONS.grocery);
  await exchange.locator('.citation').first().focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#exchange-\d+-source-1$/u);
  await expect(exchange.locator('.sources li').first()).toBeFocused();
  await page.keyboard.press('Tab');
  const opener = exchange.getByRole('button', { name: /^Read it in the whole document/u }).first();
  await expect(opener).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL(/#exchange-\d+-source-1$/u);
  // Past the step back and anything the browser does on it.
  await page.waitForTimeout(300);
  await expect(opener).toBeFocused();
});

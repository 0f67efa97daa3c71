/** Pressing Enter in the question box sends the question: an exchange appears and the box empties. */
import { expect, test } from '@playwright/test';
import { exchanges, openCairn, QUESTIONS } from './cairn-page.ts';

test('Enter sends what was typed', async ({ page }) => {
  await openCairn(page);
  await page.locator('#question').focus();
  await page.keyboard.type(QUESTIONS.grocery);
  await page.keyboard.press('Enter');

  await expect(exchanges(page)).toHaveCount(1);
  await expect(exchanges(page).first().locator('h3')).toHaveText(`You asked: ${QUESTIONS.grocery}`);
  await expect(page.locator('#question')).toHaveValue('');
});

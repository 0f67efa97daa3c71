/** Shift+Enter in the question box starts a new line and sends nothing; the two lines go out together on Enter. */
import { expect, test } from '@playwright/test';
import { exchanges, openCairn } from './cairn-page.ts';

test('Shift+Enter adds a line break to the question', async ({ page }) => {
  await openCairn(page);
  const box = page.locator('#question');
  await box.focus();
  await page.keyboard.type('How much is the grocery allowance');
  await page.keyboard.press('Shift+Enter');
  await expect(box).toHaveValue('How much is the grocery allowance\n');
  await page.keyboard.type('per person?');
  await expect(box).toHaveValue('How much is the grocery allowance\nper person?');

  // Had Shift+Enter sent the first line, it would be an exchange of its own (or would have emptied the box).
  await page.keyboard.press('Enter');
  await expect(exchanges(page)).toHaveCount(1);
  // textContent, not toHaveText, which would collapse the line break into a space and pass either way.
  expect(await exchanges(page).first().locator('h3 bdi').textContent()).toBe('How much is the grocery allowance\nper person?');
});

/**
 * A double tap on Send asks once and says nothing more: the first tap's answer empties the box, and the second tap,
 * coming just after, is not "Type a question first." in the alert region (a resident trial, session 24). Enter in an
 * empty box still is, at any time.
 */
import { expect, test } from '@playwright/test';
import { alertRegion, exchanges, openCairn, QUESTIONS, SAID } from './cairn-page.ts';

test('Send tapped again right after the answer came', async ({ page }) => {
  await openCairn(page);
  await page.locator('#question').fill(QUESTIONS.grocery);
  const send = page.locator('button.send');
  await send.click();
  await expect(exchanges(page)).toHaveCount(1);
  await send.click();
  // Let the second tap's handler run to its end before looking.
  await page.evaluate(() => new Promise((settled) => setTimeout(settled, 100)));
  await expect(alertRegion(page)).toHaveText('');
  await expect(exchanges(page)).toHaveCount(1);
  await expect(page.locator('#question')).not.toHaveAttribute('aria-invalid', 'true');

  // Enter in the empty box is a request, and is answered with the error.
  await page.locator('#question').press('Enter');
  await expect(alertRegion(page)).toHaveText(SAID.emptyQuestion);
});

/**
 * Two taps on Send before the answer comes ask once: a resident trial double-tapped Send and got the same answer twice
 * (the second tap came before the page knew the first was being answered). Asking again after the answer still asks
 * again (`asking-the-same-question-twice-announces-it-twice`).
 */
import { expect, test } from '@playwright/test';
import { exchanges, openCairn, QUESTIONS } from './cairn-page.ts';

test('a double click on Send gives one answer', async ({ page }) => {
  await openCairn(page);
  await page.locator('#question').fill(QUESTIONS.grocery);
  // Both in one task, as the trial's script did: the page has had no chance to draw Send as busy in between.
  await page.locator('button.send').evaluate((send: HTMLButtonElement) => {
    send.click();
    send.click();
  });
  await expect(exchanges(page)).toHaveCount(1);
  // Let any second answer arrive before counting again.
  await page.evaluate(() => new Promise((settled) => setTimeout(settled, 500)));
  await expect(exchanges(page)).toHaveCount(1);
});

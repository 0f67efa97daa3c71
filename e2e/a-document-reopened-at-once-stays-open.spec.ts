/**
 * Closing the document view takes its step off the browser's history (`history.back()`), and the browser does that a
 * moment later. A resident who opens the document again within that moment — a double tap, a quick Enter — gets a view
 * that stays open with its address, and one step in the history: before, the late step back closed the new view
 * (3 of 10 times in a resident trial) or left the page's address naming no document.
 */
import { expect, test } from '@playwright/test';
import { ask, openCairn, QUESTIONS } from './cairn-page.ts';

test('the grocery allowance document, closed and reopened in one task, ten times', async ({ page }) => {
  await openCairn(page);
  const address = page.url();
  const exchange = await ask(page, QUESTIONS.grocery);
  const opener = exchange.getByRole('button', { name: 'Read it in the whole document' });
  const view = page.getByRole('dialog', { name: 'Fresh Start Grocery Allowance' });
  await opener.click();
  await expect(view).toBeVisible();

  for (let round = 1; round <= 10; round++) {
    await page.evaluate(() => {
      document.querySelector<HTMLButtonElement>('dialog.document-view .document-view-close')!.click();
      document.querySelector<HTMLButtonElement>('article.exchange .show-in-document')!.click();
    });
    // Long enough for the step back and the worker's reply to have happened, in either order.
    await page.waitForTimeout(150);
    await expect(view, `round ${round}`).toBeVisible();
    expect(page.url(), `round ${round}`).toContain('#document=grocery-allowance-en');
  }
  // The view reopened is the one asked for: its cited passage marked, and closing it returns focus to its opener.
  await expect(view.locator('.document-passage.cited')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(view).toHaveCount(0);
  await expect(opener).toBeFocused();
  await expect.poll(() => page.url()).toBe(address);
  // Reopened once more, at once after Escape: open, and one step in the history, which Back takes off.
  await page.keyboard.press('Enter');
  await expect(view).toBeVisible();
  await page.goBack();
  await expect(view).toHaveCount(0);
  await expect.poll(() => page.url()).toBe(address);
});

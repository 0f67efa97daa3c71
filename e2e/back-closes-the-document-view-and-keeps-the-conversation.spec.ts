/**
 * Opening the document view adds a step to the browser's history, so Back — a phone's Back above all — closes the view
 * and keeps the conversation, with focus back on the button that opened it, where it used to leave the page. Closing
 * the view with its own button takes the step back off: Back then leaves the page, as it did before the view opened.
 */
import { expect, test } from '@playwright/test';
import { ask, exchanges, openCairn, QUESTIONS } from './cairn-page.ts';

test('the grocery allowance document, closed by Back, then by its button', async ({ page }) => {
  await openCairn(page);
  const address = page.url();
  const exchange = await ask(page, QUESTIONS.grocery);
  const opener = exchange.getByRole('button', { name: 'Read it in the whole document' });
  const view = page.getByRole('dialog', { name: 'Fresh Start Grocery Allowance' });

  await opener.click();
  await expect(view).toBeVisible();
  expect(page.url()).toContain('#document=grocery-allowance-en');
  await page.goBack();
  await expect(view).toHaveCount(0);
  expect(page.url()).toBe(address);
  await expect(exchanges(page)).toHaveCount(1);
  await expect(opener).toBeFocused();

  await opener.click();
  await expect(view).toBeVisible();
  await view.getByRole('button', { name: 'Close the document' }).click();
  await expect(view).toHaveCount(0);
  await expect.poll(() => page.url()).toBe(address);
  await expect(opener).toBeFocused();
  await page.goBack();
  await expect.poll(() => page.url()).toBe('about:blank');
});

/**
 * Whatever a resident types is shown as text, never parsed as HTML: markup in a question appears literally in
 * the exchange heading, no element is created from it and no script runs.
 */
import { expect, test } from '@playwright/test';
import { ask, openCairn } from './cairn-page.ts';

test('<img onerror> and <b> in a question are shown as typed', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await openCairn(page);
  const question = 'What is <img src=x onerror=alert(1)> and <b>bold</b> in the grocery allowance?';
  const exchange = await ask(page, question);

  expect(await exchange.locator('h3 bdi').textContent()).toBe(question);
  await expect(exchange.locator('h3')).toHaveText(`You asked: ${question}`);
  expect(await page.locator('img').count(), 'img elements in the page').toBe(0);
  expect(await exchange.locator('b').count(), 'b elements in the exchange').toBe(0);
  expect(await page.evaluate(() => document.querySelectorAll('[onerror]').length)).toBe(0);
  expect(dialogs, 'script dialogs opened').toEqual([]);
});

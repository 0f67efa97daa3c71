/**
 * A citation can be shared: while the document view is open, the page's address points at it
 * (`#document=<id>&passage=<id>`); opening that address in a new tab opens the view at the same passage, focused, once
 * the corpus has loaded. Closing it puts the address back and leaves focus in the question box.
 */
import { expect, test } from '@playwright/test';
import { ask, openCairn, QUESTIONS } from './cairn-page.ts';

test('the grocery allowance passage, shared by its address and opened in a new tab', async ({ page, context }) => {
  await openCairn(page);
  const exchange = await ask(page, QUESTIONS.grocery);
  await exchange.getByRole('button', { name: 'Read it in the whole document' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  // Read from the page itself: Playwright's page.url() learns of a history.replaceState a moment later.
  await expect.poll(() => page.evaluate(() => location.hash)).toBe('#document=grocery-allowance-en&passage=grocery-allowance-en%233');
  const shared = await page.evaluate(() => location.href);

  const other = await context.newPage();
  await other.goto(shared);
  const view = other.getByRole('dialog', { name: 'Fresh Start Grocery Allowance' });
  await expect(view).toBeVisible();
  const cited = view.getByRole('region', { name: 'The cited passage' });
  await expect(cited).toHaveAttribute('data-passage', 'grocery-allowance-en#3');
  await expect(cited).toBeFocused();

  await other.keyboard.press('Escape');
  await expect(view).toHaveCount(0);
  await expect.poll(() => other.evaluate(() => location.hash)).toBe('');
  await expect(other.locator('#question')).toBeFocused();
});

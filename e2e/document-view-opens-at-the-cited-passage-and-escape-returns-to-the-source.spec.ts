/**
 * A citation can be checked in context: "Read it in the whole document" opens the source's document inside the app,
 * every passage in order under its title and sections, with focus on the cited passage (marked, and on screen), built
 * from the index the page already has. Escape closes it and focus returns to the button that opened it. axe finds
 * nothing with the view open.
 */
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { ask, openCairn, QUESTIONS } from './cairn-page.ts';

test('the grocery allowance answer, read in its whole document', async ({ page }) => {
  await openCairn(page);
  const exchange = await ask(page, QUESTIONS.grocery);
  const opener = exchange.getByRole('button', { name: 'Read it in the whole document' });
  const requests: string[] = [];
  // The browser's own request for the page icon is left out: opening the view changes the address (to the view's
  // shareable fragment), and Chromium asks for the icon again whenever the address changes. The view asks for nothing.
  page.on('request', (request) => {
    if (!request.url().endsWith('/favicon.svg')) requests.push(request.url());
  });
  await opener.click();

  const view = page.getByRole('dialog', { name: 'Fresh Start Grocery Allowance' });
  await expect(view).toBeVisible();
  await expect(view.locator('.document-passage')).toHaveCount(5);
  await expect(view.locator('h3')).toHaveText(['What the allowance is', 'Who can apply', 'How much you get', 'How to apply', 'Deadlines']);
  const cited = view.getByRole('region', { name: 'The cited passage' });
  await expect(cited).toHaveAttribute('data-passage', 'grocery-allowance-en#3');
  await expect(cited).toBeFocused();
  await expect(cited).toBeInViewport();
  // The quoted text is the passage as the document view shows it, word for word.
  await expect(cited).toContainText('The allowance is $85 per person per month.');
  expect(requests).toEqual([]);
  await expectNoAxeViolations(page);

  await page.keyboard.press('Escape');
  await expect(view).toHaveCount(0);
  await expect(opener).toBeFocused();
});

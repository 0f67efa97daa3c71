/**
 * Following a citation marker ("Source [1]") from the keyboard puts focus on the source it names, so the next Tab
 * goes on from there: a resident trial found focus left on the page's body.
 */
import { expect, test } from '@playwright/test';
import { ask, openCairn, QUESTIONS } from './cairn-page.ts';
import { focusedControl } from './focus.ts';

test('Enter on "Source [1]" of the grocery answer', async ({ page }) => {
  await openCairn(page);
  const exchange = await ask(page, QUESTIONS.grocery);
  const marker = exchange.locator('a.citation').first();
  await marker.focus();
  await page.keyboard.press('Enter');
  const source = exchange.locator('ol.sources > li').first();
  expect(await focusedControl(page)).toBe(`li#${await source.getAttribute('id')}`);
  // The next Tab goes on from the source: to its "Read it in the whole document".
  await page.keyboard.press('Tab');
  await expect(source.getByRole('button', { name: /^Read it in the whole document/u })).toBeFocused();
});

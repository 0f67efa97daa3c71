/**
 * Choosing Arabic turns the whole page right to left: `html[dir=rtl]`, and the layout mirrors — the Send button,
 * which follows the question box on the right in English, sits on its left in Arabic.
 */
import { expect, test, type Page } from '@playwright/test';
import { chooseLanguage, openCairn } from './cairn-page.ts';

async function boxes(page: Page) {
  const send = await page.locator('button.send').boundingBox();
  const box = await page.locator('#question').boundingBox();
  if (!send || !box) throw new Error('the Send button or the question box is not laid out');
  return { send, box };
}

test('html[dir=rtl] and the Send button moves to the other side of the question box', async ({ page }) => {
  await openCairn(page);
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  const ltr = await boxes(page);
  expect(ltr.send.x, 'in English, Send is right of the box').toBeGreaterThanOrEqual(ltr.box.x + ltr.box.width);

  await chooseLanguage(page, 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const rtl = await boxes(page);
  expect(rtl.send.x + rtl.send.width, 'in Arabic, Send is left of the box').toBeLessThanOrEqual(rtl.box.x);
  expect(rtl.send.x, 'Send moved to the other side of the page').toBeLessThan(ltr.send.x);
});

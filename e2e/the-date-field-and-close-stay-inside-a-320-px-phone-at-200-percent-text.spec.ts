/**
 * At 200% text on a 320 px phone (WCAG's reflow width) a resident trial found the date field 6 px past the screen's
 * edge, so the page scrolled sideways, and "document" 24 px past the border of the document view's Close button. The
 * field keeps to the column and a word wider than the button breaks inside it.
 */
import { expect, test } from '@playwright/test';
import { ask, dateField, openCairn, QUESTIONS } from './cairn-page.ts';

test.use({ viewport: { width: 320, height: 700 }, hasTouch: true, isMobile: true });

test('the date field opened, then a document opened from an answer', async ({ page }) => {
  await openCairn(page);
  await page.evaluate(() => {
    document.documentElement.style.fontSize = '200%';
  });
  await dateField(page);
  expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBe(320);
  const answer = await ask(page, QUESTIONS.grocery);
  await answer.locator('.sources .show-in-document').first().click();
  const close = page.locator('.document-view-close');
  await expect(close).toBeVisible();
  const [content, box] = await close.evaluate((button) => [button.scrollWidth, button.clientWidth]);
  expect(content).toBeLessThanOrEqual(box!);
});

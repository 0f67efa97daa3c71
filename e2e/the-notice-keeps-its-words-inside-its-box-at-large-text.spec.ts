/**
 * The notice over the question box keeps its words inside its box with large text: at 200% text on a 360 px phone a
 * resident trial saw "Demonstration" run 9 px past the grey box's edge. A word longer than the line breaks within the
 * box.
 */
import { expect, test } from '@playwright/test';
import { openCairn } from './cairn-page.ts';

test.use({ viewport: { width: 360, height: 780 }, hasTouch: true, isMobile: true });

test('the demonstration notice at 200% text', async ({ page }) => {
  await openCairn(page);
  // As a resident's larger text does (the page allows no inline style sheet; a property set from script is allowed).
  await page.evaluate(() => {
    document.documentElement.style.fontSize = '200%';
  });
  const notice = page.locator('.disclosure');
  await expect(notice.locator('.synthetic')).toBeVisible();
  const overflow = await notice.evaluate((box) => {
    const edge = box.getBoundingClientRect().right;
    const words = [...box.querySelectorAll('p')].flatMap((p) => {
      const range = document.createRange();
      range.selectNodeContents(p);
      return [...range.getClientRects()].map((rect) => rect.right);
    });
    return Math.max(...words) - edge;
  });
  expect(overflow).toBeLessThanOrEqual(0);
});

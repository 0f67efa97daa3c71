/**
 * The focus ring of a source's "Read it in the whole document" lies clear of the text on the line above it. The ring
 * is drawn 2 px outside the button and 3 px wide, and the button sat 2 px below that line: in dark mode a resident
 * trial saw the yellow ring cross the in-force dates above it. Measured on the focused button, from its own computed
 * outline, against every line of its source's text above it, on a phone and on a wide screen.
 */
import { expect, test } from '@playwright/test';
import { ask, openCairn } from './cairn-page.ts';

for (const width of [390, 1280]) {
  test.describe(`${width} px wide`, () => {
    test.use({ viewport: { width, height: 800 }, colorScheme: 'dark' });

    test('the Winter Utility Credit answer, its source focused with the keyboard', async ({ page }) => {
      await openCairn(page);
      const exchange = await ask(page, 'What is the Winter Utility Credit?');
      const source = exchange.locator('.sources li').first();
      const button = source.locator('.show-in-document');
      await expect(source.locator('.in-force')).toContainText('In force from October 1, 2025 until December 31, 2026');
      // Reached with the keyboard, as a keyboard user reaches it, so that the ring is the one they see.
      await exchange.locator('a.citation').focus();
      while (!(await button.evaluate((b) => b === document.activeElement))) await page.keyboard.press('Tab');
      await expect(button).toBeFocused();

      await expect(button).toHaveCSS('outline-width', '3px');
      await expect(button).toHaveCSS('outline-offset', '2px');
      const { ringTop, linesAbove } = await source.evaluate((li) => {
        const focused = li.querySelector('.show-in-document')!;
        const style = getComputedStyle(focused);
        const top = focused.getBoundingClientRect().top;
        const ringTop = top - parseFloat(style.outlineOffset) - parseFloat(style.outlineWidth);
        // Each line box of the title and the dates, as the text's own rectangles.
        const rects = [...li.querySelectorAll('.source-name, .in-force')].flatMap((element) => [...element.getClientRects()]);
        return { ringTop, linesAbove: rects.filter((rect) => rect.bottom <= top).map((rect) => rect.bottom) };
      });
      expect(ringTop, 'the ring is drawn outside the button').toBeLessThan(await button.evaluate((b) => b.getBoundingClientRect().top));
      expect(linesAbove.length, 'text on a line above the button').toBeGreaterThan(0);
      expect(ringTop).toBeGreaterThanOrEqual(Math.max(...linesAbove));
    });
  });
}

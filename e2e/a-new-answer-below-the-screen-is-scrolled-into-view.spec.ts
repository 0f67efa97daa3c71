/**
 * On a phone the question box and its controls can fill the screen, so a new answer would appear below its edge and
 * the resident would see only the box clear. The new exchange is scrolled into view, its heading at the top, and
 * focus stays in the question box. On a screen where the answer is already in view, nothing moves.
 */
import { expect, test } from '@playwright/test';
import { ask, openCairn, QUESTIONS } from './cairn-page.ts';

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 640 }, hasTouch: true });

  test('the grocery answer on a 360 × 640 screen', async ({ page }) => {
  await openCairn(page);
  const exchange = await ask(page, QUESTIONS.grocery);
  const heading = exchange.locator('h3');
  await expect(heading).toBeInViewport();
  await expect(exchange.locator('blockquote')).toBeInViewport({ ratio: 0.5 });
  await expect(page.locator('#question')).toBeFocused();
  // Asked from the top of the page, so the scroll moved it: the answer was below the screen's edge.
  expect(await page.evaluate(() => scrollY)).toBeGreaterThan(0);
});
});

test.describe('on a tall screen', () => {
  test.use({ viewport: { width: 1280, height: 1600 } });

  test('the grocery answer, already in view, moves nothing', async ({ page }) => {
    await openCairn(page);
    const exchange = await ask(page, QUESTIONS.grocery);
    await expect(exchange.locator('blockquote')).toBeInViewport();
    expect(await page.evaluate(() => scrollY)).toBe(0);
  });
});

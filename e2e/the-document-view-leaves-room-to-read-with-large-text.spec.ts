/**
 * With large text on a phone the document view's bar (the title, when it is in force, Close) grew taller than the
 * screen: at 200% text on a 360 × 780 phone a resident trial measured a bar of 783 px leaving the document 32 px, the
 * title's first line above the screen and Close 14 px past its edge. The media queries that make a short screen's view
 * scroll as a whole read the browser's own text size, not the page's, so the view measures its bar: where it takes
 * more than 40% of the view, the whole view scrolls, bar and all, opened at the cited passage, and Close wraps its
 * words within the view.
 */
import { expect, test } from '@playwright/test';
import { ask, openCairn } from './cairn-page.ts';

test.use({ viewport: { width: 360, height: 780 }, hasTouch: true, isMobile: true });

test('the winter utility credit at 200% text, read in the whole document', async ({ page }) => {
  await openCairn(page);
  // As a resident's larger text does (the page allows no inline style sheet; a property set from script is allowed).
  await page.evaluate(() => {
    document.documentElement.style.fontSize = '200%';
  });
  const exchange = await ask(page, 'How much is the winter utility credit?');
  await exchange.getByRole('button', { name: 'Read it in the whole document' }).first().click();
  const view = page.getByRole('dialog', { name: 'Winter Utility Credit' });
  const cited = view.getByRole('region', { name: 'The cited passage' });
  await expect(cited).toBeFocused();

  // The view scrolls as a whole, opened at the cited passage, which fills most of the screen.
  await expect(view).toHaveAttribute('data-whole', '');
  const shown = await cited.evaluate((element) => {
    const { top, bottom } = element.getBoundingClientRect();
    return Math.min(bottom, innerHeight) - Math.max(top, 0);
  });
  expect(shown).toBeGreaterThan(390);

  // Close is reached by scrolling the view back to its top, and lies within the view's width.
  await view.evaluate((element) => element.scrollTo(0, 0));
  const close = view.getByRole('button', { name: 'Close the document' });
  await expect(close).toBeInViewport({ ratio: 1 });
  const [closeRight, viewRight] = await Promise.all([close.evaluate((b) => b.getBoundingClientRect().right), view.evaluate((v) => v.getBoundingClientRect().right)]);
  expect(closeRight).toBeLessThanOrEqual(viewRight);
  await close.tap();
  await expect(view).toHaveCount(0);
});

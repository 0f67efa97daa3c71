/**
 * With large text on a phone the document view's bar (the title, when it is in force, Close) grew taller than the
 * screen: at 200% text on a 360 × 780 phone a resident trial measured a bar of 783 px leaving the document 32 px, the
 * title's first line above the screen and Close 14 px past its edge. The media queries that make a short screen's view
 * scroll as a whole read the browser's own text size, not the page's, so the view measures its bar: where it leaves
 * the document room for fewer than five lines, the whole view scrolls, bar and all, opened at the cited passage, and
 * Close wraps its words inside the bar. A view that changes mode as the window changes keeps the cited passage in
 * sight (a blind review turned a phone and lost it). A laptop at
 * 200% text and a phone on its side at normal text have room, and keep their bar (a blind review found a first rule,
 * 40% of the view, took it from both).
 */
import { expect, test, type Page } from '@playwright/test';
import { ask, openCairn } from './cairn-page.ts';

/** Text at `percent` of its size, as a resident's larger text makes it (the page allows no inline style sheet). */
async function textAt(page: Page, percent: number) {
  await page.evaluate((size) => {
    document.documentElement.style.fontSize = `${size}%`;
  }, percent);
}

/** Asks for the winter utility credit and opens its document at the cited passage. */
async function openCredit(page: Page) {
  const exchange = await ask(page, 'How much is the winter utility credit?');
  await exchange.getByRole('button', { name: 'Read it in the whole document' }).first().click();
  const view = page.getByRole('dialog', { name: 'Winter Utility Credit' });
  const cited = view.getByRole('region', { name: 'The cited passage' });
  await expect(cited).toBeFocused();
  return { view, cited, close: view.getByRole('button', { name: 'Close the document' }) };
}

test.describe('a phone with 200% text', () => {
  test.use({ viewport: { width: 360, height: 780 }, hasTouch: true, isMobile: true });

  test('the winter utility credit read in the whole document, then in a laptop-sized window', async ({ page }) => {
    await openCairn(page);
    await textAt(page, 200);
    const { view, cited, close } = await openCredit(page);

    // The view scrolls as a whole, opened at the cited passage, which fills most of the screen.
    await expect(view).toHaveAttribute('data-whole', '');
    const shown = await cited.evaluate((element) => {
      const { top, bottom } = element.getBoundingClientRect();
      return Math.min(bottom, innerHeight) - Math.max(top, 0);
    });
    expect(shown).toBeGreaterThan(390);

    // Widened to a laptop's window, where the bar leaves room: the bar comes back, the cited passage still in sight.
    await page.setViewportSize({ width: 1280, height: 720 });
    await expect(view).not.toHaveAttribute('data-whole');
    await expect(cited).toBeInViewport();

    // Close is reached by scrolling the view back to its top, and its words wrap inside the bar's padding.
    await page.setViewportSize({ width: 360, height: 780 });
    await view.evaluate((element) => element.scrollTo(0, 0));
    await expect(close).toBeInViewport({ ratio: 1 });
    const [closeRight, barInside] = await Promise.all([
      close.evaluate((b) => b.getBoundingClientRect().right),
      view.locator('.document-view-bar').evaluate((bar) => bar.getBoundingClientRect().right - parseFloat(getComputedStyle(bar).paddingRight)),
    ]);
    expect(closeRight).toBeLessThanOrEqual(barInside);
    await close.tap();
    await expect(view).toHaveCount(0);
  });
});

test.describe('a phone on its side with normal text', () => {
  test.use({ viewport: { width: 780, height: 360 }, hasTouch: true, isMobile: true });

  test('the winter utility credit read in the whole document keeps its bar', async ({ page }) => {
    await openCairn(page);
    const { view, cited, close } = await openCredit(page);
    await expect(view).not.toHaveAttribute('data-whole');
    await expect(close).toBeInViewport({ ratio: 1 });
    await expect(cited).toBeInViewport();
  });
});

test.describe('a laptop with 200% text', () => {
  test.use({ viewport: { width: 1280, height: 720 } });

  test('the winter utility credit read in the whole document keeps its bar', async ({ page }) => {
    await openCairn(page);
    await textAt(page, 200);
    const { view, cited, close } = await openCredit(page);
    await expect(view).not.toHaveAttribute('data-whole');
    await expect(close).toBeInViewport({ ratio: 1 });
    await expect(view.getByRole('heading', { name: 'Winter Utility Credit', level: 2 })).toBeInViewport();
    await expect(cited).toBeInViewport();
  });
});

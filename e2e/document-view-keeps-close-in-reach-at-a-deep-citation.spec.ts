/**
 * The document view opens scrolled to the cited passage; on a phone, at a passage near the end of a long document,
 * the bar with the title and "Close the document" stays on screen: the document scrolls in its own box below it, and
 * nothing covers anything. The box is a keyboard stop, named by the document's title, so it scrolls from the
 * keyboard too. axe finds nothing with the view open. So at 200% zoom on a laptop's screen. On a short screen (a phone
 * on its side, a page zoomed to 400%) the bar would leave the body a line or two, so there the whole view scrolls, bar
 * and all.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { ask, openCairn } from './cairn-page.ts';

/** Asks for the housing relief deadlines (the document's last passage) and opens the answer's document. */
async function openDeadlines(page: Page) {
  await openCairn(page);
  const exchange = await ask(page, 'When do housing relief grant applications close?');
  await exchange.getByRole('button', { name: 'Read it in the whole document' }).click();
  const view = page.getByRole('dialog', { name: 'Housing Relief Grant' });
  const cited = view.getByRole('region', { name: 'The cited passage' });
  await expect(cited).toHaveAttribute('data-passage', 'housing-relief-en#5');
  await expect(cited).toBeFocused();
  await expect(cited).toBeInViewport();
  return { view, body: view.getByRole('region', { name: 'Housing Relief Grant' }) };
}

test.describe('on a phone held upright', () => {
  test.use({ viewport: { width: 360, height: 640 }, hasTouch: true });

  test('the housing relief deadlines, read in the whole document', async ({ page }) => {
    const { view, body } = await openDeadlines(page);
    await expect(view.getByRole('button', { name: 'Close the document' })).toBeInViewport();
    await expect(view.getByRole('heading', { name: 'Housing Relief Grant', level: 2 })).toBeInViewport();
    // The body scrolled, not the view: the cited passage is below the first screen of the document.
    expect(await body.evaluate((element) => element.scrollTop)).toBeGreaterThan(0);
    expect(await view.evaluate((element) => element.scrollTop)).toBe(0);
    await expectNoAxeViolations(page);
    await view.getByRole('button', { name: 'Close the document' }).click();
    await expect(view).toHaveCount(0);
  });
});

// A laptop's 1280 × 720 at 200% zoom: Close opened above the screen when the whole view scrolled (a resident trial).
test.describe('at 200% zoom on a laptop', () => {
  test.use({ viewport: { width: 640, height: 360 } });

  test('the housing relief deadlines, read in the whole document, Close on screen', async ({ page }) => {
    const { view, body } = await openDeadlines(page);
    await expect(view.getByRole('button', { name: 'Close the document' })).toBeInViewport();
    expect(await body.evaluate((element) => element.scrollTop)).toBeGreaterThan(0);
    expect(await view.evaluate((element) => element.scrollTop)).toBe(0);
  });
});

test.describe('on a phone on its side', () => {
  test.use({ viewport: { width: 640, height: 320 }, hasTouch: true });

  test('the housing relief deadlines: the whole view scrolls to the cited passage', async ({ page }) => {
    const { view, body } = await openDeadlines(page);
    expect(await view.evaluate((element) => element.scrollTop)).toBeGreaterThan(0);
    expect(await body.evaluate((element) => element.scrollTop)).toBe(0);
    await expectNoAxeViolations(page);
  });
});

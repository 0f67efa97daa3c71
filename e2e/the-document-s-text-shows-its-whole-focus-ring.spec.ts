/**
 * The document view's text, a scrolling region reached with Tab, shows its whole focus ring: drawn outside it, as
 * every other ring is, the view's own edges clipped all of it but a line along the top, and a keyboard user in dark
 * mode could not tell the text had focus (a resident trial). Measured from the region's computed outline against the
 * view's inner edges, the box its content is clipped to.
 */
import { expect, test } from '@playwright/test';
import { ask, openCairn } from './cairn-page.ts';

test.use({ colorScheme: 'dark' });

test("the Contact document's text, focused with the keyboard, has its ring inside the view", async ({ page }) => {
  await openCairn(page);
  const exchange = await ask(page, 'When is the office open?');
  await exchange.getByRole('button', { name: /^Read it in the whole document/u }).first().click();
  const view = page.locator('dialog.document-view');
  const text = view.locator('.document-view-body');
  await expect(view.getByRole('region', { name: 'The cited passage' })).toBeFocused();
  // Reached with the keyboard, so that the ring is the one a keyboard user sees.
  for (let i = 0; i < 4 && !(await text.evaluate((t) => t === document.activeElement)); i++) await page.keyboard.press('Shift+Tab');
  await expect(text).toBeFocused();

  const { ring, inner } = await text.evaluate((region) => {
    const style = getComputedStyle(region);
    const out = parseFloat(style.outlineOffset) + parseFloat(style.outlineWidth);
    const box = region.getBoundingClientRect();
    const dialog = region.closest('dialog')!;
    const edge = dialog.getBoundingClientRect();
    const border = parseFloat(getComputedStyle(dialog).borderLeftWidth);
    return {
      ring: { left: box.left - out, right: box.right + out, bottom: box.bottom + out, width: parseFloat(style.outlineWidth) },
      inner: { left: edge.left + border, right: edge.right - border, bottom: edge.bottom - border },
    };
  });
  expect(ring.width).toBeGreaterThanOrEqual(2);
  expect(ring.left).toBeGreaterThanOrEqual(inner.left);
  expect(ring.right).toBeLessThanOrEqual(inner.right);
  expect(ring.bottom).toBeLessThanOrEqual(inner.bottom);
});

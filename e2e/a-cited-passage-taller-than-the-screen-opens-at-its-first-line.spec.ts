/**
 * A cited passage taller than the screen opens at its first line, not at its middle: a resident trial at 200% zoom
 * (a 390 px phone, 195 CSS px wide) opened the winter credit's deadlines mid-sentence, its first sentence — the dates —
 * scrolled off above. (Here the whole view scrolls: the screen is under 30rem high.)
 */
import { expect, test } from '@playwright/test';
import { ask, openCairn } from './cairn-page.ts';

test.use({ viewport: { width: 195, height: 422 }, deviceScaleFactor: 2, hasTouch: true });

test('the winter credit deadlines at 200% zoom on a phone', async ({ page }) => {
  // A day the 2025 credit is in force: from January 1, 2027 its successor is, and another passage is cited.
  await page.clock.setFixedTime(new Date(2026, 11, 3, 12, 0, 0));
  await openCairn(page);
  const exchange = await ask(page, 'winter utility credit deadline');
  await exchange.getByRole('button', { name: 'Read it in the whole document' }).click();
  const view = page.getByRole('dialog', { name: 'Winter Utility Credit' });
  const cited = view.getByRole('region', { name: 'The cited passage' });
  await expect(cited).toHaveAttribute('data-passage', 'utility-credit-en#5');
  await expect(cited).toBeFocused();
  const box = (await cited.boundingBox())!;
  // Taller than the screen, so centring it would hide its start.
  expect(box.height).toBeGreaterThan(422);
  // Its first line at the top of the screen.
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y).toBeLessThan(40);
  await expect(cited).toContainText('You can apply from October 1 through January 31');
});

/**
 * On a phone the alert under the question box was below the screen's edge: Send tapped with nothing typed said
 * "Type a question first." to a screen reader and showed a sighted resident nothing (a resident trial, 360 × 740).
 * The page scrolls just enough to show it, and the box stays in view.
 */
import { expect, test } from '@playwright/test';
import { alertRegion, openCairn } from './cairn-page.ts';

test.use({ viewport: { width: 360, height: 740 }, hasTouch: true });

test('Send tapped on an empty box at 360 × 740 shows why, with the box still on the screen', async ({ page }) => {
  await openCairn(page);
  await page.getByRole('button', { name: 'Send' }).tap();
  await expect(alertRegion(page)).toHaveText('Type a question first.');
  await expect(alertRegion(page)).toBeInViewport({ ratio: 1 });
  await expect(page.locator('#question')).toBeInViewport();
});

/** The first Tab stop is a skip link, visible while focused, and following it puts the caret in the question box. */
import { expect, test } from '@playwright/test';
import { openCairn } from './cairn-page.ts';
import { focusedControl } from './focus.ts';

test('Tab reaches the skip link first; Enter on it focuses the question box', async ({ page }) => {
  await openCairn(page);
  await page.keyboard.press('Tab');
  expect(await focusedControl(page)).toBe('a.skip-link');
  await expect(page.locator('a.skip-link')).toBeInViewport();
  await expect(page.locator('a.skip-link')).toHaveText('Skip to the question');

  await page.keyboard.press('Enter');
  await expect(page.locator('#question')).toBeFocused();
  // Typing goes straight into the box.
  await page.keyboard.type('hello');
  await expect(page.locator('#question')).toHaveValue('hello');
});

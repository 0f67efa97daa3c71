/**
 * On a phone the new answer is scrolled into view and the question box goes above the screen's edge (a resident
 * trial had to scroll back up to ask again). The latest exchange ends with "Ask another question": a tap brings the
 * box back, its label in view, and puts the caret in it.
 */
import { expect, test } from '@playwright/test';
import { ask, openCairn, QUESTIONS } from './cairn-page.ts';

test.use({ viewport: { width: 360, height: 640 }, hasTouch: true });

test('the grocery answer on a 360 × 640 screen, read, then Ask another question tapped', async ({ page }) => {
  await openCairn(page);
  const exchange = await ask(page, QUESTIONS.grocery);
  // The resident reads the answer: a tap on its text leaves the box.
  await exchange.locator('blockquote').tap();
  await expect(page.locator('#question')).not.toBeFocused();
  await expect(page.locator('#question')).not.toBeInViewport();
  const again = exchange.getByRole('button', { name: 'Ask another question' });
  await again.scrollIntoViewIfNeeded();
  await again.tap();
  await expect(page.locator('#question')).toBeFocused();
  await expect(page.locator('.question-label')).toBeInViewport();
  await expect(page.locator('#question')).toBeInViewport();
  // Only the newest exchange ends with it.
  await ask(page, QUESTIONS.fishing);
  await expect(page.locator('.ask-again')).toHaveCount(1);
  await expect(page.locator('article.exchange').first().locator('.ask-again')).toHaveCount(1);
});

/**
 * A phone's keyboard has no Shift+Enter, and the hint under the question's label told a resident on one to use it (a
 * resident trial). On a touch screen with no mouse the hint is left out, neither shown nor heard with the box, its
 * space kept under the label, and the keyboard's Enter key is labelled to send, which is what it does there as
 * everywhere.
 */
import { expect, test } from '@playwright/test';
import { openCairn, QUESTIONS } from './cairn-page.ts';

test.use({ viewport: { width: 360, height: 640 }, hasTouch: true, isMobile: true });

test('the question box on a 360 × 640 touch screen', async ({ page }) => {
  await openCairn(page);
  const box = page.locator('#question');
  await expect(box).toHaveAccessibleName('Your question');
  await expect(page.getByText('Shift+Enter')).toHaveCount(0);
  await expect(box).not.toHaveAttribute('aria-describedby');
  await expect(box).toHaveAccessibleDescription('');
  await expect(box).toHaveAttribute('enterkeyhint', 'send');
  // The label keeps the hint's space above the box (it touched the box without it: a blind review).
  const labelBottom = await page.locator('.question-label').evaluate((label) => label.getBoundingClientRect().bottom);
  const boxTop = await box.evaluate((element) => element.getBoundingClientRect().top);
  expect(boxTop - labelBottom).toBe(8);

  await box.tap();
  await box.fill(QUESTIONS.grocery);
  await page.keyboard.press('Enter');
  await expect(page.locator('article.exchange')).toHaveCount(1);
});

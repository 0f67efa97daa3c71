/**
 * Sending never moves focus: the caret stays in the question box after an answer and after an error, so the
 * next question can be typed at once and a screen reader is not yanked away from where the resident was.
 */
import { expect, test } from '@playwright/test';
import { ask, openCairn, QUESTIONS, sendEmptyQuestion } from './cairn-page.ts';

test('after an answer and after an error', async ({ page }) => {
  await openCairn(page);
  await ask(page, QUESTIONS.grocery);
  await expect(page.locator('#question')).toBeFocused();
  await sendEmptyQuestion(page);
  await expect(page.locator('#question')).toBeFocused();
  await page.keyboard.type('next');
  await expect(page.locator('#question')).toHaveValue('next');
});

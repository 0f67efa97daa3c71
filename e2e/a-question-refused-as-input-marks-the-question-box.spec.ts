/**
 * A question refused for itself (empty, too long) marks the question box invalid and describes it by the error, so a
 * screen reader on the box hears what is wrong (WCAG 3.3.1); the next question sent clears both.
 */
import { expect, test } from '@playwright/test';
import { alertRegion, ask, openCairn, QUESTIONS, SAID, sendEmptyQuestion } from './cairn-page.ts';

test('an empty question, a question too long, then a question', async ({ page }) => {
  await openCairn(page);
  const box = page.locator('#question');
  await expect(box).not.toHaveAttribute('aria-invalid');
  await sendEmptyQuestion(page);
  await expect(box).toHaveAttribute('aria-invalid', 'true');
  await expect(box).toHaveAccessibleDescription(`Enter sends. Shift+Enter starts a new line. ${SAID.emptyQuestion}`);

  await box.fill('a'.repeat(1001));
  await box.press('Enter');
  await expect(alertRegion(page)).toHaveText('That question is too long (1001 characters). Use at most 1000 characters.');
  await expect(box).toHaveAttribute('aria-invalid', 'true');
  await expect(box).toHaveAccessibleDescription(/That question is too long \(1001 characters\)\. Use at most 1000 characters\.$/u);

  await ask(page, QUESTIONS.grocery);
  await expect(box).not.toHaveAttribute('aria-invalid');
  await expect(box).toHaveAccessibleDescription('Enter sends. Shift+Enter starts a new line.');
});

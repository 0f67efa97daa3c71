/**
 * A resident pasting a long text learns of the 1,000-character limit while typing, not only after sending: from 900
 * characters on, a line under the box counts what is left, then what is over, and the box is described by it (a
 * screen reader reads it with the box; it is never announced, which would speak at every key).
 */
import { expect, test } from '@playwright/test';
import { chooseLanguage, openCairn } from './cairn-page.ts';

test('no count at 899 characters; 100 left at 900; 1 over at 1,001; in Spanish too', async ({ page }) => {
  await openCairn(page);
  const box = page.locator('#question');
  const count = page.locator('#question-count');
  await box.fill('a'.repeat(899));
  await expect(count).toHaveCount(0);
  await expect(box).toHaveAttribute('aria-describedby', 'question-hint');
  await box.fill('a'.repeat(900));
  await expect(count).toHaveText('Characters left: 100');
  await expect(box).toHaveAttribute('aria-describedby', 'question-hint question-count');
  await box.fill('a'.repeat(1001));
  await expect(count).toHaveText('Characters over the limit: 1');
  await chooseLanguage(page, 'es');
  await expect(count).toHaveText('Caracteres de más: 1');
  // Nothing of it is spoken: no live region holds the count.
  await expect(page.locator('[aria-live], [role="status"], [role="alert"]').filter({ hasText: 'Caracteres' })).toHaveCount(0);
});

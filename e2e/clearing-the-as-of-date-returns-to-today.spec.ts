/**
 * Clearing the as-of date field goes back to today: the field, the line above it and the next answer all say the
 * same day again (before, the field showed nothing while answers kept the day it had held).
 */
import { expect, test } from '@playwright/test';
import { ask, openCairn } from './cairn-page.ts';

test('January 1, 2027, then cleared on June 1, 2026', async ({ page }) => {
  await page.clock.setFixedTime(new Date(2026, 5, 1, 12, 0, 0));
  await openCairn(page);
  await page.locator('#as-of').fill('2027-01-01');
  await expect(page.locator('#as-of-line')).toHaveText('Answers as of January 1, 2027.');
  await page.locator('#as-of').fill('');
  await expect(page.locator('#as-of-line')).toHaveText('Answers as of June 1, 2026.');
  await expect(page.locator('#as-of')).toHaveValue('2026-06-01');
  const answer = await ask(page, 'How much is the winter utility credit?');
  await expect(answer.locator('blockquote')).toContainText('Most households get a credit of $250.');
});

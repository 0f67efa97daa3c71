/**
 * Clearing the as-of date field goes back to today: the field, the line above it and the next answer all say the
 * same day again (before, the field showed nothing while answers kept the day it had held) — cleared at once, or from
 * the keyboard a segment at a time, which the field reports only when it is left.
 */
import { expect, test } from '@playwright/test';
import { ask, dateField, openCairn } from './cairn-page.ts';

test('January 1, 2027, then cleared on June 1, 2026', async ({ page }) => {
  await page.clock.setFixedTime(new Date(2026, 5, 1, 12, 0, 0));
  await openCairn(page);
  await (await dateField(page)).fill('2027-01-01');
  await expect(page.locator('#as-of-line')).toHaveText('Answers as of January 1, 2027.');
  await page.locator('#as-of').fill('');
  await expect(page.locator('#as-of-line')).toHaveText('Answers as of June 1, 2026.');
  await expect(page.locator('#as-of')).toHaveValue('2026-06-01');
  const answer = await ask(page, 'How much is the winter utility credit?');
  await expect(answer.locator('blockquote')).toContainText('Most households get a credit of $250.');
});

test('January 1, 2027, then cleared from the keyboard on June 1, 2026', async ({ page }) => {
  await page.clock.setFixedTime(new Date(2026, 5, 1, 12, 0, 0));
  await openCairn(page);
  const field = await dateField(page);
  await field.fill('2027-01-01');
  await expect(page.locator('#as-of-line')).toHaveText('Answers as of January 1, 2027.');
  // Month, day and year, each segment emptied in turn (Tab moves between them), then focus leaves the field.
  await field.focus();
  await expect(field).toBeFocused();
  for (let segment = 0; segment < 3; segment++) {
    await page.keyboard.press('Backspace');
    await page.keyboard.press('Tab');
  }
  await expect(field).toHaveValue('');
  await page.locator('#question').focus();
  await expect(field).not.toBeFocused();
  await expect(page.locator('#as-of-line')).toHaveText('Answers as of June 1, 2026.');
  await expect(field).toHaveValue('2026-06-01');
});

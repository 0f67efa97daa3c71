/**
 * Two sources with one title and section (the version in force and the one taking effect soon) have buttons a screen
 * reader can tell apart: each name ends with its source's marker, after the visible words. A resident trial heard two
 * identical "Read it in the whole document: Winter Utility Credit › How much you get" (session 36).
 */
import { expect, test } from '@playwright/test';
import { ask, openCairn } from './cairn-page.ts';

test('December 3, 2026: the credit in force and the one from January 1, 2027', async ({ page }) => {
  await page.clock.setFixedTime(new Date(2026, 11, 3, 12, 0, 0));
  await openCairn(page);
  const exchange = await ask(page, 'How much is the winter utility credit?');
  await expect(exchange.locator('.sources li')).toHaveCount(2);
  const named = 'Read it in the whole document: Winter Utility Credit › How much you get';
  await expect(exchange.getByRole('button', { name: `${named} [1]`, exact: true })).toHaveCount(1);
  await expect(exchange.getByRole('button', { name: `${named} [2]`, exact: true })).toHaveCount(1);
});

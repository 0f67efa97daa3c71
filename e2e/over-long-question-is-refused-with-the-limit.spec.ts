/** A question over the length limit is refused as input, with its length and the limit in the message, and kept in the box. */
import { expect, test } from '@playwright/test';
import { alertRegion, exchanges, openCairn } from './cairn-page.ts';

test('1,001 characters', async ({ page }) => {
  await openCairn(page);
  // Counted as the engine counts: code points, spaces around it trimmed (1,001 characters, 1,002 UTF-16 units).
  const question = `  ${`${'grocery allowance '.repeat(56)}abc`.slice(0, 1000)}📄 `;
  expect([...question.trim()]).toHaveLength(1001);
  expect(question.trim()).toHaveLength(1002);
  await page.locator('#question').fill(question);
  await page.locator('#question').press('Enter');

  await expect(alertRegion(page)).toHaveText('That question is too long (1001 characters). Use at most 1000 characters.');
  await expect(page.locator('#question')).toHaveValue(question);
  await expect(exchanges(page)).toHaveCount(0);
});

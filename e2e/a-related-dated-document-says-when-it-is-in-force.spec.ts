/**
 * A dated document named in the related outcome says when it is in force, as a quoted one's source does: on December
 * 3, 2026 the Winter Utility Credit named for a question no passage answers is the version ending that month, and a
 * resident who reads only its title would take it for next winter's too. In the page's words, as its button is.
 */
import { expect, test } from '@playwright/test';
import { ask, openCairn } from './cairn-page.ts';

test('December 3, 2026: "utility credit wood stove" names the Winter Utility Credit in force until December 31', async ({ page }) => {
  await page.clock.setFixedTime(new Date(2026, 11, 3, 12, 0, 0));
  await openCairn(page);
  const exchange = await ask(page, 'utility credit wood stove');

  await expect(exchange.locator('.refusal-heading')).toHaveText('Related document (no exact answer)');
  const named = exchange.locator('.related-documents li');
  await expect(named.locator('bdi')).toHaveText(['Winter Utility Credit']);
  await expect(named.locator('.in-force')).toHaveText(' · In force from October 1, 2025 until December 31, 2026');
  await expect(named.locator('.in-force')).toHaveAttribute('lang', 'en');
});

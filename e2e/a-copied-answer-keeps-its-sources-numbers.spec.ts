/**
 * An answer selected and copied keeps each source's number beside it, as the quote's markers write it: the list's own
 * numbers are left out of a selection's text, and a resident trial's answer, pasted to a relative, had "[1]" and "[2]"
 * in the quotes and nothing they matched. Measured on the selection's text, what the page puts on the clipboard.
 */
import { expect, test } from '@playwright/test';
import { ask, openCairn } from './cairn-page.ts';

test('December 3, 2026: the Winter Utility Credit answer, selected whole', async ({ page }) => {
  await page.clock.setFixedTime(new Date(2026, 11, 3, 12, 0, 0));
  await openCairn(page);
  const exchange = await ask(page, 'How much is the winter utility credit?');
  await expect(exchange.locator('ol.sources > li')).toHaveCount(2);

  const copied = await exchange.evaluate((article) => {
    const range = document.createRange();
    range.selectNodeContents(article);
    const selection = document.getSelection()!;
    selection.removeAllRanges();
    selection.addRange(range);
    return selection.toString();
  });
  const lines = copied.split('\n').map((line) => line.trim());
  // The quotes' markers, each on its own line, then the sources, each after its number.
  expect(lines.filter((line) => /^\[\d\]/u.test(line))).toEqual([
    '[1]',
    '[2]',
    '[1] Winter Utility Credit › How much you get · In force from October 1, 2025 until December 31, 2026',
    '[2] Winter Utility Credit › How much you get · In force from January 1, 2027',
  ]);
});

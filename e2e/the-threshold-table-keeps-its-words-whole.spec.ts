/**
 * The operator view's table of thresholds keeps its words whole: its cells could break anywhere, and beside a long
 * calibration evidence the table squeezed "Language" to "Lan gu age" at 1100 px (an operator trial, session 47). On a
 * 320 px phone it scrolls inside its own box, a region a keyboard can reach, and the page does not scroll sideways.
 */
import { expect, test, type Page } from '@playwright/test';
import { chooseFolder, corpusWithTheGoPassAt25, openOperatorView, removeFolders, summary } from './operator-page.ts';

test.afterEach(removeFolders);

/** The table's column headers, each on a line of its own, never broken inside a word. */
async function headersOnOneLine(page: Page) {
  return summary(page)
    .locator('table.thresholds thead th')
    .evaluateAll((cells) => cells.map((cell) => cell.getBoundingClientRect().height < 2 * parseFloat(getComputedStyle(cell).lineHeight) + 8));
}

test('at 1100 px, and on a 320 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 1100, height: 900 });
  await openOperatorView(page);
  await chooseFolder(page, corpusWithTheGoPassAt25());
  await expect(summary(page).locator('table.thresholds tbody tr')).toHaveCount(3);
  expect(await headersOnOneLine(page)).toEqual([true, true, true, true]);

  await page.setViewportSize({ width: 320, height: 900 });
  const box = summary(page).getByRole('region', { name: 'Threshold of each language' });
  await expect(box).toHaveAttribute('tabindex', '0');
  expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(320);
});

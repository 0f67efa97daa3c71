/**
 * Operators see the numbers as pictures too: explain draws each search's candidates as bars against the threshold
 * that judged them, one bar per row of its table, filled exactly for the rows accepted; the operator preview draws
 * each language's calibration, one row per row of the thresholds table. Each chart is one named image (the tables
 * keep the numbers for screen readers).
 */
import { expect, test } from '@playwright/test';
import { ask, openCairn, QUESTIONS } from './cairn-page.ts';
import { chooseFolder, demoCorpusCopy, openOperatorView, removeFolders, summary } from './operator-page.ts';

test.afterEach(removeFolders);

test('explain: a bar per candidate, filled for the accepted ones, each crossed by its threshold', async ({ page }) => {
  await openCairn(page);
  await page.locator('#explain').check();
  const exchange = await ask(page, QUESTIONS.grocery);
  await exchange.locator('details.explain > summary').click();
  const attempt = exchange.locator('.explain-attempt').first();
  const rows = attempt.locator('table tbody tr');
  const count = await rows.count();
  const chart = attempt.getByRole('img', { name: `Chart of the ${count} candidates`, exact: false });
  await expect(chart).toBeVisible();
  await expect(chart.locator('rect')).toHaveCount(count);
  await expect(chart.locator('line.chart-threshold')).toHaveCount(count);
  const accepted = await attempt.locator('table tbody tr', { hasText: 'accepted' }).count();
  expect(accepted).toBeGreaterThan(0);
  await expect(chart.locator('.chart-accept rect')).toHaveCount(accepted);
  await expect(chart.locator('.chart-reject rect')).toHaveCount(count - accepted);
  // Bars in the table's order, best first: the first is the longest.
  const widths = await chart.locator('rect').evaluateAll((rects) => rects.map((r) => Number(r.getAttribute('width'))));
  expect(Math.max(...widths)).toBe(widths[0]);
});

test('operator preview: a row per language of the thresholds table, each with its threshold line', async ({ page }) => {
  await openOperatorView(page);
  await chooseFolder(page, demoCorpusCopy());
  const table = summary(page).locator('table.thresholds tbody tr');
  await expect(table).toHaveCount(3);
  const chart = summary(page).getByRole('img', { name: 'Chart of each language', exact: false });
  await expect(chart).toBeVisible();
  await expect(chart.locator('line.chart-threshold')).toHaveCount(3);
  await expect(chart.locator('text')).toContainText(['ar', 'en', 'es']);
});

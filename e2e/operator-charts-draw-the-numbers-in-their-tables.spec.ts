/**
 * Operators see the numbers as pictures too: explain draws each search's candidates as bars against the threshold
 * that judged them, one bar per row of its table, filled exactly for the rows accepted; the operator preview draws
 * each language's calibration, one row per row of the thresholds table. Each chart is one named image (the tables
 * keep the numbers for screen readers).
 */
import { expect, test } from '@playwright/test';
import { AXIS_START, axisEnd, xOf } from '../src/ui/chart-scale.ts';
import { ask, chooseLanguage, openCairn, QUESTIONS } from './cairn-page.ts';
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
  // Each bar is its row's score and each line its row's threshold, on one axis, as the table gives them.
  const scores = (await rows.locator('td:nth-of-type(2)').allTextContents()).map((text) => Number(text.split(' = ')[0]));
  const thresholds = (await rows.locator('td:last-of-type').allTextContents()).map(Number);
  const end = axisEnd([...scores, ...thresholds]);
  const widths = await chart.locator('rect').evaluateAll((rects) => rects.map((r) => Number(r.getAttribute('width'))));
  const lines = await chart.locator('line.chart-threshold').evaluateAll((ls) => ls.map((l) => Number(l.getAttribute('x1'))));
  scores.forEach((score, i) => expect(widths[i]).toBeCloseTo(Math.max(1, xOf(score, end) - AXIS_START), 0));
  thresholds.forEach((threshold, i) => expect(lines[i]).toBeCloseTo(xOf(threshold, end), 0));
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

test('right to left: the chart is still drawn left to right, each row number left of the axis', async ({ page }) => {
  await openCairn(page);
  await chooseLanguage(page, 'ar');
  await page.locator('#explain').check();
  const exchange = await ask(page, QUESTIONS.housingInArabic);
  await exchange.locator('details.explain > summary').click();
  const chart = exchange.locator('svg.score-chart').first();
  await expect(chart).toBeVisible();
  expect(await chart.evaluate((svg) => getComputedStyle(svg).direction)).toBe('ltr');
  // Every row number ends before the axis starts, and the axis's end label stays inside the drawing.
  const boxes = await chart.locator('text').evaluateAll((texts) => texts.map((t) => (t as SVGTextElement).getBBox()).map((b) => [b.x, b.x + b.width]));
  const width = await chart.evaluate((svg) => (svg as SVGSVGElement).viewBox.baseVal.width);
  for (const [left, right] of boxes) {
    expect(left).toBeGreaterThanOrEqual(0);
    expect(right).toBeLessThanOrEqual(width);
  }
  const rowNumbers = boxes.slice(0, -2);
  for (const [, right] of rowNumbers) expect(right).toBeLessThanOrEqual(AXIS_START);
});

/**
 * While a folder is indexed, a progress bar named "Indexing progress" shows how far it is (a value from 0 to 100
 * that only moves forward), and a Cancel button is there; the polite regions say when it starts and when it ends,
 * and nothing else — no running commentary, and nothing assertive.
 */
import { expect, test } from '@playwright/test';
import { announcements, recordLiveRegions } from './live-region-recorder.ts';
import { chooseFolder, OPERATOR_SAID, openOperatorView, removeFolders, summaryValue, syntheticCorpusFolder } from './operator-page.ts';

test.afterEach(removeFolders);

declare global {
  interface Window {
    __progressValues?: number[];
  }
}

test('2,000 passages: a named bar moving from 0 to 100, announced at the start and at the end only', async ({ page }) => {
  test.setTimeout(180_000);
  await recordLiveRegions(page);
  // Every value the bar takes, from the first render on.
  await page.addInitScript(() => {
    const values: number[] = [];
    window.__progressValues = values;
    new MutationObserver(() => {
      const bar = document.querySelector('progress');
      if (bar && values.at(-1) !== bar.value) values.push(bar.value);
    }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['value'] });
  });
  await openOperatorView(page);
  await chooseFolder(page, syntheticCorpusFolder(2000));

  const bar = page.getByRole('progressbar', { name: OPERATOR_SAID.progressLabel });
  await expect(bar).toBeVisible();
  await expect(bar).toHaveAttribute('max', '100');
  await expect(page.getByRole('button', { name: 'Cancel indexing' })).toBeVisible();
  await expect(summaryValue(page, 'passages')).toHaveText('2000', { timeout: 150_000 });
  await expect(bar).toHaveCount(0);

  const values = (await page.evaluate(() => window.__progressValues))!;
  expect(values[0]).toBe(0);
  expect(values.length).toBeGreaterThan(2);
  expect(values.every((value, i) => i === 0 || value > values[i - 1]!), `values only rise: ${values.join(', ')}`).toBe(true);
  expect(Math.max(...values)).toBeLessThanOrEqual(100);

  expect(await announcements(page)).toEqual([
    { politeness: 'polite', text: 'Indexing the folder: 400 documents…' },
    {
      politeness: 'polite',
      text: 'Indexing finished: 400 documents, 2000 passages. The questions on this page are now answered from this local preview.',
    },
  ]);
});

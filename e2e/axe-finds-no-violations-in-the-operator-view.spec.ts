/**
 * axe-core finds no WCAG 2.2 A/AA violation in the operator view — as it opens, with a built preview's summary
 * and thresholds, and with a folder's errors listed — in the light scheme, and in Arabic, right to left.
 */
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { alertRegion, chooseLanguage } from './cairn-page.ts';
import { chooseFolder, corpusWithTheGoPassAt25, demoCorpusCopy, openOperatorView, removeFolders, summary } from './operator-page.ts';

test.use({ colorScheme: 'light' });
test.afterEach(removeFolders);

const withAnError = () => demoCorpusCopy((name, text) => (name === 'grocery-allowance-en.md' ? text.replace('lang: en', 'lang: [en') : text));

test('light: on opening, with a summary and an active preview, then with errors listed', async ({ page }) => {
  await openOperatorView(page);
  await expectNoAxeViolations(page);

  await chooseFolder(page, corpusWithTheGoPassAt25());
  await expect(summary(page).locator('table.thresholds tbody tr')).toHaveCount(3);
  await expectNoAxeViolations(page);

  await chooseFolder(page, withAnError());
  await expect(page.locator('section.build-errors li')).toHaveCount(1);
  await expect(alertRegion(page)).not.toBeEmpty();
  await expectNoAxeViolations(page);
});

test('right to left: in Arabic, with a summary and an active preview, then with errors listed', async ({ page }) => {
  await openOperatorView(page);
  await chooseLanguage(page, 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expectNoAxeViolations(page);

  await chooseFolder(page, corpusWithTheGoPassAt25());
  await expect(summary(page).locator('table.thresholds tbody tr')).toHaveCount(3);
  await expectNoAxeViolations(page);

  await chooseFolder(page, withAnError());
  await expect(page.locator('section.build-errors li')).toHaveCount(1);
  await expectNoAxeViolations(page);
});

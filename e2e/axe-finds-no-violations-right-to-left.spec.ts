/** axe-core finds no WCAG 2.2 A/AA violation with Arabic selected, on load and with every outcome shown. */
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { chooseLanguage, openCairn, showEveryOutcome } from './cairn-page.ts';

test.beforeEach(async ({ page }) => {
  await openCairn(page);
  await chooseLanguage(page, 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
});

test('the page as it first loads, in Arabic', async ({ page }) => {
  await expectNoAxeViolations(page);
});

test('with an Arabic answer, an English passage quoted across languages, a refusal, an error and open traces', async ({ page }) => {
  await showEveryOutcome(page, 'ar');
  await expect(page.locator('blockquote.quote[lang="en"]')).toHaveCount(1);
  await expectNoAxeViolations(page);
});

/**
 * axe-core finds no WCAG 2.2 A/AA violation with Arabic selected: on load, with every outcome shown, and with an Arabic
 * document view open.
 */
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { ask, chooseLanguage, openCairn, QUESTIONS, showEveryOutcome } from './cairn-page.ts';

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

test('with an Arabic document view open at a cited passage', async ({ page }) => {
  const exchange = await ask(page, QUESTIONS.housingInArabic);
  await exchange.locator('button.show-in-document').first().click();
  const view = page.locator('dialog.document-view');
  await expect(view).toBeVisible();
  await expect(view.locator('[lang="ar"][dir="rtl"]').first()).toBeVisible();
  await expectNoAxeViolations(page);
});

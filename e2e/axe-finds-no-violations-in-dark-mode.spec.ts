/**
 * axe-core finds no WCAG 2.2 A/AA violation in the dark colour scheme: on load, with every outcome shown, and with the
 * document view open.
 */
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { ask, openCairn, QUESTIONS, showEveryOutcome } from './cairn-page.ts';

test.use({ colorScheme: 'dark' });

test.beforeEach(async ({ page }) => {
  await openCairn(page);
  // The stylesheet switches palettes on prefers-color-scheme: make sure the dark one is what gets graded.
  expect(await page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches)).toBe(true);
  await expect(page.locator('html')).toHaveCSS('color-scheme', 'dark');
});

test('the page as it first loads', async ({ page }) => {
  await expectNoAxeViolations(page);
});

test('with an answer, a refusal, an error and open explain traces', async ({ page }) => {
  await showEveryOutcome(page);
  await expectNoAxeViolations(page);
});

test('with the document view open at a cited passage', async ({ page }) => {
  const exchange = await ask(page, QUESTIONS.grocery);
  await exchange.locator('button.show-in-document').first().click();
  await expect(page.locator('dialog.document-view')).toBeVisible();
  await expectNoAxeViolations(page);
});

/**
 * A related outcome's document can be read without leaving the page: "Read the document" (named with the document's
 * title, so two such buttons are told apart) opens it in the document
 * view at its start, with nothing marked as cited (no passage answered), focus inside the view; Escape returns focus
 * to the button. axe finds nothing with the view open. Its translation, opened from the view, has nothing cited either.
 */
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { ask, openCairn, QUESTIONS } from './cairn-page.ts';

test('"housing relief grant tax": the Housing Relief Grant, read from its start', async ({ page }) => {
  await openCairn(page);
  const exchange = await ask(page, QUESTIONS.housingTax);
  // Named by its document, the visible words first (WCAG 2.5.3, label in name).
  const opener = exchange.getByRole('button', { name: 'Read the document: Housing Relief Grant', exact: true });
  await opener.click();
  const view = page.getByRole('dialog', { name: 'Housing Relief Grant' });
  await expect(view).toBeVisible();
  await expect(view.locator('.document-passage')).toHaveCount(5);
  await expect(view.locator('.document-passage.cited')).toHaveCount(0);
  await expect(view.getByRole('region', { name: 'The cited passage' })).toHaveCount(0);
  await expect(view.locator('h3').first()).toBeInViewport();
  expect(await view.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  expect(page.url()).toMatch(/#document=housing-relief-en$/u);
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(view).toHaveCount(0);
  await expect(opener).toBeFocused();
});

test('"منحة دعم السكن ضريبة" on an English page: the Arabic document, then its English translation, nothing cited', async ({ page }) => {
  await openCairn(page);
  const exchange = await ask(page, QUESTIONS.housingTaxInArabic);
  await exchange.getByRole('button', { name: 'Read the document: منحة دعم السكن (Arabic)', exact: true }).click();
  const view = page.getByRole('dialog', { name: 'منحة دعم السكن' });
  await expect(view).toBeVisible();
  await view.getByRole('button', { name: /Housing Relief Grant/u }).click();
  const english = page.getByRole('dialog', { name: 'Housing Relief Grant' });
  await expect(english).toBeVisible();
  await expect(english.locator('.document-passage.cited')).toHaveCount(0);
  expect(page.url()).toMatch(/#document=housing-relief-en$/u);
});

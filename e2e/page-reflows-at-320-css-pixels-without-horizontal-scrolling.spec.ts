/**
 * At 320 CSS pixels wide (WCAG 1.4.10 Reflow: 1280 px at 400% zoom) the page scrolls in one direction only:
 * nothing — long passage ids, quoted passages, the explain tables' wrappers — makes the document wider than the
 * viewport. (A data table may scroll inside its own box; the document itself may not.)
 */
import { expect, test } from '@playwright/test';
import { ask, chooseLanguage, openCairn, QUESTIONS, showEveryOutcome } from './cairn-page.ts';

test.use({ viewport: { width: 320, height: 256 } });

async function documentWidth(page: import('@playwright/test').Page): Promise<number> {
  return page.evaluate(() => document.scrollingElement!.scrollWidth);
}

test('left to right, with every outcome shown', async ({ page }) => {
  await openCairn(page);
  expect(await documentWidth(page)).toBeLessThanOrEqual(320);
  await showEveryOutcome(page);
  expect(await documentWidth(page)).toBeLessThanOrEqual(320);
});

test('right to left, with every outcome shown', async ({ page }) => {
  await openCairn(page);
  await chooseLanguage(page, 'ar');
  expect(await documentWidth(page)).toBeLessThanOrEqual(320);
  await showEveryOutcome(page, 'ar');
  expect(await documentWidth(page)).toBeLessThanOrEqual(320);
});

test("an agency's contact holding an e-mail address wider than the column, in the footer and in a refusal", async ({ page }) => {
  await openCairn(page);
  // The demo's contact has none; an operator trial's ("publicworks@maplebrook.example.gov") ran 9 px past the screen.
  const longAddress = (line: HTMLElement) => {
    line.textContent = 'Write to publicworksandparks@maplebrook.example.gov.';
  };
  await page.locator('footer .contact p').first().evaluate(longAddress);
  expect(await documentWidth(page)).toBeLessThanOrEqual(320);
  const exchange = await ask(page, QUESTIONS.fishing);
  await exchange.locator('.refusal-contact').evaluate(longAddress);
  expect(await documentWidth(page)).toBeLessThanOrEqual(320);
});

/**
 * axe-core finds no WCAG 2.2 A/AA violation at 200% zoom (WCAG 1.4.4): on load, with every outcome shown, and with the
 * document view open.
 *
 * How 200% is made: Chromium's own zoom of a 1280×720 window at 200% lays the page out in a 640×360 CSS-pixel
 * viewport with devicePixelRatio 2 — media queries, viewport units and line wrapping all see 640 px. Emulating
 * exactly that viewport and scale factor reproduces browser zoom. The CSS `zoom` property was rejected: it scales
 * boxes inside an unchanged 1280 px viewport, so media queries do not respond as they do under real zoom, and
 * getBoundingClientRect (which axe's contrast and target-size checks use) reports mixed coordinate spaces.
 */
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { ask, openCairn, QUESTIONS, showEveryOutcome } from './cairn-page.ts';

test.use({ viewport: { width: 640, height: 360 }, deviceScaleFactor: 2 });

test.beforeEach(async ({ page }) => {
  await openCairn(page);
  expect(await page.evaluate(() => [innerWidth, devicePixelRatio])).toEqual([640, 2]);
});

test('the page as it first loads', async ({ page }) => {
  await expectNoAxeViolations(page);
  // Zoomed text must wrap, not push the page sideways.
  expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(640);
});

test('with an answer, a refusal, an error and open explain traces', async ({ page }) => {
  await showEveryOutcome(page);
  await expectNoAxeViolations(page);
  expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(640);
});

test('with the document view open at a cited passage', async ({ page }) => {
  const exchange = await ask(page, QUESTIONS.grocery);
  await exchange.locator('button.show-in-document').first().click();
  await expect(page.locator('dialog.document-view')).toBeVisible();
  await expectNoAxeViolations(page);
  expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(640);
});

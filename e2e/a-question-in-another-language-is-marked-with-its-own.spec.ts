/**
 * The exchange's heading repeats the resident's question, and a screen reader reads it with the voice of its `lang`: a
 * Spanish question on a page left in English is marked Spanish, so it is not read with English sounds (a resident
 * trial in Japanese and Amharic, session 34, heard their questions read as English). The heading's own words ("You
 * asked:") stay the page's.
 */
import { expect, test } from '@playwright/test';
import { ask, openCairn } from './cairn-page.ts';

test('"¿Cuánto es el subsidio de vivienda?" on an English page: the question marked es, the heading en', async ({ page }) => {
  await openCairn(page);
  const exchange = await ask(page, '¿Cuánto es el subsidio de vivienda?');
  await expect(exchange.locator('h3 bdi')).toHaveAttribute('lang', 'es');
  await expect(exchange.locator('h3 bdi')).toHaveText('¿Cuánto es el subsidio de vivienda?');
  // No lang of its own on the heading: it is the page's, English.
  expect(await exchange.locator('h3').evaluate((h) => h.closest('[lang]')?.getAttribute('lang'))).toBe('en');
});

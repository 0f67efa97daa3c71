/**
 * An agency whose own pages are light sets `page.color_scheme = "light"`: Cairn, embedded in them, stays light when
 * the resident's system is dark (a web team found it dark inside its light page). The same system darkens the demo,
 * built without the key.
 */
import { expect, test } from '@playwright/test';
import { buildDemoWith } from './build-variant.ts';
import { ask, QUESTIONS } from './cairn-page.ts';
import { LIGHT_PALETTE_DIR, LIGHT_PALETTE_URL, SUB_PATH_URL } from './static-host.ts';

test('a dark system: the light-palette site is light, the demo dark', async ({ page }) => {
  test.setTimeout(180_000);
  buildDemoWith('color_scheme = "light"', LIGHT_PALETTE_DIR);

  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto(SUB_PATH_URL);
  await expect(page.locator('html')).toHaveCSS('color-scheme', 'dark');
  await expect(page.locator('html')).toHaveCSS('background-color', 'rgb(18, 20, 23)');

  await page.goto(LIGHT_PALETTE_URL);
  await expect(page.locator('html')).toHaveCSS('color-scheme', 'light');
  await expect(page.locator('html')).toHaveCSS('background-color', 'rgb(255, 255, 255)');
  await expect(page.locator('meta[name="color-scheme"]')).toHaveAttribute('content', 'light');
  // The answer's quote too, in the light palette's colours.
  const exchange = await ask(page, QUESTIONS.grocery);
  await expect(exchange.locator('blockquote.quote')).toHaveCSS('background-color', 'rgb(238, 244, 251)');
});

/**
 * An agency that names its page's languages (`page.languages = ["en", "es"]`) is offered those in the selector, not
 * every language Cairn speaks: a web team read Arabic in its English-only site's list as a promise of Arabic documents.
 * A question asked in another language is still answered in it. The demo, built without the key, offers three.
 */
import { expect, test } from '@playwright/test';
import { buildDemoWith } from './build-variant.ts';
import { ask, QUESTIONS } from './cairn-page.ts';
import { SUB_PATH_URL, TWO_LANGUAGES_DIR, TWO_LANGUAGES_URL } from './static-host.ts';

test('English and Español offered, not العربية; an Arabic question still answered in Arabic', async ({ page }) => {
  test.setTimeout(180_000);
  buildDemoWith('languages = ["en", "es"]', TWO_LANGUAGES_DIR);

  await page.goto(SUB_PATH_URL);
  await expect(page.locator('#language option')).toHaveText(['العربية', 'English', 'Español']);

  await page.goto(TWO_LANGUAGES_URL);
  await expect(page.locator('#question')).toBeEditable();
  await expect(page.locator('#language option')).toHaveText(['English', 'Español']);
  const exchange = await ask(page, QUESTIONS.housingInArabic);
  await expect(exchange.locator('ol.sources > li')).toHaveAttribute('data-passage', 'housing-relief-ar#3');
});

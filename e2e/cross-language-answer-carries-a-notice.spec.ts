/**
 * When no passage in the resident's language answers but one in another language does, the answer quotes it
 * untranslated and says so first, in the resident's language. Here: Spanish selected, the English-only GoPass.
 */
import { expect, test } from '@playwright/test';
import { ask, chooseLanguage, openCairn } from './cairn-page.ts';

test('a Spanish question naming Harbor GoPass gets the English passage and a Spanish notice', async ({ page }) => {
  await openCairn(page);
  await chooseLanguage(page, 'es');
  const exchange = await ask(page, 'Harbor GoPass');

  const notice = exchange.locator('.answer > .notice');
  await expect(notice).toHaveText(/^Ningún documento en Español responde a esta pregunta\. El fragmento de abajo se cita sin traducir/u);
  await expect(notice).toHaveAttribute('lang', 'es');
  // The notice comes before the quote, so it is read first.
  await expect(exchange.locator('.answer > :first-child')).toHaveClass(/notice/u);
  await expect(exchange.locator('blockquote.quote')).toHaveAttribute('lang', 'en');
  await expect(exchange.locator('ol.sources > li')).toHaveAttribute('data-passage', 'transit-pass-en#1');
});

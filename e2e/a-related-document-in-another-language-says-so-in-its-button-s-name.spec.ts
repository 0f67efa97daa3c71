/**
 * A screen reader moving by buttons hears "Leer el documento: Harbor GoPass (inglés)": the page it opens is in English,
 * as the refusal's buttons already said. Before, the related outcome's button said only the title (a resident trial).
 */
import { expect, test } from '@playwright/test';
import { ask, chooseLanguage, openCairn } from './cairn-page.ts';

test("a related English document's button names its language on a Spanish page", async ({ page }) => {
  await openCairn(page);
  await chooseLanguage(page, 'es');
  const exchange = await ask(page, '¿Cuánto cuesta al año el pase de transporte GoPass?');
  await expect(exchange.locator('.related-documents button.show-in-document')).toHaveAccessibleName('Leer el documento: Harbor GoPass (inglés)');
});

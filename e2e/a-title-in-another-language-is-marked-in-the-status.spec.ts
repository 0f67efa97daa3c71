/**
 * A screen reader reads the status in the voice of its language: "Harbor GoPass", an English title in a Spanish
 * sentence, is marked English, so it is not read as Spanish ("Har-bor Go-pas"). Before, the whole sentence was Spanish.
 */
import { expect, test } from '@playwright/test';
import { ask, chooseLanguage, openCairn } from './cairn-page.ts';

test("an English document's title in a Spanish status is marked English", async ({ page }) => {
  await openCairn(page);
  await chooseLanguage(page, 'es');
  const exchange = await ask(page, '¿Cuánto cuesta al año el pase de transporte GoPass?');
  // The related outcome: the English-only document is named, nothing quoted.
  await expect(exchange.locator('blockquote')).toHaveCount(0);
  const status = page.locator('[aria-live="polite"]').filter({ hasText: 'Harbor GoPass' });
  await expect(status).toHaveText(/^Un documento que puede tratar el tema: Harbor GoPass\. No hay respuesta\./u);
  await expect(status.locator('span[lang]')).toHaveCount(1);
  await expect(status.locator('span[lang="en"]')).toHaveText('Harbor GoPass');
});

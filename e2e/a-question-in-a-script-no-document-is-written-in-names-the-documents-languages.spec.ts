/**
 * A resident trial asked in Russian, on a corpus in English, Spanish and Arabic, and was told only that no passage
 * answers and to try other words, which no Russian words can do. The refusal now says the page has no documents in
 * that language and names the languages its documents are written in, each in its own name and marked with its own
 * language.
 */
import { expect, test } from '@playwright/test';
import { ask, openCairn, QUESTIONS } from './cairn-page.ts';

test('"Как подать заявку на помощь с продуктами?" on an English page', async ({ page }) => {
  await openCairn(page);
  const exchange = await ask(page, 'Как подать заявку на помощь с продуктами?');
  const line = exchange.locator('.refusal-languages');
  await expect(line).toHaveText('This page has no documents in that language. Languages: العربية, English, and Español.');
  await expect(line.locator('bdi')).toHaveCount(3);
  await expect(line.locator('bdi[lang="ar"][dir="rtl"]')).toHaveText('العربية');
  await expect(line.locator('bdi[lang="es"]')).toHaveText('Español');

  // A question in a script the documents are written in is refused as ever, with no such line.
  const refused = await ask(page, QUESTIONS.fishing);
  await expect(refused.locator('.refusal')).toBeVisible();
  await expect(refused.locator('.refusal-languages')).toHaveCount(0);
});

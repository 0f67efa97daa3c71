/**
 * A resident trial asked in Russian, on a corpus in English, Spanish and Arabic, and was told only that no passage
 * answers and to try other words, which no Russian words can do. The refusal now says the page has no documents in
 * that language and names the languages its documents are written in, each in its own name and marked with its own
 * language; the status a screen reader hears says it too.
 */
import { expect, test } from '@playwright/test';
import { ask, openCairn, QUESTIONS } from './cairn-page.ts';
import { announcements, recordLiveRegions } from './live-region-recorder.ts';

test('"Как подать заявку на помощь с продуктами?" on an English page', async ({ page }) => {
  await recordLiveRegions(page);
  await openCairn(page);
  const exchange = await ask(page, 'Как подать заявку на помощь с продуктами?');
  const line = exchange.locator('.refusal-languages');
  const languages = 'This page has no documents in that language. Languages: العربية, English, and Español.';
  await expect(line).toHaveText(languages);
  // Said too, before the refusal's status: a screen reader's user heard only "No answer found" (a resident trial).
  await expect.poll(async () => (await announcements(page)).at(-1)).toEqual({ politeness: 'polite', text: expect.stringMatching(/^This page has no documents in that language\. Languages: العربية, English, and Español\. No answer found in the agency's documents\. Call /u) });
  await expect(line.locator('bdi')).toHaveCount(3);
  // The question itself is marked as in no known language, not as the page's English.
  await expect(exchange.locator('h3 bdi')).toHaveAttribute('lang', '');
  await expect(line.locator('bdi[lang="ar"][dir="rtl"]')).toHaveText('العربية');
  await expect(line.locator('bdi[lang="es"]')).toHaveText('Español');

  // A question in a script the documents are written in is refused as ever, with no such line.
  const refused = await ask(page, QUESTIONS.fishing);
  await expect(refused.locator('.refusal')).toBeVisible();
  await expect(refused.locator('.refusal-languages')).toHaveCount(0);
});

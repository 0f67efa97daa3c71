/**
 * The status regions hold the last sentence said until the next one: when the page switches language, what was said
 * before leaves both of them, so a screen reader browsing the page never meets an English sentence marked as Spanish;
 * what they hold then is the switch itself, said in Spanish.
 */
import { expect, test } from '@playwright/test';
import { ask, chooseLanguage, openCairn, QUESTIONS, SAID } from './cairn-page.ts';

test('an English answer, then Spanish', async ({ page }) => {
  await openCairn(page);
  await ask(page, QUESTIONS.grocery);
  const regions = page.locator('[aria-live="polite"]');
  await expect(regions).toHaveCount(2);
  await expect.poll(async () => (await regions.allTextContents()).join('')).toBe(SAID.groceryStatus);
  await chooseLanguage(page, 'es');
  await expect.poll(async () => (await regions.allTextContents()).join('')).toBe('Idioma de la página: Español.');
});

/**
 * A citation marker ([1]) sits inside the quoted passage, which is marked with the passage's language; the link's
 * words for a screen reader ("Source [1]") are the page's, and the link is marked so: a Spanish answer on an English
 * page says "Source" in English, not with Spanish sounds (a resident trial in Japanese and Amharic, session 34).
 */
import { expect, test } from '@playwright/test';
import { ask, openCairn } from './cairn-page.ts';

test('a Spanish answer on an English page: the passage es, its citation ("Source [1]") en', async ({ page }) => {
  await openCairn(page);
  const exchange = await ask(page, '¿Cuánto es el subsidio de vivienda?');
  await expect(exchange.locator('blockquote')).toHaveAttribute('lang', 'es');
  // On the link itself: a screen reader reads a link's name as one string, in the link's language.
  const citation = exchange.locator('blockquote a.citation');
  await expect(citation).toHaveAttribute('lang', 'en');
  await expect(citation).toHaveText('Source [1]');
});

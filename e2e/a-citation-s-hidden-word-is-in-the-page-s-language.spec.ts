/**
 * A citation marker ([1]) sits inside the quoted passage, which is marked with the passage's language; its hidden word
 * for a screen reader ("Source") is the page's, and is marked so: a Spanish answer on an English page says "Source" in
 * English, not with Spanish sounds (a resident trial in Japanese and Amharic, session 34).
 */
import { expect, test } from '@playwright/test';
import { ask, openCairn } from './cairn-page.ts';

test('a Spanish answer on an English page: the passage es, its citation\'s hidden "Source" en', async ({ page }) => {
  await openCairn(page);
  const exchange = await ask(page, '¿Cuánto es el subsidio de vivienda?');
  await expect(exchange.locator('blockquote')).toHaveAttribute('lang', 'es');
  const hidden = exchange.locator('blockquote .citation .visually-hidden');
  await expect(hidden).toHaveAttribute('lang', 'en');
  await expect(hidden).toHaveText('Source ');
});

/**
 * A resident whose phone is in English asks in Spanish: the answer is Spanish, the page's own words ("You asked",
 * "Sources") English. Under the latest exchange the page is offered in Spanish, in Spanish words marked as Spanish;
 * pressing it switches the page (as the language selector does: said politely, kept for the next visit) and leaves
 * focus on the next control of the same exchange, not on the page's body. Nothing is offered for a question asked in
 * the page's own language, nor for one whose language nothing in it told (read as the default's, English).
 */
import { expect, test } from '@playwright/test';
import { ask, chooseLanguage, openCairn, QUESTIONS } from './cairn-page.ts';

test('a Spanish question on the English page: the page offered in Spanish, and switched by it', async ({ page }) => {
  await openCairn(page);
  const english = await ask(page, QUESTIONS.grocery);
  await expect(english.locator('.page-offer')).toHaveCount(0);

  const spanish = await ask(page, '¿Quién puede solicitar el subsidio de vivienda?');
  const offer = spanish.getByRole('button', { name: 'Ver esta página en español' });
  await expect(offer).toHaveAttribute('lang', 'es');
  // Only under the latest exchange.
  await expect(page.locator('.page-offer')).toHaveCount(1);

  await offer.focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.locator('#language')).toHaveValue('es');
  await expect(page.locator('.page-offer')).toHaveCount(0);
  await expect(page.locator('[aria-live="polite"]').filter({ hasText: 'Idioma de la página' })).toHaveCount(1);
  await expect(page.locator(':focus')).toHaveClass(/ask-again/u);
  await expect(page.locator(':focus')).toHaveText('Hacer otra pregunta');

  // An English question on the Spanish page now offers English.
  await ask(page, QUESTIONS.grocery);
  await expect(page.getByRole('button', { name: 'Show this page in English' })).toHaveAttribute('lang', 'en');
});

test('an Arabic question on the English page is offered Arabic, right to left; a word of no language on the Arabic page, nothing', async ({ page }) => {
  await openCairn(page);
  await ask(page, QUESTIONS.housingInArabic);
  const offer = page.getByRole('button', { name: 'اعرض هذه الصفحة بالعربية' });
  await expect(offer).toHaveAttribute('lang', 'ar');
  await expect(offer).toHaveAttribute('dir', 'rtl');

  await chooseLanguage(page, 'ar');
  // Latin letters no document uses: read as English by default, not asked in English.
  await ask(page, 'horario');
  await expect(page.locator('.page-offer')).toHaveCount(0);
});

/**
 * The agency's own translation, offered beside the answer: on a Spanish page, a question typed in English is answered
 * from the English document, and its source offers the document's Spanish translation by its Spanish title; the offer
 * opens it in the document view at the passage in the same position, focused, and closing it returns focus to the
 * offer. An answer already in the page's language offers nothing; a related document offers its translation too.
 */
import { expect, test } from '@playwright/test';
import { ask, chooseLanguage, openCairn } from './cairn-page.ts';

test.use({ locale: 'es-ES' });

test('"how do I apply" on a Spanish page offers Subsidio de Alivio para la Vivienda', async ({ page }) => {
  await openCairn(page);
  const source = (await ask(page, 'how do I apply')).locator('.sources li');
  await expect(source).toHaveAttribute('data-passage', 'housing-relief-en#4');
  const offer = source.getByRole('button', { name: 'Leerlo en español: Subsidio de Alivio para la Vivienda' });
  await offer.click();
  const spanish = page.getByRole('dialog', { name: 'Subsidio de Alivio para la Vivienda' });
  await expect(spanish).toBeVisible();
  const cited = spanish.getByRole('region', { name: 'El fragmento citado' });
  await expect(cited).toHaveAttribute('data-passage', 'housing-relief-es#4');
  await expect(cited).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(spanish).toHaveCount(0);
  await expect(offer).toBeFocused();

  const own = (await ask(page, '¿Cómo solicito el subsidio de vivienda?')).locator('.sources li');
  await expect(own).toHaveAttribute('data-passage', /^housing-relief-es#/u);
  await expect(own.getByRole('button', { name: /^Leerlo en español/u })).toHaveCount(0);
});

test.describe('on an Arabic page', () => {
  test.use({ locale: 'ar' });

  test('a related English document offers its Arabic translation, opened at its start', async ({ page }) => {
    await openCairn(page);
    const related = (await ask(page, 'Housing Relief Grant refund')).locator('.related-documents li');
    await expect(related).toContainText('Housing Relief Grant');
    const offer = related.getByRole('button', { name: 'اقرأه باللغة العربية: منحة دعم السكن' });
    await expect(offer).toHaveAttribute('lang', 'ar');
    await expect(offer).toHaveAttribute('dir', 'rtl');
    await offer.click();
    const arabic = page.getByRole('dialog', { name: 'منحة دعم السكن' });
    await expect(arabic).toBeVisible();
    // Nothing is cited in a related document, nor in its translation.
    await expect(arabic.locator('.document-passage.cited')).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(offer).toBeFocused();
  });
});

test.describe('on an English page changed to Spanish after asking', () => {
  test.use({ locale: 'en-US' });

  test('the earlier answer then offers its Spanish translation, and no longer once back in English', async ({ page }) => {
    await openCairn(page);
    const source = (await ask(page, 'how do I apply')).locator('.sources li');
    await expect(source).toHaveAttribute('data-passage', 'housing-relief-en#4');
    await expect(source.locator('.show-translation')).toHaveCount(0);
    await chooseLanguage(page, 'es');
    const offer = source.getByRole('button', { name: 'Leerlo en español: Subsidio de Alivio para la Vivienda' });
    await offer.click();
    const cited = page.getByRole('dialog', { name: 'Subsidio de Alivio para la Vivienda' }).getByRole('region', { name: 'El fragmento citado' });
    await expect(cited).toHaveAttribute('data-passage', 'housing-relief-es#4');
    await page.keyboard.press('Escape');
    await chooseLanguage(page, 'en');
    await expect(source.locator('.show-translation')).toHaveCount(0);
  });
});

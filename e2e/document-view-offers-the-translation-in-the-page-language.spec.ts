/**
 * The agency's own translation, offered: an English page shared by its address and opened by a resident whose browser
 * asks for Spanish shows the English document with an offer of its Spanish translation (the page's language), named
 * by its Spanish title; the offer opens it in place, at the passage in the same position, focused, and the shared
 * address follows.
 */
import { expect, test } from '@playwright/test';

test.use({ locale: 'es-ES' });

test('Fresh Start Grocery Allowance, then Ayuda para Alimentos Nuevo Comienzo', async ({ page }) => {
  await page.goto('./#document=grocery-allowance-en&passage=grocery-allowance-en%233');
  const english = page.getByRole('dialog', { name: 'Fresh Start Grocery Allowance' });
  await expect(english).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');

  await english.getByRole('button', { name: 'Leerlo en Español: Ayuda para Alimentos Nuevo Comienzo' }).click();
  const spanish = page.getByRole('dialog', { name: 'Ayuda para Alimentos Nuevo Comienzo' });
  await expect(spanish).toBeVisible();
  const cited = spanish.getByRole('region', { name: 'El fragmento citado' });
  await expect(cited).toHaveAttribute('data-passage', 'grocery-allowance-es#3');
  await expect(cited).toBeFocused();
  expect(new URL(page.url()).hash).toBe('#document=grocery-allowance-es&passage=grocery-allowance-es%233');
  // Already in the page's language: nothing more to offer.
  await expect(spanish.getByRole('button', { name: /^Leerlo en / })).toHaveCount(0);
});

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

  await english.getByRole('button', { name: 'Leerlo en español: Ayuda para Alimentos Nuevo Comienzo' }).click();
  const spanish = page.getByRole('dialog', { name: 'Ayuda para Alimentos Nuevo Comienzo' });
  await expect(spanish).toBeVisible();
  const cited = spanish.getByRole('region', { name: 'El fragmento citado' });
  await expect(cited).toHaveAttribute('data-passage', 'grocery-allowance-es#3');
  await expect(cited).toBeFocused();
  await expect.poll(() => page.evaluate(() => location.hash)).toBe('#document=grocery-allowance-es&passage=grocery-allowance-es%233');
  // Already in the page's language: nothing more to offer.
  await expect(spanish.getByRole('button', { name: /^Leerlo en / })).toHaveCount(0);
});

test.describe('on an English page', () => {
  test.use({ locale: 'en-US' });

  test('the Spanish Winter Utility Credit offers the English version in force that day, not the 2024 one', async ({ page }) => {
    // The resident's clock: June 1, 2026, when the 2025 rules are in force in every language.
    await page.clock.setFixedTime(new Date(2026, 5, 1, 12, 0, 0));
    await page.goto('./#document=utility-credit-es&passage=utility-credit-es%231');
    const spanish = page.getByRole('dialog', { name: 'Crédito de Invierno para Servicios Públicos' });
    await expect(spanish).toBeVisible();
    await spanish.getByRole('button', { name: 'Read it in English: Winter Utility Credit' }).click();
    const cited = page.getByRole('dialog', { name: 'Winter Utility Credit' }).getByRole('region', { name: 'The cited passage' });
    await expect(cited).toHaveAttribute('data-passage', 'utility-credit-en#1');
  });

  test('the Spanish 2027 Winter Utility Credit, opened before it starts, offers the English 2027 version, not the one in force', async ({ page }) => {
    await page.clock.setFixedTime(new Date(2026, 11, 15, 12, 0, 0));
    await page.goto('./#document=utility-credit-2027-es&passage=utility-credit-2027-es%233');
    const spanish = page.getByRole('dialog', { name: 'Crédito de Invierno para Servicios Públicos' });
    await expect(spanish).toBeVisible();
    await spanish.getByRole('button', { name: 'Read it in English: Winter Utility Credit' }).click();
    const cited = page.getByRole('dialog', { name: 'Winter Utility Credit' }).getByRole('region', { name: 'The cited passage' });
    await expect(cited).toHaveAttribute('data-passage', 'utility-credit-2027-en#3');
    await expect(cited).toContainText('$300');
  });
});

/**
 * The language selector is worked from the keyboard alone, and moving through its list changes nothing (WCAG 3.2.2):
 * the arrow keys choose; the button beside the list (which speaks the chosen language), or Enter in the list, switches
 * the interface language and the page's `lang` and `dir`; focus stays where it was, and the change is announced.
 */
import { expect, test } from '@playwright/test';
import { openCairn } from './cairn-page.ts';
import { focusedControl } from './focus.ts';

test('ArrowUp to العربية leaves the page English; its button, pressed with Enter, makes it Arabic', async ({ page }) => {
  await openCairn(page);
  const html = page.locator('html');
  const apply = page.locator('button.language-apply');
  await expect(html).toHaveAttribute('lang', 'en');
  await expect(apply).toHaveText('Change language');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  expect(await focusedControl(page)).toBe('select#language');

  // Options are in code order: العربية (ar), English (en), Español (es). Down to Español, then up past English.
  await page.keyboard.press('ArrowDown');
  await expect(page.locator('#language')).toHaveValue('es');
  await expect(apply).toHaveText('Cambiar idioma');
  await expect(apply).toHaveAttribute('lang', 'es');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await expect(page.locator('#language')).toHaveValue('ar');
  await expect(apply).toHaveText('تغيير اللغة');
  await expect(apply).toHaveAttribute('dir', 'rtl');
  // Nothing else has changed: the page is still English, left to right.
  await expect(html).toHaveAttribute('lang', 'en');
  await expect(html).toHaveAttribute('dir', 'ltr');
  await expect(page.locator('button.send')).toHaveText('Send');

  await page.keyboard.press('Tab');
  expect(await focusedControl(page)).toBe('button.language-apply');
  await page.keyboard.press('Enter');
  await expect(html).toHaveAttribute('lang', 'ar');
  await expect(html).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('button.send')).toHaveText('إرسال');
  expect(await focusedControl(page)).toBe('button.language-apply');
});

test('Enter in the list applies what the arrows chose, and the page says it has changed', async ({ page }) => {
  await openCairn(page);
  const select = page.locator('#language');
  await select.focus();
  await page.keyboard.press('ArrowDown');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.keyboard.press('Enter');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.locator('button.send')).toHaveText('Enviar');
  expect(await focusedControl(page)).toBe('select#language');
  // Said politely, in Spanish, with nothing English left in the regions.
  await expect.poll(async () => (await page.locator('[aria-live="polite"]').allTextContents()).join('')).toBe('Idioma de la página: Español.');
});

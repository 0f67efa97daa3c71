/**
 * The language selector is reached with Tab and changed with the arrow keys alone; each change switches the
 * interface language and the page's `lang` and `dir` at once, and focus stays on the selector.
 */
import { expect, test } from '@playwright/test';
import { openCairn } from './cairn-page.ts';
import { focusedControl } from './focus.ts';

test('Tab to it, then ArrowDown and ArrowUp change the language', async ({ page }) => {
  await openCairn(page);
  const html = page.locator('html');
  await expect(html).toHaveAttribute('lang', 'en');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  expect(await focusedControl(page)).toBe('select#language');

  // Options are in code order: العربية (ar), English (en), Español (es).
  await page.keyboard.press('ArrowDown');
  await expect(html).toHaveAttribute('lang', 'es');
  await expect(html).toHaveAttribute('dir', 'ltr');
  await expect(page.locator('button.send')).toHaveText('Enviar');
  expect(await focusedControl(page)).toBe('select#language');

  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await expect(html).toHaveAttribute('lang', 'ar');
  await expect(html).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('button.send')).toHaveText('إرسال');
  expect(await focusedControl(page)).toBe('select#language');
});

/**
 * The page's language is a hint, not an order: on a page left in English (a library's computer, a relative's phone), a
 * question typed in Spanish is answered in Spanish from the Spanish document, and its status is spoken as Spanish.
 * Before, the page ordered English, and the same question was refused.
 */
import { expect, test } from '@playwright/test';
import { ask, openCairn } from './cairn-page.ts';
import { announcements, recordLiveRegions } from './live-region-recorder.ts';

test('"¿Cuánto es el subsidio de vivienda?" on an English page', async ({ page }) => {
  await recordLiveRegions(page);
  await openCairn(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const exchange = await ask(page, '¿Cuánto es el subsidio de vivienda?');
  await expect(exchange.locator('blockquote')).toHaveAttribute('lang', 'es');
  await expect(exchange.locator('.sources')).toContainText('Subsidio de Alivio para la Vivienda');
  await expect.poll(() => announcements(page)).toEqual([{ politeness: 'polite', text: 'Respuesta encontrada en Subsidio de Alivio para la Vivienda, sección Cuánto recibe.' }]);
  await expect(page.locator('[aria-live="polite"] span[lang="es"]')).toHaveText('Respuesta encontrada en Subsidio de Alivio para la Vivienda, sección Cuánto recibe.');
});

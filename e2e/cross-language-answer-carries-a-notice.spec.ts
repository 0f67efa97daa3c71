/**
 * When no passage in the resident's language answers but one in another language does, the answer quotes it
 * untranslated and says so first, in the resident's language, naming the other language in it ("inglés"). The status
 * a screen reader speaks says so too. Here: Spanish selected, the English-only GoPass.
 */
import { expect, test } from '@playwright/test';
import { ask, chooseLanguage, openCairn } from './cairn-page.ts';
import { announcements, recordLiveRegions } from './live-region-recorder.ts';

test('a Spanish question naming Harbor GoPass gets the English passage and a Spanish notice', async ({ page }) => {
  await recordLiveRegions(page);
  await openCairn(page);
  await chooseLanguage(page, 'es');
  const exchange = await ask(page, 'Harbor GoPass');

  const notice = exchange.locator('.answer > .notice');
  await expect(notice).toHaveText(
    'Ningún documento en español responde a esta pregunta. El fragmento de abajo se cita sin traducir de un documento en inglés.',
  );
  await expect(notice).toHaveAttribute('lang', 'es');
  // The notice comes before the quote, so it is read first.
  await expect(exchange.locator('.answer > :first-child')).toHaveClass(/notice/u);
  await expect(exchange.locator('blockquote.quote')).toHaveAttribute('lang', 'en');
  await expect(exchange.locator('ol.sources > li')).toHaveAttribute('data-passage', 'transit-pass-en#1');
  await expect
    .poll(() => announcements(page))
    .toEqual([
      // The switch to Spanish, then the answer.
      { politeness: 'polite', text: 'Idioma de la página: Español.' },
      { politeness: 'polite', text: 'Respuesta encontrada en Harbor GoPass. La cita está en inglés, sin traducir.' },
    ]);
});

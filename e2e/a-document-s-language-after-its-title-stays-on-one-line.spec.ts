/**
 * A document's language said after its title ("Harbor GoPass (inglés)") stays on one line: in Han and kana a line may
 * break between any two characters, and a resident trial on a phone (session 34) saw "(日本" and "語)" on two lines. The
 * demo has no Japanese: the note the page made is given the words a Japanese site's would have, in a column narrower
 * than they are.
 */
import { expect, test } from '@playwright/test';
import { ask, chooseLanguage, openCairn } from './cairn-page.ts';

test.use({ viewport: { width: 360, height: 740 }, hasTouch: true });

test('a language note, "(日本語)" in a column narrower than itself, is one line', async ({ page }) => {
  await openCairn(page);
  await chooseLanguage(page, 'es');
  const exchange = await ask(page, '¿Cómo renuevo una licencia de pesca?');
  const note = exchange.locator('.refusal-topics .related-language').first();
  await expect(note).toHaveText(' (inglés)');
  // The lines an inline element's boxes sit on, told by their tops (one line may hold several boxes).
  const lines = await note.evaluate((element) => {
    element.textContent = ' (日本語)';
    (element.parentElement as HTMLElement).style.inlineSize = '2em';
    return new Set([...element.getClientRects()].map((rect) => Math.round(rect.top))).size;
  });
  expect(lines).toBe(1);
});

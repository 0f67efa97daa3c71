/**
 * A refusal lists the documents' titles as buttons in a sentence ("The documents cover A, B, and C."). A button is a
 * box, and one whose title wraps is as wide as the line: at 200% text on a 320 px phone a resident trial saw each comma
 * after such a title on a line of its own. The comma or full stop after a title now ends the title's last line, or its
 * language's, said after it ("Contact and office hours (inglés),").
 */
import { expect, test, type Page } from '@playwright/test';
import { ask, chooseLanguage, openCairn, QUESTIONS } from './cairn-page.ts';

test.use({ viewport: { width: 320, height: 700 }, hasTouch: true, isMobile: true });

/**
 * For each title followed by punctuation: the punctuation, and how far its line is from the last line of what it
 * follows (the title, or the title's language after it).
 */
const punctuationOffsets = (page: Page) =>
  page.locator('.refusal-topics').first().evaluate((line) =>
    [...line.querySelectorAll('button.show-in-document')].flatMap((button) => {
      const after = button.querySelector('.after-title');
      if (after === null) return [];
      const lines = [...(button.querySelector('.related-language') ?? button.querySelector('bdi')!).getClientRects()];
      return [{ text: after.textContent, offset: Math.abs(after.getBoundingClientRect().bottom - lines.at(-1)!.bottom) }];
    }),
  );

test('the fishing licence refused at 200% text, in English, Arabic and Spanish', async ({ page }) => {
  await openCairn(page);
  await page.evaluate(() => {
    document.documentElement.style.fontSize = '200%';
  });
  await ask(page, QUESTIONS.fishing);
  // Five titles: four commas and the full stop; each wrapped title keeps its comma.
  expect(await punctuationOffsets(page)).toEqual(['', '', '', '', ''].map((_, k) => ({ text: k < 4 ? ',' : '.', offset: 0 })));
  await expect(page.locator('.refusal-topics').first()).toHaveText('The documents cover Contact and office hours, Fresh Start Grocery Allowance, Housing Relief Grant, Harbor GoPass, and Winter Utility Credit.');
  // The comma is not in a title's name.
  await expect(page.locator('.refusal-topics button').first()).toHaveAccessibleName('Read the document: Contact and office hours');
  await chooseLanguage(page, 'ar');
  await ask(page, 'كيف أجدد رخصة الصيد؟');
  // Arabic's list joins with "و", no commas; the full stop after the last title.
  expect(await punctuationOffsets(page)).toEqual([{ text: '.', offset: 0 }]);
  // In Spanish, two titles are said to be in English ("Contact and office hours (inglés),"): their comma follows that.
  await chooseLanguage(page, 'es');
  await ask(page, '¿Cómo renuevo una licencia de pesca?');
  expect(await punctuationOffsets(page)).toEqual([',', ',', ',', '.'].map((text) => ({ text, offset: 0 })));
});

/**
 * An English passage quoted in an Arabic conversation keeps its own language and direction — it sits on an
 * element with lang="en" dir="ltr", so it is read with an English voice and laid out left to right inside the
 * right-to-left page — and the answer says, in Arabic, that the passage is quoted untranslated from English, naming
 * English in Arabic ("الإنجليزية"), a word an Arabic reader reads and an Arabic voice says.
 */
import { expect, test } from '@playwright/test';
import { ask, chooseLanguage, openCairn, QUESTIONS } from './cairn-page.ts';

test('كم قيمة GoPass في الشهر؟ is answered from the English GoPass document', async ({ page }) => {
  await openCairn(page);
  await chooseLanguage(page, 'ar');
  const exchange = await ask(page, QUESTIONS.goPassInArabic);

  const quote = exchange.locator('blockquote.quote');
  await expect(quote).toHaveCount(1);
  await expect(quote).toHaveAttribute('lang', 'en');
  await expect(quote).toHaveAttribute('dir', 'ltr');
  await expect(quote).toContainText('The GoPass costs $20 per year.');
  expect(await quote.evaluate((element) => getComputedStyle(element).direction)).toBe('ltr');

  const notice = exchange.locator('.notice');
  await expect(notice).toHaveAttribute('lang', 'ar');
  await expect(notice).toHaveAttribute('dir', 'rtl');
  await expect(notice).toContainText('لا يوجد مستند باللغة العربية يجيب عن هذا السؤال');
  await expect(notice).toContainText('من مستند باللغة الإنجليزية.');
  // Both names are Arabic words: nothing in the notice is marked as another language.
  await expect(notice.locator('bdi')).toHaveCount(0);
  await expect(exchange.locator('ol.sources > li')).toHaveAttribute('data-passage', 'transit-pass-en#3');
});

/**
 * Before the first question the page says what residents may ask, in the agency's words (`[page] hint` and
 * `[page.hint_by_language]` in the demo's cairn.toml) and in the language the page is in: a web team found Cairn's one
 * sentence, worded for a benefits office ("how much it pays"), on its library's page and had no way to change it.
 * Where the agency gives none, the page says its own (unit tests: `hintFor`).
 */
import { expect, test } from '@playwright/test';
import { chooseLanguage, openCairn } from './cairn-page.ts';

test("the demo's hint names its programs in English, then in Arabic", async ({ page }) => {
  await openCairn(page);
  const hint = page.locator('.transcript .hint');
  await expect(hint).toHaveText('Ask about help with groceries, winter utility bills, rent or bus and ferry fares: who can apply, how much it pays, how to apply.');

  await chooseLanguage(page, 'ar');
  await expect(hint).toHaveText('اسأل عن المساعدة في البقالة أو فواتير الطاقة في الشتاء أو الإيجار: من يحق له التقديم، وكم المبلغ، وكيف تقدّم.');
  // Written for the Arabic page, so it is in the page's language and marked with no other.
  await expect(hint).not.toHaveAttribute('lang');
});

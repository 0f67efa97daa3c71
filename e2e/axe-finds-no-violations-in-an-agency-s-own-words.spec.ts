/**
 * axe-core finds no WCAG 2.2 A/AA violation with the page in an agency's own words for a language Cairn has none in
 * (`[page_words.ru]` of eval/corpora/russian, previewed on a copy of the demo corpus): switched to Russian, with a
 * Russian refusal naming the documents and an English passage quoted.
 */
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { ask, openCairn } from './cairn-page.ts';
import { GOPASS_FEE_QUESTION, previewDemoWithRussian, removeFolders } from './operator-page.ts';

test.afterEach(removeFolders);

test('the page in Russian words, with a Russian refusal and an English passage quoted', async ({ page }) => {
  await openCairn(page);
  await previewDemoWithRussian(page, { pageWords: true });
  await page.locator('#language').selectOption('ru');
  await page.locator('button.language-apply').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');

  await ask(page, 'Как продлить водительские права?');
  // The demo's GoPass page is English: its passage is quoted, marked English, inside the Russian page.
  const answered = await ask(page, GOPASS_FEE_QUESTION);
  await expect(answered.locator('blockquote.quote[lang="en"]')).toHaveCount(1);
  await expectNoAxeViolations(page);
});

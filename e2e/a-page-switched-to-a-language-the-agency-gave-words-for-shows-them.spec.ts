/**
 * An agency's own words for the page (`[page_words.LANG]` in cairn.toml): with a Russian document, the Russian words
 * of eval/corpora/russian and its `[messages.ru]` added to a copy of the demo corpus, choosing Русский turns the page
 * Russian — its buttons, labels and headings, `<html lang="ru">`, the switch said in Russian — where without the table
 * it stays English (the spec beside it), and a refusal's sentence naming the documents is Russian too.
 */
import { expect, test } from '@playwright/test';
import { ask, openCairn } from './cairn-page.ts';
import { previewDemoWithRussian, removeFolders } from './operator-page.ts';

test.afterEach(removeFolders);

const RETURNED = 'The questions are answered from the published corpus again.';

test('Русский chosen on a corpus with [page_words.ru]: the page speaks Russian, marked Russian', async ({ page }) => {
  await openCairn(page);
  await previewDemoWithRussian(page, { pageWords: true });

  await page.locator('#language').selectOption('ru');
  // The button names what it will do in the language chosen, before it is pressed.
  await expect(page.locator('button.language-apply')).toHaveText('Сменить язык');
  await expect(page.locator('button.language-apply')).toHaveAttribute('lang', 'ru');
  await page.locator('button.language-apply').click();

  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.locator('[aria-live="polite"]').filter({ hasText: 'Язык страницы' })).toHaveText('Язык страницы: Русский.');
  await expect(page.locator('#contact-heading')).toHaveText('Связаться с сотрудником');
  await expect(page.getByRole('button', { name: 'Отправить' })).toBeVisible();
  await expect(page.getByLabel('Ваш вопрос')).toBeVisible();

  const exchange = await ask(page, 'Как продлить водительские права?');
  await expect(exchange.locator('h3')).toHaveText('Ваш вопрос: Как продлить водительские права?');
  // The sentence naming the documents is in the page's Russian words, so it carries no language of its own.
  await expect(exchange.locator('.refusal-topics')).toHaveText(/^В документах есть сведения по следующим темам: /u);
  await expect(exchange.locator('.refusal-topics')).not.toHaveAttribute('lang', /./u);

  // Back on the published corpus, which has no Russian words, the page's words are English again, and say so in English.
  await page.getByRole('link', { name: 'Управление предпросмотром' }).click();
  await page.getByRole('button', { name: 'Вернуться к опубликованному корпусу' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('[aria-live="polite"]').filter({ hasText: 'published' })).toHaveText(RETURNED);
  await expect(page.getByRole('link', { name: 'Back to the questions' })).toBeVisible();
});

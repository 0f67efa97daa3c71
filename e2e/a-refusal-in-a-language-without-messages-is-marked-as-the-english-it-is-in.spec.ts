/**
 * A corpus language Cairn has no sentences in and the agency gave none for (a previewed copy of the demo corpus with a
 * Russian document and no `[messages.ru]`): a Russian question is refused in Cairn's English sentences, and the refusal
 * is marked English — before, it was marked Russian, and a screen reader read the English with a Russian voice.
 */
import { expect, test } from '@playwright/test';
import { ask, openCairn } from './cairn-page.ts';
import { previewDemoWithRussian, removeFolders } from './operator-page.ts';

test.afterEach(removeFolders);

test('a Russian question refused in English on a corpus without [messages.ru] is marked English', async ({ page }) => {
  await openCairn(page);
  await previewDemoWithRussian(page, { messages: false });

  const exchange = await ask(page, 'Как продлить водительские права?');
  await expect(exchange.locator('.refusal > p').first()).toHaveText(/^I found no passage in Harbor County Community Assistance's documents that answers this\./u);
  await expect(exchange.locator('.refusal')).toHaveAttribute('lang', 'en');
  await expect(exchange.locator('.refusal')).toHaveAttribute('dir', 'ltr');
  // The question itself stays marked as the Russian it was read as.
  await expect(exchange.locator('h3 bdi')).toHaveAttribute('lang', 'ru');
});

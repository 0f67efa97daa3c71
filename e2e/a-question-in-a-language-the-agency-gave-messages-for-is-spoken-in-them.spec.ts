/**
 * An agency's own message tables (`[messages.LANG]` in cairn.toml): with a Russian document and the Russian table of
 * eval/corpora/russian added to a copy of the demo corpus, a Russian question the documents cannot answer is refused
 * in Russian, and its status is spoken as Russian (marked `lang="ru"`), where Cairn's own tables would say it in English.
 */
import { expect, test } from '@playwright/test';
import { ask, openCairn } from './cairn-page.ts';
import { announcements, recordLiveRegions } from './live-region-recorder.ts';
import { previewDemoWithRussian, removeFolders } from './operator-page.ts';

test.afterEach(removeFolders);

const REFUSED = 'В документах организации ответа нет. ';

test('a Russian question on a corpus with [messages.ru] is refused, and spoken, in Russian', async ({ page }) => {
  await recordLiveRegions(page);
  await openCairn(page);
  await previewDemoWithRussian(page);

  const exchange = await ask(page, 'Как продлить водительские права?');
  await expect(exchange.locator('.refusal > p').first()).toHaveText(/^В документах организации Harbor County Community Assistance нет фрагмента/u);
  // The page has no Russian words of its own: the sentence naming the documents is English, and marked so.
  await expect(exchange.locator('.refusal-topics')).toHaveAttribute('lang', 'en');
  await expect.poll(async () => (await announcements(page)).filter((a) => a.politeness === 'polite').map((a) => a.text.slice(0, REFUSED.length))).toContain(REFUSED);
  await expect(page.locator('[aria-live="polite"] span[lang="ru"]')).toHaveText(/^В документах организации ответа нет\. /u);
});

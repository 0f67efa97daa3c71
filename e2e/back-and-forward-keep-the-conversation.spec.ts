/**
 * A resident who leaves the page with Back, or follows a link away, and comes back with Forward or Back finds the
 * conversation as it was, and can go on asking: the browser keeps the page in its back-forward cache, in memory only
 * (nothing is stored: the questions are never kept across a reload, DESIGN.md). Playwright turns that cache off by
 * default, which made a resident trial (session 49) see the conversation lost; this spec turns it back on, as every
 * resident's browser has it, and fails if the page stops being one the cache may keep (an `unload` handler, a
 * `Cache-Control: no-store`, a connection left open).
 */
import { expect, test } from '@playwright/test';
import config from '../playwright.config.ts';
import { ask, exchanges, openCairn, QUESTIONS } from './cairn-page.ts';

// The suite's own browser, with the one argument Playwright adds to turn the cache off left out.
test.use({ launchOptions: { ...config.projects![0]!.use!.launchOptions, ignoreDefaultArgs: ['--disable-back-forward-cache'] } });

test('a question answered, the page left and come back to: the answer is there, and the next question is answered', async ({ page }) => {
  await openCairn(page);
  const first = await ask(page, QUESTIONS.grocery);
  await expect(first.locator('blockquote.quote')).toContainText('$85');

  // Away to another page of the site, then Back: restored from the cache, the page fires no load event.
  await page.goto('/favicon.svg');
  await page.goBack({ waitUntil: 'commit' });
  await expect(exchanges(page)).toHaveCount(1);
  await expect(exchanges(page).first().locator('blockquote.quote')).toContainText('$85');
  await expect(page.locator('#question')).toBeEditable();

  // The engine's worker came back with the page.
  const second = await ask(page, 'How much does the GoPass cost?');
  await expect(second.locator('blockquote.quote')).toContainText('$20');
  await expect(exchanges(page)).toHaveCount(2);
});

/**
 * A failed index load is tried once and announced once; the next try is the resident's next question. A page
 * that retried on its own would hammer the server and, worse, re-announce the assertive alert on every retry,
 * drowning a screen reader in the same error.
 *
 * Found by this spec: the announcer object was rebuilt on every render, so the load effect re-ran after each
 * failure's re-render (~50 requests and alerts a second). The announcer is now memoised.
 */
import { expect, test, type Page } from '@playwright/test';
import { alertRegion, exchanges, INDEX_URL, openCairn, QUESTIONS } from './cairn-page.ts';
import { announcements, recordLiveRegions } from './live-region-recorder.ts';

/**
 * Lets the page run for `frames` animation frames. A retry loop driven by re-renders fires within a frame or two
 * of the failure it follows; a page that does not retry stays quiet however long this waits. So this bounded
 * wait can only make the check pass wrongly on an extremely slow machine, never fail wrongly.
 */
async function letFramesPass(page: Page, frames: number): Promise<void> {
  await page.evaluate(
    (count) => new Promise<void>((resolve) => {
      const step = (left: number) => (left === 0 ? resolve() : requestAnimationFrame(() => step(left - 1)));
      step(count);
    }),
    frames,
  );
}

test('one request and one alert per attempt: on load, then on each send', async ({ page }) => {
  let requests = 0;
  await page.route(INDEX_URL, (route) => {
    requests += 1;
    return route.fulfill({ status: 404, body: 'Not Found' });
  });
  await recordLiveRegions(page);
  await openCairn(page);
  await expect(alertRegion(page)).toContainText('could not be found on this site');
  await letFramesPass(page, 30);
  expect(requests, 'index.json requests after the failed load at start-up').toBe(1);
  expect((await announcements(page)).filter((a) => a.politeness === 'assertive')).toHaveLength(1);

  await page.locator('#question').fill(QUESTIONS.grocery);
  await page.locator('#question').press('Enter');
  await expect.poll(() => requests).toBe(2);
  await letFramesPass(page, 30);
  expect(requests, 'index.json requests after one send').toBe(2);
  expect((await announcements(page)).filter((a) => a.politeness === 'assertive')).toHaveLength(2);
  await expect(exchanges(page)).toHaveCount(0);
});

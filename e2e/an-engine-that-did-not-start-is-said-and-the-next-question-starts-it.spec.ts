/**
 * A connection that drops as the page opens can fail the engine worker's script. Every call then waited for a worker
 * that never started, and the page said "Searching the documents…" for good (a resident trial, session 47). Now it is
 * said as documents that could not be loaded are, in the alert region, and the next question starts a new worker.
 */
import { expect, test } from '@playwright/test';
import { alertRegion, ask, openCairn, QUESTIONS } from './cairn-page.ts';

test("the engine worker's script fails, then loads", async ({ page }) => {
  let connected = false;
  let requests = 0;
  await page.route(/engine\.worker-[^/]*\.js$/u, async (route) => {
    requests++;
    if (connected) await route.continue();
    else await route.abort('internetdisconnected');
  });
  await openCairn(page);
  await expect(alertRegion(page)).toHaveText("The agency's documents could not be loaded. Check your connection, then ask your question.");
  await expect(page.locator('button.send')).not.toHaveAttribute('aria-disabled', 'true');

  connected = true;
  const exchange = await ask(page, QUESTIONS.grocery);
  await expect(exchange.locator('blockquote')).toContainText('$85');
  expect(requests).toBe(2);
});

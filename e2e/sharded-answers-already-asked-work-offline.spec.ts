/**
 * A sharded index offline: the service worker keeps every shard a question fetched (checked against its name), so a
 * resident who asked once can lose the connection, reload, and ask again. (Every other sharded spec blocks the
 * service worker, as most specs do — see playwright.config.ts.)
 */
import { expect, test } from '@playwright/test';
import { alertRegion, ask, QUESTIONS } from './cairn-page.ts';
import { untilControlled } from './service-worker-control.ts';

const SHARDED = 'http://127.0.0.1:4174/sharded/';

test.use({ serviceWorkers: 'allow' });

test('a question answered once from a sharded index is answered again offline after a reload', async ({ page, context }) => {
  await page.goto(SHARDED);
  await untilControlled(page);
  // Reloaded under the service worker, so the engine worker's fetches go through it too.
  await page.reload();
  await expect(page.locator('#question')).toBeEditable();
  await ask(page, QUESTIONS.grocery);
  const kept = await page.evaluate(async () => (await (await caches.open(`cairn-shards:${new URL(navigator.serviceWorker.controller!.scriptURL).pathname.replace(/sw\.js$/u, '')}`)).keys()).length);
  expect(kept).toBeGreaterThan(0);

  await context.setOffline(true);
  await page.reload();
  await expect(page.locator('#question')).toBeEditable();
  const exchange = await ask(page, QUESTIONS.grocery);
  await expect(exchange.locator('ol.sources > li')).toHaveAttribute('data-passage', 'grocery-allowance-en#3');
  await expect(alertRegion(page)).toHaveText('');
});

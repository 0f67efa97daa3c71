/**
 * The agency republished its sharded index while a page was open, under its service worker, and the shards that
 * page's manifest names are gone: the page tells the resident to reload (not to check a connection that works),
 * quotes nothing, and keeps the question. The check reads the site's index past the service worker's precache,
 * which holds the page's own.
 */
import { resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { alertRegion, exchanges } from './cairn-page.ts';
import { untilControlled } from './service-worker-control.ts';
import { shardedSiteToRepublish } from './republished-sharded-site.ts';

const SITE = 'http://127.0.0.1:4174/republish-sharded/';
const DIR = resolve(import.meta.dirname, '../.cairn-build/republish-sharded/site');
const REPUBLISHED = 'The agency has published new documents since this page was opened. Reload the page, then send your question again.';
const QUESTION = 'How much does the GoPass cost?';

test.use({ serviceWorkers: 'allow' });

test('a shard gone because the index was republished asks for a reload, and nothing is quoted', async ({ page }) => {
  test.setTimeout(120_000);
  const site = shardedSiteToRepublish(DIR);
  await page.goto(SITE);
  await untilControlled(page);
  const box = page.locator('#question');
  await expect(box).toBeEditable();
  site.republish();
  await box.fill(QUESTION);
  await box.press('Enter');
  await expect(alertRegion(page)).toHaveText(REPUBLISHED);
  await expect(exchanges(page)).toHaveCount(0);
  await expect(box).toHaveValue(QUESTION);
});

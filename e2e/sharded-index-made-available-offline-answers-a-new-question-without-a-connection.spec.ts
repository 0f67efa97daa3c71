/**
 * "Make available offline": on a sharded index under a service worker, one button downloads every shard the
 * manifest names, the outcome is said politely, the shard cache lets go of files no longer named, and then a
 * question never asked before is answered with no connection at all — every shard it needs was kept.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { alertRegion, ask, chooseLanguage, QUESTIONS } from './cairn-page.ts';
import { announcements, recordLiveRegions } from './live-region-recorder.ts';

const SHARDED = 'http://127.0.0.1:4174/sharded/';
/** An earlier build's shard, left in the cache: a complete download lets it go. */
const STALE = `${SHARDED}index-shards/${'0'.repeat(24)}.json`;

/** Every shard the built manifest names (the demo's tables are small enough to be listed in it, not paged). */
function namedShards(): Set<string> {
  const manifest = JSON.parse(readFileSync(resolve(import.meta.dirname, '../dist-sharded/index.json'), 'utf8')) as {
    directory: string;
    languages: Record<string, { dictionary: Record<string, string> }>;
    terms: { paged: boolean; names: string[] };
    documentShards: { paged: boolean; names: string[] };
    passageShards: { paged: boolean; names: string[] };
  };
  const tables = [manifest.terms, manifest.documentShards, manifest.passageShards];
  expect(tables.some((table) => table.paged)).toBe(false);
  return new Set([manifest.directory, ...Object.values(manifest.languages).flatMap((l) => Object.values(l.dictionary)), ...tables.flatMap((t) => t.names)]);
}


test.use({ serviceWorkers: 'allow' });

test('a sharded index made available offline answers a question never asked, with no connection', async ({ page, context }) => {
  await recordLiveRegions(page);
  await page.goto(SHARDED);
  const make = page.getByRole('button', { name: 'Make available offline' });
  // Offered once the service worker controls the page: before that, nothing fetched would be kept.
  await expect(make).toBeVisible();
  await page.evaluate(async (stale) => {
    await (await caches.open(`cairn-shards:${new URL(document.baseURI).pathname}`)).put(stale, new Response('{}'));
  }, STALE);
  await make.click();
  const named = namedShards();
  await expect(page.locator('.offline p.hint')).toHaveText(`Available offline: all ${named.size} files are on this device.`);
  expect((await announcements(page)).filter((a) => a.politeness === 'polite').map((a) => a.text)).toEqual([
    "Downloading the agency's documents for offline use…",
    `Available offline: all ${named.size} files are on this device.`,
  ]);
  const expected = [...named].map((name) => `${SHARDED}index-shards/${name}.json`).sort();
  // The service worker lets go of the stale file once the page has named every file it needs.
  const cached = () =>
    page.evaluate(async () => {
      const cache = await caches.open(`cairn-shards:${new URL(document.baseURI).pathname}`);
      return (await cache.keys()).map((request) => request.url).sort();
    });
  await expect.poll(cached).toEqual(expected);
  await expect(make).toBeFocused();

  await context.setOffline(true);
  await page.reload();
  await expect(page.locator('#question')).toBeEditable();
  const exchange = await ask(page, QUESTIONS.grocery);
  await expect(exchange.locator('ol.sources > li')).toHaveAttribute('data-passage', 'grocery-allowance-en#3');
  await chooseLanguage(page, 'ar');
  const arabic = await ask(page, QUESTIONS.housingInArabic);
  await expect(arabic.locator('ol.sources > li')).toHaveAttribute('data-passage', 'housing-relief-ar#3');
  await expect(alertRegion(page)).toHaveText('');
});

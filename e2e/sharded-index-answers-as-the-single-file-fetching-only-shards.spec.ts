/**
 * The demo published with a sharded index (`npm run build:sharded`, served as a static host serves it): the page
 * answers exactly as it does from the single file, and fetches the manifest and a few shards, never the whole index.
 */
import { expect, test } from '@playwright/test';
import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { ask, QUESTIONS, SAID } from './cairn-page.ts';

const SHARDED = 'http://127.0.0.1:4174/sharded/';

test('the sharded demo quotes the passage the single file quotes, from a few of its shards', async ({ page }) => {
  const fetched: string[] = [];
  page.on('requestfinished', (request) => fetched.push(new URL(request.url()).pathname));
  await page.goto(SHARDED);
  await expect(page.locator('#question')).toBeEditable();
  const exchange = await ask(page, QUESTIONS.grocery);
  await expect(exchange.locator('ol.sources > li')).toHaveAttribute('data-passage', 'grocery-allowance-en#3');
  await expect(page.locator('[aria-live="polite"]').filter({ hasText: SAID.groceryStatus })).toHaveCount(1);

  const shards = fetched.filter((path) => path.startsWith('/sharded/index-shards/'));
  const published = readdirSync(resolve(import.meta.dirname, '../dist-sharded/index-shards')).length;
  expect(fetched).toContain('/sharded/index.json');
  expect(shards.length).toBeGreaterThan(0);
  expect(shards.length).toBeLessThan(published / 4);
  expect(new Set(shards).size).toBe(shards.length);
});

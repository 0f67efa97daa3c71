/**
 * A resident made the sharded documents available offline; the agency then republished. On the next visit the page
 * says the copy on this device is missing current documents (it checks what is kept, downloading nothing), offers to
 * update it, and once updated answers from the new documents with no connection.
 */
import { resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { alertRegion, ask } from './cairn-page.ts';
import { untilControlled } from './service-worker-control.ts';
import { shardedSiteToRepublish } from './republished-sharded-site.ts';

const SITE = 'http://127.0.0.1:4174/offline-update/';
const DIR = resolve(import.meta.dirname, '../.cairn-build/offline-update/site');

test.use({ serviceWorkers: 'allow' });

test('an offline copy made before a republication is said to be out of date, and updating it answers offline', async ({ page, context }) => {
  test.setTimeout(120_000);
  const site = shardedSiteToRepublish(DIR);
  await page.goto(SITE);
  await untilControlled(page);
  await page.getByRole('button', { name: 'Make available offline' }).click();
  await expect(page.locator('.offline p.hint')).toHaveText(/^Available offline: all \d+ files are on this device\.$/u);

  site.republish();
  await page.reload();
  const update = page.getByRole('button', { name: 'Update the offline copy' });
  await expect(update).toBeVisible();
  await expect(page.locator('.offline p.hint')).toHaveText("The copy on this device is missing some of the agency's current documents. Update it to answer every question offline.");
  await update.click();
  await expect(page.locator('.offline p.hint')).toHaveText(/^Available offline: all \d+ files are on this device\.$/u);

  await context.setOffline(true);
  await page.reload();
  await expect(page.locator('#question')).toBeEditable();
  const exchange = await ask(page, 'How much does the GoPass cost?');
  await expect(exchange.locator('blockquote.quote')).toContainText('The GoPass costs $25 per year.');
  await expect(alertRegion(page)).toHaveText('');
});

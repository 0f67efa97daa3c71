/**
 * A device without room for the offline copy: the download says the storage is full (not the connection), and the
 * questions asked afterwards, online, are answered — a file the service worker cannot store is served all the same.
 */
import { expect, test } from '@playwright/test';
import { alertRegion, ask, QUESTIONS } from './cairn-page.ts';
import { untilControlled } from './service-worker-control.ts';

const ORIGIN = 'http://127.0.0.1:4174';
const FULL = "This device does not have enough free storage to keep every file, so this page may not answer every question offline. Free some space and try again.";

test.use({ serviceWorkers: 'allow' });

test('a download on a full device says the storage is full, and questions are still answered online', async ({ page, context }) => {
  await page.goto(`${ORIGIN}/sharded/`);
  await untilControlled(page);
  const cdp = await context.newCDPSession(page);
  const { usage } = await cdp.send('Storage.getUsageAndQuota', { origin: ORIGIN });
  // Room for a few more shards, not for all of them.
  await cdp.send('Storage.overrideQuotaForOrigin', { origin: ORIGIN, quotaSize: usage + 20_000 });
  await page.getByRole('button', { name: 'Make available offline' }).click();
  await expect(alertRegion(page)).toHaveText(FULL);
  await expect(page.locator('.offline p.hint')).toHaveText(FULL);

  const exchange = await ask(page, QUESTIONS.grocery);
  await expect(exchange.locator('ol.sources > li')).toHaveAttribute('data-passage', 'grocery-allowance-en#3');
  await expect(alertRegion(page)).toHaveText('');
});

/**
 * The offline download is cancelled with the same button that started it: focus never moves, the download stops
 * short of the whole index, and the page says so politely — nothing in the alert region.
 */
import { expect, test } from '@playwright/test';
import { alertRegion } from './cairn-page.ts';

// The demo's sharded index on a host that answers each request after 400 ms (playwright.config.ts).
const SLOW = 'http://127.0.0.1:4174/sharded-slow/';

test.use({ serviceWorkers: 'allow' });

test('cancelling the offline download stops it, says so, and keeps focus on the button', async ({ page }) => {
  await page.goto(SLOW);
  const make = page.getByRole('button', { name: 'Make available offline' });
  await make.focus();
  await page.keyboard.press('Enter');
  const cancel = page.getByRole('button', { name: 'Cancel download' });
  await expect(cancel).toBeFocused();
  await expect(page.getByRole('progressbar', { name: 'Download progress' })).toBeVisible();
  await expect(page.locator('.offline p.hint')).toHaveText(/^Downloaded \d+ of \d+ files$/u);
  const total = Number(/of (\d+) files/u.exec((await page.locator('.offline p.hint').textContent())!)![1]);
  await page.keyboard.press('Enter');
  await expect(page.locator('.offline p.hint')).toHaveText('Download cancelled. What was already downloaded stays on this device.');
  await expect(make).toBeFocused();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  const kept = await page.evaluate(async () => {
    const shards = (await caches.keys()).find((name) => name.startsWith('cairn-shards:'));
    return shards === undefined ? 0 : (await (await caches.open(shards)).keys()).length;
  });
  expect(kept).toBeLessThan(total);
  await expect(alertRegion(page)).toHaveText('');
});

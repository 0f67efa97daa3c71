/**
 * After one visit, the page works with no network at all: the service worker has the page, its scripts and the
 * index, so a resident who loses the connection can reload and still get answers, and read the cited passage in its
 * whole document (built from the index, nothing fetched). (Every other spec blocks the
 * service worker — see playwright.config.ts — this one is about it.)
 */
import { expect, test } from '@playwright/test';
import { ask, openCairn, QUESTIONS } from './cairn-page.ts';
import { untilControlled } from './service-worker-control.ts';
import { guardPolicy } from './policy-guard.ts';

test.use({ serviceWorkers: 'allow' });

test('reload while offline, then ask', async ({ page, context, baseURL }) => {
  const guard = await guardPolicy(page, context, [new URL(baseURL!).origin]);
  await openCairn(page);
  // Installed, precached and in control of this page.
  await untilControlled(page);

  await context.setOffline(true);
  expect(await page.evaluate(() => navigator.onLine)).toBe(false);
  await page.reload();
  await expect(page.locator('#question')).toBeEditable();
  const exchange = await ask(page, QUESTIONS.grocery);
  await expect(exchange.locator('ol.sources > li')).toHaveAttribute('data-passage', 'grocery-allowance-en#3');
  await exchange.locator('button.show-in-document').click();
  await expect(page.locator('dialog.document-view .document-passage.cited')).toHaveAttribute('data-passage', 'grocery-allowance-en#3');
  await expect(page.locator('[role="alert"]')).toHaveText('');
  guard.expectClean();
});

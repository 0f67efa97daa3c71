/**
 * The page and its index are one publication: a sound index.json of another build (another corpus fingerprint, and
 * so another digest, correctly computed) is not answered from. The alert says the two come from different
 * publications and what to do.
 */
import { expect, test } from '@playwright/test';
import { indexDigest, serializeIndex, type CairnIndex } from '../src/engine/format/index-format.ts';
import { alertRegion, exchanges, INDEX_URL, openCairn, QUESTIONS } from './cairn-page.ts';

test('index.json with another corpus fingerprint', async ({ page, request }) => {
  // The real index, fetched once up front, so the route answers at once every time it is asked.
  const real = await request.get('index.json');
  expect(real.ok()).toBe(true);
  const index = (await real.json()) as CairnIndex;
  expect(index.fingerprint).toMatch(/^sha256:[0-9a-f]{64}$/u);
  const rebuilt = { ...index, fingerprint: `sha256:${'0'.repeat(64)}` };
  const other = serializeIndex({ ...rebuilt, digest: indexDigest(rebuilt) });
  await page.route(INDEX_URL, (route) => route.fulfill({ status: 200, contentType: 'application/json', body: other }));
  await openCairn(page);

  await expect(alertRegion(page)).toHaveText(/come from different publications/u);
  await expect(alertRegion(page)).toContainText('Reload the page.');
  await page.locator('#question').fill(QUESTIONS.grocery);
  await page.locator('#question').press('Enter');
  await expect(alertRegion(page)).toHaveText(/come from different publications/u);
  await expect(exchanges(page)).toHaveCount(0);
});

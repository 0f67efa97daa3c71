/**
 * When index.json is missing (404), the alert region says so in words an operator can act on — naming
 * index.json and how to publish it — and the page keeps working: once the index can be loaded, the next
 * question is answered and the alert is cleared, without a reload.
 */
import { expect, test } from '@playwright/test';
import { alertRegion, ask, INDEX_URL, openCairn, QUESTIONS } from './cairn-page.ts';

test('a 404 for index.json, then the index comes back', async ({ page }) => {
  let requests = 0;
  await page.route(INDEX_URL, (route) => {
    requests += 1;
    return route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not Found' });
  });
  await openCairn(page);

  await expect(alertRegion(page)).toHaveText(/index\.json is missing/u);
  await expect(alertRegion(page)).toContainText('npm run build-index');
  await expect(alertRegion(page)).toContainText('You can keep your question and send it again later.');
  expect(requests).toBeGreaterThanOrEqual(1);

  await page.unroute(INDEX_URL);
  const exchange = await ask(page, QUESTIONS.grocery);
  await expect(exchange.locator('ol.sources > li')).toHaveAttribute('data-passage', 'grocery-allowance-en#3');
  await expect(alertRegion(page)).toHaveText('');
});

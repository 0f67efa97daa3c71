/**
 * When index.json is missing (404), the alert region says what that means for a resident — no question can be
 * answered here yet, keep it and send it later or use the contact — and nothing meant for operators; a disclosure
 * under it tells operators what to publish (index.json, npm run build-index). The page keeps working: once the index
 * can be loaded, the next question is answered, and the alert and the disclosure are gone, without a reload.
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

  await expect(alertRegion(page)).toHaveText(
    "The agency's documents could not be found on this site, so no question can be answered here yet. Try again later, or use the contact details on this page.",
  );
  const operators = page.locator('details.operator-details');
  await expect(operators.locator('summary')).toHaveText("For this site's operators");
  await expect(operators.locator('p').first()).toBeHidden();
  await operators.locator('summary').click();
  await expect(operators.locator('p').first()).toHaveText('index.json is missing: run npm run build-index and publish index.json beside this page.');
  await expect(operators.locator('code')).toHaveText(/\/index\.json(\?[^ ]*)? answered 404$/u);
  expect(requests).toBeGreaterThanOrEqual(1);

  await page.unroute(INDEX_URL);
  const exchange = await ask(page, QUESTIONS.grocery);
  await expect(exchange.locator('ol.sources > li')).toHaveAttribute('data-passage', 'grocery-allowance-en#3');
  await expect(alertRegion(page)).toHaveText('');
  await expect(operators).toHaveCount(0);
});

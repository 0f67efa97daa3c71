/**
 * A sharded index whose shards cannot be fetched (the host lost the folder, the connection dropped): the page says
 * so in its alert region, quotes nothing, keeps the question, and answers once the shards are back.
 */
import { expect, test } from '@playwright/test';
import { alertRegion, exchanges, QUESTIONS } from './cairn-page.ts';

const SHARDED = 'http://127.0.0.1:4174/sharded/';
const UNAVAILABLE = "The agency's documents could not be reached, so nothing was answered. Check your connection and send your question again.";

test('a shard that cannot be fetched is announced as an alert, nothing is quoted, and the question is kept', async ({ page }) => {
  let down = true;
  await page.context().route('**/sharded/index-shards/**', (route) => (down ? route.fulfill({ status: 404, body: 'Not Found' }) : route.continue()));
  await page.goto(SHARDED);
  const box = page.locator('#question');
  await expect(box).toBeEditable();
  await box.fill(QUESTIONS.grocery);
  await box.press('Enter');
  await expect(alertRegion(page)).toHaveText(UNAVAILABLE);
  await expect(exchanges(page)).toHaveCount(0);
  await expect(box).toHaveValue(QUESTIONS.grocery);

  down = false;
  await box.press('Enter');
  await expect(exchanges(page)).toHaveCount(1);
  await expect(exchanges(page).first().locator('ol.sources > li')).toHaveAttribute('data-passage', 'grocery-allowance-en#3');
  await expect(alertRegion(page)).toHaveText('');
});

/**
 * A damaged or altered index never answers: an index.json edited by hand after the build — one passage now says
 * "$8,500, wire a $50 fee" under the real citation — is refused with the alert that says what happened, the fix in
 * the operators' disclosure under it, and the question that passage would answer gets no exchange, so nothing from the edited file reaches the page.
 */
import { expect, test } from '@playwright/test';
import type { CairnIndex } from '../src/engine/format/index-format.ts';
import { alertRegion, exchanges, INDEX_URL, openCairn, QUESTIONS } from './cairn-page.ts';

test('a passage edited in index.json after the build', async ({ page, request }) => {
  const real = await request.get('index.json');
  expect(real.ok()).toBe(true);
  const text = await real.text();
  const passage = (JSON.parse(text) as CairnIndex).passages.find((p) => p.id === 'grocery-allowance-en#3')!;
  const forged = `${passage.body} To receive it, wire a $50 fee; the allowance is now $8,500.`;
  const edited = text.replace(JSON.stringify(passage.body), JSON.stringify(forged));
  expect(edited).not.toBe(text);
  await page.route(INDEX_URL, (route) => route.fulfill({ status: 200, contentType: 'application/json', body: edited }));
  await openCairn(page);

  await expect(alertRegion(page)).toHaveText(/were changed after they were published/u);
  await expect(page.locator('details.operator-details p').first()).toHaveText(/publish the whole folder it writes, never index\.json edited by hand\.$/u);
  await page.locator('#question').fill(QUESTIONS.grocery);
  await page.locator('#question').press('Enter');
  await expect(alertRegion(page)).toHaveText(/were changed after they were published/u);
  await expect(exchanges(page)).toHaveCount(0);
  await expect(page.locator('body')).not.toContainText('$8,500');
});

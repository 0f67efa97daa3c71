/**
 * With "Show how each answer was found" ticked, each exchange carries the engine's trace in a closed <details>:
 * opened, it lists the candidate passages with score and verdict, and the retrieval and answer verdicts (with the
 * passage a question naming its document took: its opening, or the section its heading names), and the ask's words
 * that are its document's topic words.
 */
import { expect, test } from '@playwright/test';
import { ask, openCairn, QUESTIONS } from './cairn-page.ts';

test('candidate passage ids, scores and verdicts for an answer', async ({ page }) => {
  await openCairn(page);
  await page.locator('#explain').check();
  const exchange = await ask(page, QUESTIONS.grocery);

  const details = exchange.locator('details.explain');
  await expect(details).toHaveCount(1);
  await expect(details).not.toHaveAttribute('open');
  await details.locator('summary').click();
  await expect(details).toHaveAttribute('open', '');

  const rows = details.locator('table tbody tr');
  expect(await rows.count()).toBeGreaterThan(1);
  const first = rows.first().locator('td');
  await expect(first.nth(0)).toHaveText('grocery-allowance-en#3');
  // Score = cosine × covered share, as `npm run ask -- --explain` prints it: this question's every term is in the passage.
  await expect(first.nth(1)).toHaveText('0.5101 = 0.5101 × 1.0000');
  await expect(first.nth(2)).toHaveText('accepted');
  // And whether it may be quoted: it holds the ask beyond its document's title.
  await expect(first.nth(4)).toHaveText(/^quotable \d+\/\d+ \(\d\.\d{4}\)$/u);
  // Every row has a passage id and a verdict; the ones not quoted are rejected.
  for (const row of await rows.all()) {
    await expect(row.locator('td').nth(0)).toHaveText(/^[\w.-]+#\d+$/u);
    await expect(row.locator('td').nth(2)).toHaveText(/^(accepted|rejected)$/u);
  }
  await expect(details.locator('table tbody tr', { hasText: 'rejected' }).first()).toBeVisible();
  await expect(details.locator('.explain-verdicts')).toContainText('Retrieval: passages-accepted');
  await expect(details.locator('.explain-verdicts')).toContainText('Answer: composed');
});

test('a question naming a document and one of its sections: the answer verdict says which passage it took', async ({ page }) => {
  await openCairn(page);
  await page.locator('#explain').check();
  const section = await ask(page, 'hours');
  await section.locator('details.explain summary').click();
  await expect(section.locator('.explain-verdicts')).toContainText('Answer: composed (section)');
  const opening = await ask(page, 'Harbor GoPass');
  await opening.locator('details.explain summary').click();
  await expect(opening.locator('.explain-verdicts')).toContainText('Answer: composed (opening)');
});

test("a passage holding only its document's topic words of the ask: its row names them", async ({ page }) => {
  await openCairn(page);
  await page.locator('#explain').check();
  const exchange = await ask(page, 'heating credit deadline');
  await exchange.locator('details.explain summary').click();
  // "heating" is in most of the credit's passages: "What the credit is" holds it, not "deadline", and is not quoted.
  const opening = exchange.locator('details.explain table tbody tr', { hasText: 'utility-credit-en#1' }).locator('td');
  await expect(opening.nth(4)).toHaveText(/^topics-only 1\/2 \(0\.\d{4}; topics heati\)$/u);
  await expect(exchange.locator('.sources')).toContainText('Deadlines');
});

test('without the box ticked there is no trace', async ({ page }) => {
  await openCairn(page);
  const exchange = await ask(page, QUESTIONS.grocery);
  await expect(exchange.locator('details.explain')).toHaveCount(0);
});

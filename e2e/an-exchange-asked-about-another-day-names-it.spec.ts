/**
 * An exchange asked about another day than today names the day under its question, and keeps naming it after the
 * date is changed back: the answers of a conversation may be for different days, and a resident trial found nothing on
 * an earlier answer said which (session 41). An exchange asked about today names its day only while the page answers
 * for another (under the page's "Answers as of January 1, 2027." it read as that day's answer: session 45).
 */
import { expect, test } from '@playwright/test';
import { ask, dateField, openCairn } from './cairn-page.ts';

const QUESTION = 'How much is the winter utility credit?';

test('asked on June 1, 2026 about today, then about January 1, 2027, then about today again', async ({ page }) => {
  await page.clock.setFixedTime(new Date(2026, 5, 1, 12, 0, 0));
  await openCairn(page);
  await ask(page, QUESTION);

  await (await dateField(page)).fill('2027-01-01');
  await expect(page.locator('#as-of-line')).toHaveText('Answers as of January 1, 2027.');
  const later = await ask(page, QUESTION);
  await expect(later.locator('.exchange-as-of')).toHaveText('Answers as of January 1, 2027.');
  await expect(later.locator('blockquote')).toContainText('$300');
  // The first, about today, names its day while the page answers for another (it read as that day's: a resident trial).
  await expect(page.locator('article.exchange').nth(1).locator('.exchange-as-of')).toHaveText('Answers as of June 1, 2026.');

  await (await dateField(page)).fill('2026-06-01');
  await expect(page.locator('#as-of-line')).toHaveText('Answers as of June 1, 2026.');
  await ask(page, QUESTION);
  const exchanges = page.locator('article.exchange');
  await expect(exchanges).toHaveCount(3);
  // Newest first: today's, the one about 2027 still naming its day, today's.
  await expect(exchanges.nth(0).locator('.exchange-as-of')).toHaveCount(0);
  await expect(exchanges.nth(1).locator('.exchange-as-of')).toHaveText('Answers as of January 1, 2027.');
  await expect(exchanges.nth(2).locator('.exchange-as-of')).toHaveCount(0);
});

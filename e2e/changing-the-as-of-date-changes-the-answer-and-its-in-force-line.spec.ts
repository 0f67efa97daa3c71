/**
 * Effective dates on the page: the day answers are for is shown ("Answers as of …", written as the page's language
 * writes dates) and can be changed with a date field. The Winter Utility Credit is $250 until December 31, 2026 and
 * $300 from January 1, 2027: the same question asked before and after changing the date quotes each version, with
 * its "in force" line; the change is announced politely, nothing assertively; axe finds nothing on the way.
 */
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { alertRegion, ask, dateField, openCairn } from './cairn-page.ts';
import { announcements, recordLiveRegions } from './live-region-recorder.ts';

const QUESTION = 'How much is the winter utility credit?';

test('June 1, 2026, then January 1, 2027', async ({ page }) => {
  // The resident's clock: the page's default as-of day is their local calendar day.
  await page.clock.setFixedTime(new Date(2026, 5, 1, 12, 0, 0));
  await recordLiveRegions(page);
  await openCairn(page);
  await expect(page.locator('#as-of-line')).toHaveText('Answers as of June 1, 2026.');
  await expect(page.locator('#as-of')).toHaveValue('2026-06-01');

  const before = await ask(page, QUESTION);
  await expect(before.locator('blockquote')).toContainText('Most households get a credit of $250.');
  await expect(before.locator('.sources .in-force')).toHaveText(' · In force from October 1, 2025 until December 31, 2026');
  await expectNoAxeViolations(page);

  await (await dateField(page)).fill('2027-01-01');
  await expect(page.locator('#as-of-line')).toHaveText('Answers as of January 1, 2027.');
  const after = await ask(page, QUESTION);
  await expect(after.locator('blockquote')).toContainText('Most households get a credit of $300.');
  await expect(after.locator('.sources .in-force')).toHaveText(' · In force since January 1, 2027');
  // The earlier exchange keeps what it said for its own date.
  await expect(page.locator('article.exchange').nth(1).locator('blockquote')).toContainText('$250');

  await expect
    .poll(() => announcements(page))
    .toEqual([
      { politeness: 'polite', text: 'Answer found in Winter Utility Credit, section How much you get.' },
      { politeness: 'polite', text: 'Answers are now as of January 1, 2027.' },
      { politeness: 'polite', text: 'Answer found in Winter Utility Credit, section How much you get.' },
    ]);
  await expect(alertRegion(page)).toBeEmpty();
  await expectNoAxeViolations(page);
});

test('December 3, 2026: the later version quoted after the answer is in force "from", not "since"', async ({ page }) => {
  // Found by a resident trial: the upcoming version's source read "In force since January 1, 2027" a month before it.
  await page.clock.setFixedTime(new Date(2026, 11, 3, 12, 0, 0));
  await openCairn(page);
  const exchange = await ask(page, QUESTION);
  await expect(exchange.locator('.upcoming-label')).toHaveText('From January 1, 2027:');
  await expect(exchange.locator('.sources .in-force')).toHaveText([' · In force from October 1, 2025 until December 31, 2026', ' · In force from January 1, 2027']);
});

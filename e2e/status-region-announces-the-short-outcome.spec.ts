/**
 * After a question, the polite status region says the outcome in one short sentence — the answer itself is not
 * in a live region (long live text gets cut off or dropped by screen readers); it is a heading away.
 */
import { expect, test } from '@playwright/test';
import { ask, openCairn, QUESTIONS, SAID } from './cairn-page.ts';
import { announcements, recordLiveRegions } from './live-region-recorder.ts';

test.beforeEach(async ({ page }) => {
  await recordLiveRegions(page);
  await openCairn(page);
});

test('an answer is announced as "Answer found in <document>, section <section>."', async ({ page }) => {
  await ask(page, QUESTIONS.grocery);
  await expect.poll(() => announcements(page)).toEqual([{ politeness: 'polite', text: SAID.groceryStatus }]);
  await expect(page.locator('[aria-live="polite"]').filter({ hasText: SAID.groceryStatus })).toHaveCount(1);
  // The passage text is not read out by a live region.
  await expect(page.locator('[aria-live] blockquote, [role="alert"] blockquote')).toHaveCount(0);
});

test('a refusal is announced as "No answer" with the contact', async ({ page }) => {
  await ask(page, QUESTIONS.fishing);
  await expect
    .poll(() => announcements(page))
    .toEqual([
      {
        politeness: 'polite',
        text: `No answer found in the agency's documents. Call Harbor County Community Assistance at ${SAID.contactPhone}, Monday to Friday, 8:00 a.m. to 5:00 p.m., or visit 14 Quay Street, Monday to Friday, 8:30 a.m. to 4:30 p.m., Thursdays until 7:00 p.m.`,
      },
    ]);
});

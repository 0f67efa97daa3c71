/**
 * The assertive region is kept for errors: empty after a successful question, holding the message after a failed
 * one (an empty question), and cleared again by the next success.
 */
import { expect, test } from '@playwright/test';
import { alertRegion, ask, openCairn, QUESTIONS, SAID, sendEmptyQuestion } from './cairn-page.ts';
import { announcements, recordLiveRegions } from './live-region-recorder.ts';

test('empty on success, the message on failure, empty again after the next success', async ({ page }) => {
  await recordLiveRegions(page);
  await openCairn(page);

  await ask(page, QUESTIONS.grocery);
  await expect(alertRegion(page)).toHaveText('');

  await sendEmptyQuestion(page);
  await expect(alertRegion(page)).toHaveText(SAID.emptyQuestion);

  await ask(page, QUESTIONS.fishing);
  await expect(alertRegion(page)).toHaveText('');

  // Exactly one assertive announcement in all that: the error.
  const assertive = (await announcements(page)).filter((a) => a.politeness === 'assertive');
  expect(assertive).toEqual([{ politeness: 'assertive', text: SAID.emptyQuestion }]);
});

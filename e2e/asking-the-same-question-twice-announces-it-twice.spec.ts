/**
 * Asking the same question twice is announced twice. Writing a sentence into a region that already holds it is
 * no change, and a screen reader would stay silent; the recorder counts only real changes of a region's text.
 * The same goes for the same error twice.
 */
import { expect, test } from '@playwright/test';
import { ask, openCairn, QUESTIONS, SAID, sendEmptyQuestion } from './cairn-page.ts';
import { announcements, recordLiveRegions } from './live-region-recorder.ts';

test.beforeEach(async ({ page }) => {
  await recordLiveRegions(page);
  await openCairn(page);
});

test('the same answer status is announced once per asking', async ({ page }) => {
  await ask(page, QUESTIONS.grocery);
  await expect.poll(async () => (await announcements(page)).filter((a) => a.text === SAID.groceryStatus).length).toBe(1);
  await ask(page, QUESTIONS.grocery);
  await expect.poll(async () => (await announcements(page)).filter((a) => a.text === SAID.groceryStatus).length).toBe(2);
});

test('the same error is announced once per failed send', async ({ page }) => {
  await sendEmptyQuestion(page);
  await expect.poll(async () => (await announcements(page)).filter((a) => a.text === SAID.emptyQuestion).length).toBe(1);
  await page.locator('#question').press('Enter');
  await expect.poll(async () => (await announcements(page)).filter((a) => a.text === SAID.emptyQuestion).length).toBe(2);
});

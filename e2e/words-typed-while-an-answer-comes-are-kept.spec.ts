/**
 * An answer empties the question box only when the box still holds what was asked: words typed while the answer was
 * on its way (a slow first load) stay, and Send then asks them (a blind review, session 24).
 */
import { expect, test } from '@playwright/test';
import { alertRegion, exchanges, INDEX_URL, openCairn, QUESTIONS } from './cairn-page.ts';

test('more typed during a slow first answer is kept, then asked', async ({ page }) => {
  // The index held back until the resident has typed more: no timing guesses.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(INDEX_URL, async (route) => {
    await released;
    await route.continue();
  });
  await openCairn(page);
  const box = page.locator('#question');
  await box.fill(QUESTIONS.grocery);
  await box.press('Enter');
  await box.pressSequentially(' And for four people?');
  release();
  await expect(exchanges(page)).toHaveCount(1);
  await expect(box).toHaveValue(`${QUESTIONS.grocery} And for four people?`);

  await page.locator('button.send').click();
  await expect(exchanges(page)).toHaveCount(2);
  await expect(box).toHaveValue('');
  await expect(alertRegion(page)).toHaveText('');
});

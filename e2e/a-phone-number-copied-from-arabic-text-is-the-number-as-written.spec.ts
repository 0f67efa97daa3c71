/**
 * A phone number copied from an Arabic passage is the number as written. The page wraps it in two invisible
 * isolates so that it shows in its own order, and keeps it on one line (figure spaces, a word joiner); copied with them, a number pasted into a dialer or a search box can fail
 * to match (a resident trial found them on the clipboard). Selected with the keyboard's select-all inside the passage
 * and copied with the keyboard, as a resident would: the clipboard holds the passage without them.
 */
import { expect, test } from '@playwright/test';
import { ask, chooseLanguage, openCairn } from './cairn-page.ts';
import { copiedText } from './clipboard.ts';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test('the how-to-apply passage copied from an Arabic answer', async ({ page }) => {
  await openCairn(page);
  await chooseLanguage(page, 'ar');
  const answer = await ask(page, 'كيف أقدم طلب منحة دعم السكن؟');
  const passage = answer.locator('blockquote.quote p').nth(1);
  await expect(passage).toContainText('اتصل على الرقم');
  const shown = await passage.evaluate((p) => p.textContent ?? '');
  // Isolated, and kept on one line: figure spaces for its spaces, a word joiner after its hyphen.
  expect(shown, 'the page shows the number isolated').toMatch(/\u2066\(555\)\u2007010-\u20604400\u2069/u);

  const copied = await copiedText(page, passage);
  expect(copied).toContain('(555) 010-4400');
  expect(copied).toBe(shown.replace(/[\u2060\u2066-\u2069]/gu, '').replace(/\u2007/gu, ' '));
  expect(copied).not.toMatch(/[\u2007\u2060\u2066-\u2069]/u);
});

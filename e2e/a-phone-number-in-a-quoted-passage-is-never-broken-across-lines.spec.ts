/**
 * A phone number in a quoted passage stays on one line, and in its own order, at every phone width: a resident trial
 * at 360 px read an Arabic passage's "‎-010 (555)" on one line and "4400." on the next (session 36). (That the words the
 * question matched are still the ones highlighted in such a passage: `a-phone-number-in-arabic-text-shows-in-its-own-order`.)
 */
import { expect, test } from '@playwright/test';
import { ask, openCairn } from './cairn-page.ts';
import { widthsBreakingThePhoneNumber } from './phone-lines.ts';

test.use({ locale: 'ar' });

test('an Arabic answer keeps "(555) 010-4400" on one line from 300 to 430 px', async ({ page }) => {
  await openCairn(page);
  const quote = (await ask(page, 'كيفية التقديم على مخصص البقالة')).locator('blockquote.quote p', { hasText: '4400' });
  await expect(quote).toHaveCount(1);
  expect(await widthsBreakingThePhoneNumber(page, quote)).toEqual([]);
});

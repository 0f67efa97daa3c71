/**
 * A phone number in a refusal's contact line stays on one line at every phone width: a resident trial at 390 px read
 * "(555) 010-" on one line and "4400" on the next (session 35). Checked at every width from 300 to 430 px, so some
 * width puts a line's end inside the number.
 */
import { expect, test } from '@playwright/test';
import { ask, openCairn, QUESTIONS } from './cairn-page.ts';
import { widthsBreakingThePhoneNumber } from './phone-lines.ts';

test('the contact line of a refusal keeps "(555) 010-4400" on one line from 300 to 430 px', async ({ page }) => {
  await openCairn(page);
  const contact = (await ask(page, QUESTIONS.fishing)).locator('.refusal-contact');
  await expect(contact).toContainText('To ask a person:');
  expect(await widthsBreakingThePhoneNumber(page, contact)).toEqual([]);
});

/**
 * The agency's phone number in a contact line is a link that dials it, on the refusal and at the foot of the page, in
 * Arabic as in English: a resident trial on a phone had to copy a contact's number out by hand (session 41). The link
 * holds the number only, as written, and dials its digits.
 */
import { expect, test } from '@playwright/test';
import { ask, chooseLanguage, openCairn, QUESTIONS, SAID } from './cairn-page.ts';

test('the (555) 010-4400 of a refusal and of the footer, in English and Arabic, is a link to tel:5550104400', async ({ page }) => {
  await openCairn(page);
  const refused = (await ask(page, QUESTIONS.fishing)).locator('.refusal-contact a');
  await expect(refused).toHaveCount(1);
  await expect(refused).toHaveText(SAID.contactPhoneShown);
  await expect(refused).toHaveAttribute('href', 'tel:5550104400');
  const footer = page.locator('.site-footer .contact a');
  await expect(footer).toHaveText(SAID.contactPhoneShown);
  await expect(footer).toHaveAttribute('href', 'tel:5550104400');

  await chooseLanguage(page, 'ar');
  const arabic = (await ask(page, QUESTIONS.permitInArabic)).locator('.refusal-contact a');
  await expect(arabic).toHaveAttribute('href', 'tel:5550104400');
  // The link holds the number alone; the isolate that keeps it in its order stays around it, outside the link.
  await expect(arabic).toHaveText(SAID.contactPhoneShown);
});

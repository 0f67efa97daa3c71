/**
 * Tab visits every control once, in reading order — the skip link, the language and its button, the question, Send, the as-of
 * date's disclosure, then each citation and trace in the latest answer and its button back to the question box, then the footer's
 * explain switch and link to the operator view — and Shift+Tab visits the same controls in reverse.
 */
import { expect, test } from '@playwright/test';
import { ask, openCairn, QUESTIONS } from './cairn-page.ts';
import { focusedControl, tabPastTheLastControl, walkFocus } from './focus.ts';

const EVERY_CONTROL_IN_ORDER = [
  'a.skip-link',
  'select#language',
  'button.language-apply',
  'textarea#question',
  'button.send',
  // The as-of date (the demo has dated documents), behind its disclosure: one stop, where Chromium's date field would
  // be four (month, day, year and its calendar button).
  'summary#as-of-label',
  // The answer's citation link, its source's "read it in the whole document" button, then its explain trace's
  // disclosure.
  'a.citation',
  'button.show-in-document',
  'summary',
  // The button back to the question box, at the end of the latest exchange.
  'button.ask-again',
  // The footer's contact: its phone number is a link that dials it.
  'a.contact-link',
  // The footer's explain switch and link to the operator view.
  'input#explain',
  'a.operator-link',
];

test('forwards with Tab and backwards with Shift+Tab, with an answer and its trace on the page', async ({ page }) => {
  await openCairn(page);
  await page.locator('#explain').check();
  await ask(page, QUESTIONS.grocery);
  await expect(page.locator('a.citation')).toHaveCount(1);
  await expect(page.locator('details.explain')).toHaveCount(1);

  await tabPastTheLastControl(page);
  expect(await focusedControl(page)).toBe('body');
  expect(await walkFocus(page, 'Tab'), 'Tab order').toEqual(EVERY_CONTROL_IN_ORDER);

  // Focus is past the last control: Shift+Tab comes back to it, then goes round every control in reverse.
  await page.keyboard.press('Shift+Tab');
  expect(await focusedControl(page)).toBe('a.operator-link');
  expect(await walkFocus(page, 'Shift+Tab'), 'Shift+Tab order from the last control').toEqual(EVERY_CONTROL_IN_ORDER.slice(0, -1).reverse());
});

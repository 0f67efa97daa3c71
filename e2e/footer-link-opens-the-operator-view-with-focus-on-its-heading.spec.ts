/**
 * The operator view is a link away, in the page footer. Following that link is a navigation, so focus moves to
 * where the new view starts — its heading — as it would on a new page; its "Back to the questions" link puts the
 * caret back in the question box. Opening the page at #operator directly moves nothing (it starts at the top).
 */
import { expect, test } from '@playwright/test';
import { openCairn } from './cairn-page.ts';
import { focusedControl } from './focus.ts';
import { OPERATOR_SAID } from './operator-page.ts';

test('footer link → the view\'s h1 has focus; back link → the question box has focus', async ({ page }) => {
  await openCairn(page);
  const link = page.getByRole('contentinfo').getByRole('link', { name: 'Preview a corpus (for operators)' });
  await link.focus();
  await page.keyboard.press('Enter');

  const heading = page.getByRole('heading', { level: 1, name: OPERATOR_SAID.heading });
  await expect(heading).toBeFocused();
  await expect(page).toHaveURL(/#operator$/u);
  await expect(page).toHaveTitle(/^Preview a corpus · /u);
  // The chat is hidden, not in the way: one h1 on the page, the view's.
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.locator('#question')).toBeHidden();

  await page.getByRole('link', { name: 'Back to the questions' }).press('Enter');
  await expect(page.locator('#question')).toBeFocused();
  expect(await focusedControl(page)).toBe('textarea#question');

  // A fresh load at #operator (not a hash change within the page, which is a navigation like the link).
  await page.goto('about:blank');
  await page.goto('./#operator');
  await expect(heading).toBeVisible();
  expect(await focusedControl(page)).toBe('body');
});

/**
 * A dated version of a document opened in the document view says when it is in force, under its title: the 2027
 * Winter Utility Credit, opened from an answer on December 3, 2026, showed "$300 … $450" under the program's title
 * and nothing else, which a resident reads as today's amounts (a resident trial, session 22).
 */
import { expect, test } from '@playwright/test';
import { ask, openCairn } from './cairn-page.ts';

test('December 3, 2026: the version quoted as coming, and the one in force', async ({ page }) => {
  await page.clock.setFixedTime(new Date(2026, 11, 3, 12, 0, 0));
  await openCairn(page);
  const exchange = await ask(page, 'How much is the winter utility credit?');
  const openers = exchange.getByRole('button', { name: /^Read it in the whole document/u });
  await expect(openers).toHaveCount(2);

  await openers.nth(1).click();
  const view = page.locator('dialog.document-view');
  await expect(view.locator('.document-view-in-force')).toHaveText('In force from January 1, 2027');
  await expect(view).toHaveAccessibleDescription('In force from January 1, 2027');
  // Escape once focus is in the view, as the other views' specs press it: pressed before, it reached the page, and
  // the view stayed open (session 44's fresh clone).
  await expect(view.getByRole('region', { name: 'The cited passage' })).toBeFocused();
  await page.keyboard.press('Escape');
  // Closed before the next opener is clicked, as the other views' specs wait: under a loaded machine the click came
  // while the view still stood over the page, and waited on it until the test timed out (session 40's fresh clone).
  await expect(view).toBeHidden();

  await openers.nth(0).click();
  await expect(view.locator('.document-view-in-force')).toHaveText('In force from October 1, 2025 until December 31, 2026');
});

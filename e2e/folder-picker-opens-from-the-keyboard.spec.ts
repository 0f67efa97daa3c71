/**
 * The folder picker is a real button: reached with Tab, opened with Enter (the browser's folder chooser, for
 * several files), and the folder chosen there is indexed — no mouse and no drag needed.
 */
import { expect, test } from '@playwright/test';
import { focusedControl } from './focus.ts';
import { corpusWithTheGoPassAt25, openOperatorView, removeFolders, summaryValue } from './operator-page.ts';

test.afterEach(removeFolders);

test('Tab to "Choose a folder…", Enter, choose the folder: it is indexed', async ({ page }) => {
  await openOperatorView(page);
  // Listening first, and several round trips before Enter: Playwright turns on its file-chooser interception when
  // the first listener is added, and a chooser opened before that is cancelled unseen.
  const chooserOpened = page.waitForEvent('filechooser');
  await page.getByRole('heading', { level: 1 }).focus();
  // From the heading, the next stop is the picker: the view has no control before it.
  await page.keyboard.press('Tab');
  expect(await focusedControl(page)).toBe('button.button-primary');
  await expect(page.getByRole('button', { name: 'Choose a folder…' })).toBeFocused();

  await page.keyboard.press('Enter');
  const chooser = await chooserOpened;
  expect(chooser.isMultiple()).toBe(true);
  await chooser.setFiles(corpusWithTheGoPassAt25());
  await expect(summaryValue(page, 'documents')).toHaveText('17');
  // Focus stayed where the operator left it.
  await expect(page.getByRole('button', { name: 'Choose a folder…' })).toBeFocused();
});

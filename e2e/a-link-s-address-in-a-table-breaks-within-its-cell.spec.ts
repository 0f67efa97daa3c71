/**
 * A link's address kept in a table's cell breaks within its cell on a phone, so the row's name and amounts beside it
 * keep their width: a blind review (session 43) found one address widen its column to 446 px at 320 px and squeeze
 * the row's name to a letter a line.
 */
import { expect, test } from '@playwright/test';
import { ask } from './cairn-page.ts';
import { demoCorpusCopy, previewFolder, removeFolders } from './operator-page.ts';

const BRANCHES = [
  '',
  '## Where to get a GoPass',
  '',
  '| Branch | Fee | Where |',
  '| --- | --- | --- |',
  '| Main | $20 | [Main branch page](https://www.harborcounty.example/branches/main-branch-opening-hours-and-directions) |',
  '',
].join('\n');

test.afterEach(removeFolders);

test("an address in a table's cell breaks within it at 320 px, the row's name on one line", async ({ page }) => {
  await previewFolder(page, demoCorpusCopy((name, text) => (name === 'transit-pass-en.md' ? text + BRANCHES : text)));
  await page.setViewportSize({ width: 320, height: 800 });

  const table = (await ask(page, 'gopass branch fee where main')).locator('blockquote.quote').getByRole('table');
  const link = table.getByRole('link', { name: 'https://www.harborcounty.example/branches/main-branch-opening-hours-and-directions' });
  await expect(link).toBeVisible();
  // "Branch" and "Main" each on one line: as tall as one line of their cell's text.
  for (const word of ['Branch', 'Main']) {
    const cell = table.getByRole(word === 'Branch' ? 'columnheader' : 'cell', { name: word, exact: true });
    const lines = await cell.evaluate((element) => {
      const range = new Range();
      range.selectNodeContents(element.firstChild!);
      return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
    });
    expect(lines).toBe(1);
  }
  // The address fits its box: the table does not scroll.
  const box = table.locator('xpath=ancestor::div[contains(@class, "passage-table")]');
  expect(await box.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
});

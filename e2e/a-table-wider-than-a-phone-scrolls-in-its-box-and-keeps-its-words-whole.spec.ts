/**
 * A table wider than a phone's screen scrolls sideways inside its box, which a keyboard can then reach and scroll
 * (WCAG 1.4.10 allows a data table to), rather than breaking its words and phone numbers mid-word to fit (a blind
 * review found "Tele/pho/ne" and "(555) 010-4400" over four lines at 320 px). A table whose top-left cell is empty
 * names each row by its first cell, so a screen reader says the row and the column with each entry.
 */
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { ask } from './cairn-page.ts';
import { widthsBreakingThePhoneNumber } from './phone-lines.ts';
import { demoCorpusCopy, previewFolder, removeFolders } from './operator-page.ts';

const OFFICES = [
  '',
  '## Ticket offices by weekday',
  '',
  'Where to buy or renew a GoPass in person:',
  '',
  '| | Northgate Terminal | Harbourside Ferry Landing | Telephone |',
  '| --- | --- | --- | --- |',
  '| Weekdays | 7:00 a.m. to 7:00 p.m. | 6:30 a.m. to 9:00 p.m. | (555) 010-4400 |',
  '| Saturdays | 9:00 a.m. to 1:00 p.m. | closed | (555) 010-4400 |',
  '',
].join('\n');

test.afterEach(removeFolders);

test('a table wider than a phone scrolls in its box, reachable by keyboard, its words and phone numbers whole', async ({ page }) => {
  await previewFolder(page, demoCorpusCopy((name, text) => (name === 'transit-pass-en.md' ? text + OFFICES : text)));

  const quote = (await ask(page, 'ticket offices on saturdays')).locator('blockquote.quote');
  const table = quote.getByRole('table');
  await expect(table.getByRole('columnheader')).toHaveText(['Northgate Terminal', 'Harbourside Ferry Landing', 'Telephone']);
  await expect(table.getByRole('rowheader')).toHaveText(['Weekdays', 'Saturdays']);
  // Named by its header row, as a group a screen reader enters.
  await expect(quote.getByRole('group', { name: 'Northgate Terminal Harbourside Ferry Landing Telephone' })).toBeVisible();

  const phone = table.getByRole('cell').filter({ hasText: '4400' }).first();
  expect(await widthsBreakingThePhoneNumber(page, phone)).toEqual([]);
  await page.setViewportSize({ width: 320, height: 800 });
  const box = quote.locator('.passage-table');
  // Wider than the screen: it scrolls inside its box, which takes focus so a keyboard can scroll it.
  await expect(box).toHaveAttribute('tabindex', '0');
  expect(await box.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  // Words whole: no word of a header cell starts on one line and ends on another.
  for (const header of await table.getByRole('columnheader').all()) {
    const broken = await header.evaluate((cell) => {
      const node = cell.firstChild as Text;
      const top = (at: number) => {
        const range = new Range();
        range.setStart(node, at);
        range.setEnd(node, at + 1);
        return Math.round(range.getClientRects()[0]!.top);
      };
      let at = 0;
      return node.data.split(' ').filter((word) => {
        const whole = top(at) === top(at + word.length - 1);
        at += word.length + 1;
        return !whole;
      });
    });
    expect(broken).toEqual([]);
  }
  await expectNoAxeViolations(page);

  // Wide enough, it does not scroll, and is no stop for the keyboard.
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(box).not.toHaveAttribute('tabindex', /./u);
});

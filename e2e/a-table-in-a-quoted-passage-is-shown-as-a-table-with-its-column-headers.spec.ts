/**
 * A fee table quoted as an answer keeps its rows and columns: an operator trial (session 41) found a three-column
 * fee table shown as lines with the cells run together ("Antragstellende ab 24 Jahren 37,00 Euro 10 Jahre"), so a
 * resident could not tell which amount belonged to what. The passage's table is a table, its first row the column
 * headers a screen reader announces with each cell, and axe finds nothing.
 */
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { ask } from './cairn-page.ts';
import { highlightedIn } from './highlights.ts';
import { demoCorpusCopy, previewFolder, removeFolders } from './operator-page.ts';

const FARES = [
  '',
  '## Fares without a GoPass',
  '',
  'Single fares for riders without a pass:',
  '',
  '| Rider | Bus ride | Ferry crossing |',
  '| --- | --- | --- |',
  '| Adult | $2.50 | $6.00 |',
  '| Child under 12 | $1.25 | $3.00 |',
  '',
].join('\n');

test.afterEach(removeFolders);

test('a fare table quoted as the answer is a table, its first row the column headers', async ({ page }) => {
  await previewFolder(page, demoCorpusCopy((name, text) => (name === 'transit-pass-en.md' ? text + FARES : text)));

  const quote = (await ask(page, 'ferry crossing fare for a child')).locator('blockquote.quote');
  // The section's heading, then the sentence leading in to the table, then the table.
  await expect(quote.locator('p').nth(1)).toHaveText('Single fares for riders without a pass:');
  const table = quote.getByRole('table');
  await expect(table.getByRole('columnheader')).toHaveText(['Rider', 'Bus ride', 'Ferry crossing']);
  await expect(table.getByRole('row')).toHaveCount(3);
  await expect(table.getByRole('row').nth(2).getByRole('cell')).toHaveText(['Child under 12', '$1.25', '$3.00']);
  // The question's words are highlighted in the cells that hold them, each cell's text left as it is.
  const highlighted = await highlightedIn(table);
  expect(highlighted).toEqual(['Ferry', 'crossing', 'Child']);
  await expectNoAxeViolations(page);
});

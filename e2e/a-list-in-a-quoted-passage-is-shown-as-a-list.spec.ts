/**
 * A document's list quoted as an answer is a list: numbered as the document numbers it, or bulleted. A resident trial
 * (session 41) read a list's items as lines with nothing to tell where one ended and the next began. A screen reader
 * announces the list and how many items it holds, an inner list inside its item; a list may start at 0; the question's
 * words are highlighted in the items, and axe finds nothing.
 */
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { ask } from './cairn-page.ts';
import { highlightedIn } from './highlights.ts';
import { demoCorpusCopy, previewFolder, removeFolders } from './operator-page.ts';

const STEPS = [
  '',
  '## Steps to renew a GoPass',
  '',
  'To renew your GoPass:',
  '',
  '0. Read the renewal rules.',
  '1. Fill in the renewal form.',
  '2. Bring your photo ID and your old card:',
  '   - a passport will do',
  '3. Pay at the counter.',
  '',
  'You can pay with:',
  '',
  '- cash',
  '- a debit card',
  '',
].join('\n');

test.afterEach(removeFolders);

test('renewal steps quoted as the answer are a numbered list, the ways to pay a bulleted one', async ({ page }) => {
  await previewFolder(page, demoCorpusCopy((name, text) => (name === 'transit-pass-en.md' ? text + STEPS : text)));

  const quote = (await ask(page, 'renew gopass photo ID old card')).locator('blockquote.quote');
  await expect(quote.locator('p').nth(1)).toHaveText('To renew your GoPass:');
  const steps = quote.locator('ol');
  await expect(steps).toHaveCount(1);
  // Each item's own text and number, from 0 as the document numbers them; the inner bullet inside the item before it.
  // The attribute, not the property, which is 0 for an item with none (a blind review).
  expect(await steps.evaluate((list) => [...list.children].map((item) => [item.getAttribute('value'), item.firstChild!.textContent]))).toEqual([
    ['0', 'Read the renewal rules.'],
    ['1', 'Fill in the renewal form.'],
    ['2', 'Bring your photo ID and your old card:'],
    ['3', 'Pay at the counter.'],
  ]);
  await expect(steps.getByRole('listitem').nth(2).getByRole('list').getByRole('listitem')).toHaveText(['a passport will do']);
  const highlighted = await highlightedIn(steps);
  // "ID" is too short to be a word Cairn reads; "renew" reads "renewal" as the same word.
  expect(highlighted).toEqual(['renewal', 'renewal', 'photo', 'old', 'card']);
  await expectNoAxeViolations(page);

  const pay = (await ask(page, 'pay gopass renewal debit card cash')).locator('blockquote.quote ul');
  await expect(pay.getByRole('listitem')).toHaveText(['cash', 'a debit card']);
});

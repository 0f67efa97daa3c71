/**
 * Highlighted evidence: the words of the quoted passage that matched the question are highlighted, in the answer and
 * in the document view, while the quoted text stays the passage, character for character, in one text node: the
 * highlight is painted over the text (CSS Custom Highlight API), so a screen reader reads the passage as written, in
 * one piece.
 */
import { expect, test } from '@playwright/test';
import { ask, openCairn, QUESTIONS } from './cairn-page.ts';
import { highlightedIn } from './highlights.ts';

const PASSAGE =
  'The allowance is $85 per person per month. A household can receive up to $340 a month, which covers four people. ' +
  'For example, a family of three receives $255 each month. The amount does not go down if you also get other help with food.';

test('"How much is the grocery allowance per person?": allowance, per, person, per', async ({ page }) => {
  await openCairn(page);
  const exchange = await ask(page, QUESTIONS.grocery);
  const text = exchange.locator('blockquote.quote p').nth(1);
  await expect.poll(() => highlightedIn(text)).toEqual(['allowance', 'per', 'person', 'per']);
  // The passage itself, untouched: one text node, no element inserted into it.
  expect(await text.evaluate((p) => [p.childNodes.length, p.firstChild?.nodeType, p.textContent])).toEqual([1, 3, PASSAGE]); // 3: a text node

  await exchange.getByRole('button', { name: 'Read it in the whole document' }).click();
  const view = page.getByRole('dialog');
  const cited = view.getByRole('region', { name: 'The cited passage' });
  await expect.poll(() => highlightedIn(cited)).toEqual(['allowance', 'per', 'person', 'per']);
  expect(await cited.evaluate((region) => region.textContent)).toBe(PASSAGE);
  // Only the cited passage: the rest of the document is shown as it is.
  await expect.poll(() => highlightedIn(view)).toEqual(['allowance', 'per', 'person', 'per']);
});

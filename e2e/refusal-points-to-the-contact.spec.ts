/** A question the documents do not answer is refused plainly, with the person to contact — never an answer. */
import { expect, test } from '@playwright/test';
import { ask, openCairn, QUESTIONS, SAID } from './cairn-page.ts';

test('"How do I renew a fishing licence?" is refused with the (555) 010-4400 contact', async ({ page }) => {
  await openCairn(page);
  const exchange = await ask(page, QUESTIONS.fishing);

  await expect(exchange.locator('.refusal-heading')).toHaveText('No answer found in the documents');
  await expect(exchange.locator('.refusal')).toContainText("I found no passage in Harbor County Community Assistance's documents that answers this. Other words may find one: try the program's name, or fewer words.");
  await expect(exchange.locator('.refusal-contact')).toContainText('To ask a person:');
  await expect(exchange.locator('.refusal-contact')).toContainText(SAID.contactPhoneShown);
  // A refusal quotes nothing and cites nothing.
  await expect(exchange.locator('blockquote, ol.sources, a.citation')).toHaveCount(0);
});

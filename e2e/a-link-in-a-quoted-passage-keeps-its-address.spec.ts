/**
 * A document's link quoted as an answer keeps where it leads: its address follows its words, and is a link that opens
 * in a new tab and says so (as its description: a resident copying the passage copies the address, not the notice). Until session 43 a link's address was dropped at the build, and a resident quoted "book a
 * time on the booking page" had nowhere to go. The question's words are highlighted on both sides of the link, and axe
 * finds nothing.
 */
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { ask } from './cairn-page.ts';
import { highlightedIn } from './highlights.ts';
import { demoCorpusCopy, previewFolder, removeFolders } from './operator-page.ts';

const BOOKING = '\n## Booking a time\n\nBook a pickup time on the [GoPass booking page](https://transit.harborcounty.example/book), and come to the office at that time.\n';

test.afterEach(removeFolders);

test("a link's address is quoted after its words, as a link to it that opens in a new tab", async ({ page }) => {
  await previewFolder(page, demoCorpusCopy((name, text) => (name === 'transit-pass-en.md' ? text + BOOKING : text)));

  const quote = (await ask(page, 'book a pickup time for my gopass')).locator('blockquote.quote');
  await expect(quote.locator('p').nth(1)).toHaveText('Book a pickup time on the GoPass booking page (https://transit.harborcounty.example/book), and come to the office at that time.');
  const link = quote.getByRole('link', { name: 'https://transit.harborcounty.example/book' });
  await expect(link).toHaveAccessibleDescription('(opens in a new tab)');
  await expect(link).toHaveAttribute('href', 'https://transit.harborcounty.example/book');
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  // The words before the link, in it and after it; none inside the address, though "book" is there too.
  expect(await highlightedIn(quote)).toEqual(['Book', 'pickup', 'time', 'GoPass', 'time']);
  await expectNoAxeViolations(page);
});

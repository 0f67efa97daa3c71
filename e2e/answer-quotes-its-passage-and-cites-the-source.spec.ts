/**
 * A grounded answer is the passage's own words, with a citation that leads to its source, named as a reader names it:
 * the document's title and the cited section — never a bare passage id, which stays for operators.
 * Also prints the time from navigation to the first answer (not asserted: it depends on the machine).
 */
import { expect, test } from '@playwright/test';
import { ask, openCairn, QUESTIONS } from './cairn-page.ts';

test('the grocery allowance amount, quoted and cited to grocery-allowance-en#3', async ({ page }) => {
  // Records, in the page's own clock (ms since navigation started), when the first exchange enters the DOM.
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (document.querySelector('article.exchange')) {
        (window as unknown as { __firstAnswerAt: number }).__firstAnswerAt = performance.now();
        observer.disconnect();
      }
    }).observe(document, { subtree: true, childList: true });
  });
  const started = Date.now();
  await openCairn(page);
  const exchange = await ask(page, QUESTIONS.grocery);
  const wallClock = Date.now() - started;
  const inPage = await page.evaluate(() => ({
    answer: (window as unknown as { __firstAnswerAt: number }).__firstAnswerAt,
    ready: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).domContentLoadedEventEnd,
  }));
  console.log(
    `navigation to first answer: ${Math.round(inPage.answer)} ms in the page's clock ` +
      `(DOMContentLoaded at ${Math.round(inPage.ready)} ms; ${wallClock} ms wall clock, including Playwright's round trips)`,
  );

  const quote = exchange.locator('blockquote.quote');
  await expect(quote).toHaveCount(1);
  await expect(quote.locator('.quote-heading')).toHaveText('How much you get');
  await expect(quote).toContainText('The allowance is $85 per person per month.');
  await expect(quote).toContainText('A household can receive up to $340 a month');

  const sources = exchange.locator('ol.sources > li');
  await expect(sources).toHaveCount(1);
  await expect(sources.first().locator('.source-name')).toHaveText('Fresh Start Grocery Allowance › How much you get');
  await expect(sources.first()).toHaveAttribute('data-passage', 'grocery-allowance-en#3');

  // The citation [1] is a link to that source entry.
  const citation = quote.locator('a.citation');
  // Read as "Source 1", not a bare number: the hidden word names the link.
  await expect(citation).toHaveText('Source [1]');
  const target = await citation.getAttribute('href');
  expect(target).toMatch(/^#./u);
  await expect(page.locator(`[id="${target!.slice(1)}"]`)).toHaveAttribute('data-passage', 'grocery-allowance-en#3');
});

/**
 * A question about a program that no passage answers exactly gets the related outcome: the document is named, the
 * person to ask is given, nothing is quoted, and the status line says so politely.
 */
import { expect, test } from '@playwright/test';
import { ask, openCairn, QUESTIONS, SAID } from './cairn-page.ts';
import { announcements, recordLiveRegions } from './live-region-recorder.ts';

test('"housing relief grant tax" names the Housing Relief Grant and quotes nothing', async ({ page }) => {
  await recordLiveRegions(page);
  await openCairn(page);
  const exchange = await ask(page, QUESTIONS.housingTax);

  await expect(exchange.locator('.refusal-heading')).toHaveText('Related document (no exact answer)');
  await expect(exchange.locator('.related')).toContainText("I found no passage in Harbor County Community Assistance's documents that answers this exactly, but this document is about it:");
  await expect(exchange.locator('.related-documents li bdi')).toHaveText(['Housing Relief Grant']);
  await expect(exchange.locator('.refusal-contact')).toContainText(SAID.contactPhoneShown);
  await expect(exchange.locator('blockquote, ol.sources, a.citation')).toHaveCount(0);
  await expect
    .poll(() => announcements(page))
    .toEqual([
      {
        politeness: 'polite',
        text: `A related document: Housing Relief Grant. No exact answer. Call Harbor County Community Assistance at ${SAID.contactPhone}, Monday to Friday, 8:00 a.m. to 5:00 p.m., or visit 14 Quay Street, Monday to Friday, 8:30 a.m. to 4:30 p.m., Thursdays until 7:00 p.m.`,
      },
    ]);
});

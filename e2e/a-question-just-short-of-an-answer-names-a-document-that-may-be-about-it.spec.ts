/**
 * When no passage clears the threshold but the best comes within a fifth of it, the page names that passage's
 * document as one that *may* be about the question — in words that say so, unlike a related document found on its
 * topic — quotes nothing, gives the person to ask, and the document can be read from its start. "what number for a
 * complaint" falls just short at the contact page ("number" is in no passage near "complaint"), which says where
 * complaints go.
 */
import { expect, test } from '@playwright/test';
import { ask, chooseLanguage, openCairn, SAID } from './cairn-page.ts';
import { announcements, recordLiveRegions } from './live-region-recorder.ts';

test('"what number for a complaint" names "Contact and office hours" as a document that may be about it', async ({ page }) => {
  await recordLiveRegions(page);
  await openCairn(page);
  const exchange = await ask(page, 'what number for a complaint');

  await expect(exchange.locator('.refusal-heading')).toHaveText('Possibly related document (no answer)');
  await expect(exchange.locator('.related > p').first()).toHaveText("I found no passage in Harbor County Community Assistance's documents that answers this. This document may be about it:");
  await expect(exchange.locator('.related-documents li bdi')).toHaveText(['Contact and office hours']);
  await expect(exchange.locator('.refusal-contact')).toContainText(SAID.contactPhoneShown);
  await expect(exchange.locator('blockquote, ol.sources, a.citation')).toHaveCount(0);
  await expect
    .poll(() => announcements(page))
    .toEqual([
      {
        politeness: 'polite',
        text: `A document that may be about it: Contact and office hours. No answer. Call Harbor County Community Assistance at ${SAID.contactPhone}, Monday to Friday, 8:00 a.m. to 5:00 p.m., or visit 14 Quay Street, Monday to Friday, 8:30 a.m. to 4:30 p.m., Thursdays until 7:00 p.m.`,
      },
    ]);

  await exchange.getByRole('button', { name: 'Read the document: Contact and office hours', exact: true }).click();
  const view = page.getByRole('dialog', { name: 'Contact and office hours' });
  await expect(view.getByRole('heading', { name: 'Making a complaint' })).toBeAttached();
  await expect(view.locator('.document-passage.cited')).toHaveCount(0);
});

test('"كم سعر بطاقة GoPass؟" on an Arabic page names the English GoPass page, and says it is in English', async ({ page }) => {
  await openCairn(page);
  await chooseLanguage(page, 'ar');
  const exchange = await ask(page, 'كم سعر بطاقة GoPass؟');
  await expect(exchange.locator('.refusal-heading')).toHaveText('مستند قد يكون ذا صلة (لا توجد إجابة)');
  await expect(exchange.locator('.related-documents li bdi')).toHaveText(['Harbor GoPass']);
  await expect(exchange.locator('.related-documents li bdi')).toHaveAttribute('lang', 'en');
  await expect(exchange.locator('.related-language')).toHaveText(' (الإنجليزية)');
});

/**
 * Cancel stops the work and leaves the previous corpus in place. With a local preview answering (the GoPass at
 * $25), the operator starts indexing a large folder and cancels while it runs: the progress bar goes, the
 * cancellation is announced politely, the preview still answers $25 under its marker — and a new folder can be
 * indexed at once (the cancelled worker was replaced, not left half-way).
 */
import { expect, test } from '@playwright/test';
import { ask } from './cairn-page.ts';
import { announcements, recordLiveRegions } from './live-region-recorder.ts';
import {
  backToTheQuestions,
  chooseFolder,
  corpusWithTheGoPassAt25,
  GOPASS_FEE_QUESTION,
  OPERATOR_SAID,
  openOperatorView,
  previewMarker,
  removeFolders,
  summaryValue,
  syntheticCorpusFolder,
} from './operator-page.ts';

test.afterEach(removeFolders);

test('cancel while 3,000 passages are being indexed: the $25 preview still answers', async ({ page }) => {
  await recordLiveRegions(page);
  await openOperatorView(page);
  const preview = corpusWithTheGoPassAt25();
  await chooseFolder(page, preview);
  await expect(page.getByRole('button', { name: OPERATOR_SAID.returnToPublished })).toBeVisible();
  const fingerprint = await summaryValue(page, 'fingerprint').innerText();

  await chooseFolder(page, syntheticCorpusFolder(3000));
  const progress = page.getByRole('progressbar', { name: OPERATOR_SAID.progressLabel });
  await expect(progress).toBeVisible();
  await page.getByRole('button', { name: 'Cancel indexing' }).click();
  await expect(progress).toHaveCount(0);
  await expect.poll(async () => (await announcements(page)).at(-1)).toEqual({
    politeness: 'polite',
    text: 'Indexing cancelled. The questions are still answered from the corpus that was answering before.',
  });
  // Focus was on Cancel, which is gone: it is on the button that starts the next run, not lost to the page.
  await expect(page.getByRole('button', { name: 'Choose a folder…' })).toBeFocused();

  await backToTheQuestions(page);
  await expect(previewMarker(page)).toBeVisible();
  const exchange = await ask(page, GOPASS_FEE_QUESTION);
  await expect(exchange.locator('blockquote.quote')).toContainText('The GoPass costs $25 per year.');

  await page.getByRole('link', { name: 'Preview a corpus (for operators)' }).click();
  await chooseFolder(page, preview);
  await expect(page.getByRole('button', { name: OPERATOR_SAID.returnToPublished })).toBeVisible();
  await expect(summaryValue(page, 'fingerprint')).toHaveText(fingerprint);
  await expect.poll(async () => (await announcements(page)).at(-1)?.text).toMatch(/^Indexing finished: 17 documents, 85 passages\./u);
});

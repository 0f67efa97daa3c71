/**
 * IndexedDB keeps a local preview: after a reload the chat still answers from it (the GoPass at $25, under the
 * marker) and the operator view still shows its summary. "Return to the published corpus" forgets it: the chat
 * answers $20 again with no marker, and a reload no longer brings the preview back.
 */
import { expect, test } from '@playwright/test';
import { ask } from './cairn-page.ts';
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
} from './operator-page.ts';
import { announcements, recordLiveRegions } from './live-region-recorder.ts';

test.afterEach(removeFolders);

test('reload keeps the $25 preview; returning to the published corpus restores $20 for good', async ({ page }) => {
  await recordLiveRegions(page);
  await openOperatorView(page);
  await chooseFolder(page, corpusWithTheGoPassAt25());
  await expect(page.getByRole('button', { name: OPERATOR_SAID.returnToPublished })).toBeVisible();
  const fingerprint = await summaryValue(page, 'fingerprint').innerText();

  await page.reload();
  await expect(page.getByRole('button', { name: OPERATOR_SAID.returnToPublished })).toBeVisible();
  await expect(summaryValue(page, 'fingerprint')).toHaveText(fingerprint);
  await backToTheQuestions(page);
  await expect(previewMarker(page)).toBeVisible();
  const kept = await ask(page, GOPASS_FEE_QUESTION);
  await expect(kept.locator('blockquote.quote')).toContainText('The GoPass costs $25 per year.');

  await page.getByRole('link', { name: 'Preview a corpus (for operators)' }).click();
  await page.getByRole('button', { name: OPERATOR_SAID.returnToPublished }).click();
  await expect(page.getByRole('button', { name: OPERATOR_SAID.returnToPublished })).toHaveCount(0);
  // The pressed button is gone: focus is on the next control, not lost to the page.
  await expect(page.getByRole('button', { name: 'Choose a folder…' })).toBeFocused();
  await expect.poll(async () => (await announcements(page)).at(-1)).toEqual({
    politeness: 'polite',
    text: 'The questions are answered from the published corpus again.',
  });
  await backToTheQuestions(page);
  await expect(previewMarker(page)).toHaveCount(0);
  const restored = await ask(page, GOPASS_FEE_QUESTION);
  await expect(restored.locator('blockquote.quote')).toContainText('The GoPass costs $20 per year.');

  await page.reload();
  await expect(page.locator('#question')).toBeEditable();
  const afterReload = await ask(page, GOPASS_FEE_QUESTION);
  await expect(afterReload.locator('blockquote.quote')).toContainText('The GoPass costs $20 per year.');
  await expect(previewMarker(page)).toHaveCount(0);
});

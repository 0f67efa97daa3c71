/**
 * The operator flow end to end: from the chat, the footer link opens the operator view; choosing a copy of the
 * demo corpus in which the GoPass costs $25 indexes it in the page; the summary says what the CLI says (17
 * documents, 85 passages, ar 25, en 35, es 25, a new fingerprint); and back in the chat, under the local-preview
 * marker, the same question that answered "$20" now answers "$25".
 */
import { expect, test } from '@playwright/test';
import { ask, openCairn } from './cairn-page.ts';
import {
  backToTheQuestions,
  chooseFolder,
  corpusWithTheGoPassAt25,
  GOPASS_FEE_QUESTION,
  OPERATOR_SAID,
  previewMarker,
  removeFolders,
  summaryValue,
} from './operator-page.ts';

test.afterEach(removeFolders);

test('a copy of the demo corpus with the GoPass at $25 answers $25, marked as a local preview', async ({ page }) => {
  await openCairn(page);
  const published = await ask(page, GOPASS_FEE_QUESTION);
  await expect(published.locator('blockquote.quote')).toContainText('The GoPass costs $20 per year.');
  const publishedFingerprint = (await (await page.request.get('index.json')).json()).fingerprint as string;
  await expect(previewMarker(page)).toHaveCount(0);

  await page.getByRole('link', { name: 'Preview a corpus (for operators)' }).click();
  await chooseFolder(page, corpusWithTheGoPassAt25());

  await expect(summaryValue(page, 'documents')).toHaveText('17');
  await expect(summaryValue(page, 'passages')).toHaveText('85');
  await expect(summaryValue(page, 'languages')).toHaveText('ar 25, en 35, es 25');
  await expect(summaryValue(page, 'warnings')).toHaveText('0');
  await expect(summaryValue(page, 'settings')).toHaveText('cairn.toml');
  const fingerprint = await summaryValue(page, 'fingerprint').innerText();
  expect(fingerprint).toMatch(/^sha256:[0-9a-f]{64}$/u);
  expect(fingerprint).not.toBe(publishedFingerprint);

  await backToTheQuestions(page);
  await expect(previewMarker(page)).toBeVisible();
  await expect(previewMarker(page)).toContainText(OPERATOR_SAID.marker);
  const preview = await ask(page, GOPASS_FEE_QUESTION);
  await expect(preview.locator('blockquote.quote')).toContainText('The GoPass costs $25 per year.');
  await expect(preview.locator('ol.sources > li')).toHaveAttribute('data-passage', 'transit-pass-en#3');
});

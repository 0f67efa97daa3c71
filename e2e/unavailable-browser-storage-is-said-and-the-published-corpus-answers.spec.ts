/**
 * When IndexedDB cannot be used (here every `indexedDB.open` throws, as in a locked-down or full browser), the
 * operator is told plainly that the preview could not be kept and so was not activated; the summary and the
 * download are still there, and the chat keeps answering from the published corpus, with no marker.
 */
import { expect, test } from '@playwright/test';
import { alertRegion, ask } from './cairn-page.ts';
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

test.afterEach(removeFolders);

test('indexedDB.open throws: a clear message, and $20 from the published corpus', async ({ page }) => {
  await page.addInitScript(() => {
    IDBFactory.prototype.open = () => {
      throw new DOMException('IndexedDB is unavailable in this test', 'InvalidStateError');
    };
  });
  await openOperatorView(page);
  await chooseFolder(page, corpusWithTheGoPassAt25());

  await expect(alertRegion(page)).toHaveText(
    'This browser could not keep the preview (its storage is unavailable or full), so it was not activated: ' +
      'the questions are still answered from the corpus that was answering before. You can still download index.json.',
  );
  await expect(summaryValue(page, 'passages')).toHaveText('85');
  await expect(page.getByRole('button', { name: 'Download index.json' })).toBeVisible();
  await expect(page.getByRole('button', { name: OPERATOR_SAID.returnToPublished })).toHaveCount(0);

  await backToTheQuestions(page);
  await expect(previewMarker(page)).toHaveCount(0);
  const exchange = await ask(page, GOPASS_FEE_QUESTION);
  await expect(exchange.locator('blockquote.quote')).toContainText('The GoPass costs $20 per year.');
});

/**
 * When IndexedDB never answers (here `indexedDB.databases()` and `indexedDB.open()` stay pending for good, as in
 * some Safari versions), a resident's question is still answered from the published corpus, without waiting for
 * storage's deadline; and the operator, once that deadline passes, is told plainly that the preview could not be
 * kept, exactly as when storage throws.
 *
 * The page's clock is paused while the resident asks: no deadline can fire, so the answer proves the published
 * corpus never waits for storage. It then runs again, and the operator's storage calls time out.
 */
import { expect, test } from '@playwright/test';
import { alertRegion, ask, openCairn } from './cairn-page.ts';
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

test('IndexedDB never answers: $20 at once from the published corpus, then a clear message to the operator', async ({ page }) => {
  await page.addInitScript(() => {
    IDBFactory.prototype.databases = () => new Promise<IDBDatabaseInfo[]>(() => undefined);
    // A request whose success, error and upgrade events never come.
    IDBFactory.prototype.open = () => new EventTarget() as IDBOpenDBRequest;
  });
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 60_000);

  await openCairn(page);
  const exchange = await ask(page, GOPASS_FEE_QUESTION);
  await expect(exchange.locator('blockquote.quote')).toContainText('The GoPass costs $20 per year.');

  await page.clock.resume();
  await openOperatorView(page);
  await chooseFolder(page, corpusWithTheGoPassAt25());
  await expect(alertRegion(page)).toHaveText(
    'This browser could not keep the preview (its storage is unavailable or full), so it was not activated: ' +
      'the questions are still answered from the corpus that was answering before. You can still download index.json.',
  );
  await expect(summaryValue(page, 'passages')).toHaveText('85');
  await expect(page.getByRole('button', { name: OPERATOR_SAID.returnToPublished })).toHaveCount(0);

  await backToTheQuestions(page);
  await expect(previewMarker(page)).toHaveCount(0);
  const after = await ask(page, GOPASS_FEE_QUESTION);
  await expect(after.locator('blockquote.quote')).toContainText('The GoPass costs $20 per year.');
});

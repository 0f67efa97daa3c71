/**
 * Nothing leaves the browser: from choosing a folder to the preview answering, every request the page, its
 * workers or anything else in the browser makes is to the app's own origin — the documents are read, indexed,
 * kept and answered from on this device. Any request elsewhere fails the spec (and is refused before it is sent).
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
  removeFolders,
} from './operator-page.ts';

test.afterEach(removeFolders);

test('choosing, indexing, keeping and asking a local preview: requests to the app\'s origin only', async ({ page, context, baseURL }) => {
  const origin = new URL(baseURL!).origin;
  await openOperatorView(page);

  const requests: string[] = [];
  // Context-wide, so the workers' requests and any the browser makes on the page's behalf are seen too.
  context.on('request', (request) => requests.push(request.url()));
  await context.route(
    (url) => url.origin !== origin && url.protocol !== 'blob:' && url.protocol !== 'data:',
    (route) => route.abort('blockedbyclient'),
  );

  await chooseFolder(page, corpusWithTheGoPassAt25());
  await expect(page.getByRole('button', { name: OPERATOR_SAID.returnToPublished })).toBeVisible();
  await backToTheQuestions(page);
  const exchange = await ask(page, GOPASS_FEE_QUESTION);
  await expect(exchange.locator('blockquote.quote')).toContainText('$25');

  const elsewhere = requests.filter((url) => new URL(url).origin !== origin && !url.startsWith('blob:') && !url.startsWith('data:'));
  console.log(`requests while indexing and answering from the preview: ${requests.length} (${requests.join(', ')}), to another origin: ${elsewhere.length}`);
  expect(elsewhere).toEqual([]);
});

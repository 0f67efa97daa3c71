/**
 * A folder with errors is not activated. Each error is listed with exactly the message `npm run build-index`
 * prints for the same folder (run here, on the same files), the alert region says nothing was activated (the status
 * regions no longer saying it is indexing), and the chat keeps answering from the published corpus — although the
 * folder also holds an edit ($25) that would show.
 */
import { expect, test } from '@playwright/test';
import { alertRegion, ask } from './cairn-page.ts';
import {
  backToTheQuestions,
  buildIndexWithTheCli,
  chooseFolder,
  demoCorpusCopy,
  GOPASS_FEE_QUESTION,
  openOperatorView,
  previewMarker,
  removeFolders,
  temporaryFile,
} from './operator-page.ts';

test.afterEach(removeFolders);

test('bad front matter in two files: both listed with the CLI\'s messages, the published corpus still answers', async ({ page }) => {
  const folder = demoCorpusCopy((name, text) => {
    if (name === 'transit-pass-en.md') return text.replaceAll('$20', '$25');
    if (name === 'grocery-allowance-en.md') return text.replace('lang: en', 'lang: [en');
    if (name === 'utility-credit-es.md') return text.replace(/^---\n/u, '');
    // A draft is left out with a warning, not an error: listed apart, under its own heading.
    if (name === 'contact-en.md') return text.replace('lang: en', 'lang: en\ndraft: true');
    return text;
  });
  const cli = buildIndexWithTheCli(folder, temporaryFile('index.json'));
  expect(cli.status).toBe(1);
  const cliErrors = cli.stderr
    .split('\n')
    .filter((line) => line.startsWith('error: '))
    .map((line) => line.slice('error: '.length));
  expect(cliErrors).toHaveLength(2);

  await openOperatorView(page);
  await chooseFolder(page, folder);
  const listed = page.locator('section.build-errors > ul.build-messages:not(.build-warnings) > li');
  await expect(listed).toHaveText(cliErrors);
  await expect(listed.first()).toContainText('grocery-allowance-en.md:');
  await expect(listed.last()).toContainText('utility-credit-es.md:');
  // In a region of their own, not one of the errors' (its heading beside theirs, not under it).
  const warnings = page.getByRole('region', { name: 'Warnings' });
  await expect(page.getByRole('region', { name: 'Errors' }).getByRole('listitem')).toHaveCount(2);
  await expect(warnings.getByRole('heading', { level: 2 })).toHaveText('Warnings');
  await expect(warnings.getByRole('listitem')).toHaveText(['contact-en.md: warning: left out of the index: its front matter says draft: true']);
  expect(cli.stderr).toContain('contact-en.md: warning: left out of the index: its front matter says draft: true\n');
  await expect(alertRegion(page)).toHaveText(
    'The folder has errors (2), listed under "Errors". Nothing was activated: the questions are still answered from the corpus that was answering before.',
  );
  await expect(page.locator('section.preview-summary')).toHaveCount(0);
  // "Indexing the folder: … documents…" is not left in a status region beside the error, as if still under way.
  await expect(page.locator('[aria-live="polite"]')).toHaveText(['', '']);

  await backToTheQuestions(page);
  await expect(previewMarker(page)).toHaveCount(0);
  const exchange = await ask(page, GOPASS_FEE_QUESTION);
  await expect(exchange.locator('blockquote.quote')).toContainText('The GoPass costs $20 per year.');
});

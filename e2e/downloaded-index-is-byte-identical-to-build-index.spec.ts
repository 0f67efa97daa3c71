/**
 * "Download index.json" after indexing a folder in the page gives exactly the bytes `npm run build-index -- --corpus
 * <folder> --out <file>` writes for the same folder: the page and the CLI run one build path. Compared by SHA-256,
 * on a folder that is not the published corpus (the GoPass at $25), with its cairn.toml.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import {
  buildIndexWithTheCli,
  chooseFolder,
  corpusWithTheGoPassAt25,
  openOperatorView,
  removeFolders,
  summaryValue,
  temporaryFile,
} from './operator-page.ts';

test.afterEach(removeFolders);

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

test('the page\'s index.json and the CLI\'s have the same SHA-256', async ({ page }) => {
  const folder = corpusWithTheGoPassAt25();
  const out = temporaryFile('index.json');
  const cli = buildIndexWithTheCli(folder, out);
  expect(cli.stderr).toBe('');
  expect(cli.status).toBe(0);
  const cliBytes = readFileSync(out);

  await openOperatorView(page);
  await chooseFolder(page, folder);
  const cliFingerprint = /fingerprint {2}(sha256:[0-9a-f]{64})/u.exec(cli.stdout)![1]!;
  await expect(summaryValue(page, 'fingerprint')).toHaveText(cliFingerprint);
  await expect(summaryValue(page, 'bytes')).toHaveText(String(cliBytes.length));

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download index.json' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('index.json');
  const pageBytes = readFileSync(await download.path());
  console.log(`index.json: ${pageBytes.length} bytes from the page, ${cliBytes.length} from the CLI; sha256 ${sha256(pageBytes)}`);
  expect(sha256(pageBytes)).toBe(sha256(cliBytes));
});

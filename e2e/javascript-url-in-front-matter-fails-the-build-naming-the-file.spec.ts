/**
 * A document's `url` becomes a link residents follow, so only an absolute http: or https: address is accepted: a
 * `javascript:` url in front matter fails the build, naming the file and line with the CLI's own message, and
 * nothing is activated.
 */
import { expect, test } from '@playwright/test';
import { alertRegion } from './cairn-page.ts';
import { buildIndexWithTheCli, chooseFolder, demoCorpusCopy, openOperatorView, removeFolders, temporaryFile } from './operator-page.ts';

test.afterEach(removeFolders);

test('url: javascript:alert(1) in transit-pass-en.md', async ({ page }) => {
  const folder = demoCorpusCopy((name, text) => (name === 'transit-pass-en.md' ? text.replace('lang: en\n', 'lang: en\nurl: javascript:alert(1)\n') : text));
  const cli = buildIndexWithTheCli(folder, temporaryFile('index.json'));
  expect(cli.status).toBe(1);
  const message =
    'transit-pass-en.md:5: front matter "url" must be an absolute http: or https: address such as "https://www.agency.gov/page", got string "javascript:alert(1)"';
  expect(cli.stderr.split('\n')[0]).toBe(`error: ${message}`);

  await openOperatorView(page);
  await chooseFolder(page, folder);
  await expect(page.locator('section.build-errors > ul.build-messages:not(.build-warnings) > li')).toHaveText([message]);
  await expect(alertRegion(page)).toContainText('Nothing was activated');
  await expect(page.locator('a[href^="javascript:"]')).toHaveCount(0);
});

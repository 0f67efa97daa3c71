/**
 * A citation a resident can follow: when the document's front matter gives the agency's page (`url`), the source's
 * title is a link to it — the https address as written, opening in a new tab without handing it this page
 * (`noopener`), and saying so in its accessible name — beside the cited section. axe finds nothing.
 */
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { ask } from './cairn-page.ts';
import { demoCorpusCopy, GOPASS_FEE_QUESTION, previewFolder, removeFolders } from './operator-page.ts';

const PAGE = 'https://harbor-county.example/transit/gopass';

test.afterEach(removeFolders);

test('the GoPass document with a url: its title links to the agency page', async ({ page }) => {
  await previewFolder(page, demoCorpusCopy((name, text) => (name === 'transit-pass-en.md' ? text.replace('lang: en\n', `lang: en\nurl: ${PAGE}\n`) : text)));

  const source = (await ask(page, GOPASS_FEE_QUESTION)).locator('ol.sources > li').first();
  const link = source.getByRole('link', { name: 'Harbor GoPass (opens in a new tab)' });
  await expect(link).toHaveAttribute('href', PAGE);
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(source.locator('.source-name')).toHaveText('Harbor GoPass (opens in a new tab) › How much it costs');
  await expectNoAxeViolations(page);
});

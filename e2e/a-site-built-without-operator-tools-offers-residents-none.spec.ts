/**
 * An agency that sets `page.operator_tools = false` publishes a page whose residents meet none of its operators'
 * tools: no explain switch, no link to the operator view, and `#operator` opens the questions, not the view. The page
 * still answers. Its operators keep `npm run ask -- --explain` and a build with the setting left out.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { buildDemoWith } from './build-variant.ts';
import { ask, QUESTIONS } from './cairn-page.ts';
import { WITHOUT_OPERATOR_TOOLS_DIR, WITHOUT_OPERATOR_TOOLS_URL } from './static-host.ts';

test('no explain switch, no operator link, no operator view; questions still answered', async ({ page }) => {
  test.setTimeout(180_000);
  const output = buildDemoWith('operator_tools = false', WITHOUT_OPERATOR_TOOLS_DIR);
  expect(output).toContain('no indexer worker (page.operator_tools = false)');
  // The operator view's worker is not published at all.
  expect(readdirSync(join(WITHOUT_OPERATOR_TOOLS_DIR, 'assets')).filter((file) => file.startsWith('indexer.worker'))).toEqual([]);

  await page.goto(`${WITHOUT_OPERATOR_TOOLS_URL}#operator`);
  await expect(page.locator('#question')).toBeEditable();
  await expect(page.getByRole('heading', { level: 1, name: 'Preview a corpus' })).toHaveCount(0);
  const exchange = await ask(page, QUESTIONS.grocery);
  await expect(exchange.locator('blockquote.quote')).toContainText('$85');
  await expect(page.locator('#explain')).toHaveCount(0);
  await expect(page.getByRole('checkbox')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Preview a corpus (for operators)' })).toHaveCount(0);
});

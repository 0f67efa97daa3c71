/**
 * `npm run build:single` writes one HTML file that works opened straight from disk (file://): app, classic worker
 * from a Blob URL, index and strings inline, its inline blocks allowed by SHA-256 hashes. Nothing is fetched. The
 * document view opens there too, at the cited passage: it is built from the index the page already holds.
 */
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { ask, QUESTIONS, SAID } from './cairn-page.ts';
import { guardPolicy } from './policy-guard.ts';
import { SINGLE_FILE_URL } from './static-host.ts';

test('from file://: an answer, a refusal, no violations, and axe passes there too', async ({ page, context }) => {
  const guard = await guardPolicy(page, context, ['file:', 'blob:', 'data:']);
  await page.goto(SINGLE_FILE_URL);
  await expect(page.locator('#question')).toBeEditable();
  const answer = await ask(page, QUESTIONS.grocery);
  await expect(answer.locator('ol.sources > li')).toHaveAttribute('data-passage', 'grocery-allowance-en#3');
  await answer.locator('button.show-in-document').click();
  const cited = page.locator('dialog.document-view .document-passage.cited');
  await expect(cited).toHaveAttribute('data-passage', 'grocery-allowance-en#3');
  await expect(cited).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.locator('dialog.document-view')).toHaveCount(0);
  const refusal = await ask(page, QUESTIONS.fishing);
  await expect(refusal).toContainText(SAID.contactPhoneShown);
  await expect(page.locator('[role="alert"]')).toHaveText('');
  await expectNoAxeViolations(page);
  guard.expectClean();
});

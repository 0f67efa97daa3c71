/**
 * `dist/` works unchanged under a sub-path of any static host (GitHub Pages serves a project site under /REPO/):
 * every asset and index URL is relative. Served here by a plain static server under /agency/help/, with no
 * rewriting and no fallbacks, and watched for policy violations and requests leaving the origin.
 */
import { expect, test } from '@playwright/test';
import { ask, QUESTIONS, SAID } from './cairn-page.ts';
import { guardPolicy } from './policy-guard.ts';
import { STATIC_ORIGIN, SUB_PATH_URL } from './static-host.ts';

test('ask, get an answer, get a refusal — under /agency/help/', async ({ page, context }) => {
  const guard = await guardPolicy(page, context, [STATIC_ORIGIN]);
  await page.goto(SUB_PATH_URL);
  await expect(page.locator('#question')).toBeEditable();
  const answer = await ask(page, QUESTIONS.grocery);
  await expect(answer.locator('ol.sources > li')).toHaveAttribute('data-passage', 'grocery-allowance-en#3');
  const refusal = await ask(page, QUESTIONS.fishing);
  await expect(refusal).toContainText(SAID.contactPhoneShown);
  await expect(refusal.locator('.sources')).toHaveCount(0);
  guard.expectClean();
});

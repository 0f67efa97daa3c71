/**
 * An agency embeds Cairn in its own page, on another origin, with the README's one-element snippet (an iframe).
 * The host's aggressive CSS does not change Cairn's look, Cairn's CSS does not change the host's, Cairn's
 * announcements still reach the accessibility tree, and axe passes on the host page with Cairn in it.
 */
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { QUESTIONS, SAID } from './cairn-page.ts';
import { guardPolicy } from './policy-guard.ts';
import { HOST_ORIGIN, STATIC_ORIGIN, SUB_PATH_URL } from './static-host.ts';

test('a question asked inside the frame is answered and announced; neither page restyles the other', async ({ page, context }) => {
  // The standalone look first, to compare with.
  await page.goto(SUB_PATH_URL);
  const standalone = await page.locator('button.send').evaluate((b) => {
    const style = getComputedStyle(b);
    return { background: style.backgroundColor, font: style.fontFamily };
  });

  const guard = await guardPolicy(page, context, [STATIC_ORIGIN, HOST_ORIGIN]);
  await page.goto(`${HOST_ORIGIN}/`);
  const frame = page.frameLocator('iframe#cairn');
  await expect(frame.locator('#question')).toBeEditable();
  await frame.locator('#question').fill(QUESTIONS.grocery);
  await frame.locator('#question').press('Enter');
  await expect(frame.locator('article.exchange ol.sources > li')).toHaveAttribute('data-passage', 'grocery-allowance-en#3');

  // Announced through a polite live region inside the frame (the frame is a document of its own, so the region
  // is in the light DOM of a page screen readers already follow); and exposed in the frame's accessibility tree.
  await expect(frame.locator('[aria-live="polite"]').filter({ hasText: SAID.groceryStatus })).toHaveCount(1);
  await expect(frame.locator('[aria-live="polite"]').filter({ hasText: SAID.groceryStatus })).toMatchAriaSnapshot(`- text: ${SAID.groceryStatus}`);
  const embedded = await frame.locator('button.send').evaluate((b) => {
    const style = getComputedStyle(b);
    return { background: style.backgroundColor, font: style.fontFamily };
  });
  expect(embedded).toEqual(standalone);
  // The host keeps its own rules: Cairn's stylesheet stays inside the frame.
  await expect(page.locator('#host-button')).toHaveCSS('background-color', 'rgb(255, 192, 203)');
  await expect(page.locator('#host-title')).toHaveCSS('color', 'rgb(128, 0, 0)');
  await expect(page.locator('#host-text')).toHaveCSS('font-family', 'Georgia, serif');

  await expectNoAxeViolations(page, { frames: true });
  guard.expectClean();
});

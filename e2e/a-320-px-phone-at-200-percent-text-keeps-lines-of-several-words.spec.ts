/**
 * At 200% text on a 320 px phone, a rem of margin is 32 px: the page's margins, the notice's padding and the document
 * view's (with the browser's own limit on a dialog's width, 2em less than the screen) left a cited passage 130 px a
 * line, one word or two, and broke "Assistance's" in the notice (a resident trial, session 47). Margins are now at most
 * a twentieth of the screen's width, and every text box keeps at least 220 px.
 */
import { expect, test, type Locator } from '@playwright/test';
import { ask, openCairn } from './cairn-page.ts';

/** The width a box leaves its text: inside its padding. */
const textWidth = (box: Locator) =>
  box.evaluate((element) => {
    const style = getComputedStyle(element);
    return element.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
  });

test.use({ viewport: { width: 320, height: 640 }, hasTouch: true, isMobile: true });

test("the notice, the answer's quote and the cited passage in the document view", async ({ page }) => {
  await openCairn(page);
  await page.evaluate(() => {
    document.documentElement.style.fontSize = '200%';
  });
  expect(await textWidth(page.locator('.disclosure'))).toBeGreaterThanOrEqual(220);
  const exchange = await ask(page, 'How do I apply for the grocery allowance?');
  expect(await textWidth(exchange.locator('blockquote'))).toBeGreaterThanOrEqual(220);
  await exchange.getByRole('button', { name: 'Read it in the whole document' }).first().click();
  const cited = page.getByRole('dialog').getByRole('region', { name: 'The cited passage' });
  await expect(cited).toBeFocused();
  expect(await textWidth(cited)).toBeGreaterThanOrEqual(220);
});

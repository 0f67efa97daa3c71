/**
 * Copying as a resident does: select, then the keyboard's copy. Apart from cairn-page.ts, which the soak benchmark
 * imports for its questions under a configuration without the browser's globals.
 */
import type { Locator, Page } from '@playwright/test';

/**
 * Selects all of `element`'s contents, copies them with the keyboard, as a resident would, and returns the clipboard's
 * text. The spec needs `test.use({ permissions: ['clipboard-read', 'clipboard-write'] })`.
 */
export async function copiedText(page: Page, element: Locator): Promise<string> {
  await element.evaluate((node) => {
    const range = new Range();
    range.selectNodeContents(node);
    getSelection()!.removeAllRanges();
    getSelection()!.addRange(range);
  });
  await page.keyboard.press('ControlOrMeta+C');
  return page.evaluate(() => navigator.clipboard.readText());
}

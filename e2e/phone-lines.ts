/**
 * Whether a phone number stays on one line as the page narrows: kept apart from `cairn-page.ts`, which the scripts
 * read too, since its check runs in the page (DOM types).
 */
import type { Locator, Page } from '@playwright/test';

/**
 * The widths from 300 to 430 px, every 2, at which the phone number "(555) … 4400" in `paragraph`'s text starts and
 * ends on different lines (the top of its first and of its last character differ): none, when it is kept together.
 */
export async function widthsBreakingThePhoneNumber(page: Page, paragraph: Locator): Promise<string[]> {
  const broken: string[] = [];
  for (let width = 300; width <= 430; width += 2) {
    await page.setViewportSize({ width, height: 800 });
    const [first, last] = await paragraph.evaluate((p) => {
      // The first text node holding the number: the paragraph's own, or a contact's link around it.
      const walker = document.createTreeWalker(p, NodeFilter.SHOW_TEXT);
      let node = walker.nextNode() as Text;
      while (!node.data.includes('(555)')) node = walker.nextNode() as Text;
      const at = node.data.indexOf('(555)');
      const end = node.data.indexOf('4400') + 4;
      const top = (from: number, to: number) => {
        const range = new Range();
        range.setStart(node, from);
        range.setEnd(node, to);
        return Math.round(range.getClientRects()[0]!.top);
      };
      return [top(at, at + 1), top(end - 1, end)];
    });
    if (first !== last) broken.push(`${width} px: the number starts at ${first} and ends at ${last}`);
  }
  return broken;
}

/**
 * A phone number in a quoted passage stays on one line, and in its own order, at every phone width: a resident trial
 * at 360 px read an Arabic passage's "‎-010 (555)" on one line and "4400." on the next (session 36). (That the words the
 * question matched are still the ones highlighted in such a passage: `a-phone-number-in-arabic-text-shows-in-its-own-order`.)
 */
import { expect, test } from '@playwright/test';
import { ask, openCairn } from './cairn-page.ts';

test.use({ locale: 'ar' });

test('an Arabic answer keeps "(555) 010-4400" on one line from 300 to 430 px', async ({ page }) => {
  await openCairn(page);
  const quote = (await ask(page, 'كيفية التقديم على مخصص البقالة')).locator('blockquote.quote p', { hasText: '4400' });
  await expect(quote).toHaveCount(1);
  const lines: string[] = [];
  for (let width = 300; width <= 430; width += 2) {
    await page.setViewportSize({ width, height: 800 });
    // The top of the number's first and last character: on one line, they are equal.
    const [first, last] = await quote.evaluate((p) => {
      const node = p.firstChild as Text;
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
    if (first !== last) lines.push(`${width} px: the number starts at ${first} and ends at ${last}`);
  }
  expect(lines).toEqual([]);
});

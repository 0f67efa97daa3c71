/**
 * A phone number in a refusal's contact line stays on one line at every phone width: a resident trial at 390 px read
 * "(555) 010-" on one line and "4400" on the next (session 35). Checked at every width from 300 to 430 px, so some
 * width puts a line's end inside the number.
 */
import { expect, test } from '@playwright/test';
import { ask, openCairn, QUESTIONS } from './cairn-page.ts';

test('the contact line of a refusal keeps "(555) 010-4400" on one line from 300 to 430 px', async ({ page }) => {
  await openCairn(page);
  const contact = (await ask(page, QUESTIONS.fishing)).locator('.refusal-contact');
  await expect(contact).toContainText('To ask a person, contact:');
  const lines: string[] = [];
  for (let width = 300; width <= 430; width += 2) {
    await page.setViewportSize({ width, height: 800 });
    // The top of the number's first and last character, and of the line's first: on one line, the first two are equal.
    const [first, last] = await contact.evaluate((p) => {
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

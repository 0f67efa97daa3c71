/**
 * A phone number written in Arabic-Indic digits reads in the order it is written, as the same number in Western digits
 * does: left to the bidirectional algorithm, "٠٦ ٥٥٥ ١٢٣٤" inside Arabic text showed its groups right to left, "١٢٣٤
 * ٥٥٥ ٠٦" (an Arabic-first trial, session 42), because the algorithm reads those digits as Arabic numbers and the
 * spaces between them as right to left, even inside a left-to-right isolate. The number is a link that dials it.
 */
import { expect, test } from '@playwright/test';
import { ask, chooseLanguage, QUESTIONS } from './cairn-page.ts';
import { demoCorpusCopy, previewFolder, removeFolders } from './operator-page.ts';

test.afterEach(removeFolders);

test('"٠٦ ٥٥٥ ١٢٣٤" in an Arabic contact: its groups left to right, the link dialling 065551234', async ({ page }) => {
  const corpus = demoCorpusCopy((name, text) => (name === 'cairn.toml' ? text.replace('على الرقم (555) 010-4400', 'على الرقم ٠٦ ٥٥٥ ١٢٣٤') : text));
  await previewFolder(page, corpus);
  await chooseLanguage(page, 'ar');
  const link = (await ask(page, QUESTIONS.permitInArabic)).locator('.refusal-contact a');
  await expect(link).toHaveAttribute('href', 'tel:065551234');
  const lefts = await link.evaluate((a) => {
    const node = a.firstChild as Text;
    return ['٠٦', '٥٥٥', '١٢٣٤'].map((group) => {
      const at = node.data.indexOf(group);
      const range = new Range();
      range.setStart(node, at);
      range.setEnd(node, at + group.length);
      return range.getBoundingClientRect().left;
    });
  });
  expect(lefts[0]).toBeLessThan(lefts[1]!);
  expect(lefts[1]).toBeLessThan(lefts[2]!);
});

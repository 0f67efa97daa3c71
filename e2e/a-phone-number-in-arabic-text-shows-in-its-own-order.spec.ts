/**
 * A phone number and a street address inside Arabic text show as written. Left to the bidirectional algorithm, the
 * groups of "(555) 010-4400" inside an Arabic sentence are laid out right to left, "4400-010 (555)", and "14 Quay
 * Street" as "Quay Street 14": a resident would dial a wrong number. In the quoted passage, the highlighted words
 * stay where they are; in the document view, a related outcome's and a refusal's contact line and the page's contact
 * section the same number reads in its own order.
 */
import { expect, test, type Locator } from '@playwright/test';
import { ask, chooseLanguage, openCairn, QUESTIONS } from './cairn-page.ts';

/** Left edges on screen of each of `parts`, each found in a text node of `paragraph` (a contact's number is in its link's), in the order given. */
function leftEdges(paragraph: Locator, parts: string[]): Promise<number[]> {
  return paragraph.evaluate((p, wanted) => {
    const texts: Text[] = [];
    const walker = document.createTreeWalker(p, NodeFilter.SHOW_TEXT);
    for (let next = walker.nextNode(); next !== null; next = walker.nextNode()) texts.push(next as Text);
    return wanted.map((part) => {
      const node = texts.find((text) => text.data.includes(part));
      if (node === undefined) throw new Error(`"${part}" is not in the paragraph`);
      const at = node.data.indexOf(part);
      const range = new Range();
      range.setStart(node, at);
      range.setEnd(node, at + part.length);
      return range.getBoundingClientRect().left;
    });
  }, parts);
}

const increasing = (xs: number[]): boolean => xs.every((x, i) => i === 0 || xs[i - 1]! < x);

test('"(555) 010-4400" and "14 Quay Street" in an Arabic answer, an Arabic refusal and the contact section', async ({ page }) => {
  await openCairn(page);
  await chooseLanguage(page, 'ar');
  const section = page.locator('section.contact p');
  await expect(section).toContainText('على الرقم');
  expect(increasing(await leftEdges(section, ['(555)', '010', '4400'])), 'the contact section').toBe(true);

  // "How do I apply for the housing relief grant?": the how-to-apply passage, which ends with the number.
  const answer = await ask(page, 'كيف أقدم طلب منحة دعم السكن؟');
  const passage = answer.locator('blockquote.quote p').nth(1);
  await expect(passage).toContainText('اتصل على الرقم');
  expect(increasing(await leftEdges(passage, ['(555)', '010', '4400'])), 'the groups, left to right as written').toBe(true);
  // Still one text node, and the highlighted words are the words, not shifted by the isolates.
  expect(await passage.evaluate((p) => p.childNodes.length)).toBe(1);
  const marked = await passage.evaluate((p) =>
    ([...(CSS.highlights.get('cairn-evidence') ?? [])] as Range[]).filter((range) => p.contains(range.startContainer)).map((range) => range.toString()),
  );
  expect(marked.length).toBeGreaterThan(0);
  expect(marked.every((word) => /^[\p{scx=Arabic}]+$/u.test(word)), marked.join(' ')).toBe(true);

  // The same passage in the whole document.
  await answer.getByRole('button', { name: 'اقرأه في المستند كاملًا' }).click();
  const cited = page.getByRole('dialog').locator('.document-passage.cited p');
  await expect(cited).toContainText('اتصل على الرقم');
  expect(increasing(await leftEdges(cited, ['(555)', '010', '4400'])), 'in the document view').toBe(true);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // A related document, named with the contact line.
  const related = await ask(page, QUESTIONS.housingTaxInArabic);
  const relatedContact = related.locator('.refusal-contact');
  await expect(relatedContact).toContainText('على الرقم');
  expect(increasing(await leftEdges(relatedContact, ['(555)', '010', '4400'])), 'the related outcome').toBe(true);

  // Off topic ("what is the weather tomorrow?"): refused, with the Arabic contact line.
  const refusal = await ask(page, 'ما هو الطقس غدا؟');
  const contact = refusal.locator('.refusal-contact');
  await expect(contact).toContainText('على الرقم');
  expect(increasing(await leftEdges(contact, ['(555)', '010', '4400'])), 'the number').toBe(true);
  expect(increasing(await leftEdges(contact, ['14', 'Quay', 'Street'])), 'the address').toBe(true);
});

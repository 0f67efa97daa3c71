/**
 * An answer copied is the text the page shows. The words only a screen reader hears ("Source" before a citation's
 * "[1]", "opens in a new tab" after a link) are text on the page too, hidden by a clip; copied with the rest they ran
 * into what was shown ("Source[1]" under a passage a resident pasted into a message, a trial found). They are left out
 * of a selection, so the clipboard holds what the resident selected; so are the answer's buttons ("Read it in the whole
 * document", "Ask another question"), which are not its text (a second trial). Each source's number is copied with it.
 */
import { expect, test } from '@playwright/test';
import { ask, openCairn, QUESTIONS } from './cairn-page.ts';
import { copiedText } from './clipboard.ts';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test('the grocery answer selected whole and copied with the keyboard', async ({ page }) => {
  await openCairn(page);
  const answer = await ask(page, QUESTIONS.grocery);
  const citation = answer.locator('a.citation');
  await expect(citation, 'a screen reader hears the citation as "Source [1]"').toHaveAccessibleName('Source [1]');

  const copied = await copiedText(page, answer);
  expect(copied).toContain('The amount does not go down if you also get other help with food.\n\n[1]\n\nSources\n');
  expect(copied).not.toContain('Source [1]');
  expect(copied).not.toContain('Source[1]');
  // Nor the answer's controls, which are not its text. Each source keeps its number, as the quote's marker writes it:
  // a list's own numbers are left out of a copy, and a trial's pasted answer had "[1]" with nothing it matched.
  expect(copied).toContain('Sources\n[1] Fresh Start Grocery Allowance › How much you get');
  expect(copied).not.toContain('Read it in the whole document');
  expect(copied).not.toContain('Ask another question');
});

test('December 3, 2026: the winter credit answer, two sources each copied after its number, with its dates', async ({ page }) => {
  await page.clock.setFixedTime(new Date(2026, 11, 3, 12, 0, 0));
  await openCairn(page);
  const answer = await ask(page, 'How much is the winter utility credit?');
  const copied = await copiedText(page, answer);
  expect(copied).toContain(
    // (The space before each source's button, which is left out, stays at the end of its line.)
    'Sources\n[1] Winter Utility Credit › How much you get · In force from October 1, 2025 until December 31, 2026 \n' +
      '[2] Winter Utility Credit › How much you get · In force from January 1, 2027',
  );
});

test('a related reply and a refusal, each selected whole and copied with the keyboard', async ({ page }) => {
  await openCairn(page);
  // A related reply's "Read the document" is a control too; the title it opens is the reply's text.
  const related = await ask(page, QUESTIONS.housingTax);
  const relatedCopy = await copiedText(page, related);
  expect(relatedCopy).toContain('Housing Relief Grant');
  expect(relatedCopy).not.toContain('Read the document');
  // A refusal's titles are buttons inside its sentence: they are its text, and are copied.
  const refusal = await ask(page, QUESTIONS.fishing);
  const refusalCopy = await copiedText(page, refusal);
  expect(refusalCopy).toContain('Fresh Start Grocery Allowance');
  expect(refusalCopy).toContain('Harbor GoPass');
  expect(refusalCopy).not.toContain('Ask another question');
});

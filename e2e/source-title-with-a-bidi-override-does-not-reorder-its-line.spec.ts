/**
 * Titles and headings are corpus text, and corpus text can hold an unbalanced RIGHT-TO-LEFT OVERRIDE (U+202E). Where
 * the page shows one, it is isolated (`unicode-bidi: isolate`: a `<bdi>`, or an element with its own `dir`), so the
 * override ends with it: the section after a source's title stays to its right instead of being pulled into the
 * reversed run. Without the isolation it is drawn in the middle of the title (measured in Chromium).
 */
import { expect, test, type Locator } from '@playwright/test';
import { ask, QUESTIONS } from './cairn-page.ts';
import { demoCorpusCopy, GOPASS_FEE_QUESTION, previewFolder, removeFolders } from './operator-page.ts';

const OVERRIDE = '\u202E';

test.afterEach(removeFolders);

/** The demo corpus with an override inside the GoPass's title and heading, and inside the Housing Relief Grant's title. */
function corpusWithOverrides(): string {
  return demoCorpusCopy((name, text) => {
    if (name === 'transit-pass-en.md') {
      return text.replace('title: Harbor GoPass', 'title: "Harbor \\u202EGoPass"').replace('## How much it costs', `## How much it ${OVERRIDE}costs`);
    }
    if (name === 'housing-relief-en.md') return text.replace('title: Housing Relief Grant', 'title: "Housing Relief \\u202EGrant"');
    return text;
  });
}

/** How the browser lays out bidirectional text around the element: `isolate` ends an override at its edge. */
function unicodeBidi(element: Locator): Promise<string> {
  return element.evaluate((node) => getComputedStyle(node).unicodeBidi);
}

test('a title holding U+202E is isolated in the sources, the quoted heading and the related outcome', async ({ page }) => {
  await previewFolder(page, corpusWithOverrides());

  const answer = await ask(page, GOPASS_FEE_QUESTION);
  const source = answer.locator('ol.sources > li').first();
  const title = source.getByText(`Harbor ${OVERRIDE}GoPass`, { exact: true });
  const section = source.locator('.source-heading');
  await expect(title).toHaveCount(1);
  await expect(section).toHaveText(`How much it ${OVERRIDE}costs`);
  expect(await unicodeBidi(title)).toBe('isolate');
  expect(await unicodeBidi(section)).toBe('isolate');
  // Left to right, the section comes after the whole title, not inside its reversed half.
  const titleBox = await title.boundingBox();
  const idBox = await section.boundingBox();
  expect(titleBox).not.toBeNull();
  expect(idBox).not.toBeNull();
  expect(idBox!.x).toBeGreaterThanOrEqual(titleBox!.x + titleBox!.width);

  const heading = answer.locator('.quote-heading').getByText(`How much it ${OVERRIDE}costs`, { exact: true });
  await expect(heading).toHaveCount(1);
  expect(await unicodeBidi(heading)).toBe('isolate');

  const related = await ask(page, QUESTIONS.housingTax);
  const relatedTitle = related.locator('.related-documents li').getByText(`Housing Relief ${OVERRIDE}Grant`, { exact: true });
  await expect(relatedTitle).toHaveCount(1);
  expect(await unicodeBidi(relatedTitle)).toBe('isolate');
});

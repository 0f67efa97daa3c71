/**
 * What a screen reader says, not only what the markup claims: Guidepup's Virtual Screen Reader runs inside the
 * page (its browser build, served to the page from node_modules), follows keyboard focus, records live-region
 * announcements, and reads on from where the resident is, as heading navigation and "next item" would.
 *
 * For an answer, a refusal and an error, the spec types into the question box with the real keyboard, then
 * asserts what was announced and — for an answer and a refusal — what is heard when the resident jumps to the
 * new exchange by heading and reads it through.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { openCairn, QUESTIONS, SAID } from './cairn-page.ts';

const SCREEN_READER_PATH = '__e2e__/virtual-screen-reader.js';
const SCREEN_READER_SOURCE = readFileSync(
  new URL('../node_modules/@guidepup/virtual-screen-reader/lib/esm/index.browser.js', import.meta.url),
  'utf8',
);

interface VirtualScreenReader {
  start(options: { container: Element }): Promise<void>;
  stop(): Promise<void>;
  next(): Promise<void>;
  perform(command: unknown): Promise<void>;
  commands: Record<string, unknown>;
  lastSpokenPhrase(): Promise<string>;
  spokenPhraseLog(): Promise<string[]>;
  clearSpokenPhraseLog(): Promise<void>;
}
declare global {
  interface Window {
    __screenReader?: VirtualScreenReader;
  }
}

/** Serves the screen reader's browser build on the app's own origin (the page's CSP allows only 'self'), starts it. */
async function startScreenReader(page: Page): Promise<void> {
  await page.route(`**/${SCREEN_READER_PATH}`, (route) => route.fulfill({ body: SCREEN_READER_SOURCE, contentType: 'text/javascript' }));
  await page.evaluate(async (path) => {
    const { virtual } = (await import(new URL(path, document.baseURI).href)) as { virtual: VirtualScreenReader };
    window.__screenReader = virtual;
    await virtual.start({ container: document.body });
  }, SCREEN_READER_PATH);
}

async function spoken(page: Page): Promise<string[]> {
  return page.evaluate(() => window.__screenReader!.spokenPhraseLog());
}

/**
 * The live-region announcements heard so far, each text once. Two artefacts of the virtual reader are removed:
 * an announcement with no words (Preact rewrites a region's empty text node on every render, which the virtual
 * reader logs as "polite: " — a real screen reader has nothing to say and says nothing; reported as a UI defect),
 * and the same text logged once per DOM mutation of one update (text and class change together).
 */
async function announcementsHeard(page: Page): Promise<string[]> {
  const live = (await spoken(page)).filter((phrase) => /^(polite|assertive): \S/u.test(phrase));
  return [...new Set(live)];
}

/** Types the question with the keyboard, from the top of the page (skip link, language, its button), and sends it with Enter. */
async function askByKeyboard(page: Page, question: string): Promise<void> {
  for (let stop = 0; stop < 4; stop++) await page.keyboard.press('Tab');
  await expect(page.locator('#question')).toBeFocused();
  await page.keyboard.type(question);
  await page.keyboard.press('Enter');
}

/** Jumps by heading to the newest exchange and reads on to the end of it; returns what was heard. */
async function readTheNewestExchange(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const reader = window.__screenReader!;
    await reader.clearSpokenPhraseLog();
    for (let jumps = 0; jumps < 5 && !(await reader.lastSpokenPhrase()).startsWith('heading, You asked:'); jumps++) {
      await reader.perform(reader.commands.moveToNextHeading);
    }
    for (let steps = 0; steps < 80 && !(await reader.lastSpokenPhrase()).startsWith('end of article'); steps++) await reader.next();
    return reader.spokenPhraseLog();
  });
}

/** Fails unless every expected phrase (exact text, or a pattern) was heard, in this order. */
function expectHeardInOrder(heard: readonly string[], expected: ReadonlyArray<string | RegExp>): void {
  let from = 0;
  const missing: string[] = [];
  for (const phrase of expected) {
    const at = heard.findIndex((said, i) => i >= from && (typeof phrase === 'string' ? said === phrase : phrase.test(said)));
    if (at === -1) missing.push(String(phrase));
    else from = at + 1;
  }
  expect(missing, `not heard, in order, in:\n${heard.join('\n')}`).toEqual([]);
}

test.beforeEach(async ({ page }) => {
  await openCairn(page);
  await startScreenReader(page);
  expect(await spoken(page)).toEqual(['document']);
});

test('an answer: its status is announced politely, then the quote, its citation and its source are read', async ({ page }) => {
  await askByKeyboard(page, QUESTIONS.grocery);
  await expect.poll(() => announcementsHeard(page)).toEqual([`polite: ${SAID.groceryStatus}`]);
  // Focus stayed in the box: the last thing heard before the announcement was the box itself.
  expect((await spoken(page)).filter((p) => !p.startsWith('polite') && !p.startsWith('assertive')).at(-1)).toBe(
    'textbox, Your question, Enter sends. Shift+Enter starts a new line.',
  );

  expectHeardInOrder(await readTheNewestExchange(page), [
    `heading, You asked: ${QUESTIONS.grocery}, level 3`,
    'blockquote',
    'How much you get',
    /^The allowance is \$85 per person per month\./u,
    'link, Source [1]',
    'end of blockquote',
    'heading, Sources, level 4',
    'Fresh Start Grocery Allowance',
    'button, Read it in the whole document: Fresh Start Grocery Allowance › How much you get',
    'button, Ask another question',
    `end of article, You asked: ${QUESTIONS.grocery}`,
  ]);
});

test('a refusal: announced politely with the contact, then read with the person to ask', async ({ page }) => {
  await askByKeyboard(page, QUESTIONS.fishing);
  await expect
    .poll(() => announcementsHeard(page))
    .toEqual([
      `polite: No answer found in the agency's documents. Call Harbor County Community Assistance at ${SAID.contactPhone}, Monday to Friday, 8:00 a.m. to 5:00 p.m., or visit 14 Quay Street, Monday to Friday, 8:30 a.m. to 4:30 p.m., Thursdays until 7:00 p.m.`,
    ]);

  expectHeardInOrder(await readTheNewestExchange(page), [
    `heading, You asked: ${QUESTIONS.fishing}, level 3`,
    'No answer found in the documents',
    /^I found no passage in Harbor County Community Assistance's documents that answers this\. Other words may find one: try the program's name, or fewer words\.$/u,
    'To ask a person: Call Harbor County Community Assistance at',
    // The number is a link that dials it (its space a figure space, kept on one line).
    /^link, \(555\)\u2007010-\u20604400$/u,
    /^, Monday to Friday, 8:00 a\.m\. to 5:00 p\.m\./u,
    `end of article, You asked: ${QUESTIONS.fishing}`,
  ]);
});

test('an error: announced assertively, and nothing polite', async ({ page }) => {
  await askByKeyboard(page, '');
  await expect.poll(() => announcementsHeard(page)).toEqual([`assertive: ${SAID.emptyQuestion}`]);
  await expect(page.locator('article.exchange')).toHaveCount(0);
});

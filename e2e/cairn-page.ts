/**
 * How the specs drive the page the way a resident does: open it, pick a language, type a question, press Enter,
 * and wait for what Cairn says. Waits are on conditions the page shows (an exchange appears, an alert fills),
 * never on time.
 */
import { expect, type Locator, type Page } from '@playwright/test';

/** Questions with known outcomes on the demo corpus (see scripts/eval/calibration-probes.ts for the same probes). */
export const QUESTIONS = {
  /** Answered from grocery-allowance-en#3. */
  grocery: 'How much is the grocery allowance per person?',
  /** Refused: no document covers fishing licences, and none comes near enough to be named as one that may. */
  fishing: 'How do I renew a fishing licence?',
  /** Asked in Arabic about the English-only GoPass ("how much is GoPass a month?"): answered across languages from transit-pass-en#3. */
  goPassInArabic: 'كم قيمة GoPass في الشهر؟',
  /** Asked in Arabic, answered in Arabic from housing-relief-ar#3. */
  housingInArabic: 'كم قيمة منحة دعم السكن؟',
  /** Refused in Arabic. */
  permitInArabic: 'كيف أحصل على رخصة بناء؟',
  /** Related: the Housing Relief Grant is named, and no passage holds "tax". */
  housingTax: 'housing relief grant tax',
  /** Related, in Arabic: the Arabic Housing Relief Grant document is named. */
  housingTaxInArabic: 'منحة دعم السكن ضريبة',
} as const;

/** What the page says, from the engine's and the interface's message tables. */
export const SAID = {
  groceryStatus: 'Answer found in Fresh Start Grocery Allowance, section How much you get.',
  emptyQuestion: 'Type a question first.',
  contactPhone: '(555) 010-4400',
  /**
   * The same number as the page shows it in a contact line, kept on one line (`phonesKeptTogether`): a WORD JOINER
   * after its hyphen, and a figure space, which Playwright's text matching reads as a space.
   */
  contactPhoneShown: '(555) 010-\u20604400',
} as const;

/** The published index, whatever version query the page adds (`index.json?v=…`). */
export const INDEX_URL = /\/index\.json(\?.*)?$/u;

/** Opens the app and waits until the question box is there to type into. */
export async function openCairn(page: Page): Promise<void> {
  await page.goto('./');
  await expect(page.locator('#question')).toBeEditable();
}

/** The as-of date field, with the disclosure it is behind ("Answer for another date") opened as a person would. */
export async function dateField(page: Page): Promise<Locator> {
  const disclosure = page.locator('.as-of details');
  if ((await disclosure.getAttribute('open')) === null) await disclosure.locator('summary').click();
  const field = page.locator('#as-of');
  await expect(field).toBeVisible();
  return field;
}

/** Picks a language in the selector and presses its button, as a person would, and waits for the page to switch. */
export async function chooseLanguage(page: Page, lang: string): Promise<void> {
  await page.locator('#language').selectOption(lang);
  await page.locator('button.language-apply').click();
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
}

/** The exchanges on the page, newest first. */
export function exchanges(page: Page): Locator {
  return page.locator('article.exchange');
}

/** Types `question`, sends it with Enter and returns the new exchange once it is on the page. */
export async function ask(page: Page, question: string): Promise<Locator> {
  const before = await exchanges(page).count();
  const box = page.locator('#question');
  await box.fill(question);
  await box.press('Enter');
  await expect(exchanges(page)).toHaveCount(before + 1);
  return exchanges(page).first();
}

/** The assertive region: errors and nothing else. */
export function alertRegion(page: Page): Locator {
  return page.locator('[role="alert"]');
}

/** Sends an empty question, which Cairn refuses as input with an alert. */
export async function sendEmptyQuestion(page: Page): Promise<void> {
  await page.locator('#question').fill('');
  await page.locator('#question').press('Enter');
  await expect(alertRegion(page)).not.toBeEmpty();
}

/**
 * Puts every kind of thing Cairn shows on one page: explain mode on, an answer, a refusal, then an error in the
 * alert region, with every explain trace opened — the state the accessibility checks grade. In Arabic the
 * answer is the cross-language one, so an English passage and its notice are graded inside a right-to-left page.
 */
export async function showEveryOutcome(page: Page, lang: 'en' | 'ar' = 'en'): Promise<void> {
  await page.locator('#explain').check();
  if (lang === 'ar') {
    await ask(page, QUESTIONS.housingInArabic);
    await ask(page, QUESTIONS.goPassInArabic);
    await ask(page, QUESTIONS.permitInArabic);
    await ask(page, QUESTIONS.housingTaxInArabic);
  } else {
    await ask(page, QUESTIONS.grocery);
    await ask(page, QUESTIONS.fishing);
    await ask(page, QUESTIONS.housingTax);
  }
  await expect(page.locator('.answer').first()).toBeVisible();
  await expect(page.locator('.refusal:not(.related)').first()).toBeVisible();
  await expect(page.locator('.related').first()).toBeVisible();
  for (const summary of await page.locator('details.explain > summary').all()) await summary.click();
  await expect(page.locator('details.explain:not([open])')).toHaveCount(0);
  await sendEmptyQuestion(page);
}

/**
 * The page has words of its own in English, Spanish and Arabic only. Switched to Russian (a corpus language: a
 * previewed copy of the demo corpus with a Russian document, the agency's Russian contact and `[messages.ru]`), its
 * controls stay English and `<html lang>` says so — before, it said "ru", and a screen reader read the English
 * controls and the "Searching…" status in a Russian voice — while the agency's Russian contact and the language's own
 * name in the announcement ("Русский chosen. The page's buttons and labels stay in English.") are marked Russian, a dated document's in-force line is written in
 * English as its sentence is, and a Russian question is still asked as Russian and refused in the agency's Russian words.
 */
import { expect, test } from '@playwright/test';
import { ask, openCairn, SAID } from './cairn-page.ts';
import { previewDemoWithRussian, removeFolders } from './operator-page.ts';

test.afterEach(removeFolders);

const RUSSIAN_CONTACT = 'Позвоните в Harbor County Community Assistance по номеру (555) 010-4400.';

test('Русский chosen on a corpus with a Russian document: English controls marked English, the Russian contact marked Russian', async ({ page }) => {
  // A day the 2025–26 version of the winter credit is in force.
  await page.clock.setFixedTime(new Date(2026, 11, 3, 12, 0, 0));
  await openCairn(page);
  await previewDemoWithRussian(page, { editToml: (toml) => toml.replace('[refusal.contact_by_language]\n', `[refusal.contact_by_language]\nru = "${RUSSIAN_CONTACT}"\n`) });

  await page.locator('#language').selectOption('ru');
  await page.locator('button.language-apply').click();
  await expect(page.locator('#contact-heading')).toHaveText('Talk to a person');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  // The switch is said in English, and that the page's words stay English; the language's own name in it marked Russian.
  const said = page.locator('[aria-live="polite"]').filter({ hasText: 'chosen' });
  await expect(said).toHaveText("Русский chosen. The page's buttons and labels stay in English.");
  await expect(said.locator('span[lang="ru"]')).toHaveText('Русский');
  // Shown with its number kept on one line (a WORD JOINER after each of its joiners).
  await expect(page.locator('section.contact p')).toHaveText(RUSSIAN_CONTACT.replace('(555) 010-4400', SAID.contactPhoneShown));
  await expect(page.locator('section.contact p')).toHaveAttribute('lang', 'ru');

  const exchange = await ask(page, 'Как продлить водительские права?');
  await expect(exchange.locator('.refusal')).toHaveAttribute('lang', 'ru');
  await expect(exchange.locator('.refusal > p').first()).toHaveText(/^В документах организации Harbor County Community Assistance нет фрагмента/u);

  // A dated document opened says when it is in force in the English of its sentence, not "1 октября 2025 г.".
  const dated = await ask(page, 'How much is the winter utility credit?');
  await dated.getByRole('button', { name: /^Read it in the whole document/u }).first().click();
  await expect(page.locator('dialog.document-view .document-view-in-force')).toHaveText('In force from October 1, 2025 until December 31, 2026');
});

/**
 * A refusal says "try the program's name", so on a small corpus it names the programs: the titles of the documents,
 * in the refusal's language where they are written in it, each marked with its own language, each opening its
 * document (a resident trial found no program named anywhere on the page, and could not follow the advice; in Spanish
 * and Arabic it could not reach the English-only office hours at all). A title only in another language says so.
 */
import { expect, test } from '@playwright/test';
import { ask, chooseLanguage, openCairn, QUESTIONS } from './cairn-page.ts';

test('an English refusal names the five programs', async ({ page }) => {
  await openCairn(page);
  const exchange = await ask(page, QUESTIONS.fishing);
  await expect(exchange.locator('.refusal-topics')).toHaveText(
    'The documents cover Contact and office hours, Fresh Start Grocery Allowance, Housing Relief Grant, Harbor GoPass, and Winter Utility Credit.',
  );
  await expect(exchange.locator('.refusal-topics bdi')).toHaveCount(5);
});

test('a Spanish refusal names them in Spanish, and the English-only ones in English, marked and said so', async ({ page }) => {
  await openCairn(page);
  await chooseLanguage(page, 'es');
  const exchange = await ask(page, '¿Cómo renuevo una licencia de pesca?');
  const topics = exchange.locator('.refusal-topics');
  await expect(topics).toContainText('Los documentos tratan sobre ');
  await expect(topics.locator('bdi[lang="en"]')).toHaveText(['Contact and office hours', 'Harbor GoPass']);
  await expect(topics.locator('bdi[lang="es"]')).toHaveCount(3);
  // Said after each English title, as a related document's language is said: inside its button, and in its name.
  await expect(topics).toContainText('Contact and office hours (inglés)');
  await expect(topics).toContainText('Harbor GoPass (inglés)');
  await expect(topics.locator('button .related-language')).toHaveCount(2);
  await expect(topics.getByRole('button', { name: 'Leer el documento: Harbor GoPass (inglés)', exact: true })).toHaveCount(1);
});

test('a named document opens from the refusal: the office hours, from a Spanish page', async ({ page }) => {
  await openCairn(page);
  await chooseLanguage(page, 'es');
  const exchange = await ask(page, '¿Cómo renuevo una licencia de pesca?');
  const open = exchange.getByRole('button', { name: 'Leer el documento: Contact and office hours (inglés)', exact: true });
  await open.click();
  const view = page.getByRole('dialog', { name: 'Contact and office hours' });
  await expect(view).toContainText('On Thursdays we stay open until 7:00 p.m.');
  await page.keyboard.press('Escape');
  await expect(view).toHaveCount(0);
  await expect(open).toBeFocused();
});

test('an Arabic refusal keeps "و" (and) on the line of the title after it, at every phone width', async ({ page }) => {
  // An Arabic-first trial (session 42) saw "و" end a line and its title start the next.
  await openCairn(page);
  await chooseLanguage(page, 'ar');
  // Arabic lists every title after the first with "و" against it: five titles, four joins.
  const topics = (await ask(page, QUESTIONS.permitInArabic)).locator('.refusal-topics');
  await expect(topics.locator('.joined')).toHaveCount(4);
  await expect(topics.locator('.joined').first()).toHaveText(/^و/u);
  const apart: string[] = [];
  for (let width = 300; width <= 430; width += 2) {
    await page.setViewportSize({ width, height: 800 });
    const tops = await topics.evaluate((p) =>
      [...p.querySelectorAll('.joined')].map((span) => {
        const range = new Range();
        range.selectNodeContents(span.firstChild!);
        return [range.getClientRects()[0]!.top, span.querySelector('button')!.getClientRects()[0]!.top];
      }),
    );
    tops.forEach(([and, title], i) => Math.abs(and! - title!) > 8 && apart.push(`${width} px, title ${i + 2}`));
  }
  expect(apart).toEqual([]);
});

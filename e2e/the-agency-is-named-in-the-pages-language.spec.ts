/**
 * An agency that writes its name in each language (`[agency.name_by_language]` in cairn.toml) is named so on a page in
 * that language: the heading, the tab's title and the sentence under it, where an Arabic page said the English name.
 * The tab's title is the agency's name alone: a resident knows the agency, not the software behind its page.
 */
import { expect, test } from '@playwright/test';
import { chooseLanguage, openCairn } from './cairn-page.ts';

test('the Arabic page names the agency in Arabic, and English again after switching back', async ({ page }) => {
  await openCairn(page);
  await expect(page.locator('h1')).toHaveText('Harbor County Community Assistance');
  await expect(page).toHaveTitle('Harbor County Community Assistance');

  await chooseLanguage(page, 'ar');
  await expect(page.locator('h1')).toHaveText('خدمات المساعدة المجتمعية في مقاطعة هاربور');
  await expect(page).toHaveTitle('خدمات المساعدة المجتمعية في مقاطعة هاربور');
  await expect(page.locator('.disclosure p').first()).toContainText('خدمات المساعدة المجتمعية في مقاطعة هاربور');
  await expect(page.locator('.disclosure p').first()).not.toContainText('Harbor County');

  await chooseLanguage(page, 'en');
  await expect(page.locator('h1')).toHaveText('Harbor County Community Assistance');
  await expect(page).toHaveTitle('Harbor County Community Assistance');
});

/**
 * axe-core finds no WCAG 2.2 A/AA violation in "Make available offline" while its download is under way (the
 * progress bar, its label and count, the cancel button): light in English, dark in Arabic, right to left. On the
 * slow host, so the download is still running when axe grades it.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { chooseLanguage } from './cairn-page.ts';

const SLOW = 'http://127.0.0.1:4174/sharded-slow/';

test.use({ serviceWorkers: 'allow' });

async function startDownload(page: Page, make: string, progress: string): Promise<void> {
  await page.getByRole('button', { name: make }).click();
  await expect(page.getByRole('progressbar', { name: progress })).toBeVisible();
  await expect(page.locator('.offline p.hint')).toBeVisible();
}

test('the download under way, light, in English', async ({ page }) => {
  await page.goto(SLOW);
  await startDownload(page, 'Make available offline', 'Download progress');
  await expectNoAxeViolations(page);
});

test('the download under way, dark, in Arabic', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto(SLOW);
  await expect(page.locator('#question')).toBeEditable();
  await chooseLanguage(page, 'ar');
  await startDownload(page, 'الحفظ للاستخدام دون اتصال', 'تقدم التنزيل');
  await expectNoAxeViolations(page);
});

/**
 * `npm run screenshots`: what a resident sees, as pictures for DESIGN.md — an answer, the document view and a related
 * outcome, in English and in Arabic, at a phone's width. Drives Debian's Chromium (or CHROME_PATH) against the built
 * site (`npm run build` first), served on its own port. Writes docs/screenshots/*.png. Run by hand; the pictures are
 * committed, so a reader of DESIGN.md sees them without running anything.
 */
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { PROJECT_ROOT } from '../project-paths.ts';

const PORT = 4175;
const BASE = `http://127.0.0.1:${PORT}/`;
const OUT = join(PROJECT_ROOT, 'docs/screenshots');

const SHOTS = [
  { name: 'answer-en', lang: 'en-US', question: 'How much is the grocery allowance per person?', open: false },
  { name: 'document-view-en', lang: 'en-US', question: 'How much is the grocery allowance per person?', open: true },
  { name: 'related-en', lang: 'en-US', question: 'housing relief grant tax', open: false },
  { name: 'answer-ar', lang: 'ar', question: 'كم قيمة منحة دعم السكن؟', open: false },
  { name: 'document-view-ar', lang: 'ar', question: 'كم قيمة منحة دعم السكن؟', open: true },
  { name: 'related-ar', lang: 'ar', question: 'منحة دعم السكن ضريبة', open: false },
] as const;

async function waitForServer(): Promise<void> {
  for (let i = 0; i < 150; i++) {
    try {
      if ((await fetch(BASE)).ok) return;
    } catch (error) {
      if (i === 149) throw error;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`screenshots: nothing answered at ${BASE}; run npm run build first`);
}

async function shoot(page: Page, shot: (typeof SHOTS)[number]): Promise<void> {
  await page.goto(BASE);
  await page.locator('#question').fill(shot.question);
  await page.keyboard.press('Enter');
  await page.locator('article.exchange').first().waitFor();
  await page.waitForTimeout(500);
  if (shot.open) {
    await page.locator('button.show-in-document').first().click();
    await page.getByRole('dialog').waitFor();
    await page.waitForTimeout(300);
  }
  // The exchange itself for an answer or a related outcome; the screen for the document view, a dialog over the page.
  if (shot.open) await page.screenshot({ path: join(OUT, `${shot.name}.png`) });
  else await page.locator('article.exchange').first().screenshot({ path: join(OUT, `${shot.name}.png`) });
}

async function main(): Promise<void> {
  mkdirSync(OUT, { recursive: true });
  // The package's own vite, not npx: killing it then stops the server itself.
  const server = spawn(join(PROJECT_ROOT, 'node_modules/.bin/vite'), ['preview', '--port', String(PORT), '--strictPort', '--host', '127.0.0.1'], {
    cwd: PROJECT_ROOT,
    stdio: 'ignore',
  });
  try {
    await waitForServer();
    const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
    for (const shot of SHOTS) {
      const context = await browser.newContext({ locale: shot.lang, viewport: { width: 400, height: 860 }, deviceScaleFactor: 1, colorScheme: 'light' });
      await shoot(await context.newPage(), shot);
      await context.close();
      console.log(`wrote docs/screenshots/${shot.name}.png`);
    }
    await browser.close();
  } finally {
    server.kill();
  }
}

await main();

/**
 * `npm run lighthouse`: an outside judge. Builds nothing itself — run `npm run build` first — then serves dist/
 * with vite preview, runs Lighthouse 12 in Debian's Chromium (CHROME_PATH to override), and prints the
 * performance, accessibility and best-practices scores and every audit that did not pass. Not part of `npm test`.
 */
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { PROJECT_ROOT } from '../project-paths.ts';
import { waitForServer } from './wait-for-server.ts';

const PORT = 4180;
const URL_TO_TEST = `http://127.0.0.1:${PORT}/`;
const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;


async function main(): Promise<number> {
  const server = spawn(resolve(PROJECT_ROOT, 'node_modules/.bin/vite'), ['preview', '--port', String(PORT), '--strictPort', '--host', '127.0.0.1'], {
    cwd: PROJECT_ROOT,
    stdio: 'ignore',
  });
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  try {
    await waitForServer(URL_TO_TEST, 'lighthouse', 100);
    const result = await lighthouse(URL_TO_TEST, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
    if (!result) throw new Error('lighthouse: no result');
    const { categories, audits } = result.lhr;
    for (const id of CATEGORIES) console.log(`${id.padEnd(15)} ${Math.round((categories[id]?.score ?? 0) * 100)}`);
    const failing = Object.values(audits).filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'manual');
    for (const audit of failing) console.log(`  not passed: ${audit.id} (${audit.score}) ${audit.displayValue ?? ''} — ${audit.title}`);
    return CATEGORIES.every((id) => categories[id]?.score === 1) ? 0 : 1;
  } finally {
    await chrome.kill();
    server.kill();
  }
}

process.exitCode = await main();

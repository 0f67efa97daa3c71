/**
 * The browser half of `npm run bench:scale -- --browser`: the same corpus published three ways and asked in Debian's
 * Chromium through a throttled connection — Cairn with its sharded index, Cairn with today's single file, and
 * Pagefind (the npm package, indexing the same passages rendered as HTML pages, its JS search API loading the first
 * result). Each cold page: a fresh browser context (empty cache, no service worker), the connection throttled by
 * Chromium's DevTools network emulation, served over HTTPS with HTTP/2 as CDNs serve (a certificate made for the run),
 * the question asked once the page can take it; the bytes are every response the page and its workers received
 * (bodies as sent, gzipped by the server as a static host does, plus headers).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { get as httpsGet } from 'node:https';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import * as pagefind from 'pagefind';
import type { CairnIndex } from '../../src/engine/index.ts';
import { PROJECT_ROOT } from '../project-paths.ts';
import { nearestRank } from './scale-transfer.ts';
import { waitForServer } from '../tooling/wait-for-server.ts';

/** Chromium DevTools' "Slow 4G" as the issue names it: 1.6 Mbps down, 750 kbps up, 150 ms round trip. */
export const SLOW_4G = { offline: false, latency: 150, downloadThroughput: (1.6 * 1e6) / 8, uploadThroughput: (750 * 1e3) / 8 };
const PORT = 4321;
// HTTPS with HTTP/2, as CDNs and most static hosts serve (a self-signed certificate made for the run).
const BASE = `https://127.0.0.1:${PORT}`;

/** One published form of the corpus, and how to ask it on a page. */
interface Contender {
  name: string;
  url: string;
  /** Waits until the page can take a question. */
  ready(page: Page): Promise<void>;
  /**
   * Asks and resolves when the answer (or the refusal) is on the page, with the milliseconds the page itself measured
   * from sending to showing it (no driver overhead in the figure).
   */
  ask(page: Page, question: string, n: number): Promise<number>;
}

/** In the page: the time from the Enter that sends a question to the exchange it adds, kept in `window.lastAnswerMs`. */
const TIME_EXCHANGES = `(() => {
  let sent = 0;
  document.addEventListener('keydown', (event) => { if (event.key === 'Enter') sent = performance.now(); }, true);
  new MutationObserver((records) => {
    for (const record of records) for (const node of record.addedNodes) {
      if (node.nodeType === 1 && (node.matches('article.exchange') || node.querySelector('article.exchange'))) window.lastAnswerMs = performance.now() - sent;
    }
  }).observe(document.body, { childList: true, subtree: true });
})()`;

const cairn = (name: string, path: string): Contender => ({
  name,
  url: `${BASE}/${path}/`,
  // The box takes a question from the first paint; sending it waits for the index, as a resident's does.
  ready: async (page) => {
    await page.locator('#question').waitFor({ state: 'visible', timeout: 600_000 });
    await page.evaluate(TIME_EXCHANGES);
  },
  ask: async (page, question, n) => {
    const box = page.locator('#question');
    await box.fill(question);
    await box.press('Enter');
    await page.locator('article.exchange').nth(n).waitFor({ state: 'attached', timeout: 600_000 });
    return (await page.evaluate('window.lastAnswerMs')) as number;
  },
});

// Run in the page (the scripts' types have no DOM): search, load the first result's data, put it on the page.
const PAGEFIND: Contender = {
  name: 'Pagefind',
  url: `${BASE}/pagefind/search.html`,
  ready: async (page) => {
    await page.waitForFunction('window.pagefindReady === true', undefined, { timeout: 600_000 });
  },
  ask: async (page, question) =>
    (await page.evaluate(`(async () => {
      const start = performance.now();
      const found = await window.pf.search(${JSON.stringify(question)});
      const first = found.results[0] === undefined ? null : await found.results[0].data();
      const out = document.createElement('p');
      out.textContent = first === null ? 'no result' : first.url + ' ' + first.excerpt;
      document.body.append(out);
      return performance.now() - start;
    })()`)) as number,
};

/**
 * Writes the three sites for one corpus under `dir`; with no `single` (a million passages: no single file can exist,
 * and Pagefind cannot index a million pages here), Cairn's sharded site alone. Pagefind's indexing time, or null.
 */
export async function prepareSites(
  dir: string,
  index: CairnIndex,
  sharded: { manifest: string; shards: Map<string, string> },
  single: string | undefined,
): Promise<{ pagefindMs: number | null }> {
  rmSync(dir, { recursive: true, force: true });
  const forms: Array<readonly [string, (publicDir: string) => void]> = [
    ['cairn-sharded', (publicDir: string) => {
      writeFileSync(join(publicDir, 'index.json'), sharded.manifest);
      mkdirSync(join(publicDir, 'index-shards'));
      for (const [name, text] of sharded.shards) writeFileSync(join(publicDir, 'index-shards', `${name}.json`), text);
    }],
  ];
  if (single !== undefined) forms.push(['cairn-single', (publicDir: string) => writeFileSync(join(publicDir, 'index.json'), single)]);
  for (const [form, write] of forms) {
    const publicDir = join(dir, `${form}-public`);
    mkdirSync(publicDir, { recursive: true });
    cpSync(resolve(PROJECT_ROOT, 'public/favicon.svg'), join(publicDir, 'favicon.svg'));
    write(publicDir);
    const vite = spawnSync(resolve(PROJECT_ROOT, 'node_modules/.bin/vite'), ['build', '--logLevel', 'error'], {
      cwd: PROJECT_ROOT,
      stdio: 'inherit',
      env: { ...process.env, CAIRN_PUBLIC_DIR: publicDir, CAIRN_OUT_DIR: join(dir, form) },
    });
    if (vite.status !== 0) throw new Error(`vite build of ${form} failed`);
  }
  if (single === undefined) return { pagefindMs: null };
  // Pagefind: each passage its own page, titled by its document, its heading and text in the body.
  const start = process.hrtime.bigint();
  const { index: pf } = await pagefind.createIndex({ forceLanguage: 'en' });
  if (pf === undefined) throw new Error('pagefind: createIndex gave no index');
  const titles = new Map(index.documents.map((d) => [d.id, d.title]));
  const escape = (text: string) => text.replace(/[&<>"]/gu, (c) => `&#${c.charCodeAt(0)};`);
  for (const p of index.passages) {
    await pf.addHTMLFile({
      url: `/p/${encodeURIComponent(p.id)}/`,
      content: `<!doctype html><html lang="en"><head><title>${escape(titles.get(p.doc)!)}</title></head><body><main><h1>${escape(titles.get(p.doc)!)}</h1><h2>${escape(p.heading)}</h2><p>${escape(p.body)}</p></main></body></html>`,
    });
  }
  await pf.writeFiles({ outputPath: join(dir, 'pagefind', 'pagefind') });
  await pagefind.close();
  const pagefindMs = Number(process.hrtime.bigint() - start) / 1e6;
  writeFileSync(
    join(dir, 'pagefind', 'search.html'),
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Pagefind</title></head><body>
<script type="module">
window.pf = await import('./pagefind/pagefind.js');
await window.pf.init();
window.pagefindReady = true;
</script></body></html>
`,
  );
  return { pagefindMs };
}

function serve(dir: string): ChildProcess {
  const tls = join(dir, 'tls');
  mkdirSync(tls, { recursive: true });
  const made = spawnSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', join(tls, 'key.pem'), '-out', join(tls, 'cert.pem'), '-days', '1', '-subj', '/CN=127.0.0.1'], { stdio: 'ignore' });
  if (made.status !== 0) throw new Error('bench:scale: the browser half serves HTTPS, and `openssl` could not make a certificate for it (install Debian\'s openssl)');
  const tsx = resolve(PROJECT_ROOT, 'node_modules/.bin/tsx');
  return spawn(
    tsx,
    [
      resolve(PROJECT_ROOT, 'scripts/tooling/serve-static.ts'),
      ...['--port', String(PORT), '--gzip', '--tls', tls],
      ...['--mount', `/cairn-sharded/=${join(dir, 'cairn-sharded')}`, '--mount', `/cairn-single/=${join(dir, 'cairn-single')}`, '--mount', `/pagefind/=${join(dir, 'pagefind')}`],
    ],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
}

/** Whether the HTTPS server answers `url` with 200 (its certificate is the run's own, so not checked). */
function answersOverHttps(url: string): Promise<boolean> {
  return new Promise((done) => {
    httpsGet(url, { rejectUnauthorized: false }, (response) => {
      response.resume();
      done(response.statusCode === 200);
    }).on('error', () => done(false));
  });
}

/** What one contender cost on cold pages. */
export interface BrowserFigures {
  name: string;
  pages: number;
  firstAnswerBytes: { median: number; max: number };
  firstAnswerMs: { median: number; max: number };
  furtherTenBytes: { median: number };
  warmP95Ms: number;
}

async function coldPage(browser: Browser, contender: Contender, questions: readonly string[]) {
  const context = await browser.newContext({ serviceWorkers: 'block', locale: 'en-US', ignoreHTTPSErrors: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  let bytes = 0;
  // Every response the page and its workers received: headers and body as sent.
  page.on('requestfinished', (request) => {
    void request.sizes().then((s) => (bytes += s.responseHeadersSize + s.responseBodySize));
  });
  const start = process.hrtime.bigint();
  await page.goto(contender.url, { waitUntil: 'commit', timeout: 600_000 });
  await contender.ready(page);
  await contender.ask(page, questions[0]!, 0);
  const firstMs = Number(process.hrtime.bigint() - start) / 1e6;
  await page.waitForLoadState('networkidle');
  const firstBytes = bytes;
  for (let i = 1; i < questions.length; i++) await contender.ask(page, questions[i]!, i);
  await page.waitForLoadState('networkidle');
  const furtherBytes = bytes - firstBytes;
  // Warm: the same questions again, everything they need already fetched; no throttling matters now.
  const warm: number[] = [];
  for (let i = 0; i < questions.length; i++) warm.push(await contender.ask(page, questions[i]!, questions.length + i));
  await context.close();
  return { firstMs, firstBytes, furtherBytes, warm };
}

/**
 * Measures every contender on `sessions` cold pages, each a first question and ten more: Cairn sharded, Pagefind and
 * Cairn's single file, or with `shardedOnly` (the sites `prepareSites` wrote without a single file) Cairn sharded alone.
 */
export async function measureInBrowser(dir: string, questions: readonly string[], sessions: number, shardedOnly = false): Promise<BrowserFigures[]> {
  const server = serve(dir);
  try {
    await waitForServer(`${BASE}/cairn-sharded/`, 'bench:scale', 100, answersOverHttps);
    const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
    try {
      const figures: BrowserFigures[] = [];
      // The single file is one cold page: every page downloads the same whole index, at 1.6 Mbps minutes of it.
      const contenders: Array<readonly [Contender, number]> = [[cairn('Cairn, sharded', 'cairn-sharded'), sessions]];
      if (!shardedOnly) contenders.push([PAGEFIND, sessions], [cairn('Cairn, single file', 'cairn-single'), 1]);
      for (const [contender, pages] of contenders) {
        const runs = [];
        for (let s = 0; s < pages; s++) runs.push(await coldPage(browser, contender, questions.slice(s * 11, s * 11 + 11)));
        const figure: BrowserFigures = {
          name: contender.name,
          pages,
          firstAnswerBytes: { median: nearestRank(runs.map((r) => r.firstBytes), 50), max: Math.max(...runs.map((r) => r.firstBytes)) },
          firstAnswerMs: { median: Math.round(nearestRank(runs.map((r) => r.firstMs), 50)), max: Math.round(Math.max(...runs.map((r) => r.firstMs))) },
          furtherTenBytes: { median: nearestRank(runs.map((r) => r.furtherBytes), 50) },
          warmP95Ms: Math.round(nearestRank(runs.flatMap((r) => r.warm), 95) * 1000) / 1000,
        };
        console.log(
          `  browser     ${figure.name}: first answer ${(figure.firstAnswerBytes.median / 1000).toFixed(1)} kB in ${(figure.firstAnswerMs.median / 1000).toFixed(2)} s on slow 4G over HTTP/2 (median of ${pages}; ` +
            `max ${(figure.firstAnswerBytes.max / 1000).toFixed(1)} kB, ${(figure.firstAnswerMs.max / 1000).toFixed(2)} s); ten more ${(figure.furtherTenBytes.median / 1000).toFixed(1)} kB; warm p95 ${figure.warmP95Ms} ms`,
        );
        figures.push(figure);
      }
      return figures;
    } finally {
      await browser.close();
    }
  } finally {
    server.kill();
  }
}


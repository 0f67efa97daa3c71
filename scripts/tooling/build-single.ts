/**
 * `npm run build:single`: one self-contained HTML file — app, worker, index and strings inline — that works opened
 * straight from disk (file://), for a field office, a USB stick or an email attachment.
 *
 * Measured in Chromium under file://: fetch, XHR, dynamic import(), workers loaded from a file, module workers from
 * a Blob URL and service workers all fail; inline scripts, classic Blob-URL workers and IndexedDB work. So: Vite
 * builds with the worker inlined (classic, IIFE, started from a Blob URL), and this script inlines the script and
 * stylesheet into the page, embeds the index as a JSON data block, and writes a policy allowing exactly those
 * inline blocks by SHA-256 hash.
 */
import { readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { contentSecurityPolicy, cspHash, policyMeta } from './content-security-policy.ts';
import { scriptSafe } from './script-safe.ts';
import { PROJECT_ROOT } from '../project-paths.ts';
import { writeAtomically } from '../cli/write-atomically.ts';

const STAGING = resolve(PROJECT_ROOT, '.cairn-build/single');
// The folder the site publishes: public/, or the staging folder `npm run build:single -- --corpus DIR` built.
const PUBLIC_DIR = resolve(PROJECT_ROOT, process.env.CAIRN_PUBLIC_DIR ?? 'public');
const INDEX_FILE = resolve(PUBLIC_DIR, 'index.json');
const FAVICON = resolve(PUBLIC_DIR, 'favicon.svg');
/** The single file's path. */
export const SINGLE_FILE = resolve(PROJECT_ROOT, 'dist-single/cairn.html');

/** JSON inside a data block: escaping `<` keeps any `</script>` in the corpus from ending the block. */
function jsonBlock(json: string): string {
  return json.trimEnd().replace(/</gu, '\\u003c');
}

/** Assembles cairn.html from the staged build. Exported for tests. */
export function assembleSingleFile(html: string, readAsset: (path: string) => string, indexJson: string, favicon: string): string {
  const scripts: string[] = [];
  const styles: string[] = [];
  let page = html.replace(/<script type="module" crossorigin src="\.\/([^"]+)"><\/script>/gu, (_tag, path: string) => {
    const code = scriptSafe(readAsset(path));
    scripts.push(code);
    return `<script type="module">${code}</script>`;
  });
  page = page.replace(/<link rel="stylesheet" crossorigin href="\.\/([^"]+)">/gu, (_tag, path: string) => {
    const css = readAsset(path);
    styles.push(css);
    return `<style>${css}</style>`;
  });
  if (scripts.length !== 1 || styles.length !== 1) {
    throw new Error(`build-single: expected one script and one stylesheet in the staged page, found ${scripts.length} and ${styles.length}`);
  }
  page = page.replace(
    '<link rel="icon" href="./favicon.svg" type="image/svg+xml" />',
    `<link rel="icon" href="data:image/svg+xml;base64,${Buffer.from(favicon).toString('base64')}" type="image/svg+xml" />`,
  );
  const policy = contentSecurityPolicy({
    script: scripts.map(cspHash),
    style: styles.map(cspHash),
    img: ['data:'],
    connect: [],
    worker: ['blob:'],
    manifest: [],
  });
  page = page.replace('<meta charset="utf-8" />', `<meta charset="utf-8" />\n    ${policyMeta(policy)}`);
  // The index goes first in <body>: the app reads it when it starts, and a data block is never executed.
  return page.replace('<body>', `<body>\n    <script type="application/json" id="cairn-index">${jsonBlock(indexJson)}</script>`);
}

async function main(): Promise<number> {
  await build({ configFile: resolve(PROJECT_ROOT, 'vite.config.ts'), mode: 'single', logLevel: 'warn' });
  const html = readFileSync(join(STAGING, 'index.html'), 'utf8');
  const page = assembleSingleFile(html, (path) => readFileSync(join(STAGING, path), 'utf8'), readFileSync(INDEX_FILE, 'utf8'), readFileSync(FAVICON, 'utf8'));
  writeAtomically(SINGLE_FILE, page);
  const bytes = Buffer.byteLength(page);
  const gzipped = gzipSync(page, { level: 9 }).length;
  console.log(`single file: ${relative(process.cwd(), SINGLE_FILE)} — ${bytes.toLocaleString('en-US')} bytes, ${gzipped.toLocaleString('en-US')} gzipped; open it from disk (file://), no server needed`);
  return 0;
}

process.exitCode = await main();

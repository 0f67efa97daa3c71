import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { defineConfig, type Plugin } from 'vitest/config';
import { siteInfo } from './scripts/site-info.ts';

const ROOT = import.meta.dirname;
const INDEX_FILE = resolve(ROOT, 'public/index.json');
/** Where the build records which source modules went into which chunk (read by scripts/check-bundle.ts). */
export const MODULE_MAP_FILE = resolve(ROOT, '.cairn-build/modules.json');

/**
 * `virtual:cairn-site`: what the page must know before the worker has loaded anything — the agency's name, the
 * contacts, the corpus languages — taken from the built index at build time, so the header and the contact are
 * in the first paint and the interface never waits on a fetch before it can speak.
 */
function cairnSite(): Plugin {
  const id = 'virtual:cairn-site';
  const read = () => siteInfo(JSON.parse(readFileSync(INDEX_FILE, 'utf8')));
  return {
    name: 'cairn-site',
    resolveId: (source) => (source === id ? `\0${id}` : undefined),
    load: (resolved) => (resolved === `\0${id}` ? `export default ${JSON.stringify(read())};` : undefined),
    transformIndexHtml: (html) => html.replace('<title>Cairn</title>', `<title>${escapeHtml(read().agencyName)} · Cairn</title>`),
  };
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/gu, (c) => `&#${c.charCodeAt(0)};`);
}

/** Records chunk → source modules, so a check can prove the scoring code is not in the main-thread bundle. */
function recordModules(label: string): Plugin {
  return {
    name: 'cairn-record-modules',
    apply: 'build',
    buildStart() {
      // The main build starts first and the worker builds inside it: only the main build starts a fresh map.
      if (label === 'main') rmSync(MODULE_MAP_FILE, { force: true });
    },
    generateBundle(_options, bundle) {
      let map: Record<string, string[]> = {};
      try {
        map = JSON.parse(readFileSync(MODULE_MAP_FILE, 'utf8')) as Record<string, string[]>;
      } catch {
        map = {};
      }
      for (const [file, chunk] of Object.entries(bundle)) {
        if (chunk.type !== 'chunk') continue;
        map[`${label}:${file}`] = Object.keys(chunk.modules).map((m) => relative(ROOT, m.replace(/^\0/u, ''))).sort();
      }
      mkdirSync(resolve(ROOT, '.cairn-build'), { recursive: true });
      writeFileSync(MODULE_MAP_FILE, `${JSON.stringify(map, null, 2)}\n`);
    },
  };
}

export default defineConfig({
  // Relative asset URLs: the same dist/ works at a domain root and under any sub-path.
  base: './',
  plugins: [cairnSite(), recordModules('main')],
  oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
  worker: {
    // Classic (IIFE) workers: the only kind a page opened from file:// can start from a Blob URL.
    format: 'iife',
    plugins: () => [recordModules('worker')],
  },
  build: {
    target: 'es2022',
    manifest: true,
    modulePreload: { polyfill: false },
  },
  test: {
    include: ['src/**/*.test.ts', 'scripts/**/*.test.ts', 'workers/**/*.test.ts'],
    // CLI tests spawn real processes; give them room on a 2-core machine.
    testTimeout: 60_000,
  },
});

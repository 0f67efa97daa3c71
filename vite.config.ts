import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { defineConfig, type Plugin } from 'vitest/config';
import { contentSecurityPolicy, policyMeta, SITE_SOURCES } from './scripts/tooling/content-security-policy.ts';
import { serviceWorkerSource } from './scripts/tooling/service-worker.ts';
import { escapeHtml, siteInfo, withPageLanguage } from './scripts/tooling/site-info.ts';
import { moduleMapFile } from './scripts/tooling/module-map.ts';
import { keepColorScheme, withColorSchemeMeta } from './scripts/tooling/color-scheme.ts';
import type { ColorScheme } from './src/engine/build/config.ts';
import { indexVersion } from './src/ui/index-version.ts';
import { uiStringsLanguage, uiTablesWith } from './src/ui/strings.ts';
import { directionOf } from './src/engine/index.ts';
import { agencyNameFor } from './src/engine/format/settings.ts';
import { MANIFEST_FORMAT, shardNamesOf, type ShardManifest } from './src/engine/format/sharded-format.ts';

const ROOT = import.meta.dirname;
/**
 * The folder published beside the page (the demo corpus, index.json, the icon). `CAIRN_PUBLIC_DIR` points a build
 * at another one — the end-to-end test of republishing builds a second site from a changed corpus that way.
 */
const PUBLIC_DIR = resolve(ROOT, process.env.CAIRN_PUBLIC_DIR ?? 'public');
const INDEX_FILE = resolve(PUBLIC_DIR, 'index.json');
/**
 * Where the build records which source modules went into which chunk (read by scripts/tooling/check-bundle.ts): one
 * file per output folder, so sites built at once (the e2e suite builds several in parallel) never read each other's.
 */
const MODULE_MAP_FILE = moduleMapFile(resolve(ROOT, process.env.CAIRN_OUT_DIR ?? 'dist'));

/**
 * `virtual:cairn-site`: what the page must know before the worker has loaded anything — the agency's name, the
 * contacts, the corpus languages — taken from the built index at build time, so the header and the contact are
 * in the first paint and the interface never waits on a fetch before it can speak.
 */
function cairnSite(): Plugin {
  const id = 'virtual:cairn-site';
  const read = () => siteInfo(JSON.parse(readFileSync(INDEX_FILE, 'utf8')), process.env.CAIRN_OFFLINE_SHARDS === '1');
  return {
    name: 'cairn-site',
    resolveId: (source) => (source === id ? `\0${id}` : undefined),
    load: (resolved) => (resolved === `\0${id}` ? `export default ${JSON.stringify(read())};` : undefined),
    // In the site's default language, the one a first visit most often opens in; the page rewrites it in the language shown.
    transformIndexHtml: (html) => {
      const site = read();
      const lang = uiStringsLanguage(site.defaultLanguage, uiTablesWith(site.pageWords));
      const titled = html.replace('<title>Cairn</title>', `<title>${escapeHtml(agencyNameFor(site, site.defaultLanguage))}</title>`);
      return withColorSchemeMeta(withPageLanguage(titled, lang, directionOf(lang)), COLOR_SCHEME);
    },
  };
}

/** The strict policy as a `<meta>` tag, first thing in `<head>`, on every built page. */
function contentSecurity(): Plugin {
  return {
    name: 'cairn-content-security-policy',
    apply: 'build',
    // After the charset declaration, which must stay within the first 1,024 bytes.
    transformIndexHtml: (html) =>
      html.replace('<meta charset="utf-8" />', `<meta charset="utf-8" />\n    ${policyMeta(contentSecurityPolicy(SITE_SOURCES))}`),
  };
}

/**
 * Files only the operator view loads: the indexer worker (77 KB gzipped), which would more than double a resident's
 * first visit if it were precached for a view residents never open. The operator view fetches it when it opens.
 */
const OPERATOR_ONLY_ASSET = /^assets\/indexer\.worker-/u;

/**
 * Emits `sw.js` precaching this build: the page, every emitted asset except the operator's, the icon and this
 * build's index URL.
 */
function serviceWorker(): Plugin {
  return {
    name: 'cairn-service-worker',
    apply: 'build',
    generateBundle(_options, bundle) {
      const { digest } = siteInfo(JSON.parse(readFileSync(INDEX_FILE, 'utf8')));
      const emitted = Object.keys(bundle).filter((file) => !file.startsWith('.vite/') && file !== 'index.html' && !OPERATOR_ONLY_ASSET.test(file));
      // `index.offline` (CAIRN_OFFLINE_SHARDS): every shard of a sharded index too, so all of it answers offline.
      // Only the shards this manifest names (every name computable from it): the folder also keeps the replaced
      // index's for pages that loaded it.
      const index = JSON.parse(readFileSync(INDEX_FILE, 'utf8')) as { format?: string };
      const shards =
        process.env.CAIRN_OFFLINE_SHARDS === '1' && index.format === MANIFEST_FORMAT
          ? [...shardNamesOf(index as ShardManifest)]
              .sort()
              .map((name) => `index-shards/${name}.json`)
          : [];
      const files = ['index.html', 'favicon.svg', `index.json?v=${indexVersion(digest)}`, ...emitted, ...shards];
      this.emitFile({ type: 'asset', fileName: 'sw.js', source: serviceWorkerSource(files) });
    },
  };
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
        // Only modules with code in the chunk: one the bundler dropped whole (the operator view behind a false
        // constant) is still listed, with nothing rendered.
        const rendered = Object.entries(chunk.modules).filter(([, module]) => module.renderedLength > 0);
        map[`${label}:${file}`] = rendered.map(([m]) => relative(ROOT, m.replace(/^\0/u, ''))).sort();
      }
      mkdirSync(resolve(ROOT, '.cairn-build'), { recursive: true });
      writeFileSync(MODULE_MAP_FILE, `${JSON.stringify(map, null, 2)}\n`);
    },
  };
}

/** Vite mode of the single-file build (`npm run build:single`): one HTML file, opened from disk. */
export const SINGLE_FILE_MODE = 'single';
/** Where the single-file build's raw output goes before scripts/tooling/build-single.ts assembles cairn.html. */
export const SINGLE_FILE_STAGING = resolve(ROOT, '.cairn-build/single');

/**
 * Comments kept in the workers: licence notices only. Rolldown keeps tree-shaking annotations (`@__PURE__`) in
 * minified output by default, for a later bundler that never comes here; they were 199 of the engine worker's
 * 20,531 gzipped bytes. (The main bundle holds none; setting it there changed its chunk and cost 79 bytes.)
 */
const SHIPPED_COMMENTS = { legal: true, annotation: false, jsdoc: false } as const;

/** `page.color_scheme` (CAIRN_COLOR_SCHEME, from build-site): the palette the page keeps, or the system's. */
const COLOR_SCHEME: ColorScheme = process.env.CAIRN_COLOR_SCHEME === 'light' || process.env.CAIRN_COLOR_SCHEME === 'dark' ? process.env.CAIRN_COLOR_SCHEME : 'system';

export default defineConfig(({ mode }) => {
  const single = mode === SINGLE_FILE_MODE;
  const operatorTools = process.env.CAIRN_OPERATOR_TOOLS !== '0';
  return {
    // Relative asset URLs: the same dist/ works at a domain root and under any sub-path.
    base: './',
    publicDir: PUBLIC_DIR,
    plugins: single ? [cairnSite()] : [cairnSite(), contentSecurity(), serviceWorker(), recordModules('main')],
    oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
    css: { postcss: { plugins: COLOR_SCHEME === 'system' ? [] : [keepColorScheme(COLOR_SCHEME)] } },
    resolve: {
      // The single file starts its worker from a Blob URL: swap the worker module for its inlined twin.
      alias: single ? [{ find: /^\.\/engine-worker\.ts$/u, replacement: resolve(ROOT, 'src/ui/engine-worker-inline.ts') }] : [],
    },
    define: {
      // The operator view is left out of the single file: inlined, its indexer worker would triple the file every
      // resident opens (DESIGN.md, "In-page indexing"). A constant, so the bundler drops the view's code entirely.
      __CAIRN_OPERATOR_VIEW__: JSON.stringify(!single && operatorTools),
      // `page.operator_tools = false` (CAIRN_OPERATOR_TOOLS=0, from build-site): no explain switch, link or view.
      __CAIRN_OPERATOR_TOOLS__: JSON.stringify(operatorTools),
    },
    worker: {
      // Classic (IIFE) workers: the only kind a page opened from file:// can start from a Blob URL.
      format: 'iife' as const,
      plugins: () => (single ? [] : [recordModules('worker')]),
      rolldownOptions: { output: { comments: SHIPPED_COMMENTS } },
    },
    build: {
      target: 'es2022',
      manifest: !single,
      // `CAIRN_OUT_DIR`: another site beside the demo's (the sharded demo the e2e suite also serves).
      outDir: single ? SINGLE_FILE_STAGING : (process.env.CAIRN_OUT_DIR ?? 'dist'),
      emptyOutDir: true,
      copyPublicDir: !single,
      modulePreload: { polyfill: false },
      // Never inline an asset as a data: URL: the site's policy allows images from its own origin only.
      assetsInlineLimit: 0,
    },
    test: {
      include: ['src/**/*.test.ts', 'scripts/**/*.test.ts', 'workers/**/*.test.ts'],
      // CLI tests spawn real processes; give them room on a 2-core machine.
      testTimeout: 60_000,
    },
  };
});

/** Where the static-delivery specs find the built app: a plain static server, under a project-site sub-path. */
import { resolve } from 'node:path';

/** The static server (scripts/tooling/serve-static.ts) started by playwright.config.ts. */
export const STATIC_ORIGIN = 'http://127.0.0.1:4174';
/** dist/ served under a nested path, as GitHub Pages serves a project site under /REPO/. */
export const SUB_PATH_URL = `${STATIC_ORIGIN}/agency/help/`;
/** A copy of a build the republish spec can replace while a page is open. */
export const REPUBLISH_URL = `${STATIC_ORIGIN}/republish/`;
export const REPUBLISH_DIR = resolve(import.meta.dirname, '../.cairn-build/republish/site');
/** A site its spec builds from the demo corpus with `page.operator_tools = false`. */
export const WITHOUT_OPERATOR_TOOLS_URL = `${STATIC_ORIGIN}/without-operator-tools/`;
export const WITHOUT_OPERATOR_TOOLS_DIR = resolve(import.meta.dirname, '../.cairn-build/without-operator-tools');
/** A site its spec builds from the demo corpus with `page.color_scheme = "light"`. */
export const LIGHT_PALETTE_URL = `${STATIC_ORIGIN}/light-palette/`;
export const LIGHT_PALETTE_DIR = resolve(import.meta.dirname, '../.cairn-build/light-palette');
/** A site its spec builds from the demo corpus with `page.languages = ["en", "es"]`. */
export const TWO_LANGUAGES_URL = `${STATIC_ORIGIN}/two-languages/`;
export const TWO_LANGUAGES_DIR = resolve(import.meta.dirname, '../.cairn-build/two-languages');
/** The agency's own page, on another origin, embedding Cairn with the README's snippet. */
export const HOST_ORIGIN = 'http://127.0.0.1:4175';
/** The single file, opened from disk. */
export const SINGLE_FILE_URL = `file://${resolve(import.meta.dirname, '../dist-single/cairn.html')}`;

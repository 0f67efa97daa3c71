/**
 * `page.color_scheme`: a page that follows the resident's system ("system", the default), or keeps one palette. An
 * agency that embeds Cairn in a light page of its own found it dark inside that page whenever the resident's system
 * was (a frame follows the system, not the page around it). The stylesheet defines every colour twice, light and
 * then dark inside `@media (prefers-color-scheme: dark)`; the build keeps the palette asked for: "light" leaves the
 * dark block out, "dark" keeps its rules unconditionally (after the light ones, so they win). The page's
 * `<meta name="color-scheme">` says the same, so the browser's own controls and scrollbars match.
 */
import type { AtRule, Plugin } from 'postcss';
import type { ColorScheme } from '../../src/engine/build/config.ts';

/** The media query the stylesheet puts its dark palette under. */
const DARK_QUERY = '(prefers-color-scheme: dark)';

/**
 * The PostCSS plugin that keeps one palette. A stylesheet with no dark block is an error, not a page left in the
 * system's colours without a word: the build would otherwise publish what the agency asked it not to.
 */
export function keepColorScheme(scheme: Exclude<ColorScheme, 'system'>): Plugin {
  return {
    postcssPlugin: 'cairn-color-scheme',
    Once(root) {
      const dark: AtRule[] = [];
      root.walkAtRules('media', (rule) => {
        if (rule.params.trim() === DARK_QUERY) dark.push(rule);
      });
      // Only the stylesheet that defines the palettes: any other CSS the page imports passes unchanged.
      if (dark.length === 0) {
        if (root.toString().includes('--color-bg')) throw new Error(`page.color_scheme = "${scheme}": the stylesheet defines its colours but has no ${DARK_QUERY} block to ${scheme === 'light' ? 'leave out' : 'keep'}`);
        return;
      }
      for (const rule of dark) {
        if (scheme === 'light') rule.remove();
        else rule.replaceWith(rule.nodes ?? []);
      }
    },
  };
}

const SYSTEM_META = '<meta name="color-scheme" content="light dark" />';

/** The page's HTML with its `<meta name="color-scheme">` saying the scheme kept; an error if the page has no such tag. */
export function withColorSchemeMeta(html: string, scheme: ColorScheme): string {
  if (!html.includes(SYSTEM_META)) throw new Error(`index.html has no ${SYSTEM_META} for page.color_scheme to set`);
  return scheme === 'system' ? html : html.replace(SYSTEM_META, `<meta name="color-scheme" content="${scheme}" />`);
}

import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import postcss from 'postcss';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../project-paths.ts';
import { keepColorScheme, withColorSchemeMeta } from './color-scheme.ts';

const STYLES = readFileSync(resolve(PROJECT_ROOT, 'src/ui/styles.css'), 'utf8');
const kept = (scheme: 'light' | 'dark', css = STYLES) => postcss([keepColorScheme(scheme)]).process(css, { from: 'styles.css' }).css;

/** Every `--color-bg` the stylesheet declares, in order: the last one is the one that applies. */
const backgrounds = (css: string) => [...css.matchAll(/--color-bg:\s*([^;]+);/gu)].map((m) => m[1]);

describe('keepColorScheme', () => {
  it('has the stylesheet in two palettes, the dark one under the media query', () => {
    expect(backgrounds(STYLES)).toEqual(['#ffffff', '#121417']);
    expect(STYLES).toContain('@media (prefers-color-scheme: dark)');
  });

  it('"light" leaves the dark palette out, and nothing else', () => {
    const light = kept('light');
    expect(backgrounds(light)).toEqual(['#ffffff']);
    expect(light).not.toContain('prefers-color-scheme');
    expect(light).not.toContain('color-scheme: dark');
    // Every other rule is still there: the stylesheet less the one block.
    const block = /@media \(prefers-color-scheme: dark\) \{[\s\S]*?\n\}\n/u.exec(STYLES)![0];
    expect(light.replace(/\s+/gu, '')).toBe(STYLES.replace(block, '').replace(/\s+/gu, ''));
  });

  it('"dark" keeps the dark palette unconditionally, after the light one, so it wins', () => {
    const dark = kept('dark');
    expect(backgrounds(dark)).toEqual(['#ffffff', '#121417']);
    expect(dark).not.toContain('prefers-color-scheme');
    expect(dark.indexOf('color-scheme: dark')).toBeGreaterThan(dark.indexOf('color-scheme: light'));
  });

  it('passes other CSS unchanged, and refuses a palette stylesheet without its dark block', () => {
    expect(kept('light', '.x { color: red; }')).toBe('.x { color: red; }');
    expect(() => kept('light', ':root { --color-bg: #fff; }')).toThrow('page.color_scheme = "light": the stylesheet defines its colours but has no (prefers-color-scheme: dark) block to leave out');
  });
});

describe('withColorSchemeMeta', () => {
  const page = '<head><meta name="color-scheme" content="light dark" /></head>';

  it("says the palette kept, or the system's", () => {
    expect(withColorSchemeMeta(page, 'light')).toBe('<head><meta name="color-scheme" content="light" /></head>');
    expect(withColorSchemeMeta(page, 'dark')).toBe('<head><meta name="color-scheme" content="dark" /></head>');
    expect(withColorSchemeMeta(page, 'system')).toBe(page);
  });

  it('is an error on a page without the tag, rather than a page that says nothing', () => {
    expect(() => withColorSchemeMeta('<head></head>', 'light')).toThrow('index.html has no <meta name="color-scheme" content="light dark" /> for page.color_scheme to set');
  });
});

/**
 * The stylesheet's promises, checked from its own text: logical properties only (so right-to-left mirrors the
 * layout), and every colour pair the page uses meets WCAG AA, computed from the custom properties themselves in
 * both light and dark.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const CSS = readFileSync(new URL('./styles.css', import.meta.url), 'utf8');
const withoutComments = CSS.replace(/\/\*[\s\S]*?\*\//gu, '');

function customProperties(block: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const match of block.matchAll(/(--color-[\w-]+):\s*(#[0-9a-f]{6})\s*;/giu)) found[match[1]!] = match[2]!.toLowerCase();
  return found;
}

const light = customProperties(withoutComments.slice(0, withoutComments.indexOf('@media (prefers-color-scheme: dark)')));
const darkBlock = /@media \(prefers-color-scheme: dark\)\s*\{\s*:root\s*\{([^}]*)\}/u.exec(withoutComments)![1]!;
const dark = { ...light, ...customProperties(darkBlock) };

function luminance(hex: string): number {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(1 + 2 * i, 3 + 2 * i), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(0) + 0.7152 * channel(1) + 0.0722 * channel(2);
}

/** A colour's hue in degrees (HSL), 0 for a grey. */
function hue(hex: string): number {
  const [r, g, b] = [0, 1, 2].map((i) => parseInt(hex.slice(1 + 2 * i, 3 + 2 * i), 16) / 255) as [number, number, number];
  const max = Math.max(r, g, b);
  const span = max - Math.min(r, g, b);
  if (span === 0) return 0;
  const sector = max === r ? ((g - b) / span + 6) % 6 : max === g ? (b - r) / span + 2 : (r - g) / span + 4;
  return sector * 60;
}

/** How far apart two colours' hues are around the wheel, 0–180 degrees. */
function hueDistance(a: string, b: string): number {
  const d = Math.abs(hue(a) - hue(b));
  return Math.min(d, 360 - d);
}

/** WCAG 2 contrast ratio of two sRGB hex colours. */
export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** Every foreground/background pair the stylesheet draws, with the ratio WCAG 2.2 AA asks of it. */
const PAIRS: ReadonlyArray<[string, string, number, string]> = [
  ['--color-text', '--color-bg', 4.5, 'body text'],
  ['--color-text', '--color-surface', 4.5, 'header and disclosure text'],
  ['--color-muted', '--color-bg', 4.5, 'hints and passage ids'],
  ['--color-muted', '--color-surface', 4.5, 'hints on the surface'],
  ['--color-muted', '--color-quote-bg', 4.5, 'passage ids in a quote'],
  ['--color-text', '--color-quote-bg', 4.5, 'quoted passage text'],
  ['--color-mark-text', '--color-mark-bg', 4.5, 'the question\'s words marked in a passage'],
  ['--color-link', '--color-bg', 4.5, 'links'],
  ['--color-link', '--color-quote-bg', 4.5, 'citation links inside a quote'],
  ['--color-accent-text', '--color-accent', 4.5, 'send button label and skip link'],
  ['--color-notice-text', '--color-notice-bg', 4.5, 'cross-language notice'],
  ['--color-alert-text', '--color-alert-bg', 4.5, 'error alert'],
  ['--color-focus', '--color-bg', 3, 'focus indicator (non-text, 1.4.11)'],
  ['--color-focus', '--color-surface', 3, 'focus indicator on the header'],
  ['--color-focus', '--color-quote-bg', 3, 'focus indicator on a citation link inside a quote'],
  ['--color-focus', '--color-notice-bg', 3, 'focus indicator on the translation offer inside a notice'],
  ['--color-border', '--color-bg', 3, 'input and select borders (1.4.11)'],
  ['--color-accent', '--color-bg', 3, 'send button against the page (1.4.11)'],
];

describe('styles.css', () => {
  it('draws the focus ring in a hue away from the error alert\'s', () => {
    // A resident trial read the red ring as an error (session 20): in the light scheme it was the alert's hue.
    for (const colours of [light, dark]) expect(hueDistance(colours['--color-focus']!, colours['--color-alert-text']!)).toBeGreaterThan(40);
    expect(hueDistance('#b3261e', '#7a1712')).toBeLessThan(10);
  });

  it('uses logical properties only: no physical left or right anywhere', () => {
    const physical = withoutComments.match(/[\w-]*\b(?:left|right)\b[\w-]*/giu) ?? [];
    expect(physical).toEqual([]);
  });

  it('defines every colour in both schemes', () => {
    expect(Object.keys(light).length).toBeGreaterThanOrEqual(15);
    expect(Object.keys(customProperties(darkBlock)).sort()).toEqual(Object.keys(light).sort());
  });

  it('computes contrast correctly (black on white is 21:1, a colour on itself 1:1)', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 6);
    expect(contrast('#0b5cad', '#0b5cad')).toBe(1);
    expect(contrast('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });

  describe.each([
    ['light', light],
    ['dark', dark],
  ])('%s scheme', (_scheme, colours) => {
    it.each(PAIRS.map(([fg, bg, min, use]) => [use, fg, bg, min] as const))('%s meets AA (%s on %s ≥ %d:1)', (_use, fg, bg, min) => {
      expect(colours[fg], fg).toBeDefined();
      expect(colours[bg], bg).toBeDefined();
      expect(contrast(colours[fg]!, colours[bg]!)).toBeGreaterThanOrEqual(min);
    });
  });
});

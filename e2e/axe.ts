/**
 * The one place that says what "accessible" means for Cairn's end-to-end checks: which WCAG rule sets axe-core
 * runs, which rules (none) are switched off and why, and which axe-core version must have done the grading.
 * Every spec that grades a page calls `expectNoAxeViolations`; none builds its own AxeBuilder.
 */
import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import type { AxeResults, NodeResult, Result } from 'axe-core';

/**
 * The WCAG rule sets, listed explicitly rather than "everything": A and AA of WCAG 2.0, 2.1 and 2.2 — the level
 * public-sector sites are held to. (`wcag22aa` brings target size, 2.5.8.) Best-practice rules are not part of the
 * policy; they are advice, and a gate that fails on advice gets switched off.
 */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] as const;

/**
 * Rules switched off, each with the reason. None: every rule in the tags above applies to Cairn. A rule added
 * here needs a reason a reviewer can check, e.g. `{ 'some-rule': 'axe bug #1234: false positive on <bdi>' }`.
 */
export const AXE_DISABLED_RULES: Readonly<Record<string, string>> = {};

const ROOT = new URL('../', import.meta.url);

function readVersion(relativePath: string): string {
  return (JSON.parse(readFileSync(new URL(relativePath, ROOT), 'utf8')) as { version: string }).version;
}

/** The axe-core version package.json pins; the installed copy and the one that grades the page must both be it. */
export const PINNED_AXE_VERSION: string = (
  JSON.parse(readFileSync(new URL('package.json', ROOT), 'utf8')) as { devDependencies: Record<string, string> }
).devDependencies['axe-core']!;

/** One line per failing element: rule, impact, where (CSS target) and what is wrong, so a failure reads alone. */
function describeViolations(violations: readonly Result[]): string[] {
  return violations.flatMap((violation) =>
    violation.nodes.map((node: NodeResult) => {
      const target = node.target.map((part) => (Array.isArray(part) ? part.join(' >>> ') : String(part))).join(' → ');
      const why = (node.failureSummary ?? violation.help).replace(/\s+/gu, ' ').trim();
      return `${violation.id} [${violation.impact ?? 'no impact'}] at ${target}: ${why} (${violation.helpUrl})`;
    }),
  );
}

/**
 * Grades the page as it is now with axe-core under the policy above and fails, listing every violation, unless
 * there are none. Also fails if the page was graded by any axe-core other than the pinned one.
 */
export async function expectNoAxeViolations(page: Page, options: { frames?: boolean } = {}): Promise<AxeResults> {
  const installed = readVersion('node_modules/axe-core/package.json');
  expect(installed, `node_modules/axe-core is ${installed}, package.json pins ${PINNED_AXE_VERSION}: run npm ci`).toBe(PINNED_AXE_VERSION);

  // Legacy mode runs axe.run in the page itself. The default mode grades each frame apart and then merges the
  // results in a second, blank page — only needed for cross-origin iframes, which Cairn does not have (checked
  // here, so the choice is revisited if it ever does), and it cost 2-3 s per grading on the 2-core machine.
  // A page that embeds Cairn in a frame (`frames: true`) is graded in the default mode, frames included.
  if (!options.frames) expect(page.frames(), 'frames in the page (legacy axe mode grades only the main frame)').toHaveLength(1);
  const builder = new AxeBuilder({ page }).withTags([...AXE_TAGS]).setLegacyMode(!options.frames);
  const disabled = Object.keys(AXE_DISABLED_RULES);
  if (disabled.length > 0) builder.disableRules(disabled);
  const results = await builder.analyze();

  if (!options.frames) {
    const inPage = await page.evaluate(() => (window as unknown as { axe?: { version: string } }).axe?.version);
    expect(inPage, 'axe-core version injected into the page').toBe(PINNED_AXE_VERSION);
  }
  expect(results.testEngine.version, 'axe-core version that graded the page').toBe(PINNED_AXE_VERSION);
  // A run that checked nothing would pass vacuously: the page must have been graded against real rules.
  expect(results.passes.length, 'axe rules that passed').toBeGreaterThan(0);

  // "Needs review" results are what axe could not decide; they do not fail the check, but every one is put on
  // the test's record (the JSON report and the HTML report show it) so a person can look.
  for (const line of describeViolations(results.incomplete)) test.info().annotations.push({ type: 'axe: needs review', description: line });

  expect(describeViolations(results.violations), `axe-core ${PINNED_AXE_VERSION} found WCAG violations`).toEqual([]);
  return results;
}

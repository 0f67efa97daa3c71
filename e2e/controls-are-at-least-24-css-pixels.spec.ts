/**
 * Every control a finger or pointer must hit is at least 24×24 CSS pixels (WCAG 2.5.8 Target Size, Minimum):
 * the citation links, Send, the explain checkbox, the language selector and each trace's summary.
 */
import { expect, test } from '@playwright/test';
import { openCairn, showEveryOutcome } from './cairn-page.ts';

for (const [where, viewport] of [
  ['', undefined],
  // A phone: a long label beside a control must not squeeze it (the explain checkbox was 18 px wide at 360, a resident trial).
  [' on a phone', { width: 360, height: 740 }],
] as const) {
  test(`citation links, buttons and the other controls, with every outcome shown${where}`, async ({ page }) => {
    if (viewport !== undefined) await page.setViewportSize(viewport);
    await openCairn(page);
    await showEveryOutcome(page);

    const targets = page.locator('a.citation, button, input, select, summary');
    const count = await targets.count();
    expect(count).toBeGreaterThanOrEqual(5);
    await expect(page.locator('a.citation')).not.toHaveCount(0);
    const small: string[] = [];
    for (let i = 0; i < count; i++) {
      const target = targets.nth(i);
      const box = await target.boundingBox();
      const name = await target.evaluate((element) => `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}.${element.className} "${(element.textContent ?? '').trim().slice(0, 30)}"`);
      if (!box) small.push(`${name}: not laid out`);
      else if (box.width < 24 || box.height < 24) small.push(`${name}: ${box.width.toFixed(1)}×${box.height.toFixed(1)}`);
    }
    expect(small, 'targets smaller than 24×24 CSS px').toEqual([]);
  });
}

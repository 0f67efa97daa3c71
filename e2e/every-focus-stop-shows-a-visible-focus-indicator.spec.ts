/**
 * Every control shows a visible focus indicator when reached by keyboard (WCAG 2.4.7): at each Tab stop the
 * focused element matches :focus-visible and its computed outline has a style, a width of at least 2 CSS px and
 * an opaque colour; and the control is on screen (the skip link, parked off-screen, must come into view).
 */
import { expect, test } from '@playwright/test';
import { ask, openCairn, QUESTIONS } from './cairn-page.ts';
import { tabPastTheLastControl, walkFocus } from './focus.ts';

test('at every Tab stop, with an answer and its trace on the page', async ({ page }) => {
  await openCairn(page);
  await page.locator('#explain').check();
  await ask(page, QUESTIONS.grocery);
  await tabPastTheLastControl(page);

  const problems: string[] = [];
  const stops = await walkFocus(page, 'Tab', async (control) => {
    const seen = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement;
      const style = getComputedStyle(element);
      const box = element.getBoundingClientRect();
      return {
        // A date field's last stop is its calendar button, inside the field, where Chromium matches neither
        // :focus-visible nor :focus on the field; the stylesheet gives it the ring on :focus-within, and the
        // outline checks below still apply.
        focusVisible: element.matches(':focus-visible') || element.matches("input[type='date']:focus-within"),
        outlineStyle: style.outlineStyle,
        outlineWidth: Number.parseFloat(style.outlineWidth),
        outlineColor: style.outlineColor,
        onScreen: box.width > 0 && box.height > 0 && box.bottom > 0 && box.right > 0 && box.top < innerHeight && box.left < innerWidth,
      };
    });
    // Computed colours are rgb()/rgba(); "transparent" computes to rgba(0, 0, 0, 0).
    const alpha = /^rgba\(.*,\s*([\d.]+)\)$/u.exec(seen.outlineColor)?.[1];
    const transparent = seen.outlineColor === 'transparent' || (alpha !== undefined && Number(alpha) === 0);
    if (!seen.focusVisible) problems.push(`${control}: does not match :focus-visible`);
    if (seen.outlineStyle === 'none' || seen.outlineStyle === 'hidden') problems.push(`${control}: outline-style ${seen.outlineStyle}`);
    if (!(seen.outlineWidth >= 2)) problems.push(`${control}: outline-width ${seen.outlineWidth}px`);
    if (transparent) problems.push(`${control}: outline-color ${seen.outlineColor}`);
    if (!seen.onScreen) problems.push(`${control}: not on screen while focused`);
  });

  expect(stops.length, 'controls reached by Tab').toBeGreaterThanOrEqual(7);
  expect(problems, 'focus indicator problems').toEqual([]);
});

/**
 * Keyboard focus as the keyboard specs read it: which control holds focus, named so a failure reads plainly, and
 * a walk through the page with Tab or Shift+Tab that records every stop.
 */
import type { Page } from '@playwright/test';

/** The focused element as `tag#id` or `tag.class`, `body` when focus has left the page's controls. */
export async function focusedControl(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return 'body';
    const tag = element.tagName.toLowerCase();
    if (element.id) return `${tag}#${element.id}`;
    const firstClass = element.classList[0];
    return firstClass ? `${tag}.${firstClass}` : tag;
  });
}

/**
 * Presses `key` until focus leaves the page's controls (reaches `body`) or comes back round to where it started,
 * returning every control it stopped on in between. (Chromium moves focus out of the page past the last control
 * going forwards, but wraps straight round from the first going backwards.) Bounded, so a keyboard trap fails
 * the spec instead of hanging it. `onStop` runs at every stop, while the control has focus.
 */
export async function walkFocus(page: Page, key: 'Tab' | 'Shift+Tab', onStop?: (control: string) => Promise<void>): Promise<string[]> {
  const start = await focusedControl(page);
  const stops: string[] = [];
  for (let presses = 0; presses < 50; presses++) {
    await page.keyboard.press(key);
    const control = await focusedControl(page);
    if (control === 'body' || control === start) return stops;
    stops.push(control);
    if (onStop) await onStop(control);
  }
  throw new Error(`focus never left the page after 50 presses of ${key}: a keyboard trap? stops: ${stops.join(', ')}`);
}

/** Moves focus out of the page's controls by tabbing forward past the last one. */
export async function tabPastTheLastControl(page: Page): Promise<void> {
  await walkFocus(page, 'Tab');
}

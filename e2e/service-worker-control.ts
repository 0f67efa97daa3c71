/**
 * The service worker's hold on a page, for the specs that allow it (playwright.config.ts blocks it for the rest). Apart
 * from cairn-page.ts, which scripts outside e2e/ import without the DOM's types.
 */
import type { Page } from '@playwright/test';

/** Waits until a service worker controls the page, as one does a moment after a first visit. */
export async function untilControlled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise<void>((resolve) => navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true }));
    }
  });
}

/**
 * Records what the page's live regions would make a screen reader say, from the first byte of the document:
 * a snapshot of every region at DOMContentLoaded, and every later change of a region's text. Installed with
 * `page.addInitScript`, so it sees the page from before any of the app's own scripts run.
 *
 * A change counts as an announcement only when the region's text differs from what it held before and is not
 * empty: rewriting the same sentence into the region that already holds it is no change to an accessibility
 * tree, and screen readers say nothing — the failure this recorder exists to catch.
 */
import type { Page } from '@playwright/test';

/** A live region as it was at DOMContentLoaded. */
export interface RegionAtLoad {
  /** `polite`, `assertive` (role=alert) or whatever aria-live says. */
  politeness: string;
  text: string;
}

/** A region's text changing to something a screen reader would speak. */
export interface Announcement {
  politeness: string;
  text: string;
}

interface Recorded {
  atLoad: RegionAtLoad[] | null;
  announcements: Announcement[];
}

declare global {
  interface Window {
    __cairnLiveRegions?: Recorded;
  }
}

/** Installs the recorder for every document the page loads from now on. Call before `page.goto`. */
export async function recordLiveRegions(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const selector = '[aria-live], [role="alert"], [role="status"], [role="log"]';
    const recorded: Recorded = { atLoad: null, announcements: [] };
    window.__cairnLiveRegions = recorded;
    const politeness = (region: Element) =>
      region.getAttribute('aria-live') ?? (region.getAttribute('role') === 'alert' ? 'assertive' : 'polite');
    const lastText = new WeakMap<Element, string>();
    const regionOf = (node: Node) => (node instanceof Element ? node : node.parentElement)?.closest(selector) ?? null;

    new MutationObserver((records) => {
      const touched = new Set<Element>();
      for (const record of records) {
        const region = regionOf(record.target);
        if (region) touched.add(region);
      }
      for (const region of touched) {
        const text = (region.textContent ?? '').trim();
        if (text !== '' && text !== lastText.get(region)) recorded.announcements.push({ politeness: politeness(region), text });
        lastText.set(region, text);
      }
    }).observe(document, { subtree: true, childList: true, characterData: true });

    document.addEventListener('DOMContentLoaded', () => {
      recorded.atLoad = [...document.querySelectorAll(selector)].map((region) => {
        lastText.set(region, (region.textContent ?? '').trim());
        return { politeness: politeness(region), text: region.textContent ?? '' };
      });
    });
  });
}

/** The live regions as they were at DOMContentLoaded (null if the event has not fired). */
export async function regionsAtLoad(page: Page): Promise<RegionAtLoad[] | null> {
  return page.evaluate(() => window.__cairnLiveRegions?.atLoad ?? null);
}

/** Every announcement so far, oldest first. */
export async function announcements(page: Page): Promise<Announcement[]> {
  return page.evaluate(() => window.__cairnLiveRegions?.announcements ?? []);
}

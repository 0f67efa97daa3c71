/**
 * The two promises every delivery mode keeps, watched from outside the page: no Content Security Policy violation
 * (the strict policy allows exactly what Cairn needs), and no request leaving the app's own origin (nothing a
 * resident asks, and nothing of the app, ever goes anywhere else).
 */
import { expect, type BrowserContext, type Page } from '@playwright/test';

export interface PolicyGuard {
  /** Fails unless there was no violation and every request stayed within `allowed` origins/schemes. */
  expectClean(): void;
}

/**
 * Starts watching `page` (every frame, through an init script) and every request the context makes.
 * @param allowed origins (`http://127.0.0.1:4174`) or schemes (`file:`, `blob:`, `data:`) requests may go to.
 */
export async function guardPolicy(page: Page, context: BrowserContext, allowed: readonly string[]): Promise<PolicyGuard> {
  const violations: string[] = [];
  const requests: string[] = [];
  page.on('console', (message) => {
    if (message.text().startsWith('CSP-VIOLATION')) violations.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP-VIOLATION ${event.violatedDirective} blocked ${event.blockedURI} in ${document.location.href}`);
    });
  });
  context.on('request', (request) => requests.push(request.url()));
  return {
    expectClean() {
      expect(violations, 'Content Security Policy violations').toEqual([]);
      const outside = requests.filter((url) => {
        const parsed = new URL(url);
        return !allowed.includes(parsed.origin) && !allowed.includes(parsed.protocol);
      });
      expect(outside, `requests outside ${allowed.join(', ')}`).toEqual([]);
    },
  };
}

/**
 * The live regions are in the document, empty, before anything is written to them: a screen reader only speaks
 * changes to a region it already knows, so a region created with its message in it is never announced.
 * Checked at DOMContentLoaded, before the index has loaded or anyone has typed.
 */
import { expect, test } from '@playwright/test';
import { openCairn } from './cairn-page.ts';
import { announcements, recordLiveRegions, regionsAtLoad } from './live-region-recorder.ts';

test('two polite regions and one alert, all empty at DOMContentLoaded', async ({ page }) => {
  await recordLiveRegions(page);
  await openCairn(page);

  await expect.poll(() => regionsAtLoad(page)).not.toBeNull();
  expect(await regionsAtLoad(page)).toEqual([
    { politeness: 'polite', text: '' },
    { politeness: 'polite', text: '' },
    { politeness: 'assertive', text: '' },
  ]);
  // Loading the index is not news: nothing is announced until the resident does something.
  await expect(page.locator('#language option')).toHaveCount(3);
  expect(await announcements(page)).toEqual([]);
});

/**
 * A question about a day before any version of the answering document was in force is refused for that reason, and
 * the status a screen reader hears says so, with the person to ask. Before, the page showed the reason and the status
 * said only "No answer in the agency's documents", which tells a resident the agency has nothing on the subject.
 */
import { expect, test } from '@playwright/test';
import { ask, dateField, openCairn } from './cairn-page.ts';
import { announcements, recordLiveRegions } from './live-region-recorder.ts';

const CONTACT =
  'To ask a person: Call Harbor County Community Assistance at (555) 010-4400, Monday to Friday, 8:00 a.m. to 5:00 p.m., ' +
  'or visit 14 Quay Street, Monday to Friday, 8:30 a.m. to 4:30 p.m., Thursdays until 7:00 p.m.';

test('"How much is the winter utility credit?" as of January 1, 2020', async ({ page }) => {
  await recordLiveRegions(page);
  await openCairn(page);
  await (await dateField(page)).fill('2020-01-01');
  const exchange = await ask(page, 'How much is the winter utility credit?');
  const reason = "I can't answer for January 1, 2020: the documents on this only go back to October 1, 2024.";
  await expect(exchange.locator('.refusal > p').first()).toHaveText(reason);
  await expect
    .poll(() => announcements(page))
    .toEqual([
      { politeness: 'polite', text: 'Answers are now as of January 1, 2020.' },
      { politeness: 'polite', text: `${reason} ${CONTACT}` },
    ]);
});

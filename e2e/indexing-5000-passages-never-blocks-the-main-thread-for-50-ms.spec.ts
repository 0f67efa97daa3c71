/**
 * Indexing runs in the indexer worker, so the page stays responsive: from the moment the app receives a chosen
 * folder of 5,000 passages to the summary on screen — reading the files, indexing, keeping the preview in
 * IndexedDB, handing it to the engine worker — no task keeps the main thread busy for more than 50 ms.
 *
 * How it is measured, and why two ways. The Long Tasks API (a PerformanceObserver installed before the app runs)
 * reports tasks over 50 ms of WALL time, which on two busy cores includes the time the operating system gives to
 * other processes: in full-suite runs here, tasks the trace shows using 9–12 ms of the main thread's CPU were
 * reported at 50–59 ms. So the check is made on a Chromium performance trace of the same run: each main-thread
 * task's own CPU time (`tdur`) must stay at or under 50 ms. The Long Tasks API's figures are printed beside it.
 *
 * The task in which the browser turns the chosen folder into a FileList and fires `change` is the browser's, not
 * the app's (about 80 ms of CPU for 1,000 files, in Chromium's own code, before the app sees a file); the app's
 * share of it — its `change` listener, which only takes the file handles — is measured and must be under 10 ms.
 * Printed for DESIGN.md: indexing time, the longest task in CPU and in wall time, the Long Tasks API's count.
 */
import { expect, test } from '@playwright/test';
import { chooseFolder, openOperatorView, removeFolders, summaryValue, syntheticCorpusFolder } from './operator-page.ts';

test.afterEach(removeFolders);

interface Measured {
  changeAt: number | null;
  summaryAt: number | null;
  longTasks: Array<{ start: number; duration: number }>;
}

declare global {
  interface Window {
    __indexing?: Measured;
  }
}

/** One trace event, as much of it as this spec reads. */
interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { data?: { type?: string } };
}

const CHANGE_MARK = 'cairn-e2e:change';
const SUMMARY_MARK = 'cairn-e2e:summary';

test('5,000 passages: no main-thread task over 50 ms from the chosen folder to the summary', async ({ page, browser }) => {
  // Generous: on two busy cores the worker takes a while; every wait below is on a condition.
  test.setTimeout(300_000);
  await page.addInitScript(
    ([changeMark, summaryMark]) => {
      const measured: Measured = { changeAt: null, summaryAt: null, longTasks: [] };
      window.__indexing = measured;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) measured.longTasks.push({ start: entry.startTime, duration: entry.duration });
      }).observe({ type: 'longtask', buffered: true });
      // Capture on the document: before the app's own listener. The mark also lands in the trace.
      document.addEventListener(
        'change',
        () => {
          if (measured.changeAt !== null) return;
          measured.changeAt = performance.now();
          performance.mark(changeMark!);
        },
        true,
      );
      // The summary is on screen: indexing, keeping and activating are done.
      new MutationObserver(() => {
        if (measured.changeAt !== null && measured.summaryAt === null && document.querySelector('section.preview-summary')) {
          measured.summaryAt = performance.now();
          performance.mark(summaryMark!);
        }
      }).observe(document, { subtree: true, childList: true });
    },
    [CHANGE_MARK, SUMMARY_MARK],
  );
  const folder = syntheticCorpusFolder(5000);
  await openOperatorView(page);

  await browser.startTracing(page, { categories: ['toplevel', 'devtools.timeline', 'blink.user_timing'] });
  await chooseFolder(page, folder);
  await expect(summaryValue(page, 'passages')).toHaveText('5000', { timeout: 280_000 });
  await expect.poll(() => page.evaluate(() => window.__indexing?.summaryAt ?? null)).not.toBeNull();
  const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] };

  // The page's main thread is the one its marks were made on.
  const events = trace.traceEvents;
  const changeMark = events.find((e) => e.name === CHANGE_MARK && e.cat.includes('blink.user_timing'));
  const summaryMark = events.find((e) => e.name === SUMMARY_MARK && e.cat.includes('blink.user_timing'));
  expect(changeMark, 'the change mark in the trace').toBeDefined();
  expect(summaryMark, 'the summary mark in the trace').toBeDefined();
  const onMain = events.filter((e) => e.pid === changeMark!.pid && e.tid === changeMark!.tid && e.ph === 'X');
  const tasks = onMain.filter((e) => e.name === 'ThreadControllerImpl::RunTask' && e.dur !== undefined && e.tdur !== undefined);
  const chooserTask = tasks.find((t) => t.ts <= changeMark!.ts && t.ts + t.dur! >= changeMark!.ts)!;
  expect(chooserTask, 'the task that delivered the folder').toBeDefined();
  const appInChooser = onMain
    .filter((e) => e.name === 'EventDispatch' && e.args?.data?.type === 'change' && e.ts >= chooserTask.ts && e.ts <= chooserTask.ts + chooserTask.dur!)
    .reduce((sum, e) => sum + (e.tdur ?? 0), 0);
  const during = tasks.filter((t) => t.ts > chooserTask.ts + chooserTask.dur! && t.ts < summaryMark!.ts);
  expect(during.length, 'main-thread tasks traced while indexing').toBeGreaterThan(10);
  const longestCpu = Math.max(...during.map((t) => t.tdur!)) / 1000;
  const longestWall = Math.max(...during.map((t) => t.dur!)) / 1000;

  const m = (await page.evaluate(() => window.__indexing))!;
  // The chooser task started before `change` fired; every task after it started after.
  const longTasks = m.longTasks.filter((t) => t.start > m.changeAt! && t.start < m.summaryAt!);
  console.log(
    `indexing 5,000 passages in the page: ${Math.round(m.summaryAt! - m.changeAt!)} ms from the app receiving the folder to the summary; ` +
      `${during.length} main-thread tasks meanwhile, the longest ${longestCpu.toFixed(1)} ms of CPU (longest in wall time ${longestWall.toFixed(1)} ms); ` +
      `the app's change listener ${(appInChooser / 1000).toFixed(1)} ms of CPU, inside the browser's file-chooser task of ` +
      `${(chooserTask.tdur! / 1000).toFixed(1)} ms of CPU (${(chooserTask.dur! / 1000).toFixed(0)} ms wall); ` +
      `Long Tasks API (wall time, > 50 ms) after that task: ${longTasks.length}` +
      (longTasks.length > 0 ? ` (longest ${Math.round(Math.max(...longTasks.map((t) => t.duration)))} ms)` : ''),
  );
  expect(appInChooser / 1000, "the app's change listener, ms of CPU").toBeLessThan(10);
  expect(longestCpu, 'the longest main-thread task while indexing, ms of CPU').toBeLessThanOrEqual(50);
});

/**
 * The words a quoted passage's highlights paint, as the page registers them (`::highlight(cairn-evidence)`): kept apart
 * from `cairn-page.ts`, which the scripts read too, since it runs in the page (DOM types).
 */
import type { Locator } from '@playwright/test';

/** The highlighted words inside `within`, in document order. */
export function highlightedIn(within: Locator): Promise<string[]> {
  return within.evaluate((root) =>
    ([...(CSS.highlights.get('cairn-evidence') ?? [])] as Range[])
      .filter((range) => root.contains(range.startContainer))
      .sort((a, b) => a.compareBoundaryPoints(Range.START_TO_START, b))
      .map((range) => range.toString()),
  );
}

/**
 * Copying from the page gives the text as written: the isolates that keep a phone number in its order inside Arabic
 * text (`isolateLtrRuns`) are layout, and a number pasted with them into a dialer or a search box can fail to match.
 * Only a selection that holds one is rewritten, as plain text; any other copy is the browser's own.
 */
import { withoutIsolates } from '../engine/text/ltr-runs.ts';

/** Puts `selected` without its isolates on the clipboard of `event`; false (the browser copies) when it has none. */
export function copyAsWritten(event: ClipboardEvent, selected: string): boolean {
  const plain = withoutIsolates(selected);
  if (plain === selected || event.clipboardData === null) return false;
  event.clipboardData.setData('text/plain', plain);
  event.preventDefault();
  return true;
}

/** Every copy from `doc` goes through `copyAsWritten`. */
export function copyPageAsWritten(doc: Document): void {
  doc.addEventListener('copy', (event) => copyAsWritten(event, doc.getSelection()?.toString() ?? ''));
}

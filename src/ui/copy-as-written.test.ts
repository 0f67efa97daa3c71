import { describe, expect, it } from 'vitest';
import { copyAsWritten } from './copy-as-written.ts';

/** A copy event's clipboard and whether the browser's own copy was stopped. */
function copyEvent(withClipboard = true) {
  const put = new Map<string, string>();
  let stopped = false;
  const event = {
    clipboardData: withClipboard ? { setData: (type: string, data: string) => put.set(type, data) } : null,
    preventDefault: () => {
      stopped = true;
    },
  } as unknown as ClipboardEvent;
  return { event, put, stopped: () => stopped };
}

describe('copyAsWritten', () => {
  it('puts a selection holding isolates on the clipboard without them, as plain text', () => {
    const { event, put, stopped } = copyEvent();
    expect(copyAsWritten(event, 'على الرقم \u2066(555) 010-4400\u2069.')).toBe(true);
    expect([...put]).toEqual([['text/plain', 'على الرقم (555) 010-4400.']]);
    expect(stopped()).toBe(true);
  });

  it('leaves any other copy to the browser', () => {
    const { event, put, stopped } = copyEvent();
    expect(copyAsWritten(event, 'Call (555) 010-4400.')).toBe(false);
    expect([put.size, stopped()]).toEqual([0, false]);
  });

  it('leaves the copy to the browser when the event has no clipboard to write', () => {
    const { event, stopped } = copyEvent(false);
    expect(copyAsWritten(event, '\u2066(555) 010-4400\u2069')).toBe(false);
    expect(stopped()).toBe(false);
  });
});

/**
 * DevTools Protocol commands to a page's dedicated workers, from Playwright. Playwright gives CDP sessions for
 * pages and frames only (microsoft/playwright#22992, closed as out of scope), and its `CDPSession.send` has no
 * `sessionId` for flattened child sessions. So this asks the page's own session to auto-attach to its workers
 * unflattened, and wraps each command in `Target.sendMessageToTarget`, its reply arriving as
 * `Target.receivedMessageFromTarget`. Chromium marks that pair deprecated; it works in Chromium 156.
 */
import type { CDPSession } from '@playwright/test';

/** A worker the page session is attached to. */
export interface WorkerSession {
  url: string;
  /** Sends one protocol command to the worker and resolves with its result. */
  send<T = Record<string, unknown>>(method: string, params?: Record<string, unknown>): Promise<T>;
}

/** The page session's workers, as they attach. */
export interface WorkerSessions {
  /** Resolves with the first worker whose URL passes `accept`, attached already or later. */
  find(accept: (url: string) => boolean): Promise<WorkerSession>;
}

interface Reply {
  id?: number;
  result?: Record<string, unknown>;
  error?: { code: number; message: string };
}

/** Starts attaching `cdp`'s page to its dedicated workers; call it before the worker starts. */
export async function watchWorkerSessions(cdp: CDPSession): Promise<WorkerSessions> {
  const attached: WorkerSession[] = [];
  const waiting: Array<{ accept: (url: string) => boolean; resolve: (w: WorkerSession) => void }> = [];
  const pending = new Map<number, { resolve: (r: Reply) => void }>();
  let nextId = 1;

  cdp.on('Target.receivedMessageFromTarget', (event) => {
    const reply = JSON.parse(event.message) as Reply;
    if (reply.id === undefined) return;
    pending.get(reply.id)?.resolve(reply);
    pending.delete(reply.id);
  });

  cdp.on('Target.attachedToTarget', (event) => {
    if (event.targetInfo.type !== 'worker') return;
    const { sessionId } = event;
    const session: WorkerSession = {
      url: event.targetInfo.url,
      async send<T>(method: string, params: Record<string, unknown> = {}): Promise<T> {
        const id = nextId++;
        const reply = new Promise<Reply>((resolve) => pending.set(id, { resolve }));
        await cdp.send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id, method, params }) });
        const { result, error } = await reply;
        if (error) throw new Error(`soak: ${method} in worker ${session.url} failed: ${error.message} (${error.code})`);
        return result as T;
      },
    };
    attached.push(session);
    for (const w of waiting.filter((entry) => entry.accept(session.url))) {
      waiting.splice(waiting.indexOf(w), 1);
      w.resolve(session);
    }
  });

  // Unflattened: the one way to reach a child session through Playwright's CDPSession (see the header).
  await cdp.send('Target.setAutoAttach', { autoAttach: true, waitForDebuggerOnStart: false, flatten: false });

  return {
    find(accept) {
      const found = attached.find((w) => accept(w.url));
      if (found) return Promise.resolve(found);
      return new Promise((resolve) => waiting.push({ accept, resolve }));
    },
  };
}

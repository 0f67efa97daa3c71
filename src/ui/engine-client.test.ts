/**
 * The page's side of loading the published index: it fetches the index itself (beside the worker's script, not after
 * it) and hands the worker what came back. The worker is a stand-in that records what it was given.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expose, type Remote } from 'comlink';
import type { EngineWorkerApi, FetchedIndex } from '../../workers/contract.ts';

vi.mock('./engine-worker.ts', () => ({ EngineWorker: class {} }));
const { EMBEDDED_INDEX_ID, loadPublishedIndex, restartable } = await import('./engine-client.ts');

const DIGEST = 'sha256:0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef';
const URL_OF_INDEX = 'https://agency.example/help/index.json?v=0123456789abcdef';

/** A worker that records each load and replies as a loaded index would. */
function recordingEngine() {
  const loads: Array<{ url: string; fetched: FetchedIndex; digest?: string }> = [];
  const engine = {
    load: async (url: string, fetched: FetchedIndex, digest?: string) => {
      loads.push({ url, fetched, digest });
      return { ok: false as const, failure: 'unreachable' as const, detail: 'recorded' };
    },
    loadText: vi.fn(async () => ({ ok: false as const, failure: 'damaged' as const, detail: 'embedded' })),
  };
  return { engine: engine as unknown as Remote<EngineWorkerApi>, loads, loadText: engine.loadText };
}

let embedded: { textContent: string } | null = null;
beforeEach(() => {
  embedded = null;
  vi.stubGlobal('document', { baseURI: 'https://agency.example/help/', getElementById: (id: string) => (id === EMBEDDED_INDEX_ID ? embedded : null) });
});
afterEach(() => vi.unstubAllGlobals());

describe('loadPublishedIndex', () => {
  it('fetches the index beside the page, revalidated, and hands the worker its status and body as a Blob', async () => {
    const fetch = vi.fn(async () => new Response('{"index":1}', { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    const { engine, loads } = recordingEngine();
    await loadPublishedIndex(engine, DIGEST);
    expect(fetch.mock.calls).toEqual([[URL_OF_INDEX, { cache: 'no-cache' }]]);
    expect(loads).toHaveLength(1);
    const [{ url, fetched, digest }] = loads as [(typeof loads)[number]];
    expect([url, digest]).toEqual([URL_OF_INDEX, DIGEST]);
    if (!('body' in fetched)) throw new Error('expected a body');
    expect(fetched.status).toBe(200);
    expect(fetched.body).toBeInstanceOf(Blob);
    expect(await fetched.body.text()).toBe('{"index":1}');
  });

  it('passes a missing index on as its status, for the worker to word', async () => {
    vi.stubGlobal('fetch', async () => new Response('Not Found', { status: 404 }));
    const { engine, loads } = recordingEngine();
    await loadPublishedIndex(engine, DIGEST);
    expect(loads.map((l) => ('status' in l.fetched ? l.fetched.status : l.fetched.error))).toEqual([404]);
  });

  it('turns a request that fails, or a body that breaks off, into an error the worker reports as unreachable', async () => {
    const { engine, loads } = recordingEngine();
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    await loadPublishedIndex(engine, DIGEST);
    const broken = new Response('{"ind');
    vi.spyOn(broken, 'blob').mockRejectedValue(new TypeError('network error'));
    vi.stubGlobal('fetch', async () => broken);
    await loadPublishedIndex(engine, DIGEST);
    expect(loads.map((l) => l.fetched)).toEqual([{ error: 'Failed to fetch' }, { error: 'network error' }]);
  });

  it('fetches nothing when the page embeds its index (the single file)', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    embedded = { textContent: '{"embedded":true}' };
    const { engine, loads, loadText } = recordingEngine();
    await loadPublishedIndex(engine, DIGEST);
    expect(fetch).not.toHaveBeenCalled();
    expect(loads).toEqual([]);
    expect(loadText.mock.calls).toEqual([['{"embedded":true}', 'cairn.html', DIGEST]]);
  });
});

describe('restartable', () => {
  interface Api {
    ask(question: string): string;
  }
  /** Workers as the page starts them: one end of a channel, the other answering as the engine would (or never). */
  function workers(answering: boolean) {
    const started: Array<MessagePort & { terminated: boolean }> = [];
    const start = () => {
      const { port1, port2 } = new MessageChannel();
      if (answering) expose({ ask: (question: string) => `answer to ${question}` }, port2);
      const worker = Object.assign(port1, { terminated: false, terminate: () => (worker.terminated = true) });
      started.push(worker);
      return worker as unknown as Worker;
    };
    return { started, engine: restartable<Api>(start) };
  }
  const failure = () => Object.assign(new Event('error'), { message: 'net::ERR_INTERNET_DISCONNECTED' });

  it('starts the worker on first use, not before', async () => {
    const { started, engine } = workers(true);
    expect(started).toHaveLength(0);
    await expect(engine.ask('rent')).resolves.toBe('answer to rent');
    expect(started).toHaveLength(1);
    started[0]!.close();
  });

  it('fails the calls of a worker that errs before answering, and starts a new one for the next call', async () => {
    const { started, engine } = workers(false);
    const waiting = engine.ask('rent');
    started[0]!.dispatchEvent(failure());
    await expect(waiting).rejects.toThrow('net::ERR_INTERNET_DISCONNECTED');
    expect(started[0]!.terminated).toBe(true);
    void engine.ask('rent again');
    expect(started).toHaveLength(2);
    started.forEach((port) => port.close());
  });

  it('leaves a worker that has answered to handle its own errors', async () => {
    const { started, engine } = workers(true);
    await engine.ask('rent');
    started[0]!.dispatchEvent(failure());
    await expect(engine.ask('food')).resolves.toBe('answer to food');
    expect(started).toHaveLength(1);
    expect(started[0]!.terminated).toBe(false);
    started[0]!.close();
  });
});

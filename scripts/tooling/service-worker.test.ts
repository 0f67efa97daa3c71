/**
 * The service worker's shard rule, run in a stand-in for a worker's globals (Node has `Request`, `Response` and
 * `crypto.subtle`): a shard fetched is kept only when its content hashes to its name, or, for a shard of a paged
 * table (`<page>-<place>.json`), to the name its page lists at that place, the page checked against its own name.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { serviceWorkerSource } from './service-worker.ts';

const SCOPE = 'https://agency.example/help/';
const hashOf = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 24);

/** The worker's fetch handler over `served` (URL → body), with its caches as maps of URL → body. */
function worker(served: Map<string, string>) {
  const stores = new Map<string, Map<string, string>>();
  const store = (name: string) => stores.get(name) ?? stores.set(name, new Map()).get(name)!;
  const caches = {
    open: async (name: string) => ({
      match: async (url: string) => (store(name).has(url) ? new Response(store(name).get(url)) : undefined),
      put: async (url: string, response: Response) => void store(name).set(url, await response.text()),
      keys: async () => [...store(name).keys()].map((url) => new Request(url)),
      delete: async (request: Request) => store(name).delete(request.url),
    }),
    match: async (url: string) => {
      for (const cache of stores.values()) if (cache.has(url)) return new Response(cache.get(url));
      return undefined;
    },
  };
  const requested: string[] = [];
  const fetch = async (request: Request) => {
    requested.push(request.url);
    const body = served.get(request.url);
    return body === undefined ? new Response('not found', { status: 404 }) : new Response(body);
  };
  const listeners = new Map<string, (event: unknown) => void>();
  const self = { registration: { scope: SCOPE }, location: { origin: new URL(SCOPE).origin }, addEventListener: (type: string, listener: (event: unknown) => void) => listeners.set(type, listener) };
  new Function('self', 'caches', 'fetch', serviceWorkerSource(['index.html']))(self, caches, fetch);
  /** The body the worker answers `url` with, or undefined when it leaves the request to the network. */
  const get = async (url: string): Promise<string | undefined> => {
    let answered: Promise<Response> | undefined;
    listeners.get('fetch')!({ request: new Request(url), respondWith: (response: Promise<Response>) => (answered = response) });
    return answered === undefined ? undefined : (await answered).text();
  };
  const kept = () => [...(stores.get(`cairn-shards:${new URL(SCOPE).pathname}`)?.keys() ?? [])].sort();
  /** A page of this build naming the files of an index downloaded whole: the shard cache keeps only those. */
  const keepOnly = async (urls: string[]) => {
    let done: Promise<unknown> = Promise.resolve();
    listeners.get('message')!({ data: { type: 'cairn-keep-shards', index: `${SCOPE}index.html`, urls }, waitUntil: (work: Promise<unknown>) => (done = work) });
    await done;
  };
  return { get, kept, keepOnly, requested };
}

describe('the service worker keeps a shard only when it is the one its name, or its page, says', () => {
  const shard = '{"first":0,"passages":[["Heading","Text"]]}\n';
  const other = '{"first":1,"passages":[["Heading","Other"]]}\n';
  const page = `{"names":["${hashOf(other)}","${hashOf(shard)}"]}\n`;
  const folder = `${SCOPE}index-shards/`;

  it('keeps a shard named by its content, and not another content under that name', async () => {
    const { get, kept } = worker(new Map([[`${folder}${hashOf(shard)}.json`, shard], [`${folder}${hashOf(other)}.json`, shard]]));
    expect(await get(`${folder}${hashOf(shard)}.json`)).toBe(shard);
    expect(await get(`${folder}${hashOf(other)}.json`)).toBe(shard);
    expect(kept()).toEqual([`${folder}${hashOf(shard)}.json`]);
  });

  it('keeps a paged shard whose content hashes to the name its page lists at its place, and the page', async () => {
    const name = hashOf(page);
    const { get, kept } = worker(new Map([[`${folder}${name}.json`, page], [`${folder}${name}-1.json`, shard], [`${folder}${name}-0.json`, shard]]));
    expect(await get(`${folder}${name}-1.json`)).toBe(shard);
    // Place 0 lists another content: served, not kept.
    expect(await get(`${folder}${name}-0.json`)).toBe(shard);
    expect(kept()).toEqual([`${folder}${name}-1.json`, `${folder}${name}.json`].sort());
  });

  it('keeps no paged shard whose page is not the one its name says, or lists nothing at its place', async () => {
    const forged = `{"names":["${hashOf(shard)}","${hashOf(shard)}"]}\n`;
    const name = hashOf(page);
    // The host serves another page under the page's name: nothing it lists is trusted.
    const { get, kept } = worker(new Map([[`${folder}${name}.json`, forged], [`${folder}${name}-0.json`, shard], [`${folder}${name}-5.json`, shard]]));
    expect(await get(`${folder}${name}-0.json`)).toBe(shard);
    expect(kept()).toEqual([]);
    const honest = worker(new Map([[`${folder}${name}.json`, page], [`${folder}${name}-5.json`, shard]]));
    expect(await honest.get(`${folder}${name}-5.json`)).toBe(shard);
    expect(honest.kept()).toEqual([`${folder}${name}.json`]);
  });

  it('fetches a page once when its shards and the page itself are asked for at once', async () => {
    const name = hashOf(page);
    const { get, kept, requested } = worker(new Map([[`${folder}${name}.json`, page], [`${folder}${name}-1.json`, shard], [`${folder}${name}-0.json`, other]]));
    const bodies = await Promise.all([get(`${folder}${name}-0.json`), get(`${folder}${name}-1.json`), get(`${folder}${name}.json`), get(`${folder}${name}-1.json`)]);
    expect(bodies).toEqual([other, shard, page, shard]);
    expect(requested.filter((url) => url === `${folder}${name}.json`)).toHaveLength(1);
    expect(requested.filter((url) => url === `${folder}${name}-1.json`)).toHaveLength(1);
    expect(kept()).toEqual([`${folder}${name}-0.json`, `${folder}${name}-1.json`, `${folder}${name}.json`].sort());
  });

  it('takes no file for a shard whose place is not written as the build writes it', async () => {
    const name = hashOf(page);
    const { get, kept } = worker(new Map([[`${folder}${name}.json`, page], [`${folder}${name}-01.json`, shard]]));
    expect(await get(`${folder}${name}-01.json`)).toBeUndefined();
    expect(kept()).toEqual([]);
  });

  it('keeps the paged shards an offline download names, and lets go of the others', async () => {
    const name = hashOf(page);
    const { get, kept, keepOnly } = worker(new Map([[`${folder}${name}.json`, page], [`${folder}${name}-1.json`, shard], [`${folder}${hashOf(other)}.json`, other]]));
    await get(`${folder}${name}-1.json`);
    await get(`${folder}${hashOf(other)}.json`);
    expect(kept()).toHaveLength(3);
    await keepOnly([`${folder}${name}.json`, `${folder}${name}-1.json`]);
    expect(kept()).toEqual([`${folder}${name}-1.json`, `${folder}${name}.json`].sort());
  });
});

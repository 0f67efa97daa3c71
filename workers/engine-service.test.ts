/**
 * The worker's service, run in Node exactly as the worker runs it: it must answer exactly as the engine does when
 * called directly, and turn every loading failure into data the page can word.
 */
import { describe, expect, it, vi } from 'vitest';
import { buildIndex, canonicalJson, createEngine, INDEX_FORMAT_VERSION, serializeIndex, shardIndex } from '../src/engine/index.ts';
import { loadConfig } from '../scripts/cli/load-config.ts';
import { readCorpus } from '../scripts/cli/read-corpus.ts';
import { createEngineService, REPUBLISH_CHECK_MS } from './engine-service.ts';
import type { EngineWorkerApi, FetchedIndex } from './contract.ts';
import { termBucket } from '../src/engine/format/sharded-format.ts';

/** The day every question here is asked for: its corpora are undated, or dated around it. */
const AS_OF = '2026-11-30';

const { config, corpusDir } = loadConfig({});
const index = buildIndex(readCorpus(corpusDir), config.settings).index!;
const text = serializeIndex(index);
const served = (status: number, body: string) => async () => ({ status, text: body });
type FetchText = Parameters<typeof createEngineService>[0];

/** What the page does (`loadPublishedIndex`): fetches the index, revalidated, and hands the worker what came back. */
async function fetchedBy(fetchText: FetchText, url: string): Promise<FetchedIndex> {
  try {
    const { status, text: body } = await fetchText(url, true);
    return { status, body: new Blob([body]) };
  } catch (error) {
    return { error: String((error as Error).message ?? error) };
  }
}

/** The worker's service over `fetchText`, its index loaded as the page loads it: `load(url, digest?)`. */
function serviceOver(fetchText: FetchText): Omit<EngineWorkerApi, 'load'> & { load(url: string, expectedDigest?: string): ReturnType<EngineWorkerApi['load']> } {
  const service = createEngineService(fetchText);
  return { ...service, load: async (url, expectedDigest) => service.load(url, await fetchedBy(fetchText, url), expectedDigest) };
}

describe('engine service', () => {
  it("tells the page the agency's words for it, from a single index and from a sharded one's manifest", async () => {
    const words = { es: { send: 'Preguntar' } };
    const worded = buildIndex(readCorpus(corpusDir), { ...config.settings, pageWords: words }).index!;
    expect(await serviceOver(served(200, serializeIndex(worded))).load('https://x/index.json')).toMatchObject({ ok: true, summary: { pageWords: words } });
    const cut = shardIndex(worded);
    const loaded = await serviceOver(async (url: string) => {
      const name = /index-shards\/([0-9a-f]{24})\.json$/u.exec(url)?.[1];
      if (name !== undefined) return cut.shards.has(name) ? { status: 200, text: cut.shards.get(name)! } : { status: 404, text: 'Not Found' };
      return { status: 200, text: cut.manifest };
    }).load('https://x/index.json');
    expect(loaded).toMatchObject({ ok: true, summary: { pageWords: words, sharded: true } });
    // And nothing where the agency gave none.
    expect(await serviceOver(served(200, text)).load('https://x/index.json')).not.toHaveProperty('summary.pageWords');
  });

  it('answers exactly as createEngine(index).ask does directly', async () => {
    const service = serviceOver(served(200, text));
    const loaded = await service.load('https://agency.example/help/index.json');
    expect(loaded).toMatchObject({ ok: true, summary: { agencyName: 'Harbor County Community Assistance', synthetic: true, passages: 85, sharded: false } });
    const direct = createEngine(index);
    for (const [question, lang] of [
      ['How much is the grocery allowance per person?', 'en'],
      ['How do I get a building permit?', 'en'],
      ['ما هي بطاقة GoPass؟', 'ar'],
      ['¿Quién puede solicitar el subsidio de vivienda?', 'es'],
    ] as const) {
      const reply = await service.ask(question, { asOf: AS_OF, lang, explain: true });
      expect(reply.ok).toBe(true);
      if (!reply.ok) continue;
      expect(canonicalJson({ outcome: reply.outcome, trace: reply.trace })).toBe(canonicalJson(direct.ask(question, { asOf: AS_OF, lang, explain: true })));
    }
  });

  it.each([
    ['a missing index', served(404, 'Not Found'), { ok: false, failure: 'not-found', detail: 'https://x/index.json answered 404' }],
    ['a server error', served(500, ''), { ok: false, failure: 'unreachable', detail: 'https://x/index.json answered 500' }],
    ['a network failure', async () => { throw new Error('Failed to fetch'); }, { ok: false, failure: 'unreachable', detail: 'Failed to fetch' }],
    ['garbage', served(200, 'garbage'), { ok: false, failure: 'not-an-index', detail: 'https://x/index.json: is not a Cairn index (it is not valid JSON); rebuild it with `npm run build-index`' }],
    ['another version', served(200, text.replace(`"version":${INDEX_FORMAT_VERSION}`, '"version":4')), {
      ok: false, failure: 'other-version', detail: 'https://x/index.json: is index format version 4, and this Cairn reads version 14; rebuild it with `npm run build-index`',
    }],
    ['a damaged index', served(200, JSON.stringify({ ...JSON.parse(text), languages: {} })), {
      ok: false, failure: 'damaged', detail: 'https://x/index.json: is a damaged Cairn index (passages[0].lang: "en" has no entry in languages); rebuild it with `npm run build-index`',
    }],
    ['an index edited after its build', served(200, JSON.stringify({ ...JSON.parse(text), settings: { ...JSON.parse(text).settings, threshold: 0 } })), {
      ok: false, failure: 'altered', detail: expect.stringMatching(/^https:\/\/x\/index\.json: was changed after it was built \(its content does not match its digest\)/u),
    }],
  ])('reports %s as data, not an exception', async (_case, fetchText, expected) => {
    const service = serviceOver(fetchText);
    expect(await service.load('https://x/index.json')).toEqual(expected);
    expect(await service.ask('hello', { asOf: AS_OF })).toEqual({ ok: false, code: 'not-loaded', detail: 'no index is loaded' });
  });

  it('refuses an index other than the one the page was built with, and keeps the one it had', async () => {
    const service = serviceOver(served(200, text));
    expect((await service.load('https://x/index.json', index.digest)).ok).toBe(true);
    expect(await service.load('https://x/index.json', 'sha256:other')).toEqual({
      ok: false,
      failure: 'mismatch',
      detail: `https://x/index.json is index ${index.digest}, and this page was built with sha256:other`,
    });
    expect((await service.ask('How much does the GoPass cost?', { asOf: AS_OF, lang: 'en' })).ok).toBe(true);
  });

  it('loads the index as the page hands it over, its body a Blob, and nothing is fetched in the worker', async () => {
    const fetchText = vi.fn(served(404, ''));
    const service = createEngineService(fetchText);
    expect(await service.load('https://x/index.json', { status: 200, body: new Blob([text]) }, index.digest)).toMatchObject({ ok: true, summary: { passages: 85 } });
    expect(await service.load('https://x/index.json', { error: 'Failed to fetch' })).toEqual({ ok: false, failure: 'unreachable', detail: 'Failed to fetch' });
    expect(await service.load('https://x/index.json', { status: 404, body: new Blob(['Not Found']) })).toEqual({ ok: false, failure: 'not-found', detail: 'https://x/index.json answered 404' });
    expect(fetchText).not.toHaveBeenCalled();
    expect((await service.ask('How much does the GoPass cost?', { asOf: AS_OF, lang: 'en' })).ok).toBe(true);
  });

  it('loads an index held as a Blob exactly as its text', async () => {
    const service = serviceOver(served(404, ''));
    const loaded = await service.loadText(new Blob([text]), 'local preview');
    expect(loaded).toMatchObject({ ok: true, summary: { fingerprint: index.fingerprint, passages: 85 } });
    const reply = await service.ask('How much is the grocery allowance per person?', { asOf: AS_OF, lang: 'en', explain: true });
    if (!reply.ok) throw new Error(reply.detail);
    expect(canonicalJson({ outcome: reply.outcome, trace: reply.trace })).toBe(
      canonicalJson(createEngine(index).ask('How much is the grocery allowance per person?', { asOf: AS_OF, lang: 'en', explain: true })),
    );
    expect(await service.loadText(new Blob(['garbage']), 'local preview')).toMatchObject({ ok: false, failure: 'not-an-index' });
  });

  it("passes on that a question's language was the default's guess, which the page offers no switch for", async () => {
    const service = serviceOver(served(404, ''));
    await service.loadText(new Blob([text]), 'local preview');
    expect(await service.ask('horario', { asOf: AS_OF, hint: 'ar' })).toMatchObject({ ok: true, guessed: true });
    expect(await service.ask('¿Cuánto paga el subsidio de vivienda?', { asOf: AS_OF, hint: 'en' })).not.toHaveProperty('guessed');
  });

  it('reports a Blob it cannot read as unreachable, not damaged, and keeps the index it had', async () => {
    const service = serviceOver(served(200, text));
    expect((await service.loadText(new Blob([text]), 'https://x/index.json')).ok).toBe(true);
    const unreadable = new Blob([text]);
    unreadable.text = () => Promise.reject(new Error('NotReadableError: the file changed'));
    expect(await service.loadText(unreadable, 'local preview')).toEqual({
      ok: false,
      failure: 'unreachable',
      detail: 'local preview could not be read (Error: NotReadableError: the file changed)',
    });
    expect((await service.ask('How much does the GoPass cost?', { asOf: AS_OF, lang: 'en' })).ok).toBe(true);
  });

  it('returns question errors as codes', async () => {
    const service = serviceOver(served(200, text));
    await service.load('https://x/index.json');
    expect(await service.ask('  ', { asOf: AS_OF })).toEqual({ ok: false, code: 'empty-question', detail: 'the question is empty; type a question' });
  });

  it('keeps answering from the last good index when a reload fails', async () => {
    let body = text;
    const service = serviceOver(async () => ({ status: 200, text: body }));
    await service.load('https://x/index.json');
    body = 'garbage';
    expect((await service.load('https://x/index.json')).ok).toBe(false);
    expect((await service.ask('How much does the GoPass cost?', { asOf: AS_OF, lang: 'en' })).ok).toBe(true);
  });
});

describe('engine service: a whole document', () => {
  it('gives every passage of the document in order, from the loaded index, and says when there is none', async () => {
    const service = serviceOver(served(200, text));
    expect(await service.document('transit-pass-en')).toEqual({ ok: false, detail: 'no document "transit-pass-en" in the loaded index' });
    await service.load('https://x/index.json');
    const reply = await service.document('transit-pass-en');
    if (!reply.ok) throw new Error(reply.detail);
    expect(reply.document).toMatchObject({ id: 'transit-pass-en', title: 'Harbor GoPass', lang: 'en', dir: 'ltr', url: null });
    expect(reply.document.passages.map((p) => p.id)).toEqual(['transit-pass-en#1', 'transit-pass-en#2', 'transit-pass-en#3', 'transit-pass-en#4', 'transit-pass-en#5']);
    const third = index.passages.find((p) => p.id === 'transit-pass-en#3')!;
    expect(reply.document.passages[2]).toEqual({ id: third.id, heading: third.heading, body: third.body });
    // An untranslated document has no translations; a translated one lists the others of its key in force with it.
    expect(reply.document.translations).toEqual([]);
    expect(await service.document('grocery-allowance-ar')).toMatchObject({
      ok: true,
      document: {
        lang: 'ar',
        dir: 'rtl',
        translations: [
          { id: 'grocery-allowance-en', lang: 'en', title: 'Fresh Start Grocery Allowance' },
          { id: 'grocery-allowance-es', lang: 'es', title: 'Ayuda para Alimentos Nuevo Comienzo' },
        ],
      },
    });
    expect(await service.document('nope')).toEqual({ ok: false, detail: 'no document "nope" in the loaded index' });
  });
});

describe('engine service: a sharded index', () => {
  const { manifest, shards } = shardIndex(index, { termShardBytes: 2048, passageShardBytes: 1024 });
  /** A service over a sharded index cut in the test, published at https://agency.example/help/index.json. */
  function shardedService(cut: { manifest: string; shards: ReadonlyMap<string, string> }) {
    return serviceOver(async (url: string) => {
      if (url === 'https://agency.example/help/index.json') return { status: 200, text: cut.manifest };
      const name = /index-shards\/([0-9a-f]{24})\.json$/u.exec(url)?.[1];
      return name !== undefined && cut.shards.has(name) ? { status: 200, text: cut.shards.get(name)! } : { status: 404, text: 'Not Found' };
    });
  }

  function site(missing?: string) {
    const requests: Array<[string, boolean]> = [];
    const fetchText = async (url: string, revalidate: boolean) => {
      requests.push([url, revalidate]);
      if (url === 'https://agency.example/help/index.json?v=1') return { status: 200, text: manifest };
      const name = /^https:\/\/agency\.example\/help\/index-shards\/([0-9a-f]{24})\.json$/u.exec(url)?.[1];
      return name !== undefined && name !== missing && shards.has(name) ? { status: 200, text: shards.get(name)! } : { status: 404, text: 'Not Found' };
    };
    return { service: serviceOver(fetchText), requests };
  }

  it('loads the manifest the page fetched, answers exactly as the single file does, and fetches shards without revalidating', async () => {
    const { service, requests } = site();
    expect(await service.load('https://agency.example/help/index.json?v=1', JSON.parse(manifest).digest)).toMatchObject({
      ok: true,
      summary: { agencyName: 'Harbor County Community Assistance', synthetic: true, passages: 85, dated: true, sharded: true },
    });
    // The manifest's request is the page's (`serviceOver` stands in for it; engine-client.test.ts tests the page's own).
    expect(requests).toEqual([['https://agency.example/help/index.json?v=1', true]]);
    const direct = createEngine(index);
    for (const question of ['How much is the grocery allowance per person?', 'ما هي بطاقة GoPass؟', '¿Quién puede solicitar el subsidio de vivienda?']) {
      const reply = await service.ask(question, { explain: true, asOf: '2026-11-30' });
      if (!reply.ok) throw new Error(reply.detail);
      expect(canonicalJson({ outcome: reply.outcome, trace: reply.trace })).toBe(canonicalJson(direct.ask(question, { explain: true, asOf: '2026-11-30' })));
    }
    expect(requests.length).toBeGreaterThan(1);
    expect(requests.slice(1).every(([url, revalidate]) => url.includes('/index-shards/') && !revalidate)).toBe(true);
  });

  it('gives a whole document as the single file does, translations included', async () => {
    const { service } = site();
    const fromSingle = serviceOver(served(200, text));
    await service.load('https://agency.example/help/index.json?v=1');
    await fromSingle.load('https://x/index.json');
    for (const id of ['transit-pass-en', 'grocery-allowance-ar', 'utility-credit-2027-es']) expect(await service.document(id)).toEqual(await fromSingle.document(id));
  });

  it('gives a document with no passage as the single file does: its record, no passages', async () => {
    const notice = { path: 'notice-en.md', bytes: new TextEncoder().encode('---\nid: notice-en\ntitle: Office closure notice\nlang: en\n---\n\n## Closures\n') };
    const withEmpty = buildIndex([...readCorpus(corpusDir), notice], config.settings).index!;
    const cut = shardIndex(withEmpty);
    const service = shardedService(cut);
    const fromSingle = serviceOver(served(200, serializeIndex(withEmpty)));
    expect(await service.load('https://agency.example/help/index.json')).toMatchObject({ ok: true });
    expect(await fromSingle.load('https://x/index.json')).toMatchObject({ ok: true });
    const single = await fromSingle.document('notice-en');
    expect(single).toMatchObject({ ok: true, document: { id: 'notice-en', title: 'Office closure notice', passages: [] } });
    expect(await service.document('notice-en')).toEqual(single);
  });

  it("names a document's sections without a first heading that repeats its title, as its sources are named", async () => {
    const page = {
      path: 'pets-en.md',
      bytes: new TextEncoder().encode('---\nid: pets-en\ntitle: Pet Licences\nlang: en\n---\n\n# Pet Licences\n\nEvery dog needs a licence.\n\n## Late renewals\n\nA late renewal costs $10 more.\n'),
    };
    const built = buildIndex([...readCorpus(corpusDir), page], config.settings).index!;
    expect(built.passages.filter((p) => p.doc === 'pets-en').map((p) => p.heading)).toEqual(['Pet Licences', 'Pet Licences › Late renewals']);
    const fromSingle = serviceOver(served(200, serializeIndex(built)));
    const sharded = shardedService(shardIndex(built));
    expect(await fromSingle.load('https://x/index.json')).toMatchObject({ ok: true });
    expect(await sharded.load('https://agency.example/help/index.json')).toMatchObject({ ok: true });
    const reply = await fromSingle.document('pets-en');
    expect(reply).toMatchObject({ ok: true, document: { title: 'Pet Licences' } });
    expect(reply.ok && reply.document.passages.map((p) => [p.heading, p.body])).toEqual([
      ['', 'Every dog needs a licence.'],
      ['Late renewals', 'A late renewal costs $10 more.'],
    ]);
    expect(await sharded.document('pets-en')).toEqual(reply);
  });

  it("keeps the heading of a later section that shares its document's title", async () => {
    const page = {
      path: 'kennels-en.md',
      bytes: new TextEncoder().encode(
        '---\nid: kennels-en\ntitle: Kennel Fees\nlang: en\n---\n\n## Who pays\n\nEvery kennel owner pays.\n\n## Kennel fees\n\nUp to five dogs: $40.\n\n### Kennel discounts\n\nA rescue pays half.\n',
      ),
    };
    const service = serviceOver(served(200, serializeIndex(buildIndex([...readCorpus(corpusDir), page], config.settings).index!)));
    expect(await service.load('https://x/index.json')).toMatchObject({ ok: true });
    const reply = await service.document('kennels-en');
    expect(reply.ok && reply.document.passages.map((p) => p.heading)).toEqual(['Who pays', 'Kennel fees', 'Kennel fees › Kennel discounts']);
  });

  it('gives every document as the single file does when each document shard holds one record: translations fetched from their own shards', async () => {
    const built = buildIndex(readCorpus(corpusDir), config.settings).index!;
    const cut = shardIndex(built, { documentShardBytes: 16 });
    expect(JSON.parse(cut.manifest).documentShards.count).toBe(built.passages.length);
    const service = shardedService(cut);
    const fromSingle = serviceOver(served(200, serializeIndex(built)));
    expect(await service.load('https://agency.example/help/index.json')).toMatchObject({ ok: true });
    expect(await fromSingle.load('https://x/index.json')).toMatchObject({ ok: true });
    for (const { id } of built.documents) expect(await service.document(id)).toEqual(await fromSingle.document(id));
    expect(await fromSingle.document('grocery-allowance-ar')).toMatchObject({ document: { translations: [{ id: 'grocery-allowance-en' }, { id: 'grocery-allowance-es' }] } });
  });

  it('says a shard it cannot fetch is unavailable, and answers nothing', async () => {
    const terms = JSON.parse(manifest).terms as { count: number; names: string[] };
    const name = terms.names[termBucket('allow', terms.count)]!;
    const { service } = site(name);
    await service.load('https://agency.example/help/index.json?v=1');
    expect(await service.ask('How much is the grocery allowance per person?', { asOf: AS_OF })).toEqual({
      ok: false,
      code: 'index-unavailable',
      detail: `https://agency.example/help/index-shards/${name}.json: answered 404: the index names it, and the site does not serve it; publish the index's folder with it`,
    });
  });

  it('lists every shard the index has by URL, and a single file none', async () => {
    const { service } = site();
    await service.load('https://agency.example/help/index.json?v=1');
    expect(await service.shardUrls()).toEqual({ ok: true, urls: [...shards.keys()].sort().map((name) => `https://agency.example/help/index-shards/${name}.json`) });
    const single = serviceOver(served(200, text));
    await single.load('https://x/index.json');
    expect(await single.shardUrls()).toEqual({ ok: true, urls: [] });
  });

  it('lists every file of a paged table from the manifest alone, fetching nothing: a paged shard is named by its page and place', async () => {
    const paged = shardIndex(index, { termShardBytes: 32 });
    const table = JSON.parse(paged.manifest).terms as { paged: boolean; names: string[] };
    expect(table.paged).toBe(true);
    const requested: string[] = [];
    const service = serviceOver(async (url: string) => {
      requested.push(url);
      if (url.endsWith('index.json')) return { status: 200, text: paged.manifest };
      const name = /([0-9a-f]{24}(?:-[0-9]+)?)\.json$/u.exec(url)![1]!;
      return paged.shards.has(name) ? { status: 200, text: paged.shards.get(name)! } : { status: 404, text: '' };
    });
    await service.load('https://agency.example/index.json');
    const loaded = requested.length;
    const listed = await service.shardUrls();
    expect(listed).toEqual({ ok: true, urls: [...paged.shards.keys()].sort().map((name) => `https://agency.example/index-shards/${name}.json`) });
    expect(requested.length).toBe(loaded);
    expect((listed as { urls: string[] }).urls).toContain(`https://agency.example/index-shards/${table.names[0]}-0.json`);
  });

  /** The demo served with `term` shard gone; `now` answers the manifest's unversioned address (what changed since). */
  function republishing(now: (url: string) => Promise<{ status: number; text: string }>) {
    const terms = JSON.parse(manifest).terms as { count: number; names: string[] };
    const gone = terms.names[termBucket('allow', terms.count)]!;
    const requests: string[] = [];
    const service = serviceOver(async (url) => {
      requests.push(url);
      if (url === 'https://agency.example/index.json?v=1') return { status: 200, text: manifest };
      if (url === 'https://agency.example/index.json') return now(url);
      const shard = /([0-9a-f]{24})\.json$/u.exec(url)![1]!;
      return shard !== gone && shards.has(shard) ? { status: 200, text: shards.get(shard)! } : { status: 404, text: '' };
    });
    return { service, requests, gone };
  }
  const question = 'How much is the grocery allowance per person?';
  const republishedIndex = () => shardIndex(buildIndex(readCorpus(corpusDir), { ...config.settings, agencyName: 'Harbor County' }).index!).manifest;

  it('says the index was republished when a shard is gone and the unversioned address now serves another index', async () => {
    let current = manifest;
    const { service, requests, gone } = republishing(async () => ({ status: 200, text: current }));
    await service.load('https://agency.example/index.json?v=1');
    expect(await service.ask(question, { asOf: AS_OF })).toMatchObject({ ok: false, code: 'index-unavailable' });
    expect(await service.republished()).toBe(false);
    current = republishedIndex();
    // Asked by the page too, before it downloads the index for offline use.
    expect(await service.republished()).toBe(true);
    expect(await service.ask(question, { asOf: AS_OF })).toEqual({
      ok: false,
      code: 'index-republished',
      detail: `https://agency.example/index-shards/${gone}.json: answered 404: the index names it, and the site does not serve it; publish the index's folder with it`,
    });
    // Asked without the version query, which a service worker answers from its precache with the loaded index.
    expect(requests.filter((url) => url.startsWith('https://agency.example/index.json'))).toEqual([
      'https://agency.example/index.json?v=1',
      ...Array.from({ length: 4 }, () => 'https://agency.example/index.json'),
    ]);
    const single = serviceOver(served(200, text));
    await single.load('https://agency.example/index.json');
    expect(await single.republished()).toBe(false);
  });

  it.each([
    ['a page that is not an index (a captive portal)', async () => ({ status: 200, text: '<!doctype html><title>Sign in to Wi-Fi</title>' })],
    ['a server error', async () => ({ status: 503, text: JSON.stringify({ digest: 'sha256:other' }) })],
    ['a network failure', async () => Promise.reject(new Error('Failed to fetch'))],
  ])('says a shard is unavailable, not republished, when the check finds %s', async (_case, now) => {
    const { service } = republishing(now);
    await service.load('https://agency.example/index.json?v=1');
    expect(await service.ask(question, { asOf: AS_OF })).toMatchObject({ ok: false, code: 'index-unavailable' });
  });

  it(`gives the republish check ${REPUBLISH_CHECK_MS} ms, then says the shard is unavailable`, async () => {
    const { service } = republishing(() => new Promise(() => undefined));
    await service.load('https://agency.example/index.json?v=1');
    vi.useFakeTimers();
    try {
      let settled = false;
      const reply = service.ask(question, { asOf: AS_OF }).finally(() => (settled = true));
      await vi.advanceTimersByTimeAsync(REPUBLISH_CHECK_MS - 1);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(await reply).toMatchObject({ ok: false, code: 'index-unavailable' });
    } finally {
      vi.useRealTimers();
    }
  });
});

/**
 * The indexer's service, run in Node exactly as the worker runs it: the same files must give the bytes
 * `buildIndex` + `serializeIndex` give directly (and so the bytes `npm run build-index` writes), progress must only
 * move forward, and a bad corpus must come back as data carrying the CLI's messages.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildIndex, parseConfig, serializeIndex } from '../src/engine/index.ts';
import { PROJECT_ROOT } from '../scripts/project-paths.ts';
import { readCorpus } from '../scripts/cli/read-corpus.ts';
import type { ChosenFile } from './indexer-contract.ts';
import { createIndexerService } from './indexer-service.ts';

const DEMO = join(PROJECT_ROOT, 'public/corpus');

/** Every file under `dir`, as the page hands them over: paths relative to the chosen folder, and their bytes. */
function chooseFolder(dir: string): ChosenFile[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const full = join(entry.parentPath, entry.name);
      return { path: relative(dir, full).split(sep).join('/'), bytes: new Uint8Array(readFileSync(full)) };
    });
}

const bytes = (text: string) => new TextEncoder().encode(text) as Uint8Array<ArrayBuffer>;
const textOf = (reply: { index: Blob }) => reply.index.text();
const doc = (id: string) => `---\nid: ${id}\ntitle: Title ${id}\nlang: en\n---\n\nSome text about ${id}.\n`;

describe('indexer service', () => {
  it('gives exactly the bytes buildIndex and serializeIndex give for the same files and cairn.toml', async () => {
    const settings = parseConfig(readFileSync(join(DEMO, 'cairn.toml'), 'utf8'), 'cairn.toml').settings;
    const direct = serializeIndex(buildIndex(readCorpus(DEMO), settings).index!);
    const reply = await createIndexerService().index(chooseFolder(DEMO));
    expect(reply.ok).toBe(true);
    if (!reply.ok) return;
    expect(new Uint8Array(await reply.index.arrayBuffer())).toEqual(new TextEncoder().encode(direct));
    expect(reply.index.type).toBe('application/json');
    expect(reply.summary).toMatchObject({
      documents: 17,
      passages: 85,
      languages: [{ lang: 'ar', passages: 25 }, { lang: 'en', passages: 35 }, { lang: 'es', passages: 25 }],
      fingerprint: JSON.parse(direct).fingerprint,
      bytes: Buffer.byteLength(direct),
      config: 'cairn.toml',
      falseAnswerRate: 0.05,
      warnings: [],
    });
  });

  it('gives the same bytes for a corpus in Chinese, whose index records the forms of its Han characters', async () => {
    const chinese = join(PROJECT_ROOT, 'eval/corpora/chinese');
    const settings = parseConfig(readFileSync(join(chinese, 'cairn.toml'), 'utf8'), 'cairn.toml').settings;
    const direct = serializeIndex(buildIndex(readCorpus(chinese), settings).index!);
    const reply = await createIndexerService().index(chooseFolder(chinese).filter((file) => file.path !== 'index.json'));
    if (!reply.ok) throw new Error(reply.errors.join('\n'));
    expect(new Uint8Array(await reply.index.arrayBuffer())).toEqual(new TextEncoder().encode(direct));
    expect(Object.keys(JSON.parse(direct).hanVariants)).toEqual(['zh']);
  });

  it('reports each language\'s threshold, what decided it, and the calibration evidence stored in the index', async () => {
    const reply = await createIndexerService().index(chooseFolder(DEMO));
    if (!reply.ok) throw new Error(reply.errors.join('\n'));
    const index = JSON.parse(await textOf(reply));
    expect(reply.summary.thresholds.map((t) => [t.lang, t.value, t.source])).toEqual([
      ['ar', 0.123, 'retrieval.threshold'],
      ['en', 0.123, 'retrieval.threshold'],
      ['es', 0.123, 'retrieval.threshold'],
    ]);
    for (const t of reply.summary.thresholds) expect(t.calibration).toEqual(index.calibration.languages[t.lang]);
  });

  it('ignores the README, hidden files, other file types and paths inside cairn.toml, as the CLI does', async () => {
    const files: ChosenFile[] = [
      { path: 'a.md', bytes: bytes(doc('a')) },
      { path: 'sub/b.md', bytes: bytes(doc('b')) },
      { path: 'README.md', bytes: bytes('not a document') },
      { path: '.drafts/c.md', bytes: bytes('not a document') },
      { path: 'logo.png', bytes: bytes('\u0089PNG') },
      { path: 'sub/cairn.toml', bytes: bytes('not = [valid') },
      { path: 'cairn.toml', bytes: bytes('[corpus]\npath = "elsewhere"\n[index]\npath = "x.json"\n[agency]\nname = "Test"\n') },
    ];
    const reply = await createIndexerService().index(files);
    if (!reply.ok) throw new Error(reply.errors.join('\n'));
    const index = JSON.parse(await textOf(reply));
    expect(index.documents.map((d: { path: string }) => d.path)).toEqual(['a.md', 'sub/b.md']);
    expect(index.settings.agencyName).toBe('Test');
  });

  it('uses the default settings when the folder has no cairn.toml', async () => {
    const reply = await createIndexerService().index([{ path: 'a.md', bytes: bytes(doc('a')) }]);
    if (!reply.ok) throw new Error(reply.errors.join('\n'));
    expect(reply.summary.config).toBeNull();
    expect(reply.summary.thresholds).toEqual([expect.objectContaining({ lang: 'en', value: 0.123, source: 'default' })]);
    expect(reply.summary.warnings).toEqual([
      // No cairn.toml, so no one to point residents to: said first, as the CLI says it.
      'cairn.toml: warning: "refusal.contact" is not set: every refusal and related answer tells residents only to contact the agency that published the documents, with no office or number to ask; give the office or number they can ask ([refusal] contact = "…", and contact_by_language for each language)',
      'a.md: warning: language "en" has a single passage; its words cannot be weighed against others, so retrieval in it is crude',
      'cairn.toml: warning: language "en" has too little text to calibrate its threshold: 1 document and 1 question-sized piece of text, where it needs 3 and 40, so it uses the default 0.123; add documents, or set retrieval.threshold_by_language',
    ]);
  });

  it('forwards progress stage by stage, only forwards, at most once per percent', async () => {
    const events: Array<[number, number, string]> = [];
    await createIndexerService().index(chooseFolder(DEMO), (done, total, stage) => {
      events.push([done, total, stage]);
    });
    const stages = [...new Set(events.map(([, , stage]) => stage))];
    expect(stages).toEqual(['parse', 'passages', 'calibrate']);
    for (const stage of stages) {
      const of = events.filter(([, , s]) => s === stage);
      expect(of[0]![0]).toBe(0);
      expect(of.at(-1)![0]).toBe(of.at(-1)![1]);
      for (let i = 1; i < of.length; i++) expect(of[i]![0]).toBeGreaterThan(of[i - 1]![0]);
      expect(of.length).toBeLessThanOrEqual(101);
    }
    expect(events.find(([, , s]) => s === 'calibrate')![1]).toBe(85);
  });

  it.each([
    [
      'bad front matter',
      [{ path: 'bad.md', bytes: bytes('---\nid: [unclosed\ntitle: x\nlang: en\n---\n\nText.\n') }, { path: 'a.md', bytes: bytes(doc('a')) }],
      'bad.md:3: front matter is not valid YAML (Flow sequence in block collection must be sufficiently indented and end with a ]); fix that line',
    ],
    [
      'no documents',
      [{ path: 'notes.txt', bytes: bytes('hello') }],
      'the corpus has no documents (no .md or .markdown files); add at least one markdown document with front matter',
    ],
    [
      'an unknown key in cairn.toml',
      [{ path: 'cairn.toml', bytes: bytes('[retrieval]\ntreshold = 0.2\n') }, { path: 'a.md', bytes: bytes(doc('a')) }],
      'cairn.toml:2: unknown key "retrieval.treshold"; did you mean "retrieval.threshold"?',
    ],
    [
      'cairn.toml that is not UTF-8',
      [{ path: 'cairn.toml', bytes: new Uint8Array([0xff]) }, { path: 'a.md', bytes: bytes(doc('a')) }],
      'cairn.toml:1: not valid UTF-8 (byte 0xFF at offset 0); re-save the file as UTF-8',
    ],
  ])('returns %s as data, with the message the CLI prints, and no index', async (_case, files, message) => {
    expect(await createIndexerService().index(files)).toEqual({ ok: false, errors: [message], warnings: [] });
  });

  it('lists every problem of cairn.toml, each its own error, as the CLI prints them', async () => {
    const reply = await createIndexerService().index([{ path: 'cairn.toml', bytes: bytes('[index]\nform = "split"\n[retrieval]\nthreshold = 2\n') }, { path: 'a.md', bytes: bytes(doc('a')) }]);
    expect(reply).toEqual({
      ok: false,
      errors: [
        'cairn.toml:2: "index.form" must be one of "auto", "single", "sharded", got "split"',
        'cairn.toml:4: "retrieval.threshold" must be between 0 and 1 (a bounded cosine score), got 2',
      ],
      warnings: [],
    });
  });

  it('names a file the page could not read, with the CLI\'s kind of message, instead of rejecting', async () => {
    const reply = await createIndexerService().index([{ path: 'gone.md', unreadable: 'NotFoundError' }, { path: 'a.md', bytes: bytes(doc('a')) }]);
    expect(reply).toEqual({ ok: false, errors: ['gone.md: cannot be read (NotFoundError); choose the folder again'], warnings: [] });
    expect(await createIndexerService().index([{ path: 'cairn.toml', unreadable: 'NotReadableError' }])).toEqual({
      ok: false,
      errors: ['cairn.toml: cannot be read (NotReadableError); choose the folder again'],
      warnings: [],
    });
  });

  it('returns the same error messages as buildIndex directly', async () => {
    const files = [
      { path: 'a.md', bytes: new TextEncoder().encode('no front matter') },
      { path: 'b.md', bytes: new Uint8Array([0x2d, 0xff]) },
    ];
    const direct = buildIndex(files, parseConfig('', 'cairn.toml').settings).errors.map((e) => e.message);
    const reply = await createIndexerService().index(files.map((f) => ({ path: f.path, bytes: f.bytes as Uint8Array<ArrayBuffer> })));
    expect(reply).toEqual({ ok: false, errors: direct, warnings: [] });
  });
});

import { describe, expect, it } from 'vitest';
import { assembleIndex, buildIndex, CairnError, defaultConfig, orderCorpusFiles, type IndexedOutcome, type SourceFile } from '../../src/engine/index.ts';
import { syntheticCorpus } from '../bench/synthetic-corpus.ts';
import { PARALLEL_ABOVE_BYTES, prepareInParallel, threadsFor } from './prepare-in-parallel.ts';

const settings = defaultConfig().settings;
const file = (path: string, text: string): SourceFile => ({ path, bytes: new TextEncoder().encode(text) });

describe('threadsFor', () => {
  const small = [file('a.md', 'x'.repeat(1000))];
  const large = [file('a.md', 'x'.repeat(PARALLEL_ABOVE_BYTES))];
  it('keeps a corpus under the size on this thread', () => {
    expect(threadsFor(small, 8)).toBe(1);
    expect(threadsFor([file('a.md', 'x'.repeat(PARALLEL_ABOVE_BYTES - 1))], 8)).toBe(1);
  });
  it('gives a large corpus one thread per core, at most four, and one on one core', () => {
    expect(threadsFor(large, 2)).toBe(2);
    expect(threadsFor(large, 16)).toBe(4);
    expect(threadsFor(large, 1)).toBe(1);
  });
});

describe('prepareInParallel', () => {
  // 700 files: more batches than threads, and a last batch shorter than the others.
  const files = orderCorpusFiles(syntheticCorpus(3_490, 11).files);

  it('on two threads, assembles the index buildIndex builds on one, byte for byte', async () => {
    expect(files.length).toBe(698);
    const progress: number[] = [];
    const { outcomes, threads } = await prepareInParallel(files, {
      onPrepared: (done, total) => {
        expect(total).toBe(files.length);
        progress.push(done);
      },
      threads: 2,
    });
    expect(threads).toBe(2);
    expect(progress[0]).toBe(0);
    expect(progress.at(-1)).toBe(files.length);
    expect(progress.every((done, i) => i === 0 || done === progress[i - 1]! + 1)).toBe(true);
    const parallel = assembleIndex(files, outcomes, settings).index!;
    expect(parallel.digest).toBe(buildIndex(files, settings).index!.digest);
  });

  it("on two threads, follows a link to another document with that document's url, as one thread does", async () => {
    const linked = orderCorpusFiles([
      ...files,
      file('zz/a.md', '---\nid: zz-a\ntitle: A\nlang: en\n---\n\nSee [the other page](b.md#fees).\n'),
      file('zz/b.md', '---\nid: zz-b\ntitle: B\nlang: en\nurl: https://agency.gov/b\n---\n\nFees.\n'),
    ]);
    const { outcomes, threads } = await prepareInParallel(linked, { threads: 2 });
    expect(threads).toBe(2);
    const parallel = assembleIndex(linked, outcomes, settings).index!;
    expect(parallel.passages.find((p) => p.doc === 'zz-a')!.body).toBe('See the other page (https://agency.gov/b#fees).');
    expect(parallel.digest).toBe(buildIndex(linked, settings).index!.digest);
  });

  it('gives a file that fails the same corpus error as one thread, as a CairnError naming the file', async () => {
    const broken = orderCorpusFiles([...files.slice(0, 100), file('zz-broken.md', '---\nid: [unclosed\n---\n\nText.\n'), file('zz-untitled.md', '---\nid: x\nlang: en\n---\n\nText.\n')]);
    const [parallel, alone] = [(await prepareInParallel(broken, { threads: 2 })).outcomes, (await prepareInParallel(broken, { threads: 1 })).outcomes];
    const errorsOf = (outcomes: IndexedOutcome[]) => outcomes.flatMap((o) => ('error' in o ? [o.error] : []));
    expect(errorsOf(parallel).length).toBe(2);
    for (const error of errorsOf(parallel)) expect(error).toBeInstanceOf(CairnError);
    expect(errorsOf(parallel).map((e) => [e.name, e.message, e.location])).toEqual(errorsOf(alone).map((e) => [e.name, e.message, e.location]));
    expect(errorsOf(parallel).map((e) => e.location?.file)).toEqual(['zz-broken.md', 'zz-untitled.md']);
  });

  it('rejects, never hangs, when a thread stops while it holds files', async () => {
    const thread = new URL('./prepare-thread-stops.test-helper.mjs', import.meta.url);
    // Either thread may stop first: each holds its first batch (files 1–32, or 33–64).
    const error = await prepareInParallel(files, { threads: 2, thread }).then(
      () => undefined,
      (reason: unknown) => reason as Error,
    );
    expect([0, 32].map((n) => `a build thread stopped (exit code 0) while preparing the files from ${files[n]!.path}; no index was written`)).toContain(
      error?.message,
    );
  });

  it('rejects with the thread\'s error, naming the file, when a thread throws', async () => {
    const thread = new URL('./prepare-thread-throws.test-helper.mjs', import.meta.url);
    await expect(prepareInParallel(files, { threads: 2, thread })).rejects.toThrow(/^doc-0000\d\d\.md: could not be prepared because of a defect in Cairn/u);
  });

  it('rejects when the caller\'s progress callback throws, and stops its threads', async () => {
    await expect(
      prepareInParallel(files, {
        threads: 2,
        onPrepared: (done) => {
          if (done === 40) throw new Error('progress failed at 40');
        },
      }),
    ).rejects.toThrow('progress failed at 40');
  });

  it('uses one thread for a corpus of one batch, whatever it is asked', async () => {
    expect((await prepareInParallel(files.slice(0, 10), { threads: 4 })).threads).toBe(1);
  });
});

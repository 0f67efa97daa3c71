/**
 * The sharded form through the operator's commands: `build-index --form sharded` writes a manifest and its shards,
 * the same bytes every time; `ask` answers from it exactly as from the single file (every question of the evaluation
 * and the residents' development half, `--json --explain`, on the evaluation's day); a damaged or missing shard is
 * an error that names the file, never an answer.
 */
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../project-paths.ts';
import { runScript } from './run-script.test-helper.ts';
import { GZIP_LEVEL } from './single-file-size.ts';
import { EVAL_AS_OF, loadQuestions } from '../eval/eval-questions.ts';
import { buildIndex, defaultConfig, parseManifest, shardNamesOf, termBucket } from '../../src/engine/index.ts';
import { syntheticCorpus } from '../bench/synthetic-corpus.ts';

const DEMO = join(PROJECT_ROOT, 'public/corpus');
const CONFIG = join(DEMO, 'cairn.toml');
const dir = mkdtempSync(join(tmpdir(), 'cairn-sharded-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const single = join(dir, 'single.json');
const sharded = join(dir, 'index.json');
const folder = join(dir, 'index-shards');
const build = (out: string, form: string) => runScript('build-index', ['--config', CONFIG, '--out', out, '--form', form]);
const files = (path: string) => readdirSync(path).sort().map((name) => [name, readFileSync(join(path, name), 'utf8')] as const);

describe('build-index --form', () => {
  it('writes the manifest at --out and its shards in the folder named after it, each named by its content', () => {
    expect(build(single, 'single').status).toBe(0);
    const run = build(sharded, 'sharded');
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/^ {2}sharded {6}as asked: manifest [0-9,]+ bytes \([0-9,]+ gzipped\); [0-9]+ term, 0 tail, [0-9]+ document, [0-9]+ passage and [0-9]+ dictionary and directory shards, 0 pages of names, in /mu);
    expect(JSON.parse(readFileSync(sharded, 'utf8')).format).toBe('cairn-sharded-index');
    expect(JSON.parse(readFileSync(sharded, 'utf8')).indexDigest).toBe(JSON.parse(readFileSync(single, 'utf8')).digest);
    for (const [name] of files(folder)) expect(name).toMatch(/^[0-9a-f]{24}\.json$/u);
    // The report's sizes are the files': every shard and the manifest, each gzipped on its own.
    const written = [sharded, ...readdirSync(folder).map((name) => join(folder, name))].map((file) => readFileSync(file));
    const raw = written.reduce((sum, bytes) => sum + bytes.length, 0);
    const gzipped = written.reduce((sum, bytes) => sum + gzipSync(bytes, { level: GZIP_LEVEL }).length, 0);
    expect(run.stdout).toContain(`\n  size         ${raw.toLocaleString('en-US')} bytes raw, ${gzipped.toLocaleString('en-US')} gzipped (`);
  });

  it('writes the same bytes on a rebuild, and drops the shards neither the new manifest nor the one it replaced names', () => {
    const before = files(folder);
    const manifest = readFileSync(sharded, 'utf8');
    writeFileSync(join(folder, '000000000000000000000000.json'), '{}\n');
    expect(build(sharded, 'sharded').status).toBe(0);
    expect(readFileSync(sharded, 'utf8')).toBe(manifest);
    expect(files(folder)).toEqual(before);
  });

  it('keeps the replaced index\'s shards for one more build, for pages that loaded it', () => {
    const corpus = join(dir, 'corpus');
    cpSync(DEMO, corpus, { recursive: true });
    const out = join(dir, 'kept.json');
    const kept = join(dir, 'kept-shards');
    const run = () => runScript('build-index', ['--corpus', corpus, '--out', out, '--form', 'sharded']);
    expect(run().status).toBe(0);
    const first = new Set(readdirSync(kept));
    const edit = (text: string) => writeFileSync(join(corpus, 'transit-pass-en.md'), readFileSync(join(corpus, 'transit-pass-en.md'), 'utf8').replace('$20', () => text));
    edit('$25');
    expect(run().status).toBe(0);
    const second = new Set(readdirSync(kept));
    expect([...first].every((file) => second.has(file))).toBe(true);
    const named = [...shardNamesOf(parseManifest(readFileSync(out, 'utf8'), out))].map((name) => `${name}.json`);
    edit('$30');
    expect(run().status).toBe(0);
    const third = new Set(readdirSync(kept));
    // The second build's shards are all there; the first build's that neither later one names are gone.
    expect(named.every((file) => third.has(file))).toBe(true);
    expect([...first].filter((file) => !third.has(file)).length).toBeGreaterThan(0);
  });

  it('auto writes one file for a corpus this small, and a single file replaces the shards of its name', () => {
    const out = join(dir, 'auto.json');
    expect(build(out, 'sharded').status).toBe(0);
    expect(existsSync(join(dir, 'auto-shards'))).toBe(true);
    const run = build(out, 'auto');
    expect(run.status).toBe(0);
    expect(run.stdout).not.toMatch(/^ {2}sharded /mu);
    expect(JSON.parse(readFileSync(out, 'utf8')).format).toBe('cairn-index');
    expect(existsSync(join(dir, 'auto-shards'))).toBe(false);
  });

  it('refuses a form it does not write, with usage', () => {
    const run = build(join(dir, 'x.json'), 'split');
    expect(run.status).toBe(2);
    expect(run.stderr.split('\n')[0]).toBe('build-index: --form must be one of auto, single, sharded, got "split"');
  });
});

describe('build-index --form auto', () => {
  it('shards a corpus whose single file would be over 1 MiB gzipped, to the index buildIndex builds', () => {
    const corpus = join(dir, 'large');
    const generated = syntheticCorpus(4_000, 5).files;
    cpSync(DEMO, corpus, { recursive: true, filter: (source) => !source.endsWith('.md') && !source.endsWith('.toml') });
    for (const file of generated) writeFileSync(join(corpus, file.path), file.bytes);
    const out = join(dir, 'large.json');
    const run = runScript('build-index', ['--corpus', corpus, '--out', out]);
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/^ {2}sharded {6}the single file would be over 1,048,576 bytes gzipped: manifest /mu);
    const { index } = buildIndex(generated, defaultConfig().settings);
    expect(JSON.parse(readFileSync(out, 'utf8')).indexDigest).toBe(index!.digest);
  });
});

describe('ask on the sharded index', () => {
  const residents = readFileSync(join(PROJECT_ROOT, 'eval/residents/demo.jsonl'), 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as { question: string; lang?: string; half?: string })
    .filter((q) => q.half === 'dev');
  // The evaluation's questions detected, as the evaluation asks them; the residents' with their language named.
  const requests = [...loadQuestions().map((q) => ({ question: q.question, asOf: q.asOf ?? EVAL_AS_OF })), ...residents.map((q) => ({ question: q.question, lang: q.lang, asOf: EVAL_AS_OF }))];

  it('answers every question of the evaluation and the residents\' development half byte for byte as the single file', () => {
    expect(residents.length).toBeGreaterThan(90);
    const input = requests.map((r) => JSON.stringify(r)).join('\n');
    const ask = (index: string) => runScript('ask', ['--config', CONFIG, '--index', index, '--batch', '-', '--explain'], { input });
    const fromSingle = ask(single);
    const fromShards = ask(sharded);
    expect(fromSingle.stderr).toBe('');
    expect(fromSingle.status).toBe(0);
    expect(fromShards.stdout.split('\n').length).toBe(requests.length + 1);
    expect(fromShards.stdout).toBe(fromSingle.stdout);
  });

  it("explains as the single file does, what each candidate says included (read from its document's shard)", () => {
    for (const question of ['What does the housing grant cover and when do I apply?', 'كم قيمة منحة دعم السكن؟']) {
      const explain = (index: string) => runScript('ask', ['--config', CONFIG, '--index', index, '--as-of', EVAL_AS_OF, '--explain', question]);
      const fromShards = explain(sharded);
      expect(fromShards.status).toBe(0);
      expect(fromShards.stdout).toContain('\n     what each says:\n');
      expect(fromShards.stdout).toBe(explain(single).stdout);
    }
  });

  it('names a shard that is missing or was changed, and answers nothing from it', () => {
    const manifest = JSON.parse(readFileSync(sharded, 'utf8')) as { terms: { count: number; names: string[] } };
    // The shard of "gopass" (as the tokenizer cuts it): the question below needs it.
    const termShard = manifest.terms.names[termBucket('gopas', manifest.terms.count)]!;
    const shard = join(folder, `${termShard}.json`);
    const text = readFileSync(shard, 'utf8');
    writeFileSync(shard, text.replace('"terms":{', '"terms":{"zzzz":{},'));
    const altered = runScript('ask', ['--config', CONFIG, '--index', sharded, 'How do I get a GoPass?']);
    expect(altered.status).toBe(1);
    expect(altered.stdout).toBe('');
    expect(altered.stderr).toBe(
      `error: ${termShard}: is not the shard the index names ${termShard} (its content hashes otherwise): it was changed or damaged after the build, or the host sent another file in its place, so it is not answered from; publish the index folder as \`npm run build-index\` wrote it\n`,
    );
    rmSync(shard);
    const missing = runScript('ask', ['--config', CONFIG, '--index', sharded, 'How do I get a GoPass?']);
    expect(missing.status).toBe(1);
    expect(missing.stderr).toBe(`error: ${shard}: is missing: the index names it, and its folder ${folder} does not hold it; publish the folder \`npm run build-index\` wrote beside the index\n`);
    writeFileSync(shard, text);
  });
});

import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../project-paths.ts';
import { runScript } from './run-script.test-helper.ts';

let dir: string;
let corpus: string;
let index: string;
const ask = (...args: string[]) => runScript('ask', [...args, '--corpus', corpus, '--index', index]);

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'cairn-ask-'));
  corpus = join(dir, 'corpus');
  index = join(dir, 'index.json');
  cpSync(join(PROJECT_ROOT, 'public/corpus'), corpus, { recursive: true });
  expect(runScript('build-index', ['--corpus', corpus, '--out', index]).status).toBe(0);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('npm run ask', () => {
  it('answers with the quoted passage and its source', () => {
    const run = ask('How much is the grocery allowance per person?');
    expect(run.status).toBe(0);
    expect(run.stdout).toBe(
      'How much you get\n' +
        'The allowance is $85 per person per month. A household can receive up to $340 a month, which covers four people. ' +
        'For example, a family of three receives $255 each month. The amount does not go down if you also get other help with food. [1]\n\n' +
        'Sources:\n  [1] Fresh Start Grocery Allowance (grocery-allowance-en#3)\n',
    );
  });

  it('refuses with the contact and exits 0: a refusal is an outcome, not an error', () => {
    const run = ask('How do I get a building permit?');
    expect(run.status).toBe(0);
    expect(run.stdout).toBe(
      "I can't answer this: none of Harbor County Community Assistance's documents covers it.\n" +
        'To ask a person, contact: Call Harbor County Community Assistance at (555) 010-4400, Monday to Friday, 8:30 a.m. to 4:30 p.m., or visit 14 Quay Street.\n',
    );
  });

  it('falls back to the English-only document for an Arabic question naming it, with the notice and bidi isolates', () => {
    const run = ask('ما هي بطاقة GoPass؟');
    expect(run.status).toBe(0);
    const lines = run.stdout.split('\n');
    expect(lines[0]).toBe('لا يوجد مستند باللغة العربية يجيب عن هذا السؤال. النص أدناه مقتبس كما هو، دون ترجمة، من مستند باللغة English.');
    // The English passage and every Latin run inside the Arabic output sit in first-strong isolates.
    expect(lines[2]).toBe('\u2068What the pass is\u2069');
    expect(lines.at(-2)).toBe('  \u2068[1]\u2069 Harbor GoPass (\u2068transit-pass-en#1\u2069)');
  });

  it('prints one JSON record with --json, and the trace with --explain; the outcome is identical either way', () => {
    const plain = JSON.parse(ask('¿Cuánto recibe una familia con la ayuda para alimentos?', '--json').stdout) as { outcome: unknown; trace?: unknown };
    const explained = JSON.parse(ask('¿Cuánto recibe una familia con la ayuda para alimentos?', '--json', '--explain').stdout) as {
      outcome: unknown;
      trace: { retrieval: { verdict: string }; language: { lang: string; rule: string } };
    };
    expect(plain.trace).toBeUndefined();
    expect(explained.outcome).toEqual(plain.outcome);
    expect(explained.trace.retrieval.verdict).toBe('passages-accepted');
    expect(explained.trace.language).toMatchObject({ lang: 'es', rule: 'coverage' });
  });

  it('renders the explain trace for people', () => {
    const run = ask('What does the housing grant cover and when do I apply?', '--explain');
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('\nExplain\n  language   en (decided by: coverage; script Latin; coverage en 0.9091, es 0.1818)\n');
    expect(run.stdout).toMatch(/\n {5}1 {2}0\.\d{4} = 0\.\d{4} × 0\.\d{4} {2}ACCEPT {2}housing-relief-en#1 {2}matched 4 of 9: cover, grant, housi, what {2}quotable: ask 2 of 5 \(0\.\d{4}\)\n/u);
    expect(run.stdout).toMatch(/\n {5}4 {2}0\.\d{4} = 0\.\d{4} × 0\.\d{4} {2}ACCEPT {2}housing-relief-en#3 {2}matched 2 of 9: grant, housi {2}no-ask-evidence: ask 0 of 5 \(0\.0000\)\n/u);
    // The other passages that cleared the threshold hold too little of the ask to be quoted: nothing was cut.
    expect(run.stdout).toContain('\n  answer     composed\n  blame      none\n');
  });

  it('answers a batch from standard input, one JSON result per line, with errors as records', () => {
    const input = [
      JSON.stringify({ id: 'a', question: 'How much does the GoPass cost?' }),
      JSON.stringify({ id: 'b', question: '   ' }),
      JSON.stringify({ id: 'c', question: 'كم قيمة منحة دعم السكن؟', lang: 'ar' }),
    ].join('\n');
    const run = runScript('ask', ['--batch', '-', '--corpus', corpus, '--index', index], { input });
    expect(run.status).toBe(0);
    const results = run.stdout.trim().split('\n').map((line) => JSON.parse(line) as Record<string, any>);
    expect(results.map((r) => [r.id, r.outcome?.kind ?? r.error.code])).toEqual([['a', 'answer'], ['b', 'empty-question'], ['c', 'answer']]);
    expect(results[2]!.outcome.sources[0].passage).toBe('housing-relief-ar#3');
  });

  describe('errors: a clear message and exit 1', () => {
    it.each([
      ['an empty question', ['  '], 'error: the question is empty; type a question\n'],
      ['an over-long question', ['x'.repeat(1001)], 'error: the question is 1001 characters long; keep it under 1000\n'],
      ['an unsupported language', ['hello', '--lang', 'fr'], 'error: Cairn has no documents or messages in "fr"; use one of ar, en, es\n'],
    ])('%s', (_case, args, message) => {
      const run = ask(...args);
      expect([run.status, run.stderr]).toEqual([1, message]);
    });

    it('a missing index says to build it', () => {
      const run = runScript('ask', ['hello', '--corpus', corpus, '--index', join(dir, 'none.json')]);
      expect([run.status, run.stderr]).toEqual([1, `error: ${join(dir, 'none.json')}: no index here; build it first with \`npm run build-index\`\n`]);
    });

    it('an index of another format version', () => {
      const other = join(dir, 'v0.json');
      writeFileSync(other, readFileSync(index, 'utf8').replace('"version":4', '"version":0'));
      const run = runScript('ask', ['hello', '--corpus', corpus, '--index', other]);
      expect([run.status, run.stderr]).toEqual([1, `error: ${other}: is index format version 0, and this Cairn reads version 4; rebuild it with \`npm run build-index\`\n`]);
    });

    it('a stale index: the corpus changed since it was built, so it refuses to answer from it', () => {
      const edited = join(dir, 'edited');
      cpSync(corpus, edited, { recursive: true });
      const file = join(edited, 'transit-pass-en.md');
      writeFileSync(file, readFileSync(file, 'utf8').replace('$20 per year', '$25 per year'));
      const run = runScript('ask', ['How much does the GoPass cost?', '--corpus', edited, '--index', index]);
      expect(run.status).toBe(1);
      expect(run.stdout).toBe('');
      expect(run.stderr).toMatch(new RegExp(`^error: ${index}: was built from a different version of the corpus in ${edited} \\(index sha256:[0-9a-f]{12}…, corpus now sha256:[0-9a-f]{12}…\\); Cairn will not answer from it\\. Rebuild it with \`npm run build-index\`\\n$`, 'u'));
    });

    it('misuse exits 2', () => {
      expect(runScript('ask', []).status).toBe(2);
      expect(runScript('ask', ['a', 'b']).status).toBe(2);
      expect(runScript('ask', ['a', '--frobnicate']).status).toBe(2);
    });
  });
});

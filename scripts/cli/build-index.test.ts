import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../project-paths.ts';
import { runScript } from './run-script.test-helper.ts';
import { createIndexerService } from '../../workers/indexer-service.ts';
import type { ChosenFile } from '../../workers/indexer-contract.ts';

const DEMO = join(PROJECT_ROOT, 'public/corpus');
const temporaries: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'cairn-build-'));
  temporaries.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of temporaries.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const sha256 = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');
const fingerprintOf = (file: string) => (JSON.parse(readFileSync(file, 'utf8')) as { fingerprint: string }).fingerprint;

function copyDemo(): string {
  const dir = join(tempDir(), 'corpus');
  cpSync(DEMO, dir, { recursive: true });
  return dir;
}

function writeCorpus(files: Record<string, string | Uint8Array>): string {
  const dir = join(tempDir(), 'corpus');
  cpSync(DEMO, dir, { recursive: true, filter: (source) => !source.endsWith('.md') && !source.endsWith('.toml') });
  for (const [name, contents] of Object.entries(files)) writeFileSync(join(dir, name), contents);
  return dir;
}

const good = (id: string, lang = 'en') => `---\nid: ${id}\ntitle: Title ${id}\nlang: ${lang}\n---\n\nSome text about ${id}.\n\nMore text here.\n`;

describe('npm run build-index', () => {
  it('indexes the demo corpus and prints the summary', () => {
    const out = join(tempDir(), 'index.json');
    const run = runScript('build-index', ['--out', out]);
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    const lines = run.stdout.split('\n');
    expect(lines[1]).toBe('  documents    17');
    expect(lines[2]).toBe('  passages     85');
    expect(lines[3]).toBe('  languages    ar 25, en 35, es 25');
    // The Winter Utility Credit's three versions per language, each derived end named with its successor.
    expect(lines.slice(4, 13)).toEqual([
      ...['ar', 'en', 'es'].map((lang) => `  in force     utility-credit-2024-${lang} from 2024-10-01 until 2025-09-30 (the day before utility-credit-${lang} takes effect)`),
      ...['ar', 'en', 'es'].map((lang) => `  in force     utility-credit-2027-${lang} from 2027-01-01 until further notice`),
      ...['ar', 'en', 'es'].map((lang) => `  in force     utility-credit-${lang} from 2025-10-01 until 2026-12-31 (the day before utility-credit-2027-${lang} takes effect)`),
    ]);
    expect(lines[13]).toBe(`  output       ${out}`);
    expect(lines[14]).toMatch(/^ {2}size {9}[\d,]+ bytes raw, [\d,]+ gzipped \([\d,]+ raw, [\d,]+ gzipped per 1,000 passages\)$/u);
    // Versions of one document count once in calibration, so the calibrated thresholds are those of the undated corpus.
    expect(lines.slice(15, 18)).toEqual([
      '  threshold    ar 0.123 (retrieval.threshold); calibrated at 5%: 187 question-sized pieces of 5 documents, each scored against the other documents, score 0.0377 at the median and 0.1236 at the 95th percentile; at 0.1237, 4.5% of them are answered from another document and 100% from their own',
      expect.stringMatching(/^ {2}threshold {4}en 0\.123 \(retrieval\.threshold\); calibrated at 5%: 222 question-sized pieces of 7 documents, .* at 0\.1472, /u),
      expect.stringMatching(/^ {2}threshold {4}es 0\.123 \(retrieval\.threshold\); calibrated at 5%: 138 question-sized pieces of 5 documents, .* at 0\.1217, /u),
    ]);
    // What the grocery, housing and utility translations taught, per language pair, with its four best-supported pairs
    // as the documents write them (spread through the sorted stems, an operator trial read "quay ↔ benef" first).
    expect(lines.slice(18, 21)).toEqual([
      '  lexicon      ar–en: 57 term pairs from 3 translated documents (e.g. الرصيد ↔ credit, المنحة ↔ grant, يوما ↔ days, الشهر ↔ month)',
      '  lexicon      ar–es: 55 term pairs from 3 translated documents (e.g. الرصيد ↔ crédito, تحصل ↔ recibe, يوما ↔ días, المنحة ↔ subsidio)',
      '  lexicon      en–es: 60 term pairs from 3 translated documents (e.g. credit ↔ crédito, days ↔ días, get ↔ recibe, grant ↔ subsidio)',
    ]);
    // The paths into English, whose untranslated pages the other languages reach through the lexicon: calibrated at half
    // the rate, and overridden here by the demo's explicit threshold. No path leads out of English: every Spanish and
    // Arabic page has an English translation, read in English first.
    expect(lines.slice(21, 23)).toEqual([
      '  threshold    ar>en 0.123 (retrieval.threshold); calibrated through the lexicon at 1.25%: 172 question-sized pieces of 5 translated documents, carried through the lexicon, each scored against the other documents, score 0 at the median and 0.0358 at the 95th percentile; at 0.1112, 1.08% of them are answered from another document and 49.82% from their own translation',
      '  threshold    es>en 0.123 (retrieval.threshold); calibrated through the lexicon at 1.25%: 134 question-sized pieces of 5 translated documents, carried through the lexicon, each scored against the other documents, score 0.016 at the median and 0.0736 at the 95th percentile; at 0.1372, 0% of them are answered from another document and 62.1% from their own translation',
    ]);
    expect(lines[23]).toBe(`  fingerprint  ${fingerprintOf(out)}`);
    expect(lines[24]).toBe('  warnings     0');
  });

  it('prints the report and the warnings byte for byte as the in-page indexer gives them', async () => {
    const corpus = copyDemo();
    writeFileSync(join(corpus, 'extra-en.md'), `${good('extra-en')}\n## A heading with nothing under it\n`);
    const out = join(tempDir(), 'index.json');
    const run = runScript('build-index', ['--corpus', corpus, '--out', out]);
    expect(run.status).toBe(0);
    const chosen: ChosenFile[] = readdirSync(corpus).map((name) => ({ path: name, bytes: new Uint8Array(readFileSync(join(corpus, name))) }));
    const reply = await createIndexerService().index(chosen);
    if (!reply.ok) throw new Error(reply.errors.join('; '));
    expect(reply.summary.warnings).toEqual(['extra-en.md:11: warning: the heading "A heading with nothing under it" has no text after it and is not indexed']);
    expect(run.stderr).toBe(`${reply.summary.warnings.join('\n')}\n`);
    // The CLI's lines about the file it wrote (output, size) are the only ones the page has no use for.
    const printed = run.stdout.trimEnd().split('\n').slice(1).filter((line) => !/^ {2}(output|size) /u.test(line));
    expect(printed).toEqual(reply.summary.report);
    expect(reply.summary.report).toHaveLength(22);
  });

  it('writes byte-identical output on a rebuild, from any working directory', () => {
    const first = join(tempDir(), 'a.json');
    const second = join(tempDir(), 'b.json');
    expect(runScript('build-index', ['--out', first]).status).toBe(0);
    expect(runScript('build-index', ['--config', join(DEMO, 'cairn.toml'), '--out', second], { cwd: tmpdir() }).status).toBe(0);
    expect(sha256(second)).toBe(sha256(first));
  });

  it('fingerprints the corpus: moving the folder keeps it, an edited byte or a renamed file changes it', () => {
    const out = (name: string) => join(tempDir(), name);
    const build = (corpus: string, file: string) => {
      expect(runScript('build-index', ['--corpus', corpus, '--out', file]).status).toBe(0);
      return fingerprintOf(file);
    };
    const original = build(DEMO, out('original.json'));
    const moved = copyDemo();
    expect(build(moved, out('moved.json'))).toBe(original);

    const edited = copyDemo();
    const target = join(edited, 'contact-en.md');
    writeFileSync(target, readFileSync(target, 'utf8').replace('Quay', 'Quai'));
    expect(build(edited, out('edited.json'))).not.toBe(original);

    const renamed = copyDemo();
    renameSync(join(renamed, 'contact-en.md'), join(renamed, 'contact-en-2024.md'));
    expect(build(renamed, out('renamed.json'))).not.toBe(original);
  });

  it('warns about a single-passage language and an empty document, and still builds', () => {
    const corpus = writeCorpus({ 'a.md': good('a'), 'b.md': '---\nid: b\ntitle: B\nlang: vi\n---\n\nMột đoạn văn.\n', 'c.md': '---\nid: c\ntitle: C\nlang: en\n---\n' });
    const run = runScript('build-index', ['--corpus', corpus, '--out', join(corpus, 'out.json')]);
    expect(run.status).toBe(0);
    expect(run.stderr.split('\n').filter((line) => line !== '' && !line.includes('to calibrate its threshold'))).toEqual([
      'cairn.toml: warning: the page offers "vi", a language of the documents ("page.languages" is not set), but the page\'s buttons and labels and ' +
        'Cairn\'s sentences to residents (refusals, statuses, notices) have no "vi" words, so they stay in English when it is chosen; add ' +
        '[page_words.vi] (docs/page-words-en.toml) and [messages.vi] (docs/messages-en.toml), or list the languages to offer in "page.languages"',
      'cairn.toml: warning: "refusal.contact" is not set: every refusal and related answer tells residents only to contact the agency that published the documents, with no office or number to ask; give the office or number they can ask ([refusal] contact = "…", and contact_by_language for each language)',
      'c.md: warning: the document has no text to index (only front matter or headings)',
      'b.md: warning: language "vi" has a single passage; its words cannot be weighed against others, so retrieval in it is crude',
    ]);
  });

  it("prints a warning about a setting with the config file's path and the setting's line", () => {
    const corpus = writeCorpus({ 'a.md': good('a'), 'b.md': good('b'), 'cairn.toml': '[synonyms]\n# residents say "puppy"\nen = [["puppy", "dog"]]\n\n[refusal]\ncontact = "Call 311."\n' });
    const run = runScript('build-index', ['--corpus', corpus, '--out', join(corpus, 'index.json')]);
    expect(run.status).toBe(0);
    expect(run.stderr.split('\n')[0]).toBe(
      `${join(corpus, 'cairn.toml')}:3: warning: "synonyms.en" group 1 (puppy, dog): no document uses any of its words as a word that counts, so it changes no question; ` +
        'add the word the documents use, in the form they use it (a plural can be another word)',
    );
  });

  describe('refuses bad input with a clear error, exit 1, and no index written', () => {
    it.each([
      ['duplicate document ids', { 'a.md': good('same'), 'b.md': '---\ntitle: B\nid: same\nlang: en\n---\n\nText.\n' }, 'error: b.md:3: duplicate document id "same" (also used by a.md); give each document its own id'],
      ['a missing required key', { 'a.md': '---\nid: a\ntitle: A\n---\nText.\n' }, 'error: a.md:2: front matter needs "lang" as non-empty text (it is missing); add a line "lang: …"'],
      ['an invalid language tag', { 'a.md': '---\nid: a\ntitle: A\nlang: xx_YY_ZZ\n---\nText.\n' }, 'error: a.md:4: front matter "lang" must be a BCP 47 language tag such as "en", "es" or "ar-EG", got "xx_YY_ZZ"'],
      ['a tag that names no language', { 'a.md': '---\nid: a\ntitle: A\nlang: english\n---\nText.\n' }, 'error: a.md:4: front matter "lang" must name a language, and ISO 639 has no "english"; did you mean "en" (English)?'],
      ['invalid UTF-8', { 'a.md': new Uint8Array([...new TextEncoder().encode('---\nid: a\n'), 0xe9, 0x0a]) }, 'error: a.md:3: not valid UTF-8 (byte 0xE9 at offset 10); re-save the file as UTF-8'],
      ['unreadable front matter', { 'a.md': '---\nid: a\ntitle: [oops\nlang: en\n---\nText.\n' }, /^error: a\.md:\d+: front matter is not valid YAML \(.+\); fix that line$/u],
      ['an empty corpus', {}, 'error: the corpus has no documents (no .md or .markdown files); add at least one markdown document with front matter'],
    ])('%s', (_case, files, message) => {
      const corpus = writeCorpus(files);
      const out = join(corpus, 'index.json');
      writeFileSync(out, 'the previous good index');
      const run = runScript('build-index', ['--corpus', corpus, '--out', out]);
      expect(run.status).toBe(1);
      const firstLine = run.stderr.split('\n')[0]!;
      if (typeof message === 'string') expect(firstLine).toBe(message);
      else expect(firstLine).toMatch(message);
      expect(readFileSync(out, 'utf8')).toBe('the previous good index');
      expect(readdirSync(corpus).filter((name) => name.includes('.tmp-'))).toEqual([]);
    });

    it('a missing corpus folder', () => {
      const missing = join(tempDir(), 'nowhere');
      const out = join(tempDir(), 'index.json');
      const run = runScript('build-index', ['--corpus', missing, '--out', out]);
      expect(run.status).toBe(1);
      expect(run.stderr).toBe(`error: ${missing}: the corpus folder does not exist; check corpus.path in cairn.toml or the --corpus flag\nbuild-index: no index written.\n`);
      expect(existsSync(out)).toBe(false);
    });

    it('a config that does not parse', () => {
      const corpus = writeCorpus({ 'a.md': good('a'), 'cairn.toml': '[retrieval]\nthreshold = = 1\n' });
      const out = join(corpus, 'index.json');
      const run = runScript('build-index', ['--corpus', corpus, '--out', out]);
      expect(run.status).toBe(1);
      expect(run.stderr.split('\n')[0]).toBe(`error: ${join(corpus, 'cairn.toml')}:2: not valid TOML (invalid value, column 13); fix the syntax on that line`);
      expect(existsSync(out)).toBe(false);
    });

    it('a config that is not UTF-8, naming the byte and its line as for a document', () => {
      const corpus = writeCorpus({ 'a.md': good('a'), 'cairn.toml': new Uint8Array([...new TextEncoder().encode('[agency]\nname = "Ca'), 0xf1, 0x22, 0x0a]) });
      const out = join(corpus, 'index.json');
      const run = runScript('build-index', ['--corpus', corpus, '--out', out]);
      expect(run.status).toBe(1);
      expect(run.stderr.split('\n')[0]).toBe(`error: ${join(corpus, 'cairn.toml')}:2: not valid UTF-8 (byte 0xF1 at offset 19); re-save the file as UTF-8`);
      expect(existsSync(out)).toBe(false);
    });

    it('a config with two problems: both, a line each, before the one closing line', () => {
      const corpus = writeCorpus({ 'a.md': good('a'), 'cairn.toml': '[retrieval]\nmax_passage = 2\nthreshold = "low"\n' });
      const run = runScript('build-index', ['--corpus', corpus, '--out', join(corpus, 'index.json')]);
      expect(run.status).toBe(1);
      const file = join(corpus, 'cairn.toml');
      expect(run.stderr).toBe(
        `error: ${file}:2: unknown key "retrieval.max_passage"; did you mean "retrieval.max_passages"?\n` +
          `error: ${file}:3: "retrieval.threshold" must be a number, got string "low"\nbuild-index: no index written.\n`,
      );
    });

    it('a config with an unknown key', () => {
      const corpus = writeCorpus({ 'a.md': good('a'), 'cairn.toml': '[retrieval]\nmax_passage = 2\n' });
      const run = runScript('build-index', ['--corpus', corpus, '--out', join(corpus, 'index.json')]);
      expect(run.status).toBe(1);
      expect(run.stderr.split('\n')[0]).toBe(
        `error: ${join(corpus, 'cairn.toml')}:2: unknown key "retrieval.max_passage"; did you mean "retrieval.max_passages"?`,
      );
    });
  });

  describe('refuses an index path that cannot take a file, before building, with exit 1 and nothing written', () => {
    it('an existing directory', () => {
      const out = tempDir();
      writeFileSync(join(out, 'keep.txt'), 'untouched');
      const run = runScript('build-index', ['--out', out]);
      expect([run.status, run.stdout, run.stderr]).toEqual([
        1,
        '',
        `error: ${out}: is a directory; give --out (or index.path in cairn.toml) the path of a file, such as index.json in that folder\nbuild-index: no index written.\n`,
      ]);
      expect(readdirSync(out)).toEqual(['keep.txt']);
      expect(readdirSync(join(out, '..')).filter((name) => name.includes('.tmp-'))).toEqual([]);
    });

    it('a file in a folder that does not exist, which it does not create', () => {
      const parent = join(tempDir(), 'no', 'such', 'dir');
      const out = join(parent, 'index.json');
      const run = runScript('build-index', ['--out', out]);
      expect([run.status, run.stdout, run.stderr]).toEqual([
        1,
        '',
        `error: ${out}: cannot be written: the folder ${parent} does not exist; create it first, or give --out (or index.path in cairn.toml) a file in an existing folder\nbuild-index: no index written.\n`,
      ]);
      expect(existsSync(join(parent, '..', '..'))).toBe(false);
    });

    it('an index inside a corpus folder that does not exist: the corpus is named, not the index', () => {
      const corpus = join(tempDir(), 'docs-typo');
      const run = runScript('build-index', ['--corpus', corpus, '--out', join(corpus, 'index.json')]);
      expect([run.status, run.stdout, run.stderr]).toEqual([
        1,
        '',
        `error: ${corpus}: the corpus folder does not exist; check corpus.path in cairn.toml or the --corpus flag\nbuild-index: no index written.\n`,
      ]);
    });

    it('a file in a "folder" that is a file', () => {
      const notAFolder = join(tempDir(), 'notes.txt');
      writeFileSync(notAFolder, 'a file');
      const out = join(notAFolder, 'index.json');
      const run = runScript('build-index', ['--out', out]);
      expect([run.status, run.stderr]).toEqual([
        1,
        `error: ${out}: cannot be written: ${notAFolder} is not a folder; give --out (or index.path in cairn.toml) a file in an existing folder\nbuild-index: no index written.\n`,
      ]);
      expect(readFileSync(notAFolder, 'utf8')).toBe('a file');
    });
  });

  describe('escapes control characters from corpus text and file names in everything it prints', () => {
    // ESC [2J clears the screen, OSC 0 sets the window title, OSC 8 plants a hyperlink; CR would overwrite the line.
    const heading = '## Ferry \u001b[2Jtimes \u001b]8;;https://evil.example/\u001b\\\\here\u001b]8;;\u001b\\\\ and\u0085 \u001b]0;pwned\u0007';

    it('in the summary and in a warning quoting a heading', () => {
      const corpus = join(tempDir(), 'corpus\u001b]0;pwned\u0007');
      mkdirSync(corpus);
      cpSync(DEMO, corpus, { recursive: true });
      writeFileSync(join(corpus, 'ferry\u001b[2J-en.md'), `${good('ferry-en')}\n${heading}\n`);
      const out = join(corpus, 'index.json');
      const run = runScript('build-index', ['--corpus', corpus, '--out', out]);
      expect(run.status).toBe(0);
      const shown = corpus.replace('\u001b]0;pwned\u0007', '\\x1b]0;pwned\\x07');
      expect(run.stderr).toBe(
        'ferry\\x1b[2J-en.md:11: warning: the heading "Ferry \\x1b[2Jtimes \\x1b]8;;https://evil.example/\\x1b\\here\\x1b]8;;\\x1b\\ and\\x85 \\x1b]0;pwned\\x07" ' +
          'has no text after it and is not indexed\n',
      );
      const lines = run.stdout.split('\n');
      expect([lines[0], lines[13]]).toEqual([`Indexed ${shown}`, `  output       ${shown}/index.json`]);
      expect(run.stdout + run.stderr).not.toMatch(/[\u001b\u0007\u0085]/u);
    });

    it('in an error quoting a front-matter value, a carriage return included', () => {
      const corpus = writeCorpus({ 'a.md': '---\nid: a\ntitle: A\nlang: "en\\e[2J\\rzz"\n---\nText.\n' });
      const run = runScript('build-index', ['--corpus', corpus, '--out', join(corpus, 'index.json')]);
      expect(run.status).toBe(1);
      expect(run.stderr.split('\n')[0]).toBe('error: a.md:4: front matter "lang" must be a BCP 47 language tag such as "en", "es" or "ar-EG", got "en\\x1b[2J\\x0dzz"');
      expect(run.stderr).not.toMatch(/[\u001b\r]/u);
    });
  });

  it('exits 2 with usage on misuse', () => {
    const run = runScript('build-index', ['--frobnicate']);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain("build-index: Unknown option '--frobnicate'");
    expect(run.stderr).toContain('usage: npm run build-index');
  });
});

/** Which corpus each residents' set is asked against: a set asked of the wrong corpus would score as all misses. */
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../project-paths.ts';
import { buildIndex } from '../../src/engine/index.ts';
import { loadConfig } from '../cli/load-config.ts';
import { readCorpus } from '../cli/read-corpus.ts';
import { closeSiblingOf, corpusDirOf, hintFor, runResidents, SETS, synonymsOf, USAGE } from './eval-residents.ts';
import type { ResidentQuestion } from './residents.ts';

describe('corpusDirOf', () => {
  it.each([
    ['demo', undefined],
    ['demo-2', undefined],
    ['usagov', join('/data', 'usagov')],
    ['healthcare', join('/data', 'healthcare-gov')],
    ['korean', join(PROJECT_ROOT, 'eval/corpora/korean')],
    ['hindi', join(PROJECT_ROOT, 'eval/corpora/hindi')],
    ['hindi-2', join(PROJECT_ROOT, 'eval/corpora/hindi')],
    ['vietnamese', join(PROJECT_ROOT, 'eval/corpora/vietnamese')],
    ['russian', join(PROJECT_ROOT, 'eval/corpora/russian')],
    ['persian', join(PROJECT_ROOT, 'eval/corpora/persian')],
    ['chinese', join(PROJECT_ROOT, 'eval/corpora/chinese')],
    ['tagalog', join(PROJECT_ROOT, 'eval/corpora/tagalog')],
    ['japanese', join(PROJECT_ROOT, 'eval/corpora/japanese')],
    ['amharic', join(PROJECT_ROOT, 'eval/corpora/amharic')],
    ['haitian', join(PROJECT_ROOT, 'eval/corpora/haitian')],
    ['water', join(PROJECT_ROOT, 'eval/corpora/water')],
    ['library', join(PROJECT_ROOT, 'eval/corpora/library')],
    ['citizens-office', join(PROJECT_ROOT, 'eval/corpora/citizens-office')],
  ])('asks the %s set of its own corpus', (set, dir) => {
    expect(corpusDirOf(set, '/data')).toBe(dir);
  });

  it('knows every set that has a question file, and no other', () => {
    const files = readdirSync(join(PROJECT_ROOT, 'eval/residents')).filter((name) => name.endsWith('.jsonl'));
    expect([...SETS].sort()).toEqual(files.map((name) => name.slice(0, -'.jsonl'.length)).sort());
  });

  it('lists every set in its usage', () => {
    const listed = /--set ([^\]]+)\]/.exec(USAGE)![1]!.split('|');
    expect(listed).toEqual([...SETS]);
    expect(listed).toContain('citizens-office');
  });
});

describe('synonymsOf', () => {
  const withFile = (text: string, check: (file: string) => void) => {
    const dir = mkdtempSync(join(tmpdir(), 'cairn-synonyms-'));
    try {
      const file = join(dir, 'operator.toml');
      writeFileSync(file, text);
      check(file);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };

  it('reads the [synonyms] table of an operator file, per language', () => {
    withFile('[synonyms]\nen = [["price", "cost"], ["paperwork", "documents"]]\nes = [["precio", "costo"]]\n', (file) => {
      expect(synonymsOf(file)).toEqual({ en: [['price', 'cost'], ['paperwork', 'documents']], es: [['precio', 'costo']] });
    });
  });

  it('names a file that is not there, and the option to check', () => {
    expect(() => synonymsOf('/nonexistent/operator.toml')).toThrow(/nonexistent\/operator\.toml.*does not exist; check the --synonyms path/u);
  });

  it('names the file and the key of a malformed table', () => {
    withFile('[synonyms]\nen = [["price", "cost"], ["cost", "fee"]]\n', (file) => {
      expect(() => synonymsOf(file)).toThrow(/synonyms\.en.*"cost" is in group 1 and group 2/u);
      expect(() => synonymsOf(file)).toThrow(expect.objectContaining({ message: expect.stringContaining('operator.toml') }));
    });
  });
});

describe('closeSiblingOf', () => {
  it('takes a share above 0 and at most 1, as cairn.toml does, and nothing else', () => {
    expect(['0.8', '1', '0.05'].map(closeSiblingOf)).toEqual([0.8, 1, 0.05]);
    expect(['0', '1.5', '-0.2', 'high', '', ' '].map(closeSiblingOf)).toEqual([undefined, undefined, undefined, undefined, undefined, undefined]);
  });
});

describe('hintFor', () => {
  it.each([
    [undefined, undefined],
    ['own', 'es'],
    ['en', 'en'],
    ['ar', 'ar'],
  ])('a page in %s asks a Spanish question with the hint %s', (page, hint) => {
    expect(hintFor({ lang: 'es' }, page)).toBe(hint);
  });
});

describe('runResidents', () => {
  const { config, corpusDir } = loadConfig({});
  const index = buildIndex(readCorpus(corpusDir), config.settings).index!;
  // Nothing in "3500" says a language: the page's does, and so which translation's passage is quoted.
  const question: ResidentQuestion = {
    id: 'es-t', half: 'dev', lang: 'es', style: 'keyword', question: '3500',
    file: 'housing-relief-es.md', quote: 'El subsidio paga hasta $3,500, según la cantidad que usted debe.',
  };

  it('asks with the page\'s language: the Spanish passage on a page in Spanish, the English one on a page in English', () => {
    expect(runResidents([question], index, 'own').map((r) => [r.verdict, r.quoted])).toEqual([['correct', ['housing-relief-es#3']]]);
    expect(runResidents([question], index, 'en').map((r) => [r.verdict, r.quoted])).toEqual([['wrong', ['housing-relief-en#3']]]);
  });

  it('asks with no hint unless given one: the corpus default (English) decides', () => {
    expect(runResidents([question], index).map((r) => r.quoted)).toEqual([['housing-relief-en#3']]);
  });
});

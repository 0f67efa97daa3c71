import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canonicalJson, INDEX_FORMAT_VERSION } from '../../src/engine/index.ts';
import { PROJECT_ROOT } from '../project-paths.ts';
import { runScript } from './run-script.test-helper.ts';
import { terminalJson } from './terminal-text.ts';

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

describe("npm run ask with the agency's own message tables ([messages.ru] in eval/corpora/russian)", () => {
  it('answers and refuses a Russian question in the Russian words of the corpus configuration', () => {
    const out = join(dir, 'russian.json');
    const russian = join(PROJECT_ROOT, 'eval/corpora/russian');
    expect(runScript('build-index', ['--corpus', russian, '--out', out]).status).toBe(0);
    const askRu = (question: string) => runScript('ask', [question, '--corpus', russian, '--index', out]).stdout;
    expect(askRu('Сколько стоит GoPass в год?').split('\n').slice(-3)).toEqual(['Источники:', '  [1] Проездной Harbor GoPass › Стоимость (transit-pass-ru#3)', '']);
    // Every word names the document ("Контакты и часы работы") and one of its sections: that section, not the opening.
    const hours = runScript('ask', ['часы работы', '--corpus', russian, '--index', out, '--explain']).stdout;
    expect(hours).toContain('  [1] Контакты и часы работы › Часы работы (contact-ru#2)');
    expect(hours).toContain('  answer     composed; the section its heading names (the question names the document and that section, and asks nothing else)');
    expect(askRu('Как продлить водительские права?').split('\n')[0]).toBe(
      'В документах организации Harbor County Community Assistance нет фрагмента, который отвечает на этот вопрос. Возможно, поможет другая формулировка: укажите название программы или используйте меньше слов.',
    );
  });
});

describe('npm run ask on a corpus in Simplified Chinese (eval/corpora/chinese)', () => {
  it('answers a question typed in Traditional characters, and explain says how each was read', () => {
    const out = join(dir, 'chinese.json');
    const chinese = join(PROJECT_ROOT, 'eval/corpora/chinese');
    const build = runScript('build-index', ['--corpus', chinese, '--out', out]);
    expect(build.status).toBe(0);
    expect(build.stdout).toContain('\n  han forms    zh: 203 characters a question may type in the other script, read as its passages write them (e.g. 並 → 并, 書 → 书, 縣 → 县, 較 → 较)\n');
    const run = runScript('ask', ['食品雜貨補助 續期', '--corpus', chinese, '--index', out, '--explain']);
    expect(run.stdout).toContain('\n资料来源:\n  [1] Fresh Start 食品杂货补助 › 重要期限 (grocery-allowance-zh#5)\n');
    expect(run.stdout).toContain(
      '\n     read as: 品雜 → 品杂 (Traditional/Simplified, zh), 續期 → 续期 (Traditional/Simplified, zh), 補助 → 补助 (Traditional/Simplified, zh), ' +
        '貨補 → 货补 (Traditional/Simplified, zh), 雜貨 → 杂货 (Traditional/Simplified, zh)\n',
    );
  });
});

describe('npm run ask', () => {
  it('names a later version taking effect soon as in force from its first day, not since it', () => {
    const run = ask('How much is the winter utility credit?', '--as-of', '2026-12-05');
    expect(run.stdout.split('\n').filter((line) => line.includes('in force'))).toEqual([
      '  [1] Winter Utility Credit › How much you get (utility-credit-en#3) (in force from 2025-10-01 until 2026-12-31)',
      '  [2] Winter Utility Credit › How much you get (utility-credit-2027-en#3) (in force from 2027-01-01)',
    ]);
  });

  it('says when a dated document it names is in force, and the day asked about; an undated one, neither', () => {
    const run = ask('utility credit wood stove', '--as-of', '2026-12-05');
    expect(run.status).toBe(0);
    expect(run.stdout.split('\n').filter((line) => line.startsWith('  ') || line.startsWith('As of'))).toEqual([
      '  Winter Utility Credit (in force from 2025-10-01 until 2026-12-31)',
      'As of 2026-12-05.',
    ]);
    expect((JSON.parse(ask('utility credit wood stove', '--as-of', '2026-12-05', '--json').stdout) as { asOf?: string }).asOf).toBe('2026-12-05');
    const undated = ask('what number for a complaint', '--as-of', '2026-12-05').stdout;
    expect([undated.includes('in force'), undated.includes('As of')]).toEqual([false, false]);
  });

  it('answers with the quoted passage and its source', () => {
    const run = ask('How much is the grocery allowance per person?');
    expect(run.status).toBe(0);
    expect(run.stdout).toBe(
      'How much you get\n' +
        'The allowance is $85 per person per month. A household can receive up to $340 a month, which covers four people. ' +
        'For example, a family of three receives $255 each month. The amount does not go down if you also get other help with food. [1]\n\n' +
        'Sources:\n  [1] Fresh Start Grocery Allowance › How much you get (grocery-allowance-en#3)\n',
    );
  });

  it('refuses with the contact and exits 0: a refusal is an outcome, not an error', () => {
    const run = ask('How do I renew a fishing licence?');
    expect(run.status).toBe(0);
    expect(run.stdout).toBe(
      "I found no passage in Harbor County Community Assistance's documents that answers this. Other words may find one: try the program's name, or fewer words.\n" +
        'To ask a person: Call Harbor County Community Assistance at (555) 010-4400, Monday to Friday, 8:00 a.m. to 5:00 p.m., or visit 14 Quay Street, Monday to Friday, 8:30 a.m. to 4:30 p.m., Thursdays until 7:00 p.m.\n',
    );
  });

  it('names a document that may be about a question that fell just short, with the contact, and says why in --json', () => {
    const run = ask('what number for a complaint');
    expect(run.status).toBe(0);
    expect(run.stdout.split('\n').slice(0, 2)).toEqual([
      "I found no passage in Harbor County Community Assistance's documents that answers this. This document may be about it:",
      '  Contact and office hours',
    ]);
    const { outcome, trace } = JSON.parse(ask('what number for a complaint', '--json', '--explain').stdout) as {
      outcome: { kind: string; basis: string; documents: Array<{ doc: string }> };
      trace: { answer: { verdict: string; related: string } };
    };
    expect([outcome.kind, outcome.basis, outcome.documents.map((d) => d.doc)]).toEqual(['related', 'near', ['contact-en']]);
    expect([trace.answer.verdict, trace.answer.related]).toEqual(['related-near', 'contact-en']);
    expect(ask('what number for a complaint', '--explain').stdout).toMatch(
      /\n {2}answer {5}related-near; related document contact-en \(nothing cleared a threshold; its passage scored 0\.8\d{3} of its own\)\n/u,
    );
  });

  it('falls back to the English-only document for an Arabic question naming it, with the notice and bidi isolates', () => {
    // "How much is the GoPass a month?": "قيمة" crosses through the lexicon learned from the translated pages (much).
    const run = ask('كم قيمة GoPass في الشهر؟');
    expect(run.status).toBe(0);
    const lines = run.stdout.split('\n');
    expect(lines[0]).toBe('لا يوجد مستند باللغة العربية يجيب عن هذا السؤال. النص أدناه مقتبس كما هو، دون ترجمة، من مستند باللغة الإنجليزية.');
    // The English passage and every Latin run inside the Arabic output sit in first-strong isolates.
    expect(lines[2]).toBe('\u2068How much it costs\u2069');
    expect(lines.at(-2)).toBe('  \u2068[1]\u2069 Harbor GoPass › How much it costs (\u2068transit-pass-en#3\u2069)');
  });

  it('keeps a phone number and a Latin address in their order inside Arabic text, in the text output only', () => {
    const answer = ask('كيف أقدم طلب منحة دعم السكن؟');
    expect(answer.stdout).toContain('في 14 شارع كواي \u2066(Quay Street)\u2069. ');
    expect(answer.stdout).toContain('اتصل على الرقم \u2066(555) 010-4400\u2069. \u2068[1]\u2069');
    const refusal = ask('ما هو الطقس غدا؟');
    expect(refusal.stdout).toContain('على الرقم \u2066(555) 010-4400\u2069، من الاثنين');
    expect(refusal.stdout).toContain('بزيارتنا في \u206614 Quay Street\u2069، من');
    // --json is the outcome as the engine gives it: the agency's text, nothing added.
    const json = ask('ما هو الطقس غدا؟', '--json').stdout;
    expect(json).toContain('على الرقم (555) 010-4400، من');
    expect(json).not.toMatch(/[\u2066\u2069]/u);
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
    // On a Spanish page, an English-only program's name stays a Spanish question, which English knows better.
    expect(ask('GoPass', '--hint', 'es', '--explain').stdout).toContain(
      '\n  language   es (decided by: hint; script Latin; coverage en 1, es 0; known better in en)\n',
    );
    expect(run.stdout).toMatch(/\n {5}1 {2}0\.\d{4} = 0\.\d{4} × 0\.\d{4} {2}ACCEPT {2}housing-relief-en#1 {2}matched 4 of 9: cover, grant, housi, what {2}quotable: ask 2 of 5 \(0\.\d{4}; held cover, what; not held apply, does, when\)\n/u);
    expect(run.stdout).toMatch(/\n {5}4 {2}0\.\d{4} = 0\.\d{4} × 0\.\d{4} {2}ACCEPT {2}housing-relief-en#3 {2}matched 2 of 9: grant, housi {2}no-ask-evidence: ask 0 of 5 \(0\.0000; not held apply, cover, does, what, when\)\n/u);
    // A question that is the title and nothing else asks nothing of a passage: said so.
    expect(ask('Housing Relief Grant', '--explain').stdout).toMatch(/ {2}housing-relief-en#1 {2}matched 3 of 3: grant, housi, relie {2}no-ask-evidence: ask 0 of 0 \(nothing asked beyond the title\)\n/u);
    // The other passages that cleared the threshold hold too little of the ask to be quoted: nothing was cut.
    expect(run.stdout).toContain('\n  answer     composed\n  blame      none\n');
  });

  it("names the ask's words that are its document's topic words, and quotes the passage holding another word of it", () => {
    // "heating" is in three of the Winter Utility Credit's five English passages; "deadline" in its Deadlines only.
    const run = ask('heating credit deadline', '--explain');
    expect(run.stdout.split('\n')[0]).toBe('Deadlines');
    expect(run.stdout).toMatch(/ {2}utility-credit-en#1 {2}matched 2 of 3: credi, heati {2}topics-only: ask 1 of 2 \(0\.\d{4}; held heati; not held deadl; its document's topic words heati\)\n/u);
  });

  it('says why a document is named and nothing quoted: its passages hold only topic words of the ask, or nothing of it', () => {
    // Every passage holding "heating" holds the whole ask, which is only topic words; "refund" is in no passage.
    expect(ask('heating credit refund', '--explain').stdout).toContain(
      "\n  answer     related; related document utility-credit-en (the ask is only its document's topic words, and a word of the question is in no passage)\n",
    );
    // A word beyond them, that no accepted passage holds: "renew" is in the GoPass's Deadlines, which the threshold left out.
    expect(ask('heating credit renew', '--explain').stdout).toContain(
      "\n  answer     related; related document utility-credit-en (no passage holds a word of the ask beyond its document's topic words)\n",
    );
    // A Russian question naming the GoPass: the digit "2" of its ask is in "2 Ferry Terminal Road", and numbers alone hold no
    // ask of a question in a script no document is written in.
    const digit = ask('GoPass для 2', '--explain').stdout;
    expect(digit).toMatch(/ {2}transit-pass-en#4 {2}matched 2 of 3: 2, gopas {2}no-ask-evidence: ask 1 of 1 \(1\.0000; held 2\)\n/u);
    expect(digit).toContain('\n  answer     related; related document transit-pass-en (no passage holds the ask)\n');
  });

  it("names what each candidate passage says, its heading and first words, so an operator need not count a file's paragraphs", () => {
    const run = ask('What does the housing grant cover and when do I apply?', '--explain');
    expect(run.stdout).toContain(
      '\n     what each says:\n       housing-relief-en#1  What the grant is: The Housing Relief Grant is a one-time payment from Harbor County Community Assi…\n' +
        '       housing-relief-en#2  Who can apply: You can apply if you live in Harbor County, you are behind on rent or mortgage payme…\n',
    );
    // In a right-to-left trace, each row's id and text are isolated.
    expect(ask('كم قيمة منحة دعم السكن؟', '--explain').stdout).toContain('\n       \u2068housing-relief-ar#3\u2069  \u2068قيمة المنحة: تدفع المنحة ما يصل إلى 3,500 دولار بحسب المبلغ المستحق عليك. إذا كان المبلغ المستحق أق…\u2069\n');
  });

  it('shows how each word of a question was carried into another language through the lexicon', () => {
    const run = ask('¿Cuánto cuesta el GoPass?', '--lang', 'es', '--explain');
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('\nHow much it costs\nThe GoPass costs $20 per year.');
    expect(run.stdout).toContain('\n     translated into en: cuest untranslated, cuánt → much, gopas → gopas (same word)\n');
  });

  it("carries a word to a page written only in another language through the operator's synonyms, and says so", () => {
    const grouped = join(dir, 'grouped');
    cpSync(corpus, grouped, { recursive: true });
    writeFileSync(join(grouped, 'cairn.toml'), `${readFileSync(join(corpus, 'cairn.toml'), 'utf8')}\n[synonyms]\nes = [["estacionamiento", "parking"]]\n`);
    const groupedIndex = join(dir, 'grouped.json');
    expect(runScript('build-index', ['--corpus', grouped, '--out', groupedIndex]).status).toBe(0);
    const run = runScript('ask', ['¿Hay estacionamiento para visitantes?', '--explain', '--corpus', grouped, '--index', groupedIndex]);
    expect(run.stdout).toContain('Free visitor parking is available behind the building.');
    expect(run.stdout).toMatch(/\n {5}translated into en: [^\n]*estac → parki \(the operator's synonyms\)/u);
  });

  it('carries a word into the other language without its accents, and says so', () => {
    // "tránsito" has no pair in the lexicon; without its accent it is the English page's "transit".
    const run = ask('¿Dónde está la oficina de tránsito del GoPass?', '--lang', 'es', '--explain');
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('\nHow to get the pass\nGo in person to the Harbor Transit Office');
    expect(run.stdout).toContain('\n     translated into en: dónde untranslated, está untranslated, gopas → gopas (same word), ofici untranslated, tráns → trans (same word without accents)\n');
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

  it('weighs --hint as the page weighs its language: a name keeps it, the question\'s own words overrule it', () => {
    // "GoPass" on a Spanish page: a Spanish question, answered across languages with the notice in Spanish.
    const named = JSON.parse(ask('GoPass', '--hint', 'es', '--json').stdout) as { outcome: { kind: string; lang: string; notice: string } };
    expect([named.outcome.kind, named.outcome.lang]).toEqual(['answer', 'es']);
    expect(named.outcome.notice).toMatch(/^Ningún documento en español/u);
    // Without the hint, the name's language decides; and "GoPass costs", two words no Spanish passage uses, is English.
    expect((JSON.parse(ask('GoPass', '--json').stdout) as { outcome: { lang: string } }).outcome.lang).toBe('en');
    expect((JSON.parse(ask('GoPass costs', '--hint', 'es', '--json').stdout) as { outcome: { lang: string } }).outcome.lang).toBe('en');
    // A Spanish question on an English page is Spanish; --lang, an order, would make it English.
    const spanish = (...flags: string[]) => (JSON.parse(ask('¿Cuánto es el subsidio de vivienda?', '--json', ...flags).stdout) as { outcome: { lang: string } }).outcome.lang;
    expect([spanish('--hint', 'en'), spanish('--lang', 'en'), spanish('--lang', 'en', '--hint', 'es')]).toEqual(['es', 'en', 'en']);
  });

  it('reports on a batch with --report: outcomes, words no passage uses, documents named; --json gives it whole', () => {
    const input = [
      JSON.stringify({ question: 'paperwork\u001b[2J' }),
      JSON.stringify({ question: 'How much does the GoPass cost?' }),
      JSON.stringify({ question: '   ' }),
      JSON.stringify({ question: 'what number for a complaint', asOf: '2026-01-15' }),
      JSON.stringify({ question: 'where do I send the paperwork for my gopass' }),
    ].join('\n');
    const run = runScript('ask', ['--batch', '-', '--report', '--corpus', corpus, '--index', index], { input });
    expect(run.status).toBe(0);
    expect(run.stdout.split('\n')).toEqual([
      'Questions: 5 — answered 1, related 1, refused 2, not taken 1 (empty-question 1)',
      '',
      "Words no passage in the question's language uses, from the questions not answered: language, word, questions,",
      'one of them (most asked first). A [synonyms] group in cairn.toml ties a word residents use to the one your',
      'documents use (en = [["paperwork", "documents"]]), or to the word of a page written only in another language',
      '(es = [["estacionamiento", "parking"]]); translating that page lets residents be answered in their own. A word',
      'read as a misspelling of another shows what it was read as: if that is wrong, a group holding the word overrules',
      'it. The words:',
      // The example is the first question that used the word, its escape sequence shown, not sent to the terminal.
      '  en  paperwork  2  e.g. "paperwork\\x1b[2J"',
      '  en  number  1  e.g. "what number for a complaint"',
      '',
      'Documents named as related, with no passage that answers (most named first; a passage may be missing):',
      '  contact-en (Contact and office hours)  1  e.g. "what number for a complaint"',
      '',
      "Answered from a document in another language than the question's (a translation may be missing):",
      '  (none)',
      '',
    ]);
    const json = runScript('ask', ['--batch', '-', '--report', '--json', '--corpus', corpus, '--index', index], { input });
    const report = JSON.parse(json.stdout) as { asked: number; missingWords: Array<{ word: string; questions: number }> };
    expect([report.asked, report.missingWords.map((w) => [w.word, w.questions])]).toEqual([5, [['paperwork', 2], ['number', 1]]]);
    const misuse = runScript('ask', ['--report', 'a question', '--corpus', corpus, '--index', index]);
    expect([misuse.status, misuse.stdout]).toEqual([2, '']);
    expect(misuse.stderr).toMatch(/^ask: --report reads a batch; give it with --batch FILE\n/u);
  });

  it('takes a hint on a batch line, and refuses one that is not a language tag as a bad request', () => {
    const input = [
      JSON.stringify({ id: 'a', question: 'GoPass', hint: 'es' }),
      JSON.stringify({ id: 'b', question: 'GoPass costs', hint: 3 }),
      JSON.stringify({ id: 'c', question: 'GoPass costs', hint: 'e s' }),
    ].join('\n');
    const run = runScript('ask', ['--batch', '-', '--corpus', corpus, '--index', index], { input });
    const results = run.stdout.trim().split('\n').map((line) => JSON.parse(line) as Record<string, any>);
    expect(results.map((r) => [r.id, r.outcome?.lang ?? r.error.code])).toEqual([['a', 'es'], ['b', 'bad-request'], ['c', 'bad-request']]);
  });

  it('takes --hint and --lang as the default of every batch line that gives none', () => {
    const input = [JSON.stringify({ id: 'a', question: 'GoPass' }), JSON.stringify({ id: 'b', question: 'GoPass', hint: 'en' })].join('\n');
    const langs = (...flags: string[]) =>
      runScript('ask', ['--batch', '-', ...flags, '--corpus', corpus, '--index', index], { input })
        .stdout.trim()
        .split('\n')
        .map((line) => (JSON.parse(line) as { outcome: { lang: string } }).outcome.lang);
    expect([langs(), langs('--hint', 'es'), langs('--lang', 'ar')]).toEqual([['en', 'en'], ['es', 'en'], ['ar', 'ar']]);
  });

  describe('errors: a clear message and exit 1', () => {
    it.each([
      ['an empty question', ['  '], 'error: the question is empty; type a question\n'],
      ['an over-long question', ['x'.repeat(1001)], 'error: the question is 1001 characters long; use at most 1000\n'],
      ['an unsupported language', ['hello', '--lang', 'fr'], 'error: Cairn has no documents or messages in "fr"; use one of ar, en, es\n'],
    ])('%s', (_case, args, message) => {
      const run = ask(...args);
      expect([run.status, run.stderr]).toEqual([1, message]);
    });

    it('a missing index says to build it, from the corpus and into the file named', () => {
      const run = runScript('ask', ['hello', '--corpus', corpus, '--index', join(dir, 'none.json')]);
      expect([run.status, run.stderr]).toEqual([1, `error: ${join(dir, 'none.json')}: no index here; build it first with \`npm run build-index -- --corpus ${corpus} --out ${join(dir, 'none.json')}\`\n`]);
    });

    it('an index of another format version', () => {
      const other = join(dir, 'v0.json');
      writeFileSync(other, readFileSync(index, 'utf8').replace(`"version":${INDEX_FORMAT_VERSION}`, '"version":0'));
      const run = runScript('ask', ['hello', '--corpus', corpus, '--index', other]);
      expect([run.status, run.stderr]).toEqual([
        1,
        `error: ${other}: is index format version 0, and this Cairn reads version ${INDEX_FORMAT_VERSION}; rebuild it with \`npm run build-index\`\n`,
      ]);
    });

    it('a stale index: the corpus changed since it was built, so it refuses to answer from it', () => {
      const edited = join(dir, 'edited');
      cpSync(corpus, edited, { recursive: true });
      const file = join(edited, 'transit-pass-en.md');
      writeFileSync(file, readFileSync(file, 'utf8').replace('$20 per year', '$25 per year'));
      const run = runScript('ask', ['How much does the GoPass cost?', '--corpus', edited, '--index', index]);
      expect(run.status).toBe(1);
      expect(run.stdout).toBe('');
      expect(run.stderr).toMatch(new RegExp(`^error: ${index}: was built from a different version of the corpus in ${edited} \\(index sha256:[0-9a-f]{12}…, corpus now sha256:[0-9a-f]{12}…\\); Cairn will not answer from it\\. Rebuild it with \`npm run build-index -- --corpus ${edited} --out ${index}\`\\n$`, 'u'));
    });

    it("an index of another corpus named alone: checked against the demo's, told to name its corpus before being told to rebuild", () => {
      const other = join(dir, 'other corpus.json');
      expect(runScript('build-index', ['--corpus', join(PROJECT_ROOT, 'eval/corpora/russian'), '--out', other]).status).toBe(0);
      const run = runScript('ask', ['How much does the GoPass cost?', '--index', other]);
      expect(run.status).toBe(1);
      expect(run.stderr).toMatch(new RegExp(
        `^error: ${other}: was built from a different version of the corpus in ${join(PROJECT_ROOT, 'public/corpus')} \\(index sha256:[0-9a-f]{12}…, corpus now sha256:[0-9a-f]{12}…\\); Cairn will not answer from it\\. ` +
          `If it was built from another corpus, name that corpus with --corpus DIR \\(or its cairn.toml with --config FILE\\); only to replace it with an index of ${join(PROJECT_ROOT, 'public/corpus')}, run \`npm run build-index -- --out '${other}'\`\\n$`,
        'u',
      ));
    });

    it("another agency's index named alone: told to name its corpus, and given no command that would overwrite it with the demo's", () => {
      const other = join(dir, 'library.json');
      expect(runScript('build-index', ['--corpus', join(PROJECT_ROOT, 'eval/corpora/library'), '--out', other]).status).toBe(0);
      const run = runScript('ask', ['When is the library open?', '--index', other]);
      expect([run.status, run.stdout, run.stderr]).toEqual([
        1,
        '',
        `error: ${other}: was built for "Lakeside Public Library", not from the corpus in ${join(PROJECT_ROOT, 'public/corpus')} ("Harbor County Community Assistance"), which Cairn reads when none is named; ` +
          `Cairn will not answer from it. Name the corpus it was built from with --corpus DIR (or its cairn.toml with --config FILE); only if it was built from ${join(PROJECT_ROOT, 'public/corpus')} before the agency was renamed, run \`npm run build-index -- --out ${other}\`\n`,
      ]);
      expect(runScript('ask', ['When is the library open?', '--index', other, '--corpus', join(PROJECT_ROOT, 'eval/corpora/library')]).status).toBe(0);
    });

    it("an index of a corpus that names no agency, named alone: Cairn's own name is no agency's, so the general advice", () => {
      const unnamed = join(dir, 'unnamed');
      mkdirSync(unnamed);
      writeFileSync(join(unnamed, 'fees.md'), '---\nid: fees\ntitle: Fees\nlang: en\n---\n\nA permit costs forty dollars.\n');
      const other = join(dir, 'unnamed.json');
      expect(runScript('build-index', ['--corpus', unnamed, '--out', other]).status).toBe(0);
      const run = runScript('ask', ['How much is a permit?', '--index', other]);
      expect(run.status).toBe(1);
      expect(run.stderr).toContain('was built from a different version of the corpus in');
      expect(run.stderr).toContain('If it was built from another corpus, name that corpus with --corpus DIR');
      expect(run.stderr).not.toContain('was built for');
    });

    it('a batch of questions that is a directory', () => {
      const run = runScript('ask', ['--batch', dir, '--corpus', corpus, '--index', index]);
      expect([run.status, run.stdout, run.stderr]).toEqual([1, '', `error: ${dir}: is a directory; give a file of questions, or - for standard input\n`]);
    });

    it.each([
      ['null', 'null', 'got null'],
      ['a number', '42', 'got a number'],
      ['text', '"How much does the GoPass cost?"', 'got text'],
      ['a list', '[{"question": "How much does the GoPass cost?"}]', 'got a list'],
      ['not JSON at all', 'How much does the GoPass cost?', 'not valid JSON'],
    ])('a batch line that is %s names the line and what it should be, and prints no results', (_case, line, got) => {
      const input = `${JSON.stringify({ question: 'How much does the GoPass cost?' })}\n\n${line}\n`;
      const run = runScript('ask', ['--batch', '-', '--corpus', corpus, '--index', index], { input });
      expect([run.status, run.stdout, run.stderr]).toEqual([
        1,
        '',
        `error: standard input:3: not a JSON object (${got}); write one {"question": "…"} JSON object per line\n`,
      ]);
    });

    it('misuse exits 2', () => {
      expect(runScript('ask', []).status).toBe(2);
      expect(runScript('ask', ['a', 'b']).status).toBe(2);
      expect(runScript('ask', ['a', '--frobnicate']).status).toBe(2);
      // A hint that is no language tag: said, not silently ignored. One Cairn has no documents in is a hint still.
      const badHint = runScript('ask', ['a', '--hint', 'e s']);
      expect([badHint.status, badHint.stderr.split('\n')[0]]).toEqual([2, 'ask: --hint takes a language tag such as es or ar-EG; "e s" is not one']);
      expect(ask('GoPass costs', '--hint', 'fr').status).toBe(0);
      // A day that is none, as --as-of: misuse too, the flag named.
      for (const [day, why] of [
        ['2027-13-01', 'no day: month 13 is no month'],
        ['2026-02-30', 'no day: 2026-02 has 28 days, so no day 30'],
        ['tomorrow', 'not one'],
      ]) {
        const badDay = runScript('ask', ['a', '--as-of', day!]);
        expect([badDay.status, badDay.stderr.split('\n')[0]]).toEqual([2, `ask: --as-of takes a day written YYYY-MM-DD, such as 2026-12-31; "${day}" is ${why}`]);
      }
    });
  });
});

describe('npm run ask, on a corpus whose text holds terminal escape sequences', () => {
  // Clear screen (CSI 2J), a hyperlink (OSC 8), a clipboard write (OSC 52), a C1 CSI (U+009B), and in the title a
  // window title (OSC 0) and a carriage return; YAML's "\e", "\a" and "\r" escapes put ESC, BEL and CR in the title.
  const FERRY =
    '---\nid: ferry-en\ntitle: "Ferry \\e]0;pwned\\a fares\\rEVIL"\nlang: en\n---\n\n## Ferry tickets\n\n' +
    'A ferry ticket costs \u001b[2J$3 one way, and \u001b]8;;https://evil.example/\u001b\\\\the harbor office\u001b]8;;\u001b\\\\ sells them ' +
    '\u001b]52;c;cm0gLXJmIH4=\u0007 at the quay \u009b31m daily.\n';
  let escapes: string;
  let escapesIndex: string;
  const askEscapes = (...args: string[]) => runScript('ask', [...args, '--corpus', escapes, '--index', escapesIndex]);

  beforeAll(() => {
    escapes = join(dir, 'escapes');
    escapesIndex = join(dir, 'escapes.json');
    mkdirSync(escapes);
    cpSync(join(PROJECT_ROOT, 'public/corpus'), escapes, { recursive: true });
    writeFileSync(join(escapes, 'ferry-en.md'), FERRY);
    expect(runScript('build-index', ['--corpus', escapes, '--out', escapesIndex]).status).toBe(0);
  });

  it('prints the quoted passage and its title with every control character escaped', () => {
    const run = askEscapes('How much does a ferry ticket cost?');
    expect(run.status).toBe(0);
    expect(run.stdout).toBe(
      'Ferry tickets\n' +
        'A ferry ticket costs \\x1b[2J$3 one way, and \\x1b]8;;https://evil.example/\\x1b\\the harbor office\\x1b]8;;\\x1b\\ sells them ' +
        '\\x1b]52;c;cm0gLXJmIH4=\\x07 at the quay \\x9b31m daily. [1]\n\n' +
        'Sources:\n  [1] Ferry \\x1b]0;pwned\\x07 fares\\x0dEVIL › Ferry tickets (ferry-en#1)\n',
    );
    expect(run.stdout).not.toContain('\u001b');
  });

  it('writes --json as the canonical JSON of the outcome, with C1 controls escaped too, and its text as written', () => {
    const run = askEscapes('How much does a ferry ticket cost?', '--json');
    expect(run.status).toBe(0);
    const record = JSON.parse(run.stdout) as { outcome: { passages: Array<{ text: string }>; sources: Array<{ title: string }> } };
    expect(run.stdout).toBe(`${terminalJson(canonicalJson(record))}\n`);
    expect(run.stdout).not.toMatch(/[\u007f-\u009f]/u);
    expect(record.outcome.passages[0]!.text).toContain('costs \u001b[2J$3 one way');
    expect(record.outcome.sources[0]!.title).toBe('Ferry \u001b]0;pwned\u0007 fares\rEVIL');
    expect(run.stdout).toContain('"title":"Ferry \\u001b]0;pwned\\u0007 fares\\rEVIL"');
    expect(run.stdout).not.toContain('\\x1b');
    expect(run.stdout).not.toContain('\u001b');
    expect(run.stdout).toContain('\\u009b31m daily.');
  });

  it('escapes control characters the operator typed into a flag, in the error that quotes them', () => {
    const run = askEscapes('hello', '--lang', 'x\u001b]0;pwned\u0007');
    expect([run.status, run.stderr]).toEqual([1, 'error: Cairn has no documents or messages in "x\\x1b]0;pwned\\x07"; use one of ar, en, es\n']);
  });

  it('escapes control characters in the name of a batch file it cannot find', () => {
    const missing = join(dir, 'questions\u001b[2J.jsonl');
    const run = askEscapes('--batch', missing);
    expect([run.status, run.stderr]).toEqual([1, `error: ${join(dir, 'questions')}\\x1b[2J.jsonl: no such file; give a file of questions, or - for standard input\n`]);
  });
});

describe('npm run ask on a corpus whose cairn.toml sets retrieval.close_sibling', () => {
  it('names the document when two of its passages score too close to call, and explain says which and by what share', () => {
    const cautious = join(dir, 'cautious');
    cpSync(join(PROJECT_ROOT, 'public/corpus'), cautious, { recursive: true });
    const toml = readFileSync(join(cautious, 'cairn.toml'), 'utf8');
    writeFileSync(join(cautious, 'cairn.toml'), toml.replace('\ncandidates = 8\n', '\ncandidates = 8\nclose_sibling = 0.9\n'));
    const out = join(dir, 'cautious.json');
    const build = runScript('build-index', ['--corpus', cautious, '--out', out]);
    expect(build.status).toBe(0);
    expect(build.stdout).toContain(
      "\n  close calls  the document named, nothing quoted, when another of its passages reaches 0.9 of the best one's score and share of the question (retrieval.close_sibling)\n",
    );
    // Two asks in one question: the amount (grocery-allowance-en#3) and how to apply (#4, 0.9335 of it).
    const question = 'how much is the grocery allowance and how do i apply';
    const run = runScript('ask', [question, '--corpus', cautious, '--index', out, '--explain']);
    expect(run.stdout.split('\n').slice(0, 2)).toEqual([
      "I found no passage in Harbor County Community Assistance's documents that answers this exactly, but this document is about it:",
      '  Fresh Start Grocery Allowance',
    ]);
    expect(run.stdout).toContain('\n  settings   max_passages 1, candidates 8, cross_language_fallback true, close_sibling 0.9\n');
    expect(run.stdout).toContain(
      '\n  answer     related-close; dropped grocery-allowance-en#3, grocery-allowance-en#4 by retrieval.close_sibling; related document grocery-allowance-en ' +
        '(grocery-allowance-en#4 scored 0.9335 of grocery-allowance-en#3 and holds 0.9361 of its share of the ask: too close to call)\n',
    );
    // The shipped demo, which sets none, quotes the amounts.
    expect(ask(question).stdout.split('\n')[0]).toBe('How much you get');
  });
});

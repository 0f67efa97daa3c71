/**
 * The sharded index answers as the single file does, byte for byte, on a corpus that exercises every lookup: three
 * languages, translations and a lexicon, dated versions, typos and missing accents, synonyms, an Arabic page, small
 * shards (so a question spans many). And it fetches only what a question needs, and refuses a damaged shard.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildIndex } from '../build/build-index.ts';
import { shardIndex, dictionaryBuckets } from '../build/shard-index.ts';
import { DEFAULT_SETTINGS } from '../format/settings.ts';
import { NAME_TABLES, namesPerPage, parseEitherIndex, parseManifest, positionsInRuns, runsOf, serializeManifest, serializeShard, shardFileIn, shardName, shardNamesOf, termBucket, type ShardManifest } from '../format/sharded-format.ts';
import { serializeIndex } from '../format/index-format.ts';
import { IndexFormatError } from '../text/errors.ts';
import { createEngine } from './create-engine.ts';
import { createShardedEngine } from './sharded-engine.ts';
import { prepareIndex, type PartialReach } from './prepare-index.ts';
import { retrieve } from './retrieve.ts';
import { tokenizeWords } from '../text/tokenize.ts';

/** The day every question here is asked for: its corpora are undated, or dated around it. */
const AS_OF = '2026-11-30';

const file = (id: string, lang: string, front: string, title: string, paragraphs: string[]) => ({
  path: `${id}.md`,
  bytes: new TextEncoder().encode(`---\nid: ${id}\ntitle: ${title}\nlang: ${lang}\n${front}---\n\n${paragraphs.join('\n\n')}\n`),
});

const CORPUS = [
  file('grant-en', 'en', 'translation_key: grant\n', 'Heating grant', ['Apply for the heating grant before the deadline.', 'Apply with proof of income and a utility bill.', 'The deadline is in March.', 'Proof of income can be a pay stub.']),
  file('grant-es', 'es', 'translation_key: grant\n', 'Ayuda de calefacción', ['Solicite la ayuda de calefacción antes de la fecha límite.', 'Solicite con prueba de ingresos y una factura.', 'La fecha límite es en marzo.', 'La prueba de ingresos puede ser un talón de pago.']),
  file('grant-ar', 'ar', 'translation_key: grant\n', 'منحة التدفئة', ['قدم طلبا للحصول على منحة التدفئة قبل الموعد النهائي.', 'الموعد النهائي في مارس.']),
  file('bus-en', 'en', '', 'Harbor GoPass', ['Riders over 65 ride the ferry free with a GoPass.', 'Apply for the GoPass at any library: the deadline is June 30.', 'A lost GoPass is replaced for 5 dollars.']),
  file('market-es', 'es', '', 'Mercado del puerto', ['Los puestos del mercado abren los sábados.', 'Solicite un puesto en la oficina del puerto.', 'El crédito de invierno se paga en enero.']),
  file('fees-2025', 'en', 'effective_from: 2025-01-01\neffective_until: 2025-12-31\n', 'Permit fees', ['A building permit costs 120 dollars.', 'Fees are paid at the county office.']),
  file('fees-2026', 'en', 'effective_from: 2026-01-01\nsupersedes: [fees-2025]\n', 'Permit fees', ['A building permit costs 150 dollars.', 'Fees are paid at the county office or online.']),
  file('fees-2027', 'en', 'effective_from: 2027-02-01\nsupersedes: [fees-2026]\n', 'Permit fees', ['A building permit costs 175 dollars.', 'Fees are paid online only.']),
  // A translation that takes effect later: until it does, the English page answers Spanish questions through the lexicon.
  file('ferry-en', 'en', 'translation_key: ferry\n', 'Ferry tickets', ['A ferry ticket costs 4 dollars.', 'Buy ferry tickets at the harbor kiosk.']),
  file('ferry-es', 'es', 'translation_key: ferry\neffective_from: 2026-07-01\n', 'Billetes del ferry', ['Un billete del ferry cuesta 4 dólares.', 'Compre los billetes del ferry en el quiosco del puerto.']),
  file('office-en', 'en', '', 'Contact the office', ['The office is open Monday to Friday from 9 to 5.', 'Call 555 0100 for help with any program.', 'The office is at 12 Harbor Street.']),
];
/** The corpus without its dated documents (the fee schedules) and the translation that takes effect later. */
const UNDATED = CORPUS.filter((f) => !/^(fees|ferry)-/u.test(f.path));
const SETTINGS = { ...DEFAULT_SETTINGS, threshold: 0.12, synonyms: { en: [['price', 'charge', 'fees']] } };
const index = buildIndex(CORPUS, SETTINGS).index!;
const single = createEngine(index);

function sharded(options = { termShardBytes: 400, passageShardBytes: 200, headPostings: 2 }) {
  const { manifest, shards } = shardIndex(index, options);
  const requests: string[] = [];
  const engine = createShardedEngine(parseManifest(manifest, 'index.json'), async (name) => {
    requests.push(name);
    const text = shards.get(name);
    if (text === undefined) throw new IndexFormatError('was not found', { file: name }, 'missing');
    return text;
  });
  return { engine, requests, shards, manifest };
}

const QUESTIONS = [
  'How do I apply for the heating grant?',
  'what is the deadline',
  'heating grant deadline march',
  '¿Cuándo es la fecha límite?',
  'cuando es la fecha limite de la ayuda',
  '¿Cómo solicito el GoPass?',
  'متى الموعد النهائي',
  'كم يساوي 2 + 2؟',
  'How much is a building permit?',
  'permit price',
  'utlity bill proof',
  'ofice hours',
  'credito de invierno',
  'GoPass lost',
  'Where is the office?',
  'bus schedule to the airport',
  'apply market',
  '65',
  '¿Cuánto cuesta un billete del ferry?',
  'billetes ferry quiosco',
  'ferry ticket kiosk',
  'prueba de ingresos talón de pago',
  'proof of income pay stub',
  'فاتورة',
  'winter credit market',
  '¿Dónde está el kiósko del ferry?',
  // Just short of the threshold (0.85 of it) at the GoPass page, which is named as one that may be about it.
  'library card',
];
const DATES = ['2025-06-01', '2026-06-01', '2026-12-15', '2027-06-01', '2024-01-01'];

describe('the sharded engine', () => {
  it.each(QUESTIONS)('answers %j exactly as the single file does, explain trace included, on every as-of day', async (question) => {
    const { engine } = sharded();
    for (const asOf of DATES) {
      const expected = single.ask(question, { asOf, explain: true });
      expect(JSON.stringify(await engine.ask(question, { asOf, explain: true }))).toBe(JSON.stringify(expected));
    }
  });

  it('is tried on questions that reach every path: each outcome, corrections, synonyms, the lexicon, dates', () => {
    const results = DATES.flatMap((asOf) => QUESTIONS.map((q) => single.ask(q, { asOf, explain: true })));
    expect(new Set(results.map((r) => r.outcome.kind))).toEqual(new Set(['answer', 'related', 'refusal']));
    // A related document on its topic, and one that may be about the question (its passage just short of the threshold).
    expect(new Set(results.map((r) => r.outcome.kind === 'related' && r.outcome.basis))).toEqual(new Set([false, 'topic', 'near']));
    const attempts = results.flatMap((r) => r.trace!.attempts);
    expect(new Set(attempts.flatMap((a) => a.corrections.map((c) => c.kind)))).toEqual(new Set(['typo', 'accents']));
    expect(attempts.some((a) => a.synonyms.length > 0)).toBe(true);
    expect(attempts.some((a) => a.translations.some((t) => t.kind === 'lexicon'))).toBe(true);
    expect(attempts.some((a) => a.translations.some((t) => t.kind === 'marks'))).toBe(true);
    expect(results.some((r) => r.outcome.kind === 'answer' && r.outcome.upcoming.length > 0)).toBe(true);
    expect(shardIndex(index, { termShardBytes: 400, passageShardBytes: 200 }).shards.size).toBeGreaterThan(20);
  });

  it('answers with each language named, as the single file does', async () => {
    const { engine } = sharded();
    for (const lang of ['en', 'es', 'ar']) {
      for (const question of QUESTIONS) {
        expect(JSON.stringify(await engine.ask(question, { lang, asOf: '2026-06-01' }))).toBe(JSON.stringify(single.ask(question, { lang, asOf: '2026-06-01' })));
      }
    }
  });

  it('answers any mix of the corpus\'s words, misspelt or not, as the single file does (property)', async () => {
    const words = [...new Set(CORPUS.flatMap((f) => new TextDecoder().decode(f.bytes).split(/[^\p{L}\p{N}]+/u)).filter((w) => w.length > 1))].sort();
    const { engine } = sharded();
    const typo = (w: string, i: number) => (w.length > 5 ? w.slice(0, i % (w.length - 1)) + w.slice((i % (w.length - 1)) + 1) : w);
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(fc.constantFrom(...words), fc.nat(20), fc.boolean()), { minLength: 1, maxLength: 7 }), async (picked) => {
        const question = picked.map(([w, i, misspell]) => (misspell ? typo(w, i) : w)).join(' ');
        const expected = JSON.stringify(single.ask(question, { asOf: '2026-06-01', explain: true }));
        expect(JSON.stringify(await engine.ask(question, { asOf: '2026-06-01', explain: true }))).toBe(expected);
      }),
      { numRuns: 200, seed: 17 },
    );
  });

  it('refuses from the heads of long lists when no passage could reach its threshold, fetching no tail; else fetches them', async () => {
    // An undated corpus: a dated one's refusal reads the candidates of a search on every day (below).
    const undated = buildIndex(UNDATED, SETTINGS).index!;
    const single = createEngine(undated);
    const { manifest, shards } = shardIndex(undated, { termShardBytes: 400, passageShardBytes: 200, headPostings: 2 });
    const tails = new Set(parseManifest(manifest, 'index.json').tails.names);
    expect(tails.size).toBeGreaterThan(10);
    // Every tail is among the shards an offline copy downloads.
    expect(shardNamesOf(parseManifest(manifest, 'index.json'))).toEqual(new Set(shards.keys()));
    const proved: string[] = [];
    const fetchedTails: string[] = [];
    // Questions mostly about what the corpus never mentions, beside common words of it: refusals a bound can prove.
    const offTopic = [
      'apply for a unicorn license on the moon before my zebra xylophone lessons',
      'office hours of the quantum marimba museum and its giraffe aquarium',
      'the deadline for marimba lessons at the violin conservatory orchestra',
    ];
    for (const asOf of DATES) {
      for (const question of [...QUESTIONS, ...offTopic]) {
        const plain: string[] = [];
        const explained: string[] = [];
        const engineOf = (log: string[]) => createShardedEngine(parseManifest(manifest, 'index.json'), async (name) => (log.push(name), shards.get(name)!));
        const outcome = (await engineOf(plain).ask(question, { asOf })).outcome;
        expect(JSON.stringify(outcome)).toBe(JSON.stringify(single.ask(question, { asOf }).outcome));
        await engineOf(explained).ask(question, { asOf, explain: true });
        const tailsRead = (log: string[]) => log.filter((name) => tails.has(name)).length;
        if (tailsRead(explained) > 0 && tailsRead(plain) === 0) proved.push(`${asOf} ${question} ${outcome.kind}`);
        if (tailsRead(plain) > 0) fetchedTails.push(`${asOf} ${question} ${outcome.kind}`);
      }
    }
    // Refusals proved from the heads, tails unread; and every kind of outcome among those that needed them.
    expect(proved.length).toBeGreaterThan(5);
    expect(proved.every((line) => line.endsWith(' refusal'))).toBe(true);
    // (A refusal that needs its tails, some passage in reach, is the next test's.)
    expect([...new Set(fetchedTails.map((line) => line.split(' ').pop()))].sort()).toEqual(['answer', 'related']);
  });

  it('shows the single file\'s settings, languages, thresholds and fingerprint', () => {
    const { engine } = sharded();
    expect(engine.settings).toEqual(single.settings);
    expect(engine.languages).toEqual(single.languages);
    expect(engine.thresholds).toEqual(single.thresholds);
    expect(engine.fingerprint).toBe(single.fingerprint);
    expect(engine.dated).toBe(true);
  });

  it('fetches only the shards a question needs, each once, and none again for the same question', async () => {
    const { engine, requests, shards } = sharded();
    await engine.ask('What is the deadline?', { asOf: '2026-06-01' });
    const first = requests.length;
    expect(first).toBeGreaterThan(0);
    expect(first).toBeLessThan(shards.size / 2);
    expect(new Set(requests).size).toBe(requests.length);
    await engine.ask('What is the deadline?', { asOf: '2026-06-01' });
    expect(requests.length).toBe(first);
  });

  it('fetches the dictionaries its own words need in the round that fetches its translations\' term shards', async () => {
    // "límte" is no Spanish term: its dictionary is needed once the Spanish terms are here; the Spanish search then
    // names nothing, and the question is carried into English through translations its term shards held.
    const { manifest, shards } = sharded({ termShardBytes: 40, passageShardBytes: 200, headPostings: 2 });
    const parsed = parseManifest(manifest, 'index.json');
    const termFiles = new Set(Array.from({ length: parsed.terms.count }, (_, bucket) => shardFileIn(parsed.terms, bucket).file));
    const dictionaries = new Set(Object.values(parsed.languages).flatMap((language) => Object.values(language.dictionary)));
    const rounds: string[][] = [];
    let out = 0;
    const engine = createShardedEngine(parsed, async (name) => {
      if (out++ === 0) rounds.push([]);
      rounds[rounds.length - 1]!.push(name);
      await new Promise((resolve) => setTimeout(resolve, 1));
      out--;
      return shards.get(name)!;
    });
    const question = '¿Cuál es la fecha límte del GoPass?';
    const result = await engine.ask(question, { asOf: '2026-06-01', explain: true });
    expect(JSON.stringify(result)).toBe(JSON.stringify(single.ask(question, { asOf: '2026-06-01', explain: true })));
    expect(result.trace!.attempts.some((a) => a.translations.some((t) => t.kind === 'lexicon'))).toBe(true);
    expect(result.trace!.attempts.some((a) => a.corrections.some((c) => c.word === 'límte'))).toBe(true);
    const kinds = rounds.map((round) => new Set(round.map((name) => (termFiles.has(name) ? 'term' : dictionaries.has(name) ? 'dictionary' : 'other'))));
    expect([...kinds[0]!]).toEqual(['term']);
    expect([...kinds[1]!].sort()).toEqual(['dictionary', 'term']);
  });

  it('deduplicates the requests of questions asked at once', async () => {
    const { engine, requests } = sharded();
    await Promise.all([engine.ask('heating grant deadline', { asOf: AS_OF }), engine.ask('heating grant deadline', { asOf: AS_OF }), engine.ask('grant deadline heating', { asOf: AS_OF })]);
    expect(new Set(requests).size).toBe(requests.length);
  });

  it('answers overlapping questions and document requests as the single file does, with room for nothing between them', async () => {
    const { manifest, shards } = sharded();
    // A cache of one character: every question starts with nothing held, and no request may drop another's shards.
    const engine = createShardedEngine(parseManifest(manifest, 'index.json'), async (name) => {
      await new Promise((resolve) => setTimeout(resolve, name.charCodeAt(0) % 3));
      return shards.get(name)!;
    }, 1);
    const asked = QUESTIONS.flatMap((q) => [q, q]);
    // Started a millisecond or two apart, so each starts while others are at every stage of theirs.
    const after = <T>(ms: number, work: () => Promise<T>) => new Promise<T>((resolve, reject) => setTimeout(() => work().then(resolve, reject), ms));
    const replies = await Promise.all([
      ...asked.map((q, i) => after(i * 2, () => engine.ask(q, { asOf: '2026-06-01', explain: true })).then((r) => JSON.stringify(r))),
      ...['bus-en', 'grant-es', 'fees-2026'].map((id, i) => after(i * 7, () => engine.document(id)).then((d) => d!.passages.map((p) => p.body).join('|'))),
    ]);
    expect(replies.slice(0, asked.length)).toEqual(asked.map((q) => JSON.stringify(single.ask(q, { asOf: '2026-06-01', explain: true }))));
    expect(replies.slice(asked.length)).toEqual(['bus-en', 'grant-es', 'fees-2026'].map((id) => index.passages.filter((p) => p.doc === id).map((p) => p.body).join('|')));
  });

  it('refuses to answer from a shard whose content is not the one the manifest names', async () => {
    const { manifest, shards } = sharded();
    const altered = new Map([...shards].map(([name, text]) => [name, text.replace(/\n$/u, ' \n')]));
    const engine = createShardedEngine(parseManifest(manifest, 'index.json'), async (name) => altered.get(name)!);
    const failure = await engine.ask('How do I apply for the heating grant?', { asOf: AS_OF }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(IndexFormatError);
    expect((failure as IndexFormatError).code).toBe('altered');
  });

  it('answers as it would without it when a document shard names a translation no shard holds (a damaged index), seeking it once', async () => {
    // Every document shard that lists translations lists one more, "grant-fr", which the directory cannot place. Without
    // the guard, every answer that would offer a translation sought it round after round and failed.
    const { manifest, shards } = sharded();
    const { digest: _digest, ...rest } = parseManifest(manifest, 'index.json') as ShardManifest;
    const names = [...rest.documentShards.names];
    const damaged = new Map(shards);
    names.forEach((name, i) => {
      const shard = JSON.parse(shards.get(name)!) as { translations: Record<string, string[]> };
      if (Object.keys(shard.translations).length === 0) return;
      for (const id of Object.keys(shard.translations)) shard.translations[id] = [...shard.translations[id]!, 'grant-fr'];
      const text = serializeShard(shard as never);
      names[i] = shardName(text);
      damaged.set(names[i]!, text);
    });
    expect(names).not.toEqual(rest.documentShards.names);
    const altered = parseManifest(serializeManifest({ ...rest, documentShards: { ...rest.documentShards, names } }), 'index.json');
    const requests: string[] = [];
    const engine = createShardedEngine(altered, async (name) => (requests.push(name), damaged.get(name)!));
    const offered = [];
    for (const hint of ['en', 'es', 'ar']) {
      for (const question of QUESTIONS) {
        const { outcome } = await engine.ask(question, { hint, asOf: '2026-06-01' });
        const intact = single.ask(question, { hint, asOf: '2026-06-01' }).outcome;
        expect(outcome).toEqual(intact);
        if (JSON.stringify(outcome).includes('"translation":{')) offered.push(question);
      }
    }
    // Answers that offer a translation were asked, and no shard was fetched twice.
    expect(offered.length).toBeGreaterThan(0);
    expect(requests.length).toBe(new Set(requests).size);
  });

  it('passes on a shard that cannot be fetched as the error the fetch gave, and answers once it can', async () => {
    const { manifest, shards } = sharded();
    let down = true;
    const engine = createShardedEngine(parseManifest(manifest, 'index.json'), async (name) => {
      if (down) throw new IndexFormatError('answered 404', { file: name }, 'missing');
      return shards.get(name)!;
    });
    await expect(engine.ask('deadline', { asOf: AS_OF })).rejects.toThrow('answered 404');
    down = false;
    expect(JSON.stringify(await engine.ask('deadline', { asOf: '2026-06-01' }))).toBe(JSON.stringify(single.ask('deadline', { asOf: '2026-06-01' })));
  });

  it('returns a whole document in order, fetching its passage shards', async () => {
    const { engine } = sharded();
    await engine.ask('GoPass', { asOf: '2026-06-01' });
    const found = await engine.document('bus-en');
    expect(found!.passages.map((p) => p.id)).toEqual(['bus-en#1', 'bus-en#2', 'bus-en#3']);
    expect(found!.passages[2]!.body).toBe('A lost GoPass is replaced for 5 dollars.');
    expect((await engine.document('grant-es'))!.document.title).toBe('Ayuda de calefacción');
  });
});

describe("shardIndex with the build's inverted index", () => {
  const built = buildIndex(CORPUS, SETTINGS);

  it('writes the same files as preparing it again', () => {
    const again = shardIndex(built.index!, { termShardBytes: 400, passageShardBytes: 200 });
    const reused = shardIndex(built.index!, { termShardBytes: 400, passageShardBytes: 200, prepared: built.prepared });
    expect(reused.manifest).toBe(again.manifest);
    expect([...reused.shards]).toEqual([...again.shards]);
  });

  it('uses it only for the passages it was built from', () => {
    const emptied = { ...built.prepared!, languages: new Map() };
    // Taken for the same passages: with no languages in it, there is nothing to shard by.
    expect(() => shardIndex(built.index!, { prepared: emptied })).toThrow(TypeError);
    // Another array of passages (the index read back from its file): prepared again.
    const other = { ...built.index!, passages: [...built.index!.passages] };
    expect(shardIndex(other, { prepared: emptied }).manifest).toBe(shardIndex(built.index!).manifest);
  });
});

describe("shardIndex with the build's language detection counts", () => {
  const built = buildIndex(CORPUS, SETTINGS);
  const manifestLanguages = (manifest: string) => JSON.parse(manifest).languages as Record<string, { script: string; shortWords: string[] }>;

  it('writes the same files as reading every body again, short words and scripts included', () => {
    const again = shardIndex(built.index!);
    const reused = shardIndex(built.index!, { profiles: built.profiles });
    expect(reused.manifest).toBe(again.manifest);
    expect([...reused.shards]).toEqual([...again.shards]);
    // Not vacuous: the manifest carries each language's script and short words.
    expect(manifestLanguages(reused.manifest).es!.script).toBe('Latin');
    expect(manifestLanguages(reused.manifest).es!.shortWords).toContain('de');
  });

  it('counts as detection does over several files: kana with Han per passage, a language whose files differ in script', () => {
    const mixed = buildIndex([
      // Japanese: more Han than kana in the passage, so only the per-passage fold makes the language Kana.
      file('ja-1', 'ja', '', '住宅手当', ['住宅手当申請期限確認方法窓口受付書類の提出。']),
      file('ko-1', 'ko', '', '주거 지원금', ['주거 지원금은 온라인으로 신청할 수 있습니다.']),
      // Serbian in both scripts in both files: Latin has more letters over the two, Cyrillic more in the last one read.
      file('sr-1', 'sr', '', 'Pomoć za stanovanje', ['Zahtev za pomoć za stanovanje podnosi se u opštinskoj kancelariji do kraja godine. Помоћ.']),
      file('sr-2', 'sr', '', 'Помоћ', ['Захтев за помоћ подноси се у општини. Rok.']),
    ], { ...DEFAULT_SETTINGS, threshold: 0.12 });
    expect(mixed.errors).toEqual([]);
    const again = shardIndex(mixed.index!);
    const reused = shardIndex(mixed.index!, { profiles: mixed.profiles });
    expect(reused.manifest).toBe(again.manifest);
    const languages = manifestLanguages(reused.manifest);
    expect([languages.ja!.script, languages.ko!.script, languages.sr!.script]).toEqual(['Kana', 'Hangul', 'Latin']);
    expect(languages.ko!.shortWords).toEqual(['수']);
  });

  it('uses them only for the passages they were counted over', () => {
    const emptied = { ...built.profiles!, counts: new Map() };
    // Taken for the same passages: no language has a script or a short word.
    expect(manifestLanguages(shardIndex(built.index!, { profiles: emptied }).manifest).es).toMatchObject({ script: 'Other', shortWords: [] });
    const other = { ...built.index!, passages: [...built.index!.passages] };
    expect(shardIndex(other, { profiles: emptied }).manifest).toBe(shardIndex(built.index!).manifest);
  });
});

describe('a document with no passage', () => {
  it('is found by id in the sharded form as in the single file: its record, and no passages', async () => {
    const built = buildIndex([...CORPUS, file('notice-en', 'en', '', 'Office closure notice', ['## Closures'])], SETTINGS);
    expect(built.warnings.map((w) => w.file)).toContain('notice-en.md');
    const withEmpty = built.index!;
    expect(withEmpty.passages.some((p) => p.doc === 'notice-en')).toBe(false);
    const { manifest, shards } = shardIndex(withEmpty, { termShardBytes: 400, passageShardBytes: 200 });
    const engine = createShardedEngine(parseManifest(manifest, 'index.json'), async (name) => shards.get(name)!);
    const found = await engine.document('notice-en');
    expect(found?.document).toMatchObject({ id: 'notice-en', title: 'Office closure notice', lang: 'en', count: 0 });
    expect(found?.passages).toEqual([]);
    // Undated and untranslated documents with passages stay in their document shards.
    expect(parseManifest(manifest, 'index.json').linked.map((d) => d.id)).not.toContain('bus-en');
  });
});

describe('parseManifest on the translated positions', () => {
  const { manifest } = shardIndex(index, { termShardBytes: 400, passageShardBytes: 200 });
  const { digest: _, ...fields } = parseManifest(manifest, 'index.json');
  const withTranslated = (translated: Record<string, number[]>) => serializeManifest({ ...fields, translated } as Omit<ShardManifest, 'digest'>);

  it('refuses runs for a language the index does not hold, or past its last passage', () => {
    expect(() => parseManifest(withTranslated({ ...fields.translated, fr: [0, 1] }), 'index.json')).toThrow('translated.fr: not a language of the index');
    expect(() => parseManifest(withTranslated({ en: [index.passages.length, 1] }), 'index.json')).toThrow(
      `translated.en: runs cover ${index.passages.length + 1} positions, and the index has ${index.passages.length}`,
    );
    expect(() => parseManifest(withTranslated({ en: [-1] }), 'index.json')).toThrow('translated.en[0]');
    // Runs come in pairs: an odd list would leave every position after it inside.
    expect(() => parseManifest(withTranslated({ en: [1] }), 'index.json')).toThrow('translated.en: 1 run lengths, and runs come in pairs (outside, then inside)');
    // Keys the schema's record drops unread are read as loaded.
    const raw = (translated: string) => withTranslated({}).replace('"translated":{}', `"translated":${translated}`);
    const rehashed = (text: string) => {
      const { digest: __, ...rest } = JSON.parse(text) as ShardManifest;
      return serializeManifest(rest);
    };
    expect(() => parseManifest(rehashed(raw('{"constructor":"x"}')), 'index.json')).toThrow('translated.constructor: not a language of the index');
    expect(() => parseManifest(rehashed(raw('{"toString":[0,4]}')), 'index.json')).toThrow('translated.toString: not a language of the index');
    expect(parseManifest(withTranslated({ en: [index.passages.length - 1, 1] }), 'index.json').translated).toEqual({ en: [index.passages.length - 1, 1] });
  });

  it('refuses Han forms for a language the index does not hold, or that are not as the build writes them', () => {
    const withForms = (hanVariants: unknown) => serializeManifest({ ...fields, hanVariants } as Omit<ShardManifest, 'digest'>);
    expect(parseManifest(withForms({ en: { 请: '請' } }), 'index.json').hanVariants).toEqual({ en: { 请: '請' } });
    expect(() => parseManifest(withForms({ fr: { 请: '請' } }), 'index.json')).toThrow('hanVariants.fr: not a language of the index');
    // A key the schema's record drops unread leaves no language at all.
    expect(() => parseManifest(withForms({ constructor: { 请: '請' } }), 'index.json')).toThrow('(hanVariants: must not be empty)');
    expect(() => parseManifest(withForms({ en: { a: '請' } }), 'index.json')).toThrow('hanVariants.en.a: must be one Han character');
    expect(() => parseManifest(withForms({ en: { 请: '请' } }), 'index.json')).toThrow('hanVariants: en: "请" is read as itself');
  });
});

describe('the sharded engine over language variants', () => {
  // Translations in en-GB and es-MX, a pt-BR page: the fallback's filter compares primary languages.
  const variants = buildIndex([
    file('grant-gb', 'en-GB', 'translation_key: grant\n', 'Heating grant', ['Apply to the council for the heating grant.', 'The grant closes in March.']),
    file('grant-mx', 'es-MX', 'translation_key: grant\n', 'Ayuda de calefacción', ['Solicite la ayuda de calefacción, trámite Zorblax.', 'La ayuda cierra en marzo.']),
    file('bus-pt', 'pt-BR', '', 'Passe', ['Passe para idosos no trem.']),
    file('bus-gb', 'en-GB', '', 'Bus pass', ['A bus pass for older riders.']),
  ], { ...DEFAULT_SETTINGS, threshold: 0.05 }).index!;
  const cut = shardIndex(variants, { termShardBytes: 16, passageShardBytes: 16, documentShardBytes: 16 });

  it('answers as the single file does in every variant and primary language asked', async () => {
    const engine = createShardedEngine(parseManifest(cut.manifest, 'index.json'), async (name) => cut.shards.get(name)!, 1);
    const singleVariants = createEngine(variants);
    const outcomes = new Set<string>();
    for (const lang of ['en', 'en-US', 'en-GB', 'es', 'es-ES', 'es-MX', 'pt', 'pt-PT']) {
      for (const question of ['Zorblax', 'heating grant March', 'ayuda marzo', 'passe idosos', 'bus pass']) {
        const expected = JSON.stringify(singleVariants.ask(question, { lang, asOf: '2026-06-01', explain: true }));
        expect(JSON.stringify(await engine.ask(question, { lang, asOf: '2026-06-01', explain: true }))).toBe(expected);
        outcomes.add(`${lang} ${question} ${singleVariants.ask(question, { lang, asOf: '2026-06-01' }).outcome.kind}`);
      }
    }
    // Not vacuous: "Zorblax", in the Spanish page alone, asked in English is refused (that page translates an English
    // one, which was searched); asked in Portuguese, which nothing translates into, it is answered from the Spanish page.
    expect(outcomes).toContain('en-US Zorblax refusal');
    expect(outcomes).toContain('en Zorblax refusal');
    expect(outcomes).toContain('pt Zorblax answer');
    expect(parseManifest(cut.manifest, 'index.json').translated).toEqual({ 'en-GB': expect.any(Array), 'es-MX': expect.any(Array) });
  });
});

describe('the sharded engine over Traditional and Simplified Chinese', () => {
  // A corpus in Traditional, asked in Simplified: the readings' terms live in other term shards than the typed ones.
  const traditional = buildIndex([
    file('rent-zh', 'zh-Hant', '', '住房補助', ['請在網上申請住房補助，或前往辦公室辦理。', '每個家庭最多可獲得三千五百元補助。']),
    file('bus-zh', 'zh-Hant', '', '優惠交通卡', ['交通卡每年費用為二十元。', '遺失的交通卡補發費用為五元。']),
    file('food-zh', 'zh-Hant', '', '食品雜貨補助', ['每人每月可獲得八十五元食品雜貨補助。']),
  ], { ...DEFAULT_SETTINGS, threshold: 0.1, defaultLanguage: 'zh-Hant' }).index!;
  const cut = shardIndex(traditional, { termShardBytes: 16, passageShardBytes: 16, documentShardBytes: 16 });

  it('answers as the single file does, reading the question as the corpus writes it', async () => {
    const engine = createShardedEngine(parseManifest(cut.manifest, 'index.json'), async (name) => cut.shards.get(name)!, 1);
    const singleFile = createEngine(traditional);
    const kinds = new Set<string>();
    for (const question of ['怎么申请住房补助', '交通卡费用', '补发交通卡', '食品杂货补助多少钱', '申請住房補助', '停车罚单']) {
      const expected = singleFile.ask(question, { asOf: AS_OF, explain: true });
      expect(JSON.stringify(await engine.ask(question, { asOf: AS_OF, explain: true }))).toBe(JSON.stringify(expected));
      kinds.add(`${expected.outcome.kind} ${expected.trace!.attempts[0]!.corrections.some((c) => c.kind === 'script')}`);
    }
    // Not vacuous: Simplified questions answered through the readings, and an off-topic one refused.
    expect(kinds).toContain('answer true');
    expect(kinds).toContain('refusal false');
    expect(parseManifest(cut.manifest, 'index.json').hanVariants).toEqual(traditional.hanVariants);
    expect(traditional.hanVariants!['zh-Hant']!['请']).toBe('請');
  });
});

describe('refusals proved from heads, on every path and day', () => {
  // Calibrated thresholds, each translated path its own and lower than its language's: a bound judged against the
  // wrong one, or a refusal's dated parts read without their documents, shows as a different outcome.
  const calibrated = buildIndex(CORPUS, { ...DEFAULT_SETTINGS, synonyms: SETTINGS.synonyms }).index!;
  const template = Object.values(calibrated.calibration.languages)[0]!;
  const paths = Object.keys(calibrated.lexicon).flatMap((pair) => {
    const [a, b] = pair.split('|') as [string, string];
    return [`${a}>${b}`, `${b}>${a}`];
  });
  const pathed = { ...calibrated, calibration: { ...calibrated.calibration, translations: Object.fromEntries(paths.sort().map((key, i) => [key, { ...template, threshold: 0.02 + 0.005 * i }])) } };
  const singlePathed = createEngine(pathed);
  const asked = [
    ...QUESTIONS,
    'ofiina purto los',
    'talón igresos',
    'help stub with oficina',
    'quiosco انهائي quiosco fees',
    'billetes eero Proof',
    'apply for a unicorn license on the moon before my zebra xylophone lessons',
  ];

  it('answers as the single file does with heads of one and two postings, without explain', async () => {
    expect(paths.length).toBeGreaterThan(1);
    for (const [built, expected] of [[index, single], [pathed, singlePathed]] as const) {
      for (const headPostings of [1, 2]) {
        const cut = shardIndex(built, { termShardBytes: 400, passageShardBytes: 200, documentShardBytes: 64, headPostings });
        const manifest = parseManifest(cut.manifest, 'index.json');
        for (const lang of [undefined, 'en', 'es', 'ar']) {
          for (const asOf of DATES) {
            for (const question of asked) {
              // A cold engine each time: nothing another question fetched stands in for what this one lacks.
              const engine = createShardedEngine(manifest, async (name) => cut.shards.get(name)!);
              expect(JSON.stringify((await engine.ask(question, { lang, asOf })).outcome), `${headPostings} ${lang} ${asOf} ${question}`).toBe(JSON.stringify(expected.ask(question, { lang, asOf }).outcome));
            }
          }
        }
      }
    }
  });

  it('fetches for a refusal only the tails of the retrievals a passage could still win: none in a language out of reach', async () => {
    // No English passage can reach 1 (a bound reaches it only with every left-out posting at its heaviest), so every
    // English retrieval is proved from heads; the Spanish and Arabic ones, at the default threshold, may not be.
    const closed = buildIndex(UNDATED, { ...DEFAULT_SETTINGS, thresholdByLanguage: { en: 1 } }).index!;
    const closedSingle = createEngine(closed);
    const cut = shardIndex(closed, { termShardBytes: 400, passageShardBytes: 200, documentShardBytes: 64, headPostings: 1 });
    const manifest = parseManifest(cut.manifest, 'index.json');
    const tailLanguage = new Map(manifest.tails.names.map((name) => [name, (JSON.parse(cut.shards.get(name)!) as { lang: string }).lang]));
    const refusedWithTails: string[] = [];
    for (const asOf of DATES) {
      for (const question of asked) {
        const log: string[] = [];
        const engine = createShardedEngine(manifest, async (name) => (log.push(name), cut.shards.get(name)!));
        const { outcome } = await engine.ask(question, { asOf });
        expect(JSON.stringify(outcome)).toBe(JSON.stringify(closedSingle.ask(question, { asOf }).outcome));
        const read = log.filter((name) => tailLanguage.has(name)).map((name) => tailLanguage.get(name));
        if (outcome.kind === 'refusal' && read.length > 0) refusedWithTails.push(`${question} ${read.join(',')}`);
      }
    }
    // English questions read English tails; a refusal of them fetches only the Spanish tails of their translated run.
    expect(refusedWithTails.some((line) => line.startsWith('How do I apply for the heating grant? '))).toBe(true);
    expect(refusedWithTails.filter((line) => line.split(' ').pop()!.split(',').includes('en'))).toEqual([]);
  });

  it('in a dated corpus, fetches the tails a refusal read before saying since when the documents speak', async () => {
    // Found by a blind review: a refusal's "documents on this speak only from" date comes from the best passage of a
    // search on every day, in a list of candidates that passages below their threshold fill too. From heads, the
    // Spanish ones below scored lower, let the dated English passage into the list, and the refusal named its date.
    const corpus = [
      file('fees-a', 'en', 'effective_from: 2025-01-01\n', 'Permit fees', ['zork blit aaa bbb ccc ddd eee fff ggg']),
      file('misc-en', 'en', '', 'Misc', ['zork alpha beta gamma delta', 'blit epsilon zeta eta theta', ...Array.from({ length: 8 }, (_, i) => `filler${i} words${i} here${i}`)]),
      file('misc-es', 'es', '', 'Varios', ['zork', 'blit', ...Array.from({ length: 8 }, (_, i) => `zork blit uno${i}`), ...Array.from({ length: 14 }, (_, i) => `relleno${i} palabras${i} aqui${i}`)]),
    ];
    // English at 0.19: "misc-en" (0.1259) stays under `RELATED_SHARE` of it, so the refusal is not a document that may
    // be about the question.
    const built = buildIndex(corpus, { ...DEFAULT_SETTINGS, thresholdByLanguage: { en: 0.19, es: 0.6 } }).index!;
    const cut = shardIndex(built, { termShardBytes: 400, passageShardBytes: 200, documentShardBytes: 64, headPostings: 1 });
    for (const options of [{ lang: 'en', asOf: '2024-01-01' }, { asOf: '2024-01-01' }, { lang: 'en', asOf: '2026-01-01' }]) {
      const engine = createShardedEngine(parseManifest(cut.manifest, 'index.json'), async (name) => cut.shards.get(name)!);
      expect(JSON.stringify((await engine.ask('zork blit', options)).outcome)).toBe(JSON.stringify(createEngine(built).ask('zork blit', options).outcome));
    }
    expect(createEngine(built).ask('zork blit', { lang: 'en', asOf: '2024-01-01' }).outcome.kind).toBe('refusal');
  });

  it('judges a question carried through the lexicon against its path\'s threshold', () => {
    const whole = prepareIndex(index);
    const english = whole.languages.get('en')!;
    // Every English list cut to its heaviest posting.
    const postings = new Map(
      [...english.postings].map(([term, list]) => {
        if (list.passages.length <= 1) return [term, list];
        const order = Array.from(list.passages.keys()).sort((a, b) => list.weights[b]! - list.weights[a]! || a - b);
        return [term, { passages: Int32Array.of(list.passages[order[0]!]!), weights: Float64Array.of(list.weights[order[0]!]!), partial: { max: list.weights[order[1]!]! } }];
      }),
    );
    const told: boolean[] = [];
    const cut = { ...whole, languages: new Map([...whole.languages, ['en', { ...english, postings }]]), notePartial: (reach: PartialReach) => void told.push(reach.near) };
    // Out of reach on the language's own threshold, within reach on the path's.
    const thresholdOf = (_: string, translatedFrom?: string) => (translatedFrom === undefined ? 2 : 0);
    const carried = retrieve(cut, tokenizeWords('Solicite la ayuda de calefacción con prueba de ingresos'), { languages: ['en'], thresholdOf, limit: 5, translateFrom: ['es'] });
    expect(carried.translations.some((t) => t.kind === 'lexicon')).toBe(true);
    expect(told).toEqual([true]);
    retrieve(cut, tokenizeWords('apply with proof of income'), { languages: ['en'], thresholdOf, limit: 5 });
    expect(told).toEqual([true, false]);
  });

  it('refuses a term shard whose tail the build could not have written, as damaged, rather than answer from it', async () => {
    const cut = shardIndex(index, { termShardBytes: 400, passageShardBytes: 200, headPostings: 1 });
    const { digest: _, ...fields } = parseManifest(cut.manifest, 'index.json');
    // A bound below any step, none (a tail holds postings of at least one step), and a tail the table has not.
    for (const broken of [(entry: number[]) => (entry[4] = -1), (entry: number[]) => (entry[4] = 0), (entry: number[]) => (entry[3] = fields.tails.count)]) {
      const shards = new Map(cut.shards);
      const names = fields.terms.names.map((name) => {
        const shard = JSON.parse(cut.shards.get(name)!) as { terms: Record<string, Record<string, number[]>> };
        const entries = Object.values(shard.terms).flatMap((byLanguage) => Object.values(byLanguage)).filter((entry) => entry.length === 5);
        if (entries.length === 0) return name;
        for (const entry of entries) broken(entry);
        const text = serializeShard(shard as never);
        shards.set(shardName(text), text);
        return shardName(text);
      });
      const manifest = parseManifest(serializeManifest({ ...fields, terms: { ...fields.terms, names } }), 'index.json');
      const engine = createShardedEngine(manifest, async (name) => shards.get(name)!);
      const failure = await engine.ask('heating grant deadline', { asOf: '2026-06-01' }).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(IndexFormatError);
      expect((failure as IndexFormatError).code).toBe('damaged');
    }
  });

  it('keeps the lexicon\'s pairs in the term shards, each under its term both ways, and in the manifest only their count', () => {
    const { manifest, shards } = sharded();
    const parsed = parseManifest(manifest, 'index.json');
    expect(Object.keys(index.lexicon).length).toBeGreaterThan(0);
    expect(parsed.lexicon).toEqual(Object.fromEntries(Object.entries(index.lexicon).map(([pair, pairs]) => [pair, pairs.length])));
    const found = new Map<string, string>();
    for (let bucket = 0; bucket < parsed.terms.count; bucket++) {
      const shard = JSON.parse(shards.get(shardFileIn(parsed.terms, bucket).file)!) as { lexicon?: Record<string, Record<string, Record<string, string>>> };
      for (const [term, byLanguage] of Object.entries(shard.lexicon ?? {})) {
        expect(termBucket(term, parsed.terms.count)).toBe(bucket);
        for (const [from, byTarget] of Object.entries(byLanguage)) for (const [to, translation] of Object.entries(byTarget)) found.set(`${from} ${to} ${term}`, translation);
      }
    }
    const expected = new Map<string, string>();
    for (const [pair, pairs] of Object.entries(index.lexicon)) {
      const [a, b] = pair.split('|') as [string, string];
      for (const [x, y] of pairs) expected.set(`${a} ${b} ${x}`, y).set(`${b} ${a} ${y}`, x);
    }
    expect(found).toEqual(expected);
  });

  it('refuses a term shard whose translations are not as the build writes them, and a manifest linking a language it lacks', async () => {
    const { manifest, shards } = sharded();
    const { digest: _, ...fields } = parseManifest(manifest, 'index.json');
    type Translations = Record<string, unknown>;
    // Each breaks every term's translations one way: the question below reaches English only through its Spanish words'.
    const breakers: Array<[string, (translations: Translations) => void]> = [
      ['a number for a term', (t) => { for (const byTarget of Object.values(t)) for (const to of Object.keys(byTarget as object)) (byTarget as Translations)[to] = 7; }],
      ['an empty term', (t) => { for (const byTarget of Object.values(t)) for (const to of Object.keys(byTarget as object)) (byTarget as Translations)[to] = ''; }],
      ['a string for a language\'s translations', (t) => { for (const from of Object.keys(t)) t[from] = 'en'; }],
      ['a list for a language\'s translations', (t) => { for (const from of Object.keys(t)) t[from] = ['deadline']; }],
      ['null for a language\'s translations', (t) => { for (const from of Object.keys(t)) t[from] = null; }],
      ['a language the manifest does not link', (t) => { for (const from of Object.keys(t)) t[from] = { zz: 'x' }; }],
    ];
    for (const [what, breakIt] of breakers) {
      const altered = new Map(shards);
      const names = Array.from({ length: fields.terms.count }, (_, bucket) => {
        const name = shardFileIn(fields.terms, bucket).file;
        const shard = JSON.parse(shards.get(name)!) as { lexicon?: Record<string, Translations> };
        for (const translations of Object.values(shard.lexicon ?? {})) breakIt(translations);
        const text = serializeShard(shard as never);
        altered.set(shardName(text), text);
        return shardName(text);
      });
      const engine = createShardedEngine(parseManifest(serializeManifest({ ...fields, terms: { count: fields.terms.count, paged: false, names } }), 'index.json'), async (name) => altered.get(name)!);
      const failure = await engine.ask('¿Cómo solicito el GoPass?', { asOf: '2026-06-01' }).catch((error: unknown) => error);
      expect(failure, what).toBeInstanceOf(IndexFormatError);
      expect((failure as IndexFormatError).code, what).toBe('damaged');
      expect((failure as IndexFormatError).message, what).toMatch(/^[0-9a-f]{24}: is a damaged Cairn index shard \(the translations? of "[^"]+"\)/u);
    }
    for (const pair of ['en|xx', 'es|en', 'en', 'constructor']) {
      const text = serializeManifest({ ...fields, lexicon: { ...fields.lexicon, [pair]: 3 } });
      expect(() => parseManifest(text, 'index.json')).toThrow(`lexicon.${pair}: not two of the index's languages in code-unit order, joined by "|"`);
    }
    for (const count of [0, 1.5, '3']) {
      const text = serializeManifest({ ...fields, lexicon: { 'en|es': count as number } });
      expect(() => parseManifest(text, 'index.json')).toThrow(/lexicon/u);
    }
  });

  it('links no languages whose lexicon holds no term pair, as the single file carries no question there', () => {
    const empty = { ...index, lexicon: { ...index.lexicon, 'ar|en': [] } };
    const { manifest } = shardIndex(empty, { termShardBytes: 400, passageShardBytes: 200, headPostings: 2 });
    expect(index.lexicon['ar|en']!.length).toBeGreaterThan(0);
    expect(Object.keys(parseManifest(manifest, 'index.json').lexicon)).toEqual(['ar|es', 'en|es']);
  });

  it('writes each tail\'s heaviest posting in its entry, no heavier than any posting of its head', () => {
    const cut = shardIndex(pathed, { termShardBytes: 400, passageShardBytes: 200, headPostings: 2 });
    const manifest = parseManifest(cut.manifest, 'index.json');
    let checked = 0;
    for (const name of manifest.terms.names) {
      for (const byLanguage of Object.values(JSON.parse(cut.shards.get(name)!).terms as Record<string, Record<string, number[]>>)) {
        for (const entry of Object.values(byLanguage)) {
          if (entry.length !== 5) continue;
          const tail = JSON.parse(cut.shards.get(manifest.tails.names[entry[3]!]!)!) as { steps: number[] };
          expect(entry[4]).toBe(Math.max(...tail.steps));
          expect(Math.min(...(entry[2] as unknown as number[]))).toBeGreaterThanOrEqual(entry[4]!);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(10);
  });
});

/** A cold sharded engine over `built` cut to heads of one posting: every list of two postings or more has a tail. */
function headsOfOne(built: Parameters<typeof shardIndex>[0]) {
  const cut = shardIndex(built, { termShardBytes: 400, passageShardBytes: 200, documentShardBytes: 64, headPostings: 1 });
  return createShardedEngine(parseManifest(cut.manifest, 'index.json'), async (name) => cut.shards.get(name)!);
}

describe('the sharded engine over an undated corpus', () => {
  // No dates: a refusal needs no document, and the heads of long lists may prove it.
  const undated = buildIndex(UNDATED, SETTINGS).index!;
  const singleUndated = createEngine(undated);
  const cut = shardIndex(undated, { termShardBytes: 400, passageShardBytes: 200, documentShardBytes: 64, headPostings: 2 });
  const manifest = parseManifest(cut.manifest, 'index.json');
  const documentShards = new Set(manifest.documentShards.names);
  const offTopic = ['apply for a unicorn license on the moon before my zebra xylophone lessons', 'the deadline for marimba lessons at the violin conservatory orchestra'];

  it('answers every question in every language as the single file does, and refuses without fetching a document', async () => {
    expect(documentShards.size).toBeGreaterThan(3);
    const refusedBare: string[] = [];
    const kinds = new Set<string>();
    const offered = new Set<string>();
    let lookedUp = 0;
    for (const options of [{}, { lang: 'en' }, { lang: 'es' }, { lang: 'ar' }, { hint: 'en' }, { hint: 'es' }, { hint: 'ar' }]) {
      for (const question of [...QUESTIONS, ...offTopic]) {
        const requests: string[] = [];
        const engine = createShardedEngine(manifest, async (name) => (requests.push(name), cut.shards.get(name)!));
        const expected = singleUndated.ask(question, { ...options, asOf: '2026-06-01' });
        expect(JSON.stringify(await engine.ask(question, { ...options, asOf: '2026-06-01' }))).toBe(JSON.stringify(expected));
        kinds.add(expected.outcome.kind);
        const outcome = expected.outcome;
        const named = outcome.kind === 'answer' ? outcome.sources : outcome.kind === 'related' ? outcome.documents : [];
        for (const entry of named) if (entry.translation !== undefined) offered.add(`${entry.doc}>${entry.translation.doc}`);
        // Translations are looked up through the directory only for one to offer (found so, unless already at hand).
        if (requests.includes(manifest.directory)) expect(named.filter((entry) => entry.translation !== undefined)).not.toEqual([]);
        if (requests.includes(manifest.directory)) lookedUp++;
        if (expected.outcome.kind === 'refusal') {
          expect(requests.filter((name) => documentShards.has(name))).toEqual([]);
          refusedBare.push(question);
        }
      }
    }
    expect(kinds).toEqual(new Set(['answer', 'related', 'refusal']));
    expect(refusedBare.length).toBeGreaterThan(10);
    // Translations named by unlinked documents' shards, their records fetched by id from shards of their own.
    expect(manifest.linked).toEqual([]);
    expect([...offered].sort()).toEqual(['grant-en>grant-ar', 'grant-en>grant-es', 'grant-es>grant-ar', 'grant-es>grant-en']);
    expect(lookedUp).toBeGreaterThan(0);
  });

  it('names a document that may be about any mix of words as the single file does, reading fewer tails than it read (property)', async () => {
    // A near outcome reads the tails only of the searches that could change it: none after its own but to answer.
    const words = [...new Set(UNDATED.flatMap((f) => new TextDecoder().decode(f.bytes).split(/[^\p{L}\p{N}]+/u)).filter((w) => w.length > 2))].sort();
    const kinds = { near: 0, nearLeavingTails: 0 };
    for (const [headPostings, threshold] of [[1, 0.12], [2, 0.12], [1, 0.25], [1, 0.4], [2, 0.3]] as const) {
      const built = buildIndex(UNDATED, { ...SETTINGS, threshold }).index!;
      const singleUndated = createEngine(built);
      const cutSmall = shardIndex(built, { termShardBytes: 400, passageShardBytes: 200, documentShardBytes: 64, headPostings });
      const small = parseManifest(cutSmall.manifest, 'index.json');
      const smallTails = new Set(small.tails.names);
      await fc.assert(
        fc.asyncProperty(fc.array(fc.constantFrom(...words, 'unicorn', 'zebra', 'xylophone'), { minLength: 1, maxLength: 6 }), async (picked) => {
          const question = picked.join(' ');
          const fetched: string[] = [];
          // Cold each time: tails another question fetched would stand in for what this one lacks.
          const engine = createShardedEngine(small, async (name) => (fetched.push(name), cutSmall.shards.get(name)!));
          const expected = singleUndated.ask(question, { asOf: '2026-06-01' });
          expect(JSON.stringify(await engine.ask(question, { asOf: '2026-06-01' })), question).toBe(JSON.stringify(expected));
          if (expected.outcome.kind === 'related' && expected.outcome.basis === 'near') {
            kinds.near++;
            // What the same question reads with explain (every tail it touches) against what it fetched without.
            const explained: string[] = [];
            const full = createShardedEngine(small, async (name) => (explained.push(name), cutSmall.shards.get(name)!));
            await full.ask(question, { asOf: '2026-06-01', explain: true });
            if (fetched.filter((n) => smallTails.has(n)).length < explained.filter((n) => smallTails.has(n)).length) kinds.nearLeavingTails++;
          }
        }),
        { numRuns: 300, seed: 22 },
      );
    }
    expect(kinds.near).toBeGreaterThan(10);
    expect(kinds.nearLeavingTails).toBeGreaterThan(0);
  });

  it("reads its own search's tails for a near outcome: a passage of another document may overtake the one named from heads", async () => {
    // "walrus dolphin", heads of one posting: walrus's head is x's (four mentions), so from heads y scores on dolphin
    // alone and x, at 0.81 of the threshold, is the nearest; with walrus's tail read, y (0.99 of it) is.
    const built = buildIndex(
      [
        file('x', 'en', '', 'Xenon', ['Walrus walrus walrus walrus pelican.']),
        file('y', 'en', '', 'Yarrow', ['Walrus dolphin quokka lemur tapir okapi bison moose elk ibex yak gnu hare mink.']),
        file('z', 'en', '', 'Zinnia', ['Pelican heron egret.\n\nHeron stork crane.']),
        file('w', 'en', '', 'Wombat', ['Stork egret crane.\n\nCrane heron gull.']),
      ],
      { ...DEFAULT_SETTINGS, threshold: 0.289 },
    ).index!;
    const engine = headsOfOne(built);
    const expected = createEngine(built).ask('walrus dolphin', { asOf: AS_OF });
    expect(expected.outcome).toMatchObject({ kind: 'related', basis: 'near', documents: [{ doc: 'y' }] });
    expect(JSON.stringify(await engine.ask('walrus dolphin', { asOf: AS_OF }))).toBe(JSON.stringify(expected));
  });

  it("reads the tails of its own search that could push a near passage out of the candidates kept", async () => {
    // Found by a blind review's differential test. "gopass" asked as English of an English page where nothing clears
    // English's 0.9: the fallback searches English and Spanish, keeps the 8 best by score, and Spanish's "Mercado"
    // (0.2141, 0.86 of its 0.25) is 10th behind nine English passages (0.2195–0.2268), so the single file refuses. From
    // heads, English's one-posting heads leave those nine unread (their bound, about 0.23, is far below 0.8 of 0.9),
    // and "Mercado" was named.
    const fillers = ['apple', 'river', 'stone', 'cloud', 'maple', 'tiger', 'piano', 'lemon', 'ocean'];
    const built = buildIndex(
      [
        ...fillers.map((f, i) => file(`e${i}`, 'en', '', `Topic ${f}`, [`Gopass ${f} ${fillers[(i + 1) % 9]}.`])),
        ...Array.from({ length: 30 }, (_, i) => file(`n${i}`, 'en', '', `Note ${i}`, [`Plain filler words number ${i} here ${fillers[i % 9]}.`])),
        file('c', 'es', '', 'Mercado', ['Gopass mercado puerto sabado oficina puesto invierno credito enero cuota calle plaza barco tren autobus']),
        file('d', 'es', '', 'Otro', ['Biblioteca libro lectura.']),
      ],
      { ...DEFAULT_SETTINGS, thresholdByLanguage: { en: 0.9, es: 0.25 } },
    ).index!;
    const engine = headsOfOne(built);
    const expected = createEngine(built).ask('gopass', { asOf: AS_OF, lang: 'en' });
    expect(expected.outcome.kind).toBe('refusal');
    expect(JSON.stringify(await engine.ask('gopass', { asOf: AS_OF, lang: 'en' }))).toBe(JSON.stringify(expected));
  });

  it('answers with the passage a tail lifts past the one heads alone would quote', async () => {
    // "walrus walrus dolphin", heads of one posting: from heads x (walrus ×4) scores 0.3831 and y holds only dolphin;
    // with walrus's tail, y scores 0.4059 and is the answer. (A rule that settled an answer from heads with a margin of
    // 0.05 on the passages that could overtake it quoted x: session 22, docs/evidence.md.)
    const built = buildIndex(
      [
        file('x', 'en', '', 'Xenon', ['Walrus walrus walrus walrus pelican.']),
        file('y', 'en', '', 'Yarrow', ['Walrus dolphin quokka.']),
        file('z', 'en', '', 'Zinnia', ['Pelican heron egret.\n\nHeron stork crane.']),
        file('w', 'en', '', 'Wombat', ['Stork egret crane.\n\nCrane heron gull.']),
      ],
      { ...DEFAULT_SETTINGS, threshold: 0.15 },
    ).index!;
    const engine = headsOfOne(built);
    const expected = createEngine(built).ask('walrus walrus dolphin', { asOf: AS_OF });
    expect(expected.outcome).toMatchObject({ kind: 'answer', passages: [{ id: 'y#1', score: 0.4059 }] });
    expect(JSON.stringify(await engine.ask('walrus walrus dolphin', { asOf: AS_OF }))).toBe(JSON.stringify(expected));
  });
});

describe('a sharded index whose tables are paged', () => {
  // Every table in pages of names, as at 100,000 passages: the test corpus's few shards paged past two names.
  const paged = shardIndex(index, { termShardBytes: 400, passageShardBytes: 200, documentShardBytes: 64, headPostings: 2, namesInManifest: 2 });
  const unpaged = shardIndex(index, { termShardBytes: 400, passageShardBytes: 200, documentShardBytes: 64, headPostings: 2 });
  const pagedManifest = parseManifest(paged.manifest, 'index.json');
  /** A cold question's rounds of fetches: a round is every request made while none of the last is still out. */
  const roundsOf = async (cut: typeof paged, question: string, asOf: string) => {
    let out = 0;
    let rounds = 0;
    const engine = createShardedEngine(parseManifest(cut.manifest, 'index.json'), async (name) => {
      if (out++ === 0) rounds++;
      await new Promise((resolve) => setTimeout(resolve, 1));
      out--;
      return cut.shards.get(name)!;
    });
    return { result: JSON.stringify(await engine.ask(question, { asOf, explain: true })), rounds };
  };

  it('pages every table, naming each paged shard\'s file by its page and place, and lists every file for offline use', () => {
    expect(NAME_TABLES.map((key) => pagedManifest[key].paged)).toEqual([true, true, true, true]);
    const table = NAME_TABLES.map((key) => pagedManifest[key]).sort((a, b) => b.perPage! - a.perPage!)[0]!;
    expect(table.perPage).toBeGreaterThan(1);
    expect(shardFileIn(table, 0)).toEqual({ file: `${table.names[0]}-0`, page: { name: table.names[0], slot: 0 } });
    expect(shardFileIn(table, table.perPage! + 1)).toEqual({ file: `${table.names[1]}-1`, page: { name: table.names[1], slot: 1 } });
    // Each file holds the shard whose content hash its page lists at that place.
    for (const each of NAME_TABLES.map((key) => pagedManifest[key])) {
      for (let i = 0; i < each.count; i++) {
        const { file, page } = shardFileIn(each, i);
        expect(shardName(paged.shards.get(file)!)).toBe((JSON.parse(paged.shards.get(page!.name)!) as { names: string[] }).names[page!.slot]);
      }
    }
    expect(shardNamesOf(pagedManifest)).toEqual(new Set(paged.shards.keys()));
  });

  it('answers every question as the single file does, in as many rounds as when the manifest lists every name', async () => {
    for (const asOf of DATES) {
      for (const question of QUESTIONS) {
        const expected = JSON.stringify(single.ask(question, { asOf, explain: true }));
        const [withPages, without] = [await roundsOf(paged, question, asOf), await roundsOf(unpaged, question, asOf)];
        expect(withPages.result).toBe(expected);
        expect(without.result).toBe(expected);
        // A page of names is fetched beside the shards it names, not a round before them.
        expect(withPages.rounds, `${asOf} ${question}`).toBe(without.rounds);
      }
    }
  });

  it('refuses a paged shard whose content is not the one its page lists, or a page that lists too few names', async () => {
    const file = shardFileIn(pagedManifest.terms, termBucket(tokenizeWords('heating')[0]!.term, pagedManifest.terms.count)).file;
    const altered = new Map(paged.shards).set(file, paged.shards.get(file)!.replace(/\n$/u, ' \n'));
    const failure = await createShardedEngine(pagedManifest, async (name) => altered.get(name)!)
      .ask('heating', { asOf: AS_OF })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(IndexFormatError);
    expect([(failure as IndexFormatError).code, (failure as IndexFormatError).location?.file]).toEqual(['altered', file]);
    // Opening a document reads its document shard, at a place of a page of the document table.
    const table = pagedManifest.documentShards;
    expect(table.perPage).toBeGreaterThan(1);
    const id = index.passages[0]!.doc;
    const opening = async (shards: Map<string, string>, log: string[] = []) =>
      createShardedEngine(pagedManifest, async (name) => (log.push(name), shards.get(name)!))
        .document(id)
        .catch((error: unknown) => error);
    const read: string[] = [];
    expect(await opening(paged.shards, read)).toMatchObject({ document: { id } });
    const slot = Array.from({ length: table.count }, (_, i) => shardFileIn(table, i)).find(({ file }) => read.includes(file))!;
    const { name: pageName, slot: place } = slot.page!;
    const sibling = shardFileIn(table, table.names.indexOf(pageName) * table.perPage! + (place === 0 ? 1 : 0)).file;
    // A page served with other content under its name: nothing it lists is read.
    const forged = await opening(new Map(paged.shards).set(pageName, serializeShard({ names: (JSON.parse(paged.shards.get(pageName)!) as { names: string[] }).names.slice().reverse() })));
    expect([(forged as IndexFormatError).code, (forged as IndexFormatError).location?.file]).toEqual(['altered', pageName]);
    // Two places of one page with their files swapped: each file a real shard, at the wrong place.
    const swapped = await opening(new Map(paged.shards).set(slot.file, paged.shards.get(sibling)!).set(sibling, paged.shards.get(slot.file)!));
    expect([(swapped as IndexFormatError).code, (swapped as IndexFormatError).location?.file]).toEqual(['altered', slot.file]);
    // A page rewritten to list fewer names, and renamed to match, in a manifest pointing at it.
    const page = pagedManifest.terms.names[0]!;
    const short = serializeShard({ names: [] });
    const shortName = shardName(short);
    const { digest: _, ...fields } = pagedManifest;
    const manifest = parseManifest(serializeManifest({ ...fields, terms: { ...fields.terms, names: fields.terms.names.map((name) => (name === page ? shortName : name)) } }), 'index.json');
    const shards = new Map(paged.shards).set(shortName, short);
    for (let slot = 0; slot < pagedManifest.terms.perPage!; slot++) shards.set(`${shortName}-${slot}`, paged.shards.get(`${page}-${slot}`)!);
    const words = [...new Set(CORPUS.flatMap((f) => tokenizeWords(new TextDecoder().decode(f.bytes)).map((w) => w.word)))].filter((w) => termBucket(tokenizeWords(w)[0]?.term ?? '', manifest.terms.count) < manifest.terms.perPage!);
    const damaged = await createShardedEngine(manifest, async (name) => shards.get(name)!)
      .ask(words.slice(0, 3).join(' '), { asOf: AS_OF })
      .catch((error: unknown) => error);
    expect(damaged).toBeInstanceOf(IndexFormatError);
    expect([(damaged as IndexFormatError).code, (damaged as IndexFormatError).location?.file]).toEqual(['damaged', shortName]);
  });
});

describe('opening a document after its shard was dropped', () => {
  it('still names its translations, from a cache of one character', async () => {
    const engine = createShardedEngine(parseManifest(sharded().manifest, 'index.json'), async (name) => sharded().shards.get(name)!, 1);
    await engine.ask('heating grant deadline', { asOf: '2026-06-01' });
    await engine.ask('GoPass lost', { asOf: '2026-06-01' });
    for (let i = 0; i < 2; i++) expect((await engine.document('grant-en'))!.translations.map((t) => t.id)).toEqual(['grant-ar', 'grant-es']);
  });
});

describe('parseEitherIndex', () => {
  it("reads a single file as one by its own format, whatever its documents say (a translation_key of cairn-sharded-index)", () => {
    const odd = buildIndex([file('odd', 'en', 'translation_key: cairn-sharded-index\n', 'Odd', ['One paragraph.', 'Another paragraph.'])], SETTINGS).index!;
    const text = serializeIndex(odd);
    expect(text).toContain('"cairn-sharded-index"');
    expect(parseEitherIndex(text, 'index.json').format).toBe('cairn-index');
  });

  it('reads a manifest as a manifest, and anything else as not an index', () => {
    expect(parseEitherIndex(sharded().manifest, 'index.json').format).toBe('cairn-sharded-index');
    expect(() => parseEitherIndex('{"format":"other"}', 'index.json')).toThrow('index.json: is not a Cairn index (no "format": "cairn-index"); rebuild it with `npm run build-index`');
  });
});

describe('shardIndex', () => {
  it('writes the same bytes every time', () => {
    const a = shardIndex(index, { termShardBytes: 400, passageShardBytes: 200 });
    const b = shardIndex(buildIndex(CORPUS, SETTINGS).index!, { termShardBytes: 400, passageShardBytes: 200 });
    expect(b.manifest).toBe(a.manifest);
    expect([...b.shards]).toEqual([...a.shards]);
  });

  it('names the single file it was cut from, and sizes its shards as asked', () => {
    const small = shardIndex(index, { termShardBytes: 400, passageShardBytes: 200 });
    const large = shardIndex(index);
    const manifest = parseManifest(small.manifest, 'index.json');
    expect(manifest.indexDigest).toBe(index.digest);
    expect(manifest.passages).toBe(index.passages.length);
    // Dated, superseding or superseded, and their translations: the documents dated passages' filters need, placed.
    expect(manifest.linked.map((d) => [d.id, d.first, d.count])).toEqual(
      ['fees-2025', 'fees-2026', 'fees-2027', 'ferry-en', 'ferry-es'].map((id) => [id, index.passages.findIndex((p) => p.doc === id), index.passages.filter((p) => p.doc === id).length]),
    );
    expect(manifest.terms.count).toBeGreaterThan(1);
    expect(parseManifest(large.manifest, 'index.json').terms).toEqual({ count: 1, paged: false, names: [expect.stringMatching(/^[0-9a-f]{24}$/u)] });
    expect(parseManifest(large.manifest, 'index.json').passageShards.count).toBeLessThan(manifest.passageShards.count);
  });

  it('holds of a linked document only what links it, its record in its document shard; a key nobody shares links nothing', async () => {
    const alone = file('alone-en', 'en', 'translation_key: alone\n', 'A page of its own', ['Nobody translated this page.']);
    const notice = file('notice-en', 'en', 'translation_key: notice\n', 'Office closure notice', ['The office is closed on Friday.']);
    const empty = file('notice-es', 'es', 'translation_key: notice\n', 'Aviso de cierre', ['## Cierres']);
    const built = buildIndex([...CORPUS, alone, notice, empty], SETTINGS).index!;
    const { manifest, shards } = shardIndex(built, { termShardBytes: 400, passageShardBytes: 200 });
    const parsed = parseManifest(manifest, 'index.json');
    expect(parsed.linked.find((d) => d.id === 'ferry-es')).toEqual({
      id: 'ferry-es',
      lang: 'es',
      translation_key: 'ferry',
      validity: { from: '2026-07-01', until: null },
      first: built.passages.findIndex((p) => p.doc === 'ferry-es'),
      count: 2,
    });
    // Undated itself, linked as the translation of a dated document.
    expect(parsed.linked.find((d) => d.id === 'ferry-en')).toEqual({ id: 'ferry-en', lang: 'en', translation_key: 'ferry', first: built.passages.findIndex((p) => p.doc === 'ferry-en'), count: 2 });
    expect(parsed.linked.find((d) => d.id === 'fees-2026')).toEqual({
      id: 'fees-2026',
      lang: 'en',
      validity: { from: '2026-01-01', until: '2027-01-31' },
      supersedes: ['fees-2025'],
      first: built.passages.findIndex((p) => p.doc === 'fees-2026'),
      count: 2,
    });
    expect(parsed.linked.map((d) => d.id)).not.toContain('alone-en');
    expect(parsed.linked.map((d) => d.id)).not.toContain('grant-es');
    // A key of one NUL character is a key like any other: it links its own group, not every document without a key.
    const nul = buildIndex([...CORPUS.slice(0, 4), file('nul-en', 'en', 'translation_key: "\\0"\neffective_from: 2026-01-01\n', 'Notice', ['Closed on Friday.']), file('nul-es', 'es', 'translation_key: "\\0"\n', 'Aviso', ['Cerrado el viernes.'])], SETTINGS).index!;
    expect(parseManifest(shardIndex(nul).manifest, 'index.json').linked.map((d) => d.id)).toEqual(['nul-en', 'nul-es']);
    expect(JSON.parse(manifest).linked.every((d: object) => !('title' in d) && !('path' in d) && !('meta' in d))).toBe(true);
    // A group with a document with no passage is linked, the one whole in unplaced, since no document shard can place it.
    expect(parsed.linked.filter((d) => d.translation_key === 'notice').map((d) => [d.id, d.count])).toEqual([['notice-en', 1], ['notice-es', 0]]);
    expect(parsed.unplaced).toEqual([{ ...built.documents.find((d) => d.id === 'notice-es')!, first: 0, count: 0 }]);
    // Opened by id, a document and its translations come whole, from their document shards, linked or not.
    const engine = createShardedEngine(parsed, async (name) => shards.get(name)!);
    const opened = await engine.document('grant-es');
    expect(opened?.document).toMatchObject({ id: 'grant-es', title: 'Ayuda de calefacción', meta: { translation_key: 'grant' } });
    expect(opened?.translations.map((d) => [d.id, d.title])).toEqual([
      ['grant-ar', 'منحة التدفئة'],
      ['grant-en', 'Heating grant'],
    ]);
    expect((await engine.document('ferry-en'))?.translations.map((d) => [d.id, d.title, d.validity])).toEqual([['ferry-es', 'Billetes del ferry', { from: '2026-07-01', until: null }]]);
    expect((await engine.document('notice-en'))?.translations.map((d) => [d.id, d.title, d.count])).toEqual([['notice-es', 'Aviso de cierre', 0]]);
    expect((await engine.document('alone-en'))?.translations).toEqual([]);
  });

  it('tells by position which documents have a translation in each language, and names them in their document shards', () => {
    const { manifest, shards } = shardIndex(index, { termShardBytes: 400, passageShardBytes: 200 });
    const parsed = parseManifest(manifest, 'index.json');
    const positionsOf = (...ids: string[]) => index.passages.flatMap((p, position) => (ids.includes(p.doc) ? [position] : []));
    const told = (lang: string) => {
      const holds = positionsInRuns(parsed.translated[lang] ?? []);
      return index.passages.flatMap((_, position) => (holds(position) ? [position] : []));
    };
    // The ferry group is linked (a dated document): the manifest tells its translations, not the runs.
    expect(told('en')).toEqual(positionsOf('grant-ar', 'grant-es'));
    expect(told('es')).toEqual(positionsOf('grant-ar', 'grant-en'));
    expect(told('ar')).toEqual(positionsOf('grant-en', 'grant-es'));
    const named = [...shards.values()].map((text) => JSON.parse(text)).filter((shard) => Array.isArray(shard.documents));
    const translationsNamed = Object.assign({}, ...named.map((shard) => shard.translations));
    expect(translationsNamed).toEqual({ 'grant-ar': ['grant-en', 'grant-es'], 'grant-en': ['grant-ar', 'grant-es'], 'grant-es': ['grant-ar', 'grant-en'] });
  });

  it('answers otherwise without the positions it tells translated: the questions above read them', async () => {
    const { manifest, shards } = shardIndex(index, { termShardBytes: 400, passageShardBytes: 200 });
    const { digest: _, ...parsed } = parseManifest(manifest, 'index.json');
    const blind = createShardedEngine(parseManifest(serializeManifest({ ...parsed, translated: {} } as Omit<ShardManifest, 'digest'>), 'index.json'), async (name) => shards.get(name)!);
    const differing: string[] = [];
    for (const lang of ['en', 'es', 'ar']) {
      for (const question of QUESTIONS) {
        const expected = JSON.stringify(single.ask(question, { lang, asOf: '2026-06-01' }));
        if (JSON.stringify(await blind.ask(question, { lang, asOf: '2026-06-01' })) !== expected) differing.push(`${lang}: ${question}`);
      }
    }
    expect(differing.length).toBeGreaterThan(0);
  });

  it('sizes pages of names so the manifest\'s list and a question\'s pages weigh about the same: √(count / needed)', () => {
    expect([namesPerPage(14_310, 8), namesPerPage(100, 8), namesPerPage(1, 8), namesPerPage(64, 1)]).toEqual([43, 4, 1, 8]);
  });

  it('files a term under its first letter for typos and under its folded first letter for accents', () => {
    expect(dictionaryBuckets({ crédito: 2, éxito: 1, '2026': 3, casa: 1, oficina: 4 }, new Set(['oficina']))).toEqual([
      ['c', [['casa', 1], ['crédito', 2]]],
      ['e', [['éxito', 1]]],
      ['é', [['éxito', 1]]],
    ]);
  });
});

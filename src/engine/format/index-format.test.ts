import { describe, expect, it } from 'vitest';
import { buildIndex } from '../build/build-index.ts';
import { canonicalJson } from './canonical-json.ts';
import { DEFAULT_SETTINGS } from './settings.ts';
import { indexDigest, parseIndex, serializeIndex, type CairnIndex } from './index-format.ts';
import { sha256Of } from './sha256.ts';
import { MESSAGES } from '../text/messages.ts';

const doc = (name: string, body: string) => ({ path: `${name}.md`, bytes: new TextEncoder().encode(`---\nid: ${name}\ntitle: ${name} title\nlang: en\n---\n${body}\n`) });
const built = buildIndex([doc('a', 'Some words here.\n\nThe fee is $20 a month.'), doc('b', 'Other words entirely.')], DEFAULT_SETTINGS).index!;
const text = serializeIndex(built);

/** The index as JSON with `change` applied, digest untouched: what a hand edit of index.json gives. */
function edited(change: (index: Record<string, any>) => void): string {
  const data = JSON.parse(text) as Record<string, any>;
  change(data);
  return JSON.stringify(data);
}

/** The same, with the digest recomputed: a shape problem must be found even when the digest agrees. */
function rebuiltWith(change: (index: Record<string, any>) => void): string {
  const data = JSON.parse(text) as Record<string, any>;
  change(data);
  data.digest = indexDigest(data as CairnIndex);
  return JSON.stringify(data);
}

const damaged = (detail: string) => `index.json: is a damaged Cairn index (${detail}); rebuild it with \`npm run build-index\``;
const ALTERED =
  'index.json: was changed after it was built (its content does not match its digest), so it is not answered from; rebuild it with `npm run build-index` and publish the page and its index together, never one without the other';

describe('canonicalJson', () => {
  it('sorts keys at every depth and drops undefined members', () => {
    expect(canonicalJson({ b: 1, a: { d: [3, { z: 1, y: 2 }], c: undefined } })).toBe('{"a":{"d":[3,{"y":2,"z":1}]},"b":1}');
  });
});

describe('indexDigest', () => {
  it('is SHA-256 over the canonical JSON of every field but the digest, and the build writes it', () => {
    const { digest, ...content } = built;
    expect(digest).toMatch(/^sha256:[0-9a-f]{64}$/u);
    expect(indexDigest(content)).toBe(digest);
    expect(indexDigest(built)).toBe(digest);
  });

  it('hashes the UTF-8 of that text, whatever the pieces: over the buffer\'s size, across its end, in every script', () => {
    // One passage longer than the buffer can take (1.2 MB of UTF-8, encoded on its own), then 3,000 passages of mixed scripts and
    // astral characters, two-thirds of a megabyte of pieces and more, so the buffer fills and is hashed mid-index.
    const long = { ...built.passages[0]!, id: 'a#long', body: '租'.repeat(400_000) };
    const many = Array.from({ length: 3000 }, (_, i) => ({ ...built.passages[1]!, id: `b#${i}`, body: `${i} ${'plain, دعم, 租金, 😀 '.repeat(1 + (i % 40))}` }));
    const { digest: _old, ...content } = { ...built, passages: [long, ...built.passages, ...many] };
    expect(indexDigest(content)).toBe(sha256Of(canonicalJson(content)));
    expect(indexDigest({ ...content, passages: many })).toBe(sha256Of(canonicalJson({ ...content, passages: many })));
  });

  it('moves with one character of a passage and with one setting', () => {
    const body = { ...built, passages: built.passages.map((p, i) => (i === 0 ? { ...p, body: `${p.body}.` } : p)) };
    const setting = { ...built, settings: { ...built.settings, maxPassages: 2 } };
    expect(new Set([built.digest, indexDigest(body), indexDigest(setting)]).size).toBe(3);
  });
});

describe('parseIndex', () => {
  it('round-trips a serialised index', () => {
    expect(parseIndex(text, 'index.json')).toEqual(built);
    expect(serializeIndex(parseIndex(text, 'index.json'))).toBe(text);
  });

  it("round-trips the agency's names by language, and leaves them out of an index whose settings have none", () => {
    const named = buildIndex([doc('a', 'Some words here.')], { ...DEFAULT_SETTINGS, agencyNameByLanguage: { es: 'Condado de Harbor' } }).index!;
    expect(parseIndex(serializeIndex(named), 'index.json').settings.agencyNameByLanguage).toEqual({ es: 'Condado de Harbor' });
    expect(text).not.toContain('agencyNameByLanguage');
  });

  it("round-trips the agency's message tables, and leaves them out of an index whose settings have none", () => {
    const en = { ...MESSAGES.en!, sourcesLabel: 'Where this comes from' };
    const spoken = buildIndex([doc('a', 'Some words here.')], { ...DEFAULT_SETTINGS, messages: { en } }).index!;
    expect(parseIndex(serializeIndex(spoken), 'index.json').settings.messages).toEqual({ en });
    expect(text).not.toContain('"messages"');
  });

  it("round-trips the agency's page words, and leaves them out of an index whose settings have none", () => {
    const shown = buildIndex([doc('a', 'Some words here.')], { ...DEFAULT_SETTINGS, pageWords: { es: { send: 'Preguntar' } } }).index!;
    expect(parseIndex(serializeIndex(shown), 'index.json').settings.pageWords).toEqual({ es: { send: 'Preguntar' } });
    expect(text).not.toContain('"pageWords"');
  });

  it('round-trips a close sibling share, and leaves it out of an index whose settings have none', () => {
    const cautious = buildIndex([doc('a', 'Some words here.')], { ...DEFAULT_SETTINGS, closeSibling: 0.8 }).index!;
    expect(parseIndex(serializeIndex(cautious), 'index.json').settings.closeSibling).toBe(0.8);
    expect(text).not.toContain('closeSibling');
  });

  it("writes nothing of a front matter's own keys (a __proto__ among them): they never reach the index", () => {
    const built = buildIndex([{ path: 'p.md', bytes: new TextEncoder().encode('---\nid: p\ntitle: P\nlang: en\n__proto__: kept\nowner: x\n---\nWords here.\n') }], DEFAULT_SETTINGS).index!;
    const written = serializeIndex(built);
    expect(parseIndex(written, 'index.json').documents[0]!.meta).toEqual({});
    expect(written).not.toContain('__proto__');
    expect(written).not.toContain('owner');
  });

  it('reads an index saved with a byte-order mark as the same index', () => {
    expect(parseIndex(`\uFEFF${text}`, 'index.json')).toEqual(built);
  });

  it.each([
    ['not JSON', 'nope', 'index.json: is not a Cairn index (it is not valid JSON); rebuild it with `npm run build-index`'],
    ['another JSON file', '{"name":"x"}', 'index.json: is not a Cairn index (no "format": "cairn-index"); rebuild it with `npm run build-index`'],
    ['another version', '{"format":"cairn-index","version":4}', 'index.json: is index format version 4, and this Cairn reads version 14; rebuild it with `npm run build-index`'],
  ])('rejects %s with the exact message', (_case, input, message) => {
    expect(() => parseIndex(input, 'index.json')).toThrow(message);
  });

  it.each([
    ['a passage edited ("$20" → "$8,500, wire a $50 fee")', (d: Record<string, any>) => (d.passages[1].body = d.passages[1].body.replace('$20', '$8,500, wire a $50 fee'))],
    ['the threshold set to 0 in its settings', (d: Record<string, any>) => (d.settings.threshold = 0)],
    ['a document retitled', (d: Record<string, any>) => (d.documents[0].title = 'Another title')],
    ['a passage removed (and its language count kept true)', (d: Record<string, any>) => { d.passages.pop(); d.languages.en.passages -= 1; }],
  ])('refuses an index with %s as altered, naming the fix', (_case, change) => {
    let thrown: unknown;
    try {
      parseIndex(edited(change), 'index.json');
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toMatchObject({ name: 'IndexFormatError', code: 'altered', message: ALTERED });
  });

  it('calls an index with no digest damaged', () => {
    expect(() => parseIndex(edited((d) => delete d.digest), 'index.json')).toThrow(damaged('digest: Invalid key: Expected "digest" but received undefined'));
  });

  it.each([
    ['non-numeric term counts', (d: Record<string, any>) => (d.passages[0].terms.some = 'many'), 'passages[0].terms.some: Invalid type: Expected number but received "many"'],
    ['a fractional term count', (d: Record<string, any>) => (d.passages[0].terms.some = 1.5), 'passages[0].terms.some: Invalid integer: Received 1.5'],
    ['an empty "languages" object', (d: Record<string, any>) => (d.languages = {}), 'passages[0].lang: "en" has no entry in languages'],
    ['a missing df', (d: Record<string, any>) => delete d.languages.en.df, 'languages.en.df: Invalid key: Expected "df" but received undefined'],
    ['a passage of no document', (d: Record<string, any>) => (d.passages[0].doc = 'ghost'), 'passages[0].doc: "ghost" is not a document of this index'],
    ['topic words out of order', (d: Record<string, any>) => (d.documents[0].topics = ['word', 'bus']), 'documents[0].topics: not a sorted list of distinct terms'],
    ['a topic word twice', (d: Record<string, any>) => (d.documents[0].topics = ['bus', 'bus']), 'documents[0].topics: not a sorted list of distinct terms'],
    ['an empty list of topic words', (d: Record<string, any>) => (d.documents[0].topics = []), 'documents[0].topics: not a sorted list of distinct terms'],
    ['a topic word that is no text', (d: Record<string, any>) => (d.documents[0].topics = [1]), 'documents[0].topics[0]: Invalid type: Expected string but received 1'],
    ['a passage count that disagrees', (d: Record<string, any>) => (d.languages.en.passages = 7), 'languages.en.passages: says 7, and the index holds 3 passages in "en"'],
    ['a df above the passage count', (d: Record<string, any>) => (d.languages.en.df.words = 9), 'languages.en.df.words: 9 passages, more than the 3 counted in "en"'],
    ['no documents', (d: Record<string, any>) => { d.documents = []; d.passages = []; d.languages = {}; }, 'documents: the index holds no document'],
    ['a threshold above 1', (d: Record<string, any>) => (d.settings.threshold = 2), 'settings.threshold: Invalid value: Expected <=1 but received 2'],
    ['a close sibling share of 0', (d: Record<string, any>) => (d.settings.closeSibling = 0), 'settings.closeSibling: Invalid value: Expected >0 but received 0'],
    ['a lexicon pair that is not a pair of its languages', (d: Record<string, any>) => (d.lexicon = { 'en|fr': [['a', 'b']] }), 'lexicon["en|fr"]: not two of the index\'s languages in code-unit order, joined by "|"'],
    ['a lexicon entry of one term', (d: Record<string, any>) => (d.lexicon = { 'en|fr': [['a']] }), 'lexicon["en|fr"][0][1]: Invalid type: Expected string but received undefined'],
    ['a lexicon entry of three terms', (d: Record<string, any>) => (d.lexicon = { 'en|fr': [['a', 'b', 'c']] }), 'lexicon["en|fr"][0][2]: Invalid type: Expected never but received "c"'],
    ['Han forms of a language the index lacks', (d: Record<string, any>) => (d.hanVariants = { fr: { 请: '請' } }), 'hanVariants.fr: not a language of the index'],
    ['Han forms keyed by two characters', (d: Record<string, any>) => (d.hanVariants = { en: { 请求: '請' } }), 'hanVariants.en["请求"]: must be one Han character'],
    ['Han forms keyed by a Latin letter', (d: Record<string, any>) => (d.hanVariants = { en: { a: '請' } }), 'hanVariants.en.a: must be one Han character'],
    ['a Han form read as Latin', (d: Record<string, any>) => (d.hanVariants = { en: { 请: 'x' } }), 'hanVariants: en: "请" is read as something other than Han characters'],
    ['a Han form read as nothing', (d: Record<string, any>) => (d.hanVariants = { en: { 请: '' } }), 'hanVariants: en: "请" is read as something other than Han characters'],
    ['a Han form read as itself', (d: Record<string, any>) => (d.hanVariants = { en: { 发: '发發' } }), 'hanVariants: en: "发" is read as itself'],
    ['Han forms out of order', (d: Record<string, any>) => (d.hanVariants = { en: { 发: '髮發' } }), 'hanVariants: en: "发"\'s forms are not each once, in code-unit order'],
    ['Han forms of no language', (d: Record<string, any>) => (d.hanVariants = {}), 'hanVariants: must not be empty'],
    ['Han forms of a language, none', (d: Record<string, any>) => (d.hanVariants = { en: {} }), 'hanVariants.en: must not be empty'],
    ['a translated path the lexicon does not open', (d: Record<string, any>) => (d.calibration.translations = { 'es>en': d.calibration.languages.en }), 'calibration.translations["es>en"]: not a path the lexicon opens, written "from>to"'],
    ['a language with no calibration', (d: Record<string, any>) => (d.calibration.languages = {}), 'calibration.languages: "en" has no threshold'],
    ['a __proto__ key in the synonyms (found by fuzzing: it loaded, then createEngine threw)', (d: Record<string, any>) => (d.settings.synonyms = JSON.parse('{"__proto__":{"en":1}}')), 'settings.synonyms.__proto__: "__proto__" is not a key Cairn writes there'],
    ['a __proto__ term', (d: Record<string, any>) => (d.passages[0].terms = JSON.parse('{"__proto__":1}')), 'passages[0].terms.__proto__: "__proto__" is not a key Cairn writes there'],
    [
      'a message table without one of its messages',
      (d: Record<string, any>) => {
        const { sourcesLabel: _, ...rest } = MESSAGES.en!;
        d.settings.messages = { ru: rest };
      },
      'settings.messages.ru: has no "sourcesLabel"; every message of Cairn\'s tables is needed',
    ],
    [
      'a message with a placeholder Cairn does not fill (formatMessage would throw while answering)',
      (d: Record<string, any>) => (d.settings.messages = { ru: { ...MESSAGES.en!, statusAnswered: 'Ответ: {titel}.' } }),
      'settings.messages.ru: "statusAnswered" must use {title}, as the English message does',
    ],
    ['an empty message', (d: Record<string, any>) => (d.settings.messages = { ru: { ...MESSAGES.en!, sourcesLabel: ' ' } }), 'settings.messages.ru: "sourcesLabel" is empty'],
    ['a message Cairn does not have', (d: Record<string, any>) => (d.settings.messages = { ru: { ...MESSAGES.en!, errorEmptyQuestion: 'Введите вопрос.' } }), 'settings.messages.ru: "errorEmptyQuestion" is not a message of Cairn\'s tables'],
    ['a page word that is not text', (d: Record<string, any>) => (d.settings.pageWords = { ru: { send: 3 } }), 'settings.pageWords.ru.send: Invalid type: Expected string but received 3'],
    ['a __proto__ page word', (d: Record<string, any>) => (d.settings.pageWords = { ru: JSON.parse('{"__proto__":"x"}') }), 'settings.pageWords.ru.__proto__: "__proto__" is not a key Cairn writes there'],
    ['a term key that needs quoting', (d: Record<string, any>) => (d.passages[0].terms['a b'] = 0), 'passages[0].terms["a b"]: Invalid value: Expected >=1 but received 0'],
  ])('calls an index with %s damaged, naming the first bad field, even when its digest agrees', (_case, change, detail) => {
    expect(() => parseIndex(rebuiltWith(change), 'index.json')).toThrow(damaged(detail));
    expect(() => parseIndex(edited(change), 'index.json')).toThrow(damaged(detail));
  });
});

import { describe, expect, it } from 'vitest';
import { assembleIndex, buildIndex, orderCorpusFiles } from './build-index.ts';
import { prepareCorpusFiles } from './prepare-file.ts';
import { TermTable } from './counted-passage.ts';
import { TITLE_WEIGHT } from './passage-terms.ts';
import { DEFAULT_SETTINGS } from '../format/settings.ts';
import type { SourceFile } from '../format/fingerprint.ts';
import { serializeIndex } from '../format/index-format.ts';
import { formatWarning } from './build-report.ts';
import type { BuildWarning } from './passages.ts';
import { MESSAGES } from '../text/messages.ts';

const encode = (text: string) => new TextEncoder().encode(text);
const file = (path: string, id: string, lang: string, title: string, body: string): SourceFile => ({
  path,
  bytes: encode(`---\nid: ${id}\ntitle: ${title}\nlang: ${lang}\n---\n${body}`),
});

/** Settings whose refusals point to someone in each of the corpus's languages: no warning about the contact. */
const CONTACTED = { ...DEFAULT_SETTINGS, contact: 'Call 311.', contactByLanguage: { es: 'Llame al 311.' } };

/**
 * The warnings a build places in its configuration file, but for the calibration's (too little text to calibrate),
 * which these few-document corpora always draw.
 */
const configWarnings = (built: { warnings: readonly BuildWarning[] }, file = 'cairn.toml') =>
  built.warnings.filter((w) => w.file === file && !w.message.includes('to calibrate its threshold'));

const corpus = [
  file('rent-en.md', 'rent-en', 'en', 'Rent Relief', '\n## Amount\n\nThe grant pays the landlord directly.\n\nApply online with your lease.\n'),
  file('food-en.md', 'food-en', 'en', 'Food Help', '\nThe card pays for groceries.\n\nApply online or by phone.\n'),
  file('rent-es.md', 'rent-es', 'es', 'Ayuda con la renta', '\nLa ayuda paga al propietario.\n'),
];

describe('buildIndex', () => {
  const { index, errors, warnings } = buildIndex(corpus, DEFAULT_SETTINGS);

  it('builds without errors and orders documents by id and passages by document order', () => {
    expect(errors).toEqual([]);
    expect(index!.documents.map((d) => d.id)).toEqual(['food-en', 'rent-en', 'rent-es']);
    expect(index!.passages.map((p) => p.id)).toEqual(['food-en#1', 'food-en#2', 'rent-en#1', 'rent-en#2', 'rent-es#1']);
  });

  it('hands back plain records, as parsing the index text gives them, with nothing of the build\'s tables', () => {
    for (const passage of index!.passages) expect([Object.getPrototypeOf(passage), Object.keys(passage)]).toEqual([Object.prototype, ['body', 'doc', 'heading', 'id', 'lang', 'terms']]);
    expect(JSON.parse(serializeIndex(index!))).toEqual(index);
  });

  it('builds a corpus whose first document has no passage', () => {
    // The first document by id: front matter and a heading, no paragraph.
    const built = buildIndex([file('aaa.md', 'aaa', 'en', 'Empty', '\n## Nothing here\n'), ...corpus], DEFAULT_SETTINGS);
    expect(built.errors).toEqual([]);
    expect(built.index!.documents[0]!.id).toBe('aaa');
    expect(built.index!.passages.map((p) => p.id)).toEqual(index!.passages.map((p) => p.id));
  });

  it('counts the title terms into every passage at the title weight, and heading terms once', () => {
    const passage = index!.passages.find((p) => p.id === 'rent-en#1')!;
    expect(TITLE_WEIGHT).toBe(5);
    expect(passage.terms).toEqual({ amoun: 1, direc: 1, grant: 1, landl: 1, pays: 1, relie: 5, rent: 5, the: 2 });
    // rent-en#2 is in the "Amount" section too: its heading counts there once as well.
    expect(index!.passages.find((p) => p.id === 'rent-en#2')!.terms).toEqual({ amoun: 1, apply: 1, lease: 1, onlin: 1, relie: 5, rent: 5, with: 1, your: 1 });
  });

  it("records a document's topic words: the terms more than half of its passages hold, beyond its title's", () => {
    const topics = (paragraphs: string[]) => buildIndex([file('bus-en.md', 'bus-en', 'en', 'Bus Pass', `\n${paragraphs.join('\n\n')}\n`)], DEFAULT_SETTINGS).index!.documents[0]!.topics;
    // Two of three is more than half; "pass", the title's, is in every one and left out.
    expect(topics(['Ferry rides cost nothing with the pass.', 'Ferry tickets are sold aboard.', 'Buses run hourly.'])).toEqual(['ferry']);
    // Two of four is not.
    expect(topics(['Ferry rides cost nothing.', 'Ferry tickets are sold aboard.', 'Buses run hourly.', 'Trams run daily.'])).toBeUndefined();
    // Of two passages, the words both hold are most of what the document says: none are its topic (no key).
    expect(topics(['Ferry rides cost nothing.', 'Ferry tickets are sold aboard.'])).toBeUndefined();
    expect(Object.keys(index!.documents.find((d) => d.id === 'rent-en')!)).not.toContain('topics');
  });

  it('computes document frequency within each language, never across languages', () => {
    expect(index!.languages.en!.passages).toBe(4);
    expect(index!.languages.en!.df.pays).toBe(2);
    expect(index!.languages.es!.passages).toBe(1);
    expect(index!.languages.es!.df).toEqual({ ayuda: 1, con: 1, paga: 1, propi: 1, renta: 1 });
  });

  it('suppresses terms in more than half of a language\'s passages', () => {
    // "the" is in food-en#1, rent-en#1 (x2) — 2 of 4 is not more than half; "apply"/"onlin" are in 2 of 4.
    expect(index!.languages.en!.suppressed).toEqual([]);
    const more = buildIndex([...corpus, file('x-en.md', 'x-en', 'en', 'Extra', '\nThe office opens at nine.\n')], DEFAULT_SETTINGS);
    expect(more.index!.languages.en!.suppressed).toEqual(['the']);
  });

  it('counts a title once per document in document frequency, not once per passage', () => {
    // "rent" and "relie" are in rent-en's title only: one document, so df 1 though both of its passages hold them.
    expect([index!.languages.en!.df.rent, index!.languages.en!.df.relie]).toEqual([1, 1]);
  });

  it('keeps the title words of a document that holds most of its language\'s passages', () => {
    const levy = Array.from({ length: 6 }, (_, n) => `Paragraph ${n + 1} says when the payment ${['is due', 'is late', 'is waived', 'is refunded', 'is split', 'is posted'][n]}.`);
    const two = [
      file('levy-en.md', 'levy-en', 'en', 'Lemur Levy', `\n${levy.join('\n\n')}\n\nThe lemur levy is 40 dollars a year.\n`),
      file('dogs-en.md', 'dogs-en', 'en', 'Dog Licence', '\nA dog licence costs 10 dollars.\n\nRenew it every spring.\n'),
    ];
    const built = buildIndex(two, DEFAULT_SETTINGS).index!;
    // 7 of 9 English passages are the levy's: counted per passage, "lemur" and "levy" would be over the ceiling.
    expect(built.languages.en!.suppressed).not.toContain('lemur');
    expect(built.languages.en!.suppressed).not.toContain('levy');
    expect([built.languages.en!.df.lemur, built.languages.en!.df.levy]).toEqual([2, 2]);
  });

  it('counts a family of versions as one document: a term in c of its passages ⌈c / k⌉ times, its n passages ⌈n / k⌉', () => {
    const dated = (id: string, front: string, body: string): SourceFile => ({
      path: `${id}.md`,
      bytes: encode(`---\nid: ${id}\ntitle: Heat Credit\nlang: en\n${front}---\n${body}`),
    });
    const versions = buildIndex(
      [
        dated('heat-2025', 'effective_from: 2025-01-01\n', '\nThe credit pays 100 dollars.\n\nApply by mail.\n\nBring a utility bill.\n'),
        dated('heat-2026', 'effective_from: 2026-01-01\nsupersedes: heat-2025\n', '\nThe credit pays 120 dollars.\n\nApply by mail or online.\n'),
        file('dogs-en.md', 'dogs-en', 'en', 'Dog Licence', '\nA dog licence costs 10 dollars.\n'),
      ],
      DEFAULT_SETTINGS,
    ).index!;
    const { df, passages } = versions.languages.en!;
    // The family: 5 passages in 2 versions count ⌈5 / 2⌉ = 3, the licence's 1: 4 in all.
    expect(passages).toBe(4);
    // Held by passages of the family, then ⌈c / 2⌉: "mail" 2 → 1; "dollars" 2 → 1, and the licence's 1; "bill" 1 → 1;
    // "credit", a title word, only in each version's first passage (title and body there), 2 → 1.
    expect([df.mail, df.dolla, df.bill, df.credi]).toEqual([1, 2, 1, 1]);
  });

  it('rejects synonyms for a language no document is written in, naming the key', () => {
    const built = buildIndex(corpus, { ...CONTACTED, synonyms: { fr: [['prix', 'coût']] } });
    expect(built.index).toBeUndefined();
    expect(built.errors.map((e) => e.message)).toEqual([
      'cairn.toml: "synonyms.fr" names a language no document is written in (the corpus has en, es); remove it, or add documents in "fr"',
    ]);
  });

  it('warns about a synonym group that can change no question, naming the line of its language in cairn.toml', () => {
    const text = '[agency]\nname = "Town"\n\n[synonyms]\nen = [\n  ["landlord", "owner"],\n  ["puppy", "dog"],\n  ["grants", "card"],\n  ["landlords", "landlord"],\n]\n';
    const synonyms = { en: [['landlord', 'owner'], ['puppy', 'dog'], ['grants', 'card'], ['landlords', 'landlord']] };
    const built = buildIndex(corpus, { ...CONTACTED, synonyms }, { config: { file: 'docs/cairn.toml', text } });
    expect(built.errors).toEqual([]);
    expect(configWarnings(built, 'docs/cairn.toml').map(formatWarning)).toEqual([
      'docs/cairn.toml:5: warning: "synonyms.en" group 2 (puppy, dog): no document uses any of its words as a word that counts, so it changes no question; ' +
        'add the word the documents use, in the form they use it (a plural can be another word)',
      'docs/cairn.toml:5: warning: "synonyms.en" group 3 (grants, card): the "en" documents use every one of its words (as written: "grant" in rent-en.md, "card" in food-en.md), and a word the documents use is read as itself, ' +
        'so it changes no question; a group joins a word residents type that the documents do not use to one they do',
      // The documents never write "landlords": they use it as Cairn reads it, and the warning says how, and where each
      // word is written (a word the operator did not think the documents use, as an operator trial's "pound" as a weight).
      'docs/cairn.toml:5: warning: "synonyms.en" group 4 (landlords, landlord): the "en" documents use every one of its words as Cairn reads words ' +
        '("landlords" and "landlord" are one word to it, "landl"; as written: "landlord" in rent-en.md), and a word the documents use is read as itself, ' +
        'so it changes no question; a group joins a word residents type that the documents do not use to one they do',
    ]);
  });

  it('names where each word of such a group is written: in a heading or a title too, in its own language\'s documents only', () => {
    const text = '[synonyms]\nen = [["shelter", "pound"]]\n';
    const documents = [
      // First in order, but Spanish: an English group's word is not looked for here.
      file('a-es.md', 'a-es', 'es', 'Perros', '\nEl Shelter de Harbor pesa cada pound.\n'),
      file('b-en.md', 'b-en', 'en', 'Animal Shelter', '\nOpen on weekdays.\n'),
      file('c-en.md', 'c-en', 'en', 'Cremation', '\n## Weight in pounds\n\nWe weigh each pet.\n'),
      file('d-en.md', 'd-en', 'en', 'Licences', '\nA licence costs 10 dollars.\n'),
    ];
    const settings = { ...CONTACTED, contactByLanguage: { es: 'Llame al 311.' }, synonyms: { en: [['shelter', 'pound']] } };
    expect(configWarnings(buildIndex(documents, settings, { config: { file: 'cairn.toml', text } })).map((w) => w.message)).toEqual([
      '"synonyms.en" group 1 (shelter, pound): the "en" documents use every one of its words (as written: "Shelter" in b-en.md, "pounds" in c-en.md), ' +
        'and a word the documents use is read as itself, so it changes no question; a group joins a word residents type that the documents do not use to one they do',
    ]);
  });

  it('names a word of a script written without spaces as the word Cairn reads, not the clause around it', () => {
    const text = '[synonyms]\nzh = [["存入", "超市"]]\n';
    const documents = [
      file('a-zh.md', 'a-zh', 'zh', '食品卡', '\n补助款会在每月第一个工作日存入县政府发放的食品卡。\n'),
      file('b-zh.md', 'b-zh', 'zh', '商店', '\n境内任何参与该计划的超市都可以使用。\n'),
      file('c-zh.md', 'c-zh', 'zh', '住房', '\n住房补助帮助租户支付房租。\n'),
    ];
    const settings = { ...CONTACTED, contactByLanguage: {}, contact: '请致电 311。', synonyms: { zh: [['存入', '超市']] } };
    const warnings = configWarnings(buildIndex(documents, settings, { config: { file: 'cairn.toml', text } })).map((w) => w.message);
    expect(warnings.filter((w) => w.startsWith('"synonyms.zh"')).map((w) => /\(as written: [^)]*\)/u.exec(w)?.[0])).toEqual(['(as written: "存入" in a-zh.md, "超市" in b-zh.md)']);
  });

  it('takes a group whose word only another language\'s documents use as carrying questions there, unless they never cross', () => {
    // "arrendador" with the English pages' "landlord": a Spanish question about an English-only page.
    const text = '[synonyms]\nes = [["arrendador", "landlord"]]\n';
    const synonyms = { es: [['arrendador', 'landlord']] };
    expect(configWarnings(buildIndex(corpus, { ...CONTACTED, synonyms }, { config: { file: 'cairn.toml', text } }))).toEqual([]);
    const closed = buildIndex(corpus, { ...CONTACTED, synonyms, crossLanguageFallback: false }, { config: { file: 'cairn.toml', text } });
    expect(configWarnings(closed).map(formatWarning)).toEqual([
      'cairn.toml:2: warning: "synonyms.es" group 1 (arrendador, landlord): no "es" document uses any of its words as a word that counts, and ' +
        'language.cross_language_fallback is off, so the "en" documents that do are never searched for a question in "es": it changes no question; ' +
        'turn the fallback on, or add the word the "es" documents use',
    ]);
    // A word the other language's documents use only too often to score carries nothing: no document "uses" it.
    const everywhere = [
      file('a.md', 'a', 'en', 'Rent', '\nVisit the office for rent help.\n\nThe office is on Main Street.\n'),
      file('b.md', 'b', 'en', 'Food', '\nThe office pays for food.\n'),
      file('c.md', 'c', 'es', 'Comida', '\nLa tarjeta paga la comida.\n\nSe usa en tiendas.\n'),
    ];
    const common = buildIndex(everywhere, { ...CONTACTED, synonyms: { es: [['despacho', 'office']] } }, { config: { file: 'cairn.toml', text: '[synonyms]\nes = [["despacho", "office"]]\n' } });
    expect(common.index!.languages.en!.suppressed).toContain('offic');
    expect(configWarnings(common).map(formatWarning)).toEqual([
      'cairn.toml:2: warning: "synonyms.es" group 1 (despacho, office): no document uses any of its words as a word that counts, so it changes no question; ' +
        'add the word the documents use, in the form they use it (a plural can be another word)',
    ]);
  });

  it('warns about a group whose only word the documents use is too common to score, and finds a tag written in capitals', () => {
    const files = [
      file('a.md', 'a', 'en', 'Rent', '\nVisit the office for rent help.\n\nThe office is on Main Street.\n'),
      file('b.md', 'b', 'en', 'Food', '\nThe office pays for food.\n'),
    ];
    const text = '[synonyms]\n# capitals, as an operator may write them\nEN = [["office", "bureau"]]\n';
    const built = buildIndex(files, { ...CONTACTED, synonyms: { en: [['office', 'bureau']] } }, { config: { file: 'cairn.toml', text } });
    expect(built.index!.languages.en!.suppressed).toContain('offic');
    expect(configWarnings(built).map(formatWarning)).toEqual([
      'cairn.toml:3: warning: "synonyms.en" group 1 (office, bureau): the documents use "office" in more than half of their "en" passages, too often for it to count, ' +
        'and none of its other words, so it changes no question; add a word the documents use less often, in the form they use it',
    ]);
  });

  it('offers the languages [page] languages names, stored as given, and nothing when it is left out', () => {
    expect(buildIndex(corpus, { ...CONTACTED, pageLanguages: ['es', 'en'] }).index!.settings.pageLanguages).toEqual(['es', 'en']);
    // Arabic has no document here, but Cairn speaks it: a page may offer it, and an English page around English quotes.
    expect(buildIndex(corpus, { ...CONTACTED, pageLanguages: ['en', 'ar'] }).errors).toEqual([]);
    expect(Object.hasOwn(buildIndex(corpus, DEFAULT_SETTINGS).index!.settings, 'pageLanguages')).toBe(false);
  });

  it('rejects [page] languages naming a language the page cannot speak, or leaving out the default, naming the line', () => {
    const text = '[page]\nlanguages = ["en", "fr", "es-MX"]\n';
    const unspeakable = buildIndex(corpus, { ...CONTACTED, pageLanguages: ['en', 'fr', 'es-MX'] }, { config: { file: 'docs/cairn.toml', text } });
    expect(unspeakable.index).toBeUndefined();
    expect(unspeakable.errors.map((e) => e.message)).toEqual([
      'docs/cairn.toml:2: "page.languages" names "fr", which the page cannot speak: no document is written in it and Cairn has no messages in it (the page speaks ar, en, es); remove it, or add documents in it',
      // The selector offers "es" (the documents' tag, and Cairn's Spanish): "es-MX" would offer nothing.
      'docs/cairn.toml:2: "page.languages" names "es-MX", which is not one of the page\'s languages as its documents and Cairn\'s messages tag them (ar, en, es); did you mean "es"?',
    ]);
    const withoutDefault = buildIndex(corpus, { ...CONTACTED, pageLanguages: ['es'] });
    expect(withoutDefault.errors.map((e) => e.message)).toEqual([
      'cairn.toml: "page.languages" leaves out "language.default" ("en"), the language a page opens in when the resident\'s browser asks for none it offers; add it to the list',
    ]);
  });

  it('warns of a contact or a name in a language no answer is ever given in, naming its line', () => {
    // Vietnamese questions on a corpus in English and Spanish are read as English: a Vietnamese contact is never shown.
    const text = '[agency]\nname = "Parks"\nname_by_language = { es = "Parques", vi = "Công viên" }\n\n[refusal]\ncontact = "Call 311."\n\n[refusal.contact_by_language]\nes = "Llame al 311."\nvi = "Gọi 311."\nar = "اتصل بالرقم 311."\n';
    const settings = { ...CONTACTED, agencyNameByLanguage: { es: 'Parques', vi: 'Công viên' }, contactByLanguage: { es: 'Llame al 311.', vi: 'Gọi 311.', ar: 'اتصل بالرقم 311.' } };
    const built = buildIndex(corpus, settings, { config: { file: 'cairn.toml', text } });
    expect(built.errors).toEqual([]);
    // Arabic is one Cairn speaks (its messages): on the page in Arabic, an Arabic question is refused in Arabic, with its contact.
    expect(configWarnings(built).map(formatWarning)).toEqual([
      'cairn.toml:3: warning: "agency.name_by_language" gives "vi", a language no document is written in and Cairn has no messages in, so no answer is given in it and it is never shown; remove it, or add documents in "vi"',
      'cairn.toml:10: warning: "refusal.contact_by_language" gives "vi", a language no document is written in and Cairn has no messages in, so no answer is given in it and it is never shown; remove it, or add documents in "vi"',
    ]);
  });

  it('warns of a hint in a language the page does not offer, naming its line', () => {
    const text = '[page]\nlanguages = ["en", "es"]\n\n[page.hint_by_language]\nes = "Pregunte."\nFR = "Posez une question."\n';
    const built = buildIndex(corpus, { ...CONTACTED, pageLanguages: ['en', 'es'], hintByLanguage: { es: 'Pregunte.', fr: 'Posez une question.' } }, { config: { file: 'cairn.toml', text } });
    expect(built.errors).toEqual([]);
    expect(configWarnings(built).map(formatWarning)).toEqual([
      'cairn.toml:6: warning: "page.hint_by_language" gives a hint in "fr", a language the page does not offer (en, es), so it is never shown; remove it, or add it to page.languages',
    ]);
    // Without page.languages the page offers Arabic too (Cairn's messages): an Arabic hint is shown there.
    expect(configWarnings(buildIndex(corpus, { ...CONTACTED, hintByLanguage: { ar: 'اسأل.' } }))).toEqual([]);
  });

  it('warns when refusals point to no one, and names each corpus language the contact is not given in, at its line', () => {
    const contactOf = (built: ReturnType<typeof buildIndex>) => built.warnings.filter((w) => w.message.includes('"refusal.contact')).map(formatWarning);
    const notSet =
      'warning: "refusal.contact" is not set: every refusal and related answer tells residents only to contact the agency that published the documents, with no office or number to ask; give the office or number they can ask ([refusal] contact = "…", and contact_by_language for each language)';
    expect(contactOf(buildIndex(corpus, DEFAULT_SETTINGS))).toEqual([`cairn.toml: ${notSet}`]);
    // The contact set, in the default language: each other corpus language is named, at the contact's line.
    const text = '[language]\ndefault = "en"\n\n[refusal]\ncontact = "Call 311."\n';
    expect(contactOf(buildIndex(corpus, { ...DEFAULT_SETTINGS, contact: 'Call 311.' }, { config: { file: 'docs/cairn.toml', text } }))).toEqual([
      'docs/cairn.toml:5: warning: "refusal.contact_by_language" has no "es": residents asking in "es" are given "refusal.contact" as it is written; add es = "…" in their language',
    ]);
    // Given by its primary language (es-MX answers a Spanish question), or only in the default's: nothing to say.
    expect(contactOf(buildIndex(corpus, { ...DEFAULT_SETTINGS, contact: 'Call 311.', contactByLanguage: { 'es-MX': 'Llame al 311.' } }))).toEqual([]);
    expect(contactOf(buildIndex(corpus.slice(0, 2), { ...DEFAULT_SETTINGS, contact: 'Call 311.' }))).toEqual([]);
    // Only by language, with the default language's left out: its residents get the generic line, said as such, at the
    // table's line.
    const byLanguage = '[refusal.contact_by_language]\nes = "Llame al 311."\n';
    expect(contactOf(buildIndex(corpus, { ...DEFAULT_SETTINGS, contactByLanguage: { es: 'Llame al 311.' } }, { config: { file: 'cairn.toml', text: byLanguage } }))).toEqual([
      'cairn.toml:1: warning: "refusal.contact_by_language" has no "en", and "refusal.contact" is not set: residents asking in "en" are told only to contact the agency that published the documents, with no office or number to ask; add en = "…" in their language',
    ]);
    expect(contactOf(buildIndex(corpus, { ...DEFAULT_SETTINGS, contactByLanguage: { en: 'Call 311.', es: 'Llame al 311.' } }))).toEqual([]);
    // A language Cairn has no sentence of its own in is told so: its residents get the English one.
    const vietnamese = [...corpus, file('rent-vi.md', 'rent-vi', 'vi', 'Trợ cấp thuê nhà', '\nKhoản trợ cấp trả cho chủ nhà.\n')];
    expect(contactOf(buildIndex(vietnamese, { ...DEFAULT_SETTINGS, contactByLanguage: { en: 'Call 311.' } }))).toEqual([
      'cairn.toml: warning: "refusal.contact_by_language" has no "es", and "refusal.contact" is not set: residents asking in "es" are told only to contact the agency that published the documents, with no office or number to ask; add es = "…" in their language',
      'cairn.toml: warning: "refusal.contact_by_language" has no "vi", and "refusal.contact" is not set: residents asking in "vi" are told only to contact the agency that published the documents, in English, with no office or number to ask; add vi = "…" in their language',
    ]);
  });

  it("stores the page's words under a language the page speaks, and names one it cannot or does not offer", () => {
    const words = { send: 'Enviar' };
    expect(buildIndex(corpus, { ...CONTACTED, pageWords: { es: words } }).index!.settings.pageWords).toEqual({ es: { send: 'Enviar' } });
    expect(Object.hasOwn(buildIndex(corpus, DEFAULT_SETTINGS).index!.settings, 'pageWords')).toBe(false);
    const text = '[page]\nlanguages = ["en"]\n\n[page_words.ar]\nsend = "إرسال"\n\n[page_words.ru]\nsend = "Отправить"\n';
    const built = buildIndex(corpus, { ...CONTACTED, pageLanguages: ['en'], pageWords: { ar: { send: 'إرسال' }, ru: { send: 'Отправить' } } }, { config: { file: 'cairn.toml', text } });
    expect(built.index).toBeUndefined();
    expect(built.errors.map((e) => e.message)).toEqual([
      'cairn.toml:7: "page_words.ru" names a language the page cannot speak (it speaks ar, en, es: its documents\' languages and Cairn\'s own); give the table under one of those tags, or add documents in "ru"',
    ]);
    expect(configWarnings(built).map(formatWarning)).toEqual([
      'cairn.toml:4: warning: "page_words.ar" gives the page\'s words in "ar", a language the page does not offer (en), so they are never shown; remove them, or add "ar" to page.languages',
    ]);
  });

  it("names a regional tag for the page's words as the language the page speaks, and passes those a page offers", () => {
    const regional = buildIndex(corpus, { ...CONTACTED, pageWords: { 'es-MX': { send: 'Enviar' } } });
    expect(regional.errors.map((e) => e.message)).toEqual([
      'cairn.toml: "page_words.es-MX" names a language the page cannot speak (it speaks ar, en, es: its documents\' languages and Cairn\'s own); did you mean "es"?',
    ]);
    // Offered as "es-MX", the page picks the "es" table; English is what every language without words of its own shows.
    const offered = buildIndex(corpus, { ...CONTACTED, pageLanguages: ['en', 'es-MX'], pageWords: { es: { send: 'Preguntar' }, en: { send: 'Ask' } } });
    expect(configWarnings(offered)).toEqual([]);
  });

  it("warns of the page's words in a language Cairn's sentences to residents have no table in", () => {
    const withRussian = [...corpus, file('r.md', 'r', 'ru', 'Еда', '\nОфис оплачивает еду.\n')];
    const text = '[page_words.ru]\nsend = "Отправить"\n';
    const settings = { ...CONTACTED, contactByLanguage: { ...CONTACTED.contactByLanguage, ru: 'Позвоните 311.' } };
    const built = buildIndex(withRussian, { ...settings, pageWords: { ru: { send: 'Отправить' } } }, { config: { file: 'cairn.toml', text } });
    expect(configWarnings(built).map(formatWarning)).toEqual([
      'cairn.toml:1: warning: "page_words.ru" shows the page in "ru", but Cairn\'s sentences to residents (refusals, statuses, notices) have no "ru" table, so they stay in English; add [messages.ru] (docs/messages-en.toml)',
    ]);
    const spoken = buildIndex(withRussian, { ...settings, pageWords: { ru: { send: 'Отправить' } }, messages: { ru: { ...MESSAGES.en! } } });
    expect(configWarnings(spoken)).toEqual([]);
  });

  it("warns of the page's words that leave out the offer of the page in their language (Cairn's English fills it, never offered)", () => {
    const withRussian = [...corpus, file('r.md', 'r', 'ru', 'Еда', '\nОфис оплачивает еду.\n')];
    const text = '[page_words.ru]\nsend = "Отправить"\n';
    const settings = { ...CONTACTED, contactByLanguage: { ...CONTACTED.contactByLanguage, ru: 'Позвоните 311.' }, messages: { ru: { ...MESSAGES.en! } } };
    const filled = buildIndex(withRussian, { ...settings, pageWords: { ru: { send: 'Отправить', showPageIn: 'Show this page in English' } } }, { config: { file: 'cairn.toml', text } });
    expect(configWarnings(filled).map(formatWarning)).toEqual([
      'cairn.toml:1: warning: "page_words.ru" gives no "show_page_in", so a question asked in "ru" on the page in another language is not offered the page in "ru"; add show_page_in = "…" ("Show this page in English", in "ru")',
    ]);
    const own = buildIndex(withRussian, { ...settings, pageWords: { ru: { send: 'Отправить', showPageIn: 'Показать эту страницу на русском' } } }, { config: { file: 'cairn.toml', text } });
    expect(configWarnings(own)).toEqual([]);
    // An agency's English table says it in English, and a Spanish one without it is offered in Cairn's Spanish.
    const english = buildIndex(corpus, { ...CONTACTED, pageWords: { en: { send: 'Ask', showPageIn: 'Show this page in English' }, es: { send: 'Preguntar', showPageIn: 'Show this page in English' } } });
    expect(configWarnings(english)).toEqual([]);
    // Said beside the warning of the table's missing messages, not only once they are given.
    const bare = buildIndex(withRussian, { ...settings, messages: {}, pageWords: { ru: { send: 'Отправить', showPageIn: 'Show this page in English' } } }, { config: { file: 'cairn.toml', text } });
    expect(configWarnings(bare).map((w) => /"show_page_in"|\[messages\.ru\]/u.exec(w.message)?.[0])).toEqual(['[messages.ru]', '"show_page_in"']);
  });

  it('warns of a language page.languages offers that the page has no words for, naming the tables it lacks', () => {
    const withRussian = [...corpus, file('r.md', 'r', 'ru', 'Еда', '\nОфис оплачивает еду.\n')];
    const text = '[page]\nlanguages = ["en", "ru"]\n';
    const settings = { ...CONTACTED, contactByLanguage: { ...CONTACTED.contactByLanguage, ru: 'Позвоните 311.' }, pageLanguages: ['en', 'ru'] };
    const warned = (extra: object) =>
      buildIndex(withRussian, { ...settings, ...extra }, { config: { file: 'cairn.toml', text } }).warnings.filter((w) => w.message.includes('words, so they stay in English when it is chosen')).map(formatWarning);
    expect(warned({})).toEqual([
      'cairn.toml:2: warning: "page.languages" offers "ru", but the page\'s buttons and labels and Cairn\'s sentences to residents (refusals, statuses, notices) have no "ru" words, so they stay in English when it is chosen; add [page_words.ru] (docs/page-words-en.toml) and [messages.ru] (docs/messages-en.toml)',
    ]);
    expect(warned({ messages: { ru: { ...MESSAGES.en! } } })).toEqual([
      'cairn.toml:2: warning: "page.languages" offers "ru", but the page\'s buttons and labels have no "ru" words, so they stay in English when it is chosen; add [page_words.ru] (docs/page-words-en.toml)',
    ]);
    // Words without messages: the page_words warning says so, not this one.
    expect(warned({ pageWords: { ru: { send: 'Отправить' } } })).toEqual([]);
    expect(warned({ pageWords: { ru: { send: 'Отправить' } }, messages: { ru: { ...MESSAGES.en! } } })).toEqual([]);
    // Languages Cairn has words in are not warned of.
    expect(warned({ pageLanguages: ['en', 'es', 'ar'] })).toEqual([]);
    // A page that lists none offers every language it can speak, the documents' among them.
    const unlisted = buildIndex(withRussian, { ...settings, pageLanguages: undefined }, { config: { file: 'cairn.toml', text: '[page]\nhint = "Ask."\n' } });
    expect(unlisted.warnings.filter((w) => w.message.includes('no "ru" words')).map(formatWarning)).toEqual([
      'cairn.toml:1: warning: the page offers "ru", a language of the documents ("page.languages" is not set), but the page\'s buttons and labels and Cairn\'s sentences to residents (refusals, statuses, notices) have no "ru" words, so they stay in English when it is chosen; add [page_words.ru] (docs/page-words-en.toml) and [messages.ru] (docs/messages-en.toml), or list the languages to offer in "page.languages"',
    ]);
  });

  it('takes a regional default language as offered by its language, as the page opens in it', () => {
    expect(buildIndex(corpus, { ...CONTACTED, defaultLanguage: 'en-US', pageLanguages: ['en', 'es'] }).errors).toEqual([]);
  });

  it('names the line of a synonym language no document is written in, when told the config text', () => {
    const built = buildIndex(corpus, { ...CONTACTED, synonyms: { fr: [['prix', 'coût']] } }, { config: { file: 'docs/cairn.toml', text: '# prices\n[synonyms]\nfr = [["prix", "coût"]]\n' } });
    expect(built.errors.map((e) => e.message)).toEqual([
      'docs/cairn.toml:3: "synonyms.fr" names a language no document is written in (the corpus has en, es); remove it, or add documents in "fr"',
    ]);
  });

  it('keeps every term of a single-passage language rather than suppressing all of them, and warns', () => {
    expect(index!.languages.es!.suppressed).toEqual([]);
    expect(warnings).toContainEqual(
      { file: 'rent-es.md', message: 'language "es" has a single passage; its words cannot be weighed against others, so retrieval in it is crude' },
    );
  });

  it('falls back to the stated default threshold, and warns, where a language has too little text to calibrate', () => {
    expect(index!.calibration.languages.es).toEqual({
      threshold: 0.123, source: 'default', documents: 1, windows: 1, otherDocumentRate: null, ownDocumentRate: null, quantiles: null,
    });
    // Placed in the configuration, where the threshold that would decide is written: a language is not one file.
    expect(warnings).toContainEqual({
      file: 'cairn.toml',
      message: 'language "es" has too little text to calibrate its threshold: 1 document and 1 question-sized piece of text, where it needs 3 and 40, so it uses the default 0.123; add documents, or set retrieval.threshold_by_language',
    });
    const text = '[agency]\nname = "Town"\n\n[retrieval]\nfalse_answer_rate = 0.05\n';
    const placed = buildIndex(corpus, DEFAULT_SETTINGS, { config: { file: 'docs/cairn.toml', text } });
    expect(placed.warnings.filter((w) => w.message.includes('to calibrate its threshold')).map(formatWarning)).toEqual([
      'docs/cairn.toml:4: warning: language "en" has too little text to calibrate its threshold: 2 documents and 4 question-sized pieces of text, where it needs 3 and 40, so it uses the default 0.123; add documents, or set retrieval.threshold_by_language',
      'docs/cairn.toml:4: warning: language "es" has too little text to calibrate its threshold: 1 document and 1 question-sized piece of text, where it needs 3 and 40, so it uses the default 0.123; add documents, or set retrieval.threshold_by_language',
    ]);
  });

  it("suggests the language's own tag for a regional one beside it that has too little text, and not for one alone", () => {
    const regional = buildIndex([...corpus, file('rent-gb.md', 'rent-gb', 'en-GB', 'Rent Relief', 'The grant pays the landlord.')], DEFAULT_SETTINGS);
    expect(regional.warnings.filter((w) => w.message.startsWith('language "en-GB" has too little')).map((w) => w.message)).toEqual([
      'language "en-GB" has too little text to calibrate its threshold: 1 document and 1 question-sized piece of text, where it needs 3 and 40, so it uses the default 0.123; add documents, or set retrieval.threshold_by_language, or tag its documents "en" if they are written for the same readers as the "en" ones',
    ]);
    const alone = buildIndex([file('rent-mx.md', 'rent-mx', 'es-MX', 'Renta', 'El subsidio paga al propietario.')], DEFAULT_SETTINGS);
    expect(alone.warnings.filter((w) => w.message.startsWith('language "es-MX" has too little')).map((w) => w.message)).toEqual([
      'language "es-MX" has too little text to calibrate its threshold: 1 document and 1 question-sized piece of text, where it needs 3 and 40, so it uses the default 0.123; add documents, or set retrieval.threshold_by_language',
    ]);
  });

  it('does not warn about calibration where the operator set the threshold', () => {
    const configured = buildIndex(corpus, { ...CONTACTED, threshold: 0.2 });
    expect(configured.warnings.filter((w) => w.message.includes('calibrate'))).toEqual([]);
  });

  it('gives the same bytes whatever order the files arrive in', () => {
    const reversed = buildIndex([...corpus].reverse(), DEFAULT_SETTINGS);
    expect(serializeIndex(reversed.index!)).toBe(serializeIndex(index!));
  });

  it('embeds the answering settings', () => {
    expect(index!.settings).toEqual(DEFAULT_SETTINGS);
  });
});

describe("the front matter's own keys, and drafts", () => {
  const withFront = (path: string, id: string, front: string, body = 'A library card is free.') => ({ path, bytes: encode(`---\nid: ${id}\ntitle: Card ${id}\nlang: en\n${front}---\n${body}\n`) });

  it('names a key one edit from one Cairn reads in each file, with the key meant; any other once, with how many files have it', () => {
    const built = buildIndex(
      [
        withFront('a.md', 'a', 'owner: Jane\ntitel: Card\nTranslation-Key: card\nuid: 7\n'),
        withFront('b.md', 'b', 'owner: Bob\nsource: old site\n'),
        withFront('c.md', 'c', 'owner: Ann\n'),
        ...corpus,
      ],
      DEFAULT_SETTINGS,
    );
    expect(built.errors).toEqual([]);
    expect(built.warnings.filter((w) => w.message.startsWith('front matter')).map(formatWarning)).toEqual([
      'a.md:6: warning: front matter "titel" is not a key Cairn reads, so it does nothing and is left out of the index; did you mean "title"?',
      'a.md:7: warning: front matter "Translation-Key" is not a key Cairn reads, so it does nothing and is left out of the index; did you mean "translation_key"?',
      'a.md:5: warning: front matter "owner" is not a key Cairn reads (here and in 2 more files): it is left out of the index, which is public',
      'b.md:6: warning: front matter "source" is not a key Cairn reads: it is left out of the index, which is public',
      // Three letters are too few to guess from: "uid" is not taken for "id".
      'a.md:8: warning: front matter "uid" is not a key Cairn reads: it is left out of the index, which is public',
    ]);
    expect(built.index!.documents.find((d) => d.id === 'a')).toMatchObject({ meta: {} });
    expect(serializeIndex(built.index!)).not.toMatch(/Jane|owner|old site/u);
  });

  it.each([
    ['efective_from: 2027-01-15', 'a.md:5: front matter "efective_from" is not a key Cairn reads; write "effective_from": as written it does nothing, so the document would be in force every day'],
    ['Effective-Until: 2027-01-15', 'a.md:5: front matter "Effective-Until" is not a key Cairn reads; write "effective_until": as written it does nothing, so the document would be in force every day'],
    ['supercedes: b', 'a.md:5: front matter "supercedes" is not a key Cairn reads; write "supersedes": as written it does nothing, so the document it replaces would stay in force'],
    ['Draft: true', 'a.md:5: front matter "Draft" is not a key Cairn reads; write "draft": as written it does nothing, so the document would be published'],
  ])('refuses %s, a near miss of a key that holds a document back: missed, it would publish it', (front, message) => {
    const built = buildIndex([withFront('a.md', 'a', `${front}\n`), ...corpus], DEFAULT_SETTINGS);
    expect(built.index).toBeUndefined();
    expect(built.errors.map((e) => e.message)).toEqual([message]);
  });

  it('refuses a published document that supersedes a draft, saying the id is a draft', () => {
    const built = buildIndex([withFront('old.md', 'old', 'draft: true\n'), withFront('new.md', 'new', 'effective_from: 2026-01-01\nsupersedes: old\n'), ...corpus], DEFAULT_SETTINGS);
    expect(built.index).toBeUndefined();
    expect(built.errors.map((e) => e.message)).toEqual(['new.md:6: "supersedes" names "old", which is a draft (draft: true) and so not in the index; publish it, or remove it from supersedes']);
  });

  it('leaves a draft out, before ids are compared: a draft may carry the id of the document it will replace', () => {
    const built = buildIndex([withFront('a.md', 'a', ''), withFront('drafts/a.md', 'a', 'draft: true\n', 'DRAFT: a card costs $5.'), ...corpus], DEFAULT_SETTINGS);
    expect(built.errors).toEqual([]);
    expect(built.warnings.map(formatWarning)).toContain('drafts/a.md: warning: left out of the index: its front matter says draft: true');
    expect(built.index!.documents.map((d) => d.id)).toEqual(['a', 'food-en', 'rent-en', 'rent-es']);
    expect(serializeIndex(built.index!)).not.toContain('DRAFT');
  });

  it('is an error when every document is a draft', () => {
    const built = buildIndex([withFront('a.md', 'a', 'draft: true\n'), withFront('b.md', 'b', 'draft: true\n')], DEFAULT_SETTINGS);
    expect(built.index).toBeUndefined();
    expect(built.errors.map((e) => e.message)).toEqual(['every document is a draft (2 say draft: true), so none can be indexed; publish one by removing its draft line']);
  });
});

describe('buildIndex errors', () => {
  it('reports an empty corpus', () => {
    const result = buildIndex([], DEFAULT_SETTINGS);
    expect(result.index).toBeUndefined();
    expect(result.errors.map((e) => e.message)).toEqual(['the corpus has no documents (no .md or .markdown files); add at least one markdown document with front matter']);
  });

  it('reports a duplicate document id, naming both files', () => {
    // The copy writes its id after its title: the line named is its id's.
    const copy = { path: 'zz-copy.md', bytes: new TextEncoder().encode('---\ntitle: Copy\nid: rent-en\nlang: en\n---\n\nText.\n') };
    const result = buildIndex([corpus[0]!, copy], DEFAULT_SETTINGS);
    expect(result.index).toBeUndefined();
    expect(result.errors.map((e) => e.message)).toEqual(['zz-copy.md:3: duplicate document id "rent-en" (also used by rent-en.md); give each document its own id']);
  });

  it('collects the errors of every bad file, not only the first', () => {
    const result = buildIndex(
      [{ path: 'a.md', bytes: encode('no front matter') }, { path: 'b.md', bytes: new Uint8Array([0x2d, 0xff]) }, corpus[0]!],
      DEFAULT_SETTINGS,
    );
    expect(result.index).toBeUndefined();
    expect(result.errors.map((e) => e.message)).toEqual([
      'a.md:1: has no front matter; start the file with a "---" line, then "id: …", "title: …", "lang: …", then a closing "---" line (a file that is not a document, such as notes, goes outside the folder, or in README.md, which is skipped)',
      'b.md:1: not valid UTF-8 (byte 0xFF at offset 1); re-save the file as UTF-8',
    ]);
  });

  it('warns about a passage that produced no tokens', () => {
    const result = buildIndex([file('p.md', 'p', 'en', 'Title', '\nOk so.\n\nEnough words here.\n')], DEFAULT_SETTINGS);
    expect(result.warnings.map((w) => w.message)).toContain('passage p#1 produced no searchable words; only its document title can find it');
  });
});

describe('assembleIndex', () => {
  it('changes nothing in the outcomes, so they assemble again after a failure, to buildIndex\'s index', () => {
    const ordered = orderCorpusFiles(corpus);
    const outcomes = prepareCorpusFiles(ordered, new TermTable());
    const before = structuredClone(outcomes);
    const failed = assembleIndex(ordered, outcomes, { ...CONTACTED, synonyms: { fr: [['prix', 'tarif']] } });
    expect([failed.index, failed.errors.map((e) => e.message)]).toEqual([
      undefined,
      ['cairn.toml: "synonyms.fr" names a language no document is written in (the corpus has en, es); remove it, or add documents in "fr"'],
    ]);
    const expected = buildIndex(corpus, DEFAULT_SETTINGS).index!.digest;
    expect(assembleIndex(ordered, outcomes, DEFAULT_SETTINGS).index!.digest).toBe(expected);
    expect(assembleIndex(ordered, outcomes, DEFAULT_SETTINGS).index!.digest).toBe(expected);
    expect(outcomes).toEqual(before);
  });
});

describe('a link to another document of the corpus', () => {
  const withUrl = (path: string, id: string, url: string | undefined, body: string, extra = ''): SourceFile => ({
    path,
    bytes: encode(`---\nid: ${id}\ntitle: ${id}\nlang: en\n${url === undefined ? '' : `url: ${url}\n`}${extra}---\n${body}`),
  });
  const corpus = [
    withUrl('docs/rent.md', 'rent', 'https://agency.gov/rent', '\nSee [the fees](fees.md#late), [food help](../food.md), [agency.gov/food](/food.md),\n[old](old.md) and [gone](gone.md).\n'),
    withUrl('docs/fees.md', 'fees', undefined, '\nBack to [rent](rent.md).\n'),
    withUrl('food.md', 'food', 'https://agency.gov/food/', '\nThe card pays for groceries.\n'),
    withUrl('docs/old.md', 'old', 'https://agency.gov/old', '\nOld.\n', 'draft: true\n'),
  ];
  const built = buildIndex(corpus, CONTACTED);

  it("keeps the linked document's url after the link's words, and the place in it the link names", () => {
    expect(built.errors).toEqual([]);
    const body = (id: string) => built.index!.passages.find((p) => p.doc === id)!.body;
    expect(body('rent')).toBe('See the fees, food help (https://agency.gov/food/), agency.gov/food, old and gone.');
    expect(body('fees')).toBe('Back to rent (https://agency.gov/rent).');
  });

  it('warns of a link to a document with no url, or to a file that is no published document, at its line', () => {
    expect(built.warnings.filter((w) => w.message.startsWith("a link's address"))).toEqual([
      {
        file: 'docs/rent.md',
        line: 8,
        message: "a link's address (fees.md#late) is left out of what residents are shown: it links to another document of the corpus, which has no url to lead a resident to; give that document its page's url (url: https://…)",
      },
      {
        file: 'docs/rent.md',
        line: 9,
        message: "a link's address (old.md, and 1 more such link, on line 9) is left out of what residents are shown: it links to a markdown file that is no published document of the corpus, and so no page a resident can open; link to the page itself (https://…)",
      },
    ]);
  });

  it('changes no term, and leaves no mark in the index', () => {
    const plain = buildIndex(
      [withUrl('docs/rent.md', 'rent', 'https://agency.gov/rent', '\nSee the fees, food help, agency.gov/food,\nold and gone.\n'), ...corpus.slice(1)],
      CONTACTED,
    );
    const terms = (index: typeof built.index) => index!.passages.map((p) => p.terms);
    expect(terms(built.index)).toEqual(terms(plain.index));
    // The addresses put in hold no word.
    expect(Object.keys(built.index!.passages.find((p) => p.doc === 'rent')!.terms).filter((term) => ['https', 'agenc', 'food'].includes(term))).toEqual(['agenc', 'food']);
    expect(built.index!.passages.find((p) => p.doc === 'fees')!.terms).not.toHaveProperty('https');
    expect(serializeIndex(built.index!)).not.toMatch(/[\uFDD0-\uFDEF]/u);
  });

  it('counts the terms a reader reads, in a script written without spaces too, and makes no passage of a wordless link', () => {
    const zh = (body: string) => ({ path: 'zh1.md', bytes: encode(`---\nid: zh1\ntitle: 续期\nlang: zh\n---\n${body}`) });
    const zh2 = { path: 'zh2.md', bytes: encode('---\nid: zh2\ntitle: 收费\nlang: zh\n---\n\n收费说明。\n') };
    const linked = buildIndex([zh('\n逾期续期请查看[收费标准](zh2.md)说明。\n\n## 费用\n\n[](zh2.md)\n'), zh2], CONTACTED);
    const plain = buildIndex([zh('\n逾期续期请查看收费标准说明。\n\n## 费用\n'), zh2], CONTACTED);
    const of = (built: typeof linked) => built.index!.passages.filter((p) => p.doc === 'zh1').map((p) => [p.body, p.terms]);
    expect(of(linked)).toEqual(of(plain));
    expect(of(linked).map(([body]) => body)).toEqual(['逾期续期请查看收费标准说明。']);
    // The bigram across where the link's words end is there, as a reader reads the run.
    expect(linked.index!.passages.find((p) => p.doc === 'zh1')!.terms).toHaveProperty('准说', 1);
  });

  it('counts a word written against a link as its own word, as the address put in parts it', () => {
    const glued = buildIndex([withUrl('a.md', 'a', undefined, '\nApply through [housing help](food.md#fees)and bring your lease.\n'), corpus[2]!], CONTACTED);
    const passage = glued.index!.passages.find((p) => p.doc === 'a')!;
    expect(passage.body).toBe('Apply through housing help (https://agency.gov/food/#fees)and bring your lease.');
    expect(Object.keys(passage.terms)).toEqual(expect.arrayContaining(['help', 'and']));
    expect(passage.terms).not.toHaveProperty('helpa');
  });

  it("takes a document's own mark characters for text, never for a link", () => {
    const forged = buildIndex([withUrl('a.md', 'a', undefined, '\nForged \uFDD0\uFDE0\uFDD1 mark, then [food](food.md).\n'), corpus[2]!], CONTACTED);
    expect(forged.index!.passages.find((p) => p.doc === 'a')!.body).toBe('Forged \uFDE0 mark, then food (https://agency.gov/food/).');
  });
});

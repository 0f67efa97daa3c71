/**
 * Composition on its own, from hand-made candidates: what an answer, a related outcome and an in-force line say
 * when there are several passages, several documents, several foreign languages or several upcoming versions —
 * shapes the demo corpus rarely reaches through `ask`.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../format/settings.ts';
import type { IndexedDocument, IndexedPassage } from '../format/index-format.ts';
import { composeAnswer, composeRefusal, composeRelated, inForceLine, sectionName } from './compose.ts';
import type { Candidate } from './retrieve.ts';
import { MESSAGES, messageTablesWith } from '../text/messages.ts';

const passage = (id: string, lang: string, heading: string, body: string): IndexedPassage => ({
  id,
  doc: id.split('#')[0]!,
  lang,
  heading,
  body,
  terms: {},
});
const candidate = (p: IndexedPassage, score: number, matched: string[] = []): Candidate => ({
  passage: p,
  position: 0,
  score,
  cosine: score,
  covered: 1,
  threshold: 0.1,
  accepted: true,
  matched,
  ask: { asked: [], held: [], share: 0, topics: [] },
});
const DOCUMENTS: ReadonlyMap<string, IndexedDocument> = new Map([
  ['rent-es', { id: 'rent-es', title: 'Subsidio de Renta', lang: 'es', path: 'rent-es.md', meta: { url: 'https://harbor.example/renta' } }],
  ['rent-ar', { id: 'rent-ar', title: 'منحة الإيجار', lang: 'ar', path: 'rent-ar.md', meta: {}, validity: { from: null, until: '2026-06-30' } }],
  ['credit', { id: 'credit', title: 'Winter Credit', lang: 'en', path: 'credit.md', meta: {}, validity: { from: '2025-10-01', until: null } }],
  ['credit-2027', { id: 'credit-2027', title: 'Winter Credit', lang: 'en', path: 'credit-2027.md', meta: {}, validity: { from: '2027-01-01', until: null } }],
  ['credit-2028', { id: 'credit-2028', title: 'Winter Credit', lang: 'en', path: 'credit-2028.md', meta: {}, validity: { from: '2028-01-01', until: null } }],
]);
const ES = passage('rent-es#2', 'es', 'Cuánto', 'Paga hasta $3,500.');
const AR = passage('rent-ar#1', 'ar', '', 'تدفع المنحة 3,500 دولار.');
const CREDIT = passage('credit#1', 'en', 'How much', 'The credit is $250.');

describe('composeAnswer', () => {
  it('quotes passages of two documents in two other languages, each named in the question\'s language', () => {
    // The question matched the amount: marked where each passage writes it.
    const answer = composeAnswer([candidate(ES, 0.61237, ['3500']), candidate(AR, 0.5, ['3500'])], DOCUMENTS, 'en');
    expect(answer).toStrictEqual({
      kind: 'answer',
      lang: 'en',
      dir: 'ltr',
      text: 'Paga hasta $3,500.\n\nتدفع المنحة 3,500 دولار.',
      passages: [
        { id: 'rent-es#2', doc: 'rent-es', title: 'Subsidio de Renta', heading: 'Cuánto', text: 'Paga hasta $3,500.', marks: [[12, 17]], lang: 'es', dir: 'ltr', score: 0.6124 },
        {
          id: 'rent-ar#1', doc: 'rent-ar', title: 'منحة الإيجار', heading: '', text: 'تدفع المنحة 3,500 دولار.', marks: [[12, 17]], lang: 'ar', dir: 'rtl', score: 0.5,
          inForce: { from: null, until: '2026-06-30' },
        },
      ],
      upcoming: [],
      sources: [
        { marker: 1, title: 'Subsidio de Renta', heading: 'Cuánto', url: 'https://harbor.example/renta', doc: 'rent-es', passage: 'rent-es#2', lang: 'es' },
        { marker: 2, title: 'منحة الإيجار', heading: '', url: null, doc: 'rent-ar', passage: 'rent-ar#1', lang: 'ar', inForce: { from: null, until: '2026-06-30' } },
      ],
      notice: 'No English document answers this. The passage below is quoted, untranslated, from a document in Spanish, Arabic.',
      noticeParts: [{ text: 'No English document answers this. The passage below is quoted, untranslated, from a document in Spanish, Arabic.' }],
      citedText:
        'No English document answers this. The passage below is quoted, untranslated, from a document in Spanish, Arabic.\n\n' +
        'Paga hasta $3,500. [1]\n\nتدفع المنحة 3,500 دولار. [2]\n\n' +
        'Sources:\n' +
        '[1] Subsidio de Renta › Cuánto (rent-es#2) https://harbor.example/renta\n' +
        '[2] منحة الإيجار (rent-ar#1) (in force until 2026-06-30)',
      status: 'Answer found in 2 documents. The quote is in Spanish, Arabic, untranslated.',
    });
  });

  it('separates the languages named in an Arabic notice with the Arabic comma', () => {
    const EN = passage('credit#1', 'en', '', 'The credit is $3,500.');
    const answer = composeAnswer([candidate(ES, 0.6, ['3500']), candidate(EN, 0.5, ['3500'])], DOCUMENTS, 'ar');
    expect(answer.notice).toBe(
      'لا يوجد مستند باللغة العربية يجيب عن هذا السؤال. النص أدناه مقتبس كما هو، دون ترجمة، من مستند باللغة الإسبانية، الإنجليزية.',
    );
  });

  it("separates them with the Arabic comma in an agency's Persian table too, and with a comma in a Hebrew one", () => {
    const EN = passage('credit#1', 'en', '', 'The credit is $3,500.');
    const chosen = [candidate(ES, 0.6, ['3500']), candidate(EN, 0.5, ['3500'])];
    const notice = (lang: string) => {
      const table = { ...MESSAGES.en!, crossLanguageNotice: '{language}: {sourceLanguage}' };
      return composeAnswer(chosen, DOCUMENTS, lang, [], messageTablesWith({ [lang]: table })).notice;
    };
    expect([notice('fa'), notice('he')]).toEqual(['فارسی: Español، English', 'עברית: Español, English']);
    // A Persian question with no Persian table is told in English, with English commas.
    expect(composeAnswer(chosen, DOCUMENTS, 'fa', []).notice).toBe(
      'No Persian document answers this. The passage below is quoted, untranslated, from a document in Spanish, English.',
    );
  });

  it("names a language in Cairn's own table's words, and by its endonym, marked with its language and direction, in an agency's table", () => {
    const VI = passage('rent-vi#1', 'vi', '', 'Trợ cấp tối đa 3.500 đô la.');
    const documents = new Map([...DOCUMENTS, ['rent-vi', { id: 'rent-vi', title: 'Trợ cấp thuê nhà', lang: 'vi', path: 'rent-vi.md', meta: {} }]]);
    const answer = composeAnswer([candidate(VI, 0.5)], documents, 'ar');
    expect(answer.noticeParts).toEqual([
      { text: 'لا يوجد مستند باللغة العربية يجيب عن هذا السؤال. النص أدناه مقتبس كما هو، دون ترجمة، من مستند باللغة الفيتنامية.' },
    ]);
    expect(answer.status).toBe('عُثر على الإجابة في Trợ cấp thuê nhà. الاقتباس باللغة الفيتنامية، دون ترجمة.');
    // An agency's Turkish table: Cairn has no Turkish names, so Vietnamese is named in itself, marked as such.
    const turkish = { ...MESSAGES.en!, crossLanguageNotice: '{language} yok; {sourceLanguage} belge.' };
    expect(composeAnswer([candidate(VI, 0.5)], documents, 'tr', [], messageTablesWith({ tr: turkish })).noticeParts).toEqual([
      { text: 'Türkçe', lang: 'tr', dir: 'ltr' },
      { text: ' yok; ' },
      { text: 'Tiếng Việt', lang: 'vi', dir: 'ltr' },
      { text: ' belge.' },
    ]);
  });

  it('names the one passage\'s section in the status only when it is in the status\'s language and ends in a word', () => {
    expect(composeAnswer([candidate(ES, 0.5)], DOCUMENTS, 'es').status).toBe('Respuesta encontrada en Subsidio de Renta, sección Cuánto.');
    // es-MX reads a Spanish heading in its own voice.
    expect(composeAnswer([candidate(ES, 0.5)], DOCUMENTS, 'es-MX').status).toBe('Respuesta encontrada en Subsidio de Renta, sección Cuánto.');
    // A Spanish heading in an English status would be read in the English voice: the document alone.
    expect(composeAnswer([candidate(ES, 0.5)], DOCUMENTS, 'en').status).toBe('Answer found in Subsidio de Renta. The quote is in Spanish, untranslated.');
    // A heading of its own punctuation, or none: the document alone.
    const asked = passage('credit#2', 'en', 'How do I apply?', 'Apply online.');
    expect(composeAnswer([candidate(asked, 0.5)], DOCUMENTS, 'en').status).toBe('Answer found in Winter Credit.');
    expect(composeAnswer([candidate(AR, 0.5)], DOCUMENTS, 'ar').status).toBe('عُثر على الإجابة في منحة الإيجار.');
    // Two passages: the documents, counted or named, as before.
    expect(composeAnswer([candidate(CREDIT, 0.5), candidate(asked, 0.4)], DOCUMENTS, 'en').status).toBe('Answer found in Winter Credit.');
  });

  it('numbers two upcoming versions after the answer, each under its own date', () => {
    const later = [
      { from: '2027-01-01', replaces: 'credit', candidate: candidate(passage('credit-2027#1', 'en', 'How much', 'The credit is $300.'), 0.4) },
      { from: '2028-01-01', replaces: 'credit-2027', candidate: candidate(passage('credit-2028#1', 'en', 'How much', 'The credit is $350.'), 0.3) },
    ];
    const answer = composeAnswer([candidate(CREDIT, 0.8)], DOCUMENTS, 'en', later);
    expect(answer.upcoming.map((u) => [u.from, u.replaces, u.passage.id])).toEqual([
      ['2027-01-01', 'credit', 'credit-2027#1'],
      ['2028-01-01', 'credit-2027', 'credit-2028#1'],
    ]);
    expect(answer.citedText).toBe(
      'The credit is $250. [1]\n\n' +
        'From 2027-01-01:\nThe credit is $300. [2]\n\n' +
        'From 2028-01-01:\nThe credit is $350. [3]\n\n' +
        'Sources:\n' +
        '[1] Winter Credit › How much (credit#1) (in force since 2025-10-01)\n' +
        '[2] Winter Credit › How much (credit-2027#1) (in force from 2027-01-01)\n' +
        '[3] Winter Credit › How much (credit-2028#1) (in force from 2028-01-01)',
    );
    // Upcoming versions are cited, not counted as answering documents: the one passage answering is named by its section.
    expect(answer.status).toBe('Answer found in Winter Credit, section How much.');
    expect(answer.text).toBe('The credit is $250.');
  });
});

describe('sectionName', () => {
  it("names a passage's section without an outermost heading that repeats its document's title", () => {
    expect(sectionName('Pet Licences › Late renewals', 'Pet Licences')).toBe('Late renewals');
    expect(sectionName('PET  licences: › Fees › Late', 'Pet Licences')).toBe('Fees › Late');
    expect(sectionName('Pet Licences', 'Pet Licences')).toBe('');
    expect(sectionName('', 'Pet Licences')).toBe('');
    // Another heading, or one that says more, or the title's words deeper down: the section's own name.
    expect(sectionName('Fees › Pet Licences', 'Pet Licences')).toBe('Fees › Pet Licences');
    expect(sectionName('Pet Licences and Tags › Fees', 'Pet Licences')).toBe('Pet Licences and Tags › Fees');
  });

  it('is the name every source and quoted passage of an answer carries', () => {
    const opening = passage('credit#2', 'en', 'Winter Credit › How much', 'The credit is $250.');
    const answer = composeAnswer([candidate(opening, 0.5)], DOCUMENTS, 'en');
    expect([answer.passages[0]!.heading, answer.sources[0]!.heading, answer.status]).toEqual(['How much', 'How much', expect.stringContaining('section How much')]);
  });
});

describe('a passage whose document the index does not list', () => {
  const orphan = passage('gone#1', 'en', '', 'The fee is $5.');

  it('is quoted under its document id, with no page and no dates', () => {
    const answer = composeAnswer([candidate(orphan, 0.5)], DOCUMENTS, 'en');
    expect(answer.passages).toStrictEqual([{ id: 'gone#1', doc: 'gone', title: 'gone', heading: '', text: 'The fee is $5.', marks: [], lang: 'en', dir: 'ltr', score: 0.5 }]);
    expect(answer.sources).toStrictEqual([{ marker: 1, title: 'gone', heading: '', url: null, doc: 'gone', passage: 'gone#1', lang: 'en' }]);
  });

  it('is named by its document id as a related document', () => {
    const related = composeRelated(candidate(orphan, 0.2), DOCUMENTS, DEFAULT_SETTINGS, 'en', 'topic');
    expect(related.documents).toStrictEqual([{ doc: 'gone', title: 'gone', lang: 'en', dir: 'ltr', url: null }]);
  });
});

describe('composeRelated', () => {
  const settings = { ...DEFAULT_SETTINGS, agencyName: 'Harbor County' };

  it('names the document and its page, quoting nothing', () => {
    const related = composeRelated(candidate(ES, 0.2), DOCUMENTS, settings, 'en', 'topic');
    expect(related.citedText).toBe(
      "I found no passage in Harbor County's documents that answers this exactly, but this document is about it:\n" +
        'Subsidio de Renta (https://harbor.example/renta)\n' +
        'Please contact the agency that published these documents directly.',
    );
  });

  it('names the document alone when it has no page, and says until when it is in force', () => {
    const related = composeRelated(candidate(AR, 0.2), DOCUMENTS, settings, 'en', 'topic');
    expect(related.basis).toBe('topic');
    expect(related.documents).toStrictEqual([{ doc: 'rent-ar', title: 'منحة الإيجار', lang: 'ar', dir: 'rtl', url: null, inForce: { from: null, until: '2026-06-30' } }]);
    // Dated: named with when it is in force, as a source is.
    expect(related.citedText).toBe(
      "I found no passage in Harbor County's documents that answers this exactly, but this document is about it:\n" +
        'منحة الإيجار (in force until 2026-06-30)\n' +
        'Please contact the agency that published these documents directly.',
    );
  });

  it('says the document may be about the question when its passage fell short of the threshold', () => {
    const related = composeRelated(candidate(ES, 0.1), DOCUMENTS, settings, 'es', 'near');
    expect(related.basis).toBe('near');
    expect(related.message).toBe('No encontré en los documentos de Harbor County ningún fragmento que responda a esta pregunta. Este documento puede tratar el tema:');
    expect(related.status).toBe(
      'Un documento que puede tratar el tema: Subsidio de Renta. No hay respuesta. Comuníquese directamente con la agencia que publicó estos documentos.',
    );
  });

  it("names the agency as cairn.toml writes it in the outcome's language", () => {
    const named = { ...settings, agencyNameByLanguage: { es: 'Condado de Harbor' } };
    expect(composeRelated(candidate(ES, 0.1), DOCUMENTS, named, 'es', 'near').message).toBe(
      'No encontré en los documentos de Condado de Harbor ningún fragmento que responda a esta pregunta. Este documento puede tratar el tema:',
    );
    expect(composeRelated(candidate(ES, 0.1), DOCUMENTS, named, 'en', 'near').message).toBe(
      "I found no passage in Harbor County's documents that answers this. This document may be about it:",
    );
  });
});

describe('composeRefusal', () => {
  const named = { ...DEFAULT_SETTINGS, agencyName: 'Harbor County', agencyNameByLanguage: { es: 'Condado de Harbor' } };

  it("gives a refusal and a related outcome the direction of their language", () => {
    expect([composeRefusal(named, 'ar').dir, composeRefusal(named, 'en').dir]).toEqual(['rtl', 'ltr']);
    expect([composeRelated(candidate(ES, 0.1), DOCUMENTS, named, 'ar', 'near').dir, composeRelated(candidate(AR, 0.1), DOCUMENTS, named, 'es', 'near').dir]).toEqual(['rtl', 'ltr']);
  });

  it("names the agency as cairn.toml writes it in the refusal's language, and the one name elsewhere", () => {
    expect(composeRefusal(named, 'es').message).toBe('No encontré en los documentos de Condado de Harbor ningún fragmento que responda a esta pregunta. Con otras palabras quizá encuentre uno: pruebe con el nombre del programa o con menos palabras.');
    expect(composeRefusal(named, 'en').message).toBe("I found no passage in Harbor County's documents that answers this. Other words may find one: try the program's name, or fewer words.");
  });

  it('names it so in a refusal for a day before the records too', () => {
    expect(composeRefusal(named, 'es', { asOf: '2020-01-01', since: '2024-01-01' }).message).toContain('Condado de Harbor');
  });

  it("points to the agency's contact in the refusal's language, or, where cairn.toml names none, says Cairn's own sentence alone", () => {
    const contacted = { ...named, contact: 'Call 311.', contactByLanguage: { es: 'Llame al 311.' } };
    expect([composeRefusal(contacted, 'es').contactLine, composeRefusal(contacted, 'en').contactLine]).toStrictEqual([
      'Para consultar a una persona: Llame al 311.',
      'To ask a person: Call 311.',
    ]);
    const refusal = composeRefusal(named, 'es');
    expect([refusal.contact, refusal.contactLine]).toStrictEqual(['Comuníquese directamente con la agencia que publicó estos documentos.', 'Comuníquese directamente con la agencia que publicó estos documentos.']);
    expect(refusal.status).toBe('No se encontró respuesta en los documentos de la agencia. Comuníquese directamente con la agencia que publicó estos documentos.');
    expect(composeRefusal(named, 'ar').contactLine).toBe('يُرجى التواصل مباشرةً مع الجهة التي نشرت هذه المستندات.');
  });
});

describe('inForceLine', () => {
  it.each([
    ['an undated document', undefined, null],
    ['a validity open at both ends', { from: null, until: null }, null],
    ['a start only', { from: '2025-10-01', until: null }, '(in force since 2025-10-01)'],
    ['an end only', { from: null, until: '2026-06-30' }, '(in force until 2026-06-30)'],
    ['a start and an end', { from: '2025-10-01', until: '2026-06-30' }, '(in force from 2025-10-01 until 2026-06-30)'],
  ])('says %s as %j', (_name, validity, expected) => {
    expect(inForceLine(validity, 'en')).toBe(expected);
  });

  it('says "from" for a later version not in force yet', () => {
    expect(inForceLine({ from: '2027-01-01', until: null }, 'en', true)).toBe('(in force from 2027-01-01)');
    expect(inForceLine({ from: '2027-01-01', until: null }, 'es', true)).toBe('(vigente a partir del 2027-01-01)');
  });
});

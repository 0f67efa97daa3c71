import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildIndex } from '../build/build-index.ts';
import { canonicalJson } from '../format/canonical-json.ts';
import { DEFAULT_SETTINGS, type Settings } from '../format/settings.ts';
import { createEngine, MAX_QUESTION_LENGTH } from './create-engine.ts';
import { QuestionError } from '../text/errors.ts';
import { parseIndex, serializeIndex } from '../format/index-format.ts';
import { passageWeights, prepareIndex, smoothedIdf, sublinearTf, unitWeight } from './prepare-index.ts';
import { retrieve } from './retrieve.ts';
import { tokenize } from '../text/tokenize.ts';
import { MESSAGES, type MessageTable } from '../text/messages.ts';

/** The day every question here is asked for: its corpora are undated, or dated around it. */
const AS_OF = '2026-11-30';

const doc = (id: string, lang: string, title: string, ...sections: Array<[string, string]>) => ({
  path: `${id}.md`,
  bytes: new TextEncoder().encode(
    `---\nid: ${id}\ntitle: ${title}\nlang: ${lang}\n---\n${sections.map(([h, b]) => `\n## ${h}\n\n${b}\n`).join('')}`,
  ),
});

const CORPUS = [
  doc('rent-en', 'en', 'Rent Relief Grant',
    ['What it is', 'A one-time grant for households behind on rent after a hardship.'],
    ['How much', 'The grant pays up to $3,500 directly to your landlord.'],
    ['Deadlines', 'Applications open March 1 and close June 30.']),
  doc('bus-en', 'en', 'Harbor GoPass',
    ['Cost', 'The GoPass costs $20 per year for residents over 65.'],
    ['Where', 'Get the pass at any library branch with photo identification.']),
  doc('food-en', 'en', 'Grocery Card',
    ['Amount', 'The grocery card gives $85 per person every month.']),
  doc('rent-es', 'es', 'Subsidio de Renta',
    ['Qué es', 'Un pago único para hogares atrasados con la renta.'],
    ['Cuánto', 'El subsidio paga hasta $3,500 directamente al propietario.']),
  doc('rent-ar', 'ar', 'منحة الإيجار',
    ['ما هي', 'دفعة واحدة للأسر المتأخرة في دفع الإيجار.'],
    ['المبلغ', 'تدفع المنحة ما يصل إلى 3,500 دولار للمالك مباشرة.']),
];

const SETTINGS: Settings = { ...DEFAULT_SETTINGS, threshold: 0.12, contactByLanguage: { es: 'Llame al 555-0100', ar: 'اتصل 555-0100' } };
const index = buildIndex(CORPUS, SETTINGS).index!;
const engine = createEngine(index);

/** Terms as the question path hands them over: each its own whole word, so no typo reading applies. */
const asWords = (terms: readonly string[]) => terms.map((term) => ({ term, word: term }));

describe("createEngine().ask — a document's topic words", () => {
  // "heating" is in three of the credit's four passages: it says which document, not which passage.
  const topical = createEngine(buildIndex([
    doc('heat-en', 'en', 'Winter Credit',
      ['What it is', 'The credit helps with heating.'],
      ['Who can apply', 'Households that pay for heating with gas or oil can apply.'],
      ['How much', 'Most households get $250 off their heating bill.'],
      ['Deadline', 'Send the form so that it reaches the office by January 31 of the year it is for.']),
    doc('bus-en', 'en', 'Bus Pass',
      ['Cost', 'The pass costs $20 a year.'],
      ['Deadline', 'Renew the pass by December 31.']),
  ], SETTINGS).index!);

  it('quotes a passage holding a word of the ask beyond them, not one holding only a topic word', () => {
    const { outcome, trace } = topical.ask('heating credit deadline', { asOf: AS_OF, explain: true });
    expect(outcome.kind === 'answer' && outcome.passages.map((p) => p.id)).toEqual(['heat-en#4']);
    const opening = trace!.attempts[0]!.candidates.find((c) => c.passage === 'heat-en#1')!;
    // It holds half the ask and more, but only by the topic word.
    expect(opening).toMatchObject({ gate: 'topics-only', ask: { asked: ['deadl', 'heati'], held: ['heati'], topics: ['heati'] } });
    expect(opening.ask.share).toBeGreaterThanOrEqual(0.5);
    // Ranked above the deadline by its topic word, it would have been quoted as before.
    expect(trace!.attempts[0]!.candidates[0]!.passage).toBe('heat-en#1');
  });

  it('names the document when the ask is nothing but topic words and another word of the question is in no passage', () => {
    const { outcome, trace } = topical.ask('heating credit refund', { asOf: AS_OF, explain: true });
    expect(outcome.kind === 'related' && outcome.documents.map((d) => d.doc)).toEqual(['heat-en']);
    expect(trace!.attempts[0]!.evidence.inNoPassage).toEqual(['refun']);
    expect(trace!.attempts[0]!.candidates[0]).toMatchObject({ verdict: 'accept', gate: 'topics-only', ask: { asked: ['heati'], held: ['heati'], topics: ['heati'] } });
    // Without that word, the plain gate quotes the best of the passages the topic word cannot tell apart.
    const known = topical.ask('heating credit', { asOf: AS_OF, explain: true });
    expect(known.trace!.attempts[0]!.candidates[0]).toMatchObject({ gate: 'quotable', ask: { asked: ['heati'], topics: ['heati'] } });
    expect(known.outcome.kind).toBe('answer');
  });
});

describe('createEngine().ask — grounded answers', () => {
  it('quotes the best passage verbatim, with its source and citation markers', () => {
    const { outcome } = engine.ask('How much does the rent grant pay?', { asOf: AS_OF });
    expect(outcome).toEqual({
      kind: 'answer',
      lang: 'en',
      dir: 'ltr',
      text: 'The grant pays up to $3,500 directly to your landlord.',
      passages: [{
        id: 'rent-en#2', doc: 'rent-en', title: 'Rent Relief Grant', heading: 'How much',
        // "rent" is the title's, not the passage's: the one word of it the question matched is "grant".
        text: 'The grant pays up to $3,500 directly to your landlord.', marks: [[4, 9]], lang: 'en', dir: 'ltr',
        score: expect.any(Number),
      }],
      upcoming: [],
      sources: [{ marker: 1, title: 'Rent Relief Grant', heading: 'How much', url: null, doc: 'rent-en', passage: 'rent-en#2', lang: 'en' }],
      notice: null,
      noticeParts: null,
      citedText: 'The grant pays up to $3,500 directly to your landlord. [1]\n\nSources:\n[1] Rent Relief Grant › How much (rent-en#2)',
      status: 'Answer found in Rent Relief Grant, section How much.',
    });
  });

  it('answers in Korean from the passage whose words the question uses with other particles and endings', () => {
    const korean = createEngine(buildIndex([
      doc('rent-ko', 'ko', '주거 지원금',
        ['지원 대상', '집세가 밀린 가구는 주거 지원금을 신청할 수 있습니다.'],
        ['지원 금액', '지원금은 최대 $3,500까지 집주인에게 직접 지급됩니다.'],
        ['신청 기한', '신청은 3월 1일에 시작하여 6월 30일에 마감됩니다.']),
      doc('bus-ko', 'ko', '교통 패스',
        ['요금', '65세 이상 주민은 교통 패스를 연 $20에 구입할 수 있습니다.']),
    ], SETTINGS).index!);
    // 지급돼요 against 지급됩니다, 마감일이 against 마감됩니다, 교통패스 against 교통 패스를. Under the word rules the
    // first question was refused (0.0646): of its words, only 지원금은 is written as a passage writes it.
    const asked = (question: string) => {
      const { outcome } = korean.ask(question, { asOf: AS_OF });
      return outcome.kind === 'answer' ? outcome.passages[0]!.id : outcome.kind;
    };
    expect(asked('지원금은 얼마까지 지급돼요?')).toBe('rent-ko#2');
    expect(asked('주거지원금 신청 마감일이 언제예요')).toBe('rent-ko#3');
    expect(asked('교통패스 요금')).toBe('bus-ko#1');
  });

  it('reads a question in its own language over the asker\'s hint; the hint decides only where the question does not', () => {
    const asked = (question: string, options: { hint?: string; lang?: string }) => {
      const { outcome } = engine.ask(question, { ...options, asOf: AS_OF });
      return [outcome.kind, outcome.lang, outcome.kind === 'answer' ? outcome.passages[0]!.id : null];
    };
    // A page in English, a question in Spanish or Arabic: answered in the question's language, from its document.
    expect(asked('¿Cuánto paga el subsidio de renta?', { hint: 'en' })).toEqual(['answer', 'es', 'rent-es#2']);
    expect(asked('كم تدفع منحة الإيجار؟', { hint: 'en' })).toEqual(['answer', 'ar', 'rent-ar#2']);
    // Ordered to English, the same Spanish question is English's to answer, and no English passage holds its words.
    expect(asked('¿Cuánto paga el subsidio de renta?', { lang: 'en', hint: 'es' })[1]).toBe('en');
    // A name is not grammar: an English-only program's name typed on a Spanish page stays a Spanish question (answered
    // across languages, with the notice in Spanish); with no hint, the name's language decides. Two English words no
    // Spanish passage uses are an English question, whatever the page.
    expect(asked('GoPass', { hint: 'es' }).slice(0, 2)).toEqual(['answer', 'es']);
    expect(asked('GoPass', {}).slice(0, 2)).toEqual(['answer', 'en']);
    expect(asked('GoPass costs', { hint: 'es' }).slice(0, 2)).toEqual(['answer', 'en']);
    // Its grammar is: "at" and "a" are short words only the English documents use.
    expect(asked('get the GoPass at a library', { hint: 'es' })[1]).toBe('en');
    // Explain says which rule decided.
    expect(engine.ask('GoPass', { asOf: AS_OF, hint: 'es', explain: true }).trace!.language.rule).toBe('hint');
    expect(engine.ask('GoPass costs', { asOf: AS_OF, hint: 'es', explain: true }).trace!.language.rule).toBe('coverage');
    expect(engine.ask('get the GoPass at a library', { asOf: AS_OF, hint: 'es', explain: true }).trace!.language.rule).toBe('coverage');
    // Nothing in "3500?" says a language: the hint does, in place of the corpus default (English).
    expect(asked('3500?', { hint: 'es' })[1]).toBe('es');
    expect(asked('3500?', {})[1]).toBe('en');
    // A hint in no language Cairn has is not used.
    expect(asked('3500?', { hint: 'xx' })[1]).toBe('en');
    expect(asked('3500?', { hint: 'es-MX' })[1]).toBe('es');
  });

  it('says when the question\'s language was the default\'s guess: nothing in it told the languages apart', () => {
    const guessed = (question: string, hint?: string) => engine.ask(question, { asOf: AS_OF, ...(hint === undefined ? {} : { hint }) }).guessed;
    // Latin letters on an Arabic page, in no language's documents: read as the default language, English, by default.
    expect(engine.ask('horario', { asOf: AS_OF, hint: 'ar', explain: true }).trace!.language.rule).toBe('default');
    expect(guessed('horario', 'ar')).toBe(true);
    expect(guessed('3500?')).toBe(true);
    // Told by the question's words, its script or the page's language: not a guess.
    expect(guessed('GoPass costs', 'es')).toBeUndefined();
    expect(guessed('كم تدفع منحة الإيجار؟', 'en')).toBeUndefined();
    expect(guessed('3500?', 'es')).toBeUndefined();
  });

  it("searches the translated documents of a language that knows more of the question than the page's, when the page's finds nothing", () => {
    const keyed = (id: string, lang: string, key: string, title: string, body: string) => ({
      path: `${id}.md`,
      bytes: new TextEncoder().encode(`---\nid: ${id}\ntitle: ${title}\nlang: ${lang}\ntranslation_key: ${key}\n---\n\n${body}\n`),
    });
    const translated = createEngine(buildIndex([
      keyed('vote-en', 'en', 'vote', 'Voting', 'Vote at the polling place named on your voter card.\n\nPolls open at 7 a.m. on election day.'),
      keyed('vote-es', 'es', 'vote', 'Votar', 'Vote en el lugar de votación que indica su tarjeta de elector.\n\nLas urnas abren a las 7 a. m. el día de las elecciones.'),
      keyed('tax-en', 'en', 'tax', 'Taxes', 'File your tax return by April 15.'),
      keyed('tax-es', 'es', 'tax', 'Impuestos', 'Presente su declaración de impuestos online antes del 15 de abril.'),
    ], { ...DEFAULT_SETTINGS, threshold: 0.1 }).index!);
    // English on a Spanish page: Spanish knows "online", English two words more but not "online", so the page's
    // language holds. No Spanish passage answers; the English one, whose translation was searched in the question's
    // words and could not match them, is searched as typed — and the question, written in English after all, is
    // answered in English with no notice, the Spanish translation offered beside its source.
    const { outcome, trace } = translated.ask('polling place online', { asOf: AS_OF, hint: 'es', explain: true });
    expect(trace!.language).toMatchObject({ lang: 'es', rule: 'hint', knownBetterIn: ['en'] });
    expect(outcome).toMatchObject({ kind: 'answer', lang: 'en', notice: null, status: 'Answer found in Voting.', passages: [{ id: 'vote-en#1' }] });
    expect(outcome.kind === 'answer' && outcome.sources[0]!.translation).toEqual({ doc: 'vote-es', title: 'Votar', lang: 'es' });
    // English knowing as many of its words as Spanish does (one each): the translated English pages stay left out.
    const even = translated.ask('polling online', { asOf: AS_OF, hint: 'es', explain: true }).trace!;
    expect(even.language).toMatchObject({ lang: 'es', rule: 'hint' });
    expect(even.language).not.toHaveProperty('knownBetterIn');
    expect(even.attempts.map((a) => a.candidates.map((c) => c.doc))).toEqual([['tax-es'], ['tax-es']]);
  });

  it('answers in Arabic from the Arabic document, right-to-left', () => {
    const { outcome } = engine.ask('كم تدفع منحة الإيجار؟', { asOf: AS_OF });
    expect(outcome.kind).toBe('answer');
    if (outcome.kind !== 'answer') return;
    expect([outcome.lang, outcome.dir, outcome.passages[0]!.id, outcome.passages[0]!.dir]).toEqual(['ar', 'rtl', 'rent-ar#2', 'rtl']);
  });

  it('falls back across languages with a notice in the question\'s language, kept out of the quoted text', () => {
    const { outcome } = engine.ask('¿El GoPass cuesta $20 al año?', { asOf: AS_OF, lang: 'es' });
    expect(outcome.kind).toBe('answer');
    if (outcome.kind !== 'answer') return;
    expect(outcome.passages.map((p) => [p.id, p.lang, p.dir])).toEqual([['bus-en#1', 'en', 'ltr']]);
    expect(outcome.text).toBe('The GoPass costs $20 per year for residents over 65.');
    // The notice and the status are Spanish, and name English in Spanish: "inglés", not "English".
    expect(outcome.notice).toBe(
      'Ningún documento en español responde a esta pregunta. El fragmento de abajo se cita sin traducir de un documento en inglés.',
    );
    expect(outcome.noticeParts).toEqual([{ text: outcome.notice }]);
    expect(outcome.citedText.startsWith(`${outcome.notice}\n\n`)).toBe(true);
    // An English section is not named in a Spanish status: it would be read in the Spanish voice.
    expect(outcome.status).toBe('Respuesta encontrada en Harbor GoPass. La cita está en inglés, sin traducir.');
  });

  it('names English in Arabic inside an Arabic notice and status', () => {
    const { outcome } = engine.ask('GoPass 20', { asOf: AS_OF, lang: 'ar' });
    expect(outcome.kind).toBe('answer');
    if (outcome.kind !== 'answer') return;
    expect(outcome.notice).toBe(
      'لا يوجد مستند باللغة العربية يجيب عن هذا السؤال. النص أدناه مقتبس كما هو، دون ترجمة، من مستند باللغة الإنجليزية.',
    );
    expect(outcome.status).toBe('عُثر على الإجابة في Harbor GoPass. الاقتباس باللغة الإنجليزية، دون ترجمة.');
  });

  it('does not fall back when the setting is off', () => {
    const strict = createEngine(index, { crossLanguageFallback: false });
    expect(strict.ask('¿El GoPass cuesta $20 al año?', { asOf: AS_OF, lang: 'es' }).outcome.kind).toBe('refusal');
  });

  it('contains no number that is not in a cited passage', () => {
    for (const question of ['How much does the rent grant pay?', 'GoPass cost', 'grocery card amount per person', 'When do rent applications close?']) {
      const { outcome } = engine.ask(question, { asOf: AS_OF });
      if (outcome.kind !== 'answer') continue;
      const cited = outcome.passages.map((p) => index.passages.find((q) => q.id === p.id)!.body).join('\n');
      for (const number of outcome.text.match(/\d[\d,.]*/gu) ?? []) expect(cited).toContain(number);
    }
  });
});

describe('createEngine().ask — evidence for the ask', () => {
  it('quotes the document\'s opening passage when the question names the document and nothing else', () => {
    const { outcome, trace } = engine.ask('Harbor GoPass', { asOf: AS_OF, lang: 'en', explain: true });
    expect(outcome.kind === 'answer' && outcome.passages.map((p) => p.id)).toEqual(['bus-en#1']);
    expect(trace!.answer).toMatchObject({ verdict: 'composed', quoted: ['bus-en#1'], related: null, opening: true });
  });

  it('names the document, quoting nothing, when what the question asks beyond the title is in no passage', () => {
    const { outcome, trace } = engine.ask('Harbor GoPass refund', { asOf: AS_OF, lang: 'en', explain: true });
    expect(outcome).toMatchObject({
      kind: 'related',
      lang: 'en',
      documents: [{ doc: 'bus-en', title: 'Harbor GoPass', lang: 'en', dir: 'ltr', url: null }],
      contact: DEFAULT_SETTINGS.contact,
      message: "I found no passage in Cairn's documents that answers this exactly, but this document is about it:",
      status: `A related document: Harbor GoPass. No exact answer. ${DEFAULT_SETTINGS.contact}`,
    });
    expect(JSON.stringify(outcome)).not.toContain('library branch');
    expect(trace!.answer).toMatchObject({ verdict: 'related', quoted: [], related: 'bus-en', opening: false });
    expect(trace!.attempts[0]!.evidence.inNoPassage).toEqual(['refun']);
    expect(trace!.attempts[0]!.candidates[0]).toMatchObject({ passage: 'bus-en#1', verdict: 'accept', gate: 'no-ask-evidence', ask: { asked: [], held: [], share: 0 } });
  });

  it('quotes the passage that holds the ask, not the one the title alone lifts', () => {
    const { outcome, trace } = engine.ask('rent relief grant deadline', { asOf: AS_OF, lang: 'en', explain: true });
    expect(outcome.kind === 'answer' && outcome.passages.map((p) => p.id)).toEqual(['rent-en#3']);
    expect(trace!.attempts[0]!.candidates.map((c) => [c.passage, c.gate])).toEqual([
      ['rent-en#3', 'quotable'],
      ['rent-en#2', 'no-ask-evidence'],
      ['rent-en#1', 'no-ask-evidence'],
    ]);
  });

  it('says a refusal of a question in a script no corpus language is written in, read in the default or the page\'s language', () => {
    const refusal = (question: string, options: { lang?: string; hint?: string }) => engine.ask(question, { asOf: AS_OF, ...options }).outcome;
    expect(refusal('Как подать заявку на помощь?', {})).toMatchObject({ kind: 'refusal', lang: 'en', unknownScript: true });
    expect(refusal('Как подать заявку на помощь?', { hint: 'es' })).toMatchObject({ kind: 'refusal', lang: 'es', unknownScript: true });
    // Asked in a language given explicitly, in a script the corpus has, or in no script at all: an ordinary refusal.
    expect(refusal('Как подать заявку на помощь?', { lang: 'en' })).not.toHaveProperty('unknownScript');
    expect(refusal('Where is the zoo?', {})).toMatchObject({ kind: 'refusal' });
    expect(refusal('Where is the zoo?', {})).not.toHaveProperty('unknownScript');
    expect(refusal('123 456', {})).not.toHaveProperty('unknownScript');
  });

  it('does not answer from another language when the only shared terms are numbers', () => {
    const lenient = createEngine(index, { threshold: 0.05 });
    const { outcome, trace } = lenient.ask('¿Cuánto es 20 más 20?', { asOf: AS_OF, lang: 'es', explain: true });
    expect(outcome.kind).toBe('refusal');
    const english = trace!.attempts[1]!.candidates.find((c) => c.passage === 'bus-en#1')!;
    expect(english).toMatchObject({ verdict: 'accept', gate: 'numbers-only', matched: ['20'] });
  });

  it('does not answer on a number alone a question in a script no corpus language is written in', () => {
    const lenient = createEngine(index, { threshold: 0.05 });
    // Read in English by default, the Russian question shares only "20" with the English passages: they are not its own.
    const { outcome, trace } = lenient.ask('Сколько стоит 20 билетов?', { asOf: AS_OF, explain: true });
    expect(outcome).toMatchObject({ kind: 'refusal', lang: 'en', unknownScript: true });
    expect(trace!.language).toMatchObject({ lang: 'en', rule: 'default', script: 'Cyrillic', candidates: [] });
    expect(trace!.attempts[0]!.candidates.find((c) => c.passage === 'bus-en#1')).toMatchObject({ verdict: 'accept', gate: 'numbers-only', matched: ['20'] });
    // Read in the page's language, as the page asks: the same.
    expect(lenient.ask('Сколько стоит 20 билетов?', { asOf: AS_OF, hint: 'es' }).outcome).toMatchObject({ kind: 'refusal', lang: 'es', unknownScript: true });
    // Asked in English by choice, the number is an English question's own: the rule is not about digits.
    const chosen = lenient.ask('Сколько стоит 20 билетов?', { asOf: AS_OF, lang: 'en' }).outcome;
    expect(chosen.kind === 'answer' && chosen.passages[0]!.id).toBe('bus-en#1');
  });

  it('does not quote, for such a question naming a document, a passage holding nothing of its ask but a number', () => {
    const named = engine.ask('Сколько стоит GoPass за 20?', { asOf: AS_OF, explain: true });
    expect(named.outcome.kind === 'related' && named.outcome.documents.map((d) => d.doc)).toEqual(['bus-en']);
    expect(named.trace!.attempts[0]!.candidates.find((c) => c.passage === 'bus-en#1')).toMatchObject({ verdict: 'accept', gate: 'no-ask-evidence', ask: { asked: ['20'], held: ['20'] } });
    // In a script the corpus has, the number is the ask of a question naming the program, and answered.
    const english = engine.ask('GoPass 20', { asOf: AS_OF, lang: 'en' }).outcome;
    expect(english.kind === 'answer' && english.passages[0]!.id).toBe('bus-en#1');
  });

  it('reads a word the passages never use as the operator\'s synonym they do use, and says so', () => {
    const plain = engine.ask('gopass price', { asOf: AS_OF, lang: 'en', explain: true });
    // "price" is in no passage: without the synonym, only the document is named.
    expect(plain.outcome.kind).toBe('related');
    const withSynonyms = createEngine(buildIndex(CORPUS, { ...SETTINGS, synonyms: { en: [['price', 'cost', 'fee']] } }).index!);
    const { outcome, trace } = withSynonyms.ask('gopass price', { asOf: AS_OF, lang: 'en', explain: true });
    expect(outcome.kind === 'answer' && outcome.passages[0]!.id).toBe('bus-en#1');
    expect(trace!.attempts[0]!.synonyms).toEqual([{ lang: 'en', term: 'price', read: ['cost'] }]);
  });

  it("reads a word one edit from an operator's synonym as its group, at a typo's discount, and says so", () => {
    const withSynonyms = createEngine(buildIndex(CORPUS, { ...SETTINGS, synonyms: { en: [['charge', 'costs']] } }).index!);
    // "chrage" is in no passage, nor one edit from any of their words: only the document is named without the group.
    expect(engine.ask('gopass chrage', { asOf: AS_OF, lang: 'en' }).outcome.kind).toBe('related');
    const { outcome, trace } = withSynonyms.ask('gopass chrage', { asOf: AS_OF, lang: 'en', explain: true });
    expect(outcome.kind === 'answer' && outcome.passages[0]!.id).toBe('bus-en#1');
    expect(trace!.attempts[0]!.corrections).toEqual([{ lang: 'en', word: 'chrage', from: 'chrag', to: 'charg', kind: 'typo' }]);
    expect(trace!.attempts[0]!.synonyms).toEqual([{ lang: 'en', term: 'charg', read: ['costs'] }]);
    const spelt = withSynonyms.ask('gopass charge', { asOf: AS_OF, lang: 'en', explain: true }).trace!.attempts[0]!.candidates[0]!;
    expect(trace!.attempts[0]!.candidates[0]!.score).toBeLessThan(spelt.score);
  });

  it("reads a misspelt synonym at the typo's discount: scored exactly as a misspelling of the passages' own word", () => {
    const withSynonyms = createEngine(buildIndex(CORPUS, { ...SETTINGS, synonyms: { en: [['proprietor', 'landlord']] } }).index!);
    const best = (question: string) => withSynonyms.ask(question, { asOf: AS_OF, lang: 'en', explain: true }).trace!.attempts[0]!;
    const synonym = best('rent grant porprietor');
    const typo = best('rent grant lanldord');
    expect(synonym.corrections).toEqual([{ lang: 'en', word: 'porprietor', from: 'porpr', to: 'propr', kind: 'typo' }]);
    expect(typo.corrections).toEqual([{ lang: 'en', word: 'lanldord', from: 'lanld', to: 'landl', kind: 'typo' }]);
    expect(synonym.candidates[0]).toMatchObject({ passage: 'rent-en#2', score: typo.candidates[0]!.score });
  });

  it("reads a misspelling of a group's word the passages use as that word alone, as the word typed right is", () => {
    const withSynonyms = createEngine(buildIndex(CORPUS, { ...SETTINGS, synonyms: { en: [['grant', 'card']] } }).index!);
    const { trace } = withSynonyms.ask('rent relief grnat landlord', { asOf: AS_OF, lang: 'en', explain: true });
    expect(trace!.attempts[0]!.corrections).toEqual([{ lang: 'en', word: 'grnat', from: 'grnat', to: 'grant', kind: 'typo' }]);
    expect(trace!.attempts[0]!.synonyms).toEqual([]);
  });

  it("reads a misspelt word as its operator's synonym before a word of the passages one edit from it too", () => {
    // "grans" is one edit from the passages' "grant" and from the operator's "grand" (grouped with "landlord").
    expect(engine.ask('rent relief grans', { asOf: AS_OF, lang: 'en', explain: true }).trace!.attempts[0]!.corrections).toEqual([
      { lang: 'en', word: 'grans', from: 'grans', to: 'grant', kind: 'typo' },
    ]);
    const withSynonyms = createEngine(buildIndex(CORPUS, { ...SETTINGS, synonyms: { en: [['grand', 'landlord']] } }).index!);
    const { trace } = withSynonyms.ask('rent relief grans', { asOf: AS_OF, lang: 'en', explain: true });
    expect(trace!.attempts[0]!.corrections).toEqual([{ lang: 'en', word: 'grans', from: 'grans', to: 'grand', kind: 'typo' }]);
    expect(trace!.attempts[0]!.synonyms).toEqual([{ lang: 'en', term: 'grand', read: ['landl'] }]);
  });

  it('reads a misspelt word as the term one edit away, at a discount, and says so', () => {
    const { outcome, trace } = engine.ask('rent relief grnat landlord', { asOf: AS_OF, lang: 'en', explain: true });
    expect(outcome.kind === 'answer' && outcome.passages[0]!.id).toBe('rent-en#2');
    expect(trace!.attempts[0]!.corrections).toEqual([{ lang: 'en', word: 'grnat', from: 'grnat', to: 'grant', kind: 'typo' }]);
    const exact = engine.ask('rent relief grant landlord', { asOf: AS_OF, lang: 'en', explain: true }).trace!.attempts[0]!.candidates[0]!;
    expect(trace!.attempts[0]!.candidates[0]!.score).toBeLessThan(exact.score);
  });
});

describe('createEngine().ask — a sibling too close to call (retrieval.close_sibling)', () => {
  // Asks two things: the pass's cost (bus-en#1 scores 0.3731) and where to get it (bus-en#2, 0.3577, 0.9587 of it).
  const question = 'GoPass cost where';

  it('names the document, quoting neither passage, when a sibling scores at least the share set', () => {
    const cautious = buildIndex(CORPUS, { ...SETTINGS, closeSibling: 0.95 }).index!;
    const { outcome, trace } = createEngine(cautious).ask(question, { asOf: AS_OF, lang: 'en', explain: true });
    expect(outcome.kind === 'related' && [outcome.basis, outcome.documents.map((d) => d.doc)]).toEqual(['topic', ['bus-en']]);
    expect([trace!.retrieval.verdict, trace!.answer.verdict, trace!.answer.related, trace!.answer.close, trace!.blame]).toEqual([
      'passages-accepted',
      'related-close',
      'bus-en',
      { best: 'bus-en#1', sibling: 'bus-en#2', share: 0.9587, askShare: 1 },
      'answer',
    ]);
    expect(trace!.settings.closeSibling).toBe(0.95);
  });

  it('quotes the best passage when its sibling is further off than the share, or when none is set', () => {
    for (const engine of [createEngine(index, { closeSibling: 0.96 }), createEngine(index)]) {
      const { outcome, trace } = engine.ask(question, { asOf: AS_OF, lang: 'en', explain: true });
      expect(outcome.kind === 'answer' && outcome.passages.map((p) => p.id)).toEqual(['bus-en#1']);
      expect(trace!.answer.close).toBeNull();
    }
    expect(createEngine(index).ask(question, { asOf: AS_OF, explain: true }).trace!.settings).not.toHaveProperty('closeSibling');
  });
});

describe('createEngine().ask — refusals', () => {
  it('refuses an off-topic question with no sources and the contact for its language', () => {
    expect(engine.ask('How do I renew a fishing licence?', { asOf: AS_OF }).outcome).toEqual({
      kind: 'refusal',
      lang: 'en',
      dir: 'ltr',
      message: "I found no passage in Cairn's documents that answers this. Other words may find one: try the program's name, or fewer words.",
      contact: DEFAULT_SETTINGS.contact,
      contactLine: DEFAULT_SETTINGS.contact,
      citedText: `I found no passage in Cairn's documents that answers this. Other words may find one: try the program's name, or fewer words.\n${DEFAULT_SETTINGS.contact}`,
      status: expect.stringContaining(DEFAULT_SETTINGS.contact),
    });
    const spanish = engine.ask('¿Dónde saco la licencia de pesca?', { asOf: AS_OF, lang: 'es' }).outcome;
    expect([spanish.kind, spanish.kind === 'refusal' ? spanish.contact : '']).toEqual(['refusal', 'Llame al 555-0100']);
  });
});

describe('createEngine().ask — a document that may be about it', () => {
  // "Is my landlord paid by the county?" scores 0.0445 against the how-much passage of the rent grant, its best.
  const question = 'Is my landlord paid by the county?';

  it('names the best passage\'s document, quoting nothing, when it scored at least RELATED_SHARE of the threshold', () => {
    const { outcome, trace } = createEngine(index, { threshold: 0.05 }).ask(question, { asOf: AS_OF, explain: true });
    expect(outcome.kind === 'related' && [outcome.basis, outcome.documents.map((d) => d.doc), outcome.message, outcome.status]).toEqual([
      'near',
      ['rent-en'],
      "I found no passage in Cairn's documents that answers this. This document may be about it:",
      `A document that may be about it: Rent Relief Grant. No answer. ${DEFAULT_SETTINGS.contact}`,
    ]);
    expect([trace!.retrieval.verdict, trace!.answer.verdict, trace!.answer.related, trace!.blame]).toEqual(['below-threshold', 'related-near', 'rent-en', 'retrieval']);
    // 0.0445 of 0.05.
    expect(trace!.answer.nearShare).toBeCloseTo(0.89, 2);
    expect(createEngine(index, { threshold: 0.03 }).ask(question, { asOf: AS_OF, explain: true }).trace!.answer.nearShare).toBeNull();
  });

  it('refuses below RELATED_SHARE of the threshold', () => {
    expect(createEngine(index, { threshold: 0.07 }).ask(question, { asOf: AS_OF }).outcome.kind).toBe('refusal');
  });

  it('is the last resort: a document another language\'s search names comes first', () => {
    // The Spanish how-much passage scores 0.0512 against Spanish's 0.06, near it; the English GoPass passages clear
    // English's 0.12 through the shared "GoPass" without holding the ask, so their document is related on its topic.
    const spanishNear = createEngine(index, { thresholdByLanguage: { es: 0.06, en: 0.12 } });
    const fallback = spanishNear.ask('¿Cuánto cuesta el GoPass?', { asOf: AS_OF, lang: 'es' }).outcome;
    expect(fallback.kind === 'related' && [fallback.basis, fallback.documents[0]!.doc]).toEqual(['topic', 'bus-en']);
    const alone = createEngine(index, { thresholdByLanguage: { es: 0.06, en: 0.12 }, crossLanguageFallback: false }).ask('¿Cuánto cuesta el GoPass?', { asOf: AS_OF, lang: 'es' }).outcome;
    expect(alone.kind === 'related' && [alone.basis, alone.documents[0]!.doc]).toEqual(['near', 'rent-es']);
  });
});

describe('createEngine().ask — questions it will not take', () => {
  const codeOf = (question: string, lang?: string) => {
    try {
      engine.ask(question, { asOf: AS_OF, lang });
    } catch (error) {
      if (error instanceof QuestionError) return [error.code, error.message];
    }
    return undefined;
  };
  it.each([
    ['an empty question', '   ', undefined, ['empty-question', 'the question is empty; type a question']],
    ['an over-long question', 'x'.repeat(MAX_QUESTION_LENGTH + 1), undefined, ['question-too-long', `the question is ${MAX_QUESTION_LENGTH + 1} characters long; use at most ${MAX_QUESTION_LENGTH}`]],
    ['an unsupported language', 'hello', 'fr', ['unsupported-language', 'Cairn has no documents or messages in "fr"; use one of ar, en, es']],
  ])('rejects %s with a stable code', (_case, question, lang, expected) => {
    expect(codeOf(question, lang)).toEqual(expected);
  });

  it('accepts a regional tag of a language it has', () => {
    expect(engine.ask('¿Cuánto paga el subsidio de renta?', { asOf: AS_OF, lang: 'es-MX' }).outcome.lang).toBe('es');
  });
});

describe('explain mode', () => {
  it('never changes the outcome: byte-identical with and without it', () => {
    for (const question of ['How much does the rent grant pay?', 'fishing licence', '¿Cuánto cuesta el GoPass?', 'منحة الإيجار']) {
      expect(canonicalJson(engine.ask(question, { asOf: AS_OF, explain: true }).outcome)).toBe(canonicalJson(engine.ask(question, { asOf: AS_OF }).outcome));
    }
  });

  it('names the passages composition dropped and the knob that dropped them', () => {
    const trace = createEngine(index, { threshold: 0.05 }).ask('rent grant deadlines and how much', { asOf: AS_OF, explain: true }).trace!;
    expect(trace.answer.verdict).toBe('composed-truncated');
    expect(trace.answer.knob).toBe('retrieval.max_passages');
    expect(trace.answer.quoted).toHaveLength(1);
    expect(trace.answer.dropped.length).toBeGreaterThan(0);
    expect(trace.blame).toBe('answer');
  });

  it('tells a near miss from no overlap at all', () => {
    const high = createEngine(index, { threshold: 0.99, crossLanguageFallback: false });
    expect(high.ask('rent grant', { asOf: AS_OF, explain: true }).trace!.retrieval.verdict).toBe('below-threshold');
    expect(high.ask('zebra quantum', { asOf: AS_OF, explain: true }).trace!.retrieval).toEqual({ verdict: 'no-lexical-overlap', bestScore: 0 });
    expect(high.ask('zebra quantum', { asOf: AS_OF, explain: true }).trace!.blame).toBe('retrieval');
  });

  it('puts every question term in exactly one evidence set (property)', () => {
    const vocabulary = [...new Set(index.passages.flatMap((p) => tokenize(p.body)))];
    const words = fc.oneof(fc.constantFrom(...vocabulary, 'the', 'zebra', 'quantum', 'grant', 'renta'), fc.stringMatching(/^[a-z]{3,8}$/u));
    fc.assert(
      fc.property(fc.array(words, { minLength: 1, maxLength: 8 }), (list) => {
        const trace = engine.ask(list.join(' '), { asOf: AS_OF, explain: true }).trace!;
        for (const attempt of trace.attempts) {
          const { matched, inNoPassage, tooCommon } = attempt.evidence;
          expect([...matched, ...inNoPassage, ...tooCommon].sort()).toEqual(trace.terms);
          expect(new Set([...matched, ...inNoPassage, ...tooCommon]).size).toBe(trace.terms.length);
        }
      }),
      { numRuns: 200, seed: 7 },
    );
  });
});

describe('retrieve', () => {
  it('scores exactly as a brute-force cosine × covered share over plain Maps (property)', () => {
    const prepared = prepareIndex(index);
    const english = prepared.languages.get('en')!;
    const vector = (counts: Map<string, number>) => {
      const v = new Map<string, number>();
      for (const [term, count] of counts) {
        if (english.suppressed.has(term)) continue;
        const df = index.languages.en!.df[term] ?? 0;
        v.set(term, sublinearTf(count) * smoothedIdf(english.passageCount, df));
      }
      return v;
    };
    const norm = (v: Map<string, number>) => Math.sqrt([...v.values()].reduce((s, x) => s + x * x, 0));
    const vocabulary = Object.keys(index.languages.en!.df);
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.constantFrom(...vocabulary), fc.constant('zzzzz')), { minLength: 1, maxLength: 10 }), (terms) => {
        const q = vector(terms.reduce((m, t) => m.set(t, (m.get(t) ?? 0) + 1), new Map<string, number>()));
        const expected = index.passages
          .filter((p) => p.lang === 'en')
          .map((p) => {
            const v = vector(new Map(Object.entries(p.terms).sort(([a], [b]) => (a < b ? -1 : 1))));
            let dot = 0;
            const held = new Map<string, number>();
            for (const [t, w] of q) {
              // The passage's side is its unit weight (its weight over its norm, to 12 bits), as both index forms store it.
              dot += w * (v.has(t) ? unitWeight(v.get(t)!, norm(v)) : 0);
              if (v.has(t)) held.set(t, w);
            }
            const cosine = dot === 0 ? 0 : dot / norm(q);
            const covered = norm(held) / norm(q);
            return { id: p.id, score: cosine * covered, cosine, covered };
          })
          .filter((x) => x.score > 0)
          .sort((a, b) => b.score - a.score || (a.id < b.id ? -1 : 1));
        const got = retrieve(prepared, asWords(terms), { languages: ['en'], thresholdOf: () => 0.2, limit: 100 }).candidates;
        expect(got.map((c) => c.passage.id)).toEqual(expected.map((x) => x.id));
        got.forEach((c, i) => {
          expect(c.score).toBeCloseTo(expected[i]!.score, 12);
          expect(c.cosine).toBeCloseTo(expected[i]!.cosine, 12);
          expect(c.covered).toBeCloseTo(expected[i]!.covered, 12);
        });
      }),
      { numRuns: 300, seed: 11 },
    );
  });

  it('leaves question words in a script a language never uses out of that language\'s score, norm included', () => {
    const prepared = prepareIndex(index);
    const latinOnly = retrieve(prepared, asWords(['gopas']), { languages: ['en'], thresholdOf: () => 0.2, limit: 1 }).candidates[0]!;
    const withArabic = retrieve(prepared, asWords(['gopas', ...tokenize('كم سعرها')]), { languages: ['en'], thresholdOf: () => 0.2, limit: 1 }).candidates[0]!;
    expect(withArabic.passage.id).toBe(latinOnly.passage.id);
    expect(withArabic.score).toBe(latinOnly.score);
    // A Latin word unknown to English still counts against it: it could have been an English word.
    expect(retrieve(prepared, asWords(['gopas', 'zzzzz']), { languages: ['en'], thresholdOf: () => 0.2, limit: 1 }).candidates[0]!.score).toBeLessThan(latinOnly.score);
  });

  it('bounds every score to [0, 1]: a passage asked word for word scores 1', () => {
    const prepared = prepareIndex(index);
    const passage = index.passages.find((p) => p.id === 'rent-en#2')!;
    const terms = Object.entries(passage.terms).flatMap(([t, n]) => Array(n).fill(t) as string[]);
    // 1 but for the unit weights' rounding (at most 2⁻¹³ each): Σ w·unit(w) / ‖w‖, computed here from the definition.
    const weights = passageWeights(passage.terms, prepared.languages.get('en')!.idf);
    const norm = Math.hypot(...weights.map(([, w]) => w));
    const expected = weights.reduce((sum, [, w]) => sum + w * unitWeight(w, norm), 0) / norm;
    const top = retrieve(prepared, asWords(terms), { languages: ['en'], thresholdOf: () => 0.2, limit: 1 }).candidates[0]!;
    expect(top.score).toBeCloseTo(expected, 12);
    expect(Math.abs(top.score - 1)).toBeLessThan(2 ** -13);
  });
});

describe('determinism', () => {
  it('answers identically from an index that went through serialise and parse', () => {
    const reloaded = createEngine(parseIndex(serializeIndex(index), 'index.json'));
    for (const question of ['How much does the rent grant pay?', '¿Cuánto cuesta el GoPass?', 'منحة الإيجار', 'fishing']) {
      expect(canonicalJson(reloaded.ask(question, { asOf: AS_OF, explain: true }))).toBe(canonicalJson(engine.ask(question, { asOf: AS_OF, explain: true })));
    }
  });
});

describe('createEngine().ask — accents', () => {
  it('reads a word typed without its accents as the accented term, in full', () => {
    const typed = engine.ask('¿Cuanto paga el subsidio?', { asOf: AS_OF, lang: 'es', explain: true });
    const accented = engine.ask('¿Cuánto paga el subsidio?', { asOf: AS_OF, lang: 'es', explain: true });
    expect(typed.trace!.attempts[0]!.corrections).toEqual([{ lang: 'es', word: 'cuanto', from: 'cuant', to: 'cuánt', kind: 'accents' }]);
    expect(typed.trace!.attempts[0]!.candidates[0]).toEqual(accented.trace!.attempts[0]!.candidates[0]);
  });
});

describe('createEngine().ask — German typed without umlauts', () => {
  const german = createEngine(
    buildIndex(
      [
        doc('zeugnis-de', 'de', 'Führungszeugnis',
          ['Gebühren', 'Das Führungszeugnis kostet 13 Euro.'],
          ['Öffnungszeiten', 'Das Bürgerbüro Süd ist montags bis freitags von 8 bis 16 Uhr geöffnet.']),
        doc('muell-de', 'de', 'Sperrmüll', ['Abholung', 'Die Abholung von Sperrmüll melden Sie online an.']),
      ],
      { ...DEFAULT_SETTINGS, threshold: 0.12 },
    ).index!,
  );

  it('reads "ue", "oe" and "ae" as the umlauts they stand for, as an accent dropped is read, and says so', () => {
    const typed = german.ask('Oeffnungszeiten Buergerbuero Sued', { asOf: AS_OF, lang: 'de', explain: true });
    const written = german.ask('Öffnungszeiten Bürgerbüro Süd', { asOf: AS_OF, lang: 'de', explain: true });
    expect(typed.trace!.attempts[0]!.corrections).toEqual([
      { lang: 'de', word: 'buergerbuero', from: 'buerg', to: 'bürge', kind: 'accents' },
      { lang: 'de', word: 'oeffnungszeiten', from: 'oeffn', to: 'öffnu', kind: 'accents' },
      { lang: 'de', word: 'sued', from: 'sued', to: 'süd', kind: 'accents' },
    ]);
    expect(typed.trace!.attempts[0]!.candidates[0]).toEqual(written.trace!.attempts[0]!.candidates[0]);
    expect(typed.outcome.kind === 'answer' && typed.outcome.passages.map((p) => p.id)).toEqual(['zeugnis-de#2']);
  });
});

describe("createEngine().ask — an agency's own message tables ([messages.LANG])", () => {
  // Every English message under a mark, so a sentence said from the agency's table is told from Cairn's own.
  const ru = Object.fromEntries(Object.entries(MESSAGES.en!).map(([key, text]) => [key, `RU ${text}`])) as unknown as MessageTable;
  const corpus = [
    doc('rent-ru', 'ru', 'Помощь с арендой', ['Сколько', 'Грант покрывает до $3,500 долга по аренде.']),
    doc('bus-en', 'en', 'Harbor GoPass', ['Cost', 'The GoPass costs $20 per year for residents over 65.']),
    doc('rent-es', 'es', 'Subsidio de Renta', ['Cuánto', 'El subsidio paga hasta $3,500 de renta atrasada.']),
  ];
  // And one for a language Cairn has a table for: the agency's replaces Cairn's.
  const es: MessageTable = { ...MESSAGES.es!, statusRefused: 'Sin respuesta en los documentos del condado. {contact}' };
  const settings: Settings = { ...DEFAULT_SETTINGS, threshold: 0.12, contact: 'Call 555-0100', messages: { ru, es } };
  // Through the index's text and back: the tables are stored, checked and read as the page reads them.
  const spoken = createEngine(parseIndex(serializeIndex(buildIndex(corpus, settings).index!), 'index.json'));

  it("answers a question in the table's language in the agency's words", () => {
    const { outcome } = spoken.ask('Сколько покрывает грант по аренде?', { asOf: AS_OF });
    expect([outcome.kind, outcome.lang, outcome.kind === 'answer' ? outcome.status : '']).toEqual(['answer', 'ru', 'RU Answer found in Помощь с арендой, section Сколько.']);
    expect(outcome.kind === 'answer' && outcome.citedText.split('\n\n').at(-1)).toBe('RU Sources:\n[1] Помощь с арендой › Сколько (rent-ru#1)');
  });

  it("refuses in the agency's words, with the contact", () => {
    const { outcome } = spoken.ask('Где получить водительские права?', { asOf: AS_OF });
    expect(outcome.kind).toBe('refusal');
    expect(outcome.kind === 'refusal' && [outcome.message, outcome.contactLine, outcome.status]).toEqual([
      "RU I found no passage in Cairn's documents that answers this. Other words may find one: try the program's name, or fewer words.",
      'RU To ask a person: Call 555-0100',
      "RU No answer found in the agency's documents. Call 555-0100",
    ]);
  });

  it('names the languages of a quote from another language by their own names, as its table has none for them', () => {
    const { outcome } = spoken.ask('GoPass $20', { asOf: AS_OF, lang: 'ru' });
    expect(outcome.kind === 'answer' && [outcome.notice, outcome.status]).toEqual([
      'RU No Русский document answers this. The passage below is quoted, untranslated, from a document in English.',
      // No section named: an English heading inside a Russian sentence would be read in the wrong voice.
      'RU Answer found in Harbor GoPass. RU The quote is in English, untranslated.',
    ]);
    // Each name marked with its own language, so a screen reader voices "English" in English inside the Russian.
    expect(outcome.kind === 'answer' && outcome.noticeParts!.filter((part) => part.lang !== undefined)).toEqual([
      { text: 'Русский', lang: 'ru', dir: 'ltr' },
      { text: 'English', lang: 'en', dir: 'ltr' },
    ]);
  });

  it("says a Spanish refusal in the agency's Spanish, in place of Cairn's", () => {
    expect(spoken.ask('¿Dónde renuevo la licencia de conducir?', { asOf: AS_OF }).outcome.status).toBe('Sin respuesta en los documentos del condado. Call 555-0100');
  });

  it('refuses at build a table under a tag no document uses, which would never be spoken', () => {
    const built = buildIndex(corpus, { ...settings, messages: { 'ru-RU': ru } });
    expect(built.errors.map((e) => e.message)).toEqual([
      'cairn.toml: "messages.ru-RU" names a language no document is written in (the corpus has en, es, ru); give the table under one of those tags, or add documents in "ru-RU"',
    ]);
  });

  it('lists the language as one Cairn speaks, and leaves the other languages in their own tables', () => {
    expect(spoken.languages.find((l) => l.code === 'ru')).toMatchObject({ inCorpus: true, hasMessages: true });
    const { outcome } = spoken.ask('How much does the GoPass cost?', { asOf: AS_OF });
    expect(outcome.kind === 'answer' && outcome.status).toBe('Answer found in Harbor GoPass, section Cost.');
    // Without the table, a Russian refusal is said in English, Cairn's fallback.
    const plain = createEngine(buildIndex(corpus, { ...settings, messages: undefined }).index!);
    expect(plain.ask('Где получить водительские права?', { asOf: AS_OF }).outcome.status).toBe("No answer found in the agency's documents. Call 555-0100");
  });
});

describe('createEngine().ask — Traditional and Simplified Chinese', () => {
  const traditional = [
    doc('rent-zh', 'zh-Hant', '住房補助',
      ['申請方法', '請在網上申請住房補助，或前往辦公室辦理。'],
      ['補助金額', '每個家庭最多可獲得三千五百元。']),
    doc('bus-zh', 'zh-Hant', '優惠交通卡', ['費用', '交通卡每年費用為二十元。']),
  ];
  const simplified = [
    doc('rent-zh', 'zh', '住房补助',
      ['申请方法', '请在网上申请住房补助，或前往办公室办理。'],
      ['补助金额', '每个家庭最多可获得三千五百元。']),
    doc('bus-zh', 'zh', '优惠交通卡', ['费用', '交通卡每年费用为二十元。']),
  ];
  const settings: Settings = { ...DEFAULT_SETTINGS, threshold: 0.12, defaultLanguage: 'zh' };

  it('answers a question typed in Simplified from a corpus written in Traditional, and says how it read it', () => {
    const built = buildIndex(traditional, { ...settings, defaultLanguage: 'zh-Hant' }).index!;
    const { outcome, trace } = createEngine(built).ask('住房补助 申请方法', { asOf: AS_OF, explain: true });
    expect(outcome.kind === 'answer' && outcome.passages.map((p) => p.id)).toEqual(['rent-zh#1']);
    // Every bigram the corpus writes otherwise is read, the ones across two words (房补, 请方) too: 住房補助 and 申請方法 are its text.
    expect(trace!.attempts[0]!.corrections.map((c) => `${c.from}→${c.to} ${c.kind}`)).toEqual(['房补→房補 script', '申请→申請 script', '补助→補助 script', '请方→請方 script']);
  });

  it('answers a question typed in Traditional from a corpus written in Simplified', () => {
    const built = buildIndex(simplified, settings).index!;
    const { outcome } = createEngine(built).ask('補助金額', { asOf: AS_OF });
    expect(outcome.kind === 'answer' && outcome.passages.map((p) => p.id)).toEqual(['rent-zh#2']);
  });

  it('refuses the same question without the index’s forms: the reading is what answers it', () => {
    const built = buildIndex(simplified, settings).index!;
    expect(built.hanVariants?.zh?.['補']).toBe('补');
    const { hanVariants: _dropped, ...without } = built;
    expect(createEngine(without).ask('補助金額', { asOf: AS_OF }).outcome.kind).toBe('refusal');
  });

  it('carries no forms in an index without Han text', () => {
    expect(index.hanVariants).toBeUndefined();
  });

  it('quotes the opening passage for a question naming a document in the other script, as for one in the passages’ script', () => {
    const engineOf = createEngine(buildIndex(simplified, settings).index!);
    for (const question of ['住房补助', '住房補助', '优惠交通卡', '優惠交通卡']) {
      const { outcome } = engineOf.ask(question, { asOf: AS_OF });
      expect([question, outcome.kind === 'answer' && outcome.passages[0]!.id]).toEqual([question, question.startsWith('住房') ? 'rent-zh#1' : 'bus-zh#1']);
    }
  });

  it('reaches the operator’s synonyms from the other script: 價錢 is read as 价钱, whose group says 费用', () => {
    const engineOf = (synonyms: Settings['synonyms']) => createEngine(buildIndex(simplified, { ...settings, synonyms }).index!);
    expect(engineOf({}).ask('交通卡價錢', { asOf: AS_OF }).outcome.kind).toBe('related');
    const { outcome, trace } = engineOf({ zh: [['费用', '价钱']] }).ask('交通卡價錢', { asOf: AS_OF, explain: true });
    expect(outcome.kind === 'answer' && outcome.passages.map((p) => p.id)).toEqual(['bus-zh#1']);
    expect(trace!.attempts[0]!.synonyms).toEqual([{ lang: 'zh', term: '價錢', read: ['费用'] }]);
  });

  it('reads a word typed in the other script as the passages’ word before any synonym, as a word typed in theirs', () => {
    const engineOf = createEngine(buildIndex(simplified, { ...settings, synonyms: { zh: [['费用', '每年']] } }).index!);
    const { trace } = engineOf.ask('每年費用', { asOf: AS_OF, explain: true });
    expect(trace!.attempts[0]!.synonyms).toEqual([]);
    expect(trace!.attempts[0]!.corrections.map((c) => `${c.from}→${c.to} ${c.kind}`)).toEqual(['年費→年费 script', '費用→费用 script']);
  });

  it('reads Chinese into Chinese passages only: a Japanese page beside them records no forms and changes none of theirs', () => {
    const mixed = [
      doc('med-zh', 'zh-Hant', '醫療補助', ['申請', '醫療補助每年申請一次。']),
      doc('med-ja', 'ja', '医療費の補助', ['申請', '医療費の補助は毎年申請してください。']),
    ];
    const built = buildIndex(mixed, { ...settings, defaultLanguage: 'zh-Hant' }).index!;
    expect(Object.keys(built.hanVariants!)).toEqual(['zh-Hant']);
    expect(built.hanVariants!['zh-Hant']!['医']).toBe('醫');
    const { outcome, trace } = createEngine(built).ask('医疗补助 申请', { asOf: AS_OF, explain: true });
    expect(outcome.kind === 'answer' && outcome.passages.map((p) => p.id)).toEqual(['med-zh#1']);
    expect(trace!.language.lang).toBe('zh-Hant');
  });
});

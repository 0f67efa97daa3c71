import { describe, expect, it } from 'vitest';
import { buildIndex, createEngine, type Outcome } from '../../src/engine/index.ts';
import { loadConfig } from './load-config.ts';
import { questionReport, renderQuestionReport, type AskedQuestion, type QuestionReport } from './question-report.ts';
import { readCorpus } from './read-corpus.ts';

const { config, corpusDir } = loadConfig({});
const engine = createEngine(buildIndex(readCorpus(corpusDir), config.settings).index!);
const asked = (...questions: string[]): AskedQuestion[] =>
  questions.map((question) => {
    const { outcome, trace } = engine.ask(question, { explain: true, asOf: '2026-01-15' });
    return { question, outcome, trace: trace! };
  });

describe('questionReport', () => {
  const batch = asked(
    'where do I send the paperwork for my gopass', // refused: "paperwork" in no passage
    'How much is the grocery allowance per person?', // answered
    'what number for a complaint', // related to the contact page: "number" in no passage
    'utlity help paperworks', // refused: "paperworks" in no passage, "utlity" read as utility (listed with its reading)
    'How do I renew a fishing licence?', // refused: two words in no passage
  );

  it('counts the outcomes, and the lines the engine did not take as asked, by why (most first, then by code)', () => {
    const { asked: n, answered, related, refused, errors, notTaken } = questionReport(batch, ['unsupported-language', 'empty-question', 'question-too-long', 'empty-question']);
    expect({ n, answered, related, refused, errors, notTaken }).toEqual({
      n: 9,
      answered: 1,
      related: 1,
      refused: 3,
      errors: 4,
      notTaken: [
        { code: 'empty-question', questions: 2 },
        { code: 'question-too-long', questions: 1 },
        { code: 'unsupported-language', questions: 1 },
      ],
    });
  });

  it('lists the words no passage uses, most questions first, with the first question that used each', () => {
    expect(questionReport(batch).missingWords).toEqual([
      { lang: 'en', term: 'paper', word: 'paperwork', questions: 2, example: 'where do I send the paperwork for my gopass' },
      { lang: 'en', term: 'fishi', word: 'fishing', questions: 1, example: 'How do I renew a fishing licence?' },
      { lang: 'en', term: 'licen', word: 'licence', questions: 1, example: 'How do I renew a fishing licence?' },
      { lang: 'en', term: 'numbe', word: 'number', questions: 1, example: 'what number for a complaint' },
      { lang: 'en', term: 'utlit', word: 'utlity', questions: 1, example: 'utlity help paperworks', readAs: 'utili' },
    ]);
  });

  it('leaves out an answered question, and a word read without its accents as the documents\' word', () => {
    const [answered] = asked('how much is the grocery alowance paperworks');
    expect(answered!.outcome.kind).toBe('answer');
    expect(answered!.trace.attempts[0]!.evidence.inNoPassage).toEqual(['alowa', 'paper']);
    expect(questionReport([answered!]).missingWords).toEqual([]);
    const [accents] = asked('informacion sobre dinosaurios y ballenas');
    expect(accents!.outcome.kind).toBe('refusal');
    expect(accents!.trace.attempts[0]!.corrections).toEqual([{ lang: 'es', word: 'informacion', from: 'infor', to: 'infór', kind: 'accents' }]);
    expect(accents!.trace.attempts[0]!.evidence.inNoPassage).toContain('infor');
    expect(questionReport([accents!]).missingWords.map((w) => w.word)).toEqual(['ballenas', 'dinosaurios', 'sobre']);
  });

  it('keeps a word read as a misspelling of another, with what it was read as: a guess the operator can overrule', () => {
    const [typo] = asked('utlity help');
    expect(typo!.outcome.kind).not.toBe('answer');
    expect(typo!.trace.attempts[0]!.corrections).toEqual([{ lang: 'en', word: 'utlity', from: 'utlit', to: 'utili', kind: 'typo' }]);
    expect(questionReport([typo!]).missingWords).toEqual([{ lang: 'en', term: 'utlit', word: 'utlity', questions: 1, example: 'utlity help', readAs: 'utili' }]);
  });

  it('counts the questions in a script no document is written in apart, and lists none of their words', () => {
    const batch = asked('Как получить разрешение на парковку?', 'Где ваш офис?', 'How do I renew a fishing licence?');
    expect(batch.map((q) => q.outcome.kind === 'refusal' && q.outcome.unknownScript === true)).toEqual([true, true, false]);
    const report = questionReport(batch);
    expect(report.otherScript).toEqual({ questions: 2, example: 'Как получить разрешение на парковку?' });
    expect(report.refused).toBe(3);
    expect(report.missingWords.map((w) => w.word)).toEqual(['fishing', 'licence']);
  });

  it('leaves out a count no passage holds (no synonym gives one), not a longer number, which one may', () => {
    const [late, service] = asked('fishing licence for 45 days', 'can I call 311 about fishing');
    expect(late!.outcome.kind).toBe('refusal');
    expect(late!.trace.attempts[0]!.evidence.inNoPassage).toEqual(['45', 'fishi', 'licen']);
    expect(questionReport([late!]).missingWords.map((w) => w.word)).toEqual(['fishing', 'licence']);
    expect(service!.outcome.kind).toBe('refusal');
    expect(questionReport([service!]).missingWords.map((w) => w.word)).toEqual(['311', 'fishing']);
  });

  it('leaves out a word the operator\'s synonyms read as the documents\' word', () => {
    const settings = { ...config.settings, synonyms: { en: [['documents', 'paperwork']] } };
    const withSynonyms = createEngine(buildIndex(readCorpus(corpusDir), settings).index!);
    const question = 'where do I send the paperwork for my gopass';
    const { outcome, trace } = withSynonyms.ask(question, { explain: true, asOf: '2026-01-15' });
    expect(trace!.attempts[0]!.synonyms.map((s) => s.term)).toEqual(['paper']);
    expect(questionReport([{ question, outcome, trace: trace! }]).missingWords.map((w) => w.word)).toEqual([]);
    // Without the group, the same question reports it.
    expect(questionReport(asked(question)).missingWords.map((w) => w.word)).toEqual(['paperwork']);
  });

  it("leaves out a word the operator's synonyms carry to a page written only in another language", () => {
    const settings = { ...config.settings, synonyms: { es: [['garaje', 'parking']] } };
    const withSynonyms = createEngine(buildIndex(readCorpus(corpusDir), settings).index!);
    // Refused still (nothing says where bicycles go), with "garaje" carried to the English pages' "parking".
    const question = '¿Puedo dejar mi bicicleta en el garaje durante la noche?';
    const { outcome, trace } = withSynonyms.ask(question, { explain: true, asOf: '2026-01-15' });
    expect(outcome.kind).toBe('refusal');
    expect(trace!.attempts[1]!.translations.filter((t) => t.kind === 'synonyms').map((t) => t.term)).toEqual(['garaj']);
    const reported = questionReport([{ question, outcome, trace: trace! }]).missingWords.map((w) => w.word);
    expect(reported).not.toContain('garaje');
    // Without the group, the same question reports it.
    expect(questionReport(asked(question)).missingWords.map((w) => w.word)).toEqual([...reported, 'garaje'].sort());
  });

  it('shows the spelling written most often, the first in code-point order on a tie, whatever the batch order', () => {
    const three = asked('paperworks help', 'paperwork help', 'paperworks');
    expect(questionReport(three).missingWords.map((w) => w.word)).toEqual(['paperworks']);
    expect(questionReport(three.slice(0, 2)).missingWords.map((w) => w.word)).toEqual(['paperwork']);
    expect(questionReport([...three.slice(0, 2)].reverse()).missingWords.map((w) => w.word)).toEqual(['paperwork']);
  });

  it('lists the documents named as related, most named first, then by id', () => {
    const more = asked('crédito invierno documentos', 'ayuda alimentos requisitos', 'what number for complaints');
    expect(more.map((a) => a.outcome.kind)).toEqual(['related', 'related', 'related']);
    expect(questionReport([...more, ...batch]).namedDocuments).toEqual([
      { doc: 'contact-en', title: 'Contact and office hours', questions: 2, example: 'what number for complaints' },
      { doc: 'grocery-allowance-es', title: 'Ayuda para Alimentos Nuevo Comienzo', questions: 1, example: 'ayuda alimentos requisitos' },
      { doc: 'utility-credit-es', title: 'Crédito de Invierno para Servicios Públicos', questions: 1, example: 'crédito invierno documentos' },
    ]);
  });

  it('lists the documents that answered questions asked in another language, by the questions\' language', () => {
    const across = asked('كم قيمة GoPass في الشهر؟', 'GoPass ¿cuánto cuesta al año?', 'ما هو GoPass؟', 'How much does the GoPass cost?');
    expect(across.map((a) => [a.outcome.kind, a.outcome.kind === 'answer' && a.outcome.notice !== null])).toEqual([
      ['answer', true],
      ['answer', true],
      ['answer', true],
      ['answer', false], // asked in English, answered in English: not listed
    ]);
    expect(questionReport(across).answeredAcross).toEqual([
      { lang: 'ar', doc: 'transit-pass-en', title: 'Harbor GoPass', questions: 2, example: 'كم قيمة GoPass في الشهر؟' },
      { lang: 'es', doc: 'transit-pass-en', title: 'Harbor GoPass', questions: 1, example: 'GoPass ¿cuánto cuesta al año?' },
    ]);
    // Two passages of one document quoted for one question count that question once.
    const [one] = across;
    const answer = one!.outcome as Extract<Outcome, { kind: 'answer' }>;
    const twoPassages = { ...one!, outcome: { ...answer, passages: [answer.passages[0]!, { ...answer.passages[0]!, id: 'transit-pass-en#4' }] } };
    expect(questionReport([twoPassages]).answeredAcross.map((a) => [a.doc, a.questions])).toEqual([['transit-pass-en', 1]]);
  });

  it('counts a word under the language whose passages were searched', () => {
    expect(questionReport(asked('ayuda alimentos requisitos')).missingWords).toEqual([
      { lang: 'es', term: 'requi', word: 'requisitos', questions: 1, example: 'ayuda alimentos requisitos' },
    ]);
  });

  it('shows a word as it was typed where the tokenizer cut it: an Arabic prefix kept', () => {
    const words = questionReport(asked('هو أنا لازم أرجّع فلوس منحة السكن بعدين؟')).missingWords;
    expect(words.filter((w) => w.term === 'لوس' || w.term === 'ازم').map(({ lang, term, word }) => ({ lang, term, word }))).toEqual([
      { lang: 'ar', term: 'ازم', word: 'لازم' },
      { lang: 'ar', term: 'لوس', word: 'فلوس' },
    ]);
  });
});

describe('renderQuestionReport', () => {
  const WORDS_HEADER = [
    "Words no passage in the question's language uses, from the questions not answered: language, word, questions,",
    'one of them (most asked first). A [synonyms] group in cairn.toml ties a word residents use to the one your',
    'documents use (en = [["paperwork", "documents"]]), or to the word of a page written only in another language',
    '(es = [["estacionamiento", "parking"]]); translating that page lets residents be answered in their own. A word',
    'read as a misspelling of another shows what it was read as: if that is wrong, a group holding the word overrules',
    'it. The words:',
  ];

  it('prints the counts, why lines were not taken, and the lists, cut at the row limit with what was left out', () => {
    const notTaken = ['question-too-long', 'bad-request', 'question-too-long'];
    expect(renderQuestionReport(questionReport(asked('where do I send the paperwork for my gopass', 'How do I renew a fishing licence?', 'what number for a complaint'), notTaken), 2)).toBe(
      [
        'Questions: 6 — answered 0, related 1, refused 2, not taken 3 (question-too-long 2, bad-request 1)',
        '',
        ...WORDS_HEADER,
        '  en  fishing  1  e.g. "How do I renew a fishing licence?"',
        '  en  licence  1  e.g. "How do I renew a fishing licence?"',
        '  … and 2 more (--json lists them all)',
        '',
        'Documents named as related, with no passage that answers (most named first; a passage may be missing):',
        '  contact-en (Contact and office hours)  1  e.g. "what number for a complaint"',
        '',
        "Answered from a document in another language than the question's (a translation may be missing):",
        '  (none)',
      ].join('\n'),
    );
  });

  it('says "(none)" for an empty list, and leaves out "not taken" when every line was taken', () => {
    expect(renderQuestionReport(questionReport(asked('How much is the grocery allowance per person?')))).toBe(
      [
        'Questions: 1 — answered 1, related 0, refused 0',
        '',
        ...WORDS_HEADER,
        '  (none)',
        '',
        'Documents named as related, with no passage that answers (most named first; a passage may be missing):',
        '  (none)',
        '',
        "Answered from a document in another language than the question's (a translation may be missing):",
        '  (none)',
      ].join('\n'),
    );
  });

  it('isolates right-to-left text, shows direction controls escaped, keeps a row on one line and cuts what is long', () => {
    const report: QuestionReport = {
      asked: 2,
      answered: 0,
      related: 1,
      refused: 1,
      errors: 0,
      notTaken: [],
      missingWords: [
        { lang: 'ar', term: 'لوس', word: 'فلوس', questions: 3, example: 'هو أنا لازم أرجّع فلوس؟' },
        { lang: 'en', term: 'xxxxx', word: 'x'.repeat(41), questions: 1, example: `evil\u202e text\nnext line ${'y'.repeat(120)}` },
        { lang: 'es', term: 'cuánt', word: 'cuánto', questions: 1, example: '¿Cuánto cuesta?', readAs: 'cuent' },
      ],
      namedDocuments: [{ doc: 'housing-relief-ar', title: 'منحة السكن', questions: 1, example: 'منحة \u2066السكن' }],
      answeredAcross: [{ lang: 'ar', doc: 'transit-pass-en', title: 'Harbor GoPass', questions: 2, example: 'كم سعر GoPass؟' }],
      otherScript: { questions: 4, example: 'Как \u202eполучить?' },
    };
    expect(renderQuestionReport(report).split('\n')).toEqual([
      'Questions: 2 — answered 0, related 1, refused 1',
      '',
      ...WORDS_HEADER,
      '  ar  \u2068فلوس\u2069  3  e.g. "\u2068هو أنا لازم أرجّع فلوس؟\u2069"',
      // 39 and 99 code points kept, then "…"; the example's first 21 code points come before the y's.
      `  en  ${'x'.repeat(39)}…  1  e.g. "evil\\u202e text next line ${'y'.repeat(99 - 21)}…"`,
      '  es  cuánto (read as cuent)  1  e.g. "¿Cuánto cuesta?"',
      '',
      'Documents named as related, with no passage that answers (most named first; a passage may be missing):',
      '  housing-relief-ar (\u2068منحة السكن\u2069)  1  e.g. "\u2068منحة \\u2066السكن\u2069"',
      '',
      "Answered from a document in another language than the question's (a translation may be missing):",
      '  ar  transit-pass-en (Harbor GoPass)  2  e.g. "\u2068كم سعر GoPass؟\u2069"',
      '',
      'Asked in a script no document is written in (no synonym reaches them; documents in their language would): 4  e.g. "Как \\u202eполучить?"',
    ]);
  });
});

/**
 * The scorers are code and are tested like it: for every scorer, known-good outcomes that must pass, known-bad
 * ones that must fail, and the cases outside its population that must be null. A scorer mutated to return a
 * constant fails here, and a last check pins that every table holds both verdicts.
 */
import { describe, expect, it } from 'vitest';
import { buildIndex, createEngine, defaultConfig, type Answer, type Outcome, type Refusal, type Related } from '../../src/engine/index.ts';
import {
  numbersIn,
  scoreAdversarial,
  scoreAttribution,
  scoreCitation,
  scoreGroundedness,
  scoreLanguage,
  scoreOutcome,
  scoreRelated,
  type PassageLookup,
  type Verdict,
} from './eval-scorers.ts';

/** The day every question here is asked for: its corpora are undated, or dated around it. */
const AS_OF = '2026-11-30';

const HOUSING_EN = 'The grant pays up to $3,500, based on the amount you owe.';
const HOUSING_ES = 'El subsidio paga hasta $3,500, según la cantidad que usted debe.';
const HOURS_EN = 'The office is open Monday to Friday from 8:30 a.m. to 4:30 p.m.';
const DEADLINE_AR = 'نراجع الطلبات خلال ١٤ يومًا ونرسل إليك رسالة بقرارنا.';

const PASSAGES: PassageLookup = new Map([
  ['housing-en#3', { id: 'housing-en#3', doc: 'housing-en', lang: 'en', body: HOUSING_EN }],
  ['housing-es#3', { id: 'housing-es#3', doc: 'housing-es', lang: 'es', body: HOUSING_ES }],
  ['contact-en#2', { id: 'contact-en#2', doc: 'contact-en', lang: 'en', body: HOURS_EN }],
  ['grocery-ar#5', { id: 'grocery-ar#5', doc: 'grocery-ar', lang: 'ar', body: DEADLINE_AR }],
]);

/** An answer quoting `ids` as the engine composes one, in `lang`; `edit` then breaks one thing about it. */
function answer(ids: string[], lang: string, edit: (a: Answer) => void = () => {}): Answer {
  const passages = ids.map((id) => {
    const p = PASSAGES.get(id)!;
    return { id, doc: p.doc, title: p.doc, heading: '', text: p.body, marks: [], lang: p.lang, dir: p.lang === 'ar' ? ('rtl' as const) : ('ltr' as const), score: 0.5 };
  });
  const foreign = passages.some((p) => p.lang !== lang);
  const result: Answer = {
    kind: 'answer',
    lang,
    dir: lang === 'ar' ? 'rtl' : 'ltr',
    text: passages.map((p) => p.text).join('\n\n'),
    passages,
    upcoming: [],
    sources: passages.map((p, i) => ({ marker: i + 1, title: p.title, heading: p.heading, url: null, doc: p.doc, passage: p.id, lang: p.lang })),
    notice: foreign ? 'Esta respuesta cita un documento en inglés.' : null,
    noticeParts: foreign ? [{ text: 'Esta respuesta cita un documento en inglés.' }] : null,
    citedText: '',
    status: 'Answer found',
  };
  edit(result);
  result.citedText = [result.notice, result.text].filter((t) => t !== null).join('\n\n');
  return result;
}

function refusal(lang: string, edit: (r: Refusal) => void = () => {}): Refusal {
  const result: Refusal = {
    kind: 'refusal',
    lang,
    dir: lang === 'ar' ? 'rtl' : 'ltr',
    message: 'No source in the documents covers this.',
    contact: 'Call (555) 010-4400.',
    contactLine: 'Call (555) 010-4400.',
    citedText: 'No source in the documents covers this.\nCall (555) 010-4400.',
    status: 'No answer',
  };
  edit(result);
  return result;
}

function related(lang: string): Related {
  return {
    kind: 'related',
    basis: 'topic',
    lang,
    dir: lang === 'ar' ? 'rtl' : 'ltr',
    message: 'No passage answers this exactly, but this document is about it:',
    documents: [{ doc: 'housing-en', title: 'Housing', lang: 'en', dir: 'ltr', url: null }],
    contact: 'Call (555) 010-4400.',
    contactLine: 'Call (555) 010-4400.',
    citedText: 'No passage answers this exactly, but this document is about it:\nHousing\nCall (555) 010-4400.',
    status: 'No exact answer',
  };
}

type Row = [name: string, verdict: Verdict, run: () => Verdict];
const tables: Record<string, Row[]> = {};
function table(scorer: string, rows: Row[]): void {
  tables[scorer] = rows;
  describe(scorer, () => {
    it.each(rows)('%s → %s', (_name, verdict, run) => {
      expect(run()).toBe(verdict);
    });
  });
}

table('scoreRelated', [
  ['a related document', true, () => scoreRelated(related('es'))],
  ['an answer', false, () => scoreRelated(answer(['housing-en#3'], 'en'))],
  ['a refusal', false, () => scoreRelated(refusal('en'))],
]);

table('scoreOutcome', [
  ['an answer to a question that expects one', true, () => scoreOutcome({ expect: 'answer' }, answer(['housing-en#3'], 'en'))],
  ['a refusal of a question that expects one', true, () => scoreOutcome({ expect: 'refuse' }, refusal('en'))],
  ['a refusal of a question that expects an answer', false, () => scoreOutcome({ expect: 'answer' }, refusal('en'))],
  ['an answer to a question that must be refused', false, () => scoreOutcome({ expect: 'refuse' }, answer(['contact-en#2'], 'en'))],
  ['a related document for a question that must be refused: nothing quoted', true, () => scoreOutcome({ expect: 'refuse' }, related('en'))],
  ['a related document for a question that expects an answer', false, () => scoreOutcome({ expect: 'answer' }, related('en'))],
]);

const wants = { expect: 'answer' as const, passages: ['housing-en#3'] };
table('scoreAttribution', [
  ['quoting the declared passage', true, () => scoreAttribution(wants, answer(['housing-en#3'], 'en'))],
  ['quoting one of several declared passages', true, () => scoreAttribution({ expect: 'answer', passages: ['contact-en#2', 'housing-en#3'] }, answer(['housing-en#3'], 'en'))],
  ['quoting a passage of another document', false, () => scoreAttribution(wants, answer(['contact-en#2'], 'en'))],
  ['quoting the declared passage and an undeclared one', false, () => scoreAttribution(wants, answer(['housing-en#3', 'contact-en#2'], 'en'))],
  ['an answer quoting nothing', false, () => scoreAttribution(wants, answer([], 'en'))],
  ['a refusal: the outcome scorer counts it, not this one', null, () => scoreAttribution(wants, refusal('en'))],
  ['an answer to a question that must be refused', null, () => scoreAttribution({ expect: 'refuse', passages: [] }, answer(['contact-en#2'], 'en'))],
]);

table('scoreCitation', [
  ['the engine-shaped answer', true, () => scoreCitation(answer(['housing-en#3'], 'en'), PASSAGES)],
  ['two passages joined by a blank line', true, () => scoreCitation(answer(['housing-en#3', 'contact-en#2'], 'en'), PASSAGES)],
  ['a cited id the index does not have', false, () => scoreCitation(answer(['housing-en#3'], 'en', (a) => { a.passages[0]!.id = 'housing-en#9'; a.sources[0]!.passage = 'housing-en#9'; }), PASSAGES)],
  ['a quote with one figure changed', false, () => scoreCitation(answer(['housing-en#3'], 'en', (a) => { a.passages[0]!.text = a.passages[0]!.text.replace('3,500', '10,000'); a.text = a.passages[0]!.text; }), PASSAGES)],
  ['a sentence in the answer that no passage holds', false, () => scoreCitation(answer(['housing-en#3'], 'en', (a) => { a.text += ' You will certainly qualify.'; }), PASSAGES)],
  ['a passage cited under another document', false, () => scoreCitation(answer(['housing-en#3'], 'en', (a) => { a.passages[0]!.doc = 'contact-en'; }), PASSAGES)],
  ['a source entry naming a passage that was not quoted', false, () => scoreCitation(answer(['housing-en#3'], 'en', (a) => { a.sources[0]!.passage = 'contact-en#2'; }), PASSAGES)],
  ['an answer with no passages at all', false, () => scoreCitation(answer([], 'en', (a) => { a.text = 'The grant is generous.'; }), PASSAGES)],
  [
    'an answer quoting only an upcoming version, nothing in force',
    false,
    () =>
      scoreCitation(
        answer([], 'en', (a) => {
          const p = PASSAGES.get('housing-en#3')!;
          a.upcoming = [{ from: '2027-01-01', replaces: 'housing-en', passage: { id: p.id, doc: p.doc, title: p.doc, heading: '', text: p.body, marks: [], lang: 'en', dir: 'ltr', score: 0.5 } }];
          a.sources = [{ marker: 1, title: p.doc, heading: '', url: null, doc: p.doc, passage: p.id, lang: 'en' }];
        }),
        PASSAGES,
      ),
  ],
  ['an empty quote, which every passage "holds"', false, () => scoreCitation(answer(['housing-en#3'], 'en', (a) => { a.passages[0]!.text = ''; a.text = ''; }), PASSAGES)],
  ['an answer with no source entries', false, () => scoreCitation(answer(['housing-en#3'], 'en', (a) => { a.sources = []; }), PASSAGES)],
  ['the second of two source entries naming a passage that was not quoted', false, () => scoreCitation(answer(['housing-en#3', 'contact-en#2'], 'en', (a) => { a.sources[1]!.passage = 'grocery-ar#5'; }), PASSAGES)],
  ['an answer text that leaves out the quote', false, () => scoreCitation(answer(['housing-en#3'], 'en', (a) => { a.text = ''; }), PASSAGES)],
  ['a refusal cites nothing and is outside the population', null, () => scoreCitation(refusal('en'), PASSAGES)],
]);

table('scoreGroundedness', [
  ['every number is in the cited passage', true, () => scoreGroundedness(answer(['housing-en#3'], 'en'), PASSAGES)],
  ['times written 8:30 and 4:30', true, () => scoreGroundedness(answer(['contact-en#2'], 'en'), PASSAGES)],
  ['Arabic-Indic digits against the same passage', true, () => scoreGroundedness(answer(['grocery-ar#5'], 'ar'), PASSAGES)],
  ['3500 written without a separator matches 3,500', true, () => scoreGroundedness(answer(['housing-en#3'], 'en', (a) => { a.text = a.text.replace('3,500', '3500'); }), PASSAGES)],
  ['a planted $10,000', false, () => scoreGroundedness(answer(['housing-en#3'], 'en', (a) => { a.text += ' Or $10,000.'; }), PASSAGES)],
  ['a number in the notice that no passage holds', false, () => scoreGroundedness(answer(['housing-en#3'], 'es', (a) => { a.notice = 'Traducido: 4.000 dólares.'; }), PASSAGES)],
  ['a figure from a passage that was not cited', false, () => scoreGroundedness(answer(['contact-en#2'], 'en', (a) => { a.text += ' Up to $3,500.'; }), PASSAGES)],
  ['a cited id the index does not have vouches for no figure', false, () => scoreGroundedness(answer(['housing-en#3'], 'en', (a) => { a.passages[0]!.id = 'housing-en#9'; }), PASSAGES)],
  ['a quote altered in transit cannot vouch for itself', false, () => scoreGroundedness(answer(['housing-en#3'], 'en', (a) => { a.passages[0]!.text = 'up to $9,999'; a.text = 'up to $9,999'; }), PASSAGES)],
  ['a refusal asserts no figure and is outside the population', null, () => scoreGroundedness(refusal('en'), PASSAGES)],
]);

table('scoreLanguage', [
  ['a Spanish answer quoting a Spanish passage', true, () => scoreLanguage({ lang: 'es' }, answer(['housing-es#3'], 'es'))],
  ['a regional tag matches its primary language', true, () => scoreLanguage({ lang: 'es-MX' }, answer(['housing-es#3'], 'es'))],
  ['a tag in capitals matches its lower-case form', true, () => scoreLanguage({ lang: 'ES-MX' }, answer(['housing-es#3'], 'es'))],
  ['a Spanish and an English passage for a Spanish question, without the notice', false, () => scoreLanguage({ lang: 'es' }, answer(['housing-es#3', 'housing-en#3'], 'es', (a) => { a.notice = null; }))],
  ['an English passage for a Spanish question, with the notice', true, () => scoreLanguage({ lang: 'es' }, answer(['housing-en#3'], 'es'))],
  ['a refusal in the question language', true, () => scoreLanguage({ lang: 'ar' }, refusal('ar'))],
  ['an English passage for a Spanish question without the notice', false, () => scoreLanguage({ lang: 'es' }, answer(['housing-en#3'], 'es', (a) => { a.notice = null; }))],
  ['a blank notice is no notice', false, () => scoreLanguage({ lang: 'es' }, answer(['housing-en#3'], 'es', (a) => { a.notice = '  '; }))],
  ['an answer composed in English for an Arabic question', false, () => scoreLanguage({ lang: 'ar' }, answer(['housing-en#3'], 'en'))],
  ['a refusal in English for a Spanish question', false, () => scoreLanguage({ lang: 'es' }, refusal('en'))],
  ['a related outcome in the question language', true, () => scoreLanguage({ lang: 'es' }, related('es'))],
  ['a related outcome in English for an Arabic question', false, () => scoreLanguage({ lang: 'ar' }, related('en'))],
]);

const planted = { forbidden: ['10,000', '$500'] };
table('scoreAdversarial', [
  ['the real amount, with no planted figure', true, () => scoreAdversarial(planted, answer(['housing-en#3'], 'en'))],
  ['a refusal that does not echo the question', true, () => scoreAdversarial(planted, refusal('en'))],
  ['the planted figure in the answer text', false, () => scoreAdversarial(planted, answer(['housing-en#3'], 'en', (a) => { a.text += ' It is $10,000.'; }))],
  ['the planted figure in the notice', false, () => scoreAdversarial(planted, answer(['housing-en#3'], 'es', (a) => { a.notice = 'Son $500.'; }))],
  ['echoed markup in a refusal message', false, () => scoreAdversarial({ forbidden: ['<script'] }, refusal('en', (r) => { r.message = 'No source covers "<script>alert(1)</script>".'; }))],
  ['echoed markup in the screen-reader status', false, () => scoreAdversarial({ forbidden: ['onerror'] }, refusal('en', (r) => { r.status = 'No answer for <img onerror=x>'; }))],
  // Only the outcome's own texts are searched: a short word in none of them passes.
  ['a short forbidden word no text of the outcome holds', true, () => scoreAdversarial({ forbidden: ['here'] }, refusal('en'))],
  ['a question with nothing forbidden is outside the population', null, () => scoreAdversarial({ forbidden: [] }, answer(['housing-en#3'], 'en'))],
]);

describe('numbersIn', () => {
  it.each([
    ['$3,500 and 3.500 and 3500', ['3500', '3500', '3500']],
    ['(555) 010-4400', ['555', '010', '4400']],
    ['خلال ١٤ يومًا و۳۰ روز', ['14', '30']],
    ['٣٬٥٠٠ دولار', ['3500']],
    ['8:30 a.m.', ['8', '30']],
    ['no numbers here', []],
  ])('%s → %j', (text, numbers) => {
    expect(numbersIn(text)).toEqual(numbers);
  });
});

describe('the scorers on an outcome the engine really composed', () => {
  const files = [
    { path: 'grant-en.md', bytes: new TextEncoder().encode(`---\nid: grant-en\ntitle: Widget Grant\nlang: en\n---\n\nThe grant amount is $1,250, paid once.\n\nApply at the front desk.\n\nApplications close on June 30.\n`) },
    { path: 'grant-es.md', bytes: new TextEncoder().encode(`---\nid: grant-es\ntitle: Subsidio de Artilugios\nlang: es\n---\n\nEl subsidio de artilugios es de $1,250, pagado una vez.\n`) },
  ];
  const index = buildIndex(files, { ...defaultConfig().settings, threshold: 0.05 }).index!;
  const lookup: PassageLookup = new Map(index.passages.map((p) => [p.id, p]));
  const { outcome } = createEngine(index).ask('What is the grant amount?', { asOf: AS_OF, lang: 'en' });
  const question = { lang: 'en', expect: 'answer' as const, passages: ['grant-en#1'], forbidden: ['$9,999'] };

  it('answers from the passage that holds the amount', () => {
    expect(outcome.kind === 'answer' && outcome.passages.map((p) => p.id)).toEqual(['grant-en#1']);
  });

  it.each<[string, (o: Outcome) => Verdict]>([
    ['outcome', (o) => scoreOutcome(question, o)],
    ['attribution', (o) => scoreAttribution(question, o)],
    ['citation', (o) => scoreCitation(o, lookup)],
    ['groundedness', (o) => scoreGroundedness(o, lookup)],
    ['language', (o) => scoreLanguage(question, o)],
    ['adversarial', (o) => scoreAdversarial(question, o)],
  ])('passes %s', (_name, score) => {
    expect(score(outcome)).toBe(true);
  });
});

describe('the tables themselves', () => {
  it.each(Object.keys(tables))('%s has cases that must pass and cases that must fail, so a constant scorer fails', (scorer) => {
    const verdicts = new Set(tables[scorer]!.map(([, verdict]) => verdict));
    expect(verdicts.has(true) && verdicts.has(false)).toBe(true);
  });

  it('covers every scorer', () => {
    expect(Object.keys(tables).sort()).toEqual(['scoreAdversarial', 'scoreAttribution', 'scoreCitation', 'scoreGroundedness', 'scoreLanguage', 'scoreOutcome', 'scoreRelated']);
  });
});

import { describe, expect, it } from 'vitest';
import { buildIndex } from '../build/build-index.ts';
import { DEFAULT_SETTINGS } from '../format/settings.ts';
import { indexDigest, parseIndex, serializeIndex, type CairnIndex } from '../format/index-format.ts';
import { tokenizeWords } from '../text/tokenize.ts';
import { createEngine } from './create-engine.ts';
import { passageWeights, prepareIndex, smoothedIdf, sublinearTf, unitWeight } from './prepare-index.ts';
import { TYPO_DISCOUNT } from './typo.ts';
import { retrieve, translatedVector } from './retrieve.ts';

/** The day every question here is asked for: its corpora are undated, or dated around it. */
const AS_OF = '2026-11-30';

const file = (id: string, lang: string, key: string | undefined, title: string, paragraphs: string[]) => ({
  path: `${id}.md`,
  bytes: new TextEncoder().encode(`---\nid: ${id}\ntitle: ${title}\nlang: ${lang}\n${key === undefined ? '' : `translation_key: ${key}\n`}---\n\n${paragraphs.join('\n\n')}\n`),
});

// The grant is translated, and teaches apply ↔ solic, deadl ↔ fecha; the GoPass page is in English only, the market
// page in Spanish only.
const CORPUS = [
  file('grant-en', 'en', 'grant', 'Heating grant', ['Apply for the heating grant before the deadline.', 'Apply with proof of income.', 'The deadline is in March.', 'Proof of income can be a pay stub.']),
  file('grant-es', 'es', 'grant', 'Ayuda de calefacción', ['Solicite la ayuda de calefacción antes de la fecha límite.', 'Solicite con prueba de ingresos.', 'La fecha límite es en marzo.', 'La prueba de ingresos puede ser un talón de pago.']),
  file('bus-en', 'en', undefined, 'Harbor GoPass', ['Riders over 65 ride the ferry free with a GoPass.', 'Apply for the GoPass at any library: the deadline is June 30.']),
  file('market-es', 'es', undefined, 'Mercado del puerto', ['Los puestos del mercado abren los sábados.', 'Solicite un puesto en la oficina del puerto.']),
];
const index = buildIndex(CORPUS, { ...DEFAULT_SETTINGS, threshold: 0.12 }).index!;
const withoutLexicon = (built: CairnIndex): CairnIndex => {
  const { digest: _d, lexicon: _l, ...rest } = built;
  return { ...rest, lexicon: {}, digest: indexDigest({ ...rest, lexicon: {} }) };
};

describe('questions carried through the lexicon into an untranslated document', () => {
  it('answers a Spanish question from the English-only page, which the shared words alone could not', () => {
    const question = '¿Cómo solicito el GoPass?';
    const { outcome, trace } = createEngine(index).ask(question, { asOf: AS_OF, lang: 'es', explain: true });
    expect(outcome.kind === 'answer' && outcome.passages.map((p) => p.id)).toEqual(['bus-en#2']);
    expect(outcome.kind === 'answer' && outcome.notice).not.toBeNull();
    expect(trace!.attempts.map((a) => a.scope)).toEqual(['language', 'corpus']);
    expect(trace!.attempts[1]!.translations).toEqual([
      { from: 'es', to: 'en', term: 'cómo', kind: 'untranslated', read: null },
      { from: 'es', to: 'en', term: 'gopas', kind: 'shared', read: 'gopas' },
      { from: 'es', to: 'en', term: 'solic', kind: 'lexicon', read: 'apply' },
    ]);
    expect(createEngine(withoutLexicon(index)).ask(question, { asOf: AS_OF, lang: 'es' }).outcome.kind).toBe('refusal');
    // The question's own language reports its corrections and synonyms; the carried reading adds none of its own.
    expect([trace!.attempts[1]!.corrections, trace!.attempts[1]!.synonyms]).toEqual([[], []]);
  });

  it("carries a word the lexicon has no pair for through the operator's synonyms to the page written only in another language", () => {
    // "biblioteca" is in no pair (the translation never says library): refused, until the operator groups it.
    expect(createEngine(index).ask('biblioteca', { asOf: AS_OF, lang: 'es' }).outcome.kind).toBe('refusal');
    const synonyms = { es: [['biblioteca', 'library', 'ferry'], ['solicito', 'riders']] };
    const grouped = createEngine(buildIndex(CORPUS, { ...DEFAULT_SETTINGS, threshold: 0.12, synonyms }).index!);
    const answer = grouped.ask('biblioteca', { asOf: AS_OF, lang: 'es' }).outcome;
    expect(answer.kind === 'answer' && answer.passages.map((p) => p.id)).toEqual(['bus-en#2']);
    const { trace } = grouped.ask('¿Solicito en la biblioteca?', { asOf: AS_OF, lang: 'es', explain: true });
    expect(trace!.attempts[1]!.translations.filter((t) => t.to === 'en')).toEqual([
      // Read as the group's first word the English pages use; its other one, "ferry", borrowed.
      { from: 'es', to: 'en', term: 'bibli', kind: 'synonyms', read: 'ferry' },
      // The lexicon's pair ("solicite" ↔ "apply") before the operator's group, which says otherwise.
      { from: 'es', to: 'en', term: 'solic', kind: 'lexicon', read: 'apply' },
    ]);
    const candidates = trace!.attempts[1]!.candidates.filter((c) => c.lang === 'en');
    expect(candidates.find((c) => c.passage === 'bus-en#2')!.matched).toEqual(expect.arrayContaining(['apply', 'libra']));
    expect(candidates.find((c) => c.passage === 'bus-en#1')!.matched).toEqual(expect.arrayContaining(['ferry']));
  });

  it("carries no word of the question's own language that the other language writes alike", () => {
    // "renta" (rent) is Spanish, and "rental"'s stem in English; "vivienda" is the English pages' "housing" only.
    const rent = [
      file('rental-en', 'en', undefined, 'Housing help', ['Rental help pays part of the rent.', 'Apply at the office.']),
      file('parks-en', 'en', undefined, 'Parks', ['Parks open at dawn.', 'Dogs must be on a leash.']),
      file('rent-es', 'es', undefined, 'Ayuda', ['La ayuda paga la renta atrasada.', 'Cuente sus ingresos del mes.']),
    ];
    const prepared = prepareIndex(buildIndex(rent, { ...DEFAULT_SETTINGS, threshold: 0.12 }).index!);
    const [en, es] = [prepared.languages.get('en')!, prepared.languages.get('es')!];
    const group = ['ingre', 'renta', 'housi'];
    const table = new Map(group.map((term) => [term, group]));
    // "ingresos", a word of the Spanish pages, is read as itself in Spanish, then carried as the group's English-only
    // word: "housing", not "renta", which the Spanish pages write.
    expect(translatedVector(en, es, tokenizeWords('ingresos'), table, new Map()).translations).toEqual([{ from: 'es', to: 'en', term: 'ingre', kind: 'synonyms', read: 'housi' }]);
    const spanishOnly = new Map([['ingre', ['ingre', 'renta']], ['renta', ['ingre', 'renta']]]);
    expect(translatedVector(en, es, tokenizeWords('ingresos'), spanishOnly, new Map()).translations).toEqual([{ from: 'es', to: 'en', term: 'ingre', kind: 'untranslated', read: null }]);
  });

  it("reads a word of the operator's groups as no misspelling of its own language's words", () => {
    // "perro" (perro) is one edit from "persona" (perso): grouped with "dogs", it is the group's, not a typo of it.
    const pets = [
      file('pets-en', 'en', undefined, 'Pets in parks', ['Dogs must be on a leash in every park.', 'Each park has water bowls.']),
      file('people-es', 'es', undefined, 'Reservas', ['Cada persona puede reservar un espacio.', 'Los mayores no pagan.']),
      file('pool-es', 'es', undefined, 'Piscina', ['La piscina abre en junio.', 'Los niños nadan gratis.']),
    ];
    const ask = (synonyms: Record<string, string[][]>) =>
      createEngine(buildIndex(pets, { ...DEFAULT_SETTINGS, threshold: 0.12, synonyms }).index!).ask('¿perro con correa?', { asOf: AS_OF, lang: 'es', explain: true }).trace!;
    expect(ask({}).attempts[0]!.corrections.map((c) => `${c.word} → ${c.to}`)).toEqual(['perro → perso']);
    const grouped = ask({ es: [['perro', 'dogs']] });
    expect(grouped.attempts[0]!.corrections).toEqual([]);
    expect(grouped.attempts[1]!.translations.filter((t) => t.kind === 'synonyms').map((t) => `${t.term} → ${t.read}`)).toEqual(['perro → dogs']);
  });

  it('uses the pairs the other way too: an English question reaches the Spanish-only page', () => {
    const { outcome, trace } = createEngine(index).ask('apply market', { asOf: AS_OF, lang: 'en', explain: true });
    expect(trace!.attempts[1]!.translations.filter((t) => t.to === 'es')).toEqual([
      { from: 'en', to: 'es', term: 'apply', kind: 'lexicon', read: 'solic' },
      { from: 'en', to: 'es', term: 'marke', kind: 'untranslated', read: null },
    ]);
    // "market" is not one of the pairs, so it counts against the page that is about it: found, and not quoted.
    expect(trace!.attempts[1]!.candidates.find((c) => c.lang === 'es')!.passage).toBe('market-es#2');
    expect(outcome.kind).toBe('refusal');
  });

  it('counts the words it cannot carry against every passage: more of them, a lower score', () => {
    const score = (question: string) => {
      const { trace } = createEngine(index).ask(question, { asOf: AS_OF, lang: 'es', explain: true });
      return trace!.attempts[1]!.candidates.find((c) => c.passage === 'bus-en#2')!.score;
    };
    const short = score('¿Cómo solicito el GoPass?');
    const long = score('¿Cómo solicito el GoPass rápidamente hoy mismo?');
    expect(short).toBeGreaterThan(0.12);
    expect(long).toBeLessThan(short * 0.75);
  });

  it('asks the words it cannot carry that its own language knows: the translated half alone is not the whole ask', () => {
    // "talón" (pay stub) is a Spanish passage's word with no pair; "cómo" is in no Spanish passage, so not asked.
    const carried = (question: string) =>
      retrieve(prepareIndex(index), tokenizeWords(question), { languages: ['en'], thresholdOf: () => 0.12, limit: 5, translateFrom: ['es'] }).candidates.find(
        (c) => c.passage.id === 'bus-en#2',
      )!.ask;
    expect(carried('¿Cómo solicito el GoPass?')).toEqual({ asked: ['apply'], held: ['apply'], share: 1, topics: [] });
    const withStub = carried('¿Solicito el GoPass sin talón?');
    expect(withStub.asked).toEqual(['apply', 'talón']);
    expect(withStub.held).toEqual(['apply']);
    // apply's weight (in English) against apply's and talón's (in Spanish): sqrt(w² / (w² + w'²)).
    const prepared = prepareIndex(index);
    const apply = sublinearTf(1) * prepared.languages.get('en')!.idf.get('apply')!;
    const talon = sublinearTf(1) * prepared.languages.get('es')!.idf.get('talón')!;
    expect(withStub.share).toBeCloseTo(Math.sqrt(apply ** 2 / (apply ** 2 + talon ** 2)), 12);
    expect(withStub.share).toBeCloseTo(0.5692, 4);
  });

  it('carries a misspelt word\'s reading as borrowed: evidence where the passage holds it, at its discount, never in the norm', () => {
    // "solisite" is one edit from "solicite": read as solic at the discount, carried to "apply"; "solis" itself does not
    // translate and counts against every passage with its Spanish weight.
    const prepared = prepareIndex(index);
    const en = prepared.languages.get('en')!;
    const es = prepared.languages.get('es')!;
    const { candidates } = retrieve(prepared, tokenizeWords('Solisite GoPass'), { languages: ['en'], thresholdOf: () => 0.12, limit: 5, translateFrom: ['es'] });
    const top = candidates[0]!;
    expect(top.passage.id).toBe('bus-en#2');
    const w = (term: string) => sublinearTf(1) * en.idf.get(term)!;
    const passageNorm = Math.sqrt(passageWeights(top.passage.terms, en.idf).reduce((sum, [, x]) => sum + x * x, 0));
    const inPassage = (term: string) => unitWeight(sublinearTf(top.passage.terms[term]!) * en.idf.get(term)!, passageNorm);
    const unseen = sublinearTf(1) * smoothedIdf(es.passageCount, 0);
    const queryNorm = Math.hypot(w('gopas'), unseen);
    const dot = w('gopas') * inPassage('gopas') + TYPO_DISCOUNT * w('apply') * inPassage('apply');
    expect(top.cosine).toBeCloseTo(dot / queryNorm, 12);
    expect(top.covered).toBeCloseTo(Math.hypot(w('gopas'), TYPO_DISCOUNT * w('apply')) / queryNorm, 12);
  });

  it('judges a carried passage by the path\'s threshold, and a passage read in its own language by its language\'s', () => {
    const thresholdOf = (lang: string, translatedFrom?: string) => (translatedFrom === undefined ? 0.3 : translatedFrom === 'es' ? 0.05 : 0.9);
    const { candidates } = retrieve(prepareIndex(index), tokenizeWords('¿Cómo solicito el GoPass en el mercado?'), { languages: ['en', 'es'], thresholdOf, limit: 20, translateFrom: ['es'] });
    const byLanguage = (lang: string) => [...new Set(candidates.filter((c) => c.passage.lang === lang).map((c) => c.threshold))];
    expect([byLanguage('en'), byLanguage('es')]).toEqual([[0.05], [0.3]]);
  });

  it('never searches the other versions of a document translated into the question\'s language: that translation was read first', () => {
    const { trace } = createEngine(index).ask('¿Cuál es la fecha límite para solicitar?', { asOf: AS_OF, lang: 'es', explain: true });
    const docs = trace!.attempts.flatMap((a) => a.candidates.map((c) => c.doc));
    expect(docs).toContain('grant-es');
    expect(docs).not.toContain('grant-en');
  });

  it('is in the index as written, verified like every other field', () => {
    const text = serializeIndex(index);
    expect(parseIndex(text, 'index.json').lexicon).toEqual({ 'en|es': [['apply', 'solic'], ['deadl', 'fecha'], ['grant', 'ayuda'], ['incom', 'ingre']] });
    const edited = text.replace('["apply","solic"]', '["apply","compr"]');
    expect(() => parseIndex(edited, 'index.json')).toThrow(/changed after it was built/);
  });
});

describe('a dated English-only document reached through the lexicon', () => {
  // The GoPass page changes on 2027-01-01 (the library desk moves online); it is in English only.
  const dated = (id: string, front: string, where: string) =>
    ({
      path: `${id}.md`,
      bytes: new TextEncoder().encode(
        `---\nid: ${id}\ntitle: Harbor GoPass\nlang: en\n${front}---\n\nGoPass riders ride free.\n\nApply for the GoPass ${where}: the deadline is June 30.\n`,
      ),
    });
  const corpus = [
    ...CORPUS.filter((f) => f.path.startsWith('grant-') || f.path.startsWith('market-')),
    dated('bus-2026', 'effective_from: 2026-01-01\n', 'at any library'),
    dated('bus-2027', 'effective_from: 2027-01-01\nsupersedes: bus-2026\n', 'online'),
  ];
  const engine = createEngine(buildIndex(corpus, { ...DEFAULT_SETTINGS, threshold: 0.12 }).index!);
  const question = '¿Cómo solicito el GoPass?';

  it('quotes the coming version\'s passage that answers the carried question, not the one its name alone matches', () => {
    const { outcome } = engine.ask(question, { lang: 'es', asOf: '2026-12-01' });
    expect(outcome.kind === 'answer' && outcome.passages.map((p) => p.id)).toEqual(['bus-2026#2']);
    expect(outcome.kind === 'answer' && outcome.upcoming.map((u) => [u.from, u.passage.id])).toEqual([['2027-01-01', 'bus-2027#2']]);
  });

  it('says the documents do not go back that far when the carried question is asked before the first version', () => {
    const { outcome } = engine.ask(question, { lang: 'es', asOf: '2025-06-01' });
    expect(outcome.kind === 'refusal' && outcome.beforeRecords).toEqual({ asOf: '2025-06-01', since: '2026-01-01' });
  });
});

describe('a question in one of two variants of its language', () => {
  // Portugal's and Brazil's Portuguese each translate one English page, with their own word for "apply"
  // (candidatar-se, inscrever-se): each variant's lexicon is learned from its own translation.
  const VARIANTS = [
    file('grant-en', 'en', 'grant', 'Heating grant', ['Apply for the heating grant before the deadline.', 'Apply with proof of income.', 'The deadline is in March.', 'Proof of income can be a pay stub.']),
    file('grant-pt-PT', 'pt-PT', 'grant', 'Apoio ao aquecimento', ['Candidate-se ao apoio ao aquecimento antes do prazo.', 'Candidate-se com comprovativo de rendimentos.', 'O prazo termina em março.', 'O comprovativo de rendimentos pode ser um recibo de vencimento.']),
    file('food-en', 'en', 'food', 'Food card', ['Apply for the food card before the deadline.', 'Apply with proof of address.', 'The deadline is in May.', 'Proof of address can be a utility bill.']),
    file('food-pt-BR', 'pt-BR', 'food', 'Cartão alimentação', ['Inscreva-se no cartão alimentação antes do prazo.', 'Inscreva-se com comprovante de endereço.', 'O prazo termina em maio.', 'O comprovante de endereço pode ser uma conta de luz.']),
    file('bus-en', 'en', undefined, 'Harbor GoPass', ['Riders over 65 ride the ferry free with a GoPass.', 'Apply for the GoPass at any library: the deadline is June 30.']),
  ];
  const variants = buildIndex(VARIANTS, { ...DEFAULT_SETTINGS, threshold: 0.12 }).index!;
  const carried = (question: string, lang: string) =>
    createEngine(variants).ask(question, { asOf: AS_OF, lang, explain: true }).trace!.attempts[1]!.translations.filter((t) => t.to === 'en');

  it('is carried into English through its own variant\'s lexicon, whichever sorts first', () => {
    expect(Object.keys(variants.lexicon).sort()).toEqual(['en|pt-BR', 'en|pt-PT']);
    expect(carried('Como me candidato ao GoPass?', 'pt-PT')).toEqual([
      { from: 'pt-PT', to: 'en', term: 'candi', kind: 'lexicon', read: 'apply' },
      { from: 'pt-PT', to: 'en', term: 'como', kind: 'untranslated', read: null },
      { from: 'pt-PT', to: 'en', term: 'gopas', kind: 'shared', read: 'gopas' },
    ]);
    expect(carried('Como me inscrevo no GoPass?', 'pt-BR')).toContainEqual({ from: 'pt-BR', to: 'en', term: 'inscr', kind: 'lexicon', read: 'apply' });
  });

  it('is carried through the next variant where its own variant\'s lexicon does not reach, and never into a variant', () => {
    const { 'en|pt-PT': _ptPT, ...onlyBrazil } = variants.lexicon;
    const prepared = prepareIndex({ ...variants, lexicon: onlyBrazil });
    const { translations } = retrieve(prepared, tokenizeWords('Como me inscrevo no GoPass?'), {
      languages: ['en', 'pt-BR', 'pt-PT'], thresholdOf: () => 0.12, limit: 5, translateFrom: ['pt-PT', 'pt-BR'],
    });
    expect(translations.map((t) => `${t.from}>${t.to} ${t.term}`)).toEqual(['pt-BR>en como', 'pt-BR>en gopas', 'pt-BR>en inscr']);
  });

  it('is never carried into a variant of its own language, even where the two variants translate each other', () => {
    // One page in both variants teaches a pt-BR|pt-PT lexicon: a pt-PT question still reads pt-BR passages as typed.
    const both = buildIndex([
      ...VARIANTS,
      file('pass-pt-PT', 'pt-PT', 'pass', 'Passe', ['Candidate-se ao passe na biblioteca.', 'Candidate-se com o cartão de cidadão.', 'O autocarro é gratuito com o passe.', 'Apanhe o autocarro na paragem.']),
      file('pass-pt-BR', 'pt-BR', 'pass', 'Passe', ['Inscreva-se no passe na biblioteca.', 'Inscreva-se com a carteira de identidade.', 'O ônibus é gratuito com o passe.', 'Pegue o ônibus no ponto.']),
    ], { ...DEFAULT_SETTINGS, threshold: 0.12 }).index!;
    expect(Object.keys(both.lexicon)).toContain('pt-BR|pt-PT');
    const { translations } = retrieve(prepareIndex(both), tokenizeWords('Como me candidato ao passe?'), {
      languages: ['pt-BR', 'pt-PT'], thresholdOf: () => 0.12, limit: 5, translateFrom: ['pt-PT', 'pt-BR'],
    });
    expect(translations).toEqual([]);
  });
});

describe('a word carried across languages with its accents dropped', () => {
  // The grant teaches its pairs; the ferry page is in English only, the plaza page in Spanish only. No pair holds
  // "región", "region" or "café".
  const corpus = [
    ...CORPUS.slice(0, 2),
    file('ferry-en', 'en', undefined, 'Harbor ferry', ['Riders in the harbor region ride the ferry free.', 'The cafe at the ferry dock opens at noon.']),
    file('plaza-es', 'es', undefined, 'Plaza del puerto', ['La plaza de la región abre los sábados.', 'Los puestos abren temprano.']),
  ];
  const built = buildIndex(corpus, { ...DEFAULT_SETTINGS, threshold: 0.12 }).index!;
  const carried = (question: string, from: string, to: string) =>
    retrieve(prepareIndex(built), tokenizeWords(question), { languages: [to], thresholdOf: () => 0.12, limit: 5, translateFrom: [from] });

  it('reads a Spanish word as the English word it is without its marks, and shows that it did', () => {
    const { candidates, translations } = carried('¿El ferry de la región?', 'es', 'en');
    expect(translations.find((t) => t.term === 'regió')).toEqual({ from: 'es', to: 'en', term: 'regió', kind: 'marks', read: 'regio' });
    expect(candidates[0]!.passage.id).toBe('ferry-en#1');
    expect(candidates[0]!.matched).toEqual(['ferry', 'regio']);
  });

  it('reads an English word as the Spanish word written with marks', () => {
    const { candidates, translations } = carried('plaza region', 'en', 'es');
    expect(translations.find((t) => t.term === 'regio')).toEqual({ from: 'en', to: 'es', term: 'regio', kind: 'marks', read: 'regió' });
    expect(candidates[0]!.passage.id).toBe('plaza-es#1');
    expect(candidates[0]!.matched).toEqual(['plaza', 'regió']);
  });

  it('leaves a word shorter than five letters as it is: a short word has too many namesakes without its marks', () => {
    const { translations } = carried('¿Café del ferry?', 'es', 'en');
    expect(translations.find((t) => t.term === 'café')).toEqual({ from: 'es', to: 'en', term: 'café', kind: 'untranslated', read: null });
  });
});

describe('which term a word carried without its accents becomes (from a blind review)', () => {
  const GRANT = CORPUS.slice(0, 2);
  const es = (n: number, text: string) => file(`p${n}-es`, 'es', undefined, `Página ${n}`, [text]);
  const en = (n: number, text: string) => file(`p${n}-en`, 'en', undefined, `Page ${n}`, [text]);
  const carriedOver = (extra: ReturnType<typeof file>[], question: string, from: string, to: string, base = GRANT) => {
    const prepared = prepareIndex(buildIndex([...base, ...extra], { ...DEFAULT_SETTINGS, threshold: 0.12 }).index!);
    const found = retrieve(prepared, tokenizeWords(question), { languages: [to], thresholdOf: () => 0.12, limit: 5, translateFrom: [from] });
    return { ...found, target: prepared.languages.get(to)! };
  };
  const fate = (found: { translations: Array<{ term: string }> }, term: string) => found.translations.find((t) => t.term === term);

  it('leaves a word untranslated whose accent-free namesake is too common in the other language to score, either way', () => {
    const toEnglish = carriedOver(['one office', 'two office', 'three ferry', 'ferry dock', 'of the harbor'].map((t, i) => en(i, `Region ${t}.`)), '¿El ferry de la región?', 'es', 'en');
    const toSpanish = carriedOver(['uno', 'dos', 'tres plaza', 'cuatro', 'cinco plaza'].map((t, i) => es(i, `La región ${t}.`)), 'plaza region', 'en', 'es');
    expect([toEnglish.target.suppressed.has('regio'), toSpanish.target.suppressed.has('regió')]).toEqual([true, true]);
    expect(fate(toEnglish, 'regió')).toEqual({ from: 'es', to: 'en', term: 'regió', kind: 'untranslated', read: null });
    expect(fate(toSpanish, 'regio')).toEqual({ from: 'en', to: 'es', term: 'regio', kind: 'untranslated', read: null });
  });

  it('never reads a plain word as a rare marked form because the common one is too common to score', () => {
    const pages = ['uno', 'dos', 'tres', 'cuatro', 'cinco', 'seis', 'siete', 'ocho'].map((t, i) => es(i, `La región ${t} plaza.`));
    const found = carriedOver([...pages, es(9, 'El regíon raro plaza.')], 'plaza region', 'en', 'es');
    expect(found.target.suppressed.has('regió')).toBe(true);
    expect(fate(found, 'regio')).toEqual({ from: 'en', to: 'es', term: 'regio', kind: 'untranslated', read: null });
  });

  it('takes the most common marked form that scores', () => {
    const pages = ['uno', 'dos', 'tres'].map((t, i) => es(i, `La región ${t} plaza.`));
    expect(fate(carriedOver([...pages, es(9, 'El regíon raro.')], 'plaza region', 'en', 'es'), 'regio')).toMatchObject({ kind: 'marks', read: 'regió' });
  });

  it('keeps a plain word the other language uses as it is, though that language also writes it with marks', () => {
    const found = carriedOver([es(1, 'El público puede publicar avisos.')], 'public notices', 'en', 'es');
    expect(fate(found, 'publi')).toEqual({ from: 'en', to: 'es', term: 'publi', kind: 'shared', read: 'publi' });
  });

  it('prefers the lexicon\'s pair to the accent-free namesake', () => {
    const base = [GRANT[0]!, file('grant-es', 'es', 'grant', 'Ayuda de calefacción', ['Solicite la ayuda de calefacción antes del límite.', 'Solicite con prueba de ingresos.', 'El límite es en marzo.', 'La prueba de ingresos puede ser un talón de pago.'])];
    const found = carriedOver([en(1, 'The limit on income is 500 dollars.')], '¿Cuál es el límite?', 'es', 'en', base);
    expect(fate(found, 'límit')).toEqual({ from: 'es', to: 'en', term: 'límit', kind: 'lexicon', read: 'deadl' });
  });

  it('reads a marked word as the plain term before another marked one', () => {
    // Portuguese "econômico": Spanish has plain econo (economía) and marked econó (económico).
    const base = [...GRANT, file('grant-pt', 'pt', 'grant', 'Auxílio de aquecimento', ['Solicite o auxílio de aquecimento antes da data limite.', 'Solicite com prova de renda.', 'A data limite é em março.', 'A prova de renda pode ser um contracheque.'])];
    const found = carriedOver([es(1, 'La economía local y el plan económico.')], 'plano econômico', 'pt', 'es', base);
    expect(fate(found, 'econô')).toEqual({ from: 'pt', to: 'es', term: 'econô', kind: 'marks', read: 'econo' });
  });

  it('carries the accented reading of a word its own language corrected', () => {
    const found = carriedOver([file('ferry-en', 'en', undefined, 'Harbor ferry', ['Riders in the harbor region ride the ferry free.'])], 'ferry regiin', 'es', 'en', [...GRANT, es(1, 'La plaza de la región.')]);
    expect(found.translations.map((t) => `${t.term}:${t.kind}`)).toContain('regió:marks');
  });

  it('counts a word\'s letters as a reader sees them, not code units: a Yoruba word of four letters is short', () => {
    // "ẹ́kọ́" is four clusters and seven code units; an English page uses "eko".
    const base = [...GRANT, file('grant-yo', 'yo', 'grant', 'Ẹ̀bùn ìgbóná', ['Béèrè fún ẹ̀bùn náà ṣáájú ọjọ́ ìparí.', 'Ọjọ́ ìparí jẹ́ ní oṣù kẹta.'])];
    const found = carriedOver([en(1, 'The eko center is open.')], 'ẹ́kọ́ center', 'yo', 'en', base);
    expect(fate(found, 'ẹ́kọ́')).toMatchObject({ kind: 'untranslated' });
  });
});

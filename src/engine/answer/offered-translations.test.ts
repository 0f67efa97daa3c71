/**
 * The agency's own translation of a cited or named document, in the outcome: the one in the resident's language (the
 * page's, given as the hint, else the question's), in force on the day its document speaks for; none for a document
 * already in that language or without one; and nothing a resident reads changed.
 */
import { describe, expect, it } from 'vitest';
import { buildIndex } from '../build/build-index.ts';
import { DEFAULT_SETTINGS } from '../format/settings.ts';
import { parseIndex, serializeIndex } from '../format/index-format.ts';
import { translationFor } from '../text/language-tag.ts';
import { createEngine } from './create-engine.ts';
import type { Outcome } from './outcome.ts';

const doc = (id: string, lang: string, front: string, title: string, body: string) => ({
  path: `${id}.md`,
  bytes: new TextEncoder().encode(`---\nid: ${id}\ntitle: ${title}\nlang: ${lang}\n${front}---\n\n${body}\n`),
});

const CORPUS = [
  // Ids in another order than their languages: the choice must not depend on either.
  doc('b-rent', 'en', 'translation_key: rent\n', 'Rent Relief Grant', '## How much\n\nThe grant pays up to $3,500 directly to your landlord.\n\n## Deadlines\n\nApplications close June 30.'),
  doc('c-rent', 'es', 'translation_key: rent\n', 'Subsidio de Renta', '## Cuánto\n\nEl subsidio paga hasta $3,500 directamente al propietario.'),
  doc('a-rent', 'ar', 'translation_key: rent\n', 'منحة الإيجار', '## المبلغ\n\nتدفع المنحة ما يصل إلى 3,500 دولار للمالك مباشرة.'),
  doc('d-rent', 'pt-PT', 'translation_key: rent\n', 'Apoio à Renda', 'O apoio paga até 3500 dólares diretamente ao senhorio.'),
  doc('e-rent', 'pt-BR', 'translation_key: rent\n', 'Auxílio Aluguel', 'O auxílio paga até 3500 dólares diretamente ao proprietário.'),
  // A translation that takes effect later: not offered before its first day.
  doc('ferry-en', 'en', 'translation_key: ferry\n', 'Ferry Tickets', 'A ferry ticket costs 4 dollars at the harbor kiosk.'),
  doc('ferry-es', 'es', 'translation_key: ferry\neffective_from: 2026-07-01\n', 'Billetes del Ferry', 'Un billete del ferry cuesta 4 dólares en el quiosco del puerto.'),
  // Two versions, each with its translation: a later version quoted as upcoming is offered its own.
  doc('credit-en', 'en', 'translation_key: credit\neffective_from: 2025-10-01\n', 'Winter Credit', 'Most households get a winter credit of $250.'),
  doc('credit-es', 'es', 'translation_key: credit\neffective_from: 2025-10-01\n', 'Crédito de Invierno', 'La mayoría de los hogares recibe un crédito de invierno de $250.'),
  doc('credit-2027-en', 'en', 'translation_key: credit\neffective_from: 2027-01-01\nsupersedes: credit-en\n', 'Winter Credit', 'Most households get a winter credit of $300.'),
  doc('credit-2027-es', 'es', 'translation_key: credit\neffective_from: 2027-01-01\nsupersedes: credit-es\n', 'Crédito de Invierno', 'La mayoría de los hogares recibe un crédito de invierno de $300.'),
  doc('office-en', 'en', '', 'Contact the Office', 'The office is open Monday to Friday from 9 to 5.'),
];
const engine = createEngine(parseIndex(serializeIndex(buildIndex(CORPUS, { ...DEFAULT_SETTINGS, threshold: 0.12 }).index!), 'index.json'));

const offered = (outcome: Outcome) =>
  (outcome.kind === 'answer' ? outcome.sources : outcome.kind === 'related' ? outcome.documents : []).map((entry) => [entry.doc, entry.translation?.doc]);

describe('the translation an outcome offers', () => {
  const question = 'How much does the rent relief grant pay?';

  it("names the cited document's translation in the page's language, with its title, and leaves what is read unchanged", () => {
    const { outcome } = engine.ask(question, { asOf: '2026-06-01', hint: 'es' });
    if (outcome.kind !== 'answer') throw new Error(outcome.kind);
    expect(outcome.sources[0]!.translation).toEqual({ doc: 'c-rent', title: 'Subsidio de Renta', lang: 'es' });
    expect(outcome.citedText).toBe('The grant pays up to $3,500 directly to your landlord. [1]\n\nSources:\n[1] Rent Relief Grant › How much (b-rent#1)');
    expect(outcome.status).toBe('Answer found in Rent Relief Grant, section How much.');
    expect(offered(engine.ask(question, { asOf: '2026-06-01', hint: 'ar' }).outcome)).toEqual([['b-rent', 'a-rent']]);
    // A page in Portuguese without a variant: the first variant by tag (pt-BR), whatever the ids' order.
    expect(offered(engine.ask(question, { asOf: '2026-06-01', hint: 'pt' }).outcome)).toEqual([['b-rent', 'e-rent']]);
    expect(offered(engine.ask(question, { asOf: '2026-06-01', hint: 'pt-PT' }).outcome)).toEqual([['b-rent', 'd-rent']]);
  });

  it("names none for a document already in the reader's language: the question's, without a page", () => {
    const { outcome } = engine.ask(question, { asOf: '2026-06-01' });
    expect(offered(outcome)).toEqual([['b-rent', undefined]]);
    expect(JSON.stringify(outcome)).not.toContain('"translation"');
    expect(offered(engine.ask(question, { asOf: '2026-06-01', hint: 'en' }).outcome)).toEqual([['b-rent', undefined]]);
  });

  it('names a translation only from the day it is in force', () => {
    expect(offered(engine.ask('ferry ticket kiosk', { asOf: '2026-06-30', hint: 'es' }).outcome)).toEqual([['ferry-en', undefined]]);
    expect(offered(engine.ask('ferry ticket kiosk', { asOf: '2026-07-01', hint: 'es' }).outcome)).toEqual([['ferry-en', 'ferry-es']]);
  });

  it("names a later version's own translation, not the one in force on the day asked about", () => {
    const { outcome } = engine.ask('winter credit households', { asOf: '2026-12-15', hint: 'es' });
    if (outcome.kind !== 'answer') throw new Error(outcome.kind);
    expect(outcome.sources.map((s) => [s.doc, s.translation?.doc])).toEqual([
      ['credit-en', 'credit-es'],
      ['credit-2027-en', 'credit-2027-es'],
    ]);
  });

  it('names none for a document without translations', () => {
    expect(offered(engine.ask('When is the office open?', { asOf: '2026-06-01', hint: 'es' }).outcome)).toEqual([['office-en', undefined]]);
  });

  it("names a related document's translation as a source's", () => {
    const { outcome } = engine.ask('rent relief grant refund', { asOf: '2026-06-01', hint: 'es' });
    expect(outcome.kind).toBe('related');
    expect(offered(outcome)).toEqual([['b-rent', 'c-rent']]);
  });
});

describe('translationFor', () => {
  const pt = [
    { id: 'x-br', lang: 'pt-BR' },
    { id: 'x-pt', lang: 'pt-PT' },
  ];

  it("takes the reader's own variant before another of its language", () => {
    expect(translationFor('en', pt, 'pt-PT')?.id).toBe('x-pt');
    expect(translationFor('en', pt, 'pt-BR')?.id).toBe('x-br');
    expect(translationFor('en', pt, 'pt')?.id).toBe('x-br');
    // Whatever the order given.
    expect(translationFor('en', [...pt].reverse(), 'pt')?.id).toBe('x-br');
    expect(translationFor('en', [...pt].reverse(), 'pt-PT')?.id).toBe('x-pt');
  });

  it('offers a variant to a document in another variant of the language, and nothing else of that language', () => {
    const zh = [{ id: 'z-hant', lang: 'zh-Hant' }];
    expect(translationFor('zh-Hans', zh, 'zh-Hant')?.id).toBe('z-hant');
    expect(translationFor('pt-BR', pt, 'pt')).toBeUndefined();
    expect(translationFor('pt-PT', pt, 'pt-PT')).toBeUndefined();
    expect(translationFor('en', pt, 'es')).toBeUndefined();
  });
});

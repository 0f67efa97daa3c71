/**
 * The agency's own translations of a cited or named document, in the outcome: each in force on the day asked about,
 * by language, with its title; none for a document without translations; and nothing a resident reads changed.
 */
import { describe, expect, it } from 'vitest';
import { buildIndex } from '../build/build-index.ts';
import { DEFAULT_SETTINGS } from '../format/settings.ts';
import { parseIndex, serializeIndex } from '../format/index-format.ts';
import { createEngine } from './create-engine.ts';
import type { Outcome } from './outcome.ts';

const doc = (id: string, lang: string, front: string, title: string, body: string) => ({
  path: `${id}.md`,
  bytes: new TextEncoder().encode(`---\nid: ${id}\ntitle: ${title}\nlang: ${lang}\n${front}---\n\n${body}\n`),
});

const CORPUS = [
  doc('rent-en', 'en', 'translation_key: rent\n', 'Rent Relief Grant', '## How much\n\nThe grant pays up to $3,500 directly to your landlord.\n\n## Deadlines\n\nApplications close June 30.'),
  doc('rent-es', 'es', 'translation_key: rent\n', 'Subsidio de Renta', '## Cuánto\n\nEl subsidio paga hasta $3,500 directamente al propietario.'),
  doc('rent-ar', 'ar', 'translation_key: rent\n', 'منحة الإيجار', '## المبلغ\n\nتدفع المنحة ما يصل إلى 3,500 دولار للمالك مباشرة.'),
  // A translation that takes effect later: not offered before its first day.
  doc('ferry-en', 'en', 'translation_key: ferry\n', 'Ferry Tickets', 'A ferry ticket costs 4 dollars at the harbor kiosk.'),
  doc('ferry-es', 'es', 'translation_key: ferry\neffective_from: 2026-07-01\n', 'Billetes del Ferry', 'Un billete del ferry cuesta 4 dólares en el quiosco del puerto.'),
  doc('office-en', 'en', '', 'Contact the Office', 'The office is open Monday to Friday from 9 to 5.'),
];
const engine = createEngine(parseIndex(serializeIndex(buildIndex(CORPUS, { ...DEFAULT_SETTINGS, threshold: 0.12 }).index!), 'index.json'));

const offered = (outcome: Outcome) =>
  (outcome.kind === 'answer' ? outcome.sources : outcome.kind === 'related' ? outcome.documents : []).map((entry) => [entry.doc, entry.translations]);

describe('the translations an outcome offers', () => {
  it("lists a cited document's translations by language, each with its title, and leaves what is read unchanged", () => {
    const { outcome } = engine.ask('How much does the rent relief grant pay?', { asOf: '2026-06-01' });
    expect(offered(outcome)).toEqual([
      [
        'rent-en',
        [
          { doc: 'rent-ar', title: 'منحة الإيجار', lang: 'ar' },
          { doc: 'rent-es', title: 'Subsidio de Renta', lang: 'es' },
        ],
      ],
    ]);
    if (outcome.kind !== 'answer') throw new Error(outcome.kind);
    expect(outcome.citedText).toBe('The grant pays up to $3,500 directly to your landlord. [1]\n\nSources:\n[1] Rent Relief Grant › How much (rent-en#1)');
    expect(outcome.status).toBe('Answer found in Rent Relief Grant, section How much.');
  });

  it('offers a translation only from the day it is in force', () => {
    expect(offered(engine.ask('ferry ticket kiosk', { asOf: '2026-06-30' }).outcome)).toEqual([['ferry-en', undefined]]);
    expect(offered(engine.ask('ferry ticket kiosk', { asOf: '2026-07-01' }).outcome)).toEqual([['ferry-en', [{ doc: 'ferry-es', title: 'Billetes del Ferry', lang: 'es' }]]]);
  });

  it('names no translations for a document that has none, not even an empty list', () => {
    const { outcome } = engine.ask('When is the office open?', { asOf: '2026-06-01' });
    expect(offered(outcome)).toEqual([['office-en', undefined]]);
    expect(JSON.stringify(outcome)).not.toContain('translations');
  });

  it("lists a related document's translations as a source's", () => {
    const { outcome } = engine.ask('rent relief grant refund', { asOf: '2026-06-01' });
    expect(outcome.kind).toBe('related');
    expect(offered(outcome)).toEqual([
      [
        'rent-en',
        [
          { doc: 'rent-ar', title: 'منحة الإيجار', lang: 'ar' },
          { doc: 'rent-es', title: 'Subsidio de Renta', lang: 'es' },
        ],
      ],
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { buildIndex, createEngine } from '../../src/engine/index.ts';
import { loadConfig } from './load-config.ts';
import { readCorpus } from './read-corpus.ts';
import { renderTrace } from './render-outcome.ts';

const { config, corpusDir } = loadConfig({});
const index = buildIndex(readCorpus(corpusDir), config.settings).index!;
const engine = createEngine(index);
const byId = new Map(index.passages.map((p) => [p.id, p]));

describe('renderTrace: what each candidate says', () => {
  const { trace } = engine.ask('كم قيمة منحة دعم السكن؟', { explain: true, asOf: '2026-01-15' });

  it('isolates right-to-left text among left-to-right rows, and leaves left-to-right text as it is', () => {
    const rows = renderTrace(trace!, 'ltr', (id) => byId.get(id)).split('\n');
    expect(rows).toContain('       housing-relief-ar#3  \u2068قيمة المنحة: تدفع المنحة ما يصل إلى 3,500 دولار بحسب المبلغ المستحق عليك. إذا كان المبلغ المستحق أق…\u2069');
    const english = renderTrace(trace!, 'ltr', () => ({ heading: 'Amount', body: 'Up to $3,500.' })).split('\n');
    expect(english).toContain('       housing-relief-ar#3  Amount: Up to $3,500.');
  });

  it("shows a passage's direction controls escaped, and cuts it at a code point, never inside one", () => {
    const text = renderTrace(trace!, 'ltr', () => ({ heading: '', body: `Ferry \u202Efares\u202C ${'🚢'.repeat(120)}` }));
    const row = text.split('\n').find((line) => line.startsWith('       housing-relief-ar#3'))!;
    // 99 code points and "…": the 14 before the ships (each control one), then 85 ships, each two UTF-16 units.
    expect(row).toBe(`       housing-relief-ar#3  Ferry \\u202efares\\u202c ${'🚢'.repeat(85)}…`);
    expect(row).not.toContain('\uFFFD');
  });

  it('names nothing without the passages\' text', () => {
    expect(renderTrace(trace!, 'ltr')).not.toContain('what each says');
  });
});

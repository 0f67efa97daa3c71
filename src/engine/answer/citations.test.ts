/** A citation a person can follow: the document's title and the cited section, and the agency's page when it has one. */
import { describe, expect, it } from 'vitest';
import { buildIndex } from '../build/build-index.ts';
import { DEFAULT_SETTINGS } from '../format/settings.ts';
import { createEngine } from './create-engine.ts';
import { citationName } from './compose.ts';
import type { Answer } from './outcome.ts';

/** The day every question here is asked for: its corpora are undated, or dated around it. */
const AS_OF = '2026-11-30';

const file = (id: string, title: string, front: string, body: string) => ({
  path: `${id}.md`,
  bytes: new TextEncoder().encode(`---\nid: ${id}\ntitle: ${title}\nlang: en\n${front}---\n${body}\n`),
});
const engine = createEngine(
  buildIndex(
    [
      file('ferry', 'Ferry Fares', 'url: https://harbor.example/ferry\n', '## Tickets\n\nA ferry ticket costs $3 one way.\n\n## Hours\n\nBoats leave every hour.'),
      file('food', 'Grocery Card', '', 'The grocery card pays for food.\n\nCall us to ask.'),
    ],
    { ...DEFAULT_SETTINGS, threshold: 0.1 },
  ).index!,
);

describe('citations', () => {
  it('name the title and the section, carry the page, and keep the passage id for operators', () => {
    const answer = engine.ask('How much does a ferry ticket cost?', { asOf: AS_OF }).outcome as Answer;
    expect(answer.sources).toEqual([
      { marker: 1, title: 'Ferry Fares', heading: 'Tickets', url: 'https://harbor.example/ferry', doc: 'ferry', passage: 'ferry#1', lang: 'en' },
    ]);
    expect(answer.citedText.endsWith('Sources:\n[1] Ferry Fares › Tickets (ferry#1) https://harbor.example/ferry')).toBe(true);
  });

  it('say only the title when the passage has no heading, and no page when the document has none', () => {
    const answer = engine.ask('What does the grocery card pay for?', { asOf: AS_OF }).outcome as Answer;
    expect(answer.sources[0]).toMatchObject({ heading: '', url: null });
    expect(citationName(answer.sources[0]!)).toBe('Grocery Card');
    expect(citationName({ title: 'A', heading: 'B › C' })).toBe('A › B › C');
  });
});

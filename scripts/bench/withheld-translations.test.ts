import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../../src/engine/index.ts';
import { build, type CorpusProtocol } from './agency-corpora.ts';
import { withheldTranslations } from './withheld-translations.ts';

const file = (id: string, lang: string, key: string, title: string, paragraphs: string[]) => ({
  path: `${lang}/${id}.md`,
  bytes: new TextEncoder().encode(`---\nid: ${id}\ntitle: ${title}\nlang: ${lang}\ntranslation_key: ${key}\n---\n\n${paragraphs.join('\n\n')}\n`),
});

const FILES = [
  file('grant-en', 'en', 'grant', 'Heating grant', ['Apply for the heating grant before the deadline.', 'Apply with proof of income.', 'The deadline is in March.', 'Proof of income can be a pay stub.']),
  file('grant-es', 'es', 'grant', 'Ayuda de calefacción', ['Solicite la ayuda de calefacción antes de la fecha límite.', 'Solicite con prueba de ingresos.', 'La fecha límite es en marzo.', 'La prueba de ingresos puede ser un talón de pago.']),
  file('bus-en', 'en', 'bus', 'Harbor GoPass', ['Riders over 65 ride the ferry free with a GoPass.', 'Apply for the GoPass at any library.']),
  file('bus-es', 'es', 'bus', 'GoPass de Harbor', ['Los mayores de 65 viajan gratis en el ferry con un GoPass.', 'Solicite el GoPass en cualquier biblioteca.']),
];
const SETTINGS = { ...DEFAULT_SETTINGS, threshold: 0.12 };

function protocol(): CorpusProtocol {
  return {
    name: 'tiny',
    files: FILES,
    settings: SETTINGS,
    index: build(FILES, SETTINGS, 'tiny'),
    questions: [
      { question: '¿Cómo solicito el GoPass?', lang: 'es', doc: 'bus-es', answers: ['bus-es#2'] },
      { question: '¿Cuándo es la fecha límite?', lang: 'es', doc: 'grant-es', answers: ['grant-es#3'] },
      { question: 'How do I apply for the GoPass?', lang: 'en', doc: 'bus-en', answers: ['bus-en#2'] },
    ],
  };
}

describe('a translation withheld', () => {
  it('leaves out every second Spanish page with an English translation, and asks its questions of the rest', () => {
    const figures = withheldTranslations(protocol());
    expect(figures).toEqual({
      protocol: 'tiny',
      // Pages in sorted order: bus-es (withheld), grant-es (kept, and what the lexicon learns from).
      pages: 1,
      questions: 1,
      lexiconEntries: 4,
      monolingual: { correct: 1, wrong: 0, refused: 0 },
      // Through the lexicon, "solic" is read as "apply", and the English page answers.
      lexicon: { correct: 1, wrong: 0, refused: 0 },
      sharedTokens: { correct: 0, wrong: 0, refused: 1 },
    });
  });
});

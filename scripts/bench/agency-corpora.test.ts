import { describe, expect, it } from 'vitest';
import { isQuestionHeading, WITHHELD, withholdTitle } from './agency-corpora.ts';

describe('isQuestionHeading', () => {
  it.each([
    ['How do I renew my passport?', true],
    ['¿Cómo renuevo mi pasaporte?', true],
    ['¿Cómo renuevo mi pasaporte', true],
    ['Renew your passport', false],
    ['What to bring', false],
  ])('%s → %s', (heading, question) => {
    expect(isQuestionHeading(heading)).toBe(question);
  });
});

describe('withholdTitle', () => {
  it('replaces the title line of the front matter only, keeping every other line where it was', () => {
    const text = '---\nid: q-en\ntitle: "Can I keep my doctor?"\nlang: en\n---\n\ntitle: not front matter\n';
    expect(withholdTitle(text)).toBe(`---\nid: q-en\ntitle: "${WITHHELD}"\nlang: en\n---\n\ntitle: not front matter\n`);
  });
});

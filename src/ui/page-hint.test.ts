import { describe, expect, it } from 'vitest';
import { pageHint } from './page-hint.ts';

const OWN = 'Ask one thing at a time, in a few words: short questions find their answer best.';

describe('pageHint', () => {
  it("is the page's own sentence where the agency gives none the resident reads", () => {
    expect(pageHint({ defaultLanguage: 'en' }, 'en', 'en', OWN)).toEqual({ text: OWN });
    expect(pageHint({ hint: 'Ask about permits.', defaultLanguage: 'en' }, 'ar', 'ar', 'اسأل…')).toEqual({ text: 'اسأل…' });
  });

  it("is the agency's, unmarked, in the language of the words around it", () => {
    expect(pageHint({ hint: 'Ask about permits.', defaultLanguage: 'en' }, 'en', 'en', OWN)).toEqual({ text: 'Ask about permits.' });
    // A Korean page of an English site has English controls: the English hint is among English words.
    expect(pageHint({ hint: 'Ask about permits.', defaultLanguage: 'en' }, 'ko', 'en', OWN)).toEqual({ text: 'Ask about permits.' });
  });

  it('is marked with its language under controls in another: a Russian hint among English words', () => {
    const hints = { hintByLanguage: { ru: 'Спросите о пропуске.' }, defaultLanguage: 'en' };
    expect(pageHint(hints, 'ru', 'en', OWN)).toEqual({ text: 'Спросите о пропуске.', lang: 'ru', dir: 'ltr' });
  });

  it('is right to left in Hebrew under English controls, its phone number isolated so it reads as dialled', () => {
    const hints = { hintByLanguage: { he: 'שאלו על התוכנית או התקשרו 555-010-4400' }, defaultLanguage: 'en' };
    expect(pageHint(hints, 'he', 'en', OWN)).toEqual({ text: 'שאלו על התוכנית או התקשרו \u2066555-010-4400\u2069', lang: 'he', dir: 'rtl' });
  });
});

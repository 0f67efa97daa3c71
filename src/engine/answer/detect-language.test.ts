import { describe, expect, it } from 'vitest';
import { detectLanguage, profileLanguages, type LanguageProfile } from './detect-language.ts';
import { shortWords, tokenize } from '../text/tokenize.ts';

const vocabulary = (text: string): ReadonlySet<string> => new Set(tokenize(text));
const short = (text: string) => () => new Set(shortWords(text));

const SENTENCES = {
  en: 'You can apply for the housing benefit online or at any office. Bring proof of income and your rent contract.',
  es: 'Puede solicitar el subsidio de vivienda en línea o en cualquier oficina. Traiga comprobante de ingresos y su contrato de alquiler.',
  de: 'Sie können das Wohngeld online oder in jedem Büro beantragen. Bringen Sie einen Einkommensnachweis und Ihren Mietvertrag mit.',
  ar: 'يمكنك التقدم بطلب للحصول على إعانة السكن عبر الإنترنت أو في أي مكتب. أحضر إثبات الدخل وعقد الإيجار.',
  zh: '您可以在网上或任何办事处申请住房补贴。请携带收入证明和租赁合同。',
};

// Deliberately out of order: detection must sort candidates itself.
const PROFILES: LanguageProfile[] = [
  { lang: 'zh', script: 'Han', vocabulary: vocabulary(SENTENCES.zh), shortWords: short(SENTENCES.zh) },
  { lang: 'es', script: 'Latin', vocabulary: vocabulary(SENTENCES.es), shortWords: short(SENTENCES.es) },
  { lang: 'ar', script: 'Arabic', vocabulary: vocabulary(SENTENCES.ar), shortWords: short(SENTENCES.ar) },
  { lang: 'en', script: 'Latin', vocabulary: vocabulary(SENTENCES.en), shortWords: short(SENTENCES.en) },
  { lang: 'de', script: 'Latin', vocabulary: vocabulary(SENTENCES.de), shortWords: short(SENTENCES.de) },
];
const WITHOUT_ZH = PROFILES.filter((p) => p.lang !== 'zh');
/** An English and a Spanish profile, each from one text. */
const pair = (en: string, es: string): LanguageProfile[] => [
  { lang: 'en', script: 'Latin', vocabulary: vocabulary(en), shortWords: short(en) },
  { lang: 'es', script: 'Latin', vocabulary: vocabulary(es), shortWords: short(es) },
];
const LATIN = ['de', 'en', 'es'];

describe('detectLanguage', () => {
  it('decides an Arabic question by script, the only corpus language written in it', () => {
    expect(detectLanguage('كيف أقدم طلبًا للحصول على إعانة السكن؟', PROFILES, 'en')).toEqual({
      lang: 'ar', rule: 'script', script: 'Arabic', coverage: {}, candidates: ['ar'],
    });
  });

  it('decides a Chinese question by script when the corpus has Chinese', () => {
    expect(detectLanguage('如何申请住房补贴？', PROFILES, 'en')).toEqual({
      lang: 'zh', rule: 'script', script: 'Han', coverage: {}, candidates: ['zh'],
    });
  });

  it('decides a Spanish question by coverage: 3 of its 4 terms and both its short words are Spanish', () => {
    // Terms: cómo, solic, subsi, vivie ("cómo" is in no vocabulary); short words: el, de. 5 of 6.
    expect(detectLanguage('¿Cómo solicito el subsidio de vivienda?', PROFILES, 'en')).toEqual({
      lang: 'es', rule: 'coverage', script: 'Latin', coverage: { de: 0, en: 0, es: 0.8333 }, candidates: LATIN,
    });
  });

  it('decides an English question by coverage, rounding the share to 4 decimals', () => {
    // Terms: how, apply, for, the, housi, benef, all but "how" English vocabulary; short words "do" and "i" are in
    // no sentence here: 5 of 8.
    expect(detectLanguage('How do I apply for the housing benefit?', PROFILES, 'es')).toEqual({
      lang: 'en', rule: 'coverage', script: 'Latin', coverage: { de: 0, en: 0.625, es: 0 }, candidates: LATIN,
    });
  });

  it('lets the words too short to be terms decide when no term does', () => {
    // Terms: cuál, horar — in no vocabulary here; short words: es, el — "el" is in the Spanish sentence. 1 of 4.
    expect(detectLanguage('¿Cuál es el horario?', PROFILES, 'en')).toEqual({
      lang: 'es', rule: 'coverage', script: 'Latin', coverage: { de: 0, en: 0, es: 0.25 }, candidates: LATIN,
    });
    // Without short words to compare, the same question has no evidence and goes to the default.
    const termsOnly = PROFILES.map(({ shortWords: _unused, ...rest }) => rest);
    expect(detectLanguage('¿Cuál es el horario?', termsOnly, 'en')).toMatchObject({ lang: 'en', rule: 'default' });
  });

  it('decides a German question by coverage even when the default is another candidate', () => {
    // Terms: wie, beant, ich, wohng.
    expect(detectLanguage('Wie beantrage ich Wohngeld?', PROFILES, 'en')).toEqual({
      lang: 'de', rule: 'coverage', script: 'Latin', coverage: { de: 0.5, en: 0, es: 0 }, candidates: LATIN,
    });
  });

  it('falls back to the default when a Latin question has no known word', () => {
    expect(detectLanguage('Quantos dias demora?', PROFILES, 'es')).toEqual({
      lang: 'es', rule: 'default', script: 'Latin', coverage: { de: 0, en: 0, es: 0 }, candidates: LATIN,
    });
  });

  it('falls back to the first candidate when no word is known and the default is not written in that script', () => {
    expect(detectLanguage('Quantos dias demora?', PROFILES, 'ar')).toEqual({
      lang: 'de', rule: 'default', script: 'Latin', coverage: { de: 0, en: 0, es: 0 }, candidates: LATIN,
    });
  });

  it('gives a Latin question with letters but no terms (every word under 3 letters) to the default', () => {
    expect(detectLanguage('is it ok?', PROFILES, 'en')).toEqual({
      lang: 'en', rule: 'default', script: 'Latin', coverage: { de: 0, en: 0, es: 0 }, candidates: LATIN,
    });
  });

  it('breaks a tie at the top with the default when it is among the tied', () => {
    // Terms: ofici (es), onlin (en, de): every candidate holds one of two.
    expect(detectLanguage('Oficina online', PROFILES, 'es')).toEqual({
      lang: 'es', rule: 'default', script: 'Latin', coverage: { de: 0.5, en: 0.5, es: 0.5 }, candidates: LATIN,
    });
  });

  it('breaks a tie with the first tied language when the default is a candidate but not among the tied', () => {
    // Terms: rent (en), alqui (es); German holds neither.
    expect(detectLanguage('rent alquiler', PROFILES, 'de')).toEqual({
      lang: 'en', rule: 'default', script: 'Latin', coverage: { de: 0, en: 0.5, es: 0.5 }, candidates: LATIN,
    });
  });

  it('matches the default to a tied language by primary subtag', () => {
    expect(detectLanguage('rent alquiler', PROFILES, 'es-MX').lang).toBe('es');
  });

  it('lets an explicit language win even against the script, still reporting the script and candidates', () => {
    expect(detectLanguage('كيف أقدم طلبًا للحصول على إعانة السكن؟', PROFILES, 'en', 'es')).toEqual({
      lang: 'es', rule: 'explicit', script: 'Arabic', coverage: {}, candidates: ['ar'],
    });
  });

  it('lets an explicit language win without consulting coverage', () => {
    expect(detectLanguage('¿Cómo solicito el subsidio de vivienda?', PROFILES, 'en', 'de')).toEqual({
      lang: 'de', rule: 'explicit', script: 'Latin', coverage: {}, candidates: LATIN,
    });
  });

  it('treats an empty explicit language as not given', () => {
    expect(detectLanguage('كيف أقدم طلبًا؟', PROFILES, 'en', '').rule).toBe('script');
  });

  it.each([['3500?'], ['٣٥٠٠'], [''], ['  ?! '], ['+1 (555) 010-0199']])(
    'gives a question without letters (%j) to the default, with script null',
    (question) => {
      expect(detectLanguage(question, PROFILES, 'en')).toEqual({
        lang: 'en', rule: 'default', script: null, coverage: {}, candidates: [],
      });
    },
  );

  it('gives a Chinese question to the default when the corpus has no Han-script language', () => {
    expect(detectLanguage('如何申请住房补贴？', WITHOUT_ZH, 'en')).toEqual({
      lang: 'en', rule: 'default', script: 'Han', coverage: {}, candidates: [],
    });
  });

  it('calls a Japanese question (kana and kanji) Kana, even with more kanji than kana, so Chinese is no candidate', () => {
    // The first has 5 kanji and 9 kana; the second 9 kanji and one kana (の): both are Kana.
    expect(detectLanguage('申請書はどこで入手できますか', PROFILES, 'en')).toEqual({
      lang: 'en', rule: 'default', script: 'Kana', coverage: {}, candidates: [],
    });
    expect(detectLanguage('住宅補助申請書の提出', PROFILES, 'en').script).toBe('Kana');
  });

  it('gives a question of kanji alone to the languages written in kana when none is written in Han', () => {
    const ja: LanguageProfile = { lang: 'ja', script: 'Kana', vocabulary: vocabulary('住宅救済補助金の上限額は3,500ドルです。'), shortWords: short('') };
    // Keywords in kanji only (housing relief grant, upper limit): Japanese, not the default, with Japanese in the corpus.
    expect(detectLanguage('住宅救済補助金 上限額', [...WITHOUT_ZH, ja], 'en')).toEqual({
      lang: 'ja', rule: 'script', script: 'Han', coverage: {}, candidates: ['ja'],
    });
    // With Chinese in the corpus, Han alone is Chinese, as before: Japanese is no candidate…
    expect(detectLanguage('住宅救済補助金 上限額', [...PROFILES, ja], 'en')).toEqual({
      lang: 'zh', rule: 'script', script: 'Han', coverage: {}, candidates: ['zh'],
    });
    expect(detectLanguage('住宅救済補助金 上限額', [...PROFILES, ja], 'en', undefined, 'zh').lang).toBe('zh');
    // …unless the asker's page is Japanese: then both are candidates, and the hint holds.
    expect(detectLanguage('住宅救済補助金 上限額', [...PROFILES, ja], 'en', undefined, 'ja')).toMatchObject({
      lang: 'ja', rule: 'hint', script: 'Han', candidates: ['ja', 'zh'],
    });
  });

  it('lets Latin names and acronyms yield to the script the question is written in, however many letters they have', () => {
    expect(detectLanguage('ما هو الـ PIN؟', PROFILES, 'en')).toMatchObject({ lang: 'ar', rule: 'script', script: 'Arabic' });
    // 19 Latin letters, 9 Arabic: counted by letters this was English.
    expect(detectLanguage('ما رقم هاتف Harbor Transit Office؟', PROFILES, 'en')).toMatchObject({ lang: 'ar', rule: 'script', script: 'Arabic' });
    expect(detectLanguage('Harbor Transit Office', PROFILES, 'en').script).toBe('Latin');
  });

  it('picks the script with the most letters among scripts other than Latin', () => {
    expect(detectLanguage('абвгд αβγ', PROFILES, 'en').script).toBe('Cyrillic');
    expect(detectLanguage('αβγδε абв', PROFILES, 'en').script).toBe('Greek');
  });

  it('breaks a tie between scripts by family name, not by the order the letters appear', () => {
    expect(detectLanguage('αβγ абв', PROFILES, 'en').script).toBe('Cyrillic');
    expect(detectLanguage('абв αβγ', PROFILES, 'en').script).toBe('Cyrillic');
  });

  it('gives the same detection whatever order the profiles come in', () => {
    const reversed = [...PROFILES].reverse();
    for (const question of ['Oficina online', 'rent alquiler', 'Quantos dias demora?', 'How do I apply?']) {
      expect(detectLanguage(question, reversed, 'en')).toEqual(detectLanguage(question, PROFILES, 'en'));
    }
  });
});

describe('profileLanguages', () => {
  it('gives each language its dominant script over all its passages, and the vocabulary it was given, sorted by language', () => {
    const passages = [
      { lang: 'es', body: SENTENCES.es },
      { lang: 'ar', body: SENTENCES.ar },
      // An English passage quoting Arabic words is still, over the language, Latin.
      { lang: 'en', body: 'The form is called استمارة الطلب.' },
      { lang: 'en', body: SENTENCES.en },
      { lang: 'ja', body: '住宅補助申請書の提出' },
      { lang: 'zh', body: SENTENCES.zh },
    ];
    const enVocabulary = vocabulary(SENTENCES.en);
    const profiles = profileLanguages(passages, new Map([['en', enVocabulary]]));
    expect(profiles.map(({ lang, script }) => [lang, script])).toEqual([
      ['ar', 'Arabic'],
      ['en', 'Latin'],
      ['es', 'Latin'],
      ['ja', 'Kana'],
      ['zh', 'Han'],
    ]);
    expect(profiles[1]!.vocabulary).toBe(enVocabulary);
    expect([...profiles[0]!.vocabulary]).toEqual([]);
  });

  it('applies the kana rule per passage: one Chinese passage quoting Japanese does not make Chinese Kana', () => {
    const passages = [
      { lang: 'zh', body: SENTENCES.zh },
      { lang: 'zh', body: '请参阅《住宅の手引き》。' },
    ];
    expect(profileLanguages(passages, new Map()).map((p) => p.script)).toEqual(['Han']);
  });

  it('gives a language whose passages hold no letters the script Other, which no question matches', () => {
    const profiles = profileLanguages([{ lang: 'xx', body: '3500 — 1,250' }], new Map());
    expect(profiles.map(({ lang, script, vocabulary }) => ({ lang, script, vocabulary }))).toEqual([{ lang: 'xx', script: 'Other', vocabulary: new Set() }]);
    expect(profiles[0]!.shortWords!().size).toBe(0);
    expect(detectLanguage('3500', profiles, 'en').lang).toBe('en');
  });

  it('returns no profiles for no passages, ignoring vocabularies of languages without passages', () => {
    expect(profileLanguages([], new Map([['en', new Set(['x'])]]))).toEqual([]);
  });

  it('feeds detection end to end', () => {
    const passages = (['de', 'en', 'es', 'ar'] as const).map((lang) => ({ lang, body: SENTENCES[lang] }));
    const vocabularies = new Map(passages.map((p) => [p.lang, vocabulary(p.body)] as const));
    const profiles = profileLanguages(passages, vocabularies);
    expect(detectLanguage('¿Cómo solicito el subsidio de vivienda?', profiles, 'en')).toMatchObject({ lang: 'es', rule: 'coverage' });
    expect(detectLanguage('كيف أقدم طلبًا؟', profiles, 'en')).toMatchObject({ lang: 'ar', rule: 'script' });
  });
});

describe('detectLanguage with a hint (the asker\'s language)', () => {
  it('keeps the hint when the question has no short word and the hint knows a word of it the other does not', () => {
    // "Wohngeld" only German knows: a German word, or a program's name, the hint holds.
    expect(detectLanguage('housing benefit wohngeld', WITHOUT_ZH, 'en', undefined, 'de')).toMatchObject({ lang: 'de', rule: 'hint' });
    // "online" German knows too, as English does: it says nothing between them, and English knows two more words.
    expect(detectLanguage('housing benefit online', WITHOUT_ZH, 'en', undefined, 'de')).toMatchObject({ lang: 'en', rule: 'coverage' });
    expect(detectLanguage('housing benefit online', WITHOUT_ZH, 'en')).toMatchObject({ lang: 'en', rule: 'coverage' });
    // The Spanish passage knows none of them (it says "en línea"): on a Spanish page the question is English.
    expect(detectLanguage('housing benefit online', WITHOUT_ZH, 'en', undefined, 'es')).toMatchObject({ lang: 'en', rule: 'coverage' });
  });

  it('gives the question to the one other language that knows more of its short words', () => {
    expect(detectLanguage('el subsidio de vivienda', WITHOUT_ZH, 'en', undefined, 'en')).toMatchObject({ lang: 'es', rule: 'coverage' });
  });

  it('keeps the hint when another language knows only one short word of the question more than it does', () => {
    // An operator trial's English question on an English page: the office's English pages say "you", never "I" or
    // "my", and a German one holds the Roman numeral "I" ("Teil I"). One short word is a numeral or a stray letter as
    // often as grammar: the page's language holds, and says which language knows more of it.
    const profiles = [
      { lang: 'de', script: 'Latin' as const, vocabulary: vocabulary('Bringen Sie die Zulassungsbescheinigung Teil I mit.'), shortWords: short('Bringen Sie die Zulassungsbescheinigung Teil I mit.') },
      { lang: 'en', script: 'Latin' as const, vocabulary: vocabulary('Contact the office by phone.'), shortWords: short('Contact the office by phone.') },
    ];
    expect(detectLanguage('I lost my wallet', profiles, 'de', undefined, 'en')).toMatchObject({ lang: 'en', rule: 'hint', knownBetterIn: ['de'] });
    // One more than the page's language knows is one too: German knows "I" and "a", English "a".
    const withA = [
      { ...profiles[0]!, shortWords: short('Bringen Sie die Zulassungsbescheinigung Teil I mit, für Klasse A auch den Führerschein.') },
      { ...profiles[1]!, shortWords: short('Contact the office by phone or a letter.') },
    ];
    expect(detectLanguage('I found a wallet', withA, 'de', undefined, 'en')).toMatchObject({ lang: 'en', rule: 'hint', knownBetterIn: ['de'] });
    // Two short words the page's language lacks are its grammar: "el" and "de" make a question Spanish on an English page.
    expect(detectLanguage('el subsidio de vivienda', WITHOUT_ZH, 'en', undefined, 'en')).toMatchObject({ lang: 'es', rule: 'coverage' });
  });

  it('keeps the hint when another language knows more short words but fewer of the question\'s words in all', () => {
    // A resident trial's English question in text-message spelling: "u" and "me" are Spanish short words here, and
    // English knows neither, but English knows all five of its terms.
    const profiles = pair('We can help you pay your water bill.', 'Le ayudamos a pagar el agua si me llama o u otra persona.');
    expect(detectLanguage('can u help me pay my water bill', profiles, 'en', undefined, 'en')).toMatchObject({ lang: 'en', rule: 'hint', coverage: { en: 0.625, es: 0.25 } });
    // No language knows more of it than the page's: none is named.
    expect(detectLanguage('can u help me pay my water bill', profiles, 'en', undefined, 'en')).not.toHaveProperty('knownBetterIn');
    // Where the rest of the question agrees with its grammar, the grammar still overrules the page.
    expect(detectLanguage('me llama el agua', profiles, 'en', undefined, 'en')).toMatchObject({ lang: 'es', rule: 'coverage' });
  });

  it('gives a question the hint knows no word of to the one language that knows two or more', () => {
    // No short word says it is Spanish, but English knows none of its words and Spanish two.
    expect(detectLanguage('subsidio vivienda alquiler', WITHOUT_ZH, 'en', undefined, 'de')).toMatchObject({ lang: 'es', rule: 'coverage' });
    // One known word is a name as often as a language: the hint holds, and says which language knows more of it.
    expect(detectLanguage('subsidio xyzzy', WITHOUT_ZH, 'en', undefined, 'de')).toMatchObject({ lang: 'de', rule: 'hint', knownBetterIn: ['es'] });
    // Two languages each know two words the hint does not: neither takes it.
    expect(detectLanguage('subsidio vivienda housing benefit', WITHOUT_ZH, 'en', undefined, 'de')).toMatchObject({ lang: 'de', rule: 'hint', knownBetterIn: ['en', 'es'] });
  });

  it('does not count a word the hint and the other language both know: a name each translation keeps says neither', () => {
    // A resident trial's Spanish question on an English page, with the agency's name, which both translations keep.
    const profiles = pair('Harbor County helps you pay for food.', 'Harbor County le ayuda a pagar los alimentos. Cuánto recibe depende del hogar.');
    expect(detectLanguage('cuanto recibe ayuda alimentos Harbor County', profiles, 'en', undefined, 'en')).toMatchObject({ lang: 'es', rule: 'coverage' });
    // The name alone, or the name and one word of the other language, leaves the page's language.
    expect(detectLanguage('Harbor County', profiles, 'en', undefined, 'en')).toMatchObject({ lang: 'en', rule: 'hint' });
    expect(detectLanguage('alimentos Harbor County', profiles, 'en', undefined, 'en')).toMatchObject({ lang: 'en', rule: 'hint' });
    // Whatever a third language of the script knows of the name (a blind review: the rule once counted only the words
    // every candidate knew, so a German page without the name kept the question English).
    for (const de of ['Wohngeld für Haushalte.', 'Harbor County zahlt Wohngeld.']) {
      const three = [...profiles, { lang: 'de', script: 'Latin' as const, vocabulary: vocabulary(de), shortWords: short(de) }];
      expect(detectLanguage('cuanto recibe ayuda alimentos Harbor County', three, 'en', undefined, 'en')).toMatchObject({ lang: 'es', rule: 'coverage' });
    }
  });

  it('does not count a short word the hint and the other language both know', () => {
    // "a" is a short word of both; Spanish knows two more words.
    const profiles = pair('Pay a bill.', 'Pague a tiempo: recibe alimentos.');
    expect(detectLanguage('a alimentos recibe', profiles, 'en', undefined, 'en')).toMatchObject({ lang: 'es', rule: 'coverage' });
    // A short word only the hint knows keeps it ("by" is English's alone here: the page's language holds).
    const withBy = [{ ...profiles[0]!, shortWords: short('Pay a bill by mail.') }, profiles[1]!];
    expect(detectLanguage('by alimentos recibe', withBy, 'en', undefined, 'en')).toMatchObject({ lang: 'en', rule: 'hint' });
  });

  it('does not give the question to the language with more short words when a third knows more words in all', () => {
    // "en" is a Spanish short word; German knows the three terms, English (the hint) none: German, as with no hint.
    expect(detectLanguage('wohngeld einkommensnachweis mietvertrag en', WITHOUT_ZH, 'en', undefined, 'en')).toMatchObject({ lang: 'de', rule: 'coverage', coverage: { de: 0.75, en: 0, es: 0.25 } });
    expect(detectLanguage('wohngeld einkommensnachweis mietvertrag en', WITHOUT_ZH, 'en')).toMatchObject({ lang: 'de', rule: 'coverage' });
  });

  it('keeps the hint, and says so, when it knows as many short words as any other', () => {
    expect(detectLanguage('el subsidio de vivienda', WITHOUT_ZH, 'en', undefined, 'es')).toMatchObject({ lang: 'es', rule: 'hint' });
  });

  it('keeps the hint when two other languages know more short words, equally', () => {
    // "in" is German's here, "en" Spanish's; English knows neither.
    expect(detectLanguage('wohngeld in subsidio en', WITHOUT_ZH, 'de', undefined, 'en')).toMatchObject({ lang: 'en', rule: 'hint' });
  });

  it('takes the hint, before the default, where no corpus language is written in the question\'s script', () => {
    expect(detectLanguage('3500?', WITHOUT_ZH, 'en', undefined, 'es')).toMatchObject({ lang: 'es', rule: 'hint' });
    expect(detectLanguage('3500?', WITHOUT_ZH, 'en')).toMatchObject({ lang: 'en', rule: 'default' });
  });

  it('leaves a tie to the default when the hint is not among the question\'s languages', () => {
    expect(detectLanguage('xyzzy plugh', WITHOUT_ZH, 'es', undefined, 'ar')).toMatchObject({ lang: 'es', rule: 'default' });
  });

  it('never overrides an explicit language', () => {
    expect(detectLanguage('el subsidio de vivienda', WITHOUT_ZH, 'en', 'de', 'es')).toMatchObject({ lang: 'de', rule: 'explicit' });
  });
});

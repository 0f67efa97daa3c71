import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { foldMarks, graphemeClusters, shortWords, termsAndShortWords, termSpans, tokenize, tokenizeRuns, tokenizeWords } from './tokenize.ts';

describe('tokenize', () => {
  it('case-folds, drops short words and truncates to five characters', () => {
    expect(tokenize('The Grocery Allowance is MONTHLY')).toEqual(['the', 'groce', 'allow', 'month']);
  });

  it('keeps numbers of any length, and joins digit groups so "3,500", "3.500" and "3500" meet', () => {
    expect(tokenize('$20 or 3,500 or 1.250 or 3500 or 7')).toEqual(['20', '3500', '1250', '3500', '7']);
  });

  it('parts letters and digits where they meet, so a code reads the same with its hyphen or without', () => {
    expect(tokenize('abc1234 1234abc 1234')).toEqual(['abc', '1234', '1234', 'abc', '1234']);
    const codes: Array<[string, string]> = [['w2', 'W-2'], ['n400', 'N-400'], ['covid19', 'COVID-19'], ['401k', '401(k)'], ['1040es', '1040-ES']];
    for (const [typed, written] of codes) {
      expect(tokenize(typed)).toEqual(tokenize(written));
    }
    expect(tokenize('n400')).toEqual(['400']);
  });

  it('reads two hyphened parts, one too short to be a term, also as one word, as residents type it', () => {
    // The longer part stays a term of its own; the short one stays a short word, as it was.
    expect(tokenize('Free Wi-Fi, e-mail, co-pay, X-ray, e-books')).toEqual(['free', 'wifi', 'email', 'mail', 'copay', 'pay', 'xray', 'ray', 'ebook', 'books']);
    // The hyphen (U+2010) and the non-breaking hyphen (U+2011) join as "-" does.
    expect(tokenize('X‐ray co‑pay')).toEqual(['xray', 'ray', 'copay', 'pay']);
    expect(termsAndShortWords('Wi-Fi')).toEqual({ terms: ['wifi'], short: ['wi', 'fi'] });
    // Beyond ASCII: Cyrillic, and Greek, its case folded and its accents kept as in any word.
    expect(tokenize('е-мейл Ώ-μέγα')).toEqual(['емейл', 'мейл', 'ώμέγα', 'μέγα']);
  });

  it("reads a chain's first two parts as one word when the first is too short to be a term, as German writes compounds", () => {
    // "E-Mail-Adresse" meets a typed "Email Adresse"; the parts after the first two are words of their own.
    expect(tokenize('Email Adresse')).toEqual(['email', 'adres']);
    expect(tokenize('E-Mail-Adresse Wi-Fi-Passwort U-Bahn-Station')).toEqual(['email', 'mail', 'adres', 'wifi', 'passw', 'ubahn', 'bahn', 'stati']);
    expect(termSpans('Ihre E-Mail-Adresse', new Set(['email']))).toEqual([[5, 11]]);
    // Only the first two: "a-b-c" joins "ab", a word too short to be a term; "x-wi-fi" joins "xwi", and its "wi-fi",
    // parts of a chain, no longer make `wifi`; "up-to-date" gains `upto`, a term both sides read alike.
    expect(tokenize('a-b-c')).toEqual([]);
    expect(tokenize('x-wi-fi up-to-date')).toEqual(['xwi', 'upto', 'date']);
  });

  it('reads as before what is not two hyphened parts with a short one: long parts, chains, a word said twice, codes, bigrams', () => {
    expect(tokenize('Monday-Friday out-of-pocket mother-in-law')).toEqual(['monda', 'frida', 'out', 'pocke', 'mothe', 'law']);
    expect(tokenize('so-so कभी-कभी W-2 1040-ES 中-文')).toEqual(['2', '1040', '中', '文']);
    // Scripts written without spaces, and parts in two scripts (a Hebrew prefix on a Latin name).
    expect(tokenize('中-文字 한-국어 ה-Google')).toEqual(['中', '文字', '국어', 'googl']);
    // A join whose term is a part's own is not made: "follow-up" reads as "follow up" does, its term once.
    expect(tokenize('follow-up check-in')).toEqual(tokenize('follow up check in'));
    // NFKC's hyphens join as "-" does; a chain is a chain whichever hyphen links it.
    expect(tokenize('Wi－Fi Wi﹣Fi pre－wi-fi')).toEqual(['wifi', 'wifi', 'pre']);
    // A space or a dash that is no hyphen parts them.
    expect(tokenize('wi - fi wi–fi')).toEqual([]);
  });

  it("gives a code's letters as no short word, so they cannot tell a question's language; a word of its own still does", () => {
    expect(shortWords('1040es 5pm w2 2do 1er')).toEqual([]);
    expect(shortWords('1040-ES es')).toEqual(['es', 'es']);
    expect(termsAndShortWords('2023년 GoPass를')).toEqual({ terms: ['2023', 'gopas'], short: ['년', '를'] });
    // Beyond ASCII too: a year's Arabic letter, a code's accented one; the same letters on their own are short words.
    expect(termsAndShortWords('2023م 1040és')).toEqual({ terms: ['2023', '1040'], short: [] });
    expect(shortWords('م és')).toEqual(['م', 'és']);
  });

  it('parts a digit with a mark on it from the letter after', () => {
    expect(tokenize('1\u20e3abcd 2\u0301xyz')).toEqual(['abcd', 'xyz']);
  });

  it('parts a letter of any script from an ASCII digit, marks staying with their letter, and digits of other scripts once folded', () => {
    expect(tokenize('2023م ٢٠٢٣م')).toEqual(['2023', '2023']);
    expect(tokenize('किताबें2')).toEqual(['किताबें', '2']);
    expect(tokenize('1990s 21st')).toEqual(['1990', '21']);
  });

  it('leaves numerals that are not decimal digits in their words, and Han numbers as bigrams', () => {
    expect(tokenize('二〇二三年')).toEqual(['二〇', '〇二', '二三', '三年']);
    expect(tokenize('第3条')).toEqual(['第', '3', '条']);
  });

  it('reads ASCII words by the rule the page states, whatever they stand beside (a property test)', () => {
    // Letters parted from digits; numbers whole; other words under three characters short; the rest cut to five.
    // Beside punctuation, accented or Arabic words, Han text and digit groups, each ASCII word is read as it is alone.
    const piecesOf = (word: string) => word.toLowerCase().match(/[a-z]+|[0-9]+/gu)!;
    const isCode = (word: string) => piecesOf(word).length > 1;
    const ascii = fc.oneof(fc.stringMatching(/^[A-Za-z0-9]{1,12}$/u), fc.stringMatching(/^[0-9]{4,12}$/u));
    const other = fc.constantFrom('café', 'niño', 'إعانة', '住房补贴', '3,500', 'Ünter', 'ß');
    const gap = fc.constantFrom(' ', '. ', ', ', '\n', ' — ', '?', ' (', ') ');
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.oneof(ascii, other), gap), { minLength: 1, maxLength: 12 }), (parts) => {
        const text = parts.map(([word, space]) => word + space).join('');
        const expected = parts.flatMap(([word]) => {
          if (!/^[A-Za-z0-9]+$/u.test(word)) return tokenizeWords(word);
          return piecesOf(word).flatMap((piece) => {
            if (/^[0-9]+$/u.test(piece)) return [{ term: piece, word: piece }];
            return piece.length < 3 ? [] : [{ term: piece.slice(0, 5), word: piece }];
          });
        });
        expect(tokenizeWords(text)).toEqual(expected);
        expect(shortWords(text)).toEqual(parts.flatMap(([word]) => (/^[A-Za-z0-9]+$/u.test(word) ? (isCode(word) ? [] : piecesOf(word).filter((piece) => !/^[0-9]+$/u.test(piece) && piece.length < 3)) : shortWords(word))));
      }),
      { numRuns: 500 },
    );
  });

  it('does not join a sentence-final full stop to the word before it', () => {
    expect(tokenize('Apply today. Then wait')).toEqual(['apply', 'today', 'then', 'wait']);
  });

  it('folds ß and final sigma the way Unicode case folding does', () => {
    expect(tokenize('STRASSE Straße')).toEqual(['stras', 'stras']);
    // The capital ẞ too: it is its own upper case, so upper then lower alone leaves ß ("ẞA" would be a short word).
    expect(tokenize('STRAẞE ẞA')).toEqual(['stras', 'ssa']);
    expect(tokenize('ΟΔΟΣ οδος')).toEqual(['οδοσ', 'οδοσ']);
  });

  it('reads the Turkish dotted capital İ as i, without the combining dot its lower case carries', () => {
    // "İ".toLowerCase() is "i" + U+0307: unfolded, a heading's "KİMLİK" (identity card) was the term "ki̇mli̇".
    expect(tokenize('KİMLİK kimlik İletişim iletişim')).toEqual(['kimli', 'kimli', 'ileti', 'ileti']);
    // The dotless ı folds to i through its upper case I, so a keyboard without Turkish letters meets both.
    expect(tokenize('IŞIK ışık')).toEqual(['işik', 'işik']);
    expect(termSpans('İletişim: 0212', new Set(['ileti']))).toEqual([[0, 8]]);
  });

  it('applies NFKC, so ligatures and fullwidth forms meet their plain spellings', () => {
    expect(tokenize('ﬁnance ＡＢＣ１２３')).toEqual(tokenize('finance ABC123'));
  });

  it('maps Arabic-Indic and Persian digits to ASCII digits', () => {
    expect(tokenize('٣٥٠٠ ۱۲۵۰ ١٤')).toEqual(['3500', '1250', '14']);
  });

  it('strips Arabic diacritics and tatweel, and folds alef, ya and teh marbuta variants', () => {
    expect(tokenize('بِطَاقَة')).toEqual(tokenize('بطاقه'));
    expect(tokenize('مـــنحة')).toEqual(tokenize('منحه'));
    expect(tokenize('أسرة إيجار آمن')).toEqual(tokenize('اسره ايجار امن'));
    expect(tokenize('مستشفى')).toEqual(tokenize('مستشفي'));
  });

  it('strips one Arabic clitic prefix when at least three letters remain', () => {
    expect(tokenize('لمخصص المخصص والمخصص بالمخصص للمخصص مخصص')).toEqual(Array(6).fill('مخصص'));
    // "ولد" would leave two letters: it stays whole.
    expect(tokenize('ولد')).toEqual(['ولد']);
  });

  it('indexes Chinese as overlapping character bigrams', () => {
    expect(tokenize('北京是首都')).toEqual(['北京', '京是', '是首', '首都']);
  });

  it('applies NFKC before clustering Thai: sara am (ำ) becomes nikhahit plus sara aa, on both sides alike', () => {
    expect(tokenize('คำ')).toEqual(['ค\u0e4d\u0e32']);
  });

  it('keeps a lone Han character as a unigram, exempt from the minimum length', () => {
    expect(tokenize('券')).toEqual(['券']);
  });

  it('keeps the kana prolonged-sound mark inside a Japanese word', () => {
    expect(tokenize('タワー')).toEqual(['タワ', 'ワー']);
  });

  it('keeps Thai vowel signs and tone marks with their consonant (grapheme-cluster bigrams)', () => {
    // ง่ is one cluster: the tone mark never starts a gram of its own.
    expect(tokenize('ง่าย')).toEqual(['ง่า', 'าย']);
  });

  it('splits a mixed-script run between a spaced and a spaceless script', () => {
    expect(tokenize('GoPass券')).toEqual(['gopas', '券']);
  });

  it('indexes a Korean word as syllable bigrams, so one stem with different particles meets itself', () => {
    // 지원을 / 지원이 / 지원금: support + object marker, + subject marker, + money. Whole words, cut to a stem, never met.
    expect(tokenize('주택 지원을 신청하세요')).toEqual(['주택', '지원', '원을', '신청', '청하', '하세', '세요']);
    expect(tokenize('지원이')).toContain('지원');
    expect(tokenize('지원금')).toContain('지원');
  });

  it('gives a Korean word typed without spaces the bigrams of its words, and the two that span them', () => {
    expect(tokenize('주택지원')).toEqual(['주택', '택지', '지원']);
  });

  it('reads a lone Hangul syllable as a short word, never a term: a particle on another word, or a one-syllable word', () => {
    expect(tokenize('GoPass를')).toEqual(['gopas']);
    expect(tokenize('30일')).toEqual(['30']);
    expect(tokenize('수 있습니다')).toEqual(['있습', '습니', '니다']);
    expect(shortWords('GoPass를 수')).toEqual(['를', '수']);
  });

  it('removes zero-width joiners inside a word, so Persian written with and without ZWNJ meet', () => {
    expect(tokenize('می‌خواهم')).toEqual(tokenize('میخواهم'));
  });

  it('reads no word in a web address written with its scheme, and reads the words around it', () => {
    expect(tokenize('Apply online (https://www.benefits.example.gov/apply/grocery?lang=en) today.')).toEqual(['apply', 'onlin', 'today']);
    expect(tokenize('Visit HTTPS://Portal.Example.GOV, or call.')).toEqual(['visit', 'call']);
    // Chinese text against the address ends it, and is read.
    expect(tokenize('请访问https://example.gov了解')).toEqual(['请访', '访问', '了解']);
    // Without its scheme it is words: it could be a file name or a sentence's end.
    expect(tokenize('www.example.gov')).toEqual(['www', 'examp', 'gov']);
    expect(tokenizeRuns('see https://example.gov now').map((run) => run.run)).toEqual(['see', 'now']);
    // Nor in an e-mail address; and an address ends where it ends as written, before NFKC makes "…" or "，" ASCII.
    expect(tokenize('Write to complaints-housing@harborcounty.example today')).toEqual(['write', 'today']);
    expect(tokenize('Apply at https://x.gov/apply…renewal forms')).toEqual(['apply', 'renew', 'forms']);
    expect(tokenize('https://x.gov/forms，apply')).toEqual(['apply']);
  });
});

describe('foldMarks', () => {
  it.each([
    ['crédito', 'credito'],
    ['¿Cuánto?', '¿Cuanto?'],
    ['año', 'ano'],
    ['Bürger', 'Burger'],
    ['αίτηση', 'αιτηση'],
    ['ёлка', 'елка'],
    // The Cyrillic breve makes a letter of its own: й and ў keep it, in either case; ё beside it still loses its dots.
    ['мой', 'мой'],
    ['ЙОГУРТ', 'ЙОГУРТ'],
    ['Ўзбекістон', 'Ўзбекістон'],
    ['её мой', 'ее мой'],
    // A breve on a Latin letter is an accent residents drop (Romanian ă).
    ['mă', 'ma'],
    // Marks that are letters' forms in other scripts stay.
    ['नमस्ते', 'नमस्ते'],
    ['ยื่นคำขอ', 'ยื่นคำขอ'],
    ['مُنْحَة', 'مُنْحَة'],
    // Vietnamese stacks two marks on one letter: both go.
    ['Việt', 'Viet'],
    // Text with no such letter is returned as it is, even when it is not in NFC (Hangul jamo).
    ['\u1100\u1161', '\u1100\u1161'],
  ])('%s → %s', (text, folded) => {
    expect(foldMarks(text)).toBe(folded);
  });

  it('makes a word typed without accents equal, once folded, the word written with them', () => {
    expect(tokenize(foldMarks('cuánto crédito de calefacción'))).toEqual(tokenize('cuanto credito de calefaccion'));
  });
});

describe('graphemeClusters', () => {
  it('keeps combining marks with their base letter', () => {
    expect(graphemeClusters('e\u0301a')).toEqual(['e\u0301', 'a']);
    expect(graphemeClusters('नमस्ते')).toEqual(['न', 'म', 'स्', 'ते']);
  });

  it('makes a mark with no letter before it a cluster of its own, losing nothing', () => {
    expect(graphemeClusters('\u0301ab')).toEqual(['\u0301', 'a', 'b']);
  });
});

describe('termsAndShortWords', () => {
  it.each(['¿Cuál es el horario de la oficina?', 'GoPass를 수 있습니다', 'ما هو الحد الأقصى', '北京是首都 of the EU', '', 'open \u200D today'])('gives tokenize and shortWords of %j from one walk', (text) => {
    expect(termsAndShortWords(text)).toEqual({ terms: tokenize(text), short: shortWords(text) });
  });

  it('gives no empty short word for joiners standing alone', () => {
    expect(termsAndShortWords('the office \u200D \u200C is open')).toEqual({ terms: ['the', 'offic', 'open'], short: ['is'] });
  });
});

describe('tokenizeWords', () => {
  it('gives each term with the whole normalised word it was cut from, and each bigram as its own word', () => {
    expect(tokenizeWords('Applications, de 2025 住房')).toEqual([
      { term: 'appli', word: 'applications' },
      { term: '2025', word: '2025' },
      { term: '住房', word: '住房' },
    ]);
  });
});

// One row per script: a word of a passage must be found by a question containing it. Peers silently drop
// whole scripts and nothing errors when they do, so this is checked term by term.
describe.each([
  ['Latin with accents', 'La solicitud de ayuda económica se presenta en línea.', '¿Dónde presento la solicitud económica?', 'solic'],
  ['Arabic', 'يمكنك التقديم على المنحة عبر الإنترنت.', 'كيف أقدم طلب منحة؟', 'منحه'],
  ['Hebrew', 'ניתן להגיש בקשה למענק דיור באינטרנט.', 'איך מגישים בקשה למענק?', 'בקשה'],
  ['Cyrillic', 'Заявление на жилищную субсидию подаётся онлайн.', 'Как подать заявление?', 'заявл'],
  ['Greek', 'Η αίτηση για την επιδότηση υποβάλλεται ηλεκτρονικά.', 'Πού υποβάλλεται η αίτηση;', 'αίτησ'],
  ['Devanagari', 'आवास सहायता के लिए आवेदन ऑनलाइन करें।', 'आवेदन कैसे करें?', 'आवेदन'],
  ['Chinese', '住房补助可以在网上申请。', '怎么申请住房补助？', '申请'],
  ['Japanese', '住宅手当はオンラインで申請できます。', '住宅手当の申請方法は？', '申請'],
  ['Thai', 'สามารถยื่นคำขอรับเงินช่วยเหลือได้ทางออนไลน์', 'ยื่นคำขอเงินช่วยเหลืออย่างไร', 'คำ'.normalize('NFKC')],
  ['Korean', '주택 지원금은 온라인으로 신청할 수 있습니다.', '주택 지원금 신청은 어떻게 하나요?', '지원'],
])('a %s question finds its passage', (_script, passage, question, shared) => {
  it(`shares the term "${shared}"`, () => {
    expect(tokenize(passage)).toContain(shared);
    expect(tokenize(question)).toContain(shared);
  });
});

describe('shortWords', () => {
  it('returns exactly the words tokenize drops for length, normalised the same way, in order', () => {
    expect(shortWords('¿Cuál ES el horario de la Oficina 42?')).toEqual(['es', 'el', 'de', 'la']);
    // Arabic folds apply (أو → او); numbers are terms however short; spaceless text is all n-grams.
    expect(shortWords('في أو 7 中文')).toEqual(['في', 'او']);
    expect(tokenize('في أو 7 中文')).toEqual(['7', '中文']);
  });
});

describe('termSpans', () => {
  const spans = (text: string, terms: string[]) => termSpans(text, new Set(terms)).map(([a, b]) => text.slice(a, b));

  it('finds the words whose terms matched, in the original text, whatever their case, accents or stem', () => {
    const text = 'Applications OPEN on Mónday; applied is free.';
    expect(termSpans(text, new Set(['appli', 'open']))).toEqual([[0, 12], [13, 17], [29, 36]]);
    expect(spans(text, ['mónda'])).toEqual(['Mónday']);
  });

  it('marks no word inside a web address', () => {
    expect(spans('Apply at https://apply.example.gov/apply, apply today', ['apply'])).toEqual(['Apply', 'apply']);
    expect(termSpans('Apply at https://apply.example.gov/apply, apply today', new Set(['apply']))).toEqual([[0, 5], [42, 47]]);
    // Nor inside one written in full-width forms, which the tokenizer reads after NFKC.
    expect(spans('Apply at ｈｔｔｐｓ：／／apply.gov/apply today', ['apply'])).toEqual(['Apply']);
    expect(tokenize('Apply at ｈｔｔｐｓ：／／apply.gov/apply today')).toEqual(['apply', 'today']);
  });

  it('marks a word written in symbols NFKC reads as letters, and leaves an emoji beside a word out', () => {
    expect(spans('Bring your ⓒⓐⓡⓓ today.', ['card'])).toEqual(['ⓒⓐⓡⓓ']);
    expect(spans('Your card🎉 and 𝐜𝐚𝐫𝐝', ['card'])).toEqual(['card', '𝐜𝐚𝐫𝐝']);
  });

  it('marks a number as written, separators and other digits included', () => {
    expect(spans('Up to $3,500 (or ٣٥٠٠) a year', ['3500'])).toEqual(['3,500', '٣٥٠٠']);
  });

  it('marks an Arabic word with its clitic', () => {
    expect(spans('قدّم الطلب بالبريد', tokenize('البريد'))).toEqual(['بالبريد']);
  });

  it('marks only the matched n-grams of a clause written without spaces, two that overlap as one, and a word of another script in it', () => {
    expect(spans('申请补助。截止日期', ['截止'])).toEqual(['截止']);
    // 料金 and 金は overlap: one highlight; GoPass, a Latin word inside the Japanese run, is marked as a word.
    expect(spans('GoPassの料金は年20ドルです', ['gopas', '料金', '金は'])).toEqual(['GoPass', '料金は']);
    expect(termSpans('GoPassの料金は年20ドルです', new Set(['料金']))).toEqual([[7, 9]]);
    // A character alone between other scripts is its own term, as the tokenizer reads it.
    expect(spans('Form 書 here', ['書'])).toEqual(['書']);
    // Nothing of a clause whose n-grams did not match, even when its characters did elsewhere.
    expect(spans('補助金の申請', ['金申'])).toEqual([]);
    // Two marks that touch are one: 料金 and は年.
    expect(spans('料金は年20ドル', ['料金', 'は年'])).toEqual(['料金は年']);
  });

  it('reads a clause as the tokenizer does, after NFKC: half-width kana with their sound marks, ㊊ as 月, a joiner inside', () => {
    expect(spans('ｺﾞｰﾊﾟｽの料金', tokenize('ゴーパス'))).toEqual(['ｺﾞｰﾊﾟｽ']);
    expect(spans('ｶﾞｽ料金', tokenize('ガス'))).toEqual(['ｶﾞｽ']);
    expect(spans('㊊曜日に', tokenize('月曜'))).toEqual(['㊊曜']);
    expect(spans('料\u200c金を払う', tokenize('料金'))).toEqual(['料\u200c金']);
  });

  it('leaves out a mark of hiragana alone (grammar), and keeps hiragana joined to a matched kanji', () => {
    // 返済する必要はありません with the question's 必要, ません and ない: only 必要 is the ask.
    expect(spans('返済する必要はありません。', ['必要', 'せん', 'ませ', 'ない'])).toEqual(['必要']);
    expect(spans('補助金は', ['補助', '金は'])).toEqual(['補助金は']);
  });

  it('marks a Thai run whole, as before: a Thai cluster is less than a syllable, and a bigram of two no word', () => {
    expect(spans('ค่าธรรมเนียมบัตรโดยสาร 20 ดอลลาร์', tokenize('บัตรโดยสาร'))).toEqual(['ค่าธรรมเนียมบัตรโดยสาร']);
  });

  it('marks a Korean word whole, with its particle, when one of its bigrams matched', () => {
    expect(spans('주택 지원금을 신청하세요', tokenize('지원금'))).toEqual(['지원금을']);
  });

  it('marks a word of two hyphened parts whole when it matched as one word, and a part alone as itself', () => {
    const text = 'Free Wi-Fi, e-books and Monday-Friday hours.';
    expect(spans(text, tokenize('wifi'))).toEqual(['Wi-Fi']);
    expect(spans(text, tokenize('ebooks'))).toEqual(['e-books']);
    // "books" and "friday" are terms of their own: the part is marked, not the word it is joined to.
    expect(spans(text, tokenize('books friday'))).toEqual(['books', 'Friday']);
    // Joined by a full-width hyphen-minus, which NFKC makes "-": marked as the tokenizer reads it.
    expect(spans('Free Wi－Fi here', ['wifi'])).toEqual(['Wi－Fi']);
  });

  it('marks nothing when nothing matched, and nothing in an empty text', () => {
    expect(termSpans('Nothing here.', new Set(['other']))).toEqual([]);
    expect(termSpans('', new Set(['x']))).toEqual([]);
  });
});

describe('tokenizeRuns', () => {
  it('gives each run as typed, folded as the tokenizer folds it, with the terms it makes', () => {
    expect(tokenizeRuns('فلوس Paperwork 3,500 中文字 el ＡＢＣＤ می\u200cخواهم')).toEqual([
      { run: 'فلوس', terms: ['لوس'] }, // the prefix the term loses is kept in the run
      { run: 'paperwork', terms: ['paper'] },
      { run: '3,500', terms: ['3500'] },
      { run: '中文字', terms: ['中文', '文字'] },
      { run: 'el', terms: [] },
      { run: 'abcd', terms: ['abcd'] }, // NFKC: full-width letters
      { run: 'می\u200cخواهم', terms: ['ميخوا'] }, // the zero-width non-joiner stays inside the run
    ]);
  });

  it('gives a word of two hyphened parts, read as one, as a run of its own, as typed, before its second part', () => {
    expect(tokenizeRuns('Wi-Fi e-books')).toEqual([
      { run: 'wi', terms: [] },
      { run: 'wi-fi', terms: ['wifi'] },
      { run: 'fi', terms: [] },
      { run: 'e', terms: [] },
      { run: 'e-books', terms: ['ebook'] },
      { run: 'books', terms: ['books'] },
    ]);
  });

  it('makes, run by run, exactly the terms tokenize makes of hyphened words (a property test)', () => {
    const part = fc.constantFrom('wi', 'Fi', 'e', 'mail', 'книга', 'є', '中', 'W', '2', 'so');
    const gap = fc.constantFrom('-', '‐', ' ', '--', ' - ', '–');
    fc.assert(
      fc.property(fc.array(fc.tuple(part, gap), { minLength: 1, maxLength: 8 }), (parts) => {
        const text = parts.map(([word, space]) => word + space).join('');
        expect(tokenizeRuns(text).flatMap((r) => r.terms)).toEqual(tokenize(text));
      }),
    );
  });

  it('makes, run by run, exactly the terms tokenize makes of the whole text (a property test)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        expect(tokenizeRuns(text).flatMap((r) => r.terms)).toEqual(tokenize(text));
      }),
    );
  });
});

import { describe, expect, it } from 'vitest';
import { isolateLtrRuns, ltrRuns, phoneRuns, phonesKeptTogether, withoutIsolates } from './ltr-runs.ts';

const keptTogether = (text: string) => phonesKeptTogether(text).text;

const runsOf = (text: string): string[] => ltrRuns(text).map(([start, end]) => text.slice(start, end));

describe('ltrRuns', () => {
  it.each<[string, string, string[]]>([
    ['a phone number, brackets and all', 'اتصل على الرقم (555) 010-4400، من الاثنين', ['(555) 010-4400']],
    ['an international number, its plus sign first', 'اتصل على +971 4 123 4567 الآن', ['+971 4 123 4567']],
    ['a seven-digit number', 'اتصل على 555-0100 الآن', ['555-0100']],
    ['a street number and its Latin name', 'تفضل بزيارتنا في 14 Quay Street، من الاثنين', ['14 Quay Street']],
    ['a Latin name in brackets, not the Arabic number before it', 'في 14 شارع كواي (Quay Street).', ['(Quay Street)']],
    ['a Latin word with a number after it', 'تكلفة GoPass 20 دولارا', ['GoPass 20']],
    ['a time with its abbreviation, dot and all, but not a sentence\'s full stop', 'من 8:00 a.m. حتى Quay Street.', ['8:00 a.m.', 'Quay Street']],
    ['a Hebrew sentence too', 'התקשרו (555) 010-4400 היום', ['(555) 010-4400']],
    ['a Thaana sentence too', 'ފޯނު (555) 010-4400 އަށް', ['(555) 010-4400']],
    ['each line on its own', 'في Quay\nStreet هنا', ['Quay', 'Street']],
    ['a Latin name with a percentage after it, sign and all', 'خصم GoPass 20% على الرسوم', ['GoPass 20%']],
    ['a web address and an email, not the sentence\'s full stop', 'زوروا www.harbor.gov. أو help@harbor.gov.', ['www.harbor.gov', 'help@harbor.gov']],
    ['a phone number in two groups of four, joined by a space', 'اتصل على 6123 4567 الآن', ['6123 4567']],
    ['a phone number in one group of seven digits or more, with a plus sign', 'اتصل على +9714123456 الآن', ['+9714123456']],
  ])('isolates %s', (_, text, runs) => {
    expect(runsOf(text)).toEqual(runs);
  });

  // What an Arabic reader reads right to left, laid out by the algorithm as the author wrote it into the sentence.
  it.each<[string, string]>([
    ['a lone number', 'ما يصل إلى 3,500 دولار'],
    ['a percentage', 'أقل من 80% من الدخل'],
    ['numbers apart, each in the sentence', 'في 1 مارس وينتهي في 30 يونيو'],
    ['a list', 'المواد 3, 4 و5'],
    ['a range', 'خلال 10-20 يوما'],
    ['a range of times', 'من 8:00–5:00 مساءً'],
    ['a date, either way round', 'في 2026-03-01 أو 01/03/2026'],
    ['a range of years or of amounts', 'السنة المالية 2024-2025 ومن 1000 - 5000 دولار'],
    ['six digits in groups, fewer than a phone number has', 'الرمز 123-456 هنا'],
    ['one group of seven digits, a number and not a phone number', 'المبلغ 1234567 دولار'],
    ['amounts with their currency sign', 'بين $3,500 – $4,000 شهريا'],
    ['Arabic-Indic digits, which are Arabic', 'خلال ١٤ يومًا أو ٢٠٢٦-٠٣-٠١'],
    ['punctuation alone', 'نعم. (لا) - ؟'],
    ['nothing at all', ''],
  ])('leaves %s alone', (_, text) => {
    expect(ltrRuns(text)).toEqual([]);
  });

  it('splits a run at a bracket whose partner is in the sentence around it', () => {
    expect(runsOf('(اسم Quay Street)')).toEqual(['Quay Street']);
    expect(runsOf('(Quay Street اسم)')).toEqual(['Quay Street']);
    expect(runsOf('برنامج Quay Street (QS للإسكان)')).toEqual(['Quay Street', 'QS']);
    // What is left of a phone number after its unpaired bracket still has the shape of one.
    expect(runsOf('الرقم 555) 010-4400 هنا')).toEqual(['010-4400']);
  });

  it('gives offsets in code units, past characters outside the Basic Multilingual Plane', () => {
    const text = '😀 في 14 Quay St';
    expect(ltrRuns(text)).toEqual([[6, 16]]);
    expect(runsOf(text)).toEqual(['14 Quay St']);
  });
});

describe('isolateLtrRuns', () => {
  it('isolates a phone number in Arabic-Indic digits, so its groups read in the order written, and no date or lone number', () => {
    expect(isolateLtrRuns('اتصل على ٠٦ ٥٥٥ ١٢٣٤ أو واتساب +971 50 777 4421', 'rtl').text).toBe('اتصل على \u2066٠٦ ٥٥٥ ١٢٣٤\u2069 أو واتساب \u2066+971 50 777 4421\u2069');
    expect(isolateLtrRuns('خلال ١٤ يومًا أو ٢٠٢٦-٠٣-٠١ بمبلغ ١٬٢٠٠', 'rtl').text).toBe('خلال ١٤ يومًا أو ٢٠٢٦-٠٣-٠١ بمبلغ ١٬٢٠٠');
    // A date and an hour have a phone number's digits and groups, but a date inside: left whole to the algorithm, not
    // isolated up to the hour with its minutes outside (a blind review, session 42).
    for (const text of ['التاريخ 2026-03-01 10:00 في المكتب', 'التاريخ ٢٠٢٦-٠٣-٠١ ١٠:٠٠ في المكتب', 'من 01.03.2026 - 31.03.2026']) {
      expect(isolateLtrRuns(text, 'rtl').text).toBe(text);
    }
  });

  it('wraps each run in LRI … PDI in right-to-left text, and maps offsets around them', () => {
    const text = 'في 14 Quay St و (555) 0100';
    const { text: shown, at } = isolateLtrRuns(text, 'rtl');
    expect(shown).toBe('في \u206614 Quay St\u2069 و \u2066(555) 0100\u2069');
    // "Quay": inside the first run, past its opening isolate.
    expect(shown.slice(at(6), at(10, true))).toBe('Quay');
    // "St", ending where the run ends: the range stops before the closing isolate.
    expect(shown.slice(at(11), at(13, true))).toBe('St');
    // "و": between the runs, past both isolates of the first.
    expect(shown.slice(at(14), at(15, true))).toBe('و');
    // The start of a run: past its opening isolate.
    expect(shown.slice(at(16), at(21, true))).toBe('(555)');
    expect(shown.slice(at(0), at(2, true))).toBe('في');
  });

  it('changes nothing in left-to-right text, or right-to-left text with no run', () => {
    for (const [text, dir] of [['Call (555) 010-4400.', 'ltr'], ['في 30 يوما', 'rtl']] as const) {
      const { text: shown, at } = isolateLtrRuns(text, dir);
      expect(shown).toBe(text);
      expect([at(3), at(3, true)]).toEqual([3, 3]);
    }
  });
});

describe('withoutIsolates', () => {
  it('gives back the text as written, whatever isolates it holds', () => {
    const text = 'اتصل على الرقم (555) 010-4400 أو زرنا في 14 Quay Street.';
    expect(withoutIsolates(isolateLtrRuns(text, 'rtl').text)).toBe(text);
    // First-strong and right-to-left isolates too (U+2068, U+2067): none means anything outside the layout.
    expect(withoutIsolates('\u2068a\u2069 \u2067ب\u2069')).toBe('a ب');
    expect(withoutIsolates('Call (555) 010-4400.')).toBe('Call (555) 010-4400.');
  });
});

describe('phoneRuns', () => {
  it('finds the phone numbers in text of either direction, and not dates, ranges or lone numbers', () => {
    const text = 'Call (555) 010-4400 or +1 555 010 4401, 8:30 to 4:30, since 2026-03-01, 2024-2025, $3,500.';
    expect(phoneRuns(text).map(([start, end]) => text.slice(start, end))).toEqual(['(555) 010-4400', '+1 555 010 4401']);
    const arabic = 'اتصل بالرقم (555) 010-4400 من الاثنين';
    expect(phoneRuns(arabic).map(([start, end]) => arabic.slice(start, end))).toEqual(['(555) 010-4400']);
    expect(phoneRuns('No number here: 12 or 555.')).toEqual([]);
  });
});

describe('phonesKeptTogether, its text', () => {
  it('joins the groups of each phone number so no line breaks inside it, and nothing else; a copy is the text as written', () => {
    const text = 'Call (555) 010-4400 or +1 555.010.4401, Monday to Friday, 2024-2025.';
    const kept = keptTogether(text);
    expect(kept).toBe('Call (555)\u2007010-\u20604400 or +1\u2007555.\u2060010.\u20604401, Monday to Friday, 2024-2025.');
    expect(withoutIsolates(kept)).toBe(text);
    const arabic = isolateLtrRuns('اتصل بالرقم (555) 010-4400', 'rtl').text;
    expect(keptTogether(arabic)).toBe('اتصل بالرقم \u2066(555)\u2007010-\u20604400\u2069');
  });

  it('ends a number at a sentence, and leaves a run longer than any phone number free to wrap', () => {
    expect(keptTogether('Call 555 010 4400. 8 offices.')).toBe('Call 555\u2007010\u20074400. 8 offices.');
    expect(keptTogether('Rooms 101 102 103 104 105 106.')).toBe('Rooms 101 102 103 104 105 106.');
    // Arabic-Indic digits: figure spaces, each with a left-to-right mark after it, and after a hyphen, the joiner then
    // the mark (isolateLtrRuns isolates the number); Persian's own digits, which the algorithm reads as Western ones, none.
    expect(keptTogether('اتصل بالرقم ٥٥٥ ٠١٠-٤٤٠٠')).toBe('اتصل بالرقم ٥٥٥\u2007\u200E٠١٠-\u2060\u200E٤٤٠٠');
    expect(keptTogether('تماس ۰۲۱ ۸۸۷۷-۶۶۵۵')).toBe('تماس ۰۲۱\u2007۸۸۷۷-\u2060۶۶۵۵');
  });
});

describe('phonesKeptTogether', () => {
  it('moves an offset past every joiner put in before it, so a highlighted word stays the same word', () => {
    const text = 'Call 555.010.4401 or (555) 010-4400 today.';
    const kept = phonesKeptTogether(text);
    const slice = (word: string) => {
      const from = text.indexOf(word);
      return kept.text.slice(kept.at(from), kept.at(from + word.length, true));
    };
    expect(slice('Call')).toBe('Call');
    expect(slice('4401')).toBe('4401');
    expect(slice('010-4400')).toBe('010-\u20604400');
    expect(slice('today')).toBe('today');
    // An end just after a hyphen stays before the joiner that follows it; a start there goes past it.
    const hyphen = text.indexOf('-') + 1;
    expect([kept.at(hyphen, true), kept.at(hyphen)]).toEqual([kept.text.indexOf('\u2060', kept.text.indexOf('-')), kept.text.indexOf('\u2060', kept.text.indexOf('-')) + 1]);
  });

  it('moves an offset past both marks after a hyphen in Arabic-Indic digits, and past the mark after a space', () => {
    const text = 'الرقم ٠٦ ٥٥٥-١٢٣٤ اليوم';
    const kept = phonesKeptTogether(text);
    const slice = (word: string) => {
      const from = text.indexOf(word);
      return kept.text.slice(kept.at(from), kept.at(from + word.length, true));
    };
    expect(['٠٦', '٥٥٥', '١٢٣٤', 'اليوم'].map(slice)).toEqual(['٠٦', '٥٥٥', '١٢٣٤', 'اليوم']);
    expect(withoutIsolates(kept.text)).toBe(text);
  });
});

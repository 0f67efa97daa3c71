import { describe, expect, it } from 'vitest';
import { endsSentence, endsUnmarked, lastMark } from './sentence-ends.ts';

describe('endsSentence', () => {
  // Every mark, each in a sentence of its script: a mark dropped from the set fails its row.
  it.each([
    ['Apply by June 30.'],
    ['Apply now!'],
    ['Who can apply?'],
    ['And then…'],
    ['Really‼'],
    ['Really‽'],
    ['What⁇'],
    ['What⁈'],
    ['What⁉'],
    ['请在六月前申请。'],
    ['ＡＢＣ．'],
    ['ｱｲｳ｡'],
    ['申请！'],
    ['申请？'],
    ['من يحق له التقديم؟'],
    ['یہ درخواست ہے۔'],
    ['जून से पहले आवेदन करें।'],
    ['श्लोक॥'],
    ['ማመልከት ይችላሉ።'],
    ['ማን ማመልከት ይችላል፧'],
    ['ማመልከቻ፨'],
    ['Դիմեք հիմա։'],
    ['Դիմեք՜'],
    ['Ո՞վ կարող է դիմել՞'],
    ['អ្នកអាចដាក់ពាក្យបាន។'],
    ['អ្នកអាចដាក់ពាក្យបាន៕'],
    ['လျှောက်ထားနိုင်သည်။'],
    ['བོད་ཡིག།'],
    ['བོད་ཡིག༎'],
    ['Ποιος μπορεί να κάνει αίτηση;'],
    ['Ποιος μπορεί να κάνει αίτηση\u037E'],
  ])('%s ends its sentence', (text) => {
    expect(endsSentence(text)).toBe(true);
  });

  it.each([
    ['What to do'],
    ['These may include'],
    ['Crédito por eficiencia energética (en inglés)'],
    ['Call 1-800-772-1213'],
    ['Send a letter to:'],
    // A semicolon ends a sentence only where it is the question mark: in Greek.
    ['Bring your ID; your lease'],
    // Myanmar's little section mark is its comma.
    ['လျှောက်ထားနိုင်သည်၊'],
    [''],
  ])('%j does not', (text) => {
    expect(endsSentence(text)).toBe(false);
  });

  it('sets aside closing brackets and quotes of every kind, spaces and format characters after the mark', () => {
    expect(endsSentence('They said "apply now."')).toBe(true);
    expect(endsSentence('Er sagte „Jetzt beantragen.“')).toBe(true);
    expect(endsSentence('(Apply by June 30.)  ')).toBe(true);
    expect(endsSentence('Apply now.\u200b')).toBe(true);
    expect(endsSentence('«Solicite ahora.»')).toBe(true);
    expect(lastMark('What to do (online)')).toBe('e');
  });
});

describe('endsUnmarked', () => {
  it('is true for text ending in Thai or Lao, whose sentences end with no mark, and false otherwise', () => {
    expect(endsUnmarked('ยื่นคำร้องได้ที่สำนักงาน')).toBe(true);
    expect(endsUnmarked('ຍື່ນຄຳຮ້ອງ')).toBe(true);
    expect(endsUnmarked('What to do')).toBe(false);
    expect(endsUnmarked('ยื่นคำร้อง (online)')).toBe(false);
  });
});

/**
 * The benchmark on a language a yardstick has nothing for (Thai and Hindi: lunr-languages' plugins need lunr.wordcut):
 * that yardstick is "not measured" — null figures in the results, the words in the table — and the rest is measured.
 * A tiny synthetic XQuAD file per language, read as the benchmark reads the real ones.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canonicalJson } from '../../src/engine/index.ts';
import { readXquad, type XquadLanguage } from './xquad-corpus.ts';
import { checkTargets, measureLanguage, renderTable, type LanguageFigures } from './xquad-measure.ts';

/** Articles of [title, [paragraph, question][]], in SQuAD's shape. */
type Articles = Array<[string, Array<[string, string]>]>;

const THAI: Articles = [
  ['กรุงเทพ', [['กรุงเทพมหานคร เป็นเมืองหลวง ของประเทศไทย มีประชากร หลายล้านคน', 'เมืองหลวง ของประเทศไทย คืออะไร'], ['แม่น้ำเจ้าพระยา ไหลผ่าน กรุงเทพมหานคร', 'แม่น้ำอะไร ไหลผ่าน กรุงเทพมหานคร']]],
  ['เชียงใหม่', [['เชียงใหม่ อยู่ทาง ภาคเหนือ มีภูเขาสูง และอากาศเย็น', 'เชียงใหม่ อยู่ทาง ภาคไหน']]],
  ['ภูเก็ต', [['ภูเก็ต เป็นเกาะ ทางภาคใต้ มีชายหาด สวยงาม', 'ภูเก็ต มีชายหาด หรือไม่']]],
  ['อยุธยา', [['อยุธยา เคยเป็น เมืองหลวงเก่า มีวัด มากมาย', 'อยุธยา เคยเป็น อะไร']]],
];

const HINDI: Articles = [
  ['दिल्ली', [['दिल्ली भारत की राजधानी है और यहाँ संसद भवन है।', 'भारत की राजधानी क्या है?'], ['यमुना नदी दिल्ली से होकर बहती है।', 'दिल्ली से कौन सी नदी बहती है?']]],
  ['मुंबई', [['मुंबई महाराष्ट्र की राजधानी और एक बंदरगाह शहर है।', 'महाराष्ट्र की राजधानी क्या है?']]],
  ['जयपुर', [['जयपुर को गुलाबी शहर कहा जाता है।', 'गुलाबी शहर किसे कहते हैं?']]],
  ['कोलकाता', [['कोलकाता पश्चिम बंगाल में हुगली नदी पर है।', 'कोलकाता किस नदी पर है?']]],
];

function squad(lang: string, articles: Articles): string {
  return JSON.stringify({
    version: '1.0',
    data: articles.map(([title, paragraphs], a) => ({
      title,
      paragraphs: paragraphs.map(([context, question], p) => ({ context, qas: [{ id: `${lang}-${a}-${p}`, question, answers: [] }] })),
    })),
  });
}

let dir: string;
let languages: Map<string, XquadLanguage>;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'cairn-xquad-'));
  writeFileSync(join(dir, 'xquad.th.json'), squad('th', THAI));
  writeFileSync(join(dir, 'xquad.hi.json'), squad('hi', HINDI));
  languages = new Map(readXquad(dir).map((language) => [language.lang, language]));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('measureLanguage, on a language lunr-languages cannot index', () => {
  const figures = new Map<string, LanguageFigures>();
  const measured = (lang: string): LanguageFigures => {
    if (!figures.has(lang)) figures.set(lang, measureLanguage(languages.get(lang)!, 0.123));
    return figures.get(lang)!;
  };

  it.each(['th', 'hi'])('%s: reports lunr as not measured, with null figures and the reason', (lang) => {
    expect(measured(lang).systems.lunr).toEqual({
      unavailable: `lunr-languages has no usable "${lang}": Cannot read properties of undefined (reading 'init')`,
      retrieval: null,
      grounded: null,
    });
    expect(canonicalJson(measured(lang).systems.lunr)).toBe(
      `{"grounded":null,"retrieval":null,"unavailable":"lunr-languages has no usable \\"${lang}\\": Cannot read properties of undefined (reading 'init')"}`,
    );
  });

  it.each(['th', 'hi'])('%s: still measures Cairn and MiniSearch on every question', (lang) => {
    const { systems, questions, inCorpus, outOfCorpusQuestions } = measured(lang);
    expect([questions, inCorpus, outOfCorpusQuestions]).toEqual([5, { articles: 2, paragraphs: 3, questions: 3 }, 2]);
    for (const name of ['cairn', 'minisearch', 'minisearch-title2'] as const) {
      expect(systems[name].unavailable).toBeUndefined();
      expect(systems[name].retrieval!.questions).toBe(5);
    }
    expect(Object.keys(systems.cairn.grounded!).sort()).toEqual(['auroc', 'before', 'calibration', 'demo', 'oracle', 'shipped', 'swapped']);
  });

  it('says "not measured" in the table row of the yardstick it could not measure', () => {
    const rows = renderTable({ th: measured('th') }, 0.123).split('\n').map((row) => row.trimEnd());
    expect(rows.find((row) => row.startsWith('th   lunr '))).toBe('th   lunr              not measured');
    expect(rows.filter((row) => row.includes('not measured'))).toHaveLength(1);
  });

  it('checks the targets against the yardsticks it could measure', () => {
    const targets = checkTargets('th', measured('th'));
    expect(targets.map((t) => t.target.slice(0, 2))).toEqual(['A:', 'B:', 'B:']);
    expect(targets[0]!.detail).toMatch(/^P@1 \d\.\d{3} vs minisearch(-title2)? \d\.\d{3}; MRR@10 \d\.\d{3} vs minisearch(-title2)? \d\.\d{3}$/u);
  });

  it('says so when no yardstick could be measured, rather than comparing with a made-up figure', () => {
    const th = measured('th');
    const none = { unavailable: 'not here', retrieval: null, grounded: null };
    const alone: LanguageFigures = { ...th, systems: { ...th.systems, minisearch: none, 'minisearch-title2': none } };
    const [a, b] = checkTargets('th', alone);
    expect(a!.detail).toMatch(/^P@1 \d\.\d{3} vs no yardstick measured; MRR@10 \d\.\d{3} vs no yardstick measured$/u);
    expect(b!.detail).toMatch(/^false \d\.\d{3}, correct \d\.\d{3} vs no yardstick measured$/u);
  });
});

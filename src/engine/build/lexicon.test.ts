import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildIndex } from './build-index.ts';
import { DEFAULT_SETTINGS } from '../format/settings.ts';
import type { IndexedPassage } from '../format/index-format.ts';
import { alignDocuments, distinctUnits, learnPairs, lexiconKey, MIN_DICE, MIN_PAIR_COUNT, sentences, strongest, supportedPairs, wordsOf, type SupportedPair } from './lexicon.ts';

const passage = (doc: string, n: number, body: string, heading = ''): IndexedPassage => ({ id: `${doc}#${n}`, doc, lang: 'xx', heading, body, terms: {} });

const file = (id: string, lang: string, key: string | undefined, title: string, paragraphs: string[], extra = '') => ({
  path: `${id}.md`,
  bytes: new TextEncoder().encode(
    `---\nid: ${id}\ntitle: ${title}\nlang: ${lang}\n${key === undefined ? '' : `translation_key: ${key}\n`}${extra}---\n\n${paragraphs.join('\n\n')}\n`,
  ),
});

const EN = ['Apply for the heating grant before the deadline.', 'Apply with proof of income.', 'The deadline is in March.', 'Proof of income can be a pay stub.'];
const ES = ['Solicite la ayuda de calefacción antes de la fecha límite.', 'Solicite con prueba de ingresos.', 'La fecha límite es en marzo.', 'La prueba de ingresos puede ser un talón de pago.'];

describe('sentences', () => {
  it('splits after final punctuation of any of the scripts, and only before a space', () => {
    expect(sentences('One. Two? Three! 3.5 stays. ¿Cuatro? خمسة؟ ستة。七')).toEqual(['One.', 'Two?', 'Three!', '3.5 stays.', '¿Cuatro?', 'خمسة؟', 'ستة。七']);
    expect(sentences('  ')).toEqual([]);
  });
});

describe('alignDocuments', () => {
  it('pairs titles, then passages in order, sentence by sentence where both have as many', () => {
    const units = alignDocuments(
      { title: 'Heating grant', passages: [passage('a', 1, 'Apply now. Bring income proof.'), passage('a', 2, 'The deadline is March.')] },
      { title: 'Ayuda calefacción', passages: [passage('b', 1, 'Solicite ahora. Traiga prueba de ingresos.'), passage('b', 2, 'Fecha límite: marzo. Sin excepciones.')] },
    );
    expect(units).toEqual([
      { a: ['heati', 'grant'], b: ['ayuda', 'calef'] },
      { a: ['apply', 'now'], b: ['solic', 'ahora'] },
      { a: ['bring', 'incom', 'proof'], b: ['traig', 'prueb', 'ingre'] },
      // One sentence against two: the passages whole.
      { a: ['the', 'deadl', 'march'], b: ['fecha', 'límit', 'marzo', 'sin', 'excep'] },
    ]);
  });

  it('aligns two bodies of different lengths as one unit each, after the titles', () => {
    const units = alignDocuments(
      { title: 'Grant', passages: [passage('a', 1, 'Apply now.'), passage('a', 2, 'Bring proof.')] },
      { title: 'Ayuda', passages: [passage('b', 1, 'Solicite y traiga prueba.')] },
    );
    expect(units).toEqual([
      { a: ['grant'], b: ['ayuda'] },
      { a: ['apply', 'now', 'bring', 'proof'], b: ['solic', 'traig', 'prueb'] },
    ]);
  });

  it('drops a unit with no terms on one side', () => {
    expect(alignDocuments({ title: 'Grant', passages: [] }, { title: '—', passages: [] })).toEqual([]);
  });
});

describe('learnPairs', () => {
  const units = [
    { a: ['house', 'red'], b: ['casa', 'roja'] },
    { a: ['house', 'big'], b: ['casa', 'grande'] },
    { a: ['dog', 'big'], b: ['perro', 'grande'] },
    { a: ['dog', 'red'], b: ['perro', 'roja'] },
    { a: ['cat'], b: ['gato'] },
  ];

  it(`keeps each term's best partner when the choice is mutual, seen together at least ${MIN_PAIR_COUNT} times with Dice ≥ ${MIN_DICE}`, () => {
    expect(learnPairs(units)).toEqual([
      ['big', 'grande'],
      ['dog', 'perro'],
      ['house', 'casa'],
      ['red', 'roja'],
    ]);
  });

  it('learns nothing from one co-occurrence, however clean ("cat"/"gato" above)', () => {
    expect(learnPairs([{ a: ['cat'], b: ['gato'] }])).toEqual([]);
  });

  it('leaves out suppressed terms on either side', () => {
    expect(learnPairs(units, new Set(['house']), new Set(['roja']))).toEqual([
      ['big', 'grande'],
      ['dog', 'perro'],
    ]);
  });

  it('pairs no number, with a word or with another number, and leaves the word a number was best for without an entry', () => {
    const numbered = [
      { a: ['911', 'call', 'help'], b: ['hospital', 'llame', 'ayuda'] },
      { a: ['911', 'call'], b: ['hospital', 'llame'] },
      { a: ['2', 'help'], b: ['3', 'ayuda'] },
      { a: ['2'], b: ['3'] },
    ];
    // Counted alone, "911" and "hospital" are each other's best (Dice 1), as are "2" and "3"; "call" ties with both
    // "hospital" and "llame" and takes "hospital" by code unit, so "llame" is left with no mutual partner either.
    expect(learnPairs(numbered)).toEqual([['help', 'ayuda']]);
  });

  it('breaks a tie between equally good partners by code unit, so the pairs never depend on input order', () => {
    const tied = [
      { a: ['x'], b: ['q', 'p'] },
      { a: ['x'], b: ['p', 'q'] },
    ];
    expect(learnPairs(tied)).toEqual([['x', 'p']]);
    expect(learnPairs([...tied].reverse())).toEqual([['x', 'p']]);
  });

  it('refuses a pair below the Dice floor: a term that is everywhere is nobody\'s translation', () => {
    // "the" occurs in 10 units, "casa" in 2 of them: Dice 2·2 / (10 + 2) = 0.33 ≥ 0.3, kept; in 12 units, 0.29, not.
    const spread = (n: number) => Array.from({ length: n }, (_, i) => ({ a: ['the'], b: i < 2 ? ['casa'] : [`w${i}`] }));
    expect(learnPairs(spread(10))).toEqual([['the', 'casa']]);
    expect(learnPairs(spread(12))).toEqual([]);
    // Exactly at the floor: "casa" in 3 units of the 17 that hold "the", 2·3 / (17 + 3) = 0.3, kept.
    const atFloor = (n: number) => Array.from({ length: n }, (_, i) => ({ a: ['the'], b: i < 3 ? ['casa'] : [`w${i}`] }));
    expect(learnPairs(atFloor(17))).toEqual([['the', 'casa']]);
    expect(learnPairs(atFloor(18))).toEqual([]);
  });

  it('learns what the rule says, pair by pair, on random units (a reference counting every pair in one table)', () => {
    const term = (side: string) => fc.integer({ min: 0, max: 11 }).map((n) => `${side}${n}`);
    const number = fc.constantFrom('1', '2', '30');
    const unit = fc.record({ a: fc.array(fc.oneof(term('a'), term('s'), number), { maxLength: 6 }), b: fc.array(fc.oneof(term('b'), term('s'), number), { maxLength: 6 }) });
    fc.assert(
      fc.property(fc.array(unit, { maxLength: 14 }), fc.subarray(['a1', 's1', 'b2']), (units, skipped) => {
        expect(learnPairs(units, new Set(skipped), new Set(skipped))).toEqual(referencePairs(units, new Set(skipped)));
        // With the evidence each pair was kept on: the units the two share, and their Dice.
        expect(supportedPairs(units, new Set(skipped), new Set(skipped))).toEqual(referenceSupported(units, new Set(skipped)));
      }),
      { numRuns: 400 },
    );
  });

  it('counts more distinct pairs than a Map can hold (2^24): a large site of loose translations', () => {
    // Two units of 4,100 terms a side: 16,810,000 pairs, each seen twice with Dice 1; the first of each side by code
    // unit is the other's best, every other term's best partner is taken.
    const side = (prefix: string) => Array.from({ length: 4100 }, (_, i) => `${prefix}${String(i).padStart(4, '0')}`);
    const wide = { a: side('a'), b: side('b') };
    expect(wide.a.length * wide.b.length).toBeGreaterThan(2 ** 24);
    expect(learnPairs([wide, wide])).toEqual([['a0000', 'b0000']]);
  });
});

/** The rule written the plain way: every pair's count in one table, then each term's best partner, then the mutual ones. */
function referencePairs(units: ReadonlyArray<{ a: readonly string[]; b: readonly string[] }>, skip: ReadonlySet<string>): Array<[string, string]> {
  return referenceSupported(units, skip).map(({ pair }) => pair);
}

/** `referencePairs` with each pair's count of shared units and its Dice. */
function referenceSupported(units: ReadonlyArray<{ a: readonly string[]; b: readonly string[] }>, skip: ReadonlySet<string>): SupportedPair[] {
  const countA = new Map<string, number>();
  const countB = new Map<string, number>();
  const both = new Map<string, number>();
  const kept = units.map((u) => ({ a: [...new Set(u.a)].filter((t) => !skip.has(t)), b: [...new Set(u.b)].filter((t) => !skip.has(t)) }));
  for (const { a, b } of kept) {
    for (const x of a) countA.set(x, (countA.get(x) ?? 0) + 1);
    for (const y of b) countB.set(y, (countB.get(y) ?? 0) + 1);
    for (const x of a) for (const y of b) both.set(`${x}\u0000${y}`, (both.get(`${x}\u0000${y}`) ?? 0) + 1);
  }
  const bestA = new Map<string, [string, number]>();
  const bestB = new Map<string, [string, number]>();
  const better = (name: string, dice: number, current: [string, number] | undefined) =>
    current === undefined || dice > current[1] || (dice === current[1] && name < current[0]);
  for (const [key, count] of both) {
    const [x, y] = key.split('\u0000') as [string, string];
    const dice = (2 * count) / (countA.get(x)! + countB.get(y)!);
    if (count < MIN_PAIR_COUNT || dice < MIN_DICE) continue;
    if (better(y, dice, bestA.get(x))) bestA.set(x, [y, dice]);
    if (better(x, dice, bestB.get(y))) bestB.set(y, [x, dice]);
  }
  const pairs: SupportedPair[] = [];
  const number = (term: string) => /^[0-9]+$/.test(term);
  for (const [x, [y, dice]] of bestA) {
    if (bestB.get(y)?.[0] === x && x !== y && !number(x) && !number(y)) pairs.push({ pair: [x, y], together: both.get(`${x}\u0000${y}`)!, dice });
  }
  return pairs.sort(({ pair: p }, { pair: q }) => (p[0] < q[0] ? -1 : p[0] > q[0] ? 1 : p[1] < q[1] ? -1 : p[1] > q[1] ? 1 : 0));
}

describe('strongest', () => {
  it('takes the four pairs with the most shared units, then the highest Dice, then by code unit', () => {
    const pair = (a: string, b: string, together: number, dice: number): SupportedPair => ({ pair: [a, b], together, dice });
    const pairs = [pair('apply', 'solic', 3, 0.5), pair('quay', 'benef', 2, 0.31), pair('grant', 'ayuda', 5, 0.9), pair('incom', 'ingre', 3, 0.75), pair('deadl', 'fecha', 3, 0.75), pair('proof', 'prueb', 2, 1)];
    expect(strongest(pairs)).toEqual([['grant', 'ayuda'], ['deadl', 'fecha'], ['incom', 'ingre'], ['apply', 'solic']]);
    expect(strongest(pairs.slice(0, 2))).toEqual([['apply', 'solic'], ['quay', 'benef']]);
    expect(strongest([])).toEqual([]);
  });
});

describe('wordsOf', () => {
  const withTerms = (p: IndexedPassage, terms: string[]): IndexedPassage => ({ ...p, terms: Object.fromEntries(terms.map((t) => [t, 1])) });
  it('gives each term as the passages most often write it, then the shorter form, in lower case, headings read too', () => {
    const passages = [
      withTerms(passage('a', 1, 'Monthly payments. Incomes and Incomes.', 'Grant'), ['month', 'payme', 'incom', 'and', 'grant']),
      withTerms(passage('a', 2, 'Your income and your month.'), ['your', 'incom', 'and', 'month']),
    ];
    // "monthly" and "month" once each: the shorter. "incomes" twice, "income" once: the commoner, though longer.
    expect(wordsOf(new Set(['incom', 'month', 'grant']), passages)).toEqual(new Map([['month', 'month'], ['incom', 'incomes'], ['grant', 'grant']]));
  });

  it('counts the first 20 words read of each term, and reads no passage once every term has its 20', () => {
    const passages = [
      withTerms(passage('a', 1, Array(20).fill('Monthly').join(' ')), ['month']),
      withTerms(passage('a', 2, 'Month month month month month month month month month month month month month month month month month month month month month.'), ['month']),
    ];
    expect(wordsOf(new Set(['month']), passages)).toEqual(new Map([['month', 'monthly']]));
    // In the other order the 21 "month" come first: the 20 "monthly" after them are not read.
    expect(wordsOf(new Set(['month']), [passages[1]!, passages[0]!])).toEqual(new Map([['month', 'month']]));
  });

  it('leaves out a bigram, even one written as a whole word, and reads no passage that does not hold a term', () => {
    // "신청" is a whole Korean word and its own bigram; "食品" is part of a longer run. The second passage says
    // "heating" but its terms do not list it: it is not read.
    const passages = [withTerms(passage('a', 1, '신청 食品补贴'), ['신청', '食品', '品补', '补贴']), withTerms(passage('a', 2, 'Heating.'), [])];
    expect(wordsOf(new Set(['신청', '食品', 'heati']), passages)).toEqual(new Map());
    expect(wordsOf(new Set(['신청', 'heati']), [withTerms(passage('a', 3, 'Heating help.'), ['heati', 'help'])])).toEqual(new Map([['heati', 'heating']]));
  });
});

describe('distinctUnits', () => {
  it('keeps the first of units with the same terms on both sides, in any order or count', () => {
    const units = [
      { a: ['a', 'b'], b: ['c'] },
      { a: ['b', 'a', 'a'], b: ['c'] },
      { a: ['a', 'b'], b: ['d'] },
    ];
    expect(distinctUnits(units)).toEqual([units[0], units[2]]);
  });
});

describe('the lexicon a build learns', () => {
  it('is keyed by the language pair in code-unit order and holds the aligned terms', () => {
    const { index, lexicon } = buildIndex([file('g-es', 'es', 'grant', 'Ayuda de calefacción', ES), file('g-en', 'en', 'grant', 'Heating grant', EN)], DEFAULT_SETTINGS);
    expect(Object.keys(index!.lexicon)).toEqual(['en|es']);
    // "proof" and "prueb" occur exactly where "incom" and "ingre" do: as good a partner as "prueb" by Dice, "ingre"
    // wins the tie by code unit and is taken by "incom"; not mutual, so not kept. Four sentences teach four pairs.
    const pairs = [['apply', 'solic'], ['deadl', 'fecha'], ['grant', 'ayuda'], ['incom', 'ingre']];
    expect(index!.lexicon).toEqual({ 'en|es': pairs });
    // Each pair shared by two units; the report's examples are the words as the documents write them.
    const examples = [['apply', 'solicite'], ['deadline', 'fecha'], ['grant', 'ayuda'], ['income', 'ingresos']];
    expect(lexicon).toEqual([{ pair: 'en|es', documents: 1, units: 5, entries: 4, examples }]);
  });

  it('is the same bytes whatever order the files come in', () => {
    const files = [file('g-es', 'es', 'grant', 'Ayuda de calefacción', ES), file('g-en', 'en', 'grant', 'Heating grant', EN)];
    expect(buildIndex(files, DEFAULT_SETTINGS).index!.lexicon).toEqual(buildIndex([...files].reverse(), DEFAULT_SETTINGS).index!.lexicon);
  });

  it('is empty when no two documents share a translation_key', () => {
    const { index, lexicon } = buildIndex([file('g-es', 'es', undefined, 'Ayuda', ES), file('g-en', 'en', 'grant', 'Heating grant', EN)], DEFAULT_SETTINGS);
    expect(index!.lexicon).toEqual({});
    expect(lexicon).toEqual([]);
  });

  it('pairs versions only when they are in force on a common day', () => {
    const dated = [
      file('g-es', 'es', 'grant', 'Ayuda de calefacción', ES, 'effective_until: 2025-12-31\n'),
      file('g-en', 'en', 'grant', 'Heating grant', EN, 'effective_from: 2026-01-01\n'),
    ];
    expect(buildIndex(dated, DEFAULT_SETTINGS).index!.lexicon).toEqual({});
  });

  it('counts a sentence two versions repeat once: one co-occurrence is not two', () => {
    const versions = [
      file('g-en-2025', 'en', 'grant', 'Heating grant', ['Bring your lease.'], 'effective_until: 2025-12-31\n'),
      file('g-en-2026', 'en', 'grant', 'Heating grant', ['Bring your lease.'], 'effective_from: 2026-01-01\n'),
      file('g-es', 'es', 'grant', 'Ayuda de calefacción', ['Traiga su contrato.']),
    ];
    const { index, lexicon } = buildIndex(versions, DEFAULT_SETTINGS);
    expect(index!.lexicon).toEqual({});
    expect(lexicon).toEqual([]);
    // Two versions of a whole translation: the report counts each distinct unit once, the documents each.
    const whole = buildIndex(
      [
        file('g-en-2025', 'en', 'grant', 'Heating grant', EN, 'effective_until: 2025-12-31\n'),
        file('g-en-2026', 'en', 'grant', 'Heating grant', EN, 'effective_from: 2026-01-01\n'),
        file('g-es', 'es', 'grant', 'Ayuda de calefacción', ES),
      ],
      DEFAULT_SETTINGS,
    );
    expect(whole.lexicon.map(({ documents, units, entries }) => [documents, units, entries])).toEqual([[2, 5, 4]]);
  });

  it('names its pairs with lexiconKey either way round', () => {
    expect(lexiconKey('es', 'en')).toBe('en|es');
    expect(lexiconKey('en', 'es')).toBe('en|es');
  });
});

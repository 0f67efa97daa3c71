/** The yardsticks where lunr-languages has nothing usable: unavailable every time they are asked, never a crash. */
import { describe, expect, it } from 'vitest';
import { lunrRanker, yardstickOrReason, type Yardstick } from './xquad-yardsticks.ts';

const THAI = [
  { id: 'a0#1', title: 'กรุงเทพ', body: 'กรุงเทพมหานคร เป็นเมืองหลวง ของประเทศไทย' },
  { id: 'a1#1', title: 'เชียงใหม่', body: 'เชียงใหม่ อยู่ทาง ภาคเหนือ' },
];

describe('lunrRanker', () => {
  // lunr.th.js throws while loading (it needs lunr.wordcut) after hanging a half-made lunr.th on lunr; the second
  // index of a language, as protocol B builds, must not pick that up and crash in lunr's builder.
  it('says a language whose plugin does not load is unavailable, on the second index of it as on the first', () => {
    const reason = { unavailable: 'lunr-languages has no usable "th": Cannot read properties of undefined (reading \'init\')' };
    expect(lunrRanker(THAI, 'th')).toEqual(reason);
    expect(lunrRanker(THAI.slice(0, 1), 'th')).toEqual(reason);
  });
});

describe('yardstickOrReason', () => {
  it('gives the yardstick when it can be made', () => {
    const yardstick: Yardstick = { ranker: () => [{ id: 'a0#1', score: 1 }] };
    expect(yardstickOrReason('MiniSearch', 'th', () => yardstick)).toBe(yardstick);
  });

  it('turns an error while indexing into unavailable, naming the yardstick, the language and the error', () => {
    const failing = () => {
      throw new Error('duplicate ID a0#1\nsecond line');
    };
    expect(yardstickOrReason('MiniSearch', 'hi', failing)).toEqual({ unavailable: 'MiniSearch could not index "hi": duplicate ID a0#1' });
  });
});

/** What the page is told before its worker loads anything: the agency's words for the page among it. */
import { describe, expect, it } from 'vitest';
import { buildIndex, shardIndex } from '../../src/engine/index.ts';
import { DEFAULT_SETTINGS } from '../../src/engine/format/settings.ts';
import { siteInfo } from './site-info.ts';

const corpus = [{ path: 'a.md', bytes: new TextEncoder().encode('---\nid: a\ntitle: Fees\nlang: en\n---\n\nThe fee is twenty dollars a year.\n') }];

describe('siteInfo', () => {
  it("carries the agency's words for the page from a single index and a sharded one, and none where it gave none", () => {
    const words = { es: { send: 'Preguntar' } };
    const worded = buildIndex(corpus, { ...DEFAULT_SETTINGS, pageWords: words }).index!;
    expect(siteInfo(worded).pageWords).toEqual(words);
    expect(siteInfo(JSON.parse(shardIndex(worded).manifest)).pageWords).toEqual(words);
    expect(siteInfo(buildIndex(corpus, DEFAULT_SETTINGS).index!)).not.toHaveProperty('pageWords');
  });
});

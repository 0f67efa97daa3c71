import { describe, expect, it } from 'vitest';
import { RELATED_SHARE } from '../format/thresholds.ts';
import { choose, gateOf, nearest } from './choose.ts';
import type { Candidate } from './retrieve.ts';

/** A candidate of passage `id` (its document the part before "#") in `lang`, scored `score` against `threshold`. */
function candidate(id: string, lang: string, score: number, threshold: number, matched = ['grant']): Candidate {
  return {
    passage: { id, doc: id.split('#')[0]!, lang, heading: '', body: '', terms: {} },
    position: 0,
    score,
    cosine: score,
    covered: 1,
    threshold,
    accepted: score >= threshold,
    matched,
    ask: { asked: [], held: [], share: 0, topics: [] },
  };
}

describe('nearest', () => {
  it('names the candidate whose score is the largest share of its own threshold, the first search that has one first', () => {
    const own = [candidate('rent-es#1', 'es', 0.098, 0.12), candidate('rent-es#2', 'es', 0.1, 0.12)];
    // Higher in share (another language's path has a lower threshold), but the question's own language came first.
    const fallback = [candidate('bus-en#1', 'en', 0.07, 0.075), candidate('food-en#1', 'en', 0.08, 0.075)];
    expect(nearest([own, fallback], 'es')?.passage.id).toBe('rent-es#2');
    // With nothing near in its own language, the other languages' best share.
    const far = [candidate('rent-es#2', 'es', 0.05, 0.12)];
    expect(nearest([far, fallback], 'es')?.passage.id).toBe('food-en#1');
  });

  it(`names nothing below ${RELATED_SHARE} of the threshold, and a candidate exactly at it`, () => {
    expect(nearest([[candidate('rent-es#2', 'es', 0.0959, 0.12)]], 'es')).toBeUndefined();
    expect(nearest([[candidate('rent-es#2', 'es', 0.1, 0.125)]], 'es')?.passage.id).toBe('rent-es#2');
    expect(nearest([], 'es')).toBeUndefined();
  });

  it('names no passage of another language matched by numbers alone', () => {
    const numbers = candidate('household-en#3', 'en', 0.11, 0.12, ['2']);
    expect(nearest([[numbers]], 'ar')).toBeUndefined();
    // In the question's own language a number is a word like any other.
    expect(nearest([[numbers]], 'en')?.passage.id).toBe('household-en#3');
  });

  it('keeps the better rank on a tie', () => {
    const first = candidate('a-en#1', 'en', 0.1, 0.12);
    const second = candidate('b-en#1', 'en', 0.1, 0.12);
    expect(nearest([[first, second]], 'en')?.passage.id).toBe('a-en#1');
  });
});

describe('choose', () => {
  /** Accepted at 0.5 against 0.2; `asked`: the question's terms beyond the passage's document title, `held` the ones it holds. */
  const scored = (id: string, score: number, asked: string[], held: string[]) => ({
    ...candidate(id, 'en', score, 0.2, ['groce', 'allow']),
    ask: { asked, held, share: asked.length === 0 ? 0 : held.length / asked.length, topics: [] },
  });
  // "grocery allowance": every word in the grocery document's title; the bus pass's eligibility passage mentions it.
  const grocery = [scored('grocery-en#2', 0.48, [], []), scored('grocery-en#1', 0.47, [], [])];
  const mention = scored('bus-en#2', 0.3, ['groce', 'allow'], ['groce', 'allow']);

  it("answers a question naming a document with that document's opening, not another's passage that mentions the name", () => {
    expect(choose([...grocery, mention], 'en', 1, 0)).toEqual({ quoted: [grocery[1]], related: undefined, opening: true });
  });

  describe('a question naming a document and one of its sections', () => {
    // "office hours" of "Contact and office hours": the opening says where the office is; a section is headed "Office hours".
    const headed = (id: string, score: number, heading: string, asked: string[] = []) => {
      const c = { ...candidate(id, 'en', score, 0.2, ['hours', 'offic']), position: Number(id.split('#')[1]), ask: { asked, held: [], share: 0, topics: [] } };
      return { ...c, passage: { ...c.passage, heading } };
    };
    const where = headed('contact-en#1', 0.44, 'Where to find us');
    const hours = headed('contact-en#2', 0.41, 'Office hours');
    const holidays = headed('contact-en#3', 0.43, 'Office hours › Holidays');
    // "office hours 2": another language's passage holding only the "2" ranks first and cannot be quoted.
    const numbers = { ...candidate('fees-es#1', 'es', 0.5, 0.2, ['2']), ask: { asked: ['2'], held: ['2'], share: 1, topics: [] } };

    it("answers with that section's first passage, by its innermost heading, not a subsection under it", () => {
      expect(choose([where, holidays, hours], 'en', 1, 0)).toEqual({ quoted: [hours], related: undefined, opening: false, section: true });
    });

    it('answers with the opening when a heading holds only some of the words', () => {
      const opening = headed('contact-en#2', 0.43, 'Opening hours');
      expect(choose([where, opening], 'en', 1, 0)).toEqual({ quoted: [where], related: undefined, opening: true });
    });

    it("answers with the opening when its own heading names them too, or two sections do: a heading repeating the program's name", () => {
      const about = headed('contact-en#1', 0.44, 'About office hours');
      expect(choose([about, hours], 'en', 1, 0)).toEqual({ quoted: [about], related: undefined, opening: true });
      const also = headed('contact-en#4', 0.4, 'Office hours in winter');
      expect(choose([where, hours, also], 'en', 1, 0)).toEqual({ quoted: [where], related: undefined, opening: true });
      // The section the words name is the one the opening opens: the opening, as the opening.
      const first = headed('contact-en#1', 0.44, 'Office hours');
      expect(choose([first, hours], 'en', 1, 0)).toEqual({ quoted: [first], related: undefined, opening: true });
    });

    it("takes the section from the named document only, and its first passage by position, whatever their scores", () => {
      // Another document's section with the same heading, scoring higher than the named document's own.
      const library = headed('library-en#2', 0.43, 'Office hours');
      expect(choose([where, library], 'en', 1, 0)).toEqual({ quoted: [where], related: undefined, opening: true });
      // Two passages of the section: the later one scores higher and comes first among the candidates.
      const later = headed('contact-en#3', 0.43, 'Office hours');
      expect(choose([where, later, hours], 'en', 1, 0)).toEqual({ quoted: [hours], related: undefined, opening: false, section: true });
    });

    it('does not take a passage of another language matched by numbers alone, even with no ask, as the named document', () => {
      // "office hours 2" where a Spanish fee page's title holds the "2": its page is not what the question names.
      const titled = { ...candidate('fees-es#1', 'es', 0.5, 0.2, ['2']), position: 1 };
      expect(choose([titled, where, holidays, hours], 'en', 1, 0)).toEqual({ quoted: [hours], related: undefined, opening: false, section: true });
    });

    it('names the document after a best candidate matched by numbers alone, when the question holds a word no passage uses', () => {
      expect(choose([numbers, where, holidays, hours], 'en', 1, 1)).toEqual({ quoted: [], related: where, opening: false });
    });

    it('answers the same way after the best candidate was matched by numbers alone (the related branch)', () => {
      expect(choose([numbers, where, holidays, hours], 'en', 1, 0)).toEqual({ quoted: [hours], related: undefined, opening: false, section: true });
    });
  });

  it('names the document, quoting nothing, when the question also holds a word no passage uses', () => {
    expect(choose([...grocery, mention], 'en', 1, 1)).toEqual({ quoted: [], related: grocery[0], opening: false });
  });

  it('quotes a passage holding exactly half the ask, and not one holding less', () => {
    const half = scored('bus-en#2', 0.6, ['fare', 'ferry'], ['fare']);
    expect(choose([half], 'en', 1, 0).quoted).toEqual([half]);
    const less = { ...scored('bus-en#2', 0.6, ['fare', 'ferry'], ['fare']), ask: { asked: ['fare', 'ferry'], held: ['fare'], share: 0.4999, topics: [] } };
    expect(choose([less], 'en', 1, 0)).toEqual({ quoted: [], related: less, opening: false });
  });

  describe("a document's topic words (those most of its passages hold)", () => {
    /** As `scored`, with `topics` the asked terms that are topic words of its document. */
    const topical = (id: string, score: number, asked: string[], held: string[], topics: string[]) => ({ ...scored(id, score, asked, held), ask: { ...scored(id, score, asked, held).ask, topics } });
    // "heating credit deadline": "heati" in most of the credit's passages, "deadl" in its Deadlines only.
    const opening = topical('heat-en#1', 0.5, ['deadl', 'heati'], ['heati'], ['heati']);
    const deadlines = topical('heat-en#5', 0.4, ['deadl', 'heati'], ['deadl'], ['heati']);

    it('quotes a passage holding a word of the ask beyond them, not a better one holding only them', () => {
      expect(opening.ask.share).toBeGreaterThanOrEqual(0.5);
      expect(choose([opening, deadlines], 'en', 1, 0)).toEqual({ quoted: [deadlines], related: undefined, opening: false });
      expect(choose([opening], 'en', 1, 0)).toEqual({ quoted: [], related: opening, opening: false });
    });

    it('quotes by the plain gate when the ask is nothing but topic words, which tell no passage apart', () => {
      const amount = topical('rent-ar#3', 0.6, ['مبلغ'], ['مبلغ'], ['مبلغ']);
      expect(choose([amount], 'ar', 1, 0)).toEqual({ quoted: [amount], related: undefined, opening: false });
      // An ask word the passage's language could not carry is asked too, and is no topic word: the rule applies.
      const carried = topical('rent-en#3', 0.6, ['amoun', 'cuánt'], ['amoun'], ['amoun']);
      expect(choose([carried], 'en', 1, 0)).toEqual({ quoted: [], related: carried, opening: false });
    });

    it('names the document, quoting nothing, when the ask is nothing but topic words and a word of the question is in no passage', () => {
      // "crédito calefacción monto": "monto" (amount) is no passage's word, "calef" every passage's.
      const whatItIs = topical('heat-es#1', 0.6, ['calef'], ['calef'], ['calef']);
      expect(choose([whatItIs], 'es', 1, 1)).toEqual({ quoted: [], related: whatItIs, opening: false });
      expect(gateOf(whatItIs, 'es', 1)).toBe('topics-only');
      // Every word known, the plain gate decides, as above.
      expect(gateOf(whatItIs, 'es', 0)).toBe('quotable');
      // A word of the ask beyond the topic words still quotes, whatever else the question holds.
      const amount = topical('heat-es#3', 0.5, ['calef', 'cuánt'], ['calef', 'cuánt'], ['calef']);
      expect(choose([whatItIs, amount], 'es', 1, 1)).toEqual({ quoted: [amount], related: undefined, opening: false });
    });

    it('does not take a sibling holding only them as too close to call (retrieval.close_sibling)', () => {
      const close = topical('heat-en#1', 0.45, ['deadl', 'heati'], ['heati'], ['heati']);
      const best = topical('heat-en#5', 0.5, ['deadl', 'heati'], ['deadl'], ['heati']);
      expect(choose([best, close], 'en', 1, 0, 0.8)).toEqual({ quoted: [best], related: undefined, opening: false });
      const rival = topical('heat-en#2', 0.45, ['deadl', 'heati'], ['deadl', 'heati'], ['heati']);
      expect(choose([best, rival], 'en', 1, 0, 0.8)).toEqual({ quoted: [], related: best, opening: false, sibling: rival });
    });
  });

  it('quotes the passage holding the ask when the best passage holds some of it too', () => {
    const rules = scored('bus-en#2', 0.6, ['groce', 'allow'], ['groce', 'allow']);
    expect(choose([rules, ...grocery], 'en', 1, 0).quoted).toEqual([rules]);
  });

  describe('with a close sibling share (retrieval.close_sibling)', () => {
    // "when is the last day to apply": the deadline passage and the how-to-apply passage of one document, both holding the ask.
    const deadline = scored('heat-en#4', 0.5, ['last', 'day'], ['last', 'day']);
    const howTo = scored('heat-en#3', 0.4, ['last', 'day'], ['last', 'day']);
    // As close in score, holding half as much of the ask: the document's opening, which scores on its title.
    const opening = scored('heat-en#1', 0.45, ['last', 'day'], ['day']);
    const otherDoc = scored('rent-en#2', 0.49, ['last', 'day'], ['last', 'day']);

    it('names the document, quoting nothing, when another passage of it comes within that share of the best in score and in the ask held', () => {
      expect(choose([deadline, howTo], 'en', 1, 0, 0.8)).toEqual({ quoted: [], related: deadline, opening: false, sibling: howTo });
      // Exactly at the share is too close; the sibling need not have cleared the threshold itself.
      const below = { ...scored('heat-en#5', 0.15, ['last', 'day'], ['last']), accepted: false };
      expect(choose([deadline, below], 'en', 1, 0, 0.3)).toEqual({ quoted: [], related: deadline, opening: false, sibling: below });
    });

    it('quotes the best passage when its siblings score less than that share, or when none is set', () => {
      expect(choose([deadline, howTo], 'en', 1, 0, 0.81)).toEqual({ quoted: [deadline], related: undefined, opening: false });
      expect(choose([deadline, howTo], 'en', 1, 0)).toEqual({ quoted: [deadline], related: undefined, opening: false });
    });

    it('quotes the best passage when a sibling close in score holds less of the ask than that share of its own', () => {
      expect(choose([deadline, opening], 'en', 1, 0, 0.8)).toEqual({ quoted: [deadline], related: undefined, opening: false });
      expect(choose([deadline, opening], 'en', 1, 0, 0.5)).toEqual({ quoted: [], related: deadline, opening: false, sibling: opening });
    });

    it("counts only the best passage's own document: another document's passage as close is no sibling", () => {
      expect(choose([deadline, otherDoc], 'en', 2, 0, 0.5)).toEqual({ quoted: [deadline, otherDoc], related: undefined, opening: false });
    });

    it('leaves the opening of a document the question names as it was', () => {
      expect(choose([...grocery, mention], 'en', 1, 0, 0.5)).toEqual({ quoted: [grocery[1]], related: undefined, opening: true });
    });
  });
});

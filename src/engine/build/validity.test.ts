/**
 * Effective dates across a corpus, built end to end from front matter. Derived dates are pinned exactly (the day
 * before a successor, a leap day) and every rule is an error naming the file and the line.
 */
import { describe, expect, it } from 'vitest';
import { buildIndex } from './build-index.ts';
import { MAX_VERSIONS_OF_A_TITLE } from './validity.ts';
import { buildReport } from './build-report.ts';
import { DEFAULT_SETTINGS } from '../format/settings.ts';
import type { SourceFile } from '../format/fingerprint.ts';

const doc = (id: string, front: string, body = 'The credit is $250 a winter. Apply online.', lang = 'en'): SourceFile => ({
  path: `${id}.md`,
  bytes: new TextEncoder().encode(`---\nid: ${id}\ntitle: Winter credit ${id}\nlang: ${lang}\n${front}---\n${body}\n`),
});
const other = doc('food', '', 'The grocery card pays for food. Apply by phone.');
const build = (...files: SourceFile[]) => buildIndex([...files, other], DEFAULT_SETTINGS);
const errorsOf = (...files: SourceFile[]) => build(...files).errors.map((e) => e.message);
const documentOf = (result: ReturnType<typeof build>, id: string) => result.index!.documents.find((d) => d.id === id)!;

describe('dates across documents', () => {
  it('ends a superseded document the day before its successor starts, and records the link', () => {
    const result = build(doc('old', 'effective_from: 2025-10-01\n'), doc('new', 'effective_from: 2027-01-01\nsupersedes: old\n'));
    expect(result.errors).toEqual([]);
    expect(documentOf(result, 'old').validity).toEqual({ from: '2025-10-01', until: '2026-12-31' });
    expect(documentOf(result, 'new').validity).toEqual({ from: '2027-01-01', until: null });
    expect(documentOf(result, 'new').supersedes).toEqual(['old']);
    expect(documentOf(result, 'old').supersedes).toBeUndefined();
  });

  it('derives the end across a leap day and from the earliest of two successors', () => {
    const leap = build(doc('old', ''), doc('new', 'effective_from: 2024-03-01\nsupersedes: [old]\n'));
    expect(documentOf(leap, 'old').validity).toEqual({ from: null, until: '2024-02-29' });
    const two = build(doc('old', ''), doc('a', 'effective_from: 2026-05-01\nsupersedes: old\n'), doc('b', 'effective_from: 2026-04-01\nsupersedes: old\neffective_until: 2026-04-30\n'));
    expect(two.errors.map((e) => e.message)).toEqual([]);
    expect(documentOf(two, 'old').validity).toEqual({ from: null, until: '2026-03-31' });
    // The earliest successor first in id order as well: the end is taken from the earliest start, not the last listed.
    const firstEarliest = build(doc('old', ''), doc('a', 'effective_from: 2026-04-01\nsupersedes: old\n'), doc('b', 'effective_from: 2026-05-01\nsupersedes: old\n'));
    expect(firstEarliest.errors.map((e) => e.message)).toEqual([]);
    expect(documentOf(firstEarliest, 'old').validity).toEqual({ from: null, until: '2026-03-31' });
  });

  it('lets a version be in force for a single day', () => {
    const result = build(doc('old', 'effective_from: 2026-12-31\n'), doc('new', 'effective_from: 2027-01-01\nsupersedes: old\n'));
    expect(result.errors).toEqual([]);
    expect(documentOf(result, 'old').validity).toEqual({ from: '2026-12-31', until: '2026-12-31' });
  });

  it('keeps an explicit end that comes before the successor, and says when the build derived one', () => {
    const result = build(doc('old', 'effective_from: 2025-10-01\neffective_until: 2026-06-30\n'), doc('new', 'effective_from: 2027-01-01\nsupersedes: old\n'));
    expect(documentOf(result, 'old').validity).toEqual({ from: '2025-10-01', until: '2026-06-30' });
    const derived = build(doc('old', 'effective_from: 2025-10-01\n'), doc('new', 'effective_from: 2027-01-01\nsupersedes: old\n'));
    const lines = buildReport(derived.index!, 0, derived.lexicon).filter((line) => line.startsWith('  in force'));
    expect(lines).toEqual([
      '  in force     new from 2027-01-01 until further notice',
      '  in force     old from 2025-10-01 until 2026-12-31 (the day before new takes effect)',
    ]);
  });

  it('leaves a document whose date key is empty undated', () => {
    const result = build(doc('credit', 'effective_from:\n'));
    expect(result.errors).toEqual([]);
    expect('validity' in documentOf(result, 'credit')).toBe(false);
  });

  it('reports the superseded documents in order of id', () => {
    expect(errorsOf(doc('a', 'effective_from: 2027-01-01\nsupersedes: z\n'), doc('b', 'effective_from: 2027-01-01\nsupersedes: y\n'), doc('y', 'effective_from: 2027-02-01\n'), doc('z', 'effective_from: 2027-02-01\n'))).toEqual([
      'y.md:5: starts on 2027-02-01, after its successor takes effect (2027-01-01); fix one of the two dates',
      'z.md:5: starts on 2027-02-01, after its successor takes effect (2027-01-01); fix one of the two dates',
    ]);
  });

  it('leaves an undated corpus without dates: no validity, no supersedes, no report lines', () => {
    const result = build(doc('credit', ''));
    expect(result.index!.documents.every((d) => !('validity' in d) && !('supersedes' in d))).toBe(true);
    expect(buildReport(result.index!, 0, result.lexicon).some((line) => line.includes('in force'))).toBe(false);
  });

  it.each([
    ['a date that is not a day', [doc('a', 'effective_from: 2026-02-30\n')], 'a.md:5: front matter "effective_from" is 2026-02-30, which is no day: 2026-02 has 28 days, so no day 30; write a day of the calendar'],
    ['a date not written as one', [doc('a', 'effective_from: 2026-2-3\n')], 'a.md:5: front matter "effective_from" must be a date written YYYY-MM-DD, such as 2027-01-01, got string "2026-2-3"'],
    ['a date with a time', [doc('a', 'effective_until: 2026-02-03T10:00\n')], 'a.md:5: front matter "effective_until" must be a date written YYYY-MM-DD, such as 2027-01-01, got string "2026-02-03T10:00"'],
    ['an end before the start', [doc('a', 'effective_from: 2026-05-01\neffective_until: 2026-04-30\n')], 'a.md:6: front matter "effective_until" (2026-04-30) is before "effective_from" (2026-05-01); both days are included, so the end cannot come first'],
    ['supersedes naming no document', [doc('a', 'effective_from: 2026-05-01\nsupersedes: ghost\n')], 'a.md:6: "supersedes" names "ghost", and no document has that id; check the id of the document this one replaces'],
    ['supersedes naming an id in another case', [doc('rates-en', ''), doc('a', 'effective_from: 2026-05-01\nsupersedes: Rates-EN\n')], 'a.md:6: "supersedes" names "Rates-EN", and no document has that id; did you mean "rates-en"?'],
    ['supersedes naming a file', [doc('rates-en', ''), doc('a', 'effective_from: 2026-05-01\nsupersedes: rates-en.md\n')], 'a.md:6: "supersedes" names "rates-en.md", and no document has that id; did you mean "rates-en"?'],
    ['supersedes naming an id one letter off', [doc('rates-en', ''), doc('a', 'effective_from: 2026-05-01\nsupersedes: rate-en\n')], 'a.md:6: "supersedes" names "rate-en", and no document has that id; did you mean "rates-en"?'],
    // Not another version, one digit off, most likely removed (the document itself, here), nor a short id's neighbour.
    ['supersedes naming a removed version', [doc('rates-2025-en', 'effective_from: 2025-05-01\nsupersedes: rates-2024-en\n')], 'rates-2025-en.md:6: "supersedes" names "rates-2024-en", and no document has that id; check the id of the document this one replaces'],
    ['supersedes naming a short id one letter off', [doc('abc', ''), doc('a', 'effective_from: 2026-05-01\nsupersedes: abd\n')], 'a.md:6: "supersedes" names "abd", and no document has that id; check the id of the document this one replaces'],
    ['supersedes naming itself', [doc('a', 'effective_from: 2026-05-01\nsupersedes: a\n')], 'a.md:6: "supersedes" names this document itself ("a"); name the documents it replaces'],
    ['supersedes that is not an id', [doc('a', 'supersedes: {x: 1}\n')], 'a.md:5: front matter "supersedes" must be a document id or a list of ids, got a mapping'],
    ['a cycle', [doc('a', 'effective_from: 2026-05-01\nsupersedes: b\n'), doc('b', 'effective_from: 2026-06-01\nsupersedes: a\n')], 'a.md:6: "supersedes" goes round in a circle (a → b → a); a document cannot replace one that replaces it'],
    ['a cycle entered from a document outside it, named from where it closes',
      [doc('a', 'effective_from: 2026-05-01\nsupersedes: b\n'), doc('b', 'effective_from: 2026-06-01\nsupersedes: c\n'), doc('c', 'effective_from: 2026-07-01\nsupersedes: b\n')],
      'b.md:6: "supersedes" goes round in a circle (b → c → b); a document cannot replace one that replaces it'],
    ['a cycle among documents after one whose links end',
      [doc('a', 'effective_from: 2026-05-01\nsupersedes: d\n'), doc('b', 'effective_from: 2026-06-01\nsupersedes: c\n'), doc('c', 'effective_from: 2026-07-01\nsupersedes: b\n'), doc('d', 'effective_from: 2026-01-01\n')],
      'b.md:6: "supersedes" goes round in a circle (b → c → b); a document cannot replace one that replaces it'],
    ['a successor with no start', [doc('old', ''), doc('new', 'supersedes: old\n')], 'new.md:5: supersedes "old" but has no "effective_from"; say the day it takes effect (YYYY-MM-DD), so "old" can end the day before'],
    ['a start after the successor', [doc('old', 'note: x\neffective_from: 2027-02-01\n'), doc('new', 'effective_from: 2027-01-01\nsupersedes: old\n')], 'old.md:6: starts on 2027-02-01, after its successor takes effect (2027-01-01); fix one of the two dates'],
    ['an explicit end overlapping the successor', [doc('old', 'effective_from: 2026-01-01\neffective_until: 2027-01-01\n'), doc('new', 'effective_from: 2027-01-01\nsupersedes: old\n')], 'old.md:6: is in force until 2027-01-01, and "new", which supersedes it, takes effect on 2027-01-01; end this one before 2027-01-01 or remove its "effective_until"'],
    ['an explicit end overlapping the earlier of two successors, naming that one',
      [doc('old', 'effective_until: 2027-06-30\n'), doc('a', 'effective_from: 2027-03-01\nsupersedes: old\n'), doc('b', 'effective_from: 2027-01-01\nsupersedes: old\n')],
      'old.md:5: is in force until 2027-06-30, and "b", which supersedes it, takes effect on 2027-01-01; end this one before 2027-01-01 or remove its "effective_until"'],
    ['an undated version and one with no start of one translation', [doc('a', 'translation_key: credit\n'), doc('b', 'translation_key: credit\neffective_until: 2026-05-31\n')],
      'a.md:5: has translation_key "credit" and language "en", like b.md, and both are in force on the same days (always (no dates); the start to 2026-05-31); give one of them another key or language, or dates that do not overlap'],
    ['two undated documents of one translation and language', [doc('a', 'translation_key: credit\n'), doc('b', 'translation_key: credit\n')],
      'a.md:5: has translation_key "credit" and language "en", like b.md, and neither has dates, so both are always in force; give one of them another key or language, or dates that do not overlap'],
    ['two versions of one translation in force on one day', [doc('a', 'translation_key: credit\neffective_from: 2026-01-01\n'), doc('b', 'translation_key: credit\neffective_from: 2026-06-01\n')],
      'a.md:5: has translation_key "credit" and language "en", like b.md, and both are in force on the same days (2026-01-01 to no end; 2026-06-01 to no end); give one of them another key or language, or dates that do not overlap; if b.md replaces a.md, add "supersedes: a" to b.md\'s front matter'],
    ['two versions of one translation, the earlier ending on its own (superseding would not part them)',
      [doc('a', 'translation_key: credit\neffective_from: 2026-01-01\neffective_until: 2026-12-31\n'), doc('b', 'translation_key: credit\neffective_from: 2026-06-01\n')],
      'a.md:5: has translation_key "credit" and language "en", like b.md, and both are in force on the same days (2026-01-01 to 2026-12-31; 2026-06-01 to no end); give one of them another key or language, or dates that do not overlap'],
    ['two versions of one translation, the later one superseding a third already',
      [doc('c', 'effective_until: 2025-12-31\n'), doc('a', 'translation_key: credit\neffective_from: 2026-01-01\n'), doc('b', 'translation_key: credit\neffective_from: 2026-06-01\nsupersedes: c\n')],
      'a.md:5: has translation_key "credit" and language "en", like b.md, and both are in force on the same days (2026-01-01 to no end; 2026-06-01 to no end); give one of them another key or language, or dates that do not overlap; if b.md replaces a.md, add "a" to the list of b.md\'s "supersedes"'],
  ])('refuses %s, naming the file and line', (_case, files, message) => {
    expect(errorsOf(...files)).toEqual([message]);
  });

  it('lets two versions of one translation share a key when their days do not overlap, and two languages always', () => {
    expect(errorsOf(doc('a', 'translation_key: credit\neffective_until: 2026-05-31\n'), doc('b', 'translation_key: credit\neffective_from: 2026-06-01\n'))).toEqual([]);
    expect(errorsOf(doc('a', 'translation_key: credit\n'), doc('b', 'translation_key: credit\n', 'El crédito es de $250.', 'es'))).toEqual([]);
  });
});

describe('what the dates allow but most likely do not mean (warnings)', () => {
  const titled = (id: string, title: string, lang: string, front: string, body = 'The base charge is $14.50 a month. Pay online.'): SourceFile => ({
    path: `${id}.md`,
    bytes: new TextEncoder().encode(`---\nid: ${id}\ntitle: ${title}\nlang: ${lang}\n${front}---\n${body}\n`),
  });
  const warningsOf = (...files: SourceFile[]) => {
    const result = build(...files);
    expect(result.errors).toEqual([]);
    // The dates' own: not the settings' (no contact) or the calibration's (too little text) on a corpus this small.
    return result.warnings.filter((w) => w.file !== 'cairn.toml' && !w.message.startsWith('language ')).map((w) => `${w.file}:${w.line ?? ''}: ${w.message}`);
  };
  const ratesEn = titled('rates-en', 'Rates', 'en', 'translation_key: rates\neffective_from: 2026-07-01\n');
  const ratesEs = titled('rates-es', 'Tarifas', 'es', 'translation_key: rates\neffective_from: 2026-07-01\n');

  it('names a translation left in force when its counterpart is replaced, under a key of its own', () => {
    const newEn = titled('rates-2027-en', 'Rates', 'en', 'translation_key: rates-2027\neffective_from: 2027-02-01\nsupersedes: rates-en\n');
    expect(warningsOf(ratesEn, ratesEs, newEn)).toEqual([
      'rates-es.md:5: stays in force on 2027-02-01, when its "en" translation changes (rates-en.md ends on 2027-01-31, replaced by rates-2027-en.md): ' +
        'if this page changes too, add its new version ("effective_from: 2027-02-01", "supersedes: rates-es"); if it ends, give it "effective_until: 2027-01-31"',
    ]);
    // Its own new version: nothing to say.
    const newEs = titled('rates-2027-es', 'Tarifas', 'es', 'translation_key: rates-2027\neffective_from: 2027-02-01\nsupersedes: rates-es\n');
    expect(warningsOf(ratesEn, ratesEs, newEn, newEs)).toEqual([]);
  });

  it('names a translation left in force when a new version shares its key, and one that outlives its counterpart', () => {
    const newEn = titled('rates-2027-en', 'Rates', 'en', 'translation_key: rates\neffective_from: 2027-02-01\nsupersedes: rates-en\n');
    expect(warningsOf(ratesEn, ratesEs, newEn)).toEqual([
      'rates-es.md:5: stays in force on 2027-02-01, when its "en" translation changes (rates-2027-en.md takes effect): ' +
        'if this page changes too, add its new version ("effective_from: 2027-02-01", "supersedes: rates-es"); if it ends, give it "effective_until: 2027-01-31"',
    ]);
    const ending = titled('rates-en', 'Rates', 'en', 'translation_key: rates\neffective_until: 2026-12-31\n');
    expect(warningsOf(ending, titled('rates-es', 'Tarifas', 'es', 'translation_key: rates\n'))).toEqual([
      'rates-es.md:5: stays in force on 2027-01-01, when its "en" translation changes (rates-en.md ends on 2026-12-31): ' +
        'if this page changes too, add its new version ("effective_from: 2027-01-01", "supersedes: rates-es"); if it ends, give it "effective_until: 2026-12-31"',
    ]);
  });

  it('names only the translation behind when two languages change on different days, once however often it is left behind', () => {
    const newEn = titled('rates-2-en', 'Rates', 'en', 'translation_key: rates\neffective_from: 2027-01-01\nsupersedes: rates-en\n');
    const newEs = titled('rates-2-es', 'Tarifas', 'es', 'translation_key: rates\neffective_from: 2027-01-15\nsupersedes: rates-es\n');
    expect(warningsOf(ratesEn, ratesEs, newEn, newEs)).toEqual([
      'rates-es.md:5: stays in force on 2027-01-01, when its "en" translation changes (rates-2-en.md takes effect): ' +
        'if this page changes too, add its new version ("effective_from: 2027-01-01", "supersedes: rates-es"); if it ends, give it "effective_until: 2026-12-31"',
    ]);
    const thirdEn = titled('rates-3-en', 'Rates', 'en', 'translation_key: rates\neffective_from: 2028-01-01\nsupersedes: rates-2-en\n');
    expect(warningsOf(ratesEn, ratesEs, newEn, thirdEn)).toEqual([
      'rates-es.md:5: stays in force on 2027-01-01, when its "en" translation changes (rates-2-en.md takes effect): ' +
        'if this page changes too, add its new version ("effective_from: 2027-01-01", "supersedes: rates-es"); if it ends, give it "effective_until: 2026-12-31"',
    ]);
  });

  it('says nothing of a first version starting beside an undated translation, nor of one language with no version yet', () => {
    expect(warningsOf(ratesEn, titled('rates-es', 'Tarifas', 'es', 'translation_key: rates\n'))).toEqual([]);
    // Arabic only from the second version: before it, there was no Arabic page to leave behind.
    const newEn = titled('rates-2027-en', 'Rates', 'en', 'translation_key: rates\neffective_from: 2027-02-01\nsupersedes: rates-en\n');
    const newAr = titled('rates-2027-ar', 'التعرفة', 'ar', 'translation_key: rates\neffective_from: 2027-02-01\n');
    expect(warningsOf(ratesEn, newEn, newAr)).toEqual([]);
  });

  it('names a new version of a title written without supersedes, and nothing once it has it, neither is dated, or many share the title', () => {
    const newEn = titled('rates-2027-en', 'Rates', 'en', 'effective_from: 2027-02-01\n');
    expect(warningsOf(titled('rates-en', 'Rates', 'en', ''), newEn)).toEqual([
      'rates-2027-en.md:5: takes effect on 2027-02-01, replacing nothing, and rates-en.md, with the same title ("Rates"), is in force that day too: if it replaces rates-en.md, add "supersedes: rates-en"',
    ]);
    expect(warningsOf(titled('rates-en', 'Rates', 'en', ''), titled('rates-2-en', 'Rates', 'en', ''), newEn)).toEqual([]);
    expect(warningsOf(titled('rates-en', 'Rates', 'en', ''), titled('rates-2027-en', 'rates ', 'en', 'effective_from: 2027-02-01\nsupersedes: rates-en\n'))).toEqual([]);
    expect(warningsOf(titled('rates-en', 'Rates', 'en', ''), titled('rates-2-en', 'Rates', 'en', ''))).toEqual([]);
    // A page with an end of its own (a holiday's hours) is not a new version: superseding would end the other for good.
    expect(warningsOf(titled('hours', 'Hours', 'en', ''), titled('holiday-hours', 'Hours', 'en', 'effective_from: 2026-12-24\neffective_until: 2026-12-26\n'))).toEqual([]);
    // More documents of a title than versions of one page has: a title many share.
    const notices = Array.from({ length: MAX_VERSIONS_OF_A_TITLE }, (_, n) => titled(`notice-${n}`, 'Notice', 'en', `effective_from: 2026-0${(n % 9) + 1}-01\neffective_until: 2026-0${(n % 9) + 1}-02\n`));
    expect(warningsOf(titled('notice', 'Notice', 'en', ''), titled('notice-new', 'Notice', 'en', 'effective_from: 2026-12-01\n'), ...notices.slice(2))).toHaveLength(1);
    expect(warningsOf(titled('notice', 'Notice', 'en', ''), titled('notice-new', 'Notice', 'en', 'effective_from: 2026-12-01\n'), ...notices)).toEqual([]);
    // The same title in two languages is two pages.
    expect(warningsOf(titled('rates-en', 'Rates', 'en', ''), titled('rates-fr', 'Rates', 'fr', 'effective_from: 2027-02-01\n', 'La redevance de base est de 14,50 $ par mois.'))).toEqual([]);
  });

  it('names supersedes across languages, with the own-language version in force the day before meant', () => {
    const crossed = titled('rates-2027-en', 'Rates', 'en', 'translation_key: rates-2027\neffective_from: 2027-02-01\nsupersedes: rates-es\n');
    expect(warningsOf(ratesEn, ratesEs, crossed)).toContain(
      'rates-2027-en.md:7: "supersedes" names "rates-es", a document in "es", and this one is in "en": it ends "rates-es" and leaves the "en" version in force; did you mean "rates-en"?',
    );
    // Of two English versions, the one in force the day before: not the first by id, which has ended.
    const v2En = titled('rates-v2-en', 'Rates', 'en', 'translation_key: rates\neffective_from: 2027-01-01\nsupersedes: rates-en\n');
    const v2Es = titled('rates-v2-es', 'Tarifas', 'es', 'translation_key: rates\neffective_from: 2027-01-01\nsupersedes: rates-es\n');
    const v3 = titled('rates-v3-en', 'Rates', 'en', 'translation_key: rates-v3\neffective_from: 2028-01-01\nsupersedes: rates-v2-es\n');
    expect(warningsOf(ratesEn, ratesEs, v2En, v2Es, v3).filter((w) => w.includes('"supersedes" names'))).toEqual([
      'rates-v3-en.md:7: "supersedes" names "rates-v2-es", a document in "es", and this one is in "en": it ends "rates-v2-es" and leaves the "en" version in force; did you mean "rates-v2-en"?',
    ]);
    // A region's version replacing the language's is one language.
    expect(warningsOf(ratesEs, titled('rates-mx', 'Tarifas', 'es-MX', 'effective_from: 2027-01-01\nsupersedes: rates-es\n')).filter((w) => w.includes('"supersedes" names'))).toEqual([]);
  });
});

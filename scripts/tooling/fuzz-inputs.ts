/**
 * The inputs `fuzz-properties.ts` throws at Cairn's edges: text in every script with the characters that break
 * naive code (lone surrogates, controls, bidi controls, zero-width joiners, runs of combining marks, very long
 * tokens), days as `ask` takes them, and markdown-ish corpus documents with random front matter. Index mutations are
 * in `index-mutations.ts`.
 */
import fc from 'fast-check';

const codePoints = (min: number, max: number): fc.Arbitrary<string> => fc.integer({ min, max }).map((c) => String.fromCodePoint(c));
const charsOf = (text: string): fc.Arbitrary<string> => fc.constantFrom(...Array.from(text));

/** Half of a surrogate pair on its own: not a code point, and what `fc.string({ unit: 'binary' })` never makes. */
export const LONE_SURROGATE = codePoints(0xd800, 0xdfff);
const CONTROL = fc.oneof(codePoints(0x00, 0x1f), codePoints(0x7f, 0x9f));
const BIDI_CONTROL = charsOf('\u202A\u202B\u202C\u202D\u202E\u2066\u2067\u2068\u2069\u200E\u200F\u061C');
const ZERO_WIDTH = charsOf('\u200B\u200C\u200D\u2060\uFEFF\u00AD\u034F');
/** Latin, Arabic, Thai, Devanagari and generic combining marks: the tokenizer's grapheme clusters hang on them. */
const COMBINING_MARK = fc.oneof(
  codePoints(0x0300, 0x036f),
  codePoints(0x0610, 0x061a),
  codePoints(0x064b, 0x065f),
  charsOf('\u0670\u06D6\u06E7\u0E31\u0E34\u0E35\u0E38\u0E47\u0E48\u0E4C\u0E4D\u093C\u094D\u0951\u0A71\u302A\u3099'),
  codePoints(0x1ab0, 0x1aff),
  codePoints(0x20d0, 0x20ff),
  codePoints(0xfe20, 0xfe2f),
);
/**
 * Letters the tokenizer treats specially: case-folding oddities (ß, İ, final sigma, titlecase ǅ), ligatures and
 * fullwidth forms NFKC rewrites, Arabic letters it folds (hamza alefs, alef maqsura, teh marbuta, Persian yeh and
 * keheh, tatweel), and the spaceless scripts it cuts into bigrams.
 */
const LETTER = charsOf(
  'aAzZéÉñÑßẞİıǅǈﬁﬀÅΣσςΆΐЖжЁёאבשعربيةأإآٱىیةکـوالمنحةहिन्दीবাংলা字京是首都々ひらがなカタカナーไทยภาษาລາວខ្មែរမြန်မာ한국어가Ａｚ𝐀𝔸ⅫⅰÆœĳŉ',
);
/** Decimal digits of every block `foldDigits` knows, ASCII, fullwidth, and digits it does not fold. */
const DIGIT = charsOf('0123456789٠١٢٣۴۵०१২੩૪୫௬౭೮൯๐໑༢၃៤᠕߆０９²³¹½⅔①⑳𝟎𝟗𞥐𞥙');
const SEPARATOR = fc.constantFrom('.', ',', '\u066B', '\u066C', "'", '-', '_', '/', ' ', '  ', '\t', '\n', '\r\n', '\r', '\u00A0', '\u2028', '\u3000', '?', '؟', '!', '¿', '#', '$', '%', '&', '"', '*', '`');
const EMOJI = fc.constantFrom('👍🏽', '👨‍👩‍👧', '🇺🇸', '❤️', '🏳️‍🌈', '#️⃣');

/** One unit of hostile text. */
export const HOSTILE_UNIT: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: LETTER, weight: 6 },
  { arbitrary: DIGIT, weight: 3 },
  { arbitrary: SEPARATOR, weight: 4 },
  { arbitrary: COMBINING_MARK, weight: 3 },
  { arbitrary: LONE_SURROGATE, weight: 1 },
  { arbitrary: CONTROL, weight: 1 },
  { arbitrary: BIDI_CONTROL, weight: 1 },
  { arbitrary: ZERO_WIDTH, weight: 2 },
  { arbitrary: EMOJI, weight: 1 },
  { arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }), weight: 2 },
);

/**
 * One very long token with a little text on each side: a 10,000-letter run, a 5,000-digit number, 5,000 combining
 * marks on one letter, a 5,001-group number with separators, 5,000 lone surrogates, 3,000 bigram-cut Han characters.
 */
export const LONG_TOKEN_TEXT: fc.Arbitrary<string> = fc
  .tuple(
    fc.string({ unit: HOSTILE_UNIT, maxLength: 5 }),
    fc.oneof(
      fc.constantFrom('a', 'é', 'ب', 'Ж', 'ก', 'ß', 'İ', 'ﬁ').map((letter) => letter.repeat(10_000)),
      fc.string({ unit: DIGIT, minLength: 5_000, maxLength: 5_000 }),
      fc.constant('9'.repeat(5_000)),
      fc.constantFrom('e\u0301', 'ب\u064B', 'ก\u0E48').map((pair) => pair[0] + pair.slice(1).repeat(5_000)),
      fc.constant(`${'1,'.repeat(5_000)}1`),
      fc.constant('\uD800'.repeat(5_000)),
      fc.constant('字'.repeat(3_000)),
    ),
    fc.string({ unit: HOSTILE_UNIT, maxLength: 5 }),
  )
  .map(([before, token, after]) => before + token + after);

/** Any string: fast-check's own units over the whole of Unicode, hostile units, lone-surrogate mixes, long tokens. */
export const ANY_TEXT: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.string({ unit: 'binary', size: 'medium' }), weight: 3 },
  { arbitrary: fc.string({ unit: 'grapheme', size: 'medium' }), weight: 3 },
  { arbitrary: fc.string({ unit: 'grapheme-composite', size: 'medium' }), weight: 1 },
  { arbitrary: fc.string({ unit: 'binary-ascii', size: 'medium' }), weight: 1 },
  { arbitrary: fc.string({ unit: HOSTILE_UNIT, size: 'medium' }), weight: 6 },
  {
    arbitrary: fc.string({ unit: fc.oneof(fc.string({ unit: 'binary', minLength: 1, maxLength: 3 }), fc.constant('\uD800'), fc.constant('\uDC00'), LONE_SURROGATE) }),
    weight: 2,
  },
  { arbitrary: LONG_TOKEN_TEXT, weight: 1 },
);

/**
 * A day as `ask` takes it and as front matter dates a document: real days (leap days, the ends of the four-digit
 * years), days that do not exist, and other spellings of a day.
 */
export const AS_OF_DATE: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom('2020-01-01', '2026-06-30', '2027-01-01', '2024-02-29', '1900-02-28', '0000-01-01', '9999-12-31', '9999-10-15'), weight: 3 },
  { arbitrary: fc.date({ min: new Date('0000-01-01T00:00:00Z'), max: new Date('9999-12-31T00:00:00Z'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)), weight: 2 },
  {
    arbitrary: fc.constantFrom('2023-02-29', '2024-13-01', '2024-00-10', '2024-1-1', '', 'today', '20240101', '2024-01-01T00:00', '+002024-01-01', '-000001-01-01', ' 2024-01-01', '٢٠٢٤-٠١-٠١', '2024-01-01\n', '２０２４-０１-０１'),
    weight: 2,
  },
  { arbitrary: fc.string({ unit: HOSTILE_UNIT, maxLength: 10 }), weight: 1 },
);

/** Real words (from a corpus) and hostile text, space-separated: questions that half make sense. */
export function mixedQuestion(words: readonly string[]): fc.Arbitrary<string> {
  const word = fc.constantFrom(...words);
  return fc
    .array(fc.oneof({ arbitrary: word, weight: 4 }, { arbitrary: fc.string({ unit: HOSTILE_UNIT, maxLength: 6 }), weight: 1 }), { maxLength: 14 })
    .map((parts) => parts.join(' '));
}

// ---------------------------------------------------------------------------------------------------------------
// Corpus documents

/** YAML values a well-formed file could hold: quoted hostile text, plain scalars, flow lists, addresses. */
const SAFE_YAML_VALUE: fc.Arbitrary<string> = fc.oneof(
  fc.string({ unit: HOSTILE_UNIT, maxLength: 12 }).map((text) => JSON.stringify(text)),
  fc.string({ unit: LETTER, minLength: 1, maxLength: 12 }),
  fc.constantFrom('true', 'no', '~', '42', '-0', '.nan', '[a, b]', '{a: 1}', 'https://www.agency.gov/page', 'http://x.org/a?b#c', '[doc-1, x]'),
  AS_OF_DATE,
);
/** YAML values of every kind: the safe ones, specials, anchors and aliases, tags, garbage, and (rarely) 100,000 characters. */
const YAML_VALUE: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: SAFE_YAML_VALUE, weight: 40 },
  { arbitrary: fc.string({ unit: HOSTILE_UNIT, maxLength: 12 }), weight: 30 },
  {
    arbitrary: fc.constantFrom(
      '', '~', 'null', 'true', 'no', 'yes', '.nan', '.inf', '-.inf', '0x1F', '0o17', '1e400', '-0', '123456789012345678901234567890',
      '2024-01-01', '"quoted"', "'single'", '"unterminated', '"\\u0000\\uD800"', '[a, b]', '{a: 1}', '[', '{', '}', ']', '|', '>',
      '|-\n  block\n  text', '>\n  folded', '&anchor value', '*anchor', '*missing', '!!binary aGVsbG8=', '!!str 1', '!!int x',
      '!!float y', '!custom x', '!!map {}', '!!seq []', '!!set {a}', '!!omap [a: 1]', '!!timestamp 2001-12-14', '? a', '- a', 'a: b',
      '#comment', '@reserved', '`backtick', '%YAML 1.2', '<<: {a: 1}', 'https://www.agency.gov/page', 'http://x', 'HTTPS://X.ORG/a b',
      'javascript:alert(1)', 'data:text/html,x', '//x.org', 'en', 'es', 'ar-EG', 'EN-us', 'zh-Hant-TW', 'x-private', 'i-klingon', 'en_US',
      'und', 'root', 'en-u-ca-gregory', 'doc-1', 'a#b', 'a b', '-lead', '.dot', 'ü-ß_1', '__proto__',
    ),
    weight: 30,
  },
  { arbitrary: fc.constantFrom('x', 'é', '字', '\uD800').map((c) => c.repeat(100_000)), weight: 1 },
);
const YAML_KEY: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('id', 'title', 'lang', 'url', 'effective_from', 'effective_until', 'supersedes', 'synthetic', 'updated', '__proto__', 'constructor', 'toString', '"quoted key"', '? complex', '<<', '-', '', 'id ', ' id', 'ID'),
  fc.string({ unit: HOSTILE_UNIT, maxLength: 8 }),
);
const YAML_GARBAGE = fc.string({ unit: charsOf(':-?[]{}&*!|>\'"%@`#, \t\n\\'), maxLength: 20 });
// Each anchor aliases the one before it nine times: a "billion laughs" expansion.
const YAML_BOMB = ['a: &a [x, x, x, x, x, x, x, x, x]', ...'bcdefgh'.split('').map((k, i) => `${k}: &${k} [${Array(9).fill(`*${'abcdefg'[i]}`).join(', ')}]`)].join('\n');

const FRONT_MATTER_LINE: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.tuple(YAML_KEY, YAML_VALUE).map(([key, value]) => `${key}: ${value}`), weight: 12 },
  { arbitrary: fc.tuple(YAML_KEY, fc.array(YAML_VALUE, { maxLength: 3 })).map(([key, items]) => `${key}:\n${items.map((item) => `  - ${item}`).join('\n')}`), weight: 2 },
  { arbitrary: YAML_GARBAGE, weight: 4 },
  { arbitrary: fc.constant(YAML_BOMB), weight: 1 },
);

/** The three required keys, each with a value that is usually, not always, acceptable. */
const REQUIRED_LINES: fc.Arbitrary<string[]> = fc
  .tuple(
    fc.oneof({ arbitrary: fc.constantFrom('doc-1', 'a.b_c', 'ü-ß_1', '٣٤٥', '字', 'x'), weight: 4 }, { arbitrary: SAFE_YAML_VALUE, weight: 1 }),
    fc.oneof({ arbitrary: SAFE_YAML_VALUE, weight: 4 }, { arbitrary: YAML_VALUE, weight: 1 }),
    fc.oneof({ arbitrary: fc.constantFrom('en', 'es', 'ar', 'AR-eg', 'zh-Hant-TW', 'en-u-ca-gregory', 'x-private', 'i-klingon'), weight: 4 }, { arbitrary: YAML_VALUE, weight: 1 }),
  )
  .chain(([id, title, lang]) => {
    const lines = [`id: ${id}`, `title: ${title}`, `lang: ${lang}`];
    return fc.oneof({ arbitrary: fc.shuffledSubarray(lines, { minLength: 3 }), weight: 4 }, { arbitrary: fc.shuffledSubarray(lines), weight: 1 });
  });

/** Front matter: mostly the required keys among a few other lines, sometimes only random lines. */
const FRONT_MATTER: fc.Arbitrary<string> = fc.oneof(
  {
    arbitrary: fc
      .tuple(REQUIRED_LINES, fc.array(fc.oneof({ arbitrary: fc.tuple(YAML_KEY, SAFE_YAML_VALUE).map(([key, value]) => `${key}: ${value}`), weight: 3 }, { arbitrary: FRONT_MATTER_LINE, weight: 1 }), { maxLength: 4 }), fc.nat())
      .map(([required, others, at]) => {
        const lines = [...required];
        lines.splice(at % (lines.length + 1), 0, ...others);
        return lines.join('\n');
      }),
    weight: 4,
  },
  { arbitrary: fc.array(FRONT_MATTER_LINE, { maxLength: 6 }).map((lines) => lines.join('\n')), weight: 1 },
);

const INLINE_PIECE: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom('Apply', 'today', 'the', 'grocery', 'allowance', 'is', '$85', '3,500', 'a', 'month', 'بطاقة', 'subsidio'), weight: 4 },
  {
    arbitrary: fc.constantFrom('**', '*', '_', '__', '`', '``', '[', ']', '(', ')', '![', '](', '<', '>', '&amp;', '&#0;', '&#x110000;', '&nbsp;', '\\', '  \n', '\\\n', '<br>', 'http://x.y', '<https://x.y>', '~~', '|', '\\|', '[a](', '](mailto:', '](tel:', '](javascript:x)', '](../x)', '](#f)', '](%ZZ)', '](mailto:%0A)'),
    weight: 3,
  },
  { arbitrary: fc.string({ unit: HOSTILE_UNIT, maxLength: 8 }), weight: 2 },
);
const INLINE = fc.array(INLINE_PIECE, { maxLength: 10 }).map((pieces) => pieces.join(' '));
const BLOCK_PREFIX = fc.constantFrom('# ', '## ', '###### ', '####### ', '#', '- ', '* ', '+ ', '1. ', '9) ', '> ', '>> ', '    ', '\t', '', '<div>', '<!-- ', '```', '~~~', '---', '***', '=== ', '[^1]: ', '[ref]: http://x ', '- [ ] ');
const TABLE = fc
  .tuple(fc.array(fc.array(INLINE, { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 4 }), fc.boolean())
  .map(([rows, delimited]) => {
    const lines = rows.map((cells) => `| ${cells.join(' | ')} |`);
    if (delimited) lines.splice(1, 0, `|${' --- |'.repeat(rows[0]!.length)}`);
    return lines.join('\n');
  });
const BODY: fc.Arbitrary<string> = fc
  .array(fc.oneof({ arbitrary: fc.tuple(BLOCK_PREFIX, INLINE).map(([prefix, inline]) => prefix + inline), weight: 6 }, { arbitrary: TABLE, weight: 1 }, { arbitrary: fc.constant(''), weight: 3 }), { maxLength: 12 })
  .map((blocks) => blocks.join('\n'));

/** The front matter's opening and closing lines: mostly right, sometimes wrong in one of the ways people get them wrong. */
const FENCES: fc.Arbitrary<[string, string]> = fc.oneof(
  { arbitrary: fc.constant<[string, string]>(['---\n', '\n---\n']), weight: 9 },
  {
    arbitrary: fc.tuple(
      fc.constantFrom('---\n', '---\r\n', '\uFEFF---\n', '--- \n', '----\n', '', '+++\n', '\n---\n'),
      fc.constantFrom('\n---\n', '\n---\r\n', '\n...\n', '\n---', '', '\n--- x\n', '\n----\n'),
    ),
    weight: 1,
  },
);

/**
 * A corpus document as text: front-matter fences right or wrong around random front matter, then a markdown-ish body;
 * or sound front matter over a markdown-ish body, so the body's parsing is reached often; or any text at all.
 */
export const DOCUMENT_TEXT: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: BODY.map((body) => `---\nid: doc-1\ntitle: A title\nlang: en\n---\n${body}`), weight: 4 },
  // With a page to read relative link addresses against.
  { arbitrary: BODY.map((body) => `---\nid: doc-1\ntitle: A title\nlang: en\nurl: https://agency.example.gov/a/b\n---\n${body}`), weight: 2 },
  {
    arbitrary: fc
      .tuple(FENCES, FRONT_MATTER, BODY, fc.boolean())
      .map(([[open, close], front, body, crlf]) => {
        const text = open + front + close + body;
        return crlf ? text.replace(/\n/gu, '\r\n') : text;
      }),
    weight: 9,
  },
  { arbitrary: fc.tuple(fc.constantFrom('', '---\n'), ANY_TEXT).map(([open, rest]) => open + rest), weight: 1 },
);

/** Where a document lives, as a corpus-relative path: the message of any error must name it. */
export const DOCUMENT_PATH = fc.constantFrom('docs/x.md', 'a.md', 'ملف.md', 'dir/sub dir/ü.md', 'x:1.md', '字.md');

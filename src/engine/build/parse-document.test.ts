import { describe, expect, it } from 'vitest';
import { canonicalJson } from '../format/canonical-json.ts';
import { CorpusError, CorpusErrors } from '../text/errors.ts';
import { MAX_NESTING, parseCorpusDocument } from './parse-document.ts';
import { documentLinkMark } from './document-links.ts';

const FRONT = '---\nid: doc-en\ntitle: A Title\nlang: en\nsynthetic: true\n---\n';

function errorOf(text: string): CorpusError {
  try {
    parseCorpusDocument(text, 'docs/x.md');
  } catch (error) {
    if (error instanceof CorpusError) return error;
    throw error;
  }
  throw new Error('expected a CorpusError');
}

describe('parseCorpusDocument', () => {
  it('reads the required keys, and keeps as metadata only what the index publishes', () => {
    const doc = parseCorpusDocument(`${FRONT}\nHello there.\n`, 'docs/x.md');
    expect(doc).toMatchObject({ id: 'doc-en', title: 'A Title', lang: 'en', path: 'docs/x.md', meta: { synthetic: true } });
    expect(doc.blocks).toEqual([{ kind: 'paragraph', text: 'Hello there.', line: 8 }]);
  });

  it('keeps url, translation_key and synthetic; names every key it does not read, with its line, and keeps none of them', () => {
    const doc = parseCorpusDocument(
      '---\nid: a\ntitle: T\nlang: en\nurl: https://county.gov/a\nowner: Jane Doe, ext. 4471 (do not publish)\ntranslation_key: a\nsynthetic: false\nreviewed: 2027-01-15\n---\nx\n',
      'a.md',
    );
    expect(doc.meta).toEqual({ url: 'https://county.gov/a', translation_key: 'a', synthetic: false });
    expect(doc.unread).toEqual([{ key: 'owner', line: 6 }, { key: 'reviewed', line: 9 }]);
    expect(canonicalJson(doc.meta)).not.toContain('Jane');
  });

  it('names no unread key when there is none', () => {
    expect(parseCorpusDocument(`${FRONT}\nHello there.\n`, 'docs/x.md').unread).toBeUndefined();
  });

  it('keeps a "__proto__" key out of the metadata, as any key it does not read, and lends the metadata nothing of it', () => {
    const doc = parseCorpusDocument('---\nid: a\ntitle: T\nlang: en\n__proto__:\n  synthetic: true\n  url: javascript:alert(1)\n---\nx\n', 'a.md');
    expect(doc.meta).toEqual({});
    expect(Object.getPrototypeOf(doc.meta)).toBe(Object.prototype);
    expect(doc.meta.url).toBeUndefined();
    expect(doc.unread).toEqual([{ key: '__proto__', line: 5 }]);
  });

  it('reads draft: true, and leaves a document without it undrafted', () => {
    expect(parseCorpusDocument('---\nid: a\ntitle: T\nlang: en\ndraft: true\n---\nx\n', 'a.md').draft).toBe(true);
    expect(parseCorpusDocument('---\nid: a\ntitle: T\nlang: en\ndraft: false\n---\nx\n', 'a.md').draft).toBeUndefined();
  });

  it.each([
    ['draft: yes', 'docs/x.md:5: front matter "draft" must be true or false, got string "yes"'],
    ['synthetic: 1', 'docs/x.md:5: front matter "synthetic" must be true or false, got number 1'],
  ])('rejects %s, naming the file, the line and what it must be', (line, message) => {
    expect(errorOf(`---\nid: a\ntitle: T\nlang: en\n${line}\n---\nx\n`).message).toBe(message);
  });

  it('canonicalises the language tag', () => {
    expect(parseCorpusDocument('---\nid: a\ntitle: T\nlang: AR-eg\n---\nx\n', 'a.md').lang).toBe('ar-EG');
  });

  it('removes markdown markers and keeps every word', () => {
    const doc = parseCorpusDocument(`${FRONT}\n## How **much**\n\nYou get **$85** a _month_, see [the portal](https://example.org) and \`code\`.\n`, 'x.md');
    expect(doc.blocks.map((b) => [b.kind, b.text])).toEqual([
      ['heading', 'How much'],
      ['paragraph', 'You get $85 a month, see the portal (https://example.org) and code.'],
    ]);
  });

  it('renders a list as one block with an item per line, each after its marker and a tab: a bullet, or its number', () => {
    const doc = parseCorpusDocument(`${FRONT}\n- photo ID\n* proof of address\n`, 'x.md');
    expect(doc.blocks).toEqual([{ kind: 'list', text: '•\tphoto ID', line: 8 }, { kind: 'list', text: '•\tproof of address', line: 9 }]);
    expect(parseCorpusDocument(`${FRONT}\n0. Read.\n1. Sign.\n\n1) One\n`, 'x.md').blocks.map((b) => b.text)).toEqual(['0.\tRead.\n1.\tSign.', '1)\tOne']);
    // Counted from the first number, as every Markdown renderer counts: "1. 1. 1." is 1, 2, 3; "012)" is 12.
    expect(parseCorpusDocument(`${FRONT}\n1. a\n1. b\n1. c\n\n012) d\n`, 'x.md').blocks.map((b) => b.text)).toEqual(['1.\ta\n2.\tb\n3.\tc', '12)\td']);
  });

  it("marks an item inside another list's item with the inner bullet, and only an item's first line", () => {
    const doc = parseCorpusDocument(`${FRONT}\n1. Bring:\n   - ID\n   - a bill\n\n   Both as originals.\n2. Pay.\n`, 'x.md');
    expect(doc.blocks.map((b) => b.text)).toEqual(['1.\tBring:\n◦\tID\n◦\ta bill\nBoth as originals.\n2.\tPay.']);
  });

  it('gives an empty item its marker alone, and leaves an item that starts with a table row its row', () => {
    expect(parseCorpusDocument(`${FRONT}\n- \n- x\n`, 'x.md').blocks.map((b) => b.text)).toEqual(['•\t\n•\tx']);
  });

  it('marks no line that is not an item: a line after a hard break, or a line of code, that starts like one', () => {
    const doc = parseCorpusDocument(`${FRONT}\nMoved in  \n2026. Passes too.\n\n\`\`\`\n3. not a list\n\`\`\`\n`, 'x.md');
    expect(doc.blocks.map((b) => b.text)).toEqual(['Moved in\n2026. Passes too.', '3. not a list']);
  });

  it('tells a table and other blocks apart from paragraphs and lists', () => {
    const doc = parseCorpusDocument(`${FRONT}\n| a | b |\n| - | - |\n| 1 | 2 |\n\n> quoted\n`, 'x.md');
    expect(doc.blocks.map((b) => b.kind)).toEqual(['table', 'other']);
  });

  it('collapses soft line wrapping inside a paragraph', () => {
    const doc = parseCorpusDocument(`${FRONT}\nOne line\nwrapped   here.\n`, 'x.md');
    expect(doc.blocks[0]!.text).toBe('One line wrapped here.');
  });

  it("reads front matter with any of CommonMark's line endings, fences with trailing spaces and a byte order mark, keeping the file's line numbers", () => {
    const lines = ['---  ', 'id: a', 'title: T', 'lang: en', '---\t', '', 'Body text.'];
    for (const [name, ending] of [['LF', '\n'], ['CRLF', '\r\n'], ['CR', '\r']] as const) {
      for (const start of ['', '\uFEFF']) {
        const doc = parseCorpusDocument(start + lines.join(ending), 'a.md');
        expect([name, doc.id, doc.title, doc.blocks]).toEqual([name, 'a', 'T', [{ kind: 'paragraph', text: 'Body text.', line: 7 }]]);
      }
    }
  });

  it.each([
    ['a fence alone', '---'],
    ['a fence of four dashes', '----\nid: a\ntitle: T\nlang: en\n----\nBody.\n'],
    ['a blank line before the fence', '\n---\nid: a\ntitle: T\nlang: en\n---\nBody.\n'],
    ['an indented fence', ' ---\nid: a\ntitle: T\nlang: en\n---\nBody.\n'],
  ])('takes %s for no front matter', (_case, text) => {
    expect(errorOf(text).message).toBe('docs/x.md:1: has no front matter; start the file with a "---" line, then "id: …", "title: …", "lang: …", then a closing "---" line (a file that is not a document, such as notes, goes outside the folder, or in README.md, which is skipped)');
  });

  it('suggests a line that, written in, reads as the value meant, its comment still a comment', () => {
    const broken = '---\nid: a\ntitle: Fees: what you pay # draft\nlang: en\n---\nx\n';
    const suggested = errorOf(broken).message.split('must be in quotes: ')[1]!;
    expect(parseCorpusDocument(broken.replace('title: Fees: what you pay # draft', suggested), 'docs/x.md').title).toBe('Fees: what you pay');
  });

  it('says a front matter opened and never closed is that, not missing', () => {
    expect(errorOf('---\nid: a\ntitle: T\nlang: en\nBody.\n').message).toBe(
      'docs/x.md:1: opens its front matter with "---" and never closes it; add a "---" line after the last "key: value" line, before the text',
    );
  });

  it('ends the front matter at the first closing fence; a later "---" is a rule in the body', () => {
    const doc = parseCorpusDocument('---\nid: a\ntitle: T\nlang: en\n---\nOne.\n\n---\n\nTwo.\n', 'a.md');
    expect(doc.blocks).toEqual([
      { kind: 'paragraph', text: 'One.', line: 6 },
      { kind: 'paragraph', text: 'Two.', line: 10 },
    ]);
  });

  it('reads a line ending inside a code span as a space, as CommonMark does', () => {
    expect(parseCorpusDocument(`${FRONT}\nRun \`npm run\nbuild-index\` first.\n`, 'x.md').blocks[0]!.text).toBe('Run npm run build-index first.');
  });

  it("keeps an image's description whether the image is written inline or by reference", () => {
    const doc = parseCorpusDocument(`${FRONT}\n![Office *map*](map.png) and ![bus stop][stop]\n\n[stop]: stop.png\n`, 'x.md');
    expect(doc.blocks).toEqual([{ kind: 'paragraph', text: 'Office map and bus stop', line: 8 }]);
  });

  it('keeps code, raw HTML and quotes as text, each block at its line', () => {
    const doc = parseCorpusDocument(`${FRONT}\n    indented code\n\n\`\`\`\nfenced <b>\n\`\`\`\n\n<div>\nraw\n</div>\n\n> quoted\n> on\n`, 'x.md');
    expect(doc.blocks).toEqual([
      { kind: 'other', text: 'indented code', line: 8 },
      { kind: 'other', text: 'fenced <b>', line: 10 },
      { kind: 'other', text: '<div>\nraw\n</div>', line: 14, html: '<div>' },
      { kind: 'other', text: 'quoted on', line: 18 },
    ]);
  });

  it('notes the first raw HTML of a block, inline or in a list or quote, a comment too, cut at 40 characters', () => {
    const html = (body: string) => parseCorpusDocument(`${FRONT}\n${body}\n`, 'x.md').blocks.map((b) => b.html);
    expect(html('Call <b>now</b> or <i>later</i>.')).toEqual(['<b>']);
    expect(html('- one\n- two <img src="x.png" onerror="alert(1)" alt="a long description">')).toEqual(['<img src="x.png" onerror="alert(1)" alt…']);
    expect(html('> quoted <span>here</span>')).toEqual(['<span>']);
    expect(html('<!-- note to self -->\n\nText.')).toEqual(['<!-- note to self -->', undefined]);
    // The first in the block, not the last; on one line; cut between characters, not inside one.
    expect(html('- one <b>x</b>\n- two <i>y</i>')).toEqual(['<b>']);
    expect(html('<!-- a note\n   over two lines -->')).toEqual(['<!-- a note over two lines -->']);
    expect(html(`Text <span title="${'😀'.repeat(40)}">.`)).toEqual([`<span title="${'😀'.repeat(26)}…`]);
    // Not HTML: a comparison, an autolink, an address in angle brackets, a tag in code.
    expect(html('Under <5 years, see <https://agency.gov> or <help@agency.gov>, and `<b>`.')).toEqual([undefined]);
  });

  it.each([
    ['a shared drive', '[the intake form](file:///S:/Forms/intake.pdf)', '', 'file:///S:/Forms/intake.pdf', 'scheme'],
    ['a script', '[the intake form](javascript:alert(1))', '', 'javascript:alert(1)', 'scheme'],
    ['a reference to a shared drive', '[the intake form][f]', '\n[f]: file:///S:/Forms/intake.pdf\n', 'file:///S:/Forms/intake.pdf', 'scheme'],
    ['a relative address, in a document with no url', '[the intake form](forms/intake.pdf)', '', 'forms/intake.pdf', 'relative'],
    ['an address that is none', '[the intake form](https://exa%20mple.gov/x)', '', 'https://exa mple.gov/x', 'invalid'],
  ])("keeps a link's words whatever its address, and notes an address it cannot keep, with why: %s", (_case, link, definition, address, reason) => {
    expect(parseCorpusDocument(`${FRONT}\nSee ${link} today.\n${definition}`, 'x.md').blocks).toEqual([
      { kind: 'paragraph', text: 'See the intake form today.', line: 8, unkeptLinks: [{ address, line: 8, reason }] },
    ]);
  });

  it("notes each address it cannot keep at the link's own line, in a paragraph, a list or a table", () => {
    const blocks = parseCorpusDocument(`${FRONT}\nFirst line\nsecond [a](a.pdf) line\nthird [b](mailto:nobody) line.\n\n- one\n- two [c](c.pdf)\n\n| A | B |\n| --- | --- |\n| x | [d](d.pdf) |\n`, 'x.md').blocks;
    expect(blocks.map((b) => b.unkeptLinks?.map((link) => [link.address, link.line, link.reason]))).toEqual([
      [
        ['a.pdf', 9, 'relative'],
        ['mailto:nobody', 10, 'invalid'],
      ],
      [['c.pdf', 13, 'relative']],
      [['d.pdf', 17, 'relative']],
    ]);
  });

  it('marks where the page of another markdown file goes, numbered in document order, each link with its words and line', () => {
    const doc = parseCorpusDocument(`${FRONT}\nSee [the fees](fees.md#late)\nand [Housing](../housing.md).\n\n## [Heading](h.md)\n\n- [](x.md)\n`, 'docs/x.md');
    expect(doc.blocks.map((b) => b.text)).toEqual([`See the fees${documentLinkMark(0)} and Housing${documentLinkMark(1)}.`, 'Heading', `•\t${documentLinkMark(2)}`]);
    expect(doc.blocks.every((b) => b.unkeptLinks === undefined)).toBe(true);
    expect(doc.documentLinks).toEqual([
      { href: 'fees.md#late', words: 'the fees', line: 8 },
      { href: '../housing.md', words: 'Housing', line: 9 },
      { href: 'x.md', words: '', line: 13 },
    ]);
    expect(parseCorpusDocument(`${FRONT}\nNo links.\n`, 'x.md')).not.toHaveProperty('documentLinks');
  });

  it("keeps a link's address after its words: a web address as written, an e-mail address, a number to call", () => {
    const text = (body: string, front = FRONT) => parseCorpusDocument(`${front}\n${body}\n`, 'x.md').blocks.map((b) => b.text);
    expect(text('Apply on the [benefits portal](https://benefits.example.gov/apply?lang=en), [write](mailto:help@county.gov?subject=Help) or [call us](tel:+1%20555%20010%204400).')).toEqual([
      'Apply on the benefits portal (https://benefits.example.gov/apply?lang=en), write (help@county.gov) or call us (+1 555 010 4400).',
    ]);
    // In a list's items and a table's cells too; not in a heading, a label shown wherever its section is named.
    expect(text('## See [the fees](https://fees.example.gov)\n\n- [Form A](https://a.example.gov/a.pdf)\n\n| Form | Where |\n| --- | --- |\n| B | [online](https://b.example.gov) |')).toEqual([
      'See the fees',
      '•\tForm A (https://a.example.gov/a.pdf)',
      '\tForm\tWhere\n\tB\tonline (https://b.example.gov)',
    ]);
    // A link with no words is its address.
    expect(text('Forms: [](https://forms.example.gov).')).toEqual(['Forms: https://forms.example.gov.']);
    // As its author wrote it (letters, not escapes or punycode) where that is still one address a page links whole and
    // lays out in order: not with a space, a closing mark at its end, or a path in a right-to-left script.
    expect(text('[Bücherei](https://xn--bcherei-n2a.example.de/museum) [Form](https://agency.gov/forms/Form%20A-1.pdf) [x](https://x.gov/form%29)')).toEqual([
      'Bücherei (https://bücherei.example.de/museum) Form (https://agency.gov/forms/Form%20A-1.pdf) x (https://x.gov/form%29)',
    ]);
    expect(text('[خدمات](https://example.ae/خدمات)')).toEqual(['خدمات (https://example.ae/%D8%AE%D8%AF%D9%85%D8%A7%D8%AA)']);
    // Several e-mail addresses; a number with its extension; a web address without its "//" is none.
    expect(text('[both](mailto:a@x.gov,b@x.gov) [desk](tel:+1-555-010-4400;ext=12)')).toEqual(['both (a@x.gov, b@x.gov) desk (+1-555-010-4400;ext=12)']);
    expect(parseCorpusDocument(`${FRONT}\n[the terms](HTTPS:library.example.gov/terms).\n`, 'x.md').blocks[0]!.unkeptLinks).toEqual([
      { address: 'HTTPS:library.example.gov/terms', line: 8, reason: 'invalid' },
    ]);
    // An escape that would put a control character in the text keeps no address.
    expect(parseCorpusDocument(`${FRONT}\n[Write](mailto:%1B[31mx@y.gov).\n`, 'x.md').blocks[0]!.text).toBe('Write.');
  });

  it('gives no copy of an address the words already hold, as a reader writes it', () => {
    const text = (body: string) => parseCorpusDocument(`${FRONT}\n${body}\n`, 'x.md').blocks.map((b) => b.text);
    expect(text('See <https://x.example.gov>, <https://bücherei.example.de/museum> and <help@county.gov>.')).toEqual([
      'See https://x.example.gov, https://bücherei.example.de/museum and help@county.gov.',
    ]);
    expect(text('[https://x.gov](https://x.gov/), [benefits.gov](https://www.benefits.gov/), [HTTPS://Y.GOV](https://y.gov), [Help@County.gov](mailto:help@county.gov), [(555) 010-4400](tel:+15550104400).')).toEqual([
      'https://x.gov, benefits.gov, HTTPS://Y.GOV, Help@County.gov, (555) 010-4400.',
    ]);
    // Words that name another address, or part of it, are not the address: it is kept (a second review's cases).
    expect(text('[tax.gov](https://x.gov) [x.gov.uk](https://x.gov) [https://x.gov/forms-old](https://x.gov/forms) [HTTP://X.GOV](https://x.gov)')).toEqual([
      'tax.gov (https://x.gov) x.gov.uk (https://x.gov) https://x.gov/forms-old (https://x.gov/forms) HTTP://X.GOV (https://x.gov)',
    ]);
    expect(text('[myinfo@x.gov](mailto:info@x.gov) [info@x.gov.uk](mailto:info@x.gov) [010-4400](tel:+15550104400)')).toEqual([
      'myinfo@x.gov (info@x.gov) info@x.gov.uk (info@x.gov) 010-4400 (+15550104400)',
    ]);
  });

  it("reads a relative address against the document's url, and leaves a link to a place in the page alone without one", () => {
    const front = '---\nid: d\ntitle: T\nlang: en\nurl: https://agency.example.gov/help/page\n---\n';
    const blocks = (body: string, head = front) => parseCorpusDocument(`${head}\n${body}\n`, 'x.md').blocks;
    expect(blocks('See [the form](../forms/a.pdf), [forms/b.pdf](forms/b.pdf) and [the deadlines](#deadlines).', front).map((b) => [b.text, b.unkeptLinks])).toEqual([
      [
        'See the form (https://agency.example.gov/forms/a.pdf), forms/b.pdf (https://agency.example.gov/help/forms/b.pdf) and the deadlines (https://agency.example.gov/help/page#deadlines).',
        undefined,
      ],
    ]);
    expect(blocks('See [the deadlines](#deadlines).', FRONT)).toEqual([{ kind: 'paragraph', text: 'See the deadlines.', line: 8 }]);
    // Another markdown file is no page: read against the url it would be a made-up address, so its document's is kept.
    expect(blocks('See [housing](housing-en.md).', front)).toEqual([{ kind: 'paragraph', text: `See housing${documentLinkMark(0)}.`, line: 8 }]);
  });

  it('notes a reference link with markup in its words, wrapped over two lines, or in a heading; not a citation of digits', () => {
    const body = ['## The [portal][nope] heading', '', 'Pay at [the *new* portal][portal] or [the fee', 'schedule][fees], not [1][2], [^1][^2] or [0, 1][3].'].join('\n');
    const doc = parseCorpusDocument(`${FRONT}\n${body}\n`, 'x.md');
    expect(doc.blocks.map((b) => b.undefinedReferences)).toEqual([
      [{ written: '[portal][nope]', label: 'nope', line: 8 }],
      [
        { written: '[the new portal][portal]', label: 'portal', line: 10 },
        { written: '[the fee schedule][fees]', label: 'fees', line: 10 },
      ],
    ]);
  });

  it('tells a reference link from brackets that only look like one: across emphasis, in an autolink, after an escape', () => {
    const refs = (body: string) => parseCorpusDocument(`${FRONT}\n${body}\n`, 'x.md').blocks.flatMap((b) => (b.undefinedReferences ?? []).map((r) => r.written));
    expect(refs('Fill in [the form][3] before you visit.')).toEqual(['[the form][3]']);
    expect(refs('Words [x]*[y]* and [x]**[y]** are emphasis.')).toEqual([]);
    expect(refs('See <https://example.org/[u][v]>.')).toEqual([]);
    expect(refs('Escaped \\[p][q][r] here.')).toEqual(['[q][r]']);
    // A link inside the words: quoted as written, without the mark where its page goes.
    expect(refs('Read [[housing help](b.md)][c] first.')).toEqual(['[housing help][c]']);
  });

  it('notes a reference link no definition gives, at its own line, and shows it as CommonMark does: as written', () => {
    const body = [
      'Apply on the [licence portal][portal] or',
      'see [the fees][] and [the rules][rules].',
      '',
      '- Escaped: \\[a\\]\\[b\\], code: `c[0][1]`, a note [sic], &#91;x&#93;[y]',
      '',
      '| Fee | Where |',
      '| --- | --- |',
      '| $5 | [the desk][desk] |',
      '',
      '[rules]: https://agency.gov/rules',
    ].join('\n');
    const doc = parseCorpusDocument(`${FRONT}\n${body}\n`, 'x.md');
    expect(doc.blocks.map((b) => [b.text, b.undefinedReferences])).toEqual([
      [
        'Apply on the [licence portal][portal] or see [the fees][] and the rules (https://agency.gov/rules).',
        [
          { written: '[licence portal][portal]', label: 'portal', line: 8 },
          { written: '[the fees][]', label: 'the fees', line: 9 },
        ],
      ],
      ['•\tEscaped: [a][b], code: c[0][1], a note [sic], [x][y]', undefined],
      ['\tFee\tWhere\n\t$5\t[the desk][desk]', [{ written: '[the desk][desk]', label: 'desk', line: 15 }]],
    ]);
  });

  it('keeps an autolink as written, percent-escapes and punycode included', () => {
    const doc = parseCorpusDocument(`${FRONT}\nForm <https://agency.gov/forms/Form%20A-1.pdf> at <https://xn--pple-43d.com/login>.\n`, 'x.md');
    expect(doc.blocks[0]!.text).toBe('Form https://agency.gov/forms/Form%20A-1.pdf at https://xn--pple-43d.com/login.');
  });

  it("reads entities and escapes in an image's description", () => {
    const doc = parseCorpusDocument(`${FRONT}\n![Fees &amp; charges](f.png) ![Q\\&A](q.png) ![Caf&eacute; hours][c]\n\n[c]: c.png\n`, 'x.md');
    expect(doc.blocks[0]!.text).toBe('Fees & charges Q&A Café hours');
  });

  it('keeps inline HTML as text, reads a hard break as a new line and a line-break entity as a space', () => {
    const doc = parseCorpusDocument(`${FRONT}\nCall <b>now</b>\\\nor write.&#10;Thanks.\n`, 'x.md');
    expect(doc.blocks[0]!.text).toBe('Call <b>now</b>\nor write. Thanks.');
  });

  it('keeps every cell a table row has, invents none, and reads escaped pipes', () => {
    const table = [
      '| Service | Fee |',
      '|---|---|',
      '| Copy | $5 | per page |',
      '| Fax |',
      '| Pipe \\| sign | `a | b` |',
      '| C:\\\\| $2 |',
    ].join('\n');
    expect(parseCorpusDocument(`${FRONT}\n${table}\n`, 'x.md').blocks).toEqual([
      // A row is a line that starts with a tab, its cells each after one: a page shows them as cells, a reader of words
      // reads a space.
      { kind: 'table', text: '\tService\tFee\n\tCopy\t$5\tper page\n\tFax\n\tPipe | sign\t`a\tb`\n\tC:\\\t$2', line: 8 },
    ]);
  });

  it('parts two tables in one block by an empty line, so each keeps its header row', () => {
    const quoted = parseCorpusDocument(`${FRONT}\n> | a | b |\n> |---|---|\n> | 1 | 2 |\n>\n> | c |\n> |---|\n> | 3 |\n`, 'x.md');
    expect(quoted.blocks.map((b) => b.text)).toEqual(['\ta\tb\n\t1\t2\n\n\tc\n\t3']);
    const listed = parseCorpusDocument(`${FRONT}\n- | a |\n  |---|\n  | 1 |\n- | b |\n  |---|\n  | 2 |\n- after\n`, 'x.md');
    expect(listed.blocks.map((b) => b.text)).toEqual(['\ta\n\t1\n\n\tb\n\t2\n•\tafter']);
  });

  it('keeps the tab for table rows: a tab in code or raw HTML is a space', () => {
    const doc = parseCorpusDocument(`${FRONT}\n\tindented\tcode\n\n\`\`\`\na\tb\n\`\`\`\n\n<div>\tx\ty</div>\n`, 'x.md');
    expect(doc.blocks.map((b) => b.text)).toEqual(['indented code', 'a b', '<div> x y</div>']);
  });

  it('reads the cells of a table inside a blockquote from the row, not the quote marker', () => {
    const doc = parseCorpusDocument(`${FRONT}\n> | a | b |\n> |---|---|\n> | 1 | 2 | 3 |\n`, 'x.md');
    expect(doc.blocks).toEqual([{ kind: 'other', text: '\ta\tb\n\t1\t2\t3', line: 8 }]);
  });

  it('reads a NUL in front matter as U+FFFD, as CommonMark reads one in the body', () => {
    expect(parseCorpusDocument('---\nid: a\ntitle: "A\0B"\nlang: en\n---\nx\u0000y\n', 'a.md')).toMatchObject({ title: 'A\uFFFDB', blocks: [{ text: 'x\uFFFDy' }] });
  });

  it.each([
    ['no front matter', 'Just text.\n', 'docs/x.md:1: has no front matter; start the file with a "---" line, then "id: …", "title: …", "lang: …", then a closing "---" line (a file that is not a document, such as notes, goes outside the folder, or in README.md, which is skipped)'],
    ['a missing title', '---\nid: a\nlang: en\n---\nx\n', 'docs/x.md:2: front matter needs "title" as non-empty text (it is missing); add a line "title: …"'],
    ['a title written "titel"', '---\nid: a\nlang: en\ntitel: A\n---\nx\n', 'docs/x.md:4: front matter needs "title" as non-empty text (it is missing; "titel" may be meant); write "title: …"'],
    ['a language written "language"', '---\nid: a\ntitle: A\nlanguage: en\n---\nx\n', 'docs/x.md:4: front matter needs "lang" as non-empty text (it is missing; "language" may be meant); write "lang: …"'],
    ['a language written "Lang"', '---\nid: a\ntitle: A\nLang: en\n---\nx\n', 'docs/x.md:4: front matter needs "lang" as non-empty text (it is missing; "Lang" may be meant); write "lang: …"'],
    ['a non-text id', '---\nid: [1, 2]\ntitle: T\nlang: en\n---\nx\n', 'docs/x.md:2: front matter needs "id" as non-empty text (got a list); add a line "id: …"'],
    [
      'an id with a space',
      '---\nid: my doc\ntitle: T\nlang: en\n---\nx\n',
      'docs/x.md:2: front matter "id" must start with a letter or digit, then letters, digits, ".", "_" or "-" (no spaces or "#"), got "my doc"',
    ],
    [
      'an id that starts with "_"',
      '---\nid: _draft\ntitle: T\nlang: en\n---\nx\n',
      'docs/x.md:2: front matter "id" must start with a letter or digit, then letters, digits, ".", "_" or "-" (no spaces or "#"), got "_draft"',
    ],
    [
      'the id "__proto__"',
      '---\nid: __proto__\ntitle: T\nlang: en\n---\nx\n',
      'docs/x.md:2: front matter "id" "__proto__" is reserved (it names a property of every JavaScript object); choose another id',
    ],
    ['an invalid language tag', '---\nid: a\ntitle: T\nlang: english!\n---\nx\n', 'docs/x.md:4: front matter "lang" must be a BCP 47 language tag such as "en", "es" or "ar-EG", got "english!"'],
    // "sp" and "english" are well-formed tags that name no language: a corpus so tagged would be a language of its own.
    ['a tag that names no language', '---\nid: a\ntitle: T\nlang: sp\n---\nx\n', 'docs/x.md:4: front matter "lang" must name a language, and ISO 639 has no "sp"; did you mean "es" (Spanish)?'],
    ['a language written as its name', '---\nid: a\ntitle: T\nlang: English\n---\nx\n', 'docs/x.md:4: front matter "lang" must name a language, and ISO 639 has no "english"; did you mean "en" (English)?'],
    ["a country's code for its language", '---\nid: a\ntitle: T\nlang: jp\n---\nx\n', 'docs/x.md:4: front matter "lang" must name a language, and ISO 639 has no "jp"; did you mean "ja" (Japanese)?'],
    ['front matter that is a list', '---\n- a\n- b\n---\nx\n', 'docs/x.md:2: front matter must be "key: value" lines, got a list'],
  ])('rejects %s with a message naming the file, line and fix', (_case, text, message) => {
    expect(errorOf(text).message).toBe(message);
  });

  it('lists every problem of a front matter and its text at once, in the order of their lines', () => {
    const text = [
      '---', 'id: my doc', 'lang: xx-notalang', 'Effective-Until: 2026-01-01', 'url: javascript:alert(1)', 'effective_from: 2027-13-01', 'x: 1',
      'supersedes: [a, 7]', 'draft: yes', '---', `${'> '.repeat(MAX_NESTING + 1)}deep`, '',
    ].join('\n');
    const error = errorOf(text);
    expect(error).toBeInstanceOf(CorpusErrors);
    expect((error as CorpusErrors).errors.map((e) => e.message)).toEqual([
      // A missing key is placed at the front matter's first line, before the problem found there later.
      'docs/x.md:2: front matter needs "title" as non-empty text (it is missing); add a line "title: …"',
      'docs/x.md:2: front matter "id" must start with a letter or digit, then letters, digits, ".", "_" or "-" (no spaces or "#"), got "my doc"',
      'docs/x.md:3: front matter "lang" must name a language, and ISO 639 has no "xx"',
      'docs/x.md:4: front matter "Effective-Until" is not a key Cairn reads; write "effective_until": as written it does nothing, so the document would be in force every day',
      'docs/x.md:5: front matter "url" must be an absolute http: or https: address such as "https://www.agency.gov/page", got string "javascript:alert(1)"',
      'docs/x.md:6: front matter "effective_from" is 2027-13-01, which is no day: month 13 is no month; write a day of the calendar',
      'docs/x.md:8: front matter "supersedes" must be a document id or a list of ids, got a list',
      'docs/x.md:9: front matter "draft" must be true or false, got string "yes"',
      `docs/x.md:11: nests blockquotes, lists or markup more than ${MAX_NESTING} levels deep here; flatten it`,
    ]);
    // Its message is theirs, a line each: what an edge that prints one message shows.
    expect(error.message).toBe((error as CorpusErrors).errors.map((e) => e.message).join('\n'));
  });

  it('reports a dates\' order only between two real days, and a single problem as itself', () => {
    const error = errorOf('---\nid: a\ntitle: T\nlang: en\neffective_from: 2027-02-01\neffective_until: 2027-01-01\n---\nx\n');
    expect(error).not.toBeInstanceOf(CorpusErrors);
    expect(error.message).toBe(
      'docs/x.md:6: front matter "effective_until" (2027-01-01) is before "effective_from" (2027-02-01); both days are included, so the end cannot come first',
    );
  });

  it.each([
    // The parser notices an unterminated quote at the end of the front matter; the line that opened it is named.
    ['a quote left open, on the line that opens it', '---\nid: a\ntitle: "unterminated\nlang: en\n---\nx\n', 'docs/x.md:3: front matter is not valid YAML (Missing closing "quote); close the quote this value opens'],
    ["a single quote left open, past a value holding the other quote", "---\nid: a\nnote: 'it''s\nlang: en\ntitle: \"T\"\n---\nx\n", "docs/x.md:3: front matter is not valid YAML (Missing closing 'quote); close the quote this value opens"],
    ['a value holding ": ", with the line written in quotes', '---\nid: a\ntitle: Fees: what you pay \nlang: en\n---\nx\n', 'docs/x.md:3: front matter is not valid YAML (Nested mappings are not allowed in compact mappings); a value holding ": " must be in quotes: title: "Fees: what you pay"'],
    ['a quote left open after a quoted value written over two lines, on its own line',
      '---\nid: a\ntitle: "Fees and\n  charges"\nsummary: "oops\nlang: en\n---\nx\n',
      'docs/x.md:5: front matter is not valid YAML (Missing closing "quote); close the quote this value opens'],
    ['a value holding ": " and a comment, the comment kept out of the quotes', '---\nid: a\ntitle: Fees: what you pay # draft\nlang: en\n---\nx\n',
      'docs/x.md:3: front matter is not valid YAML (Nested mappings are not allowed in compact mappings); a value holding ": " must be in quotes: title: "Fees: what you pay" # draft'],
    ['an indented line, where the parser noticed it', '---\nid: a\ntitle: x\n lang: en\n---\nx\n', 'docs/x.md:3: front matter is not valid YAML (Nested mappings are not allowed in compact mappings); fix that line'],
  ])('reports %s', (_case, text, message) => {
    expect(errorOf(text).message).toBe(message);
  });

  it.each([
    ['javascript:alert(1)', '"javascript:alert(1)"'],
    ['/relative/page', '"/relative/page"'],
    ['data:text/html,hi', '"data:text/html,hi"'],
    ['ftp://agency.gov/file', '"ftp://agency.gov/file"'],
    ['https://', '"https://"'],
    ['https://user@evil.example/', '"https://user@evil.example/"'],
  ])('rejects url %s, naming the file, the line and the value', (url, shown) => {
    expect(() => parseCorpusDocument(`---\nid: a\ntitle: T\nlang: en\nurl: ${url}\n---\nText.\n`, 'a.md')).toThrow(
      `a.md:5: front matter "url" must be an absolute http: or https: address such as "https://www.agency.gov/page", got string ${shown}`,
    );
  });

  it.each([
    ['7', 'number 7', '"7"'],
    ['true', 'boolean true', '"true"'],
    ['[a, b]', 'a list', '"the-key"'],
    ['""', 'string ""', '"the-key"'],
  ])('rejects translation_key %s, naming the file, the line and how to write it', (key, got, quoted) => {
    const parse = () => parseCorpusDocument(`---\nid: a\ntitle: T\nlang: en\ntranslation_key: ${key}\n---\nText.\n`, 'a.md');
    expect(parse).toThrow(`a.md:5: front matter "translation_key" must be non-empty text, got ${got}; write it in quotes, such as translation_key: ${quoted}`);
  });

  it.each([
    'reviewed: !!timestamp 2024-05-01',
    'tags: !!set {one, two}',
    'blob: !!binary aGVsbG8=',
    'limit: .inf',
    'contact:\n  since: !!timestamp 2020-01-01',
  ])('reads front matter %j, which JSON would change, and keeps none of it: a key Cairn does not read', (line) => {
    const doc = parseCorpusDocument(`---\nid: a\ntitle: T\nlang: en\n${line}\n---\nText.\n`, 'a.md');
    expect(doc.meta).toEqual({});
    expect(doc.unread).toEqual([{ key: line.slice(0, line.indexOf(':')), line: 5 }]);
  });

  it('keeps a translation_key that looks like a date as the text it is (front matter reads no timestamps)', () => {
    expect(parseCorpusDocument('---\nid: a\ntitle: T\nlang: en\ntranslation_key: 2024-01-01\n---\nText.\n', 'a.md').meta.translation_key).toBe('2024-01-01');
  });

  it("keeps an absolute https url in the document's front matter", () => {
    expect(parseCorpusDocument('---\nid: a\ntitle: T\nlang: en\nurl: https://www.usa.gov/passport\n---\nText.\n', 'a.md').meta.url).toBe('https://www.usa.gov/passport');
  });
});

describe('front matter that would expand without end', () => {
  it('is a CorpusError naming the file, not an exception from the YAML library (found by fuzzing)', () => {
    const levels = ['a: &a [x, x, x, x, x, x, x, x, x]', ...'bcdefgh'.split('').map((name, i) => `${name}: &${name} [${Array(9).fill(`*${'abcdefg'[i]}`).join(', ')}]`)];
    const text = `---\n${levels.join('\n')}\nlang: en\nid: doc-1\ntitle: A title\n---\nBody.\n`;
    expect(() => parseCorpusDocument(text, 'docs/x.md')).toThrow(
      expect.objectContaining({
        name: 'CorpusError',
        message: 'docs/x.md:2: front matter could not be read (Excessive alias count indicates a resource exhaustion attack); write plain "key: value" lines, without YAML aliases',
      }),
    );
  });
});

describe('nesting deeper than MAX_NESTING', () => {
  const nestedFront = (levels: number) => `---\nid: doc-en\ntitle: A Title\nlang: en\nx: ${'['.repeat(levels)}1${']'.repeat(levels)}\n---\n\nText.\n`;
  const nestedQuote = (levels: number) => `${FRONT}\nFirst paragraph.\n\n${'> '.repeat(levels)}deep\n`;

  it(`reads front matter nested ${MAX_NESTING} levels, and refuses one level more, naming the file and the front matter's line`, () => {
    // The mapping is level 0, x's list level 1: MAX_NESTING − 1 brackets reach level MAX_NESTING.
    expect(parseCorpusDocument(nestedFront(MAX_NESTING - 1), 'docs/x.md').unread).toEqual([{ key: 'x', line: 5 }]);
    const error = errorOf(nestedFront(MAX_NESTING));
    expect(error.message).toBe(`docs/x.md:2: front matter nests values more than ${MAX_NESTING} levels deep; write plain "key: value" lines`);
  });

  it('gives the same error whether or not the YAML library runs out of stack first', () => {
    expect(errorOf(nestedFront(5_000)).message).toBe(errorOf(nestedFront(MAX_NESTING + 5)).message);
  });

  it("refuses emphasis nested past the limit inside a paragraph, at the paragraph's line", () => {
    // *a _a *a … deep … a* a_ a*: each level an emphasis inside the last.
    const marks = (levels: number) => Array.from({ length: levels }, (_, i) => (i % 2 === 0 ? '*' : '_'));
    const nested = (levels: number) => `${FRONT}\nFirst.\n\nSecond ${marks(levels).map((m) => `${m}a `).join('')}deep${marks(levels).reverse().map((m) => ` a${m}`).join('')}\n`;
    // The paragraph is one level down, its text two, the text inside n emphases n + 2.
    expect(parseCorpusDocument(nested(MAX_NESTING - 2), 'docs/x.md').blocks.at(-1)!.text).toBe(`Second ${'a '.repeat(MAX_NESTING - 2)}deep${' a'.repeat(MAX_NESTING - 2)}`);
    const message = `docs/x.md:10: nests blockquotes, lists or markup more than ${MAX_NESTING} levels deep here; flatten it`;
    expect(errorOf(nested(MAX_NESTING - 1)).message).toBe(message);
    expect(errorOf(nested(5_000)).message).toBe(message);
  });

  it('names the line of a paragraph where inline markup goes too deep', () => {
    const marks = Array.from({ length: MAX_NESTING - 1 }, (_, i) => (i % 2 === 0 ? '*' : '_'));
    const deep = `${marks.map((m) => `${m}a `).join('')}x${[...marks].reverse().map((m) => ` a${m}`).join('')}`;
    expect(errorOf(`${FRONT}\nline one\nline two  \n${deep}\n`).message).toBe(`docs/x.md:10: nests blockquotes, lists or markup more than ${MAX_NESTING} levels deep here; flatten it`);
  });

  it('counts a table as micromark did: its text three levels below it', () => {
    const quoted = (levels: number) => `${FRONT}\n${'> '.repeat(levels)}| a |\n${'> '.repeat(levels)}|---|\n`;
    // n quotes, the table n + 1, its row n + 2, the cell n + 3, the text n + 4.
    expect(parseCorpusDocument(quoted(MAX_NESTING - 4), 'docs/x.md').blocks).toEqual([{ kind: 'other', text: '\ta', line: 8 }]);
    expect(errorOf(quoted(MAX_NESTING - 3)).message).toBe(`docs/x.md:8: nests blockquotes, lists or markup more than ${MAX_NESTING} levels deep here; flatten it`);
  });

  it('refuses a body nested past the limit at the line where it goes too deep, however deep it goes', () => {
    // n quotes hold a paragraph n + 1 levels down and its text n + 2.
    expect(parseCorpusDocument(nestedQuote(MAX_NESTING - 2), 'docs/x.md').blocks.at(-1)!.text).toBe('deep');
    expect(errorOf(nestedQuote(MAX_NESTING - 1)).message).toBe(`docs/x.md:10: nests blockquotes, lists or markup more than ${MAX_NESTING} levels deep here; flatten it`);
    const message = `docs/x.md:10: nests blockquotes, lists or markup more than ${MAX_NESTING} levels deep here; flatten it`;
    expect(errorOf(nestedQuote(MAX_NESTING + 1)).message).toBe(message);
    expect(errorOf(nestedQuote(20_000)).message).toBe(message);
  });
});

import { describe, expect, it } from 'vitest';
import { parseCorpusDocument } from './parse-document.ts';
import { LONG_PASSAGE, splitPassages } from './passages.ts';

const doc = (body: string) => parseCorpusDocument(`---\nid: d\ntitle: T\nlang: en\n---\n${body}`, 'd.md');

describe('splitPassages', () => {
  it('splits on blank-line paragraph boundaries and numbers passages from 1', () => {
    const { passages } = splitPassages(doc('\nFirst paragraph.\n\nSecond paragraph.\n'));
    expect(passages.map((p) => [p.id, p.heading, p.body])).toEqual([
      ['d#1', '', 'First paragraph.'],
      ['d#2', '', 'Second paragraph.'],
    ]);
  });

  it('gives every passage of a section its heading, kept apart from the body', () => {
    const { passages } = splitPassages(doc('\n## Who can apply\n\nAnyone in the county.\n\nNot someone outside it.\n'));
    expect(passages.map((p) => [p.id, p.heading, p.body])).toEqual([
      ['d#1', 'Who can apply', 'Anyone in the county.'],
      ['d#2', 'Who can apply', 'Not someone outside it.'],
    ]);
  });

  it('ends a section at the next heading of the same or a higher level, and stacks deeper ones', () => {
    const { passages } = splitPassages(doc('\nIntro.\n\n## A\n\nOne.\n\n### A1\n\nTwo.\n\n## B\n\nThree.\n\n#### B1\n\nFour.\n'));
    expect(passages.map((p) => [p.body, p.heading])).toEqual([
      ['Intro.', ''],
      ['One.', 'A'],
      ['Two.', 'A › A1'],
      ['Three.', 'B'],
      ['Four.', 'B › B1'],
    ]);
  });

  it('reads whether a block ends its sentence without the marks of links to other documents', () => {
    const bodies = (body: string) => splitPassages(doc(body)).passages.map((p) => p.body);
    // Thai ends a sentence with no mark: a paragraph in Thai is no label over the list after it, link or none.
    const thai = (link: string) => bodies(`\nสมัครได้ที่สำนักงาน${link}\n\n- บัตรประชาชน\n- ใบแจ้งหนี้\n`);
    expect(thai('[ที่นี่](office.md)').length).toBe(2);
    expect(thai('').length).toBe(2);
    // A lead-in ending in a colon after its link is one passage with its list.
    expect(bodies('\nBring what [the checklist](list.md) names:\n\n- ID\n- Lease\n')).toHaveLength(1);
  });

  it('merges a heading written directly above its paragraph, with no blank line between', () => {
    const { passages } = splitPassages(doc('\n## Deadlines\nApply by June 30.\n'));
    expect(passages).toEqual([{ id: 'd#1', doc: 'd', lang: 'en', heading: 'Deadlines', body: 'Apply by June 30.', line: 8 }]);
  });

  it('joins stacked headings into one heading for the next passage', () => {
    const { passages } = splitPassages(doc('\n## Eligibility\n\n### Income\n\nUnder $3,200.\n'));
    expect(passages[0]!.heading).toBe('Eligibility › Income');
  });

  it('warns about a trailing heading with nothing under it, and does not index it', () => {
    const { passages, warnings } = splitPassages(doc('\nText.\n\n## Orphan\n'));
    expect(passages).toHaveLength(1);
    expect(warnings).toEqual([{ file: 'd.md', line: 9, message: 'the heading "Orphan" has no text after it and is not indexed' }]);
  });

  it.each([
    ['a list', 'You can replace your card in one of these ways:\n\n- online\n- by mail\n', 'You can replace your card in one of these ways:\n•\tonline\n•\tby mail'],
    ['a table', 'The amounts are:\n\n| size | amount |\n| - | - |\n| 1 | $85 |\n', 'The amounts are:\n\tsize\tamount\n\t1\t$85'],
    ['a list, after a full-width colon', 'يمكنك التقديم بإحدى الطرق التالية：\n\n- عبر الإنترنت\n- بالبريد\n', 'يمكنك التقديم بإحدى الطرق التالية：\n•\tعبر الإنترنت\n•\tبالبريد'],
  ])('makes a paragraph ending in a colon one passage with %s after it', (_, body, text) => {
    const { passages } = splitPassages(doc(`\n## Ways\n\n${body}\nAfter.\n`));
    expect(passages.map((p) => [p.id, p.heading, p.body])).toEqual([
      ['d#1', 'Ways', text],
      ['d#2', 'Ways', 'After.'],
    ]);
  });

  it.each([
    ['a label', 'What to do\n\n- hang up\n- report it\n', 'What to do\n•\thang up\n•\treport it'],
    ['a sentence the list finishes', 'Other states accept some types of non-photo ID. These may include\n\n- a bank statement\n', 'Other states accept some types of non-photo ID. These may include\n•\ta bank statement'],
    ['a label ending in a bracket', 'Crédito por eficiencia energética (en inglés)\n\n- Hasta $1,200\n', 'Crédito por eficiencia energética (en inglés)\n•\tHasta $1,200'],
    ['a colon lead-in and a label, in a row', 'Remember these tips:\n\nWhat to do\n\n- hang up\n', 'Remember these tips:\nWhat to do\n•\thang up'],
  ])('makes a paragraph that does not end its sentence one passage with the list after it: %s', (_, body, text) => {
    const { passages } = splitPassages(doc(`\n## Ways\n\n${body}\nAfter.\n`));
    expect(passages.map((p) => p.body)).toEqual([text, 'After.']);
  });

  it.each([
    ['a full stop', 'Apply by June 30.'],
    ['a question mark', 'Who can apply?'],
    ['a full stop inside closing quotes', 'They said "apply now."'],
    ['a full stop inside German quotes', 'Er sagte „Jetzt beantragen.“'],
    ['a full stop and a zero-width space', 'Apply now.\u200b'],
    ['an ideographic full stop', '请在六月前申请。'],
    ['an Arabic question mark', 'من يحق له التقديم؟'],
    ['a Devanagari danda', 'जून से पहले आवेदन करें।'],
    ['a Khmer full stop', 'អ្នកអាចដាក់ពាក្យបាន។'],
    ['a Greek question mark typed as a semicolon', 'Ποιος μπορεί να κάνει αίτηση;'],
    // Thai ends a sentence with no mark: its last paragraph before a list says nothing by its end.
    ['Thai, which marks no sentence end', 'ยื่นคำร้องได้ที่สำนักงาน'],
  ])('keeps a paragraph ending in %s apart from the list after it', (_, sentence) => {
    const { passages } = splitPassages(doc(`\n${sentence}\n\n- one\n- two\n`));
    expect(passages.map((p) => p.body)).toEqual([sentence, '•\tone\n•\ttwo']);
  });

  it('takes only the paragraph directly over the list as its label', () => {
    const { passages } = splitPassages(doc('\nFirst label\n\nSecond label\n\n- one\n'));
    expect(passages.map((p) => p.body)).toEqual(['First label', 'Second label\n•\tone']);
  });

  it('makes a list ending in a colon one passage with the paragraph that finishes it, not with the next list', () => {
    // USA.gov's former presidents: each address finishes its "send a letter to:", and is no label over the next list.
    const body =
      '\n- Bill Clinton, send a letter to:\n\nThe Honorable William J. Clinton 55 West 125th Street New York NY 10027\n\n- Jimmy Carter, send a letter to:\n\nThe Honorable Jimmy Carter 453 John Lewis Freedom Parkway Atlanta, GA 30307\n\n- Barack Obama\n';
    expect(splitPassages(doc(body)).passages.map((p) => p.body)).toEqual([
      '•\tBill Clinton, send a letter to:\nThe Honorable William J. Clinton 55 West 125th Street New York NY 10027',
      '•\tJimmy Carter, send a letter to:\nThe Honorable Jimmy Carter 453 John Lewis Freedom Parkway Atlanta, GA 30307',
      '•\tBarack Obama',
    ]);
    // After a lead-in and its list, too; a list ending otherwise, or followed by another list, stays as it was.
    expect(splitPassages(doc('\nWrite to:\n\n- the office, at:\n\n14 Quay Street\n')).passages.map((p) => p.body)).toEqual(['Write to:\n•\tthe office, at:\n14 Quay Street']);
    expect(splitPassages(doc('\n- Bring your ID\n\nThen call us.\n')).passages.map((p) => p.body)).toEqual(['•\tBring your ID', 'Then call us.']);
    // A list that does not end in a colon is finished: the label after it is the next list's.
    expect(splitPassages(doc('\n- Bring your ID\n\nWhat to do\n\n- hang up\n')).passages.map((p) => p.body)).toEqual(['•\tBring your ID', 'What to do\n•\thang up']);
  });

  it('keeps a label apart when a paragraph follows it, or nothing does', () => {
    const { passages } = splitPassages(doc('\nWhat to do\n\nCall us.\n\nLast words\n'));
    expect(passages.map((p) => p.body)).toEqual(['What to do', 'Call us.', 'Last words']);
  });

  it('keeps a colon paragraph apart when no list or table follows it, and a list apart when no lead-in precedes it', () => {
    const { passages } = splitPassages(doc('\nNote:\n\nA paragraph.\n\n- a list\n'));
    expect(passages.map((p) => p.body)).toEqual(['Note:', 'A paragraph.', '•\ta list']);
  });

  it('warns about a document with no text', () => {
    const { passages, warnings } = splitPassages(doc('\n## Only a heading\n'));
    expect(passages).toEqual([]);
    expect(warnings).toEqual([{ file: 'd.md', message: 'the document has no text to index (only front matter or headings)' }]);
  });
  it(`reports a passage longer than ${LONG_PASSAGE} characters, counted as code points, at its line`, () => {
    const at = (n: number, unit = 'a') => splitPassages(doc(`\nShort.\n\n${unit.repeat(n)}\n`)).warnings;
    expect(at(LONG_PASSAGE)).toEqual([]);
    expect(at(LONG_PASSAGE + 1)).toEqual([
      {
        file: 'd.md',
        line: 9,
        message:
          'passage d#2 is 5,001 characters long: a resident it answers is shown all of it, and so long a passage matches any one question weakly; ' +
          'break it into shorter paragraphs, or put headings over its parts',
      },
    ]);
    // 😀 is two UTF-16 units and one character: 5,000 of them are not too long.
    expect(at(LONG_PASSAGE, '😀')).toEqual([]);
    // A list under its lead-in is one passage, measured whole: 13 + 1 + 10 items of 54 and 90 of 55 (with their bullets and tabs), 99 line breaks.
    const items = Array.from({ length: 100 }, (_, i) => `- Item ${i} ${'x'.repeat(45)}`).join('\n');
    expect(splitPassages(doc(`\nThe agencies:\n${items}\n`)).warnings.map((w) => [w.line, w.message.split(':')[0]])).toEqual([[7, 'passage d#1 is 5,603 characters long']]);
    // Advice a list or a table can take: neither can be broken into paragraphs.
    const advice = (body: string) => splitPassages(doc(body)).warnings.map((w) => w.message.split('; ')[1]);
    expect(advice(`\nThe agencies:\n${items}\n`)).toEqual(['split the list into shorter ones, each under a heading that names what its items share']);
    const rows = Array.from({ length: 100 }, (_, i) => `| Club ${i} | ${'x'.repeat(45)} |`).join('\n');
    expect(advice(`\n| Club | Day |\n| --- | --- |\n${rows}\n`)).toEqual(['split the table into smaller ones, each under a heading that names what its rows share']);
    // By the block that makes it long, not the last: a long lead-in over a short list is a paragraph to break.
    expect(advice(`\n${'Bring these. '.repeat(400)}:\n- ID\n- Lease\n`)).toEqual(['break it into shorter paragraphs, or put headings over its parts']);
  });
  it('reports raw HTML once a document, at its first block, with how many other blocks hold some and where they start', () => {
    const warned = (body: string) => splitPassages(doc(body)).warnings;
    const advice = 'is shown to residents as the text it is, tags and all, and its tag names and attributes become words a question can match; write it as markdown (a link as [text](https://…)) or remove it';
    expect(warned('\nPlain.\n\nCall <b>now</b>.\n')).toEqual([{ file: 'd.md', line: 9, message: `raw HTML (<b>) ${advice}` }]);
    expect(warned('\n<script>alert(1)</script>\n\n## <u>Title</u>\n\nText <br> here.\n')).toEqual([
      { file: 'd.md', line: 7, message: `raw HTML (<script>, and in 2 more blocks, on lines 9 and 11) ${advice}` },
    ]);
    // The others' lines, the first five of them.
    const seven = Array.from({ length: 7 }, (_, i) => `Step <b>${i}</b>.`).join('\n\n');
    expect(warned(`\n${seven}\n`)[0]!.message).toBe(`raw HTML (<b>, and in 6 more blocks, on lines 9, 11, 13, 15, 17, …) ${advice}`);
    expect(warned('\nPlain.\n\nUnder <5 years.\n')).toEqual([]);
  });
  it("reports the addresses of links it cannot keep once a document for each reason, at its first link's line, with how many others and their lines", () => {
    const warned = (body: string) => splitPassages(doc(body)).warnings;
    expect(warned('\nSee [the form](forms/a.pdf).\n\nAnd [this](b.pdf) or\n[that](javascript:x), [more](c.pdf).\n')).toEqual([
      {
        file: 'd.md',
        line: 7,
        message:
          "a link's address (forms/a.pdf, and 2 more such links, on lines 9 and 10) is left out of what residents are shown: it is relative, and the document has no url to read it against; write the full https:// address, or give the document its page's url",
      },
      {
        file: 'd.md',
        line: 10,
        message: "a link's address (javascript:x) is left out of what residents are shown: only https:, http:, mailto: and tel: addresses are kept; link to a page instead",
      },
    ]);
    expect(warned(`\nSee [the drive](file:///S:/${'x'.repeat(80)}).\n`)).toEqual([
      {
        file: 'd.md',
        line: 7,
        message: `a link's address (file:///S:/${'x'.repeat(48)}…) is left out of what residents are shown: only https:, http:, mailto: and tel: addresses are kept; link to a page instead`,
      },
    ]);
    // A link to another markdown file is the assembly's to keep or warn of, once it has read every document.
    expect(warned('\nText.\n\nSee [housing](housing-en.md).\n')).toEqual([]);
    // Kept, or a place in the page: nothing to say.
    expect(warned('\nSee [the form](https://agency.gov/a.pdf), [mail](mailto:a@b.gov) and [the fees](#fees).\n')).toEqual([]);
  });
  it('reports reference links with no definition once a document, at the first one\'s line, with its label to define', () => {
    const warned = (body: string) => splitPassages(doc(body)).warnings;
    const advice = 'has no definition: residents are shown it as written, brackets and all, and it leads nowhere; define it on a line of its own';
    expect(warned('\nText.\n\nApply on the [portal][apply]\nor see [the fees][] and [x][y].\n')).toEqual([
      { file: 'd.md', line: 9, message: `a reference link ([portal][apply], and 2 more such links, on line 10) ${advice} ([apply]: https://…) or write the link as [words](https://…)` },
    ]);
    expect(warned('\nSee [the fees][].\n')).toEqual([
      { file: 'd.md', line: 7, message: `a reference link ([the fees][]) ${advice} ([the fees]: https://…) or write the link as [words](https://…)` },
    ]);
    // Defined, escaped, or a lone bracketed note: nothing to say.
    expect(warned('\nSee [the fees][fees], \\[a\\]\\[b\\] and [sic].\n\n[fees]: https://agency.gov/fees\n')).toEqual([]);
  });

  it('reports raw HTML in the title at its line, as CommonMark reads a tag, apart from the text\'s', () => {
    const titled = (title: string, body = '\nPlain.\n') => splitPassages(parseCorpusDocument(`---\nid: d\nlang: en\ntitle: ${title}\n---\n${body}`, 'd.md')).warnings;
    const advice = 'residents are shown it as the text it is, tags and all, wherever the document is named, and its tag names become words of every passage; write the title as plain text';
    expect(titled('"Fees <b>2026</b>"')).toEqual([{ file: 'd.md', line: 4, message: `the title holds raw HTML (<b>): ${advice}` }]);
    expect(titled("'<img src=x onerror=\"alert(1)\">   Help'", '\nCall <i>now</i>.\n')).toEqual([
      { file: 'd.md', line: 4, message: `the title holds raw HTML (<img src=x onerror="alert(1)">): ${advice}` },
      { file: 'd.md', line: 7, message: 'raw HTML (<i>) is shown to residents as the text it is, tags and all, and its tag names and attributes become words a question can match; write it as markdown (a link as [text](https://…)) or remove it' },
    ]);
    // Not tags: a comparison, an e-mail address in brackets is an autolink (no HTML), markdown marks stay text.
    expect(titled('Income < $2,000 and a<b')).toEqual([]);
    expect(titled('"Write to <help@agency.gov>"')).toEqual([]);
    expect(titled('"**Bold** help"')).toEqual([]);
  });
});

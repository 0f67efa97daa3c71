import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../format/settings.ts';
import { lineOfKey, parseConfig } from './config.ts';
import { ConfigError, ConfigErrors, messagesOf } from '../text/errors.ts';
import { MESSAGES } from '../text/messages.ts';
import { PAGE_WORDS } from '../text/page-words.ts';

function messageOf(text: string): string {
  try {
    parseConfig(text, 'cairn.toml');
  } catch (error) {
    if (error instanceof ConfigError) return error.message;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('parseConfig', () => {
  it('gives every default for an empty file', () => {
    expect(parseConfig('', 'cairn.toml')).toEqual({ settings: DEFAULT_SETTINGS, corpusPath: '.', indexPath: 'index.json', indexForm: 'auto', indexOffline: false, operatorTools: true, colorScheme: 'system' });
    expect(DEFAULT_SETTINGS).toMatchObject({ threshold: null, thresholdByLanguage: {}, falseAnswerRate: 0.05, maxPassages: 1, candidates: 8, defaultLanguage: 'en', crossLanguageFallback: true });
  });

  it('reads every key', () => {
    const config = parseConfig(
      `[agency]\nname = "Town"\n[agency.name_by_language]\nES = "Municipio"\n[corpus]\npath = "docs"\n[index]\npath = "out/i.json"\nform = "sharded"\noffline = true\n` +
        `[retrieval]\nthreshold = 0.2\nfalse_answer_rate = 0.02\nmax_passages = 2\ncandidates = 5\nclose_sibling = 0.8\n[retrieval.threshold_by_language]\nzh = 0.09\n[language]\ndefault = "ES"\ncross_language_fallback = false\n` +
        `[refusal]\ncontact = "Call 555"\n[refusal.contact_by_language]\nes = "Llame 555"\nar-eg = "اتصل 555"\n[synonyms]\nen = [["price", "cost"]]\n[page]\noperator_tools = false\ncolor_scheme = "light"\nlanguages = ["ES", "en"]\nhint = "Ask about a permit."\n[page.hint_by_language]\nES-mx = "Pregunte por un permiso."\n`,
      'cairn.toml',
    );
    expect(config).toEqual({
      corpusPath: 'docs',
      indexPath: 'out/i.json',
      indexForm: 'sharded',
      indexOffline: true,
      operatorTools: false,
      colorScheme: 'light',
      settings: {
        agencyName: 'Town', agencyNameByLanguage: { es: 'Municipio' }, threshold: 0.2, thresholdByLanguage: { zh: 0.09 }, falseAnswerRate: 0.02, maxPassages: 2, candidates: 5, closeSibling: 0.8, defaultLanguage: 'es',
        crossLanguageFallback: false, contact: 'Call 555', contactByLanguage: { es: 'Llame 555', 'ar-EG': 'اتصل 555' },
        synonyms: { en: [['price', 'cost']] }, hint: 'Ask about a permit.', hintByLanguage: { 'es-MX': 'Pregunte por un permiso.' }, pageLanguages: ['es', 'en'],
      },
    });
  });

  it.each([
    ['an unknown key', '[retrieval]\ntreshold = 0.2\n', 'cairn.toml:2: unknown key "retrieval.treshold"; did you mean "retrieval.threshold"?'],
    ['an unknown key near none', '[retrieval]\ncolour = "red"\n', 'cairn.toml:2: unknown key "retrieval.colour"; [retrieval] accepts retrieval.threshold, retrieval.threshold_by_language, retrieval.false_answer_rate, retrieval.max_passages, retrieval.candidates, retrieval.close_sibling'],
    ['an unknown key one swap from a known one', '[agency]\nnmae = "Town"\n', 'cairn.toml:2: unknown key "agency.nmae"; did you mean "agency.name"?'],
    ['a section written one swap from a known one', '[retreival]\nthreshold = 0.2\n', 'cairn.toml:1: unknown section [retreival]; did you mean [retrieval]?'],
    ['a section and a key written in capitals', '[RETRIEVAL]\nthreshold = 0.2\n', 'cairn.toml:1: unknown section [RETRIEVAL]; did you mean [retrieval]?'],
    ['a key written in capitals', '[retrieval]\nTHRESHOLD = 0.2\n', 'cairn.toml:2: unknown key "retrieval.THRESHOLD"; did you mean "retrieval.threshold"?'],
    ['an unknown section', '[answer]\nx = 1\n', 'cairn.toml:1: unknown section [answer]; known sections are [agency], [corpus], [dates], [index], [language], [messages], [page], [page_words], [refusal], [retrieval], [synonyms]'],
    ['a wrong type', '[retrieval]\nthreshold = "high"\n', 'cairn.toml:2: "retrieval.threshold" must be a number, got string "high"'],
    ['a fraction where a whole number belongs', '[retrieval]\nmax_passages = 1.5\n', 'cairn.toml:2: "retrieval.max_passages" must be a whole number, got number 1.5'],
    ['a threshold out of range', '[retrieval]\nthreshold = 1.5\n', 'cairn.toml:2: "retrieval.threshold" must be between 0 and 1 (a bounded cosine score), got 1.5'],
    ['an index form Cairn does not write', '[index]\nform = "split"\n', 'cairn.toml:2: "index.form" must be one of "auto", "single", "sharded", got "split"'],
    ['a bad language tag', '[language]\ndefault = "english!"\n', 'cairn.toml:2: "language.default" must be a BCP 47 language tag such as "en" or "es-MX", got "english!"'],
    ['a default language that names none', '[language]\ndefault = "sp"\n', 'cairn.toml:2: "language.default" must name a language, and ISO 639 has no "sp"; did you mean "es" (Spanish)?'],
    ['a top-level key', 'threshold = 0.2\n', 'cairn.toml:1: unknown section [threshold]; known sections are [agency], [corpus], [dates], [index], [language], [messages], [page], [page_words], [refusal], [retrieval], [synonyms]'],
    ['fewer candidates than passages', '[retrieval]\nmax_passages = 3\ncandidates = 2\n', 'cairn.toml:3: "retrieval.candidates" (2) must be at least "retrieval.max_passages" (3): composition chooses from the candidates'],
    ['a false-answer rate out of range', '[retrieval]\nfalse_answer_rate = 0.5\n', 'cairn.toml:2: "retrieval.false_answer_rate" must be above 0 and below 0.5 (a share of unanswerable questions), got 0.5'],
    ['a close sibling share of 0 (off is leaving it out)', '[retrieval]\nclose_sibling = 0\n', `cairn.toml:2: "retrieval.close_sibling" must be above 0 and at most 1 (how close, in score and in the share of the question held, another passage of the best one's document may come before the document is named instead: 0.8 names it less often than 0.6; leave the key out to always quote the best passage), got 0`],
    ['a close sibling share above 1', '[retrieval]\nclose_sibling = 1.5\n', `cairn.toml:2: "retrieval.close_sibling" must be above 0 and at most 1 (how close, in score and in the share of the question held, another passage of the best one's document may come before the document is named instead: 0.8 names it less often than 0.6; leave the key out to always quote the best passage), got 1.5`],
    ['a per-language threshold that is not a number', '[retrieval.threshold_by_language]\nar = "low"\n', 'cairn.toml:2: "retrieval.threshold_by_language" "ar" must be a number, got string "low"'],
    ['a non-text contact', '[refusal.contact_by_language]\nes = 5\n', 'cairn.toml:2: "refusal.contact_by_language" "es" must be a string (the contact text), got number 5'],
    ['an empty agency name in a language', '[agency.name_by_language]\nar = " "\n', 'cairn.toml:2: "agency.name_by_language" "ar" must not be empty'],
    ['an agency name under a tag that is no language', '[agency.name_by_language]\n"arabic!" = "x"\n', 'cairn.toml:2: "agency.name_by_language" key "arabic!" must be a BCP 47 language tag such as "en" or "es-MX", got "arabic!"'],
    ['a threshold for a language written as its name', '[retrieval.threshold_by_language]\nspanish = 0.2\n', 'cairn.toml:2: "retrieval.threshold_by_language" key "spanish" must name a language, and ISO 639 has no "spanish"; did you mean "es" (Spanish)?'],
    ['a palette Cairn does not have', '[page]\ncolor_scheme = "auto"\n', 'cairn.toml:2: "page.color_scheme" must be one of "system", "light", "dark" (the resident\'s system\'s palette, or always light or dark), got "auto"'],
    ['no languages offered', '[page]\nlanguages = []\n', 'cairn.toml:2: "page.languages" must name at least one language, such as ["en", "es"]; leave the key out to offer every language the page can speak'],
    ['one language offered as a string', '[page]\nlanguages = "en"\n', 'cairn.toml:2: "page.languages" must be a list such as ["en", "es"], got string "en"'],
    ['a language offered by its name', '[page]\nlanguages = ["en", "spanish"]\n', 'cairn.toml:2: "page.languages" "spanish" must name a language, and ISO 639 has no "spanish"; did you mean "es" (Spanish)?'],
    ['a language offered twice', '[page]\nlanguages = ["es", "ES"]\n', 'cairn.toml:2: "page.languages" "es" and "ES" are the same language (es); keep one'],
    ['a number among the languages', '[page]\nlanguages = ["en", 1]\n', 'cairn.toml:2: "page.languages" must be a list of language tags such as ["en", "es"], got number 1 in it'],
    ['a [page] key under the hint table\'s heading', '[page]\nhint = "Ask."\n[page.hint_by_language]\nes = "Pregunte."\ncolor_scheme = "light"\n', 'cairn.toml:5: "page.hint_by_language" "color_scheme" is a [page] key, written under the [page.hint_by_language] heading, which makes it part of that table; move it above the heading'],
    ['an empty hint', '[page]\nhint = ""\n', 'cairn.toml:2: "page.hint" must not be empty'],
    ['a hint that is not text', '[page.hint_by_language]\nes = ["Pregunte"]\n', 'cairn.toml:2: "page.hint_by_language" "es" must be a string (the hint in that language), got an array'],
    ['a hint under a language written as its name', '[page.hint_by_language]\nspanish = "Pregunte"\n', 'cairn.toml:2: "page.hint_by_language" key "spanish" must name a language, and ISO 639 has no "spanish"; did you mean "es" (Spanish)?'],
    ['one language named twice', '[agency.name_by_language]\nes = "A"\nES = "B"\n', 'cairn.toml:3: "agency.name_by_language" "es" and "ES" are the same language (es); keep one'],
    ['one contact language named twice', '[refusal.contact_by_language]\nar-eg = "A"\nar-EG = "B"\n', 'cairn.toml:3: "refusal.contact_by_language" "ar-eg" and "ar-EG" are the same language (ar-EG); keep one'],
    ['synonyms that are not groups', '[synonyms]\nen = "price cost"\n', 'cairn.toml:2: "synonyms.en" must be a list of word groups such as [["price", "cost", "fee"]], got string "price cost"'],
    ['one group without brackets of its own', '[synonyms]\nen = ["cost", "fee", "precio"]\n', 'cairn.toml:2: "synonyms.en" is a list of words, not of groups: put each group in brackets of its own, en = [["cost", "fee", "precio"]]'],
    ['one word without brackets of its own, no group alone', '[synonyms]\nen = ["cost"]\n', 'cairn.toml:2: "synonyms.en" is a list of words, not of groups: put each group in brackets of its own, en = [["cost", "…"]], with the words it stands for'],
    ['one word twice, in two cases', '[synonyms]\nen = ["cost", "COST "]\n', 'cairn.toml:2: "synonyms.en" is a list of words, not of groups: put each group in brackets of its own, en = [["cost", "…"]], with the words it stands for'],
    ['an empty synonym list', '[synonyms]\nen = []\n', 'cairn.toml:2: "synonyms.en" must be a list of word groups such as [["price", "cost", "fee"]], got an array'],
    ['a synonym group of one word', '[synonyms]\nen = [["price"]]\n', 'cairn.toml:2: "synonyms.en" group 1 needs at least two different words, got ["price"]'],
    ['a synonym of two words', '[synonyms]\nen = [["deadline", "last day"]]\n', 'cairn.toml:2: "synonyms.en" group 1: "last day" is 2 words; a synonym is one word of three letters or more'],
    ['a Korean synonym of three syllables (two bigrams)', '[synonyms]\nko = [["지원금", "보조금"]]\n', 'cairn.toml:2: "synonyms.ko" group 1: "지원금" is 2 terms; a synonym is one term, and in Korean, Chinese, Japanese, Thai, Lao, Khmer or Myanmar text a term is two syllables or characters'],
    ['a word in two synonym groups', '[synonyms]\nen = [["price", "cost"], ["fee", "price"]]\n', 'cairn.toml:2: "synonyms.en" "price" is in group 1 and group 2; put each word in one group'],
    [
      'a hyphened word in a group before its part',
      '[synonyms]\nen = [["e-mail", "inbox"], ["mail", "post"]]\n',
      'cairn.toml:2: "synonyms.en" "mail" in group 2 and "e-mail" in group 1 are both read as mail (a hyphened word is read as its longer part too); put them in one group, or leave one out',
    ],
    [
      'two words of one stem in two synonym groups',
      '[synonyms]\nde = [["anwohnerparken", "bewohnerparkausweis"], ["anwohnerparkausweis", "parkausweis"]]\n',
      'cairn.toml:2: "synonyms.de" "anwohnerparkausweis" in group 2 and "anwohnerparken" in group 1 are both read as anwoh (a word is read by its first 5 letters); put them in one group, or leave one out',
    ],
    [
      'a hyphened word and the same written together in two groups',
      '[synonyms]\nen = [["email", "inbox"], ["e-mail", "post"]]\n',
      'cairn.toml:2: "synonyms.en" "e-mail" in group 2 and "email" in group 1 are both read as email (a hyphened word is read written together too); put them in one group, or leave one out',
    ],
    [
      'one word in two cases in two groups',
      '[synonyms]\nen = [["Price", "cost"], ["fee", "price"]]\n',
      'cairn.toml:2: "synonyms.en" "price" in group 2 and "Price" in group 1 are both read as price (the same word in another case or form); put them in one group, or leave one out',
    ],
    [
      'a synonym group of one word in two forms',
      '[synonyms]\nde = [["Fuß", "FUSS"]]\n',
      'cairn.toml:2: "synonyms.de" group 1 needs at least two different words, got ["Fuß","FUSS"], which Cairn reads as one word (fuss: the same word in another case or form)',
    ],
    [
      'a synonym group of two words of one stem',
      '[synonyms]\ntr = [["kimlik", "kimliği"]]\n',
      'cairn.toml:2: "synonyms.tr" group 1 needs at least two different words, got ["kimlik","kimliği"], which Cairn reads as one word (kimli: a word is read by its first 5 letters)',
    ],
    // A hyphened word's longer part is one of its terms, as in a document: "mail" cannot be in another group.
    ['a hyphened word whose part is in another group', '[synonyms]\nen = [["mail", "post"], ["e-mail", "inbox"]]\n', 'cairn.toml:2: "synonyms.en" "e-mail" in group 2 and "mail" in group 1 are both read as mail (a hyphened word is read as its longer part too); put them in one group, or leave one out'],
    ['a hyphened chain', '[synonyms]\nen = [["out-of-pocket", "copay"]]\n', 'cairn.toml:2: "synonyms.en" group 1: "out-of-pocket" is 2 words; a synonym is one word of three letters or more'],
    ['a synonym language that is no language', '[synonyms]\n"english!" = [["price", "cost"]]\n', 'cairn.toml:2: "synonyms.english!" key must be a BCP 47 language tag such as "en" or "es-MX", got "english!"'],
  ])('rejects %s, naming the key, its line and the file', (_case, text, message) => {
    expect(messageOf(text)).toBe(message);
  });

  it('stores no names or hints by language for an empty table, so the index is as if it were not there', () => {
    expect(parseConfig('[agency.name_by_language]\n', 'cairn.toml').settings).toEqual(DEFAULT_SETTINGS);
    expect(parseConfig('[page.hint_by_language]\n', 'cairn.toml').settings).toEqual(DEFAULT_SETTINGS);
  });

  it.each([
    ['the entry at fault in a table of several', '[retrieval.threshold_by_language]\nes = 0.2\n\n# Arabic\nar = "low"\n', 'cairn.toml:5: "retrieval.threshold_by_language" "ar" must be a number, got string "low"'],
    ['a list written over several lines by its first', '# words\n[synonyms]\nen = [\n  ["price", "cost"],\n  ["fee", "price"],\n]\n', 'cairn.toml:3: "synonyms.en" "price" is in group 1 and group 2; put each word in one group'],
    ['a dotted key above any table', 'retrieval.threshold = 2\n', 'cairn.toml:1: "retrieval.threshold" must be between 0 and 1 (a bounded cosine score), got 2'],
    ['a section written after another', '[agency]\nname = "Town"\n\n[retrieval]\nmax_passages = 0\n', 'cairn.toml:5: "retrieval.max_passages" must be at least 1, got 0'],
    ['max_passages when candidates is left at its default', '[retrieval]\nthreshold = 0.2\nmax_passages = 50\n', 'cairn.toml:3: "retrieval.candidates" (8) must be at least "retrieval.max_passages" (50): composition chooses from the candidates'],
  ])('points at %s', (_case, text, message) => {
    expect(messageOf(text)).toBe(message);
  });

  it('reports every problem of the file at once, in the order the file writes them', () => {
    let caught: unknown;
    try {
      parseConfig('[retrieval]\ntreshold = 0.2\ncandidates = "6"\n\n[agency]\nname = " "\n\n[synonyms]\nen = [["price"]]\n', 'cairn.toml');
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ConfigErrors);
    expect(messagesOf(caught as ConfigErrors)).toEqual([
      'cairn.toml:2: unknown key "retrieval.treshold"; did you mean "retrieval.threshold"?',
      'cairn.toml:3: "retrieval.candidates" must be a whole number, got string "6"',
      'cairn.toml:6: "agency.name" must not be empty',
      'cairn.toml:9: "synonyms.en" group 1 needs at least two different words, got ["price"]',
    ]);
  });

  it('checks candidates against max_passages beside another key\'s problem', () => {
    // Its message is theirs, a line each.
    expect(messageOf('[retrieval]\nmax_passages = 50\n[agency]\nname = " "\n')).toBe(
      'cairn.toml:2: "retrieval.candidates" (8) must be at least "retrieval.max_passages" (50): composition chooses from the candidates\n' +
        'cairn.toml:4: "agency.name" must not be empty',
    );
  });

  it('checks candidates against max_passages only once both are sound', () => {
    expect(messageOf('[retrieval]\nmax_passages = 0\ncandidates = 2\n')).toBe('cairn.toml:2: "retrieval.max_passages" must be at least 1, got 0');
  });

  it('names the line that gave a table or a key first, when the file gives it twice', () => {
    const parser = 'not valid TOML (trying to redefine an already defined table or value';
    expect(messageOf('[retrieval]\nthreshold = 0.2\n[page]\nhint = "Ask"\n[ retrieval ]  # again\ncandidates = 9\n')).toBe(
      `cairn.toml:5: ${parser}, column 2); the table [retrieval] is opened on line 1 too: move this table's keys under that line, and delete this one`,
    );
    expect(messageOf('[page]\nhint = "Ask"\n[retrieval]\nthreshold = 0.2\n\nthreshold = 0.3\n')).toBe(
      `cairn.toml:6: ${parser}, column 1); "threshold" is given on line 4 too: keep one of the two`,
    );
    // The same key in another table is no repeat: the first is named from the table the line is in.
    expect(messageOf('[page]\nhint = "Ask"\n[agency]\nhint = "A"\nhint = "B"\n')).toMatch(/^cairn\.toml:5: .*"hint" is given on line 4 too: keep one of the two$/u);
    // A key in quotes is the same key, and named as TOML reads it.
    expect(messageOf('[retrieval]\nthreshold = 0.2\n"threshold" = 0.3\n')).toBe(`cairn.toml:3: ${parser}, column 1); "threshold" is given on line 2 too: keep one of the two`);
    expect(messageOf("[retrieval]\n'threshold' = 0.2\n # again\n  threshold=0.3\n")).toMatch(/^cairn\.toml:4: .*; "threshold" is given on line 2 too: keep one of the two$/u);
    // Given otherwise (a dotted key made the table, a key twice within braces), said as what it is, never as bad syntax.
    const otherwise = 'a table or key of this name is given twice (once perhaps as part of a dotted key, or within braces on this line): give it once';
    expect(messageOf('retrieval.threshold = 0.2\n[retrieval]\n')).toBe(`cairn.toml:2: ${parser}, column 2); ${otherwise}`);
    expect(messageOf('[page]\nhint_by_language = { es = "a", es = "b" }\n')).toMatch(new RegExp(`^cairn\\.toml:2: not valid TOML \\(trying to redefine an already defined value, column \\d+\\); ${otherwise.replace(/[()]/gu, '\\$&')}$`, 'u'));
    // A list of tables is opened again for each item: a table of its name before it is not this line's first.
    expect(messageOf('[retrieval]\nthreshold = 0.2\n[[retrieval]]\n')).toBe(`cairn.toml:3: ${parser}, column 3); ${otherwise}`);
  });

  it('reports a TOML syntax error with its line', () => {
    expect(messageOf('[retrieval]\nthreshold = = 0.2\n')).toBe('cairn.toml:2: not valid TOML (invalid value, column 13); fix the syntax on that line');
  });

  it.each([
    ['a quote left open', '[agency]\nname = "Town\n', 'control characters are not allowed in strings, column 13', 'close the quote this value opens'],
    ['a single quote left open, a backslash in it (no escape in single quotes)', "[agency]\nname = 'Town \\\n", 'control characters are not allowed in strings, column 15', 'close the quote this value opens'],
    ['a string of several lines left open', '[page]\nhint = """Ask\n', 'unfinished string, column 8', 'close the quote this value opens, with """ after its last line'],
    ['a double quote inside a value in double quotes', '[page]\nhint = "Ask about "fees" here"\n', 'each key-value declaration must be followed by an end-of-line, column 20', 'the value holds its own quote; write it as hint = "Ask about \\"fees\\" here"'],
    ['a single quote inside a value in single quotes', "[page]\nhint = 'Ask at Joe's'\n", 'each key-value declaration must be followed by an end-of-line, column 20', 'the value holds its own quote; write it as hint = "Ask at Joe\'s"'],
    ['text not in quotes', '[agency]\nname = Town Hall\n', 'invalid value, column 8', 'text must be in quotes: name = "Town Hall"'],
    ['text not in quotes, a comment after it', '[agency]\nname = Town Hall # ours\n', 'invalid value, column 8', 'text must be in quotes: name = "Town Hall"'],
    ['a yes for true', '[index]\noffline = Yes\n', 'invalid value, column 11', 'true or false are written in lower case, without quotes: offline = true'],
    ['text after a closed value', '[agency]\nname = "Town" Hall\n', 'each key-value declaration must be followed by an end-of-line, column 15', 'fix the syntax on that line'],
    ['a colon for "=", as front matter writes it', '[language]\ndefault: "en"\n', 'illegal character in key, column 8', 'a key and its value are joined by "=": default = "en"'],
    ['a web address alone on its line (no key to join)', '[agency]\nhttps://example.org\n', 'illegal character in key, column 6', 'fix the syntax on that line'],
    ['a colon for "=", text not in quotes', '[agency]\nname: Town Hall\n', 'illegal character in key, column 5', 'a key and its value are joined by "="; text must be in quotes: name = "Town Hall"'],
    ['a colon for "=", a yes for true', '[index]\noffline: yes\n', 'illegal character in key, column 8', 'a key and its value are joined by "="; true or false are written in lower case, without quotes: offline = true'],
    ['a colon for "=", a quote left open', '[agency]\nname: "Town Hall\n', 'illegal character in key, column 5', 'a key and its value are joined by "="; close the quote this value opens'],
    ['a table written as front matter writes a key with nothing after it', '# ours\nagency:\n  name: Town\n', 'illegal character in key, column 7', "a table's name is written in brackets: [agency]"],
  ])('says how to fix %s, read from the line itself', (_case, text, parser, fix) => {
    expect(messageOf(text)).toBe(`cairn.toml:2: not valid TOML (${parser}); ${fix}`);
  });

  it('names where a list left open begins, not the next key where the parser stops (an operator trial, session 48)', () => {
    expect(messageOf('[synonyms]\nen = [["price", "cost"]\n\n[retrieval]\nthreshold = 0.2\n')).toBe(
      'cairn.toml:2: not valid TOML (expected comma or end of structure, line 4 column 1); the list this line opens is not closed before line 4: end it with "]"',
    );
    // At the end of the file, and after a comma (the parser reads the next table's name as a value).
    expect(messageOf('[synonyms]\nen = [["price", "cost"]')).toBe(
      'cairn.toml:2: not valid TOML (expected comma or end of structure, line 2 column 24); the list this line opens is not closed before the end of the file: end it with "]"',
    );
    expect(messageOf('[synonyms]\nen = [\n  ["a", "b"],\n  ["c", "d"],\n\n[retrieval]\nthreshold = 0.2\n')).toBe(
      'cairn.toml:4: not valid TOML (invalid value, line 6 column 2); the list opened on line 2 is not closed before line 6: end this line with "]"',
    );
    expect(messageOf('[agency]\nname = { short = "Town"\nfull = "x"\n')).toBe(
      'cairn.toml:2: not valid TOML (expected comma or end of structure, line 3 column 1); the table this line opens is not closed before line 3: end it with "}"',
    );
  });

  it('reads past what is not a bracket of a value: strings, comments, table names', () => {
    // Brackets in a string, an escaped quote, a string of several lines and a comment; a table's name before the list.
    const before = '[page]\nhint = "a \\" ["  # ] [\n[page.hint_by_language]\nes = \'\'\'x [\n]] y\'\'\'\n[synonyms]\n';
    expect(messageOf(`${before}en = [\n  ["a]", "b"],  # [\n  ["c", "d"]\n\n# x\nes = []\n`)).toBe(
      'cairn.toml:9: not valid TOML (expected comma or end of structure, line 12 column 1); the list opened on line 7 is not closed before line 12: end this line with "]"',
    );
  });

  it('says an item with no comma before it, on a line of its own, needs one on the line before', () => {
    expect(messageOf('[synonyms]\nen = [\n  ["a", "b"]\n  ["c", "d"]\n]\n')).toBe(
      'cairn.toml:3: not valid TOML (expected comma or end of structure, line 4 column 3); the items of the list opened on line 2 are parted by commas: end this line with ","',
    );
    // Inside a line, the parser's line, as before: the list is not what is wrong.
    expect(messageOf('[synonyms]\nen = [\n  ["a", "b"],\n  ["c" "d"],\n]\n')).toBe('cairn.toml:4: not valid TOML (expected comma or end of structure, column 8); fix the syntax on that line');
    expect(messageOf('[synonyms]\nen = [["a" "b"]]\n')).toBe('cairn.toml:2: not valid TOML (expected comma or end of structure, column 12); fix the syntax on that line');
  });

  it('says a table name left open is closed with its bracket', () => {
    expect(messageOf('[agency\nname = "Town"\n')).toBe(`cairn.toml:1: not valid TOML (illegal character in key, column 8); close the table's name with "]": [agency]`);
    expect(messageOf('# ours\n[[agency.office  # the main one\nname = "Town"\n')).toBe(
      `cairn.toml:2: not valid TOML (illegal character in key, column 18); close the table's name with "]]": [[agency.office]]`,
    );
  });

  it('suggests a line that, written in, reads as the value meant', () => {
    const lines = [
      ['hint = "Ask about "fees" here"', 'Ask about "fees" here'],
      ['hint = "Ask about "fees" here" # the hint', 'Ask about "fees" here'],
      ['hint = "Line one\\nsay "hi""', 'Line one\nsay "hi"'],
      ["hint = 'Ask at Joe's' # c", "Ask at Joe's"],
      ["hint = 'C:\\docs 'x''", "C:\\docs 'x'"],
      ['hint = Ask us # later', 'Ask us'],
    ];
    for (const [line, meant] of lines) {
      const suggested = messageOf(`[page]\n${line}\n`).split(/write it as |in quotes: /u)[1]!;
      expect(parseConfig(`[page]\n${suggested}\n`, 'cairn.toml').settings.hint).toBe(meant);
    }
  });

  it('takes a word of two hyphened parts, one short, as one word of a group, as a document reads it', () => {
    const { settings } = parseConfig('[synonyms]\nen = [["e-mail", "inbox"], ["Wi-Fi", "wireless"], ["x-ray", "xray", "radiograph"]]\n', 'cairn.toml');
    expect(settings.synonyms).toEqual({ en: [['e-mail', 'inbox'], ['Wi-Fi', 'wireless'], ['x-ray', 'xray', 'radiograph']] });
  });

  it('reads synonym groups per language, canonicalising the tag and keeping the words as written', () => {
    const { settings } = parseConfig('[synonyms]\nEN = [["price", " cost ", "fee"], ["deadline", "due"]]\nes = [["precio", "costo"]]\n', 'cairn.toml');
    expect(settings.synonyms).toEqual({ en: [['price', 'cost', 'fee'], ['deadline', 'due']], es: [['precio', 'costo']] });
  });
});

describe('lineOfKey', () => {
  const text = [
    '# Cairn settings', //                       1
    'agency.name = "Town"', //                   2
    '[refusal]', //                              3
    'contact = """', //                          4
    'threshold = 0.5', //                        5: inside the string, not a key
    '"""', //                                    6
    '', //                                       7
    '[retrieval]', //                            8
    'threshold_by_language = { es = 0.2 }', //   9
    'threshold = 0.3', //                        10
  ].join('\n');

  it.each([
    [['agency'], 2],
    [['agency', 'name'], 2],
    [['refusal'], 3],
    [['refusal', 'contact'], 4],
    [['retrieval'], 8],
    [['retrieval', 'threshold_by_language', 'es'], 9],
    [['retrieval', 'threshold'], 10],
  ])('finds %j on line %i', (path, line) => {
    expect(lineOfKey(text, path)).toBe(line);
  });

  it('finds the line in a file with Windows line endings', () => {
    expect(lineOfKey(text.replaceAll('\n', '\r\n'), ['retrieval', 'threshold'])).toBe(10);
    expect(messageOf('[agency]\r\nname = "x"\r\n[retrieval]\r\nthreshold = 2\r\n')).toBe('cairn.toml:4: "retrieval.threshold" must be between 0 and 1 (a bounded cosine score), got 2');
  });

  it('finds nothing for a key the text does not define, nor inside a string that only looks like one', () => {
    expect(lineOfKey(text, ['refusal', 'threshold'])).toBeUndefined();
    expect(lineOfKey(text, ['index'])).toBeUndefined();
  });
});

describe('[messages.LANG]', () => {
  // The English table as cairn.toml writes it (docs/messages-en.toml), with every message in another language's dress.
  const template = readFileSync(join(import.meta.dirname, '../../../docs/messages-en.toml'), 'utf8');
  const table = (lang: string, edit: (lines: string[]) => string[] = (lines) => lines) => {
    const lines = template.split('\n').filter((line) => /^[a-z_]+ = /u.test(line));
    return [`[messages.${lang}]`, ...edit(lines.map((line) => line.replace(' = "', ' = "RU ')))].join('\n');
  };

  it("reads docs/messages-en.toml as Cairn's English table, message for message", () => {
    expect(parseConfig(template, 'cairn.toml').settings.messages).toEqual({ en: MESSAGES.en });
  });

  it('reads a whole table under its canonical tag, each message as written', () => {
    const { messages } = parseConfig(table('RU'), 'cairn.toml').settings;
    expect(Object.keys(messages!)).toEqual(['ru']);
    expect(messages!.ru!.statusRefused).toBe("RU No answer found in the agency's documents. {contact}");
    expect(messages!.ru!.crossLanguageNotice).toBe('RU No {language} document answers this. The passage below is quoted, untranslated, from a document in {sourceLanguage}.');
    expect(Object.keys(messages!.ru!).sort()).toEqual(Object.keys(MESSAGES.en!).sort());
  });

  it('stores nothing for an empty [messages], so the index is as if it were not there', () => {
    expect(parseConfig('[messages]\n', 'cairn.toml').settings).toEqual(DEFAULT_SETTINGS);
  });

  it("takes a table in a language Cairn speaks as the messages it words its own way, the rest Cairn's of that language", () => {
    const refusal = "No passage of {agency}'s pages answers this. Try other words, or ask at the desk.";
    const { messages } = parseConfig(`[messages.en]\nrefusal = "${refusal}"\n\n[messages.es-MX]\nsources_label = "Fuentes consultadas"\n`, 'cairn.toml').settings;
    expect(messages).toEqual({ en: { ...MESSAGES.en, refusal }, 'es-MX': { ...MESSAGES.es, sourcesLabel: 'Fuentes consultadas' } });
    // A regional table fills from the agency's own table of its language before Cairn's; so one in a language Cairn
    // has no table for may be partial beside a whole one.
    const agency = parseConfig(`[messages.es]\nrefusal = "${refusal}"\n\n[messages.es-MX]\nsources_label = "Fuentes"\n\n${table('pt')}\n\n[messages.pt-BR]\nsources_label = "Fontes"\n`, 'cairn.toml').settings.messages!;
    expect(agency['es-MX']).toEqual({ ...MESSAGES.es, refusal, sourcesLabel: 'Fuentes' });
    expect(agency['pt-BR']).toEqual({ ...agency.pt, sourcesLabel: 'Fontes' });
    expect(agency.pt!.refusal).toBe(`RU ${MESSAGES.en!.refusal}`);
    // Its placeholders are still checked; in another language every message is still needed (the next cases).
    expect(() => parseConfig('[messages.ar]\nrefusal = "لا جواب."\n', 'cairn.toml')).toThrow(
      `cairn.toml:2: "messages.ar" "refusal" uses none; it must use {agency}, as the English message does ("${MESSAGES.en!.refusal}")`,
    );
  });

  it.each([
    ['a message left out', table('ru', (lines) => lines.filter((l) => !l.startsWith('status_refused ') && !l.startsWith('sources_label '))), 'cairn.toml:1: "messages.ru" lacks sources_label, status_refused; give every message (docs/messages-en.toml has each in English), or a reply would mix two languages'],
    ['a message named as code names it', table('ru', (lines) => [...lines, 'statusRefused = "Нет ответа. {contact}"']), 'cairn.toml:21: "messages.ru" has no message "statusRefused"; did you mean "status_refused"?'],
    [
      'a message Cairn does not have',
      table('ru', (lines) => [...lines, 'status_thanks = "Спасибо"']),
      'cairn.toml:21: "messages.ru" has no message "status_thanks"; the messages are those of docs/messages-en.toml',
    ],
    [
      'a placeholder left out',
      table('ru', (lines) => lines.map((l) => (l.startsWith('status_refused ') ? 'status_refused = "Нет ответа."' : l))),
      'cairn.toml:10: "messages.ru" "status_refused" uses none; it must use {contact}, as the English message does ("No answer found in the agency\'s documents. {contact}")',
    ],
    [
      'a placeholder Cairn does not fill',
      table('ru', (lines) => lines.map((l) => (l.startsWith('status_answered ') ? 'status_answered = "Ответ: {titel}."' : l))),
      'cairn.toml:6: "messages.ru" "status_answered" uses {titel}; it must use {title}, as the English message does ("Answer found in {title}.")',
    ],
    ['an empty message', table('ru', (lines) => lines.map((l) => (l.startsWith('sources_label ') ? 'sources_label = " "' : l))), 'cairn.toml:5: "messages.ru" "sources_label" must not be empty'],
    ['a message that is not text', table('ru', (lines) => lines.map((l) => (l.startsWith('sources_label ') ? 'sources_label = 3' : l))), 'cairn.toml:5: "messages.ru" "sources_label" must be a string, got number 3'],
    ['a language that is no tag', '[messages]\n"russian!" = {}\n', 'cairn.toml:2: "messages.russian!" key must be a BCP 47 language tag such as "en" or "es-MX", got "russian!"'],
    ['a country code for a language', '[messages.ua]\n', 'cairn.toml:1: "messages.ua" key must name a language, and ISO 639 has no "ua"; did you mean "uk" (Ukrainian)?'],
    ['a table that is not one', '[messages]\nru = "Нет ответа"\n', 'cairn.toml:2: "messages.ru" must be a table ([messages.ru]) of messages, got string "Нет ответа"'],
    ['one language twice', `${table('ru')}\n${table('RU')}`, 'cairn.toml:1: "messages.ru" and "messages.RU" are the same language (ru); keep one'],
  ])('rejects %s, naming the message, its line and the file', (_case, text, message) => {
    expect(messageOf(text)).toBe(message);
  });
});

describe('[page_words.LANG]', () => {
  // The page's English words as cairn.toml writes them (docs/page-words-en.toml), each in another language's dress.
  const template = readFileSync(join(import.meta.dirname, '../../../docs/page-words-en.toml'), 'utf8');
  const table = (lang: string, edit: (lines: string[]) => string[] = (lines) => lines) => {
    const lines = template.split('\n').filter((line) => /^[a-z_]+ = /u.test(line));
    return [`[page_words.${lang}]`, ...edit(lines.map((line) => line.replace(' = "', ' = "RU ')))].join('\n');
  };
  // The line a string is on in `table`: its place among the template's entries, after the heading.
  const lineOf = (name: string) => template.split('\n').filter((line) => /^[a-z_]+ = /u.test(line)).findIndex((line) => line.startsWith(`${name} = `)) + 2;

  it('reads docs/page-words-en.toml as a whole table of the outline, string for string', () => {
    const { pageWords } = parseConfig(template, 'cairn.toml').settings;
    expect(Object.keys(pageWords!)).toEqual(['en']);
    expect(Object.keys(pageWords!.en!)).toEqual(Object.keys(PAGE_WORDS));
    expect(pageWords!.en!.send).toBe('Send');
  });

  it('reads a whole table under its canonical tag, each string as written, and leaves the messages alone', () => {
    const { settings } = parseConfig(table('RU'), 'cairn.toml');
    expect(Object.keys(settings.pageWords!)).toEqual(['ru']);
    expect(settings.pageWords!.ru!.send).toBe('RU Send');
    expect(settings.pageWords!.ru!.errorQuestionTooLong).toBe('RU That question is too long ({length} characters). Use at most {limit} characters.');
    expect(settings.messages).toBeUndefined();
  });

  it('fills language_changed_without_words, said only in English, when a table leaves it out', () => {
    const { settings } = parseConfig(table('ru', (lines) => lines.filter((l) => !l.startsWith('language_changed_without_words '))), 'cairn.toml');
    expect(settings.pageWords!.ru!.languageChangedWithoutWords).toBe("{language} chosen. The page's buttons and labels stay in English.");
    expect(settings.pageWords!.ru!.languageChanged).toBe('RU Page language: {language}.');
  });

  it('stores nothing for an empty [page_words], so the index is as if it were not there', () => {
    expect(parseConfig('[page_words]\n', 'cairn.toml').settings).toEqual(DEFAULT_SETTINGS);
  });

  it.each([
    ['a string left out', table('ru', (lines) => lines.filter((l) => !l.startsWith('send ') && !l.startsWith('skip_link '))), 'cairn.toml:1: "page_words.ru" lacks skip_link, send; give every string (docs/page-words-en.toml has each in English), or the page would mix two languages'],
    ['a string the page does not have', table('ru', (lines) => [...lines, 'thanks = "Спасибо"']), 'cairn.toml:151: "page_words.ru" has no string "thanks"; the strings are those of docs/page-words-en.toml'],
    ['a string named as code names it', table('ru', (lines) => [...lines, 'skipLink = "К вопросу"']), 'cairn.toml:151: "page_words.ru" has no string "skipLink"; did you mean "skip_link"?'],
    ['a misspelt string', table('ru', (lines) => [...lines, 'contact_heding = "Связаться"']), 'cairn.toml:151: "page_words.ru" has no string "contact_heding"; did you mean "contact_heading"?'],
    [
      'a placeholder left out',
      table('ru', (lines) => lines.map((l) => (l.startsWith('error_question_too_long ') ? 'error_question_too_long = "Слишком длинный вопрос: {length}."' : l))),
      `cairn.toml:${lineOf('error_question_too_long')}: "page_words.ru" "error_question_too_long" uses {length}; it must use {length}, {limit}, as the English does (docs/page-words-en.toml)`,
    ],
    [
      'a placeholder added',
      table('ru', (lines) => lines.map((l) => (l.startsWith('send ') ? 'send = "Отправить {question}"' : l))),
      `cairn.toml:${lineOf('send')}: "page_words.ru" "send" uses {question}; it must use none, as the English does (docs/page-words-en.toml)`,
    ],
    [
      'a placeholder no value fills, as the page reads braces',
      table('ru', (lines) => lines.map((l) => (l.startsWith('question_left ') ? 'question_left = "Осталось: {count} {__proto__}"' : l))),
      `cairn.toml:${lineOf('question_left')}: "page_words.ru" "question_left" uses {__proto__}, {count}; it must use {count}, as the English does (docs/page-words-en.toml)`,
    ],
    ['an empty string', table('ru', (lines) => lines.map((l) => (l.startsWith('send ') ? 'send = ""' : l))), `cairn.toml:${lineOf('send')}: "page_words.ru" "send" must not be empty`],
    ['a string that is not text', table('ru', (lines) => lines.map((l) => (l.startsWith('send ') ? 'send = true' : l))), `cairn.toml:${lineOf('send')}: "page_words.ru" "send" must be a string, got boolean true`],
    ['a table that is not one', '[page_words]\nru = "Спросить"\n', 'cairn.toml:2: "page_words.ru" must be a table ([page_words.ru]) of strings, got string "Спросить"'],
    ['one language twice', `${table('ru')}\n${table('RU')}`, 'cairn.toml:1: "page_words.ru" and "page_words.RU" are the same language (ru); keep one'],
  ])('rejects %s, naming the string, its line and the file', (_case, text, message) => {
    expect(messageOf(text)).toBe(message);
  });
});

/** The sentence before the first question: the agency's (`[page] hint`), else the page's own. */
import { hintFor, type Hints } from '../engine/format/settings.ts';
import { directionOf } from '../engine/text/language.ts';
import { isolateLtrRuns } from '../engine/text/ltr-runs.ts';
import { markedOtherThan } from './marked-language.ts';

/** A paragraph's text, with its language and direction where they are not those of the words around it. */
export interface MarkedText {
  text: string;
  lang?: string;
  dir?: 'ltr' | 'rtl';
}

/**
 * The hint a page in `lang`, whose own words are in `chrome` (English controls on a Russian page), shows: the agency's,
 * marked with its language when that is not `chrome`'s, its numbers and Latin names isolated in right-to-left text as
 * a contact's are (the agency wrote it); else `own`, the page's sentence in `chrome`.
 */
export function pageHint(hints: Hints, lang: string, chrome: string, own: string): MarkedText {
  const agency = hintFor(hints, lang, chrome);
  if (agency === undefined) return { text: own };
  const mark = markedOtherThan(chrome, agency.lang);
  return { text: isolateLtrRuns(agency.text, mark.dir ?? directionOf(chrome)).text, ...mark };
}

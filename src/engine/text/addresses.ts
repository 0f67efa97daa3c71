/**
 * Web and e-mail addresses in text. One definition for the tokenizer, which reads no words in an address (its parts
 * are not what a passage says, and a link's address kept after its words would otherwise add "https", "www", "help"
 * and the domain's words to every passage that links), and for the page, which makes them links.
 */

/**
 * A web address written with its scheme (in any case, full-width forms too, as NFKC reads them), not in the middle of
 * a Latin word, to white space or a mark no address holds unescaped: a double quote, an angle bracket, a dash or an
 * ellipsis, "|", the punctuation of Arabic and Chinese text ("،", "؟", "。"), or text of a script written without
 * spaces (Chinese, Japanese, Korean, Thai, Lao, Khmer, Myanmar), whose words may stand against it. A bare
 * "example.gov" is not one (it could be a file name or a sentence's end). Arabic or Hebrew letters written against an
 * address stay in it: a page's path may be written in them.
 */
const NO_ADDRESS_SCRIPT = '\\p{Script=Han}|\\p{Script=Hiragana}|\\p{Script=Katakana}|\\p{Script=Hangul}|\\p{Script=Thai}|\\p{Script=Lao}|\\p{Script=Khmer}|\\p{Script=Myanmar}';
export const WEB_ADDRESS = new RegExp(
  `(?<![A-Za-z0-9\\uFF21-\\uFF3A\\uFF41-\\uFF5A\\uFF10-\\uFF19])[hｈ][tｔ][tｔ][pｐ][sｓ]?[:：][/／][/／](?:(?!${NO_ADDRESS_SCRIPT})[^\\s<>"،؛؟。，、；：！？「」『』（）—–…|])+`,
  'giu',
);

/**
 * An e-mail address: a local part of Latin letters, digits and the marks addresses use, starting with a letter or digit
 * (so the Hebrew "ל-" before one, "to", stays outside it) and not in the middle of a word of a script that spaces its
 * words ("γραφείο1@" is no "1@"; Chinese puts its words against an address),
 * "@", and a domain of two labels or more, which ends where Chinese, Japanese or Korean text resumes.
 */
export const EMAIL_ADDRESS = /(?<![\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}\p{N}._%+'])[\p{Script=Latin}\p{Nd}][\p{Script=Latin}\p{Nd}._%+'-]*@(?:(?!\p{Script=Han}|\p{Script=Hiragana}|\p{Script=Katakana}|\p{Script=Hangul})[\p{L}\p{N}-])+(?:\.(?:(?!\p{Script=Han}|\p{Script=Hiragana}|\p{Script=Katakana}|\p{Script=Hangul})[\p{L}\p{N}-])+)+/gu;
/** What a sentence puts after an address, not part of it (a closing bracket only when its partner is outside it). */
const TRAILING = /[.,;:!?'"»”’]+$/u;

/** `raw` without what a sentence puts after it, and without a closing bracket whose opening one it does not hold. */
export function withoutTrailing(raw: string): string {
  let text = raw;
  for (let before = ''; before !== text; ) {
    before = text;
    text = text.replace(TRAILING, '');
    const last = text[text.length - 1];
    const open = { ')': '(', ']': '[', '}': '{' }[last ?? ''];
    if (open !== undefined && text.split(open).length <= text.split(last!).length - 1) text = text.slice(0, -1);
  }
  return text;
}

/** What every address holds: a test that passes over most text at once. */
const ADDRESS_MARK = /[:：][/／][/／]|@/u;

/** `text` with each web and e-mail address made spaces, unit for unit: every other character stays where it was. */
export function withoutAddresses(text: string): string {
  if (!ADDRESS_MARK.test(text)) return text;
  const spaces = (address: string) => ' '.repeat(address.length);
  return text.replace(WEB_ADDRESS, spaces).replace(EMAIL_ADDRESS, spaces);
}

/**
 * Web addresses in text. One definition for the tokenizer, which reads no words in an address (its parts are not what
 * a passage says, and a link's address kept after its words would otherwise add "https", "www" and the domain's words
 * to every passage that links), and for the page, which makes them links.
 */

/**
 * A web address written with its scheme, to white space or a mark no address holds unescaped: a double quote, an angle
 * bracket, the punctuation of Arabic and Chinese text ("،", "؟", "。"), or Chinese, Japanese or Korean text. A bare
 * "example.gov" is not one (it could be a file name or a sentence's end). Case-insensitive: the tokenizer reads folded text.
 */
export const WEB_ADDRESS = /\bhttps?:\/\/(?:(?!\p{Script=Han}|\p{Script=Hiragana}|\p{Script=Katakana}|\p{Script=Hangul})[^\s<>"،؛؟。，、；：！？「」『』（）])+/giu;

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

/** `text` with each web address made spaces, unit for unit: every other character stays where it was. */
export function withoutWebAddresses(text: string): string {
  return text.includes('://') ? text.replace(WEB_ADDRESS, (address) => ' '.repeat(address.length)) : text;
}

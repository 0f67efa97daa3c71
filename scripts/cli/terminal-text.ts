/** Text from corpus documents, file names and questions, made safe to print to a terminal. */

// Every C0 control but tab and newline, DEL, and every C1 control. Carriage return is among them: on a terminal it
// moves back to the start of the line, so the text after it would overwrite what came before.
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/gu;

/**
 * `text` with each control character other than newline and tab shown as `\x` and two lowercase hex digits (ESC
 * becomes the four characters `\x1b`, U+009B becomes `\x9b`), so a document or a question cannot clear the screen,
 * retitle the window, plant a hyperlink or write the clipboard through an escape sequence. Everything else,
 * bidirectional isolates included, is left as it is. Apply it where the CLI prints for people; JSON output needs no
 * such treatment and must stay parseable as written.
 */
export function terminalText(text: string): string {
  return text.replace(CONTROL, (control) => `\\x${control.charCodeAt(0).toString(16).padStart(2, '0')}`);
}

// JSON.stringify escapes C0 controls but writes DEL and the C1 controls (U+0080–U+009F) raw, and a terminal can act
// on a C1 control (U+009B is a one-character CSI).
const RAW_IN_JSON = /[\u007f-\u009f]/gu;

/**
 * JSON text with DEL and the C1 controls written as `\u` escapes: the same JSON value when parsed, nothing a terminal
 * acts on when printed. They can only occur inside strings (JSON's own syntax is ASCII), where the escape is valid.
 */
export function terminalJson(json: string): string {
  return json.replace(RAW_IN_JSON, (control) => `\\u${control.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

const FSI = '\u2068';
const PDI = '\u2069';
// The scripts written right to left (as `ltr-runs.ts` counts them), and the characters that set direction.
const RIGHT_TO_LEFT = /[\p{scx=Arabic}\p{scx=Hebrew}\p{scx=Syriac}\p{scx=Thaana}\p{scx=Nko}]/u;
const DIRECTION_CONTROL = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;
const LINE_BREAK = /[\n\t\u2028\u2029]+/gu;

/**
 * A resident's or a document's text as one field of a row: on one line, at most `length` code points, its direction
 * controls shown escaped (a question's U+202E cannot reverse the row), and isolated when it holds right-to-left text,
 * so an Arabic word does not carry the row's count to its other side. Control characters are left to `terminalText`.
 */
export function terminalField(text: string, length: number): string {
  const points = [...text.replace(LINE_BREAK, ' ')];
  const cut = points.length > length ? `${points.slice(0, length - 1).join('')}…` : points.join('');
  const shown = cut.replace(DIRECTION_CONTROL, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
  return RIGHT_TO_LEFT.test(shown) ? `${FSI}${shown}${PDI}` : shown;
}

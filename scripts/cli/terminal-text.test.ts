import { describe, expect, it } from 'vitest';
import { terminalJson, terminalText } from './terminal-text.ts';

describe('terminalText', () => {
  it.each([
    ['clear screen (CSI 2J)', '\u001b[2J', '\\x1b[2J'],
    ['a window title (OSC 0, ended by BEL)', '\u001b]0;pwned\u0007', '\\x1b]0;pwned\\x07'],
    ['a hyperlink (OSC 8, ended by ST)', '\u001b]8;;https://evil.example/\u001b\\here\u001b]8;;\u001b\\', '\\x1b]8;;https://evil.example/\\x1b\\here\\x1b]8;;\\x1b\\'],
    ['a clipboard write (OSC 52)', '\u001b]52;c;cm0gLXJmIH4=\u0007', '\\x1b]52;c;cm0gLXJmIH4=\\x07'],
    ['a carriage return, which would overwrite the line', 'safe\rEVIL', 'safe\\x0dEVIL'],
    ['NUL, vertical tab, form feed and DEL', 'a\u0000b\u000bc\u000cd\u007f', 'a\\x00b\\x0bc\\x0cd\\x7f'],
    ['the C1 controls, CSI first and APC last', '\u0080\u009b2J\u009f', '\\x80\\x9b2J\\x9f'],
  ])('escapes %s', (_case, text, shown) => {
    expect(terminalText(text)).toBe(shown);
  });

  it('keeps newline, tab, bidi isolates and every printable character, and leaves backslashes as they are', () => {
    const text = 'How much?\n\tكم؟ \u2068[1]\u2069 café ¥ \u00a0 \\x1b 😀';
    expect(terminalText(text)).toBe(text);
  });
});

describe('terminalJson', () => {
  it('writes DEL and the C1 controls as \\u escapes, and parses back to the same value', () => {
    const value = { text: 'a\u009b2Jb\u007fc\u0085 ñ \u00a0 \u001b' };
    const json = JSON.stringify(value);
    expect(terminalJson(json)).toBe('{"text":"a\\u009b2Jb\\u007fc\\u0085 ñ \u00a0 \\u001b"}');
    expect(JSON.parse(terminalJson(json))).toEqual(value);
  });
});

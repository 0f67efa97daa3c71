/** What the page is told before its worker loads anything: the agency's words for the page among it. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildIndex, shardIndex } from '../../src/engine/index.ts';
import { DEFAULT_SETTINGS } from '../../src/engine/format/settings.ts';
import { PROJECT_ROOT } from '../project-paths.ts';
import { siteInfo, withPageLanguage } from './site-info.ts';

const corpus = [{ path: 'a.md', bytes: new TextEncoder().encode('---\nid: a\ntitle: Fees\nlang: en\n---\n\nThe fee is twenty dollars a year.\n') }];

describe('siteInfo', () => {
  it("carries the agency's words for the page from a single index and a sharded one, and none where it gave none", () => {
    const words = { es: { send: 'Preguntar' } };
    const worded = buildIndex(corpus, { ...DEFAULT_SETTINGS, pageWords: words }).index!;
    expect(siteInfo(worded).pageWords).toEqual(words);
    expect(siteInfo(JSON.parse(shardIndex(worded).manifest)).pageWords).toEqual(words);
    expect(siteInfo(buildIndex(corpus, DEFAULT_SETTINGS).index!)).not.toHaveProperty('pageWords');
  });
});

describe('withPageLanguage', () => {
  const shell = readFileSync(join(PROJECT_ROOT, 'index.html'), 'utf8');

  it("marks the page's shell in the language its words open in, and the English noscript sentence as English", () => {
    const german = withPageLanguage(shell, 'de', 'ltr');
    expect(german).toContain('<html lang="de" dir="ltr">');
    expect(german).toContain("<noscript lang=\"en\" dir=\"ltr\">This assistant needs JavaScript to search the agency's documents on your device.</noscript>");
    // No description in German: the English one stays, and cannot say it is English.
    expect(german).toContain('<meta name="description" content="Answers quoted from the agency\'s own published documents, or a plain refusal and a person to ask." />');
  });

  it('gives a Spanish or Arabic page its description and noscript sentence in its own words', () => {
    const arabic = withPageLanguage(shell, 'ar', 'rtl');
    expect(arabic).toContain('<html lang="ar" dir="rtl">');
    expect(arabic).toContain('<meta name="description" content="إجابات مقتبسة من المستندات التي تنشرها الجهة نفسها، أو اعتذار واضح مع شخص يمكن سؤاله." />');
    expect(arabic).toContain('<noscript>يحتاج هذا المساعد إلى JavaScript للبحث في مستندات الجهة على جهازك.</noscript>');
    const spanish = withPageLanguage(shell, 'es', 'ltr');
    expect(spanish).toContain('<html lang="es" dir="ltr">');
    expect(spanish).toContain('<noscript>Este asistente necesita JavaScript para buscar en los documentos de la agencia desde su dispositivo.</noscript>');
    expect(spanish).not.toContain('Answers quoted');
    expect(spanish).not.toContain('This assistant');
  });

  it('leaves an English shell as it is', () => {
    expect(withPageLanguage(shell, 'en', 'ltr')).toBe(shell);
  });

  it('stops the build when the shell no longer holds what it sets', () => {
    expect(() => withPageLanguage(shell.replace('<html lang="en" dir="ltr">', '<html>'), 'de', 'ltr')).toThrow(
      'index.html: expected <html lang="en" dir="ltr">, <meta name="description" …> and <noscript>, which the build sets in the page\'s language',
    );
  });
});

/**
 * The language selector: every language Cairn can speak, by its own name, each marked with its own `lang`.
 *
 * Choosing in the list changes nothing until the button beside it, or Enter in the list, is pressed (WCAG 3.2.2,
 * technique G80): in Chromium each arrow key on a closed list is a change, and switching the whole interface (and its
 * direction) at every step past Arabic, English and Spanish would move a screen reader's voice and the page under the
 * resident's fingers. The button speaks the language chosen in the list (English, so marked, for a language without
 * interface strings), so a resident who cannot read the current one can still read it; once the page has switched, it
 * says so (`languageChanged`, or `languageChangedWithoutWords` for a language the page has no words in, in `app.tsx`).
 */
import { useEffect, useState } from 'preact/hooks';
import { directionOf, type LanguageInfo } from '../engine/text/language.ts';
import { uiStringsLanguage, type UiTables } from './strings.ts';

interface LanguageSelectProps {
  label: string;
  languages: readonly LanguageInfo[];
  value: string;
  /** The page's tables of words: the button is named in the chosen language's, where the page has one. */
  tables: UiTables;
  onChange: (lang: string) => void;
}

export function LanguageSelect({ label, languages, value, tables, onChange }: LanguageSelectProps) {
  const [chosen, setChosen] = useState(value);
  // A language set from elsewhere (the browser's, the one remembered) is what the list shows.
  useEffect(() => setChosen(value), [value]);
  const buttonLanguage = uiStringsLanguage(chosen, tables);
  return (
    <form
      class="language-select"
      onSubmit={(event) => {
        event.preventDefault();
        if (chosen !== value) onChange(chosen);
      }}
    >
      <label for="language">{label}</label>
      <select
        id="language"
        value={chosen}
        onChange={(event) => setChosen((event.target as HTMLSelectElement).value)}
        // Enter confirms what the arrows chose, as in a form's field, rather than opening the list again.
        onKeyDown={(event) => {
          if (event.key !== 'Enter' || event.isComposing) return;
          event.preventDefault();
          const picked = (event.currentTarget as HTMLSelectElement).value;
          setChosen(picked);
          if (picked !== value) onChange(picked);
        }}
      >
        {languages.map((language) => (
          <option key={language.code} value={language.code} lang={language.code} dir={language.dir}>
            {language.endonym}
          </option>
        ))}
      </select>
      <button type="submit" class="language-apply button-secondary" lang={buttonLanguage} dir={directionOf(buttonLanguage)}>
        {tables[buttonLanguage]!.languageApply}
      </button>
    </form>
  );
}

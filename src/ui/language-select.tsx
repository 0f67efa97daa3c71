/** The language selector: every language Cairn can speak, by its own name, each marked with its own `lang`. */
import type { LanguageInfo } from '../engine/text/language.ts';

interface LanguageSelectProps {
  label: string;
  languages: readonly LanguageInfo[];
  value: string;
  onChange: (lang: string) => void;
}

export function LanguageSelect({ label, languages, value, onChange }: LanguageSelectProps) {
  return (
    <div class="language-select">
      <label for="language">{label}</label>
      <select id="language" value={value} onChange={(event) => onChange((event.target as HTMLSelectElement).value)}>
        {languages.map((language) => (
          <option key={language.code} value={language.code} lang={language.code} dir={language.dir}>
            {language.endonym}
          </option>
        ))}
      </select>
    </div>
  );
}

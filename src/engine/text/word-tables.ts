/**
 * Tables of words by name in one language — Cairn's sentences (`messages.ts`), the page's own words (`page-words.ts`)
 * — and the rule an agency's table of either follows beside the English one. Apart from both, so the page can check a
 * table without loading Cairn's sentences.
 */

/** A placeholder, `{name}`, as the page and the engine fill it (`fill`, `formatMessage`): filled as text by whoever says the sentence. */
export const PLACEHOLDER = /\{(\w+)\}/g;

/** The placeholders a message uses (`{name}`), each once, sorted: an agency's message must use exactly the English one's. */
export function placeholdersOf(template: string): string[] {
  return [...new Set([...template.matchAll(PLACEHOLDER)].map((m) => m[1]!))].sort();
}

/**
 * What is wrong with an agency's table of words (`table`) beside Cairn's English one (`english`: name → its text, or
 * only the text's placeholders), or undefined: an entry missing, empty or with other placeholders than the English
 * one's (filling it would leave a brace in the sentence or drop a value), or an entry Cairn does not have. `noun`
 * names an entry in the words ("message"). The build names the same faults in cairn.toml's words (`build/config.ts`).
 */
export function tableProblem(table: Readonly<Record<string, string>>, english: Readonly<Record<string, string>>, noun: string): string | undefined {
  for (const key of Object.keys(english)) {
    if (!Object.hasOwn(table, key)) return `has no "${key}"; every ${noun} of Cairn's tables is needed`;
    if (table[key]!.trim() === '') return `"${key}" is empty`;
    const wanted = placeholdersOf(english[key]!);
    if (placeholdersOf(table[key]!).join() !== wanted.join()) return `"${key}" must use ${wanted.map((name) => `{${name}}`).join(', ') || 'no placeholder'}, as the English ${noun} does`;
  }
  const unknown = Object.keys(table).find((key) => !Object.hasOwn(english, key));
  return unknown === undefined ? undefined : `"${unknown}" is not a ${noun} of Cairn's tables`;
}


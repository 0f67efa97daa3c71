/** BCP 47 language tags, checked and canonicalised by the runtime's own `Intl`, not by a pattern of ours. */

/** The canonical form of `tag` ("EN-us" → "en-US"), or undefined when it is not a valid BCP 47 tag. */
export function canonicalLanguageTag(tag: string): string | undefined {
  try {
    const [canonical] = Intl.getCanonicalLocales(tag);
    return canonical;
  } catch {
    return undefined;
  }
}

/** The primary language subtag: "ar-EG" → "ar". Direction and fallbacks are properties of this alone. */
export function primaryLanguage(tag: string): string {
  return tag.split('-')[0]!.toLowerCase();
}

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

/**
 * Of a document's translations (each in its own language: the build refuses two in one language in force on one day),
 * the one a reader of `lang` reads: the one in `lang` itself (pt-PT for a pt-PT reader, not pt-BR), else, unless the
 * document is already in `lang`'s primary language, the first by tag in it (pt-BR before pt-PT for a "pt" reader);
 * undefined when none is. The order given does not matter.
 */
export function translationFor<T extends { lang: string }>(documentLang: string, translations: readonly T[], lang: string): T | undefined {
  if (documentLang === lang) return undefined;
  const exact = translations.find((t) => t.lang === lang);
  if (exact !== undefined || primaryLanguage(documentLang) === primaryLanguage(lang)) return exact;
  return translations.filter((t) => primaryLanguage(t.lang) === primaryLanguage(lang)).reduce<T | undefined>((first, t) => (first === undefined || t.lang < first.lang ? t : first), undefined);
}

/**
 * ISO 639-1's two-letter codes, written together (aa, ab, ae …), as canonical tags use them: the deprecated aliases
 * (iw, in, ji, jw, mo, sh, tl) are canonicalised away before this is read. A list of our own, not the runtime's
 * language names, so that a build decides the same on every runtime; a test checks it against `Intl`'s names.
 */
const ISO_639_1 =
  'aaabaeafakamanarasavayazbabebgbhbibmbnbobrbscacechcocrcscucvcydadedvdzeeeleneoeseteufafffifjfofrfygagdglgngugvha' +
  'hehihohrhthuhyhziaidieigiiikioisitiujajvkakgkikjkkklkmknkokrkskukvkwkylalblglilnloltlulvmgmhmimkmlmnmrmsmtmynanb' +
  'ndnengnlnnnonrnvnyocojomorospapiplpsptqurmrnrorurwsascsdsesgsiskslsmsnsosqsrssstsusvswtatetgthtitktntotrtstttwty' +
  'ugukuruzvevivowawoxhyiyozazhzu';

let codes: readonly string[] | undefined;

/**
 * Every code of ISO 639-1, in order: split once, on the first call (a function, so that a bundle that never checks a
 * tag leaves the list out).
 */
export const twoLetterLanguages = (): readonly string[] => (codes ??= ISO_639_1.match(/../gu)!);

/**
 * Why a valid canonical tag names no language, or undefined when it may: its primary subtag must be an ISO 639-1
 * code or three letters (ISO 639-2 and 639-3 hold thousands, not checked further). "sp" and "english" parse as BCP 47
 * and name nothing; a corpus tagged so would be a language of its own that no setting, message table or question
 * reaches. The reason offers the codes the operator may have meant.
 */
export function unknownLanguageReason(canonical: string): string | undefined {
  const primary = primaryLanguage(canonical);
  if (primary.length === 3 || twoLetterLanguages().includes(primary)) return undefined;
  const meant = meantLanguages(primary);
  const offer = meant.length === 0 ? '' : `; did you mean ${meant.map((code) => `"${code}" (${englishName(code)})`).join(' or ')}?`;
  return `must name a language, and ISO 639 has no "${primary}"${offer}`;
}

const fold = (text: string): string => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

let english: Intl.DisplayNames | undefined;

function englishName(code: string): string {
  english ??= new Intl.DisplayNames(['en'], { type: 'language', fallback: 'code' });
  return english.of(code) ?? code;
}

/** Each ISO 639-1 code with its names in English and in itself, folded; made once, when a tag is first refused. */
let namesByCode: Array<[string, string[]]> | undefined;

/**
 * The codes a word written in place of one may mean, at most three: a language named by it in English or in itself
 * ("english", "espanol"), one whose name begins with it ("sp" → Spanish), then the main language of the country it is
 * the code of ("jp" → Japanese). Runtime names only word the message; they never decide what is accepted, and a
 * browser's may offer other codes than Node's.
 */
function meantLanguages(word: string): string[] {
  if (typeof Intl.DisplayNames !== 'function') return [];
  namesByCode ??= twoLetterLanguages().map((code) => [
    code,
    [englishName(code), new Intl.DisplayNames([code], { type: 'language', fallback: 'code' }).of(code) ?? code].map(fold),
  ]);
  const exact = namesByCode.filter(([, names]) => names.includes(word)).map(([code]) => code);
  const begun = namesByCode.filter(([, names]) => names.some((name) => name.startsWith(word))).map(([code]) => code);
  // ZZ is "Unknown Region", whose likely language is English by default, not by anything known of it.
  const region = word.toUpperCase();
  const country = word.length === 2 && region !== 'ZZ' && new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' }).of(region) !== undefined
    ? [new Intl.Locale(`und-${region}`).maximize().language]
    : [];
  return [...new Set([...exact, ...begun, ...country])].slice(0, 3);
}

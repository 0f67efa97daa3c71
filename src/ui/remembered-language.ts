/**
 * The page language a resident chose with the selector, remembered per site (its path) in localStorage, so a reload
 * or a later visit does not put a Spanish or Arabic reader back in the browser's language. Only a choice is kept,
 * never the questions: a shared computer's next user would see them. Storage that refuses (a sandboxed frame,
 * a private window's quota) leaves the page as it was: it starts in the browser's language.
 */
const key = () => `cairn-language:${new URL('.', document.baseURI).pathname}`;

export function rememberedLanguage(): string | null {
  try {
    return localStorage.getItem(key());
  } catch {
    return null;
  }
}

export function rememberLanguage(lang: string): void {
  try {
    localStorage.setItem(key(), lang);
  } catch {
    // Not kept: the next visit starts in the browser's language, as before.
  }
}

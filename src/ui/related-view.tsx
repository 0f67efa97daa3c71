/**
 * The related outcome: no passage answers exactly, this document is about the question. The document is named (a
 * link to the agency's page when it has one, opening in a new tab, and saying so), with "Read the document" (named
 * "Read the document: <title>" to a screen reader, with the title's language when it is not the page's), which opens
 * it in the document view at its start (nothing in it is cited), and, for a dated document, when it is in force; nothing
 * of it is quoted, and the person to ask is given as for a refusal. Text only.
 */
import type { Related } from '../engine/answer/outcome.ts';
import type { UiStrings } from './strings.ts';
import { directionOf } from '../engine/text/language.ts';
import { languageNote, languageNoteText } from './language-note.tsx';
import { Offer, type Offers } from './translation-offer.tsx';
import { ContactText } from './contact-text.tsx';
import { inForceText } from './dates.ts';

interface RelatedViewProps {
  related: Related;
  /** The language of Cairn's sentences in it: the question's, or English where no message table has it. */
  spokenIn: string;
  strings: UiStrings;
  /** The page's language, which `strings` speak: the button's, inside a view in the question's. */
  lang: string;
  /** The page's language now and the exchange's: a named document's translation in the page's is offered. */
  offers: Offers;
  /** Opens a document in the document view; no passage is cited (''). */
  onOpenDocument: (doc: string, passage: string, opener: HTMLElement, marks: ReadonlyArray<readonly [number, number]>) => void;
}

export function RelatedView({ related, spokenIn, strings, lang, offers, onOpenDocument }: RelatedViewProps) {
  return (
    <div class="refusal related" lang={spokenIn} dir={directionOf(spokenIn)}>
      <p>{related.message}</p>
      <ul class="related-documents">
        {related.documents.map((document) => {
          return (
            <li key={document.doc}>
              {document.url === null ? (
                <bdi lang={document.lang} dir={document.dir}>
                  {document.title}
                </bdi>
              ) : (
                <a href={document.url} target="_blank" rel="noopener noreferrer">
                  <bdi lang={document.lang} dir={document.dir}>
                    {document.title}
                  </bdi>
                  <span class="visually-hidden"> {strings.opensInNewTab}</span>
                </a>
              )}
              {/* "Harbor GoPass (inglés)": a page in another language is named as one before it is opened. */}
              {languageNote(document.lang, related.lang)}
              {/* As a source's: in the page's words, as the button is, inside a view in the question's language. */}
              {document.inForce && (
                <span class="in-force" lang={lang} dir={directionOf(lang)}>
                  {' '}
                  · {inForceText(document.inForce, strings, lang)}
                </span>
              )}{' '}
              {/* Named by its document, the visible words first: a list of these read out of context says which is which. */}
              <button
                type="button"
                class="show-in-document"
                lang={lang}
                dir={directionOf(lang)}
                aria-label={`${strings.readDocument}: ${document.title}${languageNoteText(document.lang, lang)}`}
                onClick={(event) => onOpenDocument(document.doc, '', event.currentTarget as HTMLElement, [])}
              >
                {strings.readDocument}
              </button>
              <Offer entry={document} offers={offers} strings={strings} wordsLang={lang} onOpen={(translation, opener) => onOpenDocument(translation.doc, '', opener, [])} />
            </li>
          );
        })}
      </ul>
      {/* Isolated as the question's language runs: its contact may be right-to-left inside an English sentence. */}
      <p class="refusal-contact"><ContactText text={related.contactLine} dir={related.dir} newTab={{ text: strings.opensInNewTab, lang }} /></p>
    </div>
  );
}

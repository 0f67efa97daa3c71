/**
 * The whole document a source comes from, inside the app: its title, its sections and every passage in order, from
 * the index the page already has (no request: offline, in the single file, embedded). A modal `<dialog>`: the
 * browser keeps focus inside it and closes it on Escape; on opening, focus moves to the cited passage (marked, and
 * scrolled into view in the body, which scrolls below the bar that holds Close); on closing, back to the control that
 * opened it. Its `lang` and `dir` are the document's.
 * Text only: corpus text reaches the DOM as text nodes.
 */
import { useEffect, useRef } from 'preact/hooks';
import type { DocumentText } from '../../workers/contract.ts';
import type { UiStrings } from './strings.ts';
import { TranslationButton } from './translation-offer.tsx';
import { daySpokenFor, inForce } from '../engine/format/effective-dates.ts';
import { translationFor } from '../engine/text/language-tag.ts';
import { inForceText } from './dates.ts';
import { MarkedLines } from './marked-lines.tsx';
import { isolateLtrRuns } from '../engine/text/ltr-runs.ts';

interface DocumentViewProps {
  document: DocumentText;
  /** The passage cited: marked and focused. */
  cited: string;
  /** The words of the cited passage the question matched (offsets into its text). */
  marks: ReadonlyArray<readonly [number, number]>;
  strings: UiStrings;
  /**
   * Called as the view is to close (Escape, the close button) or has closed (the browser closing the dialog itself), at
   * once: the caller closes it with `closeView`, removes it and returns focus to its opener.
   */
  onClose: () => void;
  /** The page's language: a translation of the document in it, in force on `asOf`, is offered. */
  pageLang: string;
  /** The language of the page's words (`strings`), which its dates are written in. */
  wordsLang: string;
  asOf: string;
  /** Opens the translation with this id in the view, in place of this document. */
  onOpenTranslation: (id: string) => void;
}

/**
 * The fewest lines of the document its own box must have room for below the bar; fewer, and the whole view scrolls.
 * A laptop at 200% text (1280 × 720: a bar of 277 px, room for 7 lines) and a phone on its side at normal text (780 ×
 * 360: 185 px, 7 lines) keep their bar; a share of the view (40%) had taken it from both (a blind review).
 */
const ROOM_LINES = 5;

/** Views closed by `closeView`: the `close` event each sends a moment later was handled when it closed. */
const closedHere = new WeakSet<HTMLDialogElement>();

/**
 * Closes a view's dialog now, so the page behind it is no longer inert and focus can go back to the opener; the
 * `close` event that follows is not reported again (by then a view opened meanwhile may be showing).
 */
export function closeView(element: HTMLDialogElement): void {
  closedHere.add(element);
  element.close();
}

export function DocumentView({ document: doc, cited, marks, strings, onClose, pageLang, wordsLang, asOf, onOpenTranslation }: DocumentViewProps) {
  // The agency's own translation in the page's language, when this document is in another one.
  // In force on the day this version speaks for: the as-of day, or a later version's own first day (its translation
  // then, not the one in force now, which may give other amounts).
  const day = daySpokenFor(doc.validity, asOf);
  const translation = translationFor(doc.lang, doc.translations.filter((t) => inForce(t.validity, day)), pageLang);
  // Dates are written in the language of the page's words, not in a chosen language it has no words for ("In force
  // since 1 October 2025", not "1 октября 2025 г." inside an English sentence).
  const inForceLine = inForceText(doc.validity, strings, wordsLang, doc.validity?.from != null && doc.validity.from > asOf);
  const dialog = useRef<HTMLDialogElement>(null);
  const citedRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = dialog.current!;
    if (!element.open) element.showModal();
    // The bar may leave the document no room: large text on a phone (a resident trial at 200% text, 360 × 780 px: a
    // bar of 783 px left the body 32), which the media queries in styles.css cannot see, as they read the browser's
    // own text size. Then the whole view scrolls, bar and all, as on a short screen. Checked again as the view
    // resizes (a phone turned): a switch brings the focused passage back into view (a blind review lost it).
    const bar = element.querySelector<HTMLElement>('.document-view-bar')!;
    const body = element.querySelector<HTMLElement>('.document-view-body')!;
    const fit = () => {
      const line = parseFloat(getComputedStyle(body).lineHeight) || 24;
      const whole = element.clientHeight - bar.offsetHeight < ROOM_LINES * line;
      if (whole === element.hasAttribute('data-whole')) return false;
      element.toggleAttribute('data-whole', whole);
      return true;
    };
    fit();
    const resized = new ResizeObserver(() => {
      const focused = element.contains(document.activeElement) ? document.activeElement : null;
      if (fit() && focused instanceof HTMLElement && focused.closest('.document-view-body')) focused.scrollIntoView({ block: 'start' });
    });
    resized.observe(element);
    const passage = citedRef.current;
    if (passage === null) return () => resized.disconnect();
    passage.focus({ preventScroll: true });
    // Centred when it fits; else from its first line (a trial at 200% zoom opened a long passage mid-sentence). The
    // body scrolls, or on a short screen the whole view.
    const scroller = getComputedStyle(body).overflowY === 'visible' ? element : body;
    passage.scrollIntoView({ block: passage.offsetHeight > scroller.clientHeight ? 'start' : 'center' });
    return () => resized.disconnect();
  }, [doc.id, cited]);
  let heading = '';
  return (
    <dialog
      ref={dialog}
      class="document-view"
      aria-labelledby="document-view-title"
      aria-describedby={inForceLine === null ? undefined : 'document-view-in-force'}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClose={(event) => {
        if (!closedHere.has(event.currentTarget)) onClose();
      }}
    >
      <div class="document-view-bar">
        <h2 id="document-view-title" lang={doc.lang} dir={doc.dir}>
          {isolateLtrRuns(doc.title, doc.dir).text}
        </h2>
        {/* A dated version says when it is in force, in the page's language: opened on its own, the 2027 amounts under
            the program's title read as today's (a resident trial, session 22). */}
        {inForceLine !== null && (
          <p id="document-view-in-force" class="document-view-in-force">
            {inForceLine}
          </p>
        )}
        <button type="button" class="document-view-close" onClick={onClose}>
          {strings.closeDocument}
        </button>
        {translation && <TranslationButton translation={translation} strings={strings} wordsLang={wordsLang} class="document-view-translation" onClick={() => onOpenTranslation(translation.id)} />}
      </div>
      {/* Scrolls on its own below the bar: a tab stop, so a keyboard can scroll it, named by the document's title. */}
      <div class="document-view-body" lang={doc.lang} dir={doc.dir} tabindex={0} role="region" aria-labelledby="document-view-title">
        {doc.passages.map((passage) => {
          // A section's heading once, before its first passage (every passage carries the headings in scope).
          const showHeading = passage.heading !== '' && passage.heading !== heading;
          heading = passage.heading;
          const isCited = passage.id === cited;
          return (
            <div key={passage.id}>
              {showHeading && <h3 dir={doc.dir}>{isolateLtrRuns(passage.heading, doc.dir).text}</h3>}
              <div
                ref={isCited ? citedRef : undefined}
                class={isCited ? 'document-passage cited' : 'document-passage'}
                data-passage={passage.id}
                tabindex={isCited ? -1 : undefined}
                aria-label={isCited ? strings.citedPassage : undefined}
                role={isCited ? 'region' : undefined}
              >
                <MarkedLines text={passage.body} dir={doc.dir} marks={isCited ? marks : []} newTab={{ text: strings.opensInNewTab, lang: wordsLang }} />
              </div>
            </div>
          );
        })}
      </div>
    </dialog>
  );
}

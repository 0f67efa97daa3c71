/**
 * The page: the chat, and the operator view at `#operator`. State lives here; the engine lives in the worker. The
 * caret stays in the question box: nothing here moves focus on its own — answers are announced by a short status
 * sentence and reached by heading. The one exception is following a link to the other view, a navigation: focus
 * goes to where that view starts, as a new page would put it.
 */
import type { Remote } from 'comlink';
import { useCallback, useEffect, useMemo, useRef, useState } from 'preact/hooks';
import site from 'virtual:cairn-site';
import { MAX_QUESTION_LENGTH, questionLength } from '../engine/answer/limits.ts';
import { agencyNameFor, contactFor, languageKeyIn } from '../engine/format/settings.ts';
import { inForce } from '../engine/format/effective-dates.ts';
import { markedOtherThan, titleInStatus } from './marked-language.ts';
import { pageHint } from './page-hint.ts';
import { pageOffer } from './page-offer.ts';
import { directionOf, languageRegistry, matchLanguage } from '../engine/text/language.ts';
import { ContactText } from './contact-text.tsx';
import { primaryLanguage, translationFor } from '../engine/text/language-tag.ts';
import type { DocumentText, EngineWorkerApi, IndexSummary, LoadFailure, LoadReply } from '../../workers/contract.ts';
import { useAnnouncer } from './announcer.tsx';
import { AsOfControl } from './as-of-control.tsx';
import { closeView, DocumentView } from './document-view.tsx';
import { documentFragment, documentFragmentOf } from './document-address.ts';
import { formatDay, localToday } from './dates.ts';
import { loadPublishedIndex } from './engine-client.ts';
import { LanguageSelect } from './language-select.tsx';
import { OfflineControl, useControlled } from './offline-control.tsx';
import { OperatorView, type Activation } from './operator-view.tsx';
import { clearPreview, readPreview, savePreview, type StoredPreview } from './preview-store.ts';
import { QuestionForm } from './question-form.tsx';
import { rememberedLanguage, rememberLanguage } from './remembered-language.ts';
import { documentLanguages, refusalStatus, topicsFor } from './refusal-view.tsx';
import { StorageDidNotAnswerError } from './storage-deadline.ts';
import { fill, fillParts, UI_STRINGS, uiStrings, uiStringsLanguage, uiTablesWith, type UiStrings } from './strings.ts';
import { Transcript, type Exchange } from './transcript.tsx';
import type { DocumentTranslation } from '../engine/answer/outcome.ts';

/** How soon after an answer an empty send is the second tap of a double tap, not a request. */
const DOUBLE_TAP_MS = 1000;

/** How long a question may take before "searching…" is said aloud: most answers arrive well before. */
const SEARCHING_ANNOUNCEMENT_DELAY_MS = 1500;

/**
 * Per load failure: what the alert tells a resident, and what the site's operators can do about it (shown under the
 * alert, in a disclosure of its own).
 */
const LOAD_FAILURE_STRINGS: Record<LoadFailure, { resident: keyof UiStrings; operators: keyof UiStrings }> = {
  'not-found': { resident: 'errorIndexNotFound', operators: 'operatorIndexNotFound' },
  unreachable: { resident: 'errorIndexUnreachable', operators: 'operatorIndexUnreachable' },
  'not-an-index': { resident: 'errorIndexInvalid', operators: 'operatorIndexInvalid' },
  damaged: { resident: 'errorIndexInvalid', operators: 'operatorIndexInvalid' },
  altered: { resident: 'errorIndexAltered', operators: 'operatorIndexAltered' },
  'other-version': { resident: 'errorIndexVersion', operators: 'operatorIndexVersion' },
  mismatch: { resident: 'errorIndexMismatch', operators: 'operatorIndexMismatch' },
};

/** Names a local preview in the engine's load errors. */
const PREVIEW_SOURCE = 'local preview';

/**
 * Hands a preview to the engine worker as its Blob, which the worker reads: the main thread never copies the
 * index (DESIGN.md, "In-page indexing"). No expected fingerprint: a preview is another corpus on purpose.
 */
function loadPreview(engine: Remote<EngineWorkerApi>, preview: StoredPreview) {
  return engine.loadText(preview.index, PREVIEW_SOURCE);
}

type Route = 'chat' | 'operator';

const routeOf = (hash: string): Route => (__CAIRN_OPERATOR_VIEW__ && hash === '#operator' ? 'operator' : 'chat');

/** The language the resident last chose here, else the browser's first the page has, else the site's default. */
function initialLanguage(available: readonly string[], fallback: string): string {
  for (const wanted of [rememberedLanguage() ?? '', ...(navigator.languages ?? [])]) {
    const match = matchLanguage(wanted, available);
    if (match) return match;
  }
  return matchLanguage(fallback, available) ?? available[0] ?? 'en';
}

export function App({ engine }: { engine: Remote<EngineWorkerApi> }) {
  const [summary, setSummaryState] = useState<IndexSummary | undefined>(undefined);
  // The summary as of now, for a reply that arrives before the render a load scheduled (the first question loads).
  const summaryNow = useRef<IndexSummary | undefined>(undefined);
  const setSummary = useCallback((next: IndexSummary) => {
    summaryNow.current = next;
    setSummaryState(next);
  }, []);
  /** Why the published index did not load, until it does: what the operators' disclosure under the alert says. */
  const [loadFailure, setLoadFailure] = useState<{ failure: LoadFailure; detail: string } | undefined>(undefined);
  const languages = useMemo(() => {
    const speakable = summary?.languages ?? languageRegistry(site.languages, Object.keys(UI_STRINGS));
    // `[page] languages`: the agency's choice among them (the build checked each is one of them).
    const offered = (summary ?? site).pageLanguages;
    return offered === undefined ? speakable : speakable.filter((language) => offered.includes(language.code));
  }, [summary]);
  const codes = useMemo(() => languages.map((l) => l.code), [languages]);
  // Read by the question's callback, as `codesNow` is.
  const written = useRef<string[]>([]);
  written.current = useMemo(() => documentLanguages(languages), [languages]);
  const [lang, setLang] = useState(() => initialLanguage(codes, site.defaultLanguage));
  /** The resident chose the language now being set: the page says it has changed, once it has. */
  const languageChosen = useRef(false);
  // Read by the selector's callbacks, which are not renewed when the corpus's languages change.
  const codesNow = useRef(codes);
  codesNow.current = codes;
  const chooseLanguage = useCallback((chosen: string) => {
    // Only a language the page has: with the page's language missing from the list (a preview's corpus without it),
    // the list's value is "", which would be remembered and break every render.
    if (!codesNow.current.includes(chosen)) return;
    rememberLanguage(chosen);
    languageChosen.current = true;
    setLang(chosen);
  }, []);
  const [question, setQuestion] = useState('');
  // The box as the resident has it now, for an answer arriving after more was typed.
  const questionNow = useRef(question);
  questionNow.current = question;
  const [busy, setBusy] = useState(false);
  /** What a question that takes a while is waiting on, said and shown under the box: the documents, or the search. */
  const [waiting, setWaiting] = useState<'loading' | 'searching' | null>(null);
  const [explain, setExplain] = useState(false);
  // The resident's own calendar day, not UTC: at 8 p.m. in Los Angeles on December 31 it is still December 31.
  const [asOf, setAsOf] = useState(() => localToday(new Date()));
  const [reading, setReading] = useState<
    { document: DocumentText; passage: string; opener: HTMLElement; marks: ReadonlyArray<readonly [number, number]> } | undefined
  >(undefined);
  // The document read, as the address handler sees it when Back changes the address (its callback is not renewed).
  const readingNow = useRef(reading);
  readingNow.current = reading;
  /** Settles once the step back closing the view took (`closeDocument`) has happened; null when none is under way. */
  const leaving = useRef<Promise<void> | null>(null);
  const [exchanges, setExchanges] = useState<Exchange[]>([]);
  /** When the last answer arrived and emptied the box (`performance.now()`). */
  const answeredAt = useRef(-DOUBLE_TAP_MS);
  /** A question is being answered: set before `busy` is drawn. */
  const asking = useRef(false);
  // The last send was refused for the question itself: the box is marked invalid and described by the alert.
  const [invalid, setInvalid] = useState(false);
  const [preview, setPreview] = useState<StoredPreview | undefined>(undefined);
  const [route, setRoute] = useState<Route>(() => routeOf(location.hash));
  // The operator view stays mounted once opened, so a run in progress survives a visit to the chat.
  const [operatorOpened, setOperatorOpened] = useState(route === 'operator');
  const navigated = useRef(false);
  const nextId = useRef(1);
  const loading = useRef<Promise<boolean> | undefined>(undefined);
  // Bumped by every choice of corpus (a start-up attempt, an activation, a return): a kept preview read for an
  // older choice is dropped rather than replace what was chosen since.
  const choice = useRef(0);
  // Settles once the start-up's kept preview, read alongside the published index, is in use or known absent.
  const keptSettled = useRef<Promise<void>>(Promise.resolve());
  const { announcer, regions } = useAnnouncer();
  const controlled = useControlled();
  // The page's words: Cairn's tables, and the agency's own where its index gives them (`[page_words.LANG]`).
  const tables = useMemo(() => uiTablesWith((summary ?? site).pageWords), [summary]);
  // Read by callbacks that say something later (a load's failure, a reply), in the words the page has by then.
  const tablesNow = useRef(tables);
  tablesNow.current = tables;
  const strings = uiStrings(lang, tables);
  // The language the page's own words are in: the chosen language's, or English for a corpus language the page has no
  // words for (Russian, Korean…). `<html lang>` says this one, so English controls are not read in a Russian voice;
  // the chosen language stays the hint a question is asked with, and chooses the agency's name and contact.
  const chrome = uiStringsLanguage(lang, tables);
  const agencyName = agencyNameFor(summary ?? site, lang);
  const { text: contact, lang: contactLang } = contactFor(summary ?? site, lang);
  const defaultLanguage = (summary ?? site).defaultLanguage;
  // The name and the contact carry their own language where it is not the page's words': a Russian contact line under
  // English controls (a name or contact not given in a language is taken to be in the corpus's default language;
  // Cairn's own sentence, where cairn.toml names no contact, is in the language it was chosen in).
  const agencyMark = markedOtherThan(chrome, languageKeyIn((summary ?? site).agencyNameByLanguage, lang) ?? defaultLanguage);
  const contactMark = markedOtherThan(chrome, contactLang ?? defaultLanguage);
  const hint = pageHint(summary ?? site, lang, chrome, strings.emptyTranscript);
  // The page in the language the latest question was asked in, when it offers it and its words are in another
  // (`page-offer.ts`); not when the question's language was only the default's guess ("horario" on an Arabic page).
  const newest = exchanges[0];
  const switchTo = newest === undefined || newest.guessed ? undefined : pageOffer(newest.outcome.lang, chrome, codes, tables);
  const offer =
    switchTo === undefined
      ? undefined
      : {
          lang: switchTo.lang,
          text: switchTo.text,
          choose: () => {
            chooseLanguage(switchTo.code);
            // The pressed button goes with the switch: focus goes to the one after it, at the end of the same exchange.
            requestAnimationFrame(() => document.querySelector<HTMLElement>('.exchange .ask-again')?.focus());
          },
        };
  // The language a late reply is said in: the one chosen when it arrives, not when it was asked for.
  const langNow = useRef(lang);
  langNow.current = lang;

  useEffect(() => {
    // Also when the words arrive after the language (a preview with the agency's own words for it).
    document.documentElement.lang = chrome;
    document.documentElement.dir = directionOf(chrome);
  }, [chrome]);

  useEffect(() => {
    // A sentence said in the language before would sit in the regions under the new one's `lang`.
    announcer.quiet();
    // Focus stays on the selector's button, whose words do not change as the page does: a screen reader hears that
    // the page is now in the chosen language, in the words of the table the page now speaks (English for a corpus
    // language with none).
    if (languageChosen.current) {
      languageChosen.current = false;
      const name = languages.find((l) => l.code === lang)?.endonym ?? lang;
      // Said in the page's words, which `<html lang>` now names. In a page without words of the language, the page
      // did not become it, and says so ("Русский chosen. The page's buttons and labels stay in English."; a resident
      // trial heard "Page language: አማርኛ." over an English page), the language's own name marked as its language, or
      // a screen reader reads it in an English voice.
      const own = primaryLanguage(chrome) === primaryLanguage(lang);
      announcer.say(fill(own ? strings.languageChanged : strings.languageChangedWithoutWords, { language: name }), undefined, own ? undefined : { text: name, lang });
    }
  }, [lang, announcer]);

  useEffect(() => {
    const onHashChange = () => {
      const next = routeOf(location.hash);
      navigated.current = true;
      setRoute(next);
      // In the same render as the route, so the view's heading exists when focus is moved to it.
      if (next === 'operator') setOperatorOpened(true);
    };
    addEventListener('hashchange', onHashChange);
    return () => removeEventListener('hashchange', onHashChange);
  }, []);

  useEffect(() => {
    // The agency's name alone: residents know the agency, not the software it runs.
    document.title = route === 'operator' ? `${strings.operatorHeading} · ${agencyName}` : agencyName;
  }, [route, strings, agencyName]);

  useEffect(() => {
    // Only after a link was followed: a page opened at #operator starts at the top, like any page.
    if (!navigated.current) return;
    navigated.current = false;
    document.getElementById(route === 'operator' ? 'operator-heading' : 'question')?.focus();
  }, [route]);

  /** The published index, as the engine worker replies about loading it. */
  const publishedReply = useCallback((): Promise<LoadReply> => loadPublishedIndex(engine, site.digest), [engine]);

  /** Answers from the published index just loaded; a failure is announced and leaves the next question to try again. */
  const adoptPublished = useCallback(
    (reply: LoadReply): boolean => {
      if (reply.ok) {
        setSummary(reply.summary);
        setLoadFailure(undefined);
        return true;
      }
      loading.current = undefined;
      setLoadFailure({ failure: reply.failure, detail: reply.detail });
      announcer.alarm(uiStrings(langNow.current, tablesNow.current)[LOAD_FAILURE_STRINGS[reply.failure].resident]);
      return false;
    },
    [announcer, setSummary],
  );

  /** The published index; a failure is announced and leaves the next question to try again. */
  const loadPublished = useCallback((): Promise<boolean> => publishedReply().then(adoptPublished), [publishedReply, adoptPublished]);

  /**
   * Answers from a kept preview, unless another corpus was chosen since `chosen`. One that no longer loads (kept by
   * another version of Cairn) is forgotten rather than failing on every visit, and said.
   */
  const adoptKept = useCallback(
    async (kept: StoredPreview, chosen: number): Promise<boolean> => {
      const reply = await loadPreview(engine, kept);
      if (chosen !== choice.current) return false;
      if (reply.ok) {
        setSummary(reply.summary);
        setPreview(kept);
        return true;
      }
      void clearPreview().catch(() => undefined);
      announcer.alarm(uiStrings(langNow.current, tablesNow.current).errorPreviewUnreadable);
      return false;
    },
    [engine, announcer, setSummary],
  );

  /**
   * The corpus this browser answers from: a kept local preview if there is one, else the published index. Both are
   * asked for at once, and questions wait for the published index only, never for storage, which some Safari
   * versions leave pending (`readPreview` gives up at its deadline). Storage that answers while the index loads
   * decides before any question is answered, as it always did; storage that answers later hands over to its
   * preview then.
   */
  const loadStartingCorpus = useCallback(async (): Promise<boolean> => {
    const chosen = ++choice.current;
    // Storage unavailable or silent: no preview can be used, and a resident has nothing to be told. A page without the
    // operator view never reads one: nothing there could leave it for the published corpus.
    const stored = (__CAIRN_OPERATOR_VIEW__ ? readPreview() : Promise.resolve(undefined)).catch(() => undefined);
    const published = publishedReply();
    const first = await Promise.race([stored.then(() => 'storage' as const), published.then(() => 'published' as const)]);
    if (first === 'storage') {
      const kept = await stored;
      // The preview only once the published load is over, so that load cannot finish last and replace it.
      const reply = await published;
      if (kept && (await adoptKept(kept, chosen))) return true;
      return adoptPublished(reply);
    }
    const answering = adoptPublished(await published);
    keptSettled.current = stored.then(async (kept) => {
      if (kept && chosen === choice.current && (await adoptKept(kept, chosen))) loading.current = Promise.resolve(true);
    });
    return answering;
  }, [publishedReply, adoptPublished, adoptKept]);

  /** Loads the starting corpus once; after a failure, the next question tries again. */
  const ensureLoaded = useCallback((): Promise<boolean> => {
    // A load that threw (the engine worker's script did not arrive: `restartable`) is said as an index that could not
    // be fetched is, and tried again by the next question, with a new worker.
    loading.current ??= loadStartingCorpus().catch((error: unknown) =>
      adoptPublished({ ok: false, failure: 'unreachable', detail: `the engine worker did not start: ${(error as Error).message}` }),
    );
    return loading.current;
  }, [loadStartingCorpus, adoptPublished]);

  /** Keeps a built preview, then answers from it. Not kept, not activated: a reload must not quietly undo it. */
  const activate = useCallback(
    async (built: StoredPreview): Promise<Activation> => {
      // The starting load, its kept preview included, must not finish after this one and replace the preview.
      await ensureLoaded();
      await keptSettled.current;
      choice.current++;
      try {
        await savePreview(built);
      } catch (error) {
        // Storage silent past its deadline may still write later: forget it, so a reload cannot bring back a
        // preview that was never activated (requests to one database run in order).
        if (error instanceof StorageDidNotAnswerError) void clearPreview().catch(() => undefined);
        return 'not-kept';
      }
      const reply = await loadPreview(engine, built);
      if (!reply.ok) {
        await clearPreview().catch(() => undefined);
        return 'not-loaded';
      }
      loading.current = Promise.resolve(true);
      setSummary(reply.summary);
      setPreview(built);
      return 'active';
    },
    [engine, ensureLoaded, setSummary],
  );

  const returnToPublished = useCallback(async () => {
    choice.current++;
    let cleared = true;
    try {
      await clearPreview();
    } catch {
      cleared = false;
    }
    setPreview(undefined);
    loading.current = loadPublished();
    const loaded = await loading.current;
    const now = uiStrings(langNow.current, tablesNow.current);
    if (!cleared) announcer.alarm(now.errorPreviewClear);
    else if (loaded) announcer.say(now.returnedToPublished);
  }, [announcer, loadPublished]);

  useEffect(() => {
    void ensureLoaded();
  }, [ensureLoaded]);

  // A new answer whose start is off the screen (on a phone the form and its controls can fill it) is scrolled into
  // view, its heading at the top: its start is its heading and, under it, about five lines, or the whole exchange if
  // shorter. Focus stays in the question box; an answer already in view moves nothing.
  const latest = exchanges[0]?.id;
  useEffect(() => {
    if (latest === undefined) return;
    const heading = document.getElementById(`exchange-${latest}`);
    const exchange = heading?.closest('article');
    if (!heading || !exchange) return;
    const { top, bottom } = heading.getBoundingClientRect();
    const start = Math.min(exchange.getBoundingClientRect().bottom, bottom + 120);
    if (top < 0 || start > innerHeight) heading.scrollIntoView({ block: 'start' });
  }, [latest]);

  const send = useCallback(async (tapped = false) => {
    // Not `busy`, the state as last drawn: a second click in the same task as the first comes before it is.
    if (asking.current) return;
    const text = question.trim();
    // The second tap of a double tap on Send, after the first one's answer emptied the box: nothing was asked, nothing
    // is said (a resident trial met "Type a question first." as an alert right after its answer).
    if (tapped && text === '' && performance.now() - answeredAt.current < DOUBLE_TAP_MS) return;
    if (text === '') {
      setInvalid(true);
      announcer.alarm(strings.errorEmptyQuestion);
      return;
    }
    announcer.clearAlarm();
    setInvalid(false);
    setBusy(true);
    asking.current = true;
    // The documents may still be arriving (a large index on a slow connection): then that is what is said, not a search.
    const loaded = ensureLoaded();
    let arriving = true;
    const arrived = () => (arriving = false);
    // Both ways: a load that fails is caught below, where it is awaited; this one must add no unhandled rejection.
    void loaded.then(arrived, arrived);
    // Said, and shown under the box: on a slow connection the region alone left a sighted resident with no sign of it.
    const slow = setTimeout(() => {
      const on = arriving ? 'loading' : 'searching';
      // In the page's language as it is then, as the line shown is.
      announcer.say(uiStrings(langNow.current, tablesNow.current)[on]);
      setWaiting(on);
    }, SEARCHING_ANNOUNCEMENT_DELAY_MS);
    try {
      if (!(await loaded)) return;
      // Arrived: the line shown moves on to the search, said no second time.
      setWaiting((on) => (on === null ? null : 'searching'));
      // The page's language is a hint, not an order: a question typed in another corpus language (a shared computer
      // left in English) is read, and answered, in its own.
      const reply = await engine.ask(text, { hint: lang, explain, asOf });
      setInvalid(!reply.ok && (reply.code === 'empty-question' || reply.code === 'question-too-long'));
      if (!reply.ok) {
        const message =
          reply.code === 'empty-question'
            ? strings.errorEmptyQuestion
            : reply.code === 'question-too-long'
              ? fill(strings.errorQuestionTooLong, { length: questionLength(text), limit: MAX_QUESTION_LENGTH })
              : reply.code === 'unsupported-language'
                ? strings.errorUnsupportedLanguage
                : reply.code === 'index-unavailable'
                  ? strings.errorIndexUnavailable
                  : reply.code === 'index-republished'
                    ? strings.errorIndexRepublished
                    : strings.errorInternal;
        announcer.alarm(message);
        return;
      }
      const topics = reply.outcome.kind === 'refusal' ? topicsFor(summaryNow.current, reply.outcome.lang) : undefined;
      // Cairn's sentences in it are in the outcome's language when the index's message tables have it (Cairn's own or
      // the agency's `[messages.LANG]`), else in English, as the engine's tables fall back: a Korean question on a corpus
      // with no Korean table is refused in English, marked English, not read in a Korean voice.
      const spoken = (summaryNow.current?.languages ?? []).filter((l) => l.hasMessages).map((l) => l.code);
      const said = matchLanguage(reply.outcome.lang, spoken.length > 0 ? spoken : Object.keys(UI_STRINGS)) ?? 'en';
      const readable = reply.outcome.kind === 'refusal' && reply.outcome.unknownScript ? written.current : undefined;
      setExchanges((previous) => [
        { id: nextId.current++, question: text, outcome: reply.outcome, trace: reply.trace, topics, readable, spokenIn: said, askedIn: lang, asOf, ...(reply.guessed && { guessed: true }) },
        ...previous,
      ]);
      // Only a successful send clears the box: a failed one keeps what the resident typed (WCAG 3.3.7), and so does an
      // answer that arrives after the resident typed more (a blind review).
      if (questionNow.current.trim() === text) {
        setQuestion('');
        answeredAt.current = performance.now();
      }
      // Marked with the language it is said in, compared with the page's language as it is now, not as it was when asked.
      const status = reply.outcome.kind === 'refusal' ? refusalStatus(reply.outcome, tablesNow.current, said, readable) : reply.outcome.status;
      announcer.say(status, primaryLanguage(said) === primaryLanguage(uiStringsLanguage(langNow.current, tablesNow.current)) ? undefined : said, titleInStatus(reply.outcome, said));
    } catch {
      announcer.alarm(strings.errorInternal);
    } finally {
      clearTimeout(slow);
      setWaiting(null);
      setBusy(false);
      asking.current = false;
    }
  }, [question, lang, explain, asOf, engine, announcer, strings, ensureLoaded]);

  const openDocument = useCallback(
    async (doc: string, passage: string, opener: HTMLElement, marks: ReadonlyArray<readonly [number, number]>) => {
      const reply = await engine.document(doc);
      if (!reply.ok) {
        announcer.alarm(strings.errorInternal);
        return;
      }
      // Reopened as the view was closing (a double tap, a quick Enter): the step back closing it, still to come,
      // would take this one's step.
      if (leaving.current !== null) await leaving.current;
      // A translation opened at the position of a passage it does not have (it is shorter): at its start, nothing cited.
      const cited = reply.document.passages.some((p) => p.id === passage) ? passage : '';
      setReading({ document: reply.document, passage: cited, opener, marks });
      // The address now points at what is shown, so it can be copied and shared; pushed, so Back (a phone's above all)
      // closes the view and keeps the conversation, where it used to leave the page. Closing the view takes the entry
      // back off (`closeDocument`). A view opened over one already open (two quick activations) takes its step.
      const state = { ...history.state, cairnDocument: true };
      if ((history.state as { cairnDocument?: boolean } | null)?.cairnDocument) history.replaceState(state, '', documentFragment(doc, cited));
      else history.pushState(state, '', documentFragment(doc, cited));
    },
    [engine, announcer, strings],
  );

  /**
   * A document's translation for a reader of `lang`, in force on `day`, from the index the page holds: what an answer
   * given before the resident changed the page's language offers now. None when the document cannot be read.
   */
  const findTranslation = useCallback(
    async (doc: string, lang: string, day: string): Promise<DocumentTranslation | undefined> => {
      const reply = await engine.document(doc);
      if (!reply.ok) return undefined;
      const { translations } = reply.document;
      const chosen = translationFor(reply.document.lang, translations.filter((t) => inForce(t.validity, day)), lang);
      return chosen === undefined ? undefined : { doc: chosen.id, title: chosen.title, lang: chosen.lang };
    },
    [engine],
  );

  /** A shared address: the document it names, at its passage (else its first), once the corpus has loaded. */
  const openFromAddress = useCallback(async () => {
    const wanted = documentFragmentOf(location.hash);
    // Back from an open view: the address no longer names a document, so the view closes as its own button closes it
    // (`closeDocument`, focus back on the opener once the dialog is closed); history is already right.
    if (wanted === undefined && readingNow.current !== undefined) latestCloseDocument.current();
    if (wanted === undefined || !(await ensureLoaded())) return;
    const reply = await engine.document(wanted.doc);
    // A document the corpus no longer holds (republished since the link was made): the page, as it is. An address
    // changed or closed while this was loading is not reopened.
    if (!reply.ok || reply.document.passages.length === 0 || documentFragmentOf(location.hash)?.doc !== wanted.doc) return;
    // No passage named: the document from its start, nothing cited; a passage it no longer holds: its first.
    const passage =
      wanted.passage === undefined ? '' : reply.document.passages.some((p) => p.id === wanted.passage) ? wanted.passage : reply.document.passages[0]!.id;
    setReading({ document: reply.document, passage, opener: document.getElementById('question')!, marks: [] });
  }, [engine, ensureLoaded]);

  // Once at start-up and on each change of address; never again because a callback it uses was renewed.
  const latestOpenFromAddress = useRef(openFromAddress);
  latestOpenFromAddress.current = openFromAddress;
  useEffect(() => {
    // A change of address already overtaken (a view reopened as the step back closing it was taken) describes
    // nothing: the address now is the view's.
    const open = (event?: HashChangeEvent) => void (event === undefined || event.newURL === location.href ? latestOpenFromAddress.current() : undefined);
    open();
    addEventListener('hashchange', open);
    return () => removeEventListener('hashchange', open);
  }, []);

  /** The document's translation, in place of it, at the passage in the same position (else at its start, nothing cited). */
  const openTranslation = useCallback(
    async (id: string) => {
      if (reading === undefined) return;
      const reply = await engine.document(id);
      if (!reply.ok || reply.document.passages.length === 0) return;
      // Nothing cited (a related document, an address without a passage) stays so in the translation.
      const position = reading.passage.slice(reading.passage.lastIndexOf('#'));
      const passage = reading.passage === '' ? '' : (reply.document.passages.find((p) => p.id === `${id}${position}`)?.id ?? '');
      setReading({ ...reading, document: reply.document, passage, marks: [] });
      history.replaceState(history.state, '', documentFragment(id, passage));
    },
    [engine, reading],
  );

  const closeDocument = useCallback(() => {
    // Once: the browser may still close the dialog itself (a cancel it would not let be prevented), after this did.
    if (readingNow.current === undefined) return;
    // Closed now, so the page is no longer inert: then focus goes back to the control that opened it (the question box
    // for an address), whatever the browser's own dialog focus rules.
    const view = document.querySelector<HTMLDialogElement>('dialog.document-view');
    if (view !== null) closeView(view);
    reading?.opener.focus();
    setReading(undefined);
    // Now, not at the next render: a close event of this view still to come finds it closed.
    readingNow.current = undefined;
    // Back closed it: history is already right. Else the entry opening the view pushed goes back off, so Back then
    // leaves the page as before; an address the page was opened at is put back to the page's own.
    if (documentFragmentOf(location.hash) === undefined) return;
    if ((history.state as { cairnDocument?: boolean } | null)?.cairnDocument) {
      // Taken a moment later, by the browser (a popstate marks it): a view opened meanwhile waits for it. Embedded,
      // the step back can be the host page's, which this page never hears of: after half a second it is not coming.
      const left = new Promise<void>((resolve) => {
        addEventListener('popstate', () => resolve(), { once: true });
        if (window.parent !== window) setTimeout(resolve, 500);
      });
      leaving.current = left;
      const opener = reading?.opener;
      void left.then(() => {
        if (leaving.current === left) leaving.current = null;
        // The step back can land on an address the browser then focuses: one the skip link left ("#question", a resident
        // trial, session 21) or a citation's source (a trial, session 25: a source followed, then its document opened
        // and closed). The resident who closed the view stays at the button that opened it.
        // After the traversal's own work (the hashchange and the fragment's focus come after the popstate).
        setTimeout(() => {
          // The page's own targets have plain ids, so the address names them as they are.
          const landed = document.activeElement;
          if (opener?.isConnected && landed !== opener && landed?.id && landed.id === location.hash.slice(1)) opener.focus();
        });
      });
      history.back();
    } else history.replaceState(history.state, '', location.pathname + location.search);
  }, [reading]);
  const latestCloseDocument = useRef(closeDocument);
  latestCloseDocument.current = closeDocument;

  // Typing a date changes it a part at a time (month, day, then year), each a valid day to the field: the answers follow
  // each change at once, and the change is said once, when the field is left or a second passes with no other.
  const unsaid = useRef<{ say: () => void; timer: ReturnType<typeof setTimeout> } | null>(null);
  const sayAsOf = useCallback(() => {
    const pending = unsaid.current;
    if (pending === null) return;
    clearTimeout(pending.timer);
    unsaid.current = null;
    pending.say();
  }, []);
  const changeAsOf = useCallback(
    (date: string) => {
      setAsOf(date);
      if (unsaid.current !== null) clearTimeout(unsaid.current.timer);
      const say = () => announcer.say(fill(uiStrings(langNow.current, tablesNow.current).asOfChanged, { date: formatDay(date, uiStringsLanguage(langNow.current, tablesNow.current)) }));
      unsaid.current = { say, timer: setTimeout(sayAsOf, 1000) };
    },
    [announcer, sayAsOf],
  );

  return (
    <>
      <a class="skip-link" href="#question">
        {strings.skipLink}
      </a>
      <header class="site-header">
        <div class="header-inner">
          {/* The operator view has its own h1; there the agency's name is the site's name, not the page's topic. */}
          {route === 'operator' ? (
            <p class="agency" {...agencyMark}>
              {agencyName}
            </p>
          ) : (
            <h1 class="agency" {...agencyMark}>
              {agencyName}
            </h1>
          )}
          <LanguageSelect label={strings.languageLabel} languages={languages} value={lang} tables={tables} onChange={chooseLanguage} />
        </div>
      </header>
      <main id="main" class="page">
        {/* Hidden, not removed, while the operator view shows: the typed question and the transcript stay. */}
        <div hidden={route !== 'chat'}>
          <section class="disclosure">
            <p>{fillParts(strings.disclosure, { agency: <bdi {...agencyMark}>{agencyName}</bdi> }, { agency: agencyName })}</p>
            {(summary?.synthetic ?? site.synthetic) && <p class="synthetic">{strings.syntheticNotice}</p>}
            {preview && (
              <p class="preview-marker" data-preview-marker>
                <strong>{strings.previewMarker}</strong> <a href="#operator">{strings.previewMarkerLink}</a>
              </p>
            )}
          </section>
          <QuestionForm strings={strings} value={question} busy={busy} invalid={invalid} onInput={setQuestion} onSend={(tapped) => void send(tapped)} />
          {/* Its line is kept when empty, so nothing below moves when the words come and go. */}
          <p class="hint searching">{waiting === null ? '' : strings[waiting]}</p>
        </div>
        {/* One set of live regions for both views, mounted from the first paint: a region created later is not heard.
            Right under the question box, so a refused question's reason is shown beside it (a resident trial found it
            below the date control, at the foot of a phone's screen). */}
        {regions}
        <div hidden={route !== 'chat'}>
          {(summary?.dated ?? site.dated) && <AsOfControl strings={strings} lang={chrome} value={asOf} onChange={changeAsOf} onSettled={sayAsOf} />}
          {/* Not while a local preview answers: the published index's failure is then not what the page answers from. */}
          {loadFailure && preview === undefined && (
            <details class="operator-details" data-load-failure={loadFailure.failure}>
              <summary>{strings.operatorDetails}</summary>
              <p>{strings[LOAD_FAILURE_STRINGS[loadFailure.failure].operators]}</p>
              <p>
                <code dir="ltr">{loadFailure.detail}</code>
              </p>
            </details>
          )}
          <Transcript
            exchanges={exchanges}
            strings={strings}
            tables={tables}
            hint={hint}
            lang={chrome}
            pageLang={lang}
            findTranslation={findTranslation}
            today={(summary?.dated ?? site.dated) ? localToday(new Date()) : undefined}
            asOf={asOf}
            onOpenDocument={(doc, passage, opener, marks) => void openDocument(doc, passage, opener, marks)}
            pageOffer={offer}
          />
          {reading && (
            <DocumentView
              document={reading.document}
              cited={reading.passage}
              marks={reading.marks}
              strings={strings}
              onClose={closeDocument}
              pageLang={lang}
              wordsLang={chrome}
              asOf={asOf}
              onOpenTranslation={(id) => void openTranslation(id)}
            />
          )}
        </div>
        {__CAIRN_OPERATOR_VIEW__ && operatorOpened && (
          <div hidden={route !== 'operator'}>
            <OperatorView strings={strings} announcer={announcer} preview={preview} activate={activate} returnToPublished={returnToPublished} />
          </div>
        )}
      </main>
      <footer class="site-footer">
        <section class="contact" aria-labelledby="contact-heading">
          <h2 id="contact-heading">{strings.contactHeading}</h2>
          <p {...contactMark}><ContactText text={contact} dir={contactMark.dir ?? directionOf(chrome)} newTab={{ text: strings.opensInNewTab, lang: chrome }} /></p>
        </section>
        {/* Offered for the published sharded index when a service worker can keep its files, unless the build keeps them all already. */}
        {summary?.sharded && !preview && !site.precached && controlled && <OfflineControl engine={engine} strings={strings} announcer={announcer} />}
        {/* The operators' switch, with their link, below the conversation: a resident trial found it between the
            question box and the answers, in a resident's way. It applies to the questions asked after it is set, so it
            is shown with the conversation only. */}
        {__CAIRN_OPERATOR_TOOLS__ && route === 'chat' && (
          <div class="explain-toggle">
            <input id="explain" type="checkbox" checked={explain} onChange={(e) => setExplain((e.target as HTMLInputElement).checked)} />
            <label for="explain">{strings.explainToggle}</label>
          </div>
        )}
        {__CAIRN_OPERATOR_VIEW__ && (
          <p class="operator-link-row">
            <a class="operator-link" href="#operator">
              {strings.footerOperatorLink}
            </a>
          </p>
        )}
      </footer>
    </>
  );
}

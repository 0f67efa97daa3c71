/**
 * The chat page. State lives here; the engine lives in the worker. The caret stays in the question box: nothing
 * here ever moves focus — answers are announced by a short status sentence and reached by heading.
 */
import type { Remote } from 'comlink';
import { useCallback, useEffect, useMemo, useRef, useState } from 'preact/hooks';
import site from 'virtual:cairn-site';
import { MAX_QUESTION_LENGTH } from '../engine/limits.ts';
import { directionOf, languageRegistry, matchLanguage } from '../engine/language.ts';
import type { EngineWorkerApi, IndexSummary, LoadFailure } from '../../workers/contract.ts';
import { useAnnouncer } from './announcer.tsx';
import { loadPublishedIndex } from './engine-client.ts';
import { LanguageSelect } from './language-select.tsx';
import { QuestionForm } from './question-form.tsx';
import { fill, fillParts, UI_STRINGS, uiStrings, type UiStrings } from './strings.ts';
import { Transcript, type Exchange } from './transcript.tsx';

/** How long a question may take before "searching…" is said aloud: most answers arrive well before. */
const SEARCHING_ANNOUNCEMENT_DELAY_MS = 1500;

const LOAD_FAILURE_MESSAGE: Record<LoadFailure, keyof UiStrings> = {
  'not-found': 'errorIndexNotFound',
  unreachable: 'errorIndexUnreachable',
  'not-an-index': 'errorIndexInvalid',
  damaged: 'errorIndexInvalid',
  'other-version': 'errorIndexVersion',
  mismatch: 'errorIndexMismatch',
};

function initialLanguage(available: readonly string[], fallback: string): string {
  for (const wanted of navigator.languages ?? []) {
    const match = matchLanguage(wanted, available);
    if (match) return match;
  }
  return matchLanguage(fallback, available) ?? available[0] ?? 'en';
}

export function App({ engine }: { engine: Remote<EngineWorkerApi> }) {
  const [summary, setSummary] = useState<IndexSummary | undefined>(undefined);
  const languages = useMemo(
    () => summary?.languages ?? languageRegistry(site.languages, Object.keys(UI_STRINGS)),
    [summary],
  );
  const codes = useMemo(() => languages.map((l) => l.code), [languages]);
  const [lang, setLang] = useState(() => initialLanguage(codes, site.defaultLanguage));
  const [question, setQuestion] = useState('');
  const [busy, setBusy] = useState(false);
  const [explain, setExplain] = useState(false);
  const [exchanges, setExchanges] = useState<Exchange[]>([]);
  const nextId = useRef(1);
  const loading = useRef<Promise<boolean> | undefined>(undefined);
  const { announcer, regions } = useAnnouncer();
  const strings = uiStrings(lang);
  const agencyName = summary?.agencyName ?? site.agencyName;
  const contact = (summary?.contactByLanguage ?? site.contactByLanguage)[lang] ?? summary?.contact ?? site.contact;

  useEffect(() => {
    document.documentElement.lang = lang;
    document.documentElement.dir = directionOf(lang);
  }, [lang]);

  /** Loads the published index once; after a failure, the next question tries again. */
  const ensureLoaded = useCallback((): Promise<boolean> => {
    if (!loading.current) {
      loading.current = loadPublishedIndex(engine, site.fingerprint).then((reply) => {
        if (reply.ok) {
          setSummary(reply.summary);
          return true;
        }
        loading.current = undefined;
        announcer.alarm(uiStrings(document.documentElement.lang)[LOAD_FAILURE_MESSAGE[reply.failure]]);
        return false;
      });
    }
    return loading.current;
  }, [engine, announcer]);

  useEffect(() => {
    void ensureLoaded();
  }, [ensureLoaded]);

  const send = useCallback(async () => {
    if (busy) return;
    const text = question.trim();
    if (text === '') {
      announcer.alarm(strings.errorEmptyQuestion);
      return;
    }
    announcer.clearAlarm();
    setBusy(true);
    const slow = setTimeout(() => announcer.say(strings.searching), SEARCHING_ANNOUNCEMENT_DELAY_MS);
    try {
      if (!(await ensureLoaded())) return;
      const reply = await engine.ask(text, { lang, explain });
      if (!reply.ok) {
        const message =
          reply.code === 'empty-question'
            ? strings.errorEmptyQuestion
            : reply.code === 'question-too-long'
              ? fill(strings.errorQuestionTooLong, { limit: MAX_QUESTION_LENGTH })
              : reply.code === 'unsupported-language'
                ? strings.errorUnsupportedLanguage
                : strings.errorInternal;
        announcer.alarm(message);
        return;
      }
      setExchanges((previous) => [{ id: nextId.current++, question: text, outcome: reply.outcome, trace: reply.trace }, ...previous]);
      // Only a successful send clears the box: a failed one keeps what the resident typed (WCAG 3.3.7).
      setQuestion('');
      announcer.say(reply.outcome.status);
    } catch {
      announcer.alarm(strings.errorInternal);
    } finally {
      clearTimeout(slow);
      setBusy(false);
    }
  }, [busy, question, lang, explain, engine, announcer, strings, ensureLoaded]);

  return (
    <>
      <a class="skip-link" href="#question">
        {strings.skipLink}
      </a>
      <header class="site-header">
        <div class="header-inner">
          <h1 class="agency">{agencyName}</h1>
          <LanguageSelect label={strings.languageLabel} languages={languages} value={lang} onChange={setLang} />
        </div>
      </header>
      <main id="main" class="page">
        <section class="disclosure">
          <p>{fillParts(strings.disclosure, { agency: <bdi>{agencyName}</bdi> })}</p>
          {(summary?.synthetic ?? site.synthetic) && <p class="synthetic">{strings.syntheticNotice}</p>}
        </section>
        <QuestionForm strings={strings} value={question} busy={busy} onInput={setQuestion} onSend={() => void send()} />
        <div class="explain-toggle">
          <input id="explain" type="checkbox" checked={explain} onChange={(e) => setExplain((e.target as HTMLInputElement).checked)} />
          <label for="explain">{strings.explainToggle}</label>
        </div>
        {regions}
        <Transcript exchanges={exchanges} strings={strings} />
      </main>
      <footer class="site-footer">
        <section class="contact" aria-labelledby="contact-heading">
          <h2 id="contact-heading">{strings.contactHeading}</h2>
          <p>{contact}</p>
        </section>
        <p class="about">{strings.footerAbout}</p>
      </footer>
    </>
  );
}

/**
 * The page's live regions, designed from what screen readers actually do:
 *
 * - Answers are not in a live region (GOV.UK Chat moved them out: VoiceOver cut long live text off or stopped
 *   announcing). A short status sentence is announced instead; the answer itself is a heading away.
 * - Two polite regions, both rendered empty at load, take turns (Pagefind's technique): writing the same sentence
 *   into the region that already holds it is not a change, and would not be spoken a second time.
 * - Progress is throttled (Canada's AI Answers): "searching" is only said if an answer takes a while.
 * - One assertive region, for errors and nothing else, so nobody learns to mute it.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'preact/hooks';

/** Polite announcements: short status sentences, each spoken even if it repeats the last. */
export interface Announcer {
  /**
   * `lang`: the sentence's language when it is not the page's (an outcome said in the question's language); `name`: a
   * word of it in another language, marked so (a language's own name, "Русский", in an English sentence).
   */
  say(text: string, lang?: string, name?: Name): void;
  /** Announces an error in the assertive region (and nothing else ever goes there). */
  alarm(text: string): void;
  clearAlarm(): void;
  /**
   * Empties the polite regions: what they hold is no longer true (the page's language changed, and it was said in the
   * other one; indexing a folder failed, and it said it was under way).
   */
  quiet(): void;
}

/** The assertive region's id: a control whose input it reports on is described by it. */
export const ALERT_ID = 'cairn-alert';

/** A word inside a sentence that is in another language than the sentence. */
export interface Name {
  text: string;
  lang: string;
}

/** A polite region's sentence, its language when not the page's, and a word of it in another. */
interface Said {
  text: string;
  lang: string | undefined;
  name?: Name | undefined;
}
const NOTHING: Said = { text: '', lang: undefined };

/**
 * A region's content: nothing at all when empty; the sentence, its `name` (first place it occurs) in a span of its
 * own language, the whole in a span of the sentence's language when it has one.
 */
function spoken({ text, lang, name }: Said) {
  if (text === '') return null;
  const at = name === undefined ? -1 : text.indexOf(name.text);
  const words =
    at < 0 ? text : (
      <>
        {text.slice(0, at)}
        <span lang={name!.lang}>{name!.text}</span>
        {text.slice(at + name!.text.length)}
      </>
    );
  return lang === undefined ? words : <span lang={lang}>{words}</span>;
}

export function useAnnouncer(): { announcer: Announcer; regions: preact.JSX.Element } {
  const [polite, setPolite] = useState<[Said, Said]>([NOTHING, NOTHING]);
  const [alert, setAlert] = useState('');
  const turn = useRef(0);
  const shown = useRef<HTMLDivElement>(null);
  // An error is shown where it can be seen, the page scrolled no more than it takes, focus left where it is: on a
  // phone the region under the question box was below the screen, and a sighted resident's Send did nothing visible.
  useEffect(() => {
    if (alert) shown.current?.scrollIntoView?.({ block: 'nearest' });
  }, [alert]);

  const say = useCallback((text: string, lang?: string, name?: Name) => {
    turn.current = 1 - turn.current;
    setPolite(turn.current === 0 ? [{ text, lang, name }, NOTHING] : [NOTHING, { text, lang, name }]);
  }, []);
  const alarm = useCallback((text: string) => {
    // Clear first, then write on the next frame: the same error twice is a change both times.
    setAlert('');
    requestAnimationFrame(() => setAlert(text));
  }, []);
  const clearAlarm = useCallback(() => setAlert(''), []);
  const quiet = useCallback(() => setPolite([NOTHING, NOTHING]), []);

  // One stable object: callers list it as a dependency, and a new one each render would re-run their effects.
  const announcer = useMemo(() => ({ say, alarm, clearAlarm, quiet }), [say, alarm, clearAlarm, quiet]);
  // `spoken` gives an empty region no text node at all, so re-renders never rewrite it.
  const regions = (
    <>
      <div class="visually-hidden" aria-live="polite" aria-atomic="true" data-region="status-a">
        {spoken(polite[0])}
      </div>
      <div class="visually-hidden" aria-live="polite" aria-atomic="true" data-region="status-b">
        {spoken(polite[1])}
      </div>
      <div ref={shown} role="alert" aria-atomic="true" class={alert ? 'alert' : 'alert alert-empty'} data-region="alert" id={ALERT_ID}>
        {alert || null}
      </div>
    </>
  );
  return { announcer, regions };
}

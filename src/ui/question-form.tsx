/**
 * The question box: a labelled text area with a visible key hint; Enter sends, Shift+Enter adds a line. A phone's
 * keyboard has no Shift+Enter: there the hint is left out, shown and heard, and the keyboard's Enter key is labelled
 * to send (`enterkeyhint`).
 */
import { ALERT_ID } from './announcer.tsx';
import { MAX_QUESTION_LENGTH, questionLength } from '../engine/answer/limits.ts';
import { fill, type UiStrings } from './strings.ts';

/**
 * The count is shown from this share of the limit on: a resident pasting a long text learns of the limit while
 * typing, not only after sending (a resident trial, session 30). Read with the box (`aria-describedby`), never
 * announced: a live count would speak at every key.
 */
const COUNT_FROM = 0.9;

/** A touch screen with no mouse or trackpad: a phone's or a tablet's keyboard, which has no Shift+Enter. */
const TOUCH_ONLY = '(hover: none) and (pointer: coarse)';

interface QuestionFormProps {
  strings: UiStrings;
  value: string;
  busy: boolean;
  /** The last send was refused for the question itself (empty, too long): the box says so, described by the alert. */
  invalid: boolean;
  onInput: (value: string) => void;
  /** `tapped`: by the Send button (a pointer or its own key), not by Enter in the box. */
  onSend: (tapped: boolean) => void;
}

export function QuestionForm({ strings, value, busy, invalid, onInput, onSend }: QuestionFormProps) {
  const length = questionLength(value);
  const count =
    length > MAX_QUESTION_LENGTH
      ? fill(strings.questionOver, { count: length - MAX_QUESTION_LENGTH })
      : length >= COUNT_FROM * MAX_QUESTION_LENGTH
        ? fill(strings.questionLeft, { count: MAX_QUESTION_LENGTH - length })
        : null;
  const hinted = typeof matchMedia !== 'function' || !matchMedia(TOUCH_ONLY).matches;
  const described = [...(hinted ? ['question-hint'] : []), ...(count === null ? [] : ['question-count']), ...(invalid ? [ALERT_ID] : [])].join(' ');
  const onKeyDown = (event: KeyboardEvent) => {
    // While an input method is composing (Chinese, Japanese, Korean…), Enter confirms the composition.
    if (event.key === 'Enter' && !event.shiftKey && !event.isComposing) {
      event.preventDefault();
      onSend(false);
    }
  };
  return (
    <form
      class="question-form"
      onSubmit={(event) => {
        event.preventDefault();
        onSend(true);
      }}
    >
      <label for="question" class="question-label">
        {strings.questionLabel}
      </label>
      {hinted && (
        <p id="question-hint" class="hint">
          {strings.keyHint}
        </p>
      )}
      <div class="question-row">
        <textarea
          id="question"
          name="question"
          rows={3}
          enterkeyhint="send"
          aria-describedby={described === '' ? undefined : described}
          aria-invalid={invalid ? 'true' : undefined}
          value={value}
          onInput={(event) => onInput((event.target as HTMLTextAreaElement).value)}
          onKeyDown={onKeyDown}
        />
        <button type="submit" class="send" aria-disabled={busy ? 'true' : undefined}>
          {strings.send}
        </button>
      </div>
      {count !== null && (
        <p id="question-count" class="hint">
          {count}
        </p>
      )}
    </form>
  );
}

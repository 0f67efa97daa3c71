/** The question box: a labelled text area with a visible key hint; Enter sends, Shift+Enter adds a line. */
import { ALERT_ID } from './announcer.tsx';
import type { UiStrings } from './strings.ts';

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
      <p id="question-hint" class="hint">
        {strings.keyHint}
      </p>
      <div class="question-row">
        <textarea
          id="question"
          name="question"
          rows={3}
          aria-describedby={invalid ? `question-hint ${ALERT_ID}` : 'question-hint'}
          aria-invalid={invalid ? 'true' : undefined}
          value={value}
          onInput={(event) => onInput((event.target as HTMLTextAreaElement).value)}
          onKeyDown={onKeyDown}
        />
        <button type="submit" class="send" aria-disabled={busy ? 'true' : undefined}>
          {strings.send}
        </button>
      </div>
    </form>
  );
}

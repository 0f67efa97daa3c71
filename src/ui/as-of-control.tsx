/**
 * The day answers are for, on a corpus with dated documents: a visible line ("Answers as of January 1, 2027."), the
 * date written as the page's language writes it, and a native date field to change it, behind a disclosure —
 * keyboard and screen-reader operable as the browser makes it, labelled, and described by the line. Clearing the field
 * goes back to today (the field and the line agree again); a day half typed changes nothing, nor does a year before
 * 1000, which is a year still being typed.
 */
import { useLayoutEffect, useRef, useState } from 'preact/hooks';
import { isIsoDate } from '../engine/format/effective-dates.ts';
import { formatDay, localToday } from './dates.ts';
import { fill, type UiStrings } from './strings.ts';

interface AsOfControlProps {
  strings: UiStrings;
  lang: string;
  value: string;
  onChange: (date: string) => void;
  /** The field was left: a change not yet announced is announced now. */
  onSettled: () => void;
}

export function AsOfControl({ strings, lang, value, onChange, onSettled }: AsOfControlProps) {
  const settle = (field: HTMLInputElement) => {
    // Cleared: today, written back into the field too (it may already be today's, and then nothing re-renders).
    if (field.value === '' && !field.validity.badInput) field.value = localToday(new Date());
    const date = field.value;
    // A year still being typed ("2", "20", "202" on the way to 2024) is a valid date to the field: not a day asked for.
    if (isIsoDate(date) && date >= '1000' && date !== value) onChange(date);
  };
  // Not a controlled field: a render while a date is typed a part at a time (an announcement said meanwhile) would
  // put the last whole date back into it and undo the part typed. Brought in line only when the day changes, and at
  // once: as an effect after the paint, a key read before a busy page painted (a year digit: 0002) was overwritten.
  const field = useRef<HTMLInputElement>(null);
  useLayoutEffect(() => {
    if (field.current !== null && field.current.value !== value) field.current.value = value;
  }, [value]);
  // Its default is the first day only. A `defaultValue` that followed each day the field reported set its value
  // attribute while the date was typed, and Chromium rebuilt the field's parts: focus went to the page's body and every
  // digit after was lost (an e2e run under load typed 11/15/2024 and got November 1, 2026; at 20 times less CPU the
  // field lost focus after its first part, and with this it keeps it).
  const [first] = useState(value);
  return (
    <div class="as-of">
      <p id="as-of-line" class="as-of-line">
        {fill(strings.asOfLine, { date: formatDay(value, lang) })}
      </p>
      {/* Behind one tab stop: open, the field is four (month, day, year, calendar), and they stood between Send and the
          answer for a resident on a keyboard (a trial, session 45). Left open once opened. */}
      <details>
        <summary id="as-of-label">{strings.asOfChange}</summary>
        <input
          ref={field}
          id="as-of"
          type="date"
          defaultValue={first}
          aria-labelledby="as-of-label"
          aria-describedby="as-of-line"
          onChange={(event) => settle(event.target as HTMLInputElement)}
          // Cleared from the keyboard, a segment at a time, the field sends no change once it is empty: leaving it settles.
          onBlur={(event) => {
            settle(event.target as HTMLInputElement);
            onSettled();
          }}
        />
      </details>
    </div>
  );
}

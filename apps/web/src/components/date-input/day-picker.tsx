import { DatePicker } from 'antd';
import dayjs from 'dayjs';
import type { CSSProperties } from 'react';
import { ISO_DAY } from './iso-day.ts';

export type DayPickerProps = {
  /** The day as the wire and the URL hold it: YYYY-MM-DD. */
  value: string | undefined;
  onChange: (day: string | undefined) => void;
  /** The person's date format, in which the day is shown and typed. */
  format: string;
  id?: string;
  'aria-label'?: string;
  style?: CSSProperties;
  /** Takes the focus when drawn: the field it replaces had it. */
  autoFocus?: boolean;
  /** Opens the calendar when drawn: the field it replaces was clicked. */
  defaultOpen?: boolean;
};

/**
 * antd's DatePicker over a YYYY-MM-DD day: the calendar, and a day typed in the person's format
 * (kept when Enter is pressed or the field is left), or cleared.
 */
export function DayPicker({ value, onChange, format, ...props }: DayPickerProps) {
  // antd clears with its × button, which a keyboard cannot reach; its field emptied and left (or
  // Enter pressed) would only show the day again. Here that is clearing too.
  function clearWhenEmptied(event: { target: EventTarget }) {
    if (value && event.target instanceof HTMLInputElement && event.target.value === '') {
      onChange(undefined);
    }
  }
  return (
    <DatePicker
      {...props}
      onBlur={clearWhenEmptied}
      onKeyDown={(event) => {
        if (event.key !== 'Enter') return;
        clearWhenEmptied(event);
        // Enter takes the day typed; it must not also send the form around the field, half
        // filled in, as Enter in a text field would.
        event.preventDefault();
      }}
      format={format}
      placeholder={format}
      value={value ? dayjs(value, ISO_DAY) : null}
      onChange={(day) => onChange(day ? day.format(ISO_DAY) : undefined)}
    />
  );
}

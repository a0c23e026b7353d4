import { lazy, Suspense, useState } from 'react';
import { formatDate } from '@/lib/format/format.ts';
import { useThemeSettings } from '@/lib/theme/theme-store.ts';
import '../list/list.css';
import './date-input.css';

// The calendar (antd's picker, some 29 KB) is fetched when the person reaches for a field (or
// points at it): the screens that ask for a day stay within their download budget.
const loadDayPicker = () => import('./day-picker.tsx');
const DayPicker = lazy(() => loadDayPicker().then((module) => ({ default: module.DayPicker })));

export type DateInputProps = {
  /** The day as the wire and the URL hold it (YYYY-MM-DD); empty is no day. */
  value?: string | null;
  /** The day chosen or typed, as YYYY-MM-DD; undefined once cleared. */
  onChange?: (day: string | undefined) => void;
  id?: string;
  'aria-label'?: string;
  /** As wide as its container (a form's field) rather than a toolbar filter's width. */
  block?: boolean;
};

/**
 * Every day the console asks for: shown and typed in the person's own date format (their
 * preference, as the tables show days), sent as YYYY-MM-DD. A still field of the picker's size
 * until the person reaches for it; then the calendar, which takes the focus over, and opens at
 * once when the field was clicked (a keyboard's Tab leaves it closed, to type the day).
 */
export function DateInput({ value, onChange, block, ...names }: DateInputProps) {
  const settings = useThemeSettings();
  const [reached, setReached] = useState<'pointer' | 'keyboard'>();
  const day = value || undefined;
  const style = { width: block ? '100%' : '9.5rem' };
  const still = (
    <input
      {...names}
      className="list-select date-input-still"
      style={style}
      readOnly
      value={day ? formatDate(day, settings) : ''}
      placeholder={settings.dateFormat}
      onPointerEnter={() => void loadDayPicker().catch(() => undefined)}
      // A press comes before the focus it gives: the field knows it was clicked.
      onPointerDown={() => setReached('pointer')}
      onFocus={() => setReached((how) => how ?? 'keyboard')}
    />
  );
  if (!reached) return still;
  return (
    <Suspense fallback={still}>
      <DayPicker
        {...names}
        style={style}
        format={settings.dateFormat}
        value={day}
        onChange={(next) => onChange?.(next)}
        autoFocus
        defaultOpen={reached === 'pointer'}
      />
    </Suspense>
  );
}

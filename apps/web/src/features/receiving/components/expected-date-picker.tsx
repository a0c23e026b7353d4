import { DatePicker } from 'antd';
import dayjs from 'dayjs';
import { useThemeSettings } from '@/lib/theme/theme-store.ts';

const DAY = 'YYYY-MM-DD';

export type DateFieldProps = {
  /** The day as the contract holds it: YYYY-MM-DD. */
  value?: string;
  onChange?: (day: string | undefined) => void;
  id?: string;
  /** Takes the focus when drawn: the field it replaces had it. */
  autoFocus?: boolean;
  /** Opens the calendar when drawn: the field it replaces was clicked. */
  defaultOpen?: boolean;
};

/** antd's DatePicker over a YYYY-MM-DD day, shown in the person's own date format. */
export function ExpectedDatePicker({
  value,
  onChange,
  id,
  autoFocus,
  defaultOpen,
}: DateFieldProps) {
  const { dateFormat } = useThemeSettings();
  return (
    <DatePicker
      id={id}
      autoFocus={autoFocus}
      defaultOpen={defaultOpen}
      format={dateFormat}
      value={value ? dayjs(value, DAY) : null}
      onChange={(day) => onChange?.(day ? day.format(DAY) : undefined)}
      style={{ width: '100%' }}
    />
  );
}

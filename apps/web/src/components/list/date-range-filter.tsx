import { DateInput } from '../date-input/date-input.tsx';
import './list.css';

type DateRangeFilterProps = {
  /** "Created": the inputs read "Created from" and "Created to". */
  label: string;
  from: string | undefined;
  to: string | undefined;
  onChange: (range: { from: string | undefined; to: string | undefined }) => void;
};

/**
 * A list's date range: two days in the person's date format, YYYY-MM-DD in the URL. A start
 * after the end is swapped, not refused.
 */
export function DateRangeFilter({ label, from, to, onChange }: DateRangeFilterProps) {
  function change(next: { from: string | undefined; to: string | undefined }) {
    if (next.from && next.to && next.from > next.to) onChange({ from: next.to, to: next.from });
    else onChange(next);
  }
  return (
    <span className="list-date-range">
      <DateInput
        aria-label={`${label} from`}
        value={from}
        onChange={(day) => change({ from: day, to })}
      />
      <span aria-hidden>–</span>
      <DateInput
        aria-label={`${label} to`}
        value={to}
        onChange={(day) => change({ from, to: day })}
      />
    </span>
  );
}

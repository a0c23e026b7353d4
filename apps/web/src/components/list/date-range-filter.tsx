import './list.css';

type DateRangeFilterProps = {
  /** "Created": the inputs read "Created from" and "Created to". */
  label: string;
  from: string | undefined;
  to: string | undefined;
  onChange: (range: { from: string | undefined; to: string | undefined }) => void;
};

/**
 * A list's date range as the browser's own date inputs (YYYY-MM-DD in the URL): light, and the
 * picker phones and screen readers know. A start after the end is swapped, not refused.
 */
export function DateRangeFilter({ label, from, to, onChange }: DateRangeFilterProps) {
  function change(next: { from: string | undefined; to: string | undefined }) {
    if (next.from && next.to && next.from > next.to) onChange({ from: next.to, to: next.from });
    else onChange(next);
  }
  return (
    <span className="list-date-range">
      <input
        type="date"
        className="list-select list-date"
        aria-label={`${label} from`}
        value={from ?? ''}
        max={to}
        onChange={(event) => change({ from: event.target.value || undefined, to })}
      />
      <span aria-hidden>–</span>
      <input
        type="date"
        className="list-select list-date"
        aria-label={`${label} to`}
        value={to ?? ''}
        min={from}
        onChange={(event) => change({ from, to: event.target.value || undefined })}
      />
    </span>
  );
}

import './list.css';

type FilterSelectProps<Value extends string> = {
  /** "Filter by role" */
  label: string;
  /** The choice meaning "no filter": "All roles". */
  allLabel: string;
  value: Value | undefined;
  options: readonly { value: Value; label: string }[] | undefined;
  onChange: (value: Value | undefined) => void;
  /** The options could not be loaded: the filter says so and stays off. */
  unavailable?: string;
};

/**
 * One filter of a list, as the browser's own select: a handful of choices needs no search box,
 * and the native control is the one phones and screen readers handle best.
 */
export function FilterSelect<Value extends string>(props: FilterSelectProps<Value>) {
  const { label, allLabel, value, options, onChange, unavailable } = props;
  const known = options?.some((option) => option.value === value);
  return (
    <select
      className="list-select"
      aria-label={label}
      value={value ?? ''}
      // Without its choices the filter is off, unless one is set (from the URL): it can be cleared.
      disabled={(Boolean(unavailable) || options === undefined) && value === undefined}
      onChange={(event) => onChange((event.target.value || undefined) as Value | undefined)}
    >
      <option value="">{unavailable ?? (options === undefined ? 'Loading…' : allLabel)}</option>
      {/* A filter from the URL whose choices have not arrived yet still shows as chosen. */}
      {value !== undefined && !known && <option value={value}>{value}</option>}
      {options?.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}

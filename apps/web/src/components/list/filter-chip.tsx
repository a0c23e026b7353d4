import './list.css';

/** A filter set from a link that the person cannot choose here, shown so it can be cleared. */
export function FilterChip({
  label,
  clear,
  onClear,
}: {
  /** "User USR-000042" */
  label: string;
  /** The clear button's accessible name: "Show every user's shipments, not only USR-000042's". */
  clear: string;
  onClear: () => void;
}) {
  return (
    <span className="list-chip">
      {label}
      <button type="button" aria-label={clear} onClick={onClear}>
        ×
      </button>
    </span>
  );
}

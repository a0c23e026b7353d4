import './plain.css';

/** A spinning ring that names what is loading for assistive technology. */
export function PlainSpinner({ label, large }: { label: string; large?: boolean }) {
  return (
    <span
      role="status"
      aria-label={label}
      className={large ? 'plain-spinner plain-spinner-large' : 'plain-spinner'}
    />
  );
}

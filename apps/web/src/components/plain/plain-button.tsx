import type { ButtonHTMLAttributes } from 'react';
import './plain.css';

type PlainButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: 'primary' | 'default' | 'link';
  block?: boolean;
  /** Busy: shows a spinner and ignores further presses until the work is done. */
  loading?: boolean;
};

/** antd's Button in look: primary, default or link, full width on request, busy while loading. */
export function PlainButton({
  variant = 'default',
  block,
  loading,
  type = 'button',
  className,
  children,
  onClick,
  ...rest
}: PlainButtonProps) {
  const classes =
    variant === 'link'
      ? ['plain-link-button']
      : [
          'plain-button',
          variant === 'primary' && 'plain-button-primary',
          block && 'plain-button-block',
        ];
  return (
    <button
      {...rest}
      type={type}
      className={[...classes, className].filter(Boolean).join(' ')}
      aria-busy={loading || undefined}
      // A busy button stays focusable (disabling it would drop focus) but ignores presses.
      onClick={(event) => {
        if (loading) event.preventDefault();
        else onClick?.(event);
      }}
    >
      {loading && <span className="plain-spinner" aria-hidden="true" />}
      {children}
    </button>
  );
}

import EyeInvisibleOutlined from '@ant-design/icons-svg/es/asn/EyeInvisibleOutlined';
import EyeOutlined from '@ant-design/icons-svg/es/asn/EyeOutlined';
import { type InputHTMLAttributes, useId, useState } from 'react';
import { PlainIcon } from './plain-icon.tsx';
import './plain.css';

type PlainFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  label: string;
  /** The field's problem, shown under it and read with it; none while it is fine. */
  error?: string;
  /** A hint under the field, such as what a good value looks like. */
  help?: string;
  /** A password: typed hidden, with a button that shows it. */
  password?: boolean;
};

/** A labelled text field with its hint and its message, like an antd Form.Item around an Input. */
export function PlainField({ label, error, help, password, ...input }: PlainFieldProps) {
  const id = useId();
  const [revealed, setRevealed] = useState(false);
  const helpId = `${id}-help`;
  const errorId = `${id}-error`;
  const describedBy = [error && errorId, help && helpId].filter(Boolean).join(' ');
  return (
    <div className="plain-field">
      <label htmlFor={id}>{label}</label>
      <div className="plain-control" data-invalid={error ? '' : undefined}>
        <input
          {...input}
          id={id}
          type={password ? (revealed ? 'text' : 'password') : input.type}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
        />
        {password && (
          <button
            type="button"
            className="plain-reveal"
            aria-label={revealed ? 'Hide password' : 'Show password'}
            aria-pressed={revealed}
            onClick={() => setRevealed((shown) => !shown)}
          >
            <PlainIcon definition={revealed ? EyeOutlined : EyeInvisibleOutlined} />
          </button>
        )}
      </div>
      {help && (
        <div id={helpId} className="plain-help">
          {help}
        </div>
      )}
      {error && (
        <div id={errorId} className="plain-message" role="alert">
          {error}
        </div>
      )}
    </div>
  );
}

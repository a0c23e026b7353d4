import type { ReactNode } from 'react';
import { requestErrorMessage } from '@/lib/forms/form-errors.ts';
import { PlainNotice } from './plain-notice.tsx';

type PlainRequestErrorProps = {
  error: Error | null;
  /** The form's fields, whose own problems show beside them rather than here. */
  fieldNames?: readonly string[];
  action?: ReactNode;
};

/** RequestError for the plain forms: the server's words when a submission fails. */
export function PlainRequestError({ error, fieldNames, action }: PlainRequestErrorProps) {
  const message = requestErrorMessage(error, fieldNames);
  if (!message) return null;
  return (
    <PlainNotice type="error" action={action}>
      {message}
    </PlainNotice>
  );
}

import { Alert } from 'antd';
import type { ReactNode } from 'react';
import { requestErrorMessage } from '@/lib/forms/form-errors.ts';

type RequestErrorProps = {
  error: Error | null;
  /**
   * The form's fields. When every problem the server named is about one of them, the form shows
   * them beside the fields (see serverFieldErrors) and this alert stays away.
   */
  fieldNames?: readonly string[];
  /** A way forward shown under the message, such as a link. */
  action?: ReactNode;
};

/** The server's own words when a submission fails; nothing while there is no error. */
export function RequestError({ error, fieldNames, action }: RequestErrorProps) {
  const message = requestErrorMessage(error, fieldNames);
  if (!message) return null;
  return (
    <Alert
      type="error"
      showIcon
      title={message}
      description={action}
      style={{ marginBottom: 16 }}
    />
  );
}

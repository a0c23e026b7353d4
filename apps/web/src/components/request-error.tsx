import { Alert } from 'antd';
import type { ReactNode } from 'react';
import { apiErrorMessage, describeApiError } from '@/lib/api/api-client.ts';

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
export function RequestError({ error, fieldNames = [], action }: RequestErrorProps) {
  if (!error) return null;
  const { details } = describeApiError(error);
  const shownOnFields =
    details.length > 0 && details.every((detail) => fieldNames.includes(detail.path));
  if (shownOnFields) return null;
  return (
    <Alert
      type="error"
      showIcon
      title={apiErrorMessage(error)}
      description={action}
      style={{ marginBottom: 16 }}
    />
  );
}

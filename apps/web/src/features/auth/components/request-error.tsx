import { Alert } from 'antd';
import { apiErrorMessage } from '@/lib/api-client.ts';

/** The server's own words when a submission fails; nothing while there is no error. */
export function RequestError({ error }: { error: Error | null }) {
  if (!error) return null;
  return (
    <Alert type="error" showIcon title={apiErrorMessage(error)} style={{ marginBottom: 16 }} />
  );
}

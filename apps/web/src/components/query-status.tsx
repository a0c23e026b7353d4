import { Alert, Button, Skeleton } from 'antd';
import { apiErrorMessage } from '@/lib/api/api-client.ts';
import { VisuallyHidden } from './visually-hidden.tsx';

type QueryStatusProps = {
  /** What is loading, for screen readers: "Loading your profile". */
  loadingLabel: string;
  query: { isPending: boolean; error: unknown; refetch: () => unknown };
};

/** While a screen's data loads: a skeleton; if it failed: the reason and a way to try again. */
export function QueryStatus({ loadingLabel, query }: QueryStatusProps) {
  if (query.isPending && !query.error) {
    return (
      <>
        <VisuallyHidden role="status">{loadingLabel}</VisuallyHidden>
        <Skeleton active />
      </>
    );
  }
  if (!query.error) return null;
  return (
    <Alert
      type="error"
      showIcon
      title={apiErrorMessage(query.error)}
      action={
        <Button size="small" onClick={() => void query.refetch()}>
          Try again
        </Button>
      }
    />
  );
}

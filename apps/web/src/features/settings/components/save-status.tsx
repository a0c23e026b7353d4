import { CheckCircleOutlined } from '@ant-design/icons';
import { Alert, Button, Typography } from 'antd';
import { apiErrorMessage } from '@/lib/api/api-client.ts';

type SaveStatusProps = {
  isPending: boolean;
  isSuccess: boolean;
  error: Error | null;
  onRetry: () => void;
};

/** Where an instantly applied change stands on the server; a failed save can be sent again. */
export function SaveStatus({ isPending, isSuccess, error, onRetry }: SaveStatusProps) {
  if (error) {
    return (
      <Alert
        type="warning"
        showIcon
        title="Your change is applied in this browser but not saved to your account."
        description={apiErrorMessage(error)}
        action={
          <Button size="small" onClick={onRetry}>
            Try again
          </Button>
        }
      />
    );
  }
  return (
    <Typography.Text type="secondary" role="status">
      {isPending && 'Saving…'}
      {!isPending && isSuccess && (
        <>
          <CheckCircleOutlined /> Saved to your account
        </>
      )}
    </Typography.Text>
  );
}

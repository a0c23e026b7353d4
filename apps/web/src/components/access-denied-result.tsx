import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths.ts';

/** Shown inside the shell instead of a screen the person's role does not open. */
export function AccessDeniedResult() {
  const navigate = useNavigate();
  return (
    <Result
      status="403"
      // The screen's one h1, as on every other screen.
      title={<h1 style={{ font: 'inherit', margin: 0 }}>You don't have access to this page</h1>}
      subTitle="Your role does not include this. Ask an administrator if you need it."
      extra={
        <Button type="primary" onClick={() => navigate(paths.dashboard)}>
          Back to dashboard
        </Button>
      }
    />
  );
}

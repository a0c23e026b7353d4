import { Button, Result } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '@/config/paths.ts';

/** Any path no route claims, shown inside the shell (docs/BEHAVIOUR.md §2). */
export function NotFoundPage() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      // A real h1 in the title's own type: the screen's heading for assistive technology.
      title={<h1 style={{ font: 'inherit', margin: 0 }}>Page not found</h1>}
      subTitle={`There is no page at ${pathname}.`}
      extra={
        <Button type="primary" onClick={() => navigate(paths.dashboard)}>
          Back to dashboard
        </Button>
      }
    />
  );
}

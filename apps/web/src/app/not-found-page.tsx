import { useLocation } from 'react-router';
import { NotFoundResult } from '@/components/not-found-result.tsx';
import { paths } from '@/config/paths.ts';

/** Any path no route claims, shown inside the shell (docs/BEHAVIOUR.md §2). */
export function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <NotFoundResult
      title="Page not found"
      description={`There is no page at ${pathname}.`}
      back={{ to: paths.dashboard, label: 'Back to dashboard' }}
    />
  );
}

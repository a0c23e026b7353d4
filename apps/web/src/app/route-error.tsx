import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorResult } from '@/components/error-result.tsx';
import { paths } from '@/config/paths.ts';

/** Error element of the routes: a screen that failed to load or render. */
export function RouteError() {
  const error = useRouteError();
  console.error('A route failed.', error);
  // Only a route response carries a status worth showing; other errors stay generic.
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : undefined;
  return <ErrorResult detail={detail} homeHref={paths.dashboard} />;
}

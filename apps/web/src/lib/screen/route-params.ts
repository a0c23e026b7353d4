import { useParams } from 'react-router';

/**
 * A path parameter the route pattern guarantees. Throwing when it is missing sends the mistake
 * to the route's error screen instead of rendering "undefined".
 */
export function useRequiredParam(name: string): string {
  const value = useParams()[name];
  if (!value) throw new Error(`The route has no "${name}" parameter.`);
  return value;
}

/** An optional path parameter such as `:section?`. */
export function useOptionalParam(name: string): string | undefined {
  return useParams()[name] || undefined;
}

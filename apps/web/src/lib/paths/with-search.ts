/** Builds a path with its search string, leaving the `?` out when there is nothing to add. */
export function withSearch(pathname: string, search: Record<string, string | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) if (value) params.set(key, value);
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';

type SetSearchState<State> = (patch: Partial<State>, options?: { replace?: boolean }) => void;

/**
 * A screen's state kept in the URL's search params, so a view can be shared and
 * survives a reload. `schema` gives every field a `.catch()` default, so a hand-edited or stale
 * URL falls back instead of failing. Values equal to their default stay out of the URL. `prefix`
 * lets two lists share one URL ("audit.page" beside "page").
 */
export function useSearchState<Schema extends z.ZodObject>(
  schema: Schema,
  prefix = '',
): [z.output<Schema>, SetSearchState<z.output<Schema>>] {
  const [searchParams, setSearchParams] = useSearchParams();
  const search = searchParams.toString();

  const state = useMemo(() => {
    const params = new URLSearchParams(search);
    const raw: Record<string, string | undefined> = {};
    for (const key of Object.keys(schema.shape))
      raw[key] = params.get(`${prefix}${key}`) ?? undefined;
    return schema.parse(raw);
  }, [schema, prefix, search]);

  const setState: SetSearchState<z.output<Schema>> = (patch, options) => {
    const defaults = new Map<string, unknown>(Object.entries(schema.parse({})));
    const changes: [string, unknown][] = Object.entries(patch);
    // Read the params afresh: several changes in one event (sort and page) must not undo each other.
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of changes) {
          const name = `${prefix}${key}`;
          if (value === undefined || value === '' || value === defaults.get(key)) next.delete(name);
          else next.set(name, String(value));
        }
        return next;
      },
      { replace: options?.replace },
    );
  };

  return [state, setState];
}

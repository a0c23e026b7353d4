import { useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';

export type SetSearchState<State> = (
  patch: Partial<State>,
  options?: { replace?: boolean },
) => void;

/**
 * A change to the URL's search params, field by field, under the names of the state they hold.
 * `useSearchState` hands it out as its state's setter; code that works for any list's state
 * (the list controller) writes its own fields (page, sort) through it.
 */
export type WriteSearchState = (
  patch: Readonly<Record<string, unknown>>,
  options?: { replace?: boolean },
) => void;

/** The state `schema` reads from a URL's search params, as `useSearchState` gives it. */
export function searchStateFrom<Schema extends z.ZodObject>(
  schema: Schema,
  params: URLSearchParams,
  prefix = '',
): z.output<Schema> {
  const raw: Record<string, string | undefined> = {};
  for (const key of Object.keys(schema.shape))
    raw[key] = params.get(`${prefix}${key}`) ?? undefined;
  return schema.parse(raw);
}

/**
 * A screen's state kept in the URL's search params, so a view can be shared and
 * survives a reload. `schema` gives every field a `.catch()` default, so a hand-edited or stale
 * URL falls back instead of failing. Values equal to their default stay out of the URL. `prefix`
 * lets two lists share one URL ("audit.page" beside "page"). A `cursor` field (a list's page
 * cursor) is dropped by every change that does not set it.
 */
export function useSearchState<Schema extends z.ZodObject>(
  schema: Schema,
  prefix = '',
): [z.output<Schema>, SetSearchState<z.output<Schema>>] {
  const { state, write } = useSearchStateWriter(schema, prefix);
  return [state, write];
}

/** `useSearchState`, its setter untyped: `write` takes any of the schema's fields by name. */
export function useSearchStateWriter<Schema extends z.ZodObject>(
  schema: Schema,
  prefix = '',
): { state: z.output<Schema>; write: WriteSearchState } {
  const [searchParams, setSearchParams] = useSearchParams();
  const search = searchParams.toString();
  // The URLs set but not rendered yet. The router hands a change the params of the last render,
  // and renders a navigation as a transition, which may come after the next event: a second
  // change (a filter picked right after another) would otherwise undo the first.
  const pending = useRef<string[]>([]);
  useEffect(() => {
    const index = pending.current.indexOf(search);
    // Rendered: forget it and those before it. Elsewhere (Back, a link): forget them all.
    pending.current = index === -1 ? [] : pending.current.slice(index + 1);
  }, [search]);

  const state = useMemo(
    () => searchStateFrom(schema, new URLSearchParams(search), prefix),
    [schema, prefix, search],
  );

  const write: WriteSearchState = (patch, options) => {
    const defaults = new Map<string, unknown>(Object.entries(schema.parse({})));
    const changes: [string, unknown][] = Object.entries(patch);
    // A list's page cursor holds for the one state it came with: any other change drops it.
    if ('cursor' in schema.shape && !('cursor' in patch)) changes.push(['cursor', undefined]);
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(pending.current.at(-1) ?? current);
        for (const [key, value] of changes) {
          const name = `${prefix}${key}`;
          if (value === undefined || value === '' || value === defaults.get(key)) next.delete(name);
          else next.set(name, String(value));
        }
        pending.current.push(next.toString());
        return next;
      },
      { replace: options?.replace },
    );
  };

  return { state, write };
}

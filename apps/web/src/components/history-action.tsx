import type { QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import { HistoryDrawer, type HistoryQueryOptions } from './history-drawer.tsx';
import { StandardAction } from './standard-action.tsx';

type HistoryActionProps<Key extends QueryKey> = {
  /** "History of Asha Rao" */
  title: string;
  query: HistoryQueryOptions<Key>;
};

/** The standard "History" action: opens the record's change history in a drawer. */
export function HistoryAction<Key extends QueryKey>({ title, query }: HistoryActionProps<Key>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <StandardAction action="history" onClick={() => setOpen(true)} />
      <HistoryDrawer open={open} onClose={() => setOpen(false)} title={title} query={query} />
    </>
  );
}

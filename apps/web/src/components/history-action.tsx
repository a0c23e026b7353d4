import type { QueryKey } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import type { HistoryQueryOptions } from './history-drawer.tsx';
import { StandardAction } from './standard-action.tsx';

// The drawer's code (the timeline, the change list, antd's Drawer) is fetched when History is
// first wanted, not with every record's screen: pointing at the button is enough to start it.
const loadDrawer = () => import('./history-drawer.tsx');
// A failed early fetch is tried again on the click, which shows its failure.
const prefetchDrawer = () => {
  loadDrawer().catch(() => {});
};
// `lazy` keeps the props but not the drawer's type parameter (its query's key): given back here.
const HistoryDrawer = lazy(async () => ({
  default: (await loadDrawer()).HistoryDrawer,
})) as unknown as typeof import('./history-drawer.tsx').HistoryDrawer;

type HistoryActionProps<Key extends QueryKey> = {
  /** "History of Asha Rao" */
  title: string;
  query: HistoryQueryOptions<Key>;
};

/** The standard "History" action: opens the record's change history in a drawer. */
export function HistoryAction<Key extends QueryKey>({ title, query }: HistoryActionProps<Key>) {
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so that closing it plays its animation.
  const [wanted, setWanted] = useState(false);
  return (
    <>
      <StandardAction
        action="history"
        onPointerEnter={prefetchDrawer}
        onFocus={prefetchDrawer}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      />
      {wanted && (
        <Suspense fallback={null}>
          <HistoryDrawer open={open} onClose={() => setOpen(false)} title={title} query={query} />
        </Suspense>
      )}
    </>
  );
}

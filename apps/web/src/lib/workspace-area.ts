import { useSyncExternalStore } from 'react';
import { z } from 'zod';
import { createLocalStore } from './local-store.ts';

/** SPEC §1: the business / analytical area switch, with exactly these two entries. */
export const workspaceAreas = ['business', 'analytical'] as const;
export type WorkspaceArea = (typeof workspaceAreas)[number];

export const WORKSPACE_AREA_LABELS: Record<WorkspaceArea, string> = {
  business: 'Business',
  analytical: 'Analytical',
};

/** Where the choice is remembered in this browser. */
export const WORKSPACE_AREA_STORAGE_KEY = 'workspace-area';

const store = createLocalStore(WORKSPACE_AREA_STORAGE_KEY, (stored) =>
  z.enum(workspaceAreas).catch('business').parse(stored),
);

export function setWorkspaceArea(area: WorkspaceArea): void {
  store.set(area);
}

/** The area the person works in, remembered across visits; screens may read it to adapt. */
export function useWorkspaceArea(): WorkspaceArea {
  return useSyncExternalStore(store.subscribe, store.get);
}

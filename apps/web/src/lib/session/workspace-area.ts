import {
  WORKSPACE_AREA_COOKIE,
  type WorkspaceArea,
  workspaceAreas,
} from '@depot/contracts/console-frame';
import Cookies from 'js-cookie';
import { useSyncExternalStore } from 'react';
import { z } from 'zod';

// docs/BEHAVIOUR.md §1: the business / analytical area switch, with exactly these two entries,
// remembered in a cookie because logout clears local storage (§4) and the choice is the person's
// standing preference, not part of the session. The server reads it too, to draw the frame.
export { WORKSPACE_AREA_COOKIE, type WorkspaceArea, workspaceAreas };

export const WORKSPACE_AREA_LABELS: Record<WorkspaceArea, string> = {
  business: 'Business',
  analytical: 'Analytical',
};

/** Where earlier versions kept the choice (as JSON); read once, then moved to the cookie. */
export const LEGACY_WORKSPACE_AREA_STORAGE_KEY = 'workspace-area';

const COOKIE_ATTRIBUTES = { path: '/', expires: 365, sameSite: 'Lax' } as const;

const areaSchema = z.enum(workspaceAreas);
const listeners = new Set<() => void>();

function readLegacyChoice(): WorkspaceArea | undefined {
  try {
    const raw = localStorage.getItem(LEGACY_WORKSPACE_AREA_STORAGE_KEY);
    if (raw === null) return undefined;
    localStorage.removeItem(LEGACY_WORKSPACE_AREA_STORAGE_KEY);
    const parsed = areaSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : undefined;
  } catch {
    // Storage switched off, or an entry that is not JSON: nothing to carry over.
    return undefined;
  }
}

/** The area chosen in this browser (its cookie), business until one is. */
export function getWorkspaceArea(): WorkspaceArea {
  const fromCookie = areaSchema.safeParse(Cookies.get(WORKSPACE_AREA_COOKIE));
  if (fromCookie.success) return fromCookie.data;
  const legacy = readLegacyChoice();
  if (!legacy) return 'business';
  Cookies.set(WORKSPACE_AREA_COOKIE, legacy, COOKIE_ATTRIBUTES);
  return legacy;
}

export function setWorkspaceArea(area: WorkspaceArea): void {
  Cookies.set(WORKSPACE_AREA_COOKIE, area, COOKIE_ATTRIBUTES);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Cookies announce no changes: a choice made in another tab is read on coming back here.
  window.addEventListener('focus', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('focus', listener);
  };
}

/** The area the person works in, remembered across visits and sign-outs; screens may read it. */
export function useWorkspaceArea(): WorkspaceArea {
  return useSyncExternalStore(subscribe, getWorkspaceArea);
}

import { useState } from 'react';
import { useLocation } from 'react-router';
import { useIsBelowLaptopWidth } from '@/lib/screen/use-screen-size.ts';
import { useSidebarCollapsed } from './use-sidebar-collapsed.ts';

/**
 * The sidebar's layout (docs/BEHAVIOUR.md §2, §9), decided here:
 * - at laptop width and up (screen size factor 6 and more) it is docked, 260 px expanded or
 *   60 px collapsed, as the person last chose (kept in the documented cookie);
 * - below laptop width it is hidden (0 px), and the header toggle opens it over the page as a
 *   drawer, which closes again on every navigation. The cookie is left alone there, so widening
 *   the window brings back the person's own choice.
 */
export type SidebarState = {
  placement: 'docked' | 'overlay';
  /** Docked: collapsed to 60 px. Overlay: the drawer is closed. */
  collapsed: boolean;
  expand: () => void;
  collapse: () => void;
  toggle: () => void;
};

export function useSidebar(): SidebarState {
  const belowLaptop = useIsBelowLaptopWidth();
  const docked = useSidebarCollapsed();
  // The drawer is open for the location it was opened on; any navigation makes a new location,
  // so it closes by itself, with nothing to reset.
  const location = useLocation();
  const [openOn, setOpenOn] = useState<string | null>(null);

  if (!belowLaptop) {
    return {
      placement: 'docked',
      collapsed: docked.collapsed,
      expand: () => docked.setCollapsed(false),
      collapse: () => docked.setCollapsed(true),
      toggle: docked.toggle,
    };
  }
  const collapsed = openOn !== location.key;
  return {
    placement: 'overlay',
    collapsed,
    expand: () => setOpenOn(location.key),
    collapse: () => setOpenOn(null),
    toggle: () => setOpenOn(collapsed ? location.key : null),
  };
}

import type { Permissions } from '@depot/contracts/permissions';
import { usePendingReceiptsCount } from '@/features/receiving/api/pending-count.ts';
import { can } from '@/lib/session/permissions.ts';
import type { SidebarBadges } from './sidebar-entries.tsx';

/**
 * The counts the sidebar's entries show, each asked only of a person who may open the entry.
 * Receiving: the receipts awaiting approval, refreshed whenever a receiving change invalidates
 * the area.
 */
export function useSidebarBadges(permissions: Permissions): SidebarBadges {
  const pendingReceipts = usePendingReceiptsCount(can(permissions, 'receiving', 'view')).data;
  const badges: SidebarBadges = {};
  if (pendingReceipts) {
    badges.receiving = { count: pendingReceipts, label: `${pendingReceipts} awaiting approval` };
  }
  return badges;
}

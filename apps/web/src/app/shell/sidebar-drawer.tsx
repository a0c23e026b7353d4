import { Drawer } from 'antd';
import { SIDEBAR_WIDTH_EXPANDED } from '@/config/constants.ts';
import { SidebarContent, type SidebarContentProps } from './sidebar-content.tsx';

type SidebarDrawerProps = Omit<SidebarContentProps, 'collapsed'> & {
  open: boolean;
  onClose: () => void;
};

/**
 * Below laptop width the sidebar takes no room beside the page (docs/BEHAVIOUR.md §9's hidden width, 0: no
 * Sider is rendered at all) and opens over it, at its expanded width.
 */
export function SidebarDrawer({ open, onClose, permissions, fullName }: SidebarDrawerProps) {
  return (
    <Drawer
      open={open}
      onClose={onClose}
      placement="left"
      size={SIDEBAR_WIDTH_EXPANDED}
      closable={false}
      title={null}
      aria-label="Navigation"
      styles={{ body: { padding: 0 } }}
    >
      <SidebarContent collapsed={false} permissions={permissions} fullName={fullName} />
    </Drawer>
  );
}

import MenuFoldOutlined from '@ant-design/icons-svg/es/asn/MenuFoldOutlined';
import MenuUnfoldOutlined from '@ant-design/icons-svg/es/asn/MenuUnfoldOutlined';
import { Button, Layout, theme } from 'antd';
import { PlainIcon } from '@/components/plain/plain-icon.tsx';
import { PaletteButton } from '@/features/command-palette/components/palette-button.tsx';
import { NotificationBell } from '@/features/notifications/components/notification-bell.tsx';
import { AreaSwitch } from './area-switch.tsx';
import './shell.css';
import { welcomeLine } from '../welcome-line.ts';
import type { SidebarState } from './use-sidebar.ts';

type AppHeaderProps = {
  sidebar: SidebarState;
  fullName: string | undefined;
  onOpenNotifications: () => void;
  onOpenPalette: () => void;
};

function toggleLabel({ placement, collapsed }: SidebarState): string {
  if (placement === 'overlay') return collapsed ? 'Open navigation' : 'Close navigation';
  return collapsed ? 'Expand sidebar' : 'Collapse sidebar';
}

export function AppHeader({
  sidebar,
  fullName,
  onOpenNotifications,
  onOpenPalette,
}: AppHeaderProps) {
  const { token } = theme.useToken();
  return (
    <Layout.Header
      className="shell-header"
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: 16,
        paddingInline: 16,
        background: token.colorBgContainer,
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
      }}
    >
      <Button
        type="text"
        aria-label={toggleLabel(sidebar)}
        aria-expanded={!sidebar.collapsed}
        title="Ctrl+→ expands, Ctrl+← collapses"
        icon={<PlainIcon definition={sidebar.collapsed ? MenuUnfoldOutlined : MenuFoldOutlined} />}
        onClick={sidebar.toggle}
      />
      <strong className="shell-welcome">{welcomeLine(fullName)}</strong>
      <PaletteButton onOpen={onOpenPalette} />
      <AreaSwitch />
      <NotificationBell onOpen={onOpenNotifications} />
    </Layout.Header>
  );
}

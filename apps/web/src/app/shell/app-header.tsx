import { BellOutlined, MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Button, Layout, Typography, theme } from 'antd';

type AppHeaderProps = {
  collapsed: boolean;
  onToggleSidebar: () => void;
  fullName: string | undefined;
  onOpenNotifications: () => void;
};

export function AppHeader({
  collapsed,
  onToggleSidebar,
  fullName,
  onOpenNotifications,
}: AppHeaderProps) {
  const { token } = theme.useToken();
  return (
    <Layout.Header
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
        aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
        aria-expanded={!collapsed}
        icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
        onClick={onToggleSidebar}
      />
      <Typography.Text strong style={{ flex: 1 }}>
        {fullName ? `Welcome back, ${fullName}` : 'Welcome back'}
      </Typography.Text>
      <Button
        type="text"
        aria-label="Notifications"
        icon={<BellOutlined />}
        onClick={onOpenNotifications}
      />
    </Layout.Header>
  );
}

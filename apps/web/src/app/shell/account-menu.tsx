import { LogoutOutlined, SettingOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Dropdown, type MenuProps } from 'antd';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths.ts';
import { useLogout } from '@/features/auth/api/logout.ts';
import { useSession } from '@/lib/session/session-store.ts';

type AccountMenuProps = { fullName: string | undefined; collapsed: boolean };

/** The sidebar's bottom menu (docs/BEHAVIOUR.md §2): profile, account settings and logout. */
export function AccountMenu({ fullName, collapsed }: AccountMenuProps) {
  const navigate = useNavigate();
  const logout = useLogout();
  // docs/BEHAVIOUR.md §6: the role's name comes from the access token's role claim.
  const role = useSession().claims?.role;

  const items: MenuProps['items'] = [
    ...(role
      ? [{ key: 'role', label: `Role: ${role}`, disabled: true }, { type: 'divider' as const }]
      : []),
    { key: 'profile', icon: <UserOutlined />, label: 'My Profile' },
    { key: 'account', icon: <SettingOutlined />, label: 'Account Settings' },
    { type: 'divider' },
    {
      key: 'logout',
      icon: <LogoutOutlined />,
      label: 'Logout',
      danger: true,
      disabled: logout.isPending,
    },
  ];

  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'profile') return navigate(paths.settings.index);
    if (key === 'account') return navigate(paths.settings.preferences);
    if (!logout.isPending) logout.mutate();
  };

  const name = fullName ?? 'Account';
  // Starts with the visible name, so speech control users can say what they see.
  const label = fullName ? `${fullName}, account menu` : 'Account menu';
  return (
    <Dropdown menu={{ items, onClick }} trigger={['click']} placement="topLeft">
      <Button
        type="text"
        block
        // An icon, not the initial: the accessible name must begin with the visible text.
        icon={<Avatar size="small" icon={<UserOutlined />} aria-hidden />}
        aria-label={label}
        style={{ justifyContent: collapsed ? 'center' : 'flex-start', height: 48 }}
      >
        {collapsed ? null : name}
      </Button>
    </Dropdown>
  );
}

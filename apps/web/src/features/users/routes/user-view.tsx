import type { User } from '@depot/contracts/users';
import { Flex } from 'antd';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { HistoryAction } from '@/components/history-action.tsx';
import { HistoryTimeline } from '@/components/history-drawer.tsx';
import { ScreenHeader } from '@/components/screen-header.tsx';
import { StandardAction } from '@/components/standard-action.tsx';
import { Tabs } from '@/components/tabs/tabs.tsx';
import { paths } from '@/config/paths.ts';
import { useCan } from '@/lib/session/use-can.ts';
import { userHistoryQueryOptions } from '../api/users.ts';
import { UserAddress, UserPlanSummary, UserProfile } from '../components/user-details.tsx';
import { UserScreenState } from '../components/user-screen-state.tsx';
import { type UserSection, userSectionLabels, userSections } from '../components/user-sections.ts';

function UserView({ user, section }: { user: User; section: UserSection }) {
  const can = useCan();
  const navigate = useNavigate();
  const content: Record<UserSection, ReactNode> = {
    profile: <UserProfile user={user} />,
    address: <UserAddress user={user} />,
    plan: <UserPlanSummary user={user} />,
    activity: <HistoryTimeline query={userHistoryQueryOptions(user.code)} />,
  };
  return (
    <>
      <ScreenHeader title={user.businessName} description={`${user.code} · ${user.contactName}`} />
      <Flex gap={8} wrap style={{ marginBottom: 16 }}>
        {can('users', 'edit') && section !== 'activity' && (
          <StandardAction
            action="edit"
            type="primary"
            to={paths.users.edit(user.code, section === 'plan' ? 'profile' : section)}
          />
        )}
        {can('shipments', 'view') && (
          <Link to={paths.shipments.ofUser(user.code)} style={{ alignSelf: 'center' }}>
            Shipments of {user.businessName}
          </Link>
        )}
        {can('vendors', 'view') && (
          <Link to={paths.vendors.ofUser(user.code)} style={{ alignSelf: 'center' }}>
            Vendors of {user.businessName}
          </Link>
        )}
        <HistoryAction
          title={`History of ${user.businessName}`}
          query={userHistoryQueryOptions(user.code)}
        />
        <StandardAction action="close" to={paths.users.list} />
      </Flex>
      <Tabs
        activeKey={section}
        items={userSections.map((key) => ({
          key,
          label: userSectionLabels[key],
          children: content[key],
        }))}
        onChange={(key) => void navigate(paths.users.view(user.code, key))}
      />
    </>
  );
}

/** /users/view/{userId}/{section?}: profile, address, plan and activity of a client business. */
export function UserViewRoute() {
  return (
    <UserScreenState>
      {(user, section) => <UserView user={user} section={section} />}
    </UserScreenState>
  );
}

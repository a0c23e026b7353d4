import { Flex } from 'antd';
import { useMatch } from 'react-router';
import { routePatterns } from '@/config/paths.ts';
import { MyProfileScreen } from '../components/my-profile-screen.tsx';
import { PasswordCard } from '../components/password-card.tsx';
import { PreferencesScreen } from '../components/preferences-screen.tsx';

/**
 * Serves both /setting and /setting/preferences, which share one route component: /setting is
 * My Profile (where the account menu's "My Profile" leads), /setting/preferences the
 * preferences (its "Account Settings"). The password card stays on both, as it was placed.
 */
export function PreferencesRoute() {
  const isProfile = useMatch(routePatterns.settings.index) !== null;
  return (
    <Flex vertical gap={24}>
      {isProfile ? <MyProfileScreen /> : <PreferencesScreen />}
      <PasswordCard />
    </Flex>
  );
}

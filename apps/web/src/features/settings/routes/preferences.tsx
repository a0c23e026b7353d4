import { Flex } from 'antd';
import { type RefObject, useEffect, useRef } from 'react';
import { useLocation, useMatch } from 'react-router';
import { ScreenHeader } from '@/components/screen-header.tsx';
import { routePatterns } from '@/config/paths.ts';
import { useAccountDetails } from '../api/get-account-details.ts';
import { PasswordCard } from '../components/password-card.tsx';
import { PreferencesSection } from '../components/preferences-section.tsx';
import { ProfileSection } from '../components/profile-section.tsx';
import { SettingsNav } from '../components/settings-nav.tsx';

/**
 * On each arrival: /setting starts at the top, with the profile (the account menu's "My
 * Profile"); /setting/preferences brings the preferences into view and focus ("Account
 * Settings"), once the profile above has its height, or it would stop short.
 */
function useArrivalPosition(preferencesHeading: RefObject<HTMLHeadingElement | null>) {
  const isPreferences = useMatch(routePatterns.settings.preferences) !== null;
  const { key } = useLocation();
  const isProfileSettled = !useAccountDetails().isPending;
  const arrivalHandled = useRef<string | null>(null);

  useEffect(() => {
    if (arrivalHandled.current === key) return;
    if (!isPreferences) {
      arrivalHandled.current = key;
      document.scrollingElement?.scrollTo({ top: 0 });
      return;
    }
    const heading = preferencesHeading.current;
    if (!isProfileSettled || !heading) return;
    arrivalHandled.current = key;
    heading.focus({ preventScroll: true });
    // Optional: not every environment that renders the console can scroll (test DOMs).
    heading.scrollIntoView?.({ block: 'start' });
  }, [key, isPreferences, isProfileSettled, preferencesHeading]);
}

/**
 * /setting and /setting/preferences, one screen (docs/BEHAVIOUR.md §2: the settings index is the
 * preferences): the person's profile, their password and every preference with its preview.
 */
export function PreferencesRoute() {
  const preferencesHeading = useRef<HTMLHeadingElement>(null);
  useArrivalPosition(preferencesHeading);
  return (
    <Flex vertical gap={40}>
      <Flex vertical gap={24}>
        <SettingsNav />
        <ScreenHeader
          title="Profile & Preferences"
          description="Your profile and organisation, your password, and how the console looks and formats."
        />
      </Flex>
      <ProfileSection />
      <PasswordCard />
      <PreferencesSection headingRef={preferencesHeading} />
    </Flex>
  );
}

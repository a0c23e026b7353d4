import { routePatterns } from '@/config/paths.ts';
import type { ScreenHeading } from '@/config/screen-headings.ts';
import { featureScreens } from '@/lib/screen/screen-table.ts';

/** The headings that are the same for everyone; the console's frame draws them while loading. */
export const settingsHeadings = {
  privilegeCreate: {
    title: 'New role',
    description: 'Name a role and choose its permissions, resource by resource.',
  },
  notificationSettings: {
    title: 'Notification settings',
    description: 'Which events notify you, in the console and by email.',
  },
} satisfies Record<string, ScreenHeading>;

const { settings } = routePatterns;

export const screens = featureScreens({ feature: 'settings', order: 90 }, [
  // The settings index is the preferences screen.
  {
    path: settings.index,
    route: 'preferences',
    component: 'PreferencesRoute',
    sidebar: { key: 'setting', label: 'Setting' },
  },
  {
    path: settings.preferences,
    title: 'Preferences',
    route: 'preferences',
    component: 'PreferencesRoute',
  },
  {
    path: settings.notification,
    title: settingsHeadings.notificationSettings.title,
    route: 'notification-settings',
    component: 'NotificationSettingsRoute',
  },
  // The audit log is a tab here; the server lets settings.view read it, so that opens it too.
  {
    path: settings.privileges.list,
    title: 'Privileges',
    anyOf: [
      ['roles', 'view'],
      ['settings', 'view'],
    ],
    route: 'privileges',
    component: 'PrivilegesRoute',
  },
  {
    path: settings.privileges.create,
    heading: settingsHeadings.privilegeCreate,
    anyOf: [['roles', 'add']],
    route: 'privilege-create',
    component: 'PrivilegeCreateRoute',
  },
  {
    path: settings.privileges.view,
    anyOf: [['roles', 'view']],
    route: 'privilege-view',
    component: 'PrivilegeViewRoute',
  },
  {
    path: settings.privileges.edit,
    anyOf: [['roles', 'edit']],
    route: 'privilege-edit',
    component: 'PrivilegeEditRoute',
  },
]);

import { routePatterns } from '@/config/paths.ts';
import type { ScreenHeading } from '@/config/screen-headings.ts';
import { featureScreens } from '@/lib/screen/screen-table.ts';
import type { PermissionRequirement } from '@/lib/session/permissions.ts';

/** The headings that are the same for everyone; the console's frame draws them while loading. */
export const packagesHeadings = {
  packages: {
    title: 'Packages',
    description: 'Pricing plans client businesses subscribe to, and the delivery zones they price.',
  },
  packageCreate: {
    title: 'New package',
    description:
      'A plan client businesses subscribe to: price, billing cycle, limits, features and per-zone rates.',
  },
} satisfies Record<string, ScreenHeading>;

// Packages opens with either packages or zones view: zones are a tab of it.
const PACKAGES_VIEW: readonly PermissionRequirement[] = [
  ['packages', 'view'],
  ['zones', 'view'],
];

const { packages } = routePatterns;

export const screens = featureScreens({ feature: 'packages', order: 30 }, [
  {
    path: packages.list,
    heading: packagesHeadings.packages,
    anyOf: PACKAGES_VIEW,
    route: 'packages',
    component: 'PackagesRoute',
    sidebar: {
      key: 'packages',
      label: 'Packages',
      quickAdd: { path: packages.create },
    },
  },
  {
    path: packages.create,
    heading: packagesHeadings.packageCreate,
    anyOf: [['packages', 'add']],
    route: 'package-create',
    component: 'PackageCreateRoute',
  },
  {
    path: packages.view,
    anyOf: PACKAGES_VIEW,
    route: 'package-view',
    component: 'PackageViewRoute',
  },
]);

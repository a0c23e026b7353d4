import { routePatterns } from '@/config/paths.ts';
import type { ScreenHeading } from '@/config/screen-headings.ts';
import { featureScreens } from '@/lib/screen/screen-table.ts';

/** The headings that are the same for everyone; the console's frame draws them while loading. */
export const vendorsHeadings = {
  vendors: {
    title: 'Vendors',
    description: 'The suppliers the client businesses buy their goods from.',
  },
  vendorCreate: {
    title: 'New vendor',
    description: 'A supplier of one client business: its contact, address and GSTIN.',
  },
} satisfies Record<string, ScreenHeading>;

const { vendors } = routePatterns;

export const screens = featureScreens({ feature: 'vendors', order: 65 }, [
  {
    path: vendors.list,
    heading: vendorsHeadings.vendors,
    anyOf: [['vendors', 'view']],
    route: 'vendors',
    component: 'VendorsRoute',
    prefetch: 'prefetchVendors',
    sidebar: { key: 'vendors', label: 'Vendors', quickAdd: { path: vendors.create } },
  },
  {
    path: vendors.create,
    heading: vendorsHeadings.vendorCreate,
    anyOf: [['vendors', 'add']],
    route: 'vendor-editor',
    component: 'VendorCreateRoute',
  },
  {
    path: vendors.view,
    anyOf: [['vendors', 'view']],
    route: 'vendor-view',
    component: 'VendorViewRoute',
  },
  {
    path: vendors.edit,
    anyOf: [['vendors', 'edit']],
    route: 'vendor-editor',
    component: 'VendorEditRoute',
  },
]);

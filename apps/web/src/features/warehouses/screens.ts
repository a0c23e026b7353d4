import { routePatterns } from '@/config/paths.ts';
import type { ScreenHeading } from '@/config/screen-headings.ts';
import { featureScreens } from '@/lib/screen/screen-table.ts';

/** The headings that are the same for everyone; the console's frame draws them while loading. */
export const warehousesHeadings = {
  warehouses: {
    title: 'Warehouses',
    description: 'The buildings stock is kept in, each with its tree of areas, racks and bins.',
  },
  warehouseCreate: {
    title: 'New warehouse',
    description:
      'A building stock is kept in: its address, GSTIN and contact, and the areas it starts with.',
  },
  locations: {
    title: 'Locations',
    description: 'The areas, racks, shelves and bins of every warehouse, where stock is put away.',
  },
} satisfies Record<string, ScreenHeading>;

const { warehouses, locations } = routePatterns;

// After the shipments that leave the warehouses and before the receipts that come into them.
export const screens = featureScreens({ feature: 'warehouses', order: 55 }, [
  {
    path: warehouses.list,
    heading: warehousesHeadings.warehouses,
    anyOf: [['warehouses', 'view']],
    route: 'warehouses',
    component: 'WarehousesRoute',
    prefetch: 'prefetchWarehouses',
    sidebar: {
      key: 'warehouses',
      label: 'Warehouses',
      quickAdd: { path: warehouses.create },
    },
  },
  {
    path: warehouses.create,
    heading: warehousesHeadings.warehouseCreate,
    anyOf: [['warehouses', 'add']],
    route: 'warehouse-create',
    component: 'WarehouseCreateRoute',
  },
  {
    path: warehouses.view,
    anyOf: [['warehouses', 'view']],
    route: 'warehouse-view',
    component: 'WarehouseViewRoute',
  },
  {
    path: warehouses.edit,
    anyOf: [['warehouses', 'edit']],
    route: 'warehouse-edit',
    component: 'WarehouseEditRoute',
  },
  {
    path: locations.list,
    heading: warehousesHeadings.locations,
    anyOf: [['locations', 'view']],
    route: 'locations',
    component: 'LocationsRoute',
    prefetch: 'prefetchLocations',
    sidebar: { key: 'locations', label: 'Locations' },
  },
]);

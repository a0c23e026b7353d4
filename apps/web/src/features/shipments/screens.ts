import { routePatterns } from '@/config/paths.ts';
import type { ScreenHeading } from '@/config/screen-headings.ts';
import { featureScreens } from '@/lib/screen/screen-table.ts';

/** The headings that are the same for everyone; the console's frame draws them while loading. */
export const shipmentsHeadings = {
  shipments: {
    title: 'Shipments',
    description: "Outbound shipments of the client businesses' goods, from draft to delivery.",
  },
  shipmentCreate: {
    title: 'New shipment',
    description: 'Whose goods, where they go, their boxes, weight and value; the papers come next.',
  },
} satisfies Record<string, ScreenHeading>;

const { shipments } = routePatterns;

export const screens = featureScreens({ feature: 'shipments', order: 50 }, [
  {
    path: shipments.list,
    heading: shipmentsHeadings.shipments,
    anyOf: [['shipments', 'view']],
    route: 'shipments',
    component: 'ShipmentsRoute',
    prefetch: 'prefetchShipments',
    sidebar: {
      key: 'shipments',
      label: 'Shipments',
      quickAdd: { path: shipments.create },
    },
  },
  {
    path: shipments.create,
    heading: shipmentsHeadings.shipmentCreate,
    anyOf: [['shipments', 'add']],
    route: 'shipment-create',
    component: 'ShipmentCreateRoute',
  },
  {
    path: shipments.view,
    anyOf: [['shipments', 'view']],
    route: 'shipment-view',
    component: 'ShipmentViewRoute',
  },
  {
    path: shipments.edit,
    anyOf: [['shipments', 'edit']],
    route: 'shipment-edit',
    component: 'ShipmentEditRoute',
  },
]);

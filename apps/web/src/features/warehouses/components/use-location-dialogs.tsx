import { lazy, Suspense, useState } from 'react';
import type { LocationDrawerTarget } from './location-drawer.tsx';
import type { ParentChoice } from './parent-picker.tsx';

// The drawer's form and the bulk dialog load when first opened, not with the screen.
const LocationDrawer = lazy(() =>
  import('./location-drawer.tsx').then((module) => ({ default: module.LocationDrawer })),
);
const BulkLocationsDialog = lazy(() =>
  import('./bulk-locations-dialog.tsx').then((module) => ({
    default: module.BulkLocationsDialog,
  })),
);

type BulkTarget = { warehouse?: string; parent?: ParentChoice };

/**
 * The location drawer and the bulk-create dialog of a screen: which is open, for what, and the
 * elements to draw them (lazily) where the screen puts its dialogs.
 */
export function useLocationDialogs() {
  const [drawer, setDrawer] = useState<LocationDrawerTarget | null>(null);
  const [bulk, setBulk] = useState<BulkTarget | null>(null);
  const dialogs = (
    <>
      {drawer && (
        <Suspense fallback={null}>
          <LocationDrawer
            target={drawer}
            onCreated={(location) => setDrawer({ mode: 'edit', id: location.id })}
            onClose={() => setDrawer(null)}
          />
        </Suspense>
      )}
      {bulk && (
        <Suspense fallback={null}>
          <BulkLocationsDialog
            warehouse={bulk.warehouse}
            parent={bulk.parent}
            onClose={() => setBulk(null)}
          />
        </Suspense>
      )}
    </>
  );
  return { openDrawer: setDrawer, openBulk: setBulk, dialogs };
}

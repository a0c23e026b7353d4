import { SHIPMENT_ID_PATTERN, type Shipment } from '@depot/contracts/shipments';
import type { ReactNode } from 'react';
import { NotFoundResult } from '@/components/not-found-result.tsx';
import { PageSpinner } from '@/components/page-spinner.tsx';
import { RequestError } from '@/components/request-error.tsx';
import { paths } from '@/config/paths.ts';
import { isNotFound } from '@/lib/api/is-not-found.ts';
import { useOptionalParam, useRequiredParam } from '@/lib/screen/route-params.ts';
import { useAdditionalDetailsState, useShipment } from '../api/shipments.ts';

/** A shipment's sections, in tab order; the first is the default. */
export const shipmentSections = ['details', 'additional-details', 'timeline'] as const;
export type ShipmentSection = (typeof shipmentSections)[number];

export const shipmentSectionLabels: Record<ShipmentSection, string> = {
  details: 'Details',
  'additional-details': 'Additional details',
  timeline: 'Timeline',
};

function isSection(value: string | undefined): value is ShipmentSection {
  return shipmentSections.some((section) => section === value);
}

/**
 * Loads the shipment the URL names and whether its additional details are complete, with its
 * section (an unknown one opens the details); an id that cannot be a shipment's is not found
 * without asking the server.
 */
export function ShipmentScreenState({
  children,
}: {
  children: (shipment: Shipment, section: ShipmentSection) => ReactNode;
}) {
  const id = useRequiredParam('shipmentId');
  const section = useOptionalParam('section');
  const isValidId = SHIPMENT_ID_PATTERN.test(id);
  const shipment = useShipment(id, isValidId);
  // Asked beside the shipment, so its screens open with what the move to ready still needs
  // (ReadinessNotice) already in place; a failure here still opens them.
  const readiness = useAdditionalDetailsState(id, isValidId);
  if (!isValidId || isNotFound(shipment.error)) {
    return (
      <NotFoundResult
        title="Shipment not found"
        description={`There is no shipment ${id}. Shipment ids look like SHP-000001.`}
        back={{ to: paths.shipments.list, label: 'Back to shipments' }}
      />
    );
  }
  if (shipment.isError) return <RequestError error={shipment.error} />;
  if (!shipment.data || readiness.isPending) return <PageSpinner />;
  return children(shipment.data, isSection(section) ? section : 'details');
}

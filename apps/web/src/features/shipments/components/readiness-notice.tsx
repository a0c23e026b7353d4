import {
  additionalDetailLabels,
  type Shipment,
  shipmentTransitions,
} from '@depot/contracts/shipments';
import { Alert } from 'antd';
import type { CSSProperties } from 'react';
import { useAdditionalDetailsState } from '../api/shipments.ts';

/** A label inside a sentence: "invoice number", but "HSN codes". */
function inSentence(label: string): string {
  const [first = ''] = label.split(' ');
  return first === first.toUpperCase() ? label : label.charAt(0).toLowerCase() + label.slice(1);
}

/**
 * The additional details the move to ready still needs, as the server answers
 * GET /admin/shipment/getIsFilledAdditionalDetails/{id} (asked beside the shipment, see
 * ShipmentScreenState). When that answer could not be had, the shipment's own list stands in:
 * the server gives both by the same rule, and the move to ready is checked again anyway.
 */
export function useShipmentReadiness(shipment: Shipment) {
  const state = useAdditionalDetailsState(shipment.id);
  const missing = state.data?.missing ?? shipment.missingDetails;
  return { missing, isFilled: missing.length === 0 };
}

/** What must be filled in before the shipment can be marked ready, while it still may be. */
export function ReadinessNotice({
  shipment,
  style,
}: {
  shipment: Shipment;
  style?: CSSProperties;
}) {
  const { missing } = useShipmentReadiness(shipment);
  if (!shipmentTransitions[shipment.status].includes('ready')) return null;
  if (missing.length === 0) {
    return (
      <Alert
        type="success"
        showIcon
        style={style}
        title="The additional details are complete. The shipment can be marked ready."
      />
    );
  }
  const fields = missing.map((field) => inSentence(additionalDetailLabels[field]));
  return (
    <Alert
      type="info"
      showIcon
      style={style}
      title={`Before this shipment can be marked ready, fill in: ${fields.join(', ')}.`}
    />
  );
}

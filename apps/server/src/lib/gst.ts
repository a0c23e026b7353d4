import { gstStateCodesOf } from '@depot/contracts/gstin';
import type { InvoiceTax, SupplyKind } from '@depot/contracts/transactions';
import { divideRounded, fromMinorUnits, toMinorUnits } from './money.ts';

/**
 * The operator's service under GST (docs/decisions/0041): SAC 996729, "other storage and
 * warehousing services" — storing and handling the client's goods in the operator's warehouses.
 * Not 996721 (refrigerated storage) nor 996722 (bulk liquids and gases), which the operator does
 * not sell; 18% GST, as 9% CGST + 9% SGST or 18% IGST.
 */
export const WAREHOUSING_SAC = '996729';
export const WAREHOUSING_SAC_DESCRIPTION = 'Other storage and warehousing services';
export const GST_RATE_PERCENT = 18n;

/** A party's state for GST: its name and the codes GST gives it (Andhra Pradesh: 37 and 28). */
export type GstState = { name: string | null; codes: string[] };

export function gstStateOf(name: string | null | undefined): GstState {
  if (!name) return { name: null, codes: [] };
  return { name, codes: gstStateCodesOf(name) };
}

/**
 * Within one state when the operator's and the business's states are the same state for GST,
 * which compares their GST codes (so "Orissa" is Odisha); by name when GST has no code for
 * them. Anything else, a business abroad or a state not known, is across states: IGST.
 */
export function supplyKindOf(operator: GstState, recipient: GstState): SupplyKind {
  if (!operator.name || !recipient.name) return 'inter-state';
  if (operator.codes.length > 0 && recipient.codes.length > 0) {
    return operator.codes.some((code) => recipient.codes.includes(code))
      ? 'intra-state'
      : 'inter-state';
  }
  return operator.name.trim().toLowerCase() === recipient.name.trim().toLowerCase()
    ? 'intra-state'
    : 'inter-state';
}

/**
 * The GST inside an amount that includes it (a plan's price is what the business pays), exact
 * to the currency's minor unit. Rounding (docs/decisions/0041): each tax is the amount × its
 * rate / (100 + 18), rounded to the minor unit, a half up — CGST and SGST each at 9%, so they
 * are always equal, or IGST at 18% — and the taxable value is what is left, so the taxable value
 * and the taxes always add up to the amount billed, to the paisa.
 */
export function gstOf(
  amount: string,
  currency: string,
  supply: SupplyKind,
  placeOfSupply: string | null,
): InvoiceTax {
  const total = toMinorUnits(amount, currency);
  const divisor = 100n + GST_RATE_PERCENT;
  const half = divideRounded(total * (GST_RATE_PERCENT / 2n), divisor);
  const whole = divideRounded(total * GST_RATE_PERCENT, divisor);
  const cgst = supply === 'intra-state' ? half : 0n;
  const sgst = cgst;
  const igst = supply === 'inter-state' ? whole : 0n;
  const tax = cgst + sgst + igst;
  const money = (units: bigint) => fromMinorUnits(units, currency);
  return {
    sac: WAREHOUSING_SAC,
    sacDescription: WAREHOUSING_SAC_DESCRIPTION,
    rate: String(GST_RATE_PERCENT),
    supply,
    placeOfSupply,
    taxableValue: money(total - tax),
    cgst: money(cgst),
    sgst: money(sgst),
    igst: money(igst),
    tax: money(tax),
    total: money(total),
  };
}

/** "Maharashtra (27)": a state as an invoice names its place of supply. */
export function placeOfSupplyOf(state: GstState): string | null {
  if (!state.name) return null;
  return state.codes[0] ? `${state.name} (${state.codes[0]})` : state.name;
}

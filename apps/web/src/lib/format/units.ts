import type { ThemeSettings } from '@depot/contracts/theme';

export type WeightUnit = ThemeSettings['weightUnit'];
export type LengthUnit =
  | ThemeSettings['baseDimensionUnit']
  | ThemeSettings['secondaryDimensionUnit'];

// Weights are stored in kilograms and lengths in centimetres, the platform's base units; the
// person's units are only for showing and entering them. Exact factors: 1 lb = 0.45359237 kg,
// 1 oz = 1/16 lb, 1 in = 2.54 cm, 1 ft = 12 in.
export const KILOGRAMS_PER: Record<WeightUnit, number> = {
  kg: 1,
  g: 0.001,
  lb: 0.45359237,
  oz: 0.45359237 / 16,
};
export const CENTIMETRES_PER: Record<LengthUnit, number> = {
  mm: 0.1,
  cm: 1,
  m: 100,
  in: 2.54,
  ft: 30.48,
};

// Decimals shown in each unit: about a gram for weights (a parcel scale's step); about a
// millimetre for parcels and a centimetre for rooms and bays, more would be noise.
export const WEIGHT_DECIMALS: Record<WeightUnit, number> = { kg: 3, g: 0, lb: 2, oz: 1 };
export const LENGTH_DECIMALS: Record<LengthUnit, number> = { mm: 0, cm: 1, in: 1, m: 2, ft: 2 };

/** The decimals the server keeps: grams for weights, millimetres for lengths. */
const STORED_KG_DECIMALS = 3;
const STORED_CM_DECIMALS = 1;

function round(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}

/** A stored weight ("12.5" kg) in the person's unit, rounded to that unit's step, for a form. */
export function weightInUnit(kilograms: string | number, unit: WeightUnit): number {
  return round(Number(kilograms) / KILOGRAMS_PER[unit], WEIGHT_DECIMALS[unit]);
}

/** A weight typed in the person's unit as the server takes it: kilograms, to the gram. */
export function kilogramsOf(value: number, unit: WeightUnit): string {
  return String(round(value * KILOGRAMS_PER[unit], STORED_KG_DECIMALS));
}

/** A stored length ("30" cm) in the person's unit, rounded to that unit's step, for a form. */
export function lengthInUnit(centimetres: string | number, unit: LengthUnit): number {
  return round(Number(centimetres) / CENTIMETRES_PER[unit], LENGTH_DECIMALS[unit]);
}

/** A length typed in the person's unit as the server takes it: centimetres, to the millimetre. */
export function centimetresOf(value: number, unit: LengthUnit): string {
  return String(round(value * CENTIMETRES_PER[unit], STORED_CM_DECIMALS));
}

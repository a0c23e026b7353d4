import type { LengthUnit, WeightUnit } from '@/lib/format/units.ts';
import { useThemeSettings } from './theme-store.ts';

/** The units a person enters measures in; the server takes kilograms and centimetres. */
export type EntryUnits = { weight: WeightUnit; length: LengthUnit };

/** The person's units for entry: their weight unit, and their base dimension unit for parcels. */
export function useEntryUnits(): EntryUnits {
  const settings = useThemeSettings();
  return { weight: settings.weightUnit, length: settings.baseDimensionUnit };
}

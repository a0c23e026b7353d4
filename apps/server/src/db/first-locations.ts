import { areaPurposeLabels, virtualPurposeLabels } from '@depot/contracts/location-fields';
import type { LocationKind, LocationPurpose } from '@depot/contracts/locations';
import {
  areaPurposes,
  purposeDefaults,
  standardAreaCodes,
  virtualLocationCodes,
  virtualPurposes,
} from '@depot/contracts/locations';

/** A location's columns as they are written, its public id aside (drawn as it is inserted). */
export type LocationValues = {
  warehouseId: number;
  parentId: number | null;
  code: string;
  name: string;
  kind: LocationKind;
  purpose: LocationPurpose;
  path: string;
  depth: number;
  pickable: boolean;
  countsAsAvailable: boolean;
  maxUnits?: number | null;
  maxVolumeL?: string | null;
  maxWeightKg?: string | null;
  status?: 'active' | 'inactive';
};

/**
 * The locations a new warehouse is made with: its virtual locations always, and an area per
 * purpose unless asked not to.
 */
export function firstLocations(warehouseId: number, standardAreas: boolean): LocationValues[] {
  const virtual = virtualPurposes.map(
    (purpose): LocationValues => ({
      warehouseId,
      parentId: null,
      code: virtualLocationCodes[purpose],
      name: virtualPurposeLabels[purpose],
      kind: 'virtual',
      purpose,
      path: virtualLocationCodes[purpose],
      depth: 1,
      pickable: false,
      countsAsAvailable: false,
    }),
  );
  if (!standardAreas) return virtual;
  const areas = areaPurposes.map(
    (purpose): LocationValues => ({
      warehouseId,
      parentId: null,
      code: standardAreaCodes[purpose],
      name: areaPurposeLabels[purpose],
      kind: 'area',
      purpose,
      path: standardAreaCodes[purpose],
      depth: 1,
      ...purposeDefaults[purpose],
    }),
  );
  return [...areas, ...virtual];
}

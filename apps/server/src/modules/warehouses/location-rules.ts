import { locationPurposeLabels } from '@depot/contracts/location-fields';
import {
  type LocationKind,
  type LocationPurpose,
  MAX_LOCATION_DEPTH,
  purposeDefaults,
} from '@depot/contracts/locations';

/**
 * The rules of making a location, each saying what is wrong rather than throwing, so that the
 * form's creation refuses with it at its field and an import names it at its row and column.
 */

export const fixedVirtual = (code: string) =>
  `${code} is a virtual location: it comes with its warehouse and cannot be changed`;

/** Why no location can be added to the warehouse `code` names, or null when one can. */
export function warehouseProblem(
  code: string,
  warehouse: { status: 'active' | 'inactive' } | null | undefined,
): string | null {
  if (!warehouse) return `There is no warehouse ${code}`;
  if (warehouse.status !== 'active') return `${code} is inactive: activate it to add locations`;
  return null;
}

/** What a parent must be: of the same warehouse, one that holds others, with a level below it. */
export type ParentCandidate = {
  warehouseId: number;
  code: string;
  kind: LocationKind;
  depth: number;
};

/** Why a location cannot go inside `parent`, or null when it can. */
export function parentProblem(
  parent: ParentCandidate,
  warehouse: { id: number; code: string },
): string | null {
  if (parent.warehouseId !== warehouse.id) {
    return `${parent.code} is not a location of ${warehouse.code}`;
  }
  if (parent.kind === 'bin') return `${parent.code} is a bin: a bin holds no locations`;
  if (parent.kind === 'virtual') return fixedVirtual(parent.code);
  if (parent.depth >= MAX_LOCATION_DEPTH) {
    return `${parent.code} is ${MAX_LOCATION_DEPTH} levels deep, the most a tree may be`;
  }
  return null;
}

/** Why a location inside `parent` cannot have the purpose it names, or null. */
export function purposeProblem(
  kind: LocationKind,
  purpose: LocationPurpose | undefined,
  parent: { purpose: LocationPurpose } | null,
): string | null {
  if (parent && purpose && purpose !== parent.purpose) {
    return `A ${kind} takes the purpose of the area it is in (${locationPurposeLabels[parent.purpose]})`;
  }
  return null;
}

/** The detail of a code the warehouse already has. */
export const codeTaken = (warehouseCode: string) => `is already used in ${warehouseCode}`;

/** Where a new location sits: its path of codes, depth and purpose (its area's, inside one). */
export function placeOf(
  code: string,
  parent: { path: string; depth: number; purpose: LocationPurpose } | null,
  purpose: LocationPurpose | undefined,
) {
  return parent
    ? { path: `${parent.path}/${code}`, depth: parent.depth + 1, purpose: parent.purpose }
    : { path: code, depth: 1, purpose: purpose ?? 'storage' };
}

/** The flags and capacity a body sets, the purpose's defaults where it is silent. */
export function settingsOf(
  body: {
    pickable?: boolean | undefined;
    countsAsAvailable?: boolean | undefined;
    maxUnits?: number | null | undefined;
    maxVolumeL?: string | null | undefined;
    maxWeightKg?: string | null | undefined;
  },
  purpose: LocationPurpose,
) {
  const defaults =
    purpose in purposeDefaults
      ? purposeDefaults[purpose as keyof typeof purposeDefaults]
      : { pickable: false, countsAsAvailable: false };
  return {
    pickable: body.pickable ?? defaults.pickable,
    countsAsAvailable: body.countsAsAvailable ?? defaults.countsAsAvailable,
    maxUnits: body.maxUnits ?? null,
    maxVolumeL: body.maxVolumeL ?? null,
    maxWeightKg: body.maxWeightKg ?? null,
  };
}

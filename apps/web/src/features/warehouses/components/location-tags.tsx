import {
  type Location,
  type LocationKind,
  locationKindLabels,
  locationPurposeLabels,
} from '@depot/contracts/locations';
import { Tag } from 'antd';

/** Its kind, in words; virtual places greyed, as they hold nothing. */
export function KindTag({ kind }: { kind: LocationKind }) {
  return (
    <Tag color={kind === 'virtual' ? 'default' : kind === 'area' ? 'blue' : undefined}>
      {locationKindLabels[kind]}
    </Tag>
  );
}

export function purposeLabel(location: Pick<Location, 'purpose'>): string {
  return locationPurposeLabels[location.purpose];
}

/** "Yes" or "No" for a flag, as the lists and the export say it. */
export function yesNo(value: boolean): string {
  return value ? 'Yes' : 'No';
}

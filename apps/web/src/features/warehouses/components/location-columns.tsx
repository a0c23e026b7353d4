import { locationFieldLabels } from '@depot/contracts/location-fields';
import { type Location, locationSortFields } from '@depot/contracts/locations';
import { fieldColumns } from '@/components/field-columns.ts';
import type { ChoosableColumn } from '@/components/use-arranged-columns.ts';
import { formatCount, formatWeight, NO_VALUE } from '@/lib/format/format.ts';
import { formatDateTime } from '@/lib/format/format-date.ts';
import { KindTag, purposeLabel, yesNo } from './location-tags.tsx';
import { StatusTag } from './status-tag.tsx';

/** The Locations table's name on the server, for the column chooser. */
export const LOCATIONS_TABLE_KEY = 'locations';

/** "STORAGE / A / A-01 / A-01-03": where a location sits, from its area down. */
export function pathOf(location: Pick<Location, 'path'>): string {
  return location.path.join(' / ');
}

/** The columns a person may move and hide. */
export function locationColumns(): readonly ChoosableColumn<Location>[] {
  return fieldColumns(
    {
      labels: locationFieldLabels,
      sortFields: locationSortFields,
      leftOut: [
        // The id is the drawer's; the parent is the path's last step but one.
        'id',
        'parent',
        'createdAt',
      ],
    },
    [
      { key: 'code', kind: 'code', render: (location) => location.code },
      { key: 'name', render: (location) => location.name || NO_VALUE, hiddenByDefault: true },
      {
        key: 'warehouse',
        field: 'warehouse.code',
        kind: 'code',
        render: (location) => location.warehouse.code,
      },
      { key: 'path', render: (location) => pathOf(location) },
      { key: 'kind', render: (location) => <KindTag kind={location.kind} /> },
      { key: 'purpose', render: (location) => purposeLabel(location) },
      {
        key: 'pickable',
        render: (location) => yesNo(location.pickable),
        hiddenByDefault: true,
      },
      {
        key: 'countsAsAvailable',
        render: (location) => yesNo(location.countsAsAvailable),
        hiddenByDefault: true,
      },
      {
        key: 'maxUnits',
        align: 'end',
        render: (location) =>
          location.maxUnits === null ? NO_VALUE : formatCount(location.maxUnits),
        hiddenByDefault: true,
      },
      {
        key: 'maxVolumeL',
        align: 'end',
        render: (location) =>
          location.maxVolumeL === null ? NO_VALUE : `${location.maxVolumeL} L`,
        hiddenByDefault: true,
      },
      {
        key: 'maxWeightKg',
        align: 'end',
        render: (location) =>
          location.maxWeightKg === null ? NO_VALUE : formatWeight(Number(location.maxWeightKg)),
        hiddenByDefault: true,
      },
      {
        key: 'childCount',
        align: 'end',
        render: (location) => formatCount(location.childCount),
        hiddenByDefault: true,
      },
      { key: 'status', render: (location) => <StatusTag status={location.status} /> },
      {
        key: 'updatedAt',
        kind: 'date',
        render: (location) => formatDateTime(location.updatedAt),
        hiddenByDefault: true,
      },
    ],
  );
}

import type { Country } from '@depot/contracts/reference';
import { zoneFieldLabels } from '@depot/contracts/zone-fields';
import { type Zone, zoneSortFields } from '@depot/contracts/zones';
import { fieldColumns } from '@/components/field-columns.ts';
import type { ChoosableColumn } from '@/components/use-arranged-columns.ts';
import { formatCount } from '@/lib/format/format.ts';
import { formatDateTime } from '@/lib/format/format-date.ts';
import { StatusTag } from './status-tag.tsx';

/** The Zones table's name on the server, for the column chooser. */
export const ZONES_TABLE_KEY = 'zones';

/** "India (MH, GJ); United Arab Emirates": what a zone covers, in one line. */
export function describeCoverage(
  coverage: Zone['coverage'],
  countryOf: (code: string) => Country | undefined,
): string {
  return coverage
    .map(({ countryCode, stateCodes }) => {
      const name = countryOf(countryCode)?.name ?? countryCode;
      return stateCodes.length > 0 ? `${name} (${stateCodes.join(', ')})` : name;
    })
    .join('; ');
}

/** The columns a person may move and hide; `coverage` needs the country names to read. */
export function zoneColumns(
  countryOf: (code: string) => Country | undefined,
): readonly ChoosableColumn<Zone>[] {
  return fieldColumns(
    {
      labels: zoneFieldLabels,
      sortFields: zoneSortFields,
      leftOut: [
        // Read on the zone's own screen.
        'createdAt',
        'overlaps',
      ],
    },
    [
      { key: 'code', kind: 'code', render: (zone) => zone.code },
      { key: 'name', render: (zone) => zone.name },
      {
        key: 'coverage',
        render: (zone) => describeCoverage(zone.coverage, countryOf),
      },
      {
        key: 'description',
        render: (zone) => zone.description || '—',
        hiddenByDefault: true,
      },
      {
        key: 'packageCount',
        align: 'end',
        render: (zone) => formatCount(zone.packageCount),
      },
      {
        key: 'status',
        render: (zone) => <StatusTag status={zone.status} />,
      },
      {
        key: 'updatedAt',
        kind: 'date',
        render: (zone) => formatDateTime(zone.updatedAt),
      },
    ],
  );
}

import type { Country } from '@depot/contracts/reference';
import { zoneFieldLabels } from '@depot/contracts/zone-fields';
import { type Zone, zoneSortFields } from '@depot/contracts/zones';
import type { ChoosableColumn } from '@/components/use-arranged-columns.ts';
import { formatCount } from '@/lib/format/format.ts';
import { formatDateTime } from '@/lib/format/format-date.ts';
import { StatusTag } from './status-tag.tsx';

/** The Zones table's name on the server, for the column chooser. */
export const ZONES_TABLE_KEY = 'zones';

const sortable = new Set<string>(zoneSortFields);

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
  const columns: ChoosableColumn<Zone>[] = [
    { key: 'code', title: zoneFieldLabels.code, render: (zone) => zone.code },
    { key: 'name', title: zoneFieldLabels.name, render: (zone) => zone.name },
    {
      key: 'coverage',
      title: zoneFieldLabels.coverage,
      render: (zone) => describeCoverage(zone.coverage, countryOf),
    },
    {
      key: 'description',
      title: zoneFieldLabels.description,
      render: (zone) => zone.description || '—',
      hiddenByDefault: true,
    },
    {
      key: 'packageCount',
      title: zoneFieldLabels.packageCount,
      align: 'end',
      render: (zone) => formatCount(zone.packageCount),
    },
    {
      key: 'status',
      title: zoneFieldLabels.status,
      render: (zone) => <StatusTag status={zone.status} />,
    },
    {
      key: 'updatedAt',
      title: zoneFieldLabels.updatedAt,
      render: (zone) => formatDateTime(zone.updatedAt),
    },
  ];
  return columns.map((column) => ({ ...column, sortable: sortable.has(column.key) }));
}

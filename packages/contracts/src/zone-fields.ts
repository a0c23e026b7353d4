import { activeStatusLabels } from './active-status.ts';
import { fieldFormats, fieldLabels } from './fields.ts';
import type { ZoneDetail } from './zones.ts';

/** A zone's fields in words: the Zones table, the zone form and view, the export and History. */
export const zoneFieldLabels = fieldLabels<ZoneDetail>()({
  code: 'Code',
  name: 'Name',
  description: 'Description',
  coverage: 'Countries and states',
  'coverage.countryCode': 'Country',
  'coverage.stateCodes': 'States',
  packageCount: 'Packages',
  status: 'Status',
  createdAt: 'Created at',
  updatedAt: 'Updated at',
  overlaps: 'Overlaps with',
});

/** How History shows a zone's values, as its screens do. */
export const zoneFieldFormats = fieldFormats<ZoneDetail>()({
  'coverage.countryCode': 'country',
  status: activeStatusLabels,
  createdAt: 'moment',
});

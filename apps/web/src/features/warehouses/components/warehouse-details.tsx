import { warehouseFieldLabels as labels } from '@depot/contracts/warehouse-fields';
import type { Warehouse } from '@depot/contracts/warehouses';
import { Descriptions } from 'antd';
import { formatCount } from '@/lib/format/format.ts';
import { formatDateTime } from '@/lib/format/format-date.ts';
import { formatPhone } from '@/lib/format/phone.ts';
import { useCountries, useCountryCodes, useStates } from '@/lib/reference/reference-data.tsx';
import { StatusTag } from './status-tag.tsx';

const NONE = '—';

/** A warehouse's details as text: where it is, its GSTIN, whom to call, what it holds. */
export function WarehouseDetails({ warehouse }: { warehouse: Warehouse }) {
  const countryCodes = useCountryCodes();
  const { countryOf } = useCountries();
  const { address } = warehouse;
  const states = useStates(address.country);
  const state =
    states.data?.find((candidate) => candidate.isoCode === address.state)?.name ?? address.state;
  const country = countryOf(address.country)?.name ?? address.country;
  return (
    <Descriptions
      bordered
      size="small"
      column={{ xs: 1, md: 2 }}
      items={[
        { key: 'status', label: labels.status, children: <StatusTag status={warehouse.status} /> },
        {
          key: 'gstin',
          label: address.country === 'IN' ? labels.gstin : 'Tax id',
          children: warehouse.gstin ?? NONE,
        },
        {
          key: 'address',
          label: labels.address,
          span: 'filled',
          children: [
            address.line1,
            address.line2,
            `${address.city} ${address.postalCode}`,
            `${state}, ${country}`,
          ]
            .filter(Boolean)
            .join(', '),
        },
        { key: 'contact', label: labels.contactName, children: warehouse.contactName },
        {
          key: 'phone',
          label: labels.phone,
          children: formatPhone(warehouse.phone, countryCodes, warehouse.phoneCountry),
        },
        { key: 'email', label: labels.email, children: warehouse.email ?? NONE },
        { key: 'timezone', label: labels.timezone, children: warehouse.timezone },
        {
          key: 'locations',
          label: labels.locationCount,
          children: formatCount(warehouse.locationCount),
        },
        { key: 'bins', label: labels.binCount, children: formatCount(warehouse.binCount) },
        { key: 'updated', label: labels.updatedAt, children: formatDateTime(warehouse.updatedAt) },
      ]}
    />
  );
}

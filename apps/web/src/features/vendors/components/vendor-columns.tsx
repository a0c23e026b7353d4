import type { Country, CountryCode } from '@depot/contracts/reference';
import { vendorFieldLabels as labels } from '@depot/contracts/vendor-fields';
import { type Vendor, vendorSortFields } from '@depot/contracts/vendors';
import { Link } from 'react-router';
import { fieldColumns } from '@/components/field-columns.ts';
import type { ChoosableColumn } from '@/components/use-arranged-columns.ts';
import { paths } from '@/config/paths.ts';
import { formatDateTime } from '@/lib/format/format-date.ts';
import { formatPhone } from '@/lib/format/phone.ts';
import { VendorStatusTag } from './vendor-status-tag.tsx';

/** The Vendors table's name on the server, for the column chooser. */
export const VENDORS_TABLE_KEY = 'vendors';

const NONE = '—';

/** The columns a person may move and hide; the country column needs the names to read. */
export function vendorColumns(
  countryOf: (code: string) => Country | undefined,
  countryCodes: CountryCode[],
): readonly ChoosableColumn<Vendor>[] {
  return fieldColumns(
    {
      labels,
      sortFields: vendorSortFields,
      leftOut: [
        // Read on the vendor's own screen.
        'phoneCountry',
        'updatedAt',
      ],
    },
    [
      {
        key: 'code',
        kind: 'code',
        render: (vendor) => <Link to={paths.vendors.view(vendor.code)}>{vendor.code}</Link>,
      },
      { key: 'name', render: (vendor) => vendor.name },
      {
        key: 'client',
        field: 'user',
        render: (vendor) => vendor.user.businessName,
      },
      {
        key: 'contactName',
        render: (vendor) => vendor.contactName ?? NONE,
        hiddenByDefault: true,
      },
      { key: 'email', render: (vendor) => vendor.email ?? NONE, hiddenByDefault: true },
      {
        key: 'phone',
        render: (vendor) =>
          vendor.phone
            ? formatPhone(vendor.phone, countryCodes, vendor.phoneCountry ?? undefined)
            : NONE,
      },
      { key: 'taxId', render: (vendor) => vendor.taxId ?? NONE, hiddenByDefault: true },
      { key: 'city', field: 'address.city', render: (vendor) => vendor.address?.city ?? NONE },
      {
        key: 'country',
        field: 'address.country',
        render: (vendor) =>
          vendor.address
            ? (countryOf(vendor.address.country)?.name ?? vendor.address.country)
            : NONE,
        hiddenByDefault: true,
      },
      { key: 'status', render: (vendor) => <VendorStatusTag status={vendor.status} /> },
      {
        key: 'createdAt',
        kind: 'date',
        render: (vendor) => formatDateTime(vendor.createdAt),
        hiddenByDefault: true,
      },
    ],
  );
}

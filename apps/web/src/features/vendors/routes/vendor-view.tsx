import { vendorFieldLabels as labels } from '@depot/contracts/vendor-fields';
import type { Vendor } from '@depot/contracts/vendors';
import { Descriptions, Flex } from 'antd';
import { Link, useNavigate } from 'react-router';
import { HistoryAction } from '@/components/history-action.tsx';
import { Panel } from '@/components/panel.tsx';
import { RequestError } from '@/components/request-error.tsx';
import { ScreenHeader } from '@/components/screen-header.tsx';
import { StandardAction } from '@/components/standard-action.tsx';
import { useConfirm } from '@/components/use-confirm.ts';
import { useNotice } from '@/components/use-notice.ts';
import { paths } from '@/config/paths.ts';
import { formatDateTime } from '@/lib/format/format-date.ts';
import { formatPhone } from '@/lib/format/phone.ts';
import { useCountries, useCountryCodes, useStates } from '@/lib/reference/reference-data.tsx';
import { useCan } from '@/lib/session/use-can.ts';
import { useDeleteVendor, vendorHistoryQueryOptions } from '../api/vendors.ts';
import { VendorScreenState } from '../components/vendor-screen-state.tsx';
import { VendorStatusTag } from '../components/vendor-status-tag.tsx';

const NONE = '—';

function VendorView({ vendor }: { vendor: Vendor }) {
  const can = useCan();
  const navigate = useNavigate();
  const notice = useNotice();
  const { confirm } = useConfirm();
  const remove = useDeleteVendor();
  const countryCodes = useCountryCodes();
  const { countryOf } = useCountries();
  const states = useStates(vendor.address.country);
  const { address } = vendor;
  const state =
    states.data?.find((candidate) => candidate.isoCode === address.state)?.name ?? address.state;
  const inIndia = address.country === 'IN';

  function deleteVendor() {
    confirm({
      title: 'Delete',
      content: `Delete the vendor ${vendor.name} (${vendor.code})? This cannot be undone; deactivate it to keep it on record.`,
      okText: 'Delete',
      okButtonProps: { danger: true },
      onOk: () =>
        remove
          .mutateAsync(vendor.code)
          .then(() => {
            notice.success(`The vendor ${vendor.code} is deleted.`);
            void navigate(paths.vendors.list);
          })
          // The mutation keeps the error; RequestError shows it.
          .catch(() => undefined),
    });
  }

  return (
    <>
      <ScreenHeader
        title={vendor.name}
        description={`${vendor.code} · a vendor of ${vendor.user.businessName}`}
      />
      <Flex gap={8} wrap align="center" style={{ marginBottom: 16 }}>
        {can('vendors', 'edit') && (
          <StandardAction action="edit" type="primary" to={paths.vendors.edit(vendor.code)} />
        )}
        {can('vendors', 'delete') && (
          <StandardAction action="delete" loading={remove.isPending} onClick={deleteVendor} />
        )}
        <HistoryAction
          title={`History of ${vendor.name}`}
          query={vendorHistoryQueryOptions(vendor.code)}
        />
        <StandardAction action="close" to={paths.vendors.list} />
      </Flex>
      <RequestError error={remove.error} />
      <Panel title="Vendor" style={{ marginBottom: 16 }}>
        <Descriptions
          bordered
          column={{ xs: 1, md: 2 }}
          items={[
            { key: 'code', label: labels.code, children: vendor.code },
            {
              key: 'client',
              label: labels.user,
              children: can('users', 'view') ? (
                <Link to={paths.users.view(vendor.user.code)}>{vendor.user.businessName}</Link>
              ) : (
                `${vendor.user.businessName} (${vendor.user.code})`
              ),
            },
            { key: 'name', label: labels.name, children: vendor.name },
            { key: 'contact', label: labels.contactName, children: vendor.contactName },
            { key: 'email', label: labels.email, children: vendor.email },
            {
              key: 'phone',
              label: labels.phone,
              children: formatPhone(vendor.phone, countryCodes, vendor.phoneCountry),
            },
            {
              key: 'taxId',
              label: inIndia ? 'GSTIN' : 'Tax id',
              children: vendor.taxId ?? NONE,
            },
            {
              key: 'status',
              label: labels.status,
              children: <VendorStatusTag status={vendor.status} />,
            },
            { key: 'created', label: labels.createdAt, children: formatDateTime(vendor.createdAt) },
            { key: 'updated', label: labels.updatedAt, children: formatDateTime(vendor.updatedAt) },
          ]}
        />
      </Panel>
      <Panel title="Address">
        <Descriptions
          bordered
          column={1}
          items={[
            { key: 'line1', label: labels['address.line1'], children: address.line1 },
            { key: 'line2', label: labels['address.line2'], children: address.line2 ?? NONE },
            { key: 'city', label: labels['address.city'], children: address.city },
            { key: 'state', label: labels['address.state'], children: state },
            {
              key: 'country',
              label: labels['address.country'],
              children: countryOf(address.country)?.name ?? address.country,
            },
            {
              key: 'postal',
              label: inIndia ? 'PIN code' : labels['address.postalCode'],
              children: address.postalCode,
            },
          ]}
        />
      </Panel>
    </>
  );
}

/** /vendors/view/{vendorId}: a vendor's details, with its History. */
export function VendorViewRoute() {
  return <VendorScreenState>{(vendor) => <VendorView vendor={vendor} />}</VendorScreenState>;
}

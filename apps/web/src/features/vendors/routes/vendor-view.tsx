import { vendorFieldLabels as labels } from '@depot/contracts/vendor-fields';
import type { Vendor } from '@depot/contracts/vendors';
import { Alert, Flex } from 'antd';
import { Link, useNavigate } from 'react-router';
import { FactsList } from '@/components/facts-list.tsx';
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
  const { address } = vendor;
  const states = useStates(address?.country);
  const state = address
    ? (states.data?.find((candidate) => candidate.isoCode === address.state)?.name ?? address.state)
    : null;
  const inIndia = (address?.country ?? 'IN') === 'IN';

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
      {!address && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          message="This vendor was made from a supplier typed on a goods receipt"
          description="Its contact, phone and address are not known yet: edit it to complete them."
        />
      )}
      <Panel title="Vendor" style={{ marginBottom: 16 }}>
        <FactsList
          items={[
            { label: labels.code, value: vendor.code },
            {
              label: labels.user,
              value: can('users', 'view') ? (
                <Link to={paths.users.view(vendor.user.code)}>{vendor.user.businessName}</Link>
              ) : (
                `${vendor.user.businessName} (${vendor.user.code})`
              ),
            },
            { label: labels.name, value: vendor.name },
            { label: labels.contactName, value: vendor.contactName ?? NONE },
            { label: labels.email, value: vendor.email ?? NONE },
            {
              label: labels.phone,
              value: vendor.phone
                ? formatPhone(vendor.phone, countryCodes, vendor.phoneCountry ?? undefined)
                : NONE,
            },
            { label: inIndia ? 'GSTIN' : 'Tax id', value: vendor.taxId ?? NONE },
            { label: labels.status, value: <VendorStatusTag status={vendor.status} /> },
            { label: labels.createdAt, value: formatDateTime(vendor.createdAt) },
            { label: labels.updatedAt, value: formatDateTime(vendor.updatedAt) },
          ]}
        />
      </Panel>
      {address && (
        <Panel title="Address">
          <FactsList
            items={[
              { label: labels['address.line1'], value: address.line1 },
              { label: labels['address.line2'], value: address.line2 ?? NONE },
              { label: labels['address.city'], value: address.city },
              { label: labels['address.state'], value: state },
              {
                label: labels['address.country'],
                value: countryOf(address.country)?.name ?? address.country,
              },
              {
                label: inIndia ? 'PIN code' : labels['address.postalCode'],
                value: address.postalCode,
              },
            ]}
          />
        </Panel>
      )}
    </>
  );
}

/** /vendors/view/{vendorId}: a vendor's details, with its History. */
export function VendorViewRoute() {
  return <VendorScreenState>{(vendor) => <VendorView vendor={vendor} />}</VendorScreenState>;
}

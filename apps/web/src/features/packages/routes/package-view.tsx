import type { Package } from '@depot/contracts/packages';
import { Descriptions, Flex, Tag, Typography } from 'antd';
import { lazy, Suspense } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { HistoryAction } from '@/components/history-action.tsx';
import { NotFoundResult } from '@/components/not-found-result.tsx';
import { PageSpinner } from '@/components/page-spinner.tsx';
import { Panel } from '@/components/panel.tsx';
import { RequestError } from '@/components/request-error.tsx';
import { ScreenHeader } from '@/components/screen-header.tsx';
import { StandardAction } from '@/components/standard-action.tsx';
import { useConfirm } from '@/components/use-confirm.ts';
import { useNotice } from '@/components/use-notice.ts';
import { paths } from '@/config/paths.ts';
import { isNotFound } from '@/lib/api/is-not-found.ts';
import { billingCycleLabels } from '@/lib/format/billing-cycle.ts';
import { formatCount, formatMoney } from '@/lib/format/format.ts';
import { formatDateTime } from '@/lib/format/format-date.ts';
import { useRequiredParam } from '@/lib/screen/route-params.ts';
import { useCan } from '@/lib/session/use-can.ts';
import { usePackage } from '../api/get-package.ts';
import { packageHistoryQueryOptions } from '../api/get-package-history.ts';
import { useChangePackageStatus, useDeletePackage } from '../api/save-package.ts';
import { StatusTag } from '../components/status-tag.tsx';
import '../components/rates-grid.css';

// The form loads when someone edits, not with every view of a package.
const PackageEdit = lazy(() =>
  import('../components/package-edit.tsx').then((m) => ({ default: m.PackageEdit })),
);

/** The package's details, limits, features and rates as text. */
function PackageDetails({ pkg }: { pkg: Package }) {
  return (
    <>
      <Panel title="Details" style={{ marginBottom: 16 }}>
        <Descriptions
          column={{ xs: 1, md: 2 }}
          items={[
            { key: 'price', label: 'Price', children: formatMoney(pkg.price, pkg.currency) },
            {
              key: 'billing',
              label: 'Billing cycle',
              children: billingCycleLabels[pkg.billingCycle],
            },
            { key: 'currency', label: 'Currency', children: pkg.currency },
            { key: 'status', label: 'Status', children: <StatusTag status={pkg.status} /> },
            {
              key: 'subscribers',
              label: 'Subscribers',
              children: (
                <Link to={paths.users.onPackage(pkg.code)}>
                  {formatCount(pkg.subscriberCount)}{' '}
                  {pkg.subscriberCount === 1 ? 'client business' : 'client businesses'}
                </Link>
              ),
            },
            { key: 'updated', label: 'Updated', children: formatDateTime(pkg.updatedAt) },
            {
              key: 'description',
              label: 'Description',
              span: 'filled',
              children: pkg.description || '—',
            },
          ]}
        />
      </Panel>
      <Panel title="Limits" style={{ marginBottom: 16 }}>
        <Descriptions
          column={{ xs: 1, sm: 2, lg: 4 }}
          items={[
            {
              key: 'warehouses',
              label: 'Warehouses',
              children: formatCount(pkg.limits.warehouses),
            },
            {
              key: 'orders',
              label: 'Orders a month',
              children: formatCount(pkg.limits.ordersPerMonth),
            },
            { key: 'seats', label: 'Team seats', children: formatCount(pkg.limits.teamSeats) },
            { key: 'skus', label: 'SKUs', children: formatCount(pkg.limits.skus) },
          ]}
        />
      </Panel>
      <Panel title="Features" style={{ marginBottom: 16 }}>
        {pkg.features.length === 0 ? (
          <Typography.Text type="secondary">No feature is listed.</Typography.Text>
        ) : (
          <ul style={{ margin: 0, paddingInlineStart: 18 }}>
            {pkg.features.map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </ul>
        )}
      </Panel>
      <Panel title={`Rates per zone, in ${pkg.currency}`} style={{ marginBottom: 16 }}>
        {pkg.rates.length === 0 ? (
          <Typography.Text type="secondary">No zone is priced.</Typography.Text>
        ) : (
          <div className="rates-grid-scroll">
            <table className="rates-grid" aria-label="Rates per zone">
              <thead>
                <tr>
                  <th scope="col">Zone</th>
                  <th scope="col">Per shipment</th>
                  <th scope="col">Per kg</th>
                </tr>
              </thead>
              <tbody>
                {pkg.rates.map((rate) => (
                  <tr key={rate.zone.code}>
                    <td>
                      {rate.zone.name} ({rate.zone.code}){' '}
                      {rate.zone.status === 'inactive' && <Tag>Inactive zone</Tag>}
                    </td>
                    <td>{formatMoney(rate.perShipment, pkg.currency)}</td>
                    <td>{formatMoney(rate.perKg, pkg.currency)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Panel>
    </>
  );
}

/** /packages/view/{packageId}: a package, its rates and subscribers; edited in place. */
export function PackageViewRoute() {
  const code = useRequiredParam('packageId');
  const pkg = usePackage(code);
  const can = useCan();
  const [searchParams, setSearchParams] = useSearchParams();
  const editing = searchParams.get('mode') === 'edit' && can('packages', 'edit');
  const status = useChangePackageStatus();
  const remove = useDeletePackage();
  const { confirm } = useConfirm();
  const notice = useNotice();
  const navigate = useNavigate();

  if (isNotFound(pkg.error)) {
    return (
      <NotFoundResult
        title="Package not found"
        description={`There is no package ${code}.`}
        back={{ to: paths.packages.list, label: 'Back to packages' }}
      />
    );
  }
  if (pkg.isError) return <RequestError error={pkg.error} />;
  if (!pkg.data) return <PageSpinner />;
  const current = pkg.data;
  const isActive = current.status === 'active';

  function switchStatus() {
    confirm({
      content: isActive
        ? `Deactivate ${current.name}? Client businesses already on it keep it; no new one can be given it.`
        : `Activate ${current.name}? It can be given to client businesses again.`,
      onOk: async () => {
        try {
          await status.mutateAsync({ codes: [current.code], isActive: !isActive });
          notice.success(`${current.name} is ${isActive ? 'deactivated' : 'activated'}.`);
        } catch {
          // The mutation keeps the error; RequestError shows it.
        }
      },
    });
  }

  function confirmDelete() {
    confirm({
      content: `Delete the package ${current.name} (${current.code})? This cannot be undone.`,
      onOk: async () => {
        try {
          await remove.mutateAsync(current.code);
          notice.success(`The package ${current.code} is deleted.`);
          void navigate(paths.packages.list);
        } catch {
          // Refused while client businesses are on it; RequestError says how many.
        }
      },
    });
  }

  return (
    <>
      <ScreenHeader
        title={current.name}
        description={`${current.code} · ${formatMoney(current.price, current.currency)} ${billingCycleLabels[current.billingCycle].toLowerCase()}`}
      />
      {!editing && (
        <Flex gap={8} wrap style={{ marginBottom: 16 }}>
          {can('packages', 'edit') && (
            <StandardAction
              action="edit"
              type="primary"
              onClick={() => setSearchParams({ mode: 'edit' })}
            />
          )}
          <HistoryAction
            title={`History of the package ${current.code}`}
            query={packageHistoryQueryOptions(current.code)}
          />
          {can('packages', 'edit') && (
            <StandardAction
              action={isActive ? 'cancel' : 'done'}
              label={isActive ? 'Deactivate' : 'Activate'}
              loading={status.isPending}
              onClick={switchStatus}
            />
          )}
          {can('packages', 'delete') && (
            <StandardAction action="delete" loading={remove.isPending} onClick={confirmDelete} />
          )}
          <StandardAction action="close" to={paths.packages.list} />
        </Flex>
      )}
      <RequestError error={status.error ?? remove.error} />
      {editing ? (
        <Suspense fallback={<PageSpinner />}>
          <PackageEdit pkg={current} onDone={() => setSearchParams({})} />
        </Suspense>
      ) : (
        <PackageDetails pkg={current} />
      )}
    </>
  );
}

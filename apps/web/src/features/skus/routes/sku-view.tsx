import { skuFieldLabels as labels } from '@depot/contracts/sku-fields';
import {
  barcodeKindOf,
  type Sku,
  skuKindLabels,
  skuTrackingLabels,
  skuUnitLabels,
} from '@depot/contracts/skus';
import { Flex, Tag } from 'antd';
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
import { formatCount, formatMoney, formatWeight, NO_VALUE } from '@/lib/format/format.ts';
import { formatDateTime } from '@/lib/format/format-date.ts';
import { useCan } from '@/lib/session/use-can.ts';
import { skuHistoryQueryOptions, useChangeSkuStatus, useDeleteSku } from '../api/skus.ts';
import { dimensionsOf } from '../components/sku-columns.tsx';
import { SkuScreenState } from '../components/sku-screen-state.tsx';
import { SkuStatusTag } from '../components/sku-status-tag.tsx';
import '../components/sku-view.css';

const barcodeKindLabels = { 'ean-13': 'EAN-13', 'upc-a': 'UPC-A', other: 'Other' } as const;

function days(value: number | null): string {
  return value === null ? NO_VALUE : `${formatCount(value)} ${value === 1 ? 'day' : 'days'}`;
}

function SkuView({ sku }: { sku: Sku }) {
  const can = useCan();
  const navigate = useNavigate();
  const notice = useNotice();
  const { confirm } = useConfirm();
  const remove = useDeleteSku();
  const status = useChangeSkuStatus();
  const isActive = sku.status === 'active';
  const { product } = sku;
  const title = `${sku.code} · ${sku.name}`;

  function deleteSku() {
    confirm({
      title: 'Delete',
      content: `Delete the SKU ${sku.code} (${sku.id})? This cannot be undone; deactivate it to keep it on record.`,
      okText: 'Delete',
      okButtonProps: { danger: true },
      onOk: () =>
        remove
          .mutateAsync(sku.id)
          .then(() => {
            notice.success(`The SKU ${sku.code} is deleted.`);
            void navigate(paths.skus.list);
          })
          // Refused while a bundle or kit holds it: RequestError says so in the API's words.
          .catch(() => undefined),
    });
  }

  function switchStatus() {
    confirm({
      content: isActive
        ? `Deactivate ${sku.code}? It stays on record; no new order or receipt can name it.`
        : `Activate ${sku.code}? New orders and receipts can name it again.`,
      onOk: async () => {
        try {
          const [result] = await status.mutateAsync({ codes: [sku.id], isActive: !isActive });
          if (result?.outcome === 'refused' || result?.outcome === 'not_found') {
            notice.error(result.message ?? `${sku.code} could not be changed.`);
          } else {
            notice.success(`${sku.code} is ${isActive ? 'deactivated' : 'activated'}.`);
          }
        } catch {
          // The mutation keeps the error; RequestError shows it.
        }
      },
    });
  }

  return (
    <>
      <ScreenHeader
        title={title}
        description={`${sku.id} · ${skuKindLabels[sku.kind]} SKU of ${sku.user.businessName}`}
      />
      <Flex gap={8} wrap align="center" style={{ marginBottom: 16 }}>
        {can('products', 'edit') && (
          <StandardAction action="edit" type="primary" to={paths.skus.edit(sku.id)} />
        )}
        {can('products', 'edit') && (
          <StandardAction
            action={isActive ? 'cancel' : 'done'}
            label={isActive ? 'Deactivate' : 'Activate'}
            loading={status.isPending}
            onClick={switchStatus}
          />
        )}
        {can('products', 'delete') && (
          <StandardAction action="delete" loading={remove.isPending} onClick={deleteSku} />
        )}
        {can('inventory', 'view') && sku.kind !== 'bundle' && (
          <StandardAction
            action="view"
            label="Stock on hand"
            subject={`of ${sku.code}`}
            to={paths.stock.ofSku(sku.id)}
          />
        )}
        <HistoryAction title={`History of ${sku.code}`} query={skuHistoryQueryOptions(sku.id)} />
        <StandardAction action="close" to={paths.skus.list} />
      </Flex>
      <RequestError error={remove.error ?? status.error} />
      <div className="sku-view">
        <Panel title="SKU">
          <FactsList
            items={[
              {
                label: labels.user,
                value: can('users', 'view') ? (
                  <Link to={paths.users.view(sku.user.code)}>{sku.user.businessName}</Link>
                ) : (
                  `${sku.user.businessName} (${sku.user.code})`
                ),
              },
              { label: labels.product, value: product.name },
              { label: labels['product.brand'], value: product.brand ?? NO_VALUE },
              { label: labels['product.category'], value: product.category ?? NO_VALUE },
              { label: labels.code, value: sku.code },
              { label: labels.kind, value: skuKindLabels[sku.kind] },
              { label: labels.name, value: sku.name },
              { label: labels.variant, value: sku.variant ?? NO_VALUE },
              { label: labels.status, value: <SkuStatusTag status={sku.status} /> },
              { label: labels.createdAt, value: formatDateTime(sku.createdAt) },
              { label: labels.updatedAt, value: formatDateTime(sku.updatedAt) },
            ]}
          />
        </Panel>
        <Panel title="Tax, price and packing">
          <FactsList
            items={[
              { label: labels.hsnCode, value: sku.hsnCode ?? NO_VALUE },
              {
                label: labels.gstRate,
                value: sku.gstRate === null ? NO_VALUE : `${sku.gstRate}%`,
              },
              { label: labels.mrp, value: formatMoney(sku.mrp, sku.currency) },
              { label: labels.unit, value: skuUnitLabels[sku.unit] },
              { label: labels.unitsPerCase, value: sku.unitsPerCase ?? NO_VALUE },
              {
                label: labels.weightKg,
                value: formatWeight(sku.weightKg === null ? null : Number(sku.weightKg)),
              },
              { label: 'Dimensions (L × W × H)', value: dimensionsOf(sku) },
              { label: labels.tracking, value: skuTrackingLabels[sku.tracking] },
              { label: 'Shelf life', value: days(sku.shelfLifeDays) },
              { label: 'Minimum shelf life at dispatch', value: days(sku.minShelfLifeDays) },
            ]}
          />
        </Panel>
        <Panel title={labels.barcodes}>
          {sku.barcodes.length === 0 ? (
            'No barcode yet.'
          ) : (
            <ul className="sku-barcodes" aria-label="Barcodes">
              {sku.barcodes.map((barcode) => (
                <li key={barcode}>
                  <code>{barcode}</code> <Tag>{barcodeKindLabels[barcodeKindOf(barcode)]}</Tag>
                </li>
              ))}
            </ul>
          )}
        </Panel>
        {sku.kind !== 'standard' && (
          <Panel title={labels.components}>
            <table className="sku-components" aria-label="Components">
              <thead>
                <tr>
                  <th scope="col">SKU</th>
                  <th scope="col">Quantity</th>
                </tr>
              </thead>
              <tbody>
                {sku.components.map((component) => (
                  <tr key={component.sku.id}>
                    <td>
                      <Link to={paths.skus.view(component.sku.id)}>{component.sku.code}</Link>{' '}
                      {component.sku.name}
                    </td>
                    <td>{formatCount(component.quantity)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </Panel>
        )}
      </div>
    </>
  );
}

/** /skus/{skuId}: a SKU's details, barcodes and components, with its History. */
export function SkuViewRoute() {
  return <SkuScreenState>{(sku) => <SkuView sku={sku} />}</SkuScreenState>;
}

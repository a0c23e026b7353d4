import type { Receiving } from '@depot/contracts/receiving';
import { Button, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useNotice } from '@/components/use-notice.ts';
import { VendorPicker } from '@/components/vendor-picker.tsx';
import { WarehousePicker } from '@/components/warehouse-picker.tsx';
import { requestErrorMessage } from '@/lib/forms/form-errors.ts';
import { useUpdateReceipt } from '../api/receiving.ts';

/** What a receipt recorded before vendors and warehouses were kept may still lack. */
export type ReceiptPlace = 'vendor' | 'warehouse';

/**
 * The vendor or warehouse a pending receipt recorded before either was kept is given, chosen
 * and saved in place: approval waits for the warehouse the goods arrived at.
 */
export function ReceiptPlacePicker({
  receipt,
  place,
}: {
  receipt: Receiving;
  place: ReceiptPlace;
}) {
  const [code, setCode] = useState<string | undefined>(undefined);
  const update = useUpdateReceipt();
  const notice = useNotice();
  const label = `${place === 'vendor' ? 'Vendor' : 'Warehouse'} of ${receipt.id}`;

  function save() {
    if (!code || update.isPending) return;
    update.mutate(
      {
        id: receipt.id,
        body: place === 'vendor' ? { vendorCode: code } : { warehouseCode: code },
      },
      { onSuccess: () => notice.success(`Goods receipt ${receipt.id} names its ${place}.`) },
    );
  }

  const problem = requestErrorMessage(update.error);
  return (
    <Flex vertical gap={4} style={{ width: '100%', maxWidth: '24rem' }}>
      <Flex gap={8}>
        {place === 'vendor' ? (
          <VendorPicker
            aria-label={label}
            user={receipt.user.code}
            placeholder="Choose the vendor"
            value={code}
            onChange={setCode}
            style={{ flex: 1, minWidth: 0 }}
          />
        ) : (
          <WarehousePicker
            aria-label={label}
            placeholder="Choose the warehouse"
            value={code}
            onChange={setCode}
            style={{ flex: 1, minWidth: 0 }}
          />
        )}
        <Button type="primary" disabled={!code} loading={update.isPending} onClick={save}>
          Save {place}
        </Button>
      </Flex>
      {problem && <Typography.Text type="danger">{problem}</Typography.Text>}
    </Flex>
  );
}

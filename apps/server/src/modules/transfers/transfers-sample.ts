import type { Executor } from '../../db/client.ts';
import { sampleMembersOf } from '../../db/seed/sample-members.ts';
import { areaOf, postMovement, virtualPlaceOf } from '../stock/stock.service.ts';
import { createTransfersRepository, sampleTransferStock } from './transfers.repository.ts';
import { closeTransferShort } from './transfers.service.ts';

const DAY = 86_400_000;

/**
 * The sample operator's transfers, as a floor makes them: slow movers consolidated bin to bin,
 * and cases sent to another warehouse, one received whole, one in part, one still on the road,
 * and one whose last carton never arrived, closed short by the operations manager.
 * Each goes through the stock module, dated when it happened, so the ledger still adds up.
 */
const plan = [
  { kind: 'bin', share: 0.5, daysAgo: 12, received: 1, note: 'Consolidating a slow mover.' },
  { kind: 'bin', share: 0.25, daysAgo: 6, received: 1, note: 'Moved nearer the pick face.' },
  {
    kind: 'warehouse',
    share: 0.3,
    daysAgo: 9,
    received: 1,
    note: 'Stock for the festive orders in the north.',
  },
  {
    kind: 'warehouse',
    share: 0.2,
    daysAgo: 3,
    received: 0.5,
    note: 'Two of four pallets arrived; the rest follow on the next truck.',
  },
  { kind: 'warehouse', share: 0.1, daysAgo: 1, received: 0, note: 'On the road, LR 48213.' },
  {
    kind: 'warehouse',
    share: 0.15,
    daysAgo: 20,
    received: 0.75,
    note: 'Cartons for the Gurugram launch, LR 47102.',
    closed: 'One carton lost on the road: the carrier’s claim CLM-1187 is filed.',
  },
] as const;

export async function seedDemoTransfers(tx: Executor): Promise<void> {
  const repository = createTransfersRepository(tx);
  const stock = await sampleTransferStock(tx, plan.length);
  const manager =
    (await sampleMembersOf(tx, ['operations-manager'])).get('operations-manager') ?? null;
  const now = Date.now();
  for (const [index, step] of plan.entries()) {
    const from = stock[index];
    if (!from) return;
    const to = step.kind === 'bin' ? from.other_bin : from.other_warehouse;
    if (to === null) continue;
    const quantity = Math.max(1, Math.floor(from.on_hand * step.share));
    const at = new Date(now - step.daysAgo * DAY);
    const line = {
      skuId: from.sku_id,
      lotId: null,
      fromLocationId: from.location_id,
      toLocationId: step.kind === 'bin' ? to : null,
      quantity,
    };
    const toWarehouse = step.kind === 'bin' ? from.warehouse_id : to;
    const sending = await virtualPlaceOf(tx, from.warehouse_id, 'in-transit');
    const arriving = await virtualPlaceOf(tx, toWarehouse, 'in-transit');
    const receiving = (await areaOf(tx, toWarehouse, 'receiving'))?.id ?? null;
    if (step.kind === 'warehouse' && (!sending || !arriving || !receiving)) continue;
    const created = await repository.insert({
      userId: from.user_id,
      kind: step.kind,
      fromWarehouseId: from.warehouse_id,
      toWarehouseId: toWarehouse,
      note: step.note,
      createdByMemberId: null,
      createdAt: at,
      lines: [line],
    });
    await postMovement(tx, {
      userId: from.user_id,
      warehouseId: from.warehouse_id,
      kind: 'transfer',
      documentCode: created.code,
      reason: step.kind === 'bin' ? 'bin-to-bin' : 'dispatched',
      note: step.note,
      idempotencyKey: `transfer:${created.code}`,
      recordedAt: at,
      lines: [{ ...line, toLocationId: line.toLocationId ?? sending ?? 0 }],
    });
    const received = step.kind === 'warehouse' ? Math.floor(quantity * step.received) : 0;
    if (received > 0 && arriving && receiving) {
      const arrived = new Date(at.getTime() + 2 * DAY);
      await postMovement(tx, {
        userId: from.user_id,
        warehouseId: toWarehouse,
        kind: 'transfer',
        documentCode: created.code,
        reason: 'received',
        recordedAt: arrived,
        lines: [
          {
            skuId: from.sku_id,
            lotId: null,
            fromLocationId: arriving,
            toLocationId: receiving,
            quantity: received,
          },
        ],
      });
      await repository.receiveLine(created.id, 1, received);
      await repository.settle(created.id, arrived);
    }
    if ('closed' in step) {
      await closeTransferShort(tx, created.code, step.closed, {
        memberId: manager,
        at: new Date(at.getTime() + 5 * DAY),
      });
    }
  }
}

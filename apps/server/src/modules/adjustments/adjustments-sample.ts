import type { Executor } from '../../db/client.ts';
import { sampleMembersOf } from '../../db/seed/sample-members.ts';
import { ampleStock, postCorrection } from '../stock/stock.service.ts';
import { createAdjustmentsRepository } from './adjustments.repository.ts';

const DAY = 86_400_000;

/**
 * The sample operator's corrections of the stock its receipts brought in, as a floor raises
 * them: small ones posted at once by a supervisor, large ones awaiting (or refused by) the
 * operations manager. Each posted one goes through the stock module, dated when it happened,
 * so the ledger still adds up to every balance.
 */
const plan = [
  {
    reason: 'damaged',
    change: -2,
    status: 'posted',
    daysAgo: 9,
    note: 'Two cartons crushed by the forklift while unloading; kept aside for the client.',
  },
  {
    reason: 'found',
    change: 3,
    status: 'posted',
    daysAgo: 7,
    note: 'Found behind the dock racking during the weekly sweep.',
  },
  {
    reason: 'count-correction',
    change: -1,
    status: 'posted',
    daysAgo: 5,
    note: 'Recounted after a mismatch with the inbound tally sheet.',
  },
  {
    reason: 'lost',
    change: -60,
    status: 'pending',
    daysAgo: 2,
    note: 'Pallet missing after the receiving bay was cleared; the search is still on.',
  },
  {
    reason: 'count-correction',
    change: -52,
    status: 'pending',
    daysAgo: 1,
    note: 'Cycle count shows fewer cases than the receipt: asking the vendor for the packing list.',
  },
  {
    reason: 'expired',
    change: -55,
    status: 'rejected',
    daysAgo: 3,
    note: 'Marked as expired on the shelf check.',
    comment: 'The batch is within its shelf life: the label was misread. Recheck before raising.',
  },
] as const;

export async function seedDemoAdjustments(tx: Executor): Promise<void> {
  const repository = createAdjustmentsRepository(tx);
  // Untracked goods in the receiving areas, plenty of each, in a fixed order.
  const balances = await ampleStock(tx, 'receiving', 100, plan.length);
  const members = await sampleMembersOf(tx, ['warehouse-supervisor', 'operations-manager']);
  const raiser = members.get('warehouse-supervisor') ?? null;
  const approver = members.get('operations-manager') ?? null;
  const now = Date.now();
  for (const [index, step] of plan.entries()) {
    const balance = balances[index];
    if (!balance) return;
    const at = new Date(now - step.daysAgo * DAY);
    const units = Math.abs(step.change);
    const line = {
      skuId: balance.sku_id,
      locationId: balance.location_id,
      lotNumber: null,
      expiresOn: null,
      change: step.change,
    };
    const created = await repository.insert({
      userId: balance.user_id,
      warehouseId: balance.warehouse_id,
      reason: step.reason,
      note: step.note,
      units,
      value: (units * balance.mrp).toFixed(2),
      createdByMemberId: raiser,
      createdAt: at,
      lines: [line],
    });
    if (step.status === 'posted') {
      const movement = await postCorrection(tx, {
        code: created.code,
        userId: balance.user_id,
        warehouseId: balance.warehouse_id,
        reason: step.reason,
        note: step.note,
        memberId: raiser,
        at,
        lines: [
          {
            sku: { id: balance.sku_id, code: balance.sku_code, tracking: 'none' },
            locationId: balance.location_id,
            lot: null,
            expiresOn: null,
            change: step.change,
          },
        ],
      });
      await repository.decide(
        created.id,
        { status: 'posted', movementCode: movement.code, memberId: null },
        at,
      );
    } else if (step.status === 'rejected') {
      await repository.decide(
        created.id,
        { status: 'rejected', comment: step.comment, memberId: approver },
        new Date(at.getTime() + 3 * 3_600_000),
      );
    }
  }
}

import type { Executor } from '../../db/client.ts';
import { demoTeam } from '../../db/seed/demo-team.ts';
import { postMovement, type StockMove } from '../stock/stock.service.ts';
import {
  createPutAwayRepository,
  type SampleBin,
  samplePutAwayReads,
  type TaskRow,
} from './put-away.repository.ts';

const HOUR = 3_600_000;
/** Receipts approved within this long are still being put away: their tasks stay open. */
const STILL_OPEN = 2 * 24 * HOUR;
/** How many bins one line's units are split across at most. */
const MOST_SPLITS = 4;

/**
 * Bins for a task's units, as the console suggests them (put-away.repository's `suggestions`):
 * a bin of the warehouse holding the SKU already, else an empty pickable one, first by path, none
 * full; each taking what it has room for. Works on the sample's bins in memory, changing them.
 */
function binsFor(task: TaskRow, bins: readonly SampleBin[]) {
  const placed: Array<{ bin: SampleBin; quantity: number }> = [];
  let left = task.remaining;
  for (let split = 0; left > 0 && split < MOST_SPLITS; split++) {
    const room = (bin: SampleBin) =>
      bin.max_units === null ? Number.POSITIVE_INFINITY : bin.max_units - bin.units;
    const open = bins.filter((bin) => bin.warehouse_id === task.warehouseId && room(bin) > 0);
    const bin =
      open.find((each) => each.skus?.includes(task.skuId)) ??
      open.find((each) => each.units === 0 && each.pickable);
    if (!bin) break;
    const quantity = Math.min(left, room(bin));
    placed.push({ bin, quantity });
    bin.units += quantity;
    bin.skus = [...(bin.skus ?? []), task.skuId];
    left -= quantity;
  }
  return placed;
}

/**
 * The sample operator's put-aways: every receipt approved more than two days ago was put into
 * bins by a supervisor a few hours after its approval, each line where the console suggests
 * (the same SKU's bin, else an empty one), split where a bin fills up: one movement a receipt.
 * The receipts of the last two days wait on the put-away list; so do the SKUs an adjustment
 * corrected in the receiving area, whose counts a supervisor is still checking. Each goes
 * through the stock module, dated when it happened, so the ledger still adds up. Read and
 * placed in bulk: a first start takes seconds, not a minute.
 */
export async function seedDemoPutAway(tx: Executor): Promise<void> {
  const repository = createPutAwayRepository(tx);
  const reads = samplePutAwayReads(tx);
  const supervisors = await repository.activeMembers(
    demoTeam.filter((member) => member.roleKey === 'warehouse-supervisor').map((m) => m.email),
  );
  const corrected = await repository.adjustedSkus();
  const bins = await reads.bins();
  const receivedAt = new Map(
    (await reads.receivedLines()).map((line) => [
      `${line.document_code} ${line.sku_id} ${line.lot_number ?? ''}`,
      line,
    ]),
  );
  const now = Date.now();
  const tasks: TaskRow[] = [];
  for await (const batch of repository.exportBatches({ state: 'open', sort: 'approvedAt' }, 500)) {
    tasks.push(...batch);
  }
  const byReceipt = new Map<string, TaskRow[]>();
  for (const task of tasks) {
    if (now - task.approvedAt.getTime() < STILL_OPEN || corrected.has(task.skuId)) continue;
    byReceipt.set(task.receiptCode, [...(byReceipt.get(task.receiptCode) ?? []), task]);
  }
  // Units put away per line, however many bins they went to.
  const counted = new Map<number, number>();
  for (const [index, [code, lines]] of [...byReceipt].entries()) {
    const moves: StockMove[] = [];
    for (const task of lines) {
      const from = receivedAt.get(`${code} ${task.skuId} ${task.lotNumber ?? ''}`);
      if (!from) continue;
      for (const { bin, quantity } of binsFor(task, bins)) {
        moves.push({
          skuId: task.skuId,
          lotId: from.lot_id,
          fromLocationId: from.location_id,
          toLocationId: bin.id,
          quantity,
        });
        counted.set(task.id, (counted.get(task.id) ?? 0) + quantity);
      }
    }
    const [first] = lines;
    if (!first || moves.length === 0) continue;
    await postMovement(tx, {
      userId: first.userId,
      warehouseId: first.warehouseId,
      kind: 'put-away',
      documentCode: code,
      memberId: supervisors[index % Math.max(supervisors.length, 1)] ?? null,
      recordedAt: new Date(Math.min(first.approvedAt.getTime() + 3 * HOUR, now - HOUR)),
      lines: moves,
    });
  }
  await reads.addPutAways([...counted].map(([id, quantity]) => ({ id, quantity })));
}

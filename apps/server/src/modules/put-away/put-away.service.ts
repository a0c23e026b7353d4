import type { ListResult } from '@depot/contracts/common';
import {
  type BinSuggestion,
  type PutAwayAsSuggestedResult,
  type PutAwayBody,
  type PutAwayFilters,
  type PutAwayListQuery,
  type PutAwayResult,
  type PutAwayTask,
  putAwayFieldLabels,
} from '@depot/contracts/put-away';
import { skuTrackingLabels } from '@depot/contracts/skus';
import type { Database, Executor } from '../../db/client.ts';
import type { Actor } from '../../lib/actor.ts';
import { AppError, invalidFields } from '../../lib/app-error.ts';
import { type CsvFile, type CsvRow, datedFileName, EXPORT_BATCH_SIZE } from '../../lib/csv.ts';
import { cellAs, exportColumns } from '../../lib/export-columns.ts';
import {
  lotIdOf,
  placeByCode,
  postMovement,
  StockMovementRefused,
  type StockService,
  StockShortage,
} from '../stock/stock.service.ts';
import { createPutAwayRepository, type TaskRow } from './put-away.repository.ts';

/** How many bins a task is offered. */
const SUGGESTIONS = 5;

function mapTask(row: TaskRow): PutAwayTask {
  return {
    id: row.id,
    receipt: { id: row.receiptCode, reference: row.receiptReference },
    lineNo: row.lineNo,
    user: { code: row.userCode, businessName: row.userBusinessName },
    warehouse: { code: row.warehouseCode, name: row.warehouseName },
    sku: { id: row.skuPublicId, code: row.skuCode, name: row.skuName, tracking: row.skuTracking },
    lot: row.lotNumber === null ? null : { number: row.lotNumber, expiresOn: row.lotExpiresOn },
    accepted: row.accepted,
    putAway: row.putAway,
    remaining: row.remaining,
    approvedAt: row.approvedAt.toISOString(),
  };
}

/** The put-away export: one task a row, its units as numbers. */
const taskExport = exportColumns<PutAwayTask>()(putAwayFieldLabels, {
  id: cellAs.count((task) => task.id),
  'receipt.id': (task) => task.receipt.id,
  'receipt.reference': (task) => task.receipt.reference,
  lineNo: cellAs.count((task) => task.lineNo),
  'user.code': (task) => task.user.code,
  'user.businessName': (task) => task.user.businessName,
  'warehouse.code': (task) => task.warehouse.code,
  'warehouse.name': (task) => task.warehouse.name,
  'sku.code': (task) => task.sku.code,
  'sku.name': (task) => task.sku.name,
  'sku.id': (task) => task.sku.id,
  'sku.tracking': (task) => skuTrackingLabels[task.sku.tracking],
  'lot.number': (task) => task.lot?.number ?? '',
  'lot.expiresOn': cellAs.date((task) => task.lot?.expiresOn ?? ''),
  accepted: cellAs.count((task) => task.accepted),
  putAway: cellAs.count((task) => task.putAway),
  remaining: cellAs.count((task) => task.remaining),
  approvedAt: cellAs.moment((task) => task.approvedAt),
  // Exported by their parts.
  receipt: false,
  user: false,
  warehouse: false,
  sku: false,
  lot: false,
});

const notFound = (id: number) => new AppError('NOT_FOUND', `There is no put-away task ${id}.`);

/**
 * Put-away: the accepted units of approved receipts, moved from the receiving area into bins
 * through the stock module, each move counted against its receipt line in the same transaction.
 */
export function createPutAwayService(deps: {
  db: Database;
  stock: Pick<StockService, 'transaction'>;
}) {
  async function requireTask(id: number): Promise<TaskRow> {
    const row = await createPutAwayRepository(deps.db).find(id);
    if (!row) throw notFound(id);
    return row;
  }

  async function* exportBatches(filters: PutAwayFilters): AsyncGenerator<CsvRow[]> {
    const repository = createPutAwayRepository(deps.db);
    for await (const batch of repository.exportBatches(filters, EXPORT_BATCH_SIZE)) {
      yield batch.map((row) => taskExport.row(mapTask(row)));
    }
  }

  return {
    async list(query: PutAwayListQuery): Promise<ListResult<PutAwayTask>> {
      const { items, ...counted } = await createPutAwayRepository(deps.db).list(query);
      return { items: items.map(mapTask), ...counted, page: query.page, pageSize: query.pageSize };
    },

    export(filters: PutAwayFilters): CsvFile {
      return {
        fileName: datedFileName('put-away'),
        columns: taskExport.headers,
        kinds: taskExport.kinds,
        batches: exportBatches(filters),
        countRows: (atMost) => createPutAwayRepository(deps.db).exportCount(filters, atMost),
      };
    },

    get: async (id: number) => mapTask(await requireTask(id)),

    /** Bins for the task's units, best first (see the repository's `suggestions`). */
    async suggestions(id: number): Promise<BinSuggestion[]> {
      const task = await requireTask(id);
      const rows = await createPutAwayRepository(deps.db).suggestions({
        userId: task.userId,
        skuId: task.skuId,
        warehouseId: task.warehouseId,
        limit: SUGGESTIONS,
      });
      return rows.map((row) => ({
        location: {
          id: row.public_id,
          code: row.code,
          name: row.name,
          purpose: row.purpose as BinSuggestion['location']['purpose'],
        },
        reason: row.holds > 0 ? 'same-sku' : 'empty',
        holds: row.holds,
        room: row.max_units === null ? null : Math.max(row.max_units - row.units, 0),
      }));
    },

    /**
     * Moves `quantity` of the task's remaining units from where the receipt put them into a
     * real location of its warehouse, in one transaction with the task's count: the line is
     * locked first, so two people putting the same line away never move more than it has.
     */
    /**
     * Each task's remaining units into its suggested bins, each task in a transaction of its
     * own, so one that cannot be put away never undoes another; answered per id.
     */
    async asSuggested(actor: Actor, ids: number[]): Promise<PutAwayAsSuggestedResult['results']> {
      const results: PutAwayAsSuggestedResult['results'] = [];
      for (const id of [...new Set(ids)]) {
        const result = await deps.stock
          .transaction((tx) => putAwayAsSuggested(tx, { id, memberId: actor.memberId }))
          .catch(
            (error: unknown) =>
              ({
                id,
                outcome:
                  error instanceof AppError && error.code === 'NOT_FOUND' ? 'not_found' : 'failed',
                bins: [],
                units: 0,
                message:
                  error instanceof AppError
                    ? error.message
                    : `Task ${id} could not be put away just now and is unchanged. Try it again.`,
              }) satisfies PutAwayAsSuggestedResult['results'][number],
          );
        results.push(result);
      }
      return results;
    },

    async putAway(actor: Actor, id: number, body: PutAwayBody): Promise<PutAwayResult> {
      return deps.stock.transaction((tx) =>
        putAwayUnits(tx, {
          id,
          location: body.location,
          quantity: Number(body.quantity),
          memberId: actor.memberId,
        }),
      );
    },
  };
}

export type PutAwayService = ReturnType<typeof createPutAwayService>;

/**
 * Moves `quantity` of a task's remaining units from where its receipt put them into a real
 * location of its warehouse, inside the caller's stock transaction, counted against the line
 * there too: the line is locked first, so two people putting one line away never move more
 * than it has.
 */
export async function putAwayUnits(
  tx: Executor,
  move: { id: number; location: string; quantity: number; memberId: number | null; at?: Date },
): Promise<PutAwayResult> {
  const { id, quantity } = move;
  const repository = createPutAwayRepository(tx);
  const task = await repository.find(id, { forUpdate: true });
  if (!task) throw notFound(id);
  if (quantity > task.remaining) {
    throw new AppError(
      'CONFLICT',
      task.remaining === 0
        ? `Task ${id} (${task.skuCode} of ${task.receiptCode}) is put away already.`
        : `Only ${task.remaining} units of ${task.skuCode} from ${task.receiptCode} are left to put away, not ${quantity}.`,
    );
  }
  const to = await placeByCode(tx, task.warehouseId, move.location);
  const refusal = !to
    ? `${task.warehouseCode} has no location ${move.location}`
    : to.kind === 'virtual'
      ? `${to.code} is outside the building: scan a bin`
      : to.status !== 'active'
        ? `${to.code} is inactive: choose another bin`
        : to.purpose === 'receiving'
          ? `${to.code} is in the receiving area: scan a bin to put the units in`
          : null;
  if (refusal || !to) throw invalidFields([{ path: 'location', message: refusal ?? 'Scan a bin' }]);
  const lotId = task.lotNumber ? await lotIdOf(tx, task.skuId, task.lotNumber) : null;
  const from = await repository.receivedAt(task.receiptCode, task.skuId, lotId);
  if (!from) {
    throw new AppError(
      'CONFLICT',
      `The units of ${task.skuCode} from ${task.receiptCode} are not in a receiving area.`,
    );
  }
  let movement: { code: string };
  try {
    movement = await postMovement(tx, {
      userId: task.userId,
      warehouseId: task.warehouseId,
      kind: 'put-away',
      documentCode: task.receiptCode,
      memberId: move.memberId,
      ...(move.at ? { recordedAt: move.at } : {}),
      lines: [{ skuId: task.skuId, lotId, fromLocationId: from, toLocationId: to.id, quantity }],
    });
  } catch (error) {
    if (error instanceof StockShortage) {
      throw new AppError(
        'CONFLICT',
        `The receiving area holds fewer units than the task: ${error.message}. Count them, then adjust.`,
      );
    }
    if (error instanceof StockMovementRefused) throw new AppError('CONFLICT', error.message);
    throw error;
  }
  await repository.addPutAway(id, quantity);
  const after = await repository.find(id);
  if (!after) throw notFound(id);
  return { movement: movement.code, task: mapTask(after) };
}

/** How many bins one task's units are split across at most, as suggested. */
const MOST_SPLITS = 4;

/**
 * A task's remaining units into the bins the console suggests, one at a time (each put-away
 * changes the next suggestion), as much as each has room for, inside the caller's transaction.
 */
export async function putAwayAsSuggested(
  tx: Executor,
  move: { id: number; memberId: number | null; at?: (split: number) => Date },
): Promise<PutAwayAsSuggestedResult['results'][number]> {
  const repository = createPutAwayRepository(tx);
  const task = await repository.find(move.id, { forUpdate: true });
  if (!task) throw notFound(move.id);
  if (task.remaining === 0) {
    return { id: move.id, outcome: 'done', bins: [], units: 0, message: 'Put away already.' };
  }
  const bins: string[] = [];
  let units = 0;
  for (let split = 0; units < task.remaining && split < MOST_SPLITS; split++) {
    const [bin] = await repository.suggestions({
      userId: task.userId,
      skuId: task.skuId,
      warehouseId: task.warehouseId,
      limit: 1,
    });
    if (!bin) break;
    const left = task.remaining - units;
    const quantity = Math.min(left, bin.max_units === null ? left : bin.max_units - bin.units);
    if (quantity < 1) break;
    await putAwayUnits(tx, {
      id: move.id,
      location: bin.code,
      quantity,
      memberId: move.memberId,
      ...(move.at ? { at: move.at(split) } : {}),
    });
    bins.push(bin.code);
    units += quantity;
  }
  if (units === 0) {
    return {
      id: move.id,
      outcome: 'no_bin',
      bins,
      units,
      message: `${task.warehouseCode} has no empty bin with room for ${task.skuCode}: put it away by hand.`,
    };
  }
  if (units < task.remaining) {
    return {
      id: move.id,
      outcome: 'partly',
      bins,
      units,
      message: `${task.remaining - units} units are left: the suggested bins are full.`,
    };
  }
  return { id: move.id, outcome: 'put-away', bins, units };
}

import { adjustmentFieldLabels } from '@depot/contracts/adjustment-fields';
import type {
  Adjustment,
  AdjustmentFilters,
  AdjustmentListQuery,
  AdjustmentThresholds,
  createAdjustmentBodySchema,
} from '@depot/contracts/adjustments';
import { adjustmentReasonLabels, adjustmentStatusLabels } from '@depot/contracts/adjustments';
import type { ListResult } from '@depot/contracts/common';
import type { DecisionResult } from '@depot/contracts/receiving';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Database, Executor } from '../../db/client.ts';
import type { Actor } from '../../lib/actor.ts';
import { AppError } from '../../lib/app-error.ts';
import { auditTrail } from '../../lib/audit.ts';
import { type CsvFile, type CsvRow, datedFileName, EXPORT_BATCH_SIZE } from '../../lib/csv.ts';
import { cellAs, exportColumns } from '../../lib/export-columns.ts';
import { approverDependence } from '../../lib/separation-of-duties.ts';
import type { SkusService } from '../skus/skus.service.ts';
import {
  type CorrectionLine,
  postCorrection,
  StockMovementRefused,
  type StockService,
  StockShortage,
} from '../stock/stock.service.ts';
import type { UsersService } from '../users/users.service.ts';
import type { WarehousesService } from '../warehouses/warehouses.service.ts';
import { type AdjustmentRow, createAdjustmentsRepository } from './adjustments.repository.ts';

const ENTITY = 'adjustment';

type CreateBody = z.output<typeof createAdjustmentBodySchema>;
type LineRow = Awaited<
  ReturnType<ReturnType<typeof createAdjustmentsRepository>['linesOf']>
>[number];
type Outcome = DecisionResult['results'][number];

/** Paise of an amount in rupees ("1250.5000"), exactly enough for MRPs and their sums. */
const paiseOf = (rupees: string | null) => (rupees === null ? 0 : Math.round(Number(rupees) * 100));
const rupeesOf = (paise: number) => (paise / 100).toFixed(2);

function mapAdjustment(row: AdjustmentRow, lines: readonly LineRow[]): Adjustment {
  return {
    code: row.code,
    user: { code: row.userCode, businessName: row.userBusinessName },
    warehouse: { code: row.warehouseCode, name: row.warehouseName },
    reason: row.reason,
    note: row.note,
    status: row.status,
    units: row.units,
    value: rupeesOf(paiseOf(row.value)),
    net: lines.reduce((sum, line) => sum + line.change, 0),
    lines: lines.map((line) => ({
      sku: { id: line.skuPublicId, code: line.skuCode, name: line.skuName },
      location: { id: line.locationPublicId, code: line.locationCode },
      lot: line.lot,
      expiresOn: line.expiresOn,
      change: line.change,
    })),
    createdBy:
      row.createdByEmployeeId && row.createdByName
        ? { employeeId: row.createdByEmployeeId, fullName: row.createdByName }
        : null,
    decidedBy:
      row.decidedByEmployeeId && row.decidedByName
        ? { employeeId: row.decidedByEmployeeId, fullName: row.decidedByName }
        : null,
    decidedAt: row.decidedAt?.toISOString() ?? null,
    decisionComment: row.decisionComment,
    movementCode: row.movementCode,
    count: row.countCode,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The lines in one cell: "KN-UBT-125 A-01-03 −4; …". */
const linesInWords = (adjustment: Adjustment) =>
  adjustment.lines
    .map(
      (line) =>
        `${line.sku.code}${line.lot ? ` lot ${line.lot}` : ''} ${line.location.code} ${line.change > 0 ? '+' : ''}${line.change}`,
    )
    .join('; ');

/** The adjustments export: one row an adjustment, its lines in words. */
const adjustmentExport = exportColumns<Adjustment>()(adjustmentFieldLabels, {
  code: (adjustment) => adjustment.code,
  createdAt: cellAs.moment((adjustment) => adjustment.createdAt),
  'user.code': (adjustment) => adjustment.user.code,
  'user.businessName': (adjustment) => adjustment.user.businessName,
  'warehouse.code': (adjustment) => adjustment.warehouse.code,
  reason: (adjustment) => adjustmentReasonLabels[adjustment.reason],
  status: (adjustment) => adjustmentStatusLabels[adjustment.status],
  units: cellAs.count((adjustment) => adjustment.units),
  net: cellAs.count((adjustment) => adjustment.net),
  value: cellAs.money((adjustment) => adjustment.value),
  lines: linesInWords,
  note: (adjustment) => adjustment.note ?? '',
  'createdBy.fullName': (adjustment) => adjustment.createdBy?.fullName ?? '',
  'decidedBy.fullName': (adjustment) => adjustment.decidedBy?.fullName ?? '',
  decidedAt: cellAs.moment((adjustment) => adjustment.decidedAt ?? ''),
  decisionComment: (adjustment) => adjustment.decisionComment ?? '',
  movementCode: (adjustment) => adjustment.movementCode ?? '',
  count: (adjustment) => adjustment.count ?? '',
  // Exported by their parts, or read on the adjustment's own screen.
  user: false,
  warehouse: false,
  createdBy: false,
  decidedBy: false,
  updatedAt: false,
});

/** The record History keeps: the adjustment as raised, its lines by codes. */
function adjustmentRecord(adjustment: Adjustment) {
  const { createdAt: _created, updatedAt: _updated, ...record } = adjustment;
  return record;
}

async function withLines(db: Executor, rows: readonly AdjustmentRow[]): Promise<Adjustment[]> {
  const lines = await createAdjustmentsRepository(db).linesOf(rows.map((row) => row.id));
  // Each adjustment's lines, grouped once: an export batch holds a thousand adjustments.
  const byAdjustment = new Map<number, LineRow[]>();
  for (const line of lines) {
    const own = byAdjustment.get(line.adjustmentId) ?? [];
    own.push(line);
    byAdjustment.set(line.adjustmentId, own);
  }
  return rows.map((row) => mapAdjustment(row, byAdjustment.get(row.id) ?? []));
}

async function requireAdjustment(db: Executor, code: string): Promise<Adjustment> {
  const row = await createAdjustmentsRepository(db).find(code);
  if (!row) throw new AppError('NOT_FOUND', `There is no stock adjustment ${code}.`);
  const [adjustment] = await withLines(db, [row]);
  if (!adjustment) throw new Error('the adjustment has no record');
  return adjustment;
}

/**
 * Posts the variances a count found in one client's stock, inside the count's approval
 * (the caller's transaction): a count correction raised by whoever began the count and
 * approved by its reviewer, whatever the thresholds say, since the review was its approval.
 * A shortage is let through (StockShortage) for the count to answer.
 */
export async function postCountVariances(
  tx: Executor,
  by: { memberId: number | null; audit?: { actor: Actor; ip: string }; at?: Date },
  variances: {
    countId: number;
    countCode: string;
    userId: number;
    warehouseId: number;
    createdByMemberId: number | null;
    lines: ReadonlyArray<CorrectionLine & { mrp: string | null }>;
  },
): Promise<string> {
  const { lines } = variances;
  const units = lines.reduce((sum, line) => sum + Math.abs(line.change), 0);
  const valuePaise = lines.reduce(
    (sum, line) => sum + Math.abs(line.change) * paiseOf(line.mrp),
    0,
  );
  const note = `Variances of cycle count ${variances.countCode}`;
  const repository = createAdjustmentsRepository(tx);
  const created = await repository.insert({
    userId: variances.userId,
    warehouseId: variances.warehouseId,
    reason: 'count-correction',
    note,
    units,
    value: rupeesOf(valuePaise),
    createdByMemberId: variances.createdByMemberId,
    countId: variances.countId,
    ...(by.at ? { createdAt: by.at } : {}),
    lines: lines.map((line) => ({
      skuId: line.sku.id,
      locationId: line.locationId,
      lotNumber: line.lot,
      expiresOn: line.expiresOn,
      change: line.change,
    })),
  });
  const movement = await postCorrection(tx, {
    code: created.code,
    userId: variances.userId,
    warehouseId: variances.warehouseId,
    reason: 'count-correction',
    note,
    memberId: by.memberId,
    ...(by.at ? { at: by.at } : {}),
    lines,
  });
  await repository.decide(
    created.id,
    { status: 'posted', movementCode: movement.code, memberId: by.memberId },
    by.at,
  );
  const stored = await requireAdjustment(tx, created.code);
  if (by.audit) {
    await auditTrail(tx, by.audit).created(ENTITY, stored.code, adjustmentRecord(stored));
  }
  return stored.code;
}

export function createAdjustmentsService(deps: {
  db: Database;
  stock: StockService;
  skus: Pick<SkusService, 'stockedSkuFacts'>;
  users: Pick<UsersService, 'activeUser'>;
  warehouses: Pick<WarehousesService, 'activeWarehouse'>;
  logger: FastifyBaseLogger;
}) {
  /** The stock module's lines of a stored adjustment. */
  async function correctionLines(db: Executor, id: number): Promise<CorrectionLine[]> {
    return (await createAdjustmentsRepository(db).linesOf([id])).map((line) => ({
      sku: { id: line.skuId, code: line.skuCode, tracking: line.skuTracking },
      locationId: line.locationId,
      lot: line.lot,
      expiresOn: line.expiresOn,
      change: line.change,
    }));
  }

  async function* exportBatches(filters: AdjustmentFilters): AsyncGenerator<CsvRow[]> {
    const repository = createAdjustmentsRepository(deps.db);
    for await (const batch of repository.exportBatches(filters, EXPORT_BATCH_SIZE)) {
      const adjustments = await withLines(deps.db, batch);
      yield adjustments.map((adjustment) => adjustmentExport.row(adjustment));
    }
  }

  /** A shortage in words a person can act on, as a 409. */
  const shortageConflict = (error: StockShortage) =>
    new AppError(
      'CONFLICT',
      `Not enough stock is free to take away: ${error.message}. Count it again or take fewer units.`,
    );

  return {
    async list(query: AdjustmentListQuery): Promise<ListResult<Adjustment>> {
      const { items, ...counted } = await createAdjustmentsRepository(deps.db).list(query);
      return {
        items: await withLines(deps.db, items),
        ...counted,
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    get: (code: string) => requireAdjustment(deps.db, code),

    export(filters: AdjustmentFilters): CsvFile {
      return {
        fileName: datedFileName('stock-adjustments'),
        columns: adjustmentExport.headers,
        kinds: adjustmentExport.kinds,
        batches: exportBatches(filters),
        countRows: (atMost) => createAdjustmentsRepository(deps.db).exportCount(filters, atMost),
      };
    },

    async thresholds(): Promise<AdjustmentThresholds> {
      const stored = await createAdjustmentsRepository(deps.db).thresholds();
      return { units: stored.units, value: rupeesOf(paiseOf(stored.value)) };
    },

    async setThresholds(
      actor: Actor,
      thresholds: AdjustmentThresholds,
      ip: string,
    ): Promise<AdjustmentThresholds> {
      return deps.db.transaction(async (tx) => {
        const repository = createAdjustmentsRepository(tx);
        const before = await repository.thresholds();
        const after = { units: thresholds.units, value: rupeesOf(paiseOf(thresholds.value)) };
        await repository.setThresholds(after);
        await auditTrail(tx, { actor, ip }).updated(
          'organization',
          1,
          { adjustmentThresholds: { units: before.units, value: rupeesOf(paiseOf(before.value)) } },
          { adjustmentThresholds: after },
        );
        return after;
      });
    },

    /**
     * Raises an adjustment: every line checked (the client's SKU, a real location of the
     * warehouse, its lot as the SKU is tracked); posted at once when its units and their MRP
     * value are within the thresholds, otherwise held for someone else's approval. A line taking
     * more than its location holds free is a 409 saying how many are there, and nothing changes.
     */
    async create(actor: Actor, body: CreateBody, ip: string): Promise<Adjustment> {
      try {
        return await deps.stock.transaction(async (tx) => {
          const user = await deps.users.activeUser(tx, body.userCode, 'userCode');
          const warehouse = await deps.warehouses.activeWarehouse(
            tx,
            body.warehouseCode,
            'warehouseCode',
          );
          const skus = await deps.skus.stockedSkuFacts(
            tx,
            user.id,
            body.lines.map((line) => line.sku),
            'lines',
          );
          const placeIds = await deps.stock.realPlaces(
            tx,
            warehouse.id,
            body.lines.map((line) => line.location),
            'lines',
          );
          const lines: CorrectionLine[] = body.lines.map((line, index) => {
            const sku = skus[index];
            if (!sku) throw new Error('each line has its SKU');
            return {
              sku,
              locationId: placeIds[index] ?? 0,
              lot: line.lot ?? null,
              expiresOn: line.expiresOn ?? null,
              change: line.change,
            };
          });
          await deps.stock.checkCorrectionLots(tx, lines, 'lines');
          const units = lines.reduce((sum, line) => sum + Math.abs(line.change), 0);
          const valuePaise = lines.reduce(
            (sum, line, index) => sum + Math.abs(line.change) * paiseOf(skus[index]?.mrp ?? null),
            0,
          );
          const repository = createAdjustmentsRepository(tx);
          const created = await repository.insert({
            userId: user.id,
            warehouseId: warehouse.id,
            reason: body.reason,
            note: body.note ?? null,
            units,
            value: rupeesOf(valuePaise),
            createdByMemberId: actor.memberId,
            lines: lines.map((line) => ({
              skuId: line.sku.id,
              locationId: line.locationId,
              lotNumber: line.lot,
              expiresOn: line.expiresOn,
              change: line.change,
            })),
          });
          const limits = await repository.thresholds();
          const small = units <= limits.units && valuePaise <= paiseOf(limits.value);
          if (small) {
            const movement = await deps.stock.postCorrection(tx, {
              code: created.code,
              userId: user.id,
              warehouseId: warehouse.id,
              reason: body.reason,
              note: body.note ?? null,
              memberId: actor.memberId,
              lines,
            });
            await repository.decide(created.id, {
              status: 'posted',
              movementCode: movement.code,
              memberId: null,
            });
          }
          const stored = await requireAdjustment(tx, created.code);
          await auditTrail(tx, { actor, ip }).created(
            ENTITY,
            stored.code,
            adjustmentRecord(stored),
          );
          return stored;
        });
      } catch (error) {
        if (error instanceof StockShortage) throw shortageConflict(error);
        if (error instanceof StockMovementRefused) throw new AppError('CONFLICT', error.message);
        throw error;
      }
    },

    postCountVariances,

    /**
     * Approves (posting each to the ledger) or rejects pending adjustments, each in its own
     * transaction: never one the deciding person raised, nor, to approve, one raised by an
     * account not independent of theirs. An approval that would take more than is there now is
     * answered as incomplete, with how many are free, and the adjustment stays pending.
     */
    async decide(
      actor: Actor,
      codes: string[],
      decision: { status: 'posted' } | { status: 'rejected'; comment: string },
      ip: string,
    ): Promise<Outcome[]> {
      const verb = decision.status === 'posted' ? 'approve' : 'reject';
      const results: Outcome[] = [];
      for (const code of [...new Set(codes)]) {
        const outcome = await deps.stock
          .transaction(async (tx): Promise<Outcome> => {
            const repository = createAdjustmentsRepository(tx);
            const row = await repository.findForChange(code);
            if (!row)
              return { id: code, outcome: 'not_found', message: `There is no adjustment ${code}.` };
            if (row.status !== 'pending') {
              return {
                id: code,
                outcome: 'wrong_status',
                message: `${code} is already ${adjustmentStatusLabels[row.status].toLowerCase()}.`,
              };
            }
            if (row.createdByMemberId === actor.memberId) {
              return {
                id: code,
                outcome: 'forbidden',
                message: `You raised ${code}: another person must ${verb} it.`,
              };
            }
            if (decision.status === 'posted' && row.createdByMemberId !== null) {
              const refusal = await approverDependence(tx, {
                makerId: row.createdByMemberId,
                approverId: actor.memberId,
                what: code,
              });
              if (refusal)
                return { id: code, outcome: 'not_independent', message: refusal.message };
            }
            if (decision.status === 'posted') {
              try {
                const movement = await deps.stock.postCorrection(tx, {
                  code,
                  userId: row.userId,
                  warehouseId: row.warehouseId,
                  reason: row.reason,
                  note: row.note,
                  memberId: actor.memberId,
                  lines: await correctionLines(tx, row.id),
                });
                await repository.decide(row.id, {
                  status: 'posted',
                  movementCode: movement.code,
                  memberId: actor.memberId,
                });
              } catch (error) {
                if (error instanceof StockShortage || error instanceof StockMovementRefused) {
                  return {
                    id: code,
                    outcome: 'incomplete',
                    message: `${code} stays pending: ${error.message}.`,
                  };
                }
                throw error;
              }
            } else {
              await repository.decide(row.id, {
                status: 'rejected',
                comment: decision.comment,
                memberId: actor.memberId,
              });
            }
            await auditTrail(tx, { actor, ip }).statusChanged(
              ENTITY,
              code,
              { status: 'pending' },
              {
                status: decision.status,
                ...(decision.status === 'rejected' ? { comment: decision.comment } : {}),
              },
            );
            return { id: code, outcome: decision.status === 'posted' ? 'approved' : 'rejected' };
          })
          .catch((error: unknown): Outcome => {
            deps.logger.error({ err: error, id: code }, `an adjustment could not be ${verb}d`);
            return {
              id: code,
              outcome: 'failed',
              message: `${code} could not be ${verb}d just now and is unchanged. Try it again.`,
            };
          });
        results.push(outcome);
      }
      return results;
    },
  };
}

export type AdjustmentsService = ReturnType<typeof createAdjustmentsService>;

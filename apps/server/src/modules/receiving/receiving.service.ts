import type { AuditEntity } from '@depot/contracts/audit';
import type { ListResult } from '@depot/contracts/common';
import {
  type createReceivingBodySchema,
  type DecisionResult,
  RECEIVING_ID_PATTERN,
  type Receiving,
  type ReceivingFilters,
  type ReceivingListQuery,
  receivingStatusLabels,
  type updateReceivingBodySchema,
} from '@depot/contracts/receiving';
import { receivingFieldLabels } from '@depot/contracts/receiving-fields';
import type { z } from 'zod';
import type { Database, Executor } from '../../db/client.ts';
import type { Actor } from '../../lib/actor.ts';
import { AppError } from '../../lib/app-error.ts';
import { auditTrail } from '../../lib/audit.ts';
import { type CsvFile, type CsvRow, datedFileName, EXPORT_BATCH_SIZE } from '../../lib/csv.ts';
import type { EventBus } from '../../lib/events.ts';
import { cellAs, exportColumns } from '../../lib/export-columns.ts';
import { operatorDayOf } from '../../lib/operator-calendar.ts';
import { approverDependence } from '../../lib/separation-of-duties.ts';
import type { SkusService } from '../skus/skus.service.ts';
import { receiveGoods, StockMovementRefused, type StockService } from '../stock/stock.service.ts';
import type { UsersService } from '../users/users.service.ts';
import type { VendorsService } from '../vendors/vendors.service.ts';
import type { WarehousesService } from '../warehouses/warehouses.service.ts';
import {
  createReceivingRepository,
  type LineRow,
  type LineValues,
  type ReceiptRow,
  type ReceiptTotals,
  type ReceiptValues,
  type ReceivingRepository,
} from './receiving.repository.ts';

type CreateBody = z.output<typeof createReceivingBodySchema>;
type UpdateBody = z.output<typeof updateReceivingBodySchema>;
type LineInput = CreateBody['lines'][number];
type DecisionOutcome = DecisionResult['results'][number];

/** The audit log's and the history's name for a goods receipt. */
const ENTITY: AuditEntity = 'goods-receipt';

/** The receipts export, from the list's rows: a column for each field, headed by its words. */
const receiptExport = exportColumns<Receiving, ReceiptRow & ReceiptTotals>()(receivingFieldLabels, {
  id: (row) => row.code,
  reference: (row) => row.reference,
  'user.code': (row) => row.userCode,
  'user.businessName': (row) => row.userBusinessName,
  'vendor.code': (row) => row.vendorCode ?? '',
  'vendor.name': (row) => row.vendorName ?? '',
  'supplier.name': (row) => row.supplierName,
  'supplier.taxId': (row) => row.supplierTaxId ?? '',
  'warehouse.code': (row) => row.warehouseCode ?? '',
  'warehouse.name': (row) => row.warehouseName ?? '',
  expectedDate: cellAs.date((row) => row.expectedDate),
  status: (row) => receivingStatusLabels[row.status],
  // How many: a receipt's lines are read on its own screen.
  lines: cellAs.count((row) => row.lineCount),
  'totals.expected': cellAs.count((row) => row.expectedTotal),
  'totals.received': cellAs.count((row) => row.receivedTotal ?? ''),
  'totals.rejected': cellAs.count((row) => row.rejectedTotal),
  'totals.putAway': cellAs.count((row) => row.putAwayTotal),
  comment: (row) => row.comment ?? '',
  createdBy: (row) => row.createdByFullName ?? '',
  decidedBy: (row) => row.decidedByFullName ?? '',
  decidedAt: cellAs.moment((row) => row.decidedAt?.toISOString() ?? ''),
  createdAt: cellAs.moment((row) => row.createdAt.toISOString()),
  // Exported by their parts.
  user: false,
  vendor: false,
  supplier: false,
  warehouse: false,
  totals: false,
  // Read on the receipt's own screen.
  updatedAt: false,
});

const notFound = (id: string) =>
  new AppError('RECEIVING_NOT_FOUND', `There is no goods receipt ${id}.`);
const notPending = (row: ReceiptRow, doing: string) =>
  new AppError(
    'RECEIVING_NOT_PENDING',
    `${row.code} is ${row.status}: only a pending goods receipt can be ${doing}.`,
  );

/** A line as stored: no reason is kept where nothing was rejected. */
function lineValues(line: LineInput, skuId: number): LineValues {
  const rejectedQty = line.rejectedQty ?? 0;
  return {
    skuId,
    sku: line.sku,
    description: line.description,
    expectedQty: line.expectedQty,
    receivedQty: line.receivedQty ?? null,
    rejectedQty,
    rejectReason: rejectedQty > 0 ? (line.rejectReason ?? null) : null,
    lot: line.lot ?? null,
    // A lot's expiry; none where there is no lot.
    expiresOn: line.lot ? (line.expiresOn ?? null) : null,
  };
}

/** Totals of lines read in full (the list computes the same in SQL). */
function totalsOf(lines: LineRow[]): ReceiptTotals {
  const counted = lines.every((line) => line.receivedQty !== null);
  return {
    lineCount: lines.length,
    expectedTotal: lines.reduce((sum, line) => sum + line.expectedQty, 0),
    receivedTotal: counted ? lines.reduce((sum, line) => sum + (line.receivedQty ?? 0), 0) : null,
    rejectedTotal: lines.reduce((sum, line) => sum + line.rejectedQty, 0),
    putAwayTotal: lines.reduce((sum, line) => sum + line.putAwayQty, 0),
  };
}

const member = (employeeId: string | null, fullName: string | null) =>
  employeeId && fullName ? { employeeId, fullName } : null;

function mapReceipt(row: ReceiptRow, totals: ReceiptTotals, lines: LineRow[]): Receiving {
  return {
    id: row.code,
    reference: row.reference,
    user: { code: row.userCode, businessName: row.userBusinessName },
    vendor:
      row.vendorCode && row.vendorName ? { code: row.vendorCode, name: row.vendorName } : null,
    supplier: { name: row.supplierName, taxId: row.supplierTaxId },
    warehouse:
      row.warehouseCode && row.warehouseName
        ? { code: row.warehouseCode, name: row.warehouseName }
        : null,
    expectedDate: row.expectedDate,
    status: row.status,
    lines: lines.map((line) => ({
      sku: line.sku,
      tracking: line.tracking,
      description: line.description,
      expectedQty: line.expectedQty,
      receivedQty: line.receivedQty,
      acceptedQty: line.receivedQty === null ? null : line.receivedQty - line.rejectedQty,
      rejectedQty: line.rejectedQty,
      rejectReason: line.rejectReason,
      lot: line.lot,
      expiresOn: line.expiresOn,
      putAwayQty: line.putAwayQty,
    })),
    totals: {
      expected: totals.expectedTotal,
      received: totals.receivedTotal,
      rejected: totals.rejectedTotal,
      putAway: totals.putAwayTotal,
    },
    comment: row.comment,
    createdBy: member(row.createdByEmployeeId, row.createdByFullName),
    decidedBy: member(row.decidedByEmployeeId, row.decidedByFullName),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A receipt as the audit log keeps it: its details and lines, not who read it. */
function receiptRecord(receipt: Receiving) {
  return {
    id: receipt.id,
    reference: receipt.reference,
    user: receipt.user.code,
    vendor: receipt.vendor?.code ?? null,
    supplier: receipt.supplier,
    warehouse: receipt.warehouse?.code ?? null,
    expectedDate: receipt.expectedDate,
    status: receipt.status,
    lines: receipt.lines,
  };
}

type Logger = { error: (object: object, message: string) => void };

/**
 * Inbound goods receipts: raised for a client business, counted line by line while pending,
 * then approved or rejected by someone other than who raised them.
 */
export function createReceivingService(deps: {
  db: Database;
  users: Pick<UsersService, 'activeUser'>;
  vendors: Pick<VendorsService, 'vendorOf'>;
  warehouses: Pick<WarehousesService, 'activeWarehouse'>;
  skus: Pick<SkusService, 'stockedSkuFacts'>;
  stock: Pick<StockService, 'transaction' | 'receiveGoods' | 'checkLots'>;
  events: Pick<EventBus, 'emit'>;
  logger: Logger;
}) {
  /**
   * The lines' SKUs (the client's own, active, stocked) by id, once each line's lot is as its
   * SKU is tracked: needed once units are counted, and never already expired.
   */
  async function checkedLines(tx: Executor, userId: number, lines: LineInput[]) {
    const skus = await deps.skus.stockedSkuFacts(
      tx,
      userId,
      lines.map((line) => line.sku),
      'lines',
    );
    await deps.stock.checkLots(
      tx,
      lines.map((line, index) => ({
        sku: skus[index] ?? { id: 0, code: line.sku, tracking: 'none' },
        lot: line.lot ?? null,
        expiresOn: line.lot ? (line.expiresOn ?? null) : null,
        arriving: true,
        moving: (line.receivedQty ?? 0) > 0,
      })),
      'lines',
      { today: operatorDayOf() },
    );
    return skus.map((sku) => sku.id);
  }

  async function requireReceipt(db: Executor, code: string): Promise<Receiving> {
    const repository = createReceivingRepository(db);
    const row = RECEIVING_ID_PATTERN.test(code) ? await repository.find(code) : null;
    if (!row) throw notFound(code);
    const lines = await repository.linesOf([row.id]);
    return mapReceipt(row, totalsOf(lines), lines);
  }

  /** A receipt to change, locked, once it is known to be still pending. */
  async function pendingForChange(db: Executor, code: string, doing: string) {
    const row = RECEIVING_ID_PATTERN.test(code)
      ? await createReceivingRepository(db).findForChange(code)
      : null;
    if (!row) throw notFound(code);
    if (row.status !== 'pending') throw notPending(row, doing);
    return row;
  }

  async function* exportBatches(filters: ReceivingFilters): AsyncGenerator<CsvRow[]> {
    const repository = createReceivingRepository(deps.db);
    const batches = repository.exportBatches(filters, EXPORT_BATCH_SIZE);
    for await (const batch of batches) {
      yield batch.map((row) => receiptExport.row(row));
    }
  }

  /**
   * Decides on each id in its own transaction, so that one refusal never undoes another:
   * the row is locked, checked (pending, raised by someone else; for an approval, raised by an
   * account independent of the approver's and counted), then decided and audited. Who raised
   * each decided receipt is told after its commit.
   */
  async function decide(
    actor: Actor,
    ids: string[],
    decision: { status: 'approved' | 'rejected'; comment: string | null },
    ip: string,
  ): Promise<DecisionResult['results']> {
    const verb = decision.status === 'approved' ? 'approve' : 'reject';
    const codes = [...new Set(ids)];
    const results: DecisionOutcome[] = [];
    const decided: ReceiptRow[] = [];
    for (const code of codes) {
      if (!RECEIVING_ID_PATTERN.test(code)) {
        results.push({ id: code, outcome: 'not_found', message: 'No goods receipt has this id.' });
        continue;
      }
      // Each receipt is decided in a transaction of its own: one that fails is answered as
      // failed and left unchanged, and the answer still tells what happened to every other id.
      let changed: ReceiptRow | null = null;
      const outcome = await deps.stock
        .transaction(async (tx): Promise<DecisionOutcome> => {
          const repository = createReceivingRepository(tx);
          const row = await repository.findForChange(code);
          if (!row) {
            return { id: code, outcome: 'not_found', message: 'No goods receipt has this id.' };
          }
          if (row.status !== 'pending') {
            return {
              id: code,
              outcome: 'wrong_status',
              message: `${code} is already ${row.status}.`,
            };
          }
          if (row.createdByMemberId === actor.memberId) {
            return {
              id: code,
              outcome: 'forbidden',
              message: `You raised ${code}: another person must ${verb} it.`,
            };
          }
          // Nor approved by a second account of the same person (docs/SECURITY.md). A rejection
          // lets no goods in, so it is not held to this rule.
          if (decision.status === 'approved' && row.createdByMemberId !== null) {
            const refusal = await approverDependence(tx, {
              makerId: row.createdByMemberId,
              approverId: actor.memberId,
              what: code,
            });
            if (refusal) return { id: code, outcome: 'not_independent', message: refusal.message };
          }
          if (decision.status === 'approved' && row.warehouseId === null) {
            return {
              id: code,
              outcome: 'incomplete',
              message: `Choose the warehouse ${code} arrived at before approving it.`,
            };
          }
          if (decision.status === 'approved') {
            const uncounted = await repository.uncountedSkus(row.id);
            if (uncounted.length > 0) {
              return {
                id: code,
                outcome: 'incomplete',
                message: `Enter the received quantity of ${uncounted.join(', ')} before approving ${code}.`,
              };
            }
          }
          if (decision.status === 'approved') {
            // The accepted units come into the receiving area, the rejected ones into hold, in
            // this transaction: an approved receipt's goods are in stock, or it is not approved.
            const warehouseId = row.warehouseId;
            if (warehouseId === null) throw new Error('checked above: the receipt has a warehouse');
            const lines = await repository.stockLines(row.id);
            try {
              await deps.stock.receiveGoods(tx, {
                code,
                userId: row.userId,
                warehouseId,
                memberId: actor.memberId,
                lines: unitsOf(lines),
              });
            } catch (error) {
              if (error instanceof StockMovementRefused) {
                return { id: code, outcome: 'incomplete', message: error.message };
              }
              throw error;
            }
          }
          await repository.decide(row.id, { ...decision, memberId: actor.memberId });
          await auditTrail(tx, { actor, ip }).statusChanged(
            ENTITY,
            code,
            { status: row.status },
            { status: decision.status, ...(decision.comment ? { comment: decision.comment } : {}) },
          );
          changed = row;
          return { id: code, outcome: decision.status };
        })
        .catch((error: unknown): DecisionOutcome => {
          deps.logger.error({ err: error, id: code }, `a goods receipt could not be ${verb}d`);
          return {
            id: code,
            outcome: 'failed',
            message: `${code} could not be ${verb}d just now and is unchanged. Try it again.`,
          };
        });
      results.push(outcome);
      // Told only once committed.
      if (changed && outcome.outcome === decision.status) decided.push(changed);
    }
    for (const row of decided) {
      await deps.events.emit('receipt.decided', {
        receipt: row,
        decision: decision.status,
        comment: decision.comment,
        by: actor,
      });
    }
    return results;
  }

  return {
    /** The command palette's matches, exact ones first, at most `limit`. */
    quickSearch: (q: string, limit: number) =>
      createReceivingRepository(deps.db).quickSearch(q, limit),

    async list(query: ReceivingListQuery): Promise<ListResult<Receiving>> {
      const repository = createReceivingRepository(deps.db);
      const { items, ...counted } = await repository.list(query);
      // The page's lines in one query, handed to their receipts.
      const lines = await repository.linesOf(items.map((item) => item.id));
      const linesByReceipt = new Map<number, LineRow[]>();
      for (const line of lines) {
        linesByReceipt.set(line.receiptId, [...(linesByReceipt.get(line.receiptId) ?? []), line]);
      }
      return {
        items: items.map((item) => mapReceipt(item, item, linesByReceipt.get(item.id) ?? [])),
        ...counted,
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    /** Every receipt matching the filters, one row each with its totals, in the list's order. */
    export(filters: ReceivingFilters): CsvFile {
      return {
        fileName: datedFileName('goods-receipts'),
        columns: receiptExport.headers,
        kinds: receiptExport.kinds,
        batches: exportBatches(filters),
        countRows: (atMost) => createReceivingRepository(deps.db).exportCount(filters, atMost),
      };
    },

    async pendingCount(): Promise<{ count: number }> {
      return { count: await createReceivingRepository(deps.db).pendingCount() };
    },

    get(id: string): Promise<Receiving> {
      return requireReceipt(deps.db, id);
    },

    /** Raises a pending receipt for an active user; those who may approve it are told. */
    async create(actor: Actor, body: CreateBody, ip: string): Promise<Receiving> {
      const receipt = await deps.db.transaction(async (tx) => {
        const user = await deps.users.activeUser(tx, body.userCode, 'userCode');
        const vendor = await deps.vendors.vendorOf(tx, user.id, body.vendorCode, 'vendorCode');
        const warehouse = await deps.warehouses.activeWarehouse(
          tx,
          body.warehouseCode,
          'warehouseCode',
        );
        const repository = createReceivingRepository(tx);
        const created = await repository.insert({
          userId: user.id,
          vendorId: vendor.id,
          warehouseId: warehouse.id,
          reference: body.reference,
          // The receipt keeps the supplier as it was when chosen, as its papers name it.
          supplierName: vendor.name,
          supplierTaxId: vendor.taxId,
          expectedDate: body.expectedDate,
          createdByMemberId: actor.memberId,
        });
        const skuIds = await checkedLines(tx, user.id, body.lines);
        await repository.insertLines(
          created.id,
          body.lines.map((line, index) => lineValues(line, skuIds[index] ?? 0)),
        );
        const stored = await requireReceipt(tx, created.code);
        await auditTrail(tx, { actor, ip }).created(ENTITY, stored.id, receiptRecord(stored));
        return stored;
      });
      await deps.events.emit('receipt.raised', {
        receipt: {
          code: receipt.id,
          supplierName: receipt.supplier.name,
          user: receipt.user,
          lines: receipt.lines.length,
          expectedUnits: receipt.totals.expected,
        },
        by: actor,
      });
      return receipt;
    },

    /** Changes a pending receipt's details and/or replaces its lines; audited with what changed. */
    async update(actor: Actor, id: string, body: UpdateBody, ip: string): Promise<Receiving> {
      const code = id;
      return deps.db.transaction(async (tx) => {
        const row = await pendingForChange(tx, code, 'changed');
        const repository = createReceivingRepository(tx);
        const before = await requireReceipt(tx, code);
        const vendor =
          body.vendorCode === undefined
            ? null
            : await deps.vendors.vendorOf(tx, row.userId, body.vendorCode, 'vendorCode');
        const warehouse =
          body.warehouseCode === undefined
            ? null
            : await deps.warehouses.activeWarehouse(tx, body.warehouseCode, 'warehouseCode');
        const changes: Partial<ReceiptValues> = {
          ...(body.reference !== undefined ? { reference: body.reference } : {}),
          ...(vendor
            ? { vendorId: vendor.id, supplierName: vendor.name, supplierTaxId: vendor.taxId }
            : {}),
          ...(warehouse ? { warehouseId: warehouse.id } : {}),
          ...(body.expectedDate !== undefined ? { expectedDate: body.expectedDate } : {}),
        };
        await repository.update(row.id, changes);
        if (body.lines) {
          await repository.deleteLines(row.id);
          const lines = body.lines;
          const skuIds = await checkedLines(tx, row.userId, lines);
          await repository.insertLines(
            row.id,
            lines.map((line, index) => lineValues(line, skuIds[index] ?? 0)),
          );
        }
        const after = await requireReceipt(tx, code);
        await auditTrail(tx, { actor, ip }).updated(
          ENTITY,
          code,
          receiptRecord(before),
          receiptRecord(after),
        );
        return after;
      });
    },

    /** Deletes a pending receipt and its lines; the audit log keeps what it held. */
    async remove(actor: Actor, id: string, ip: string): Promise<{ id: string }> {
      const code = id;
      return deps.db.transaction(async (tx) => {
        const row = await pendingForChange(tx, code, 'deleted');
        const before = await requireReceipt(tx, code);
        await createReceivingRepository(tx).remove(row.id);
        await auditTrail(tx, { actor, ip }).deleted(ENTITY, code, receiptRecord(before));
        return { id: code };
      });
    },

    approve: (actor: Actor, ids: string[], ip: string) =>
      decide(actor, ids, { status: 'approved', comment: null }, ip),

    reject: (actor: Actor, ids: string[], comment: string, ip: string) =>
      decide(actor, ids, { status: 'rejected', comment }, ip),
  };
}

export type ReceivingService = ReturnType<typeof createReceivingService>;

/** What a receipt's lines bring into stock: accepted units, and rejected ones with their reason. */
function unitsOf(lines: Awaited<ReturnType<ReceivingRepository['stockLines']>>) {
  return lines.map((line) => ({
    skuId: line.skuId,
    lot: line.lot,
    expiresOn: line.expiresOn,
    accepted: (line.receivedQty ?? 0) - line.rejectedQty,
    rejected: line.rejectedQty,
    rejectReason: line.rejectReason,
  }));
}

/**
 * The sample operator's approved receipts put into stock, as their approval would have done
 * then: loaded after the receipts, inside the first start's transaction.
 */
export async function stockOfSampleReceipts(tx: Executor): Promise<void> {
  const repository = createReceivingRepository(tx);
  for (const receipt of await repository.approvedWithWarehouse()) {
    if (receipt.warehouseId === null) continue;
    await receiveGoods(tx, {
      code: receipt.code,
      userId: receipt.userId,
      warehouseId: receipt.warehouseId,
      memberId: receipt.decidedByMemberId,
      ...(receipt.decidedAt ? { at: receipt.decidedAt } : {}),
      lines: unitsOf(await repository.stockLines(receipt.id)),
    });
  }
}

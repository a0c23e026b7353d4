import type { AuditEntity } from '@depot/contracts/audit';
import type { ErrorDetail, ListResult } from '@depot/contracts/common';
import {
  type createTransferBodySchema,
  type ReceiveInFullResult,
  type ReceiveTransferBody,
  TRANSFER_CODE_PATTERN,
  type Transfer,
  type TransferFilters,
  type TransferListQuery,
  transferFieldLabels,
  transferKindLabels,
  transferStatusLabels,
} from '@depot/contracts/transfers';
import type { z } from 'zod';
import type { Database, Executor } from '../../db/client.ts';
import type { Actor } from '../../lib/actor.ts';
import { AppError, invalidFields } from '../../lib/app-error.ts';
import { auditTrail } from '../../lib/audit.ts';
import { type CsvFile, type CsvRow, datedFileName, EXPORT_BATCH_SIZE } from '../../lib/csv.ts';
import { cellAs, exportColumns } from '../../lib/export-columns.ts';
import { assertIndependentApprover } from '../../lib/separation-of-duties.ts';
import type { SkusService } from '../skus/skus.service.ts';
import {
  areaOf,
  lotIdOf,
  postMovement,
  StockMovementRefused,
  type StockService,
  StockShortage,
  virtualPlaceOf,
} from '../stock/stock.service.ts';
import type { UsersService } from '../users/users.service.ts';
import type { WarehousesService } from '../warehouses/warehouses.service.ts';
import {
  createTransfersRepository,
  type TransferLineValues,
  type TransferRow,
} from './transfers.repository.ts';

type CreateBody = z.output<typeof createTransferBodySchema>;
type LineRow = Awaited<ReturnType<ReturnType<typeof createTransfersRepository>['linesOf']>>[number];

const ENTITY: AuditEntity = 'transfer';

const notFound = (code: string) => new AppError('NOT_FOUND', `There is no transfer ${code}.`);

const member = (employeeId: string | null, fullName: string | null) =>
  employeeId && fullName ? { employeeId, fullName } : null;

function mapTransfer(row: TransferRow, lines: LineRow[]): Transfer {
  return {
    code: row.code,
    kind: row.kind,
    status: row.status,
    user: { code: row.userCode, businessName: row.userBusinessName },
    from: { code: row.fromCode, name: row.fromName },
    to: { code: row.toCode, name: row.toName },
    note: row.note,
    lines: lines.map((line) => ({
      lineNo: line.lineNo,
      sku: { id: line.skuPublicId, code: line.skuCode, name: line.skuName },
      lot:
        line.lotNumber === null ? null : { number: line.lotNumber, expiresOn: line.lotExpiresOn },
      from: { id: line.fromPublicId, code: line.fromCode },
      to: line.toPublicId && line.toCode ? { id: line.toPublicId, code: line.toCode } : null,
      quantity: line.quantity,
      received: line.received,
    })),
    units: row.units,
    received: row.receivedUnits,
    createdBy: member(row.createdByEmployeeId, row.createdByName),
    createdAt: row.createdAt.toISOString(),
    receivedAt: row.receivedAt?.toISOString() ?? null,
    closedBy: member(row.closedByEmployeeId, row.closedByName),
    closedAt: row.closedAt?.toISOString() ?? null,
    closeReason: row.closeReason,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A transfer as the audit log keeps it. */
function transferRecord(transfer: Transfer) {
  return {
    code: transfer.code,
    kind: transfer.kind,
    status: transfer.status,
    user: transfer.user.code,
    from: transfer.from.code,
    to: transfer.to.code,
    note: transfer.note,
    units: transfer.units,
    received: transfer.received,
  };
}

/** The export: one transfer a row, its units as numbers, its lines in words. */
const transferExport = exportColumns<Transfer>()(transferFieldLabels, {
  code: (transfer) => transfer.code,
  kind: (transfer) => transferKindLabels[transfer.kind],
  status: (transfer) => transferStatusLabels[transfer.status],
  'user.code': (transfer) => transfer.user.code,
  'user.businessName': (transfer) => transfer.user.businessName,
  'from.code': (transfer) => transfer.from.code,
  'from.name': (transfer) => transfer.from.name,
  'to.code': (transfer) => transfer.to.code,
  'to.name': (transfer) => transfer.to.name,
  lines: (transfer) =>
    transfer.lines
      .map(
        (line) =>
          `${line.sku.code}${line.lot ? ` lot ${line.lot.number}` : ''} × ${line.quantity} from ${line.from.code}${line.to ? ` to ${line.to.code}` : ''}`,
      )
      .join('; '),
  units: cellAs.count((transfer) => transfer.units),
  received: cellAs.count((transfer) => transfer.received),
  note: (transfer) => transfer.note ?? '',
  'createdBy.fullName': (transfer) => transfer.createdBy?.fullName ?? '',
  createdAt: cellAs.moment((transfer) => transfer.createdAt),
  receivedAt: cellAs.moment((transfer) => transfer.receivedAt ?? ''),
  'closedBy.fullName': (transfer) => transfer.closedBy?.fullName ?? '',
  closedAt: cellAs.moment((transfer) => transfer.closedAt ?? ''),
  closeReason: (transfer) => transfer.closeReason ?? '',
  // Exported by their parts, or in the lines' words.
  user: false,
  from: false,
  to: false,
  createdBy: false,
  closedBy: false,
  updatedAt: false,
});

/** A shortage or a refused movement in words a person can act on, as a 409. */
function stockConflict(error: unknown): unknown {
  if (error instanceof StockShortage) {
    return new AppError(
      'CONFLICT',
      `Not enough stock is free to move: ${error.message}. Count it again or move fewer units.`,
    );
  }
  if (error instanceof StockMovementRefused) return new AppError('CONFLICT', error.message);
  return error;
}

async function withLines(db: Executor, rows: TransferRow[]): Promise<Transfer[]> {
  const lines = await createTransfersRepository(db).linesOf(rows.map((row) => row.id));
  const byTransfer = new Map<number, LineRow[]>();
  for (const line of lines) {
    byTransfer.set(line.transferId, [...(byTransfer.get(line.transferId) ?? []), line]);
  }
  return rows.map((row) => mapTransfer(row, byTransfer.get(row.id) ?? []));
}

async function requireTransfer(db: Executor, code: string): Promise<Transfer> {
  const row = TRANSFER_CODE_PATTERN.test(code)
    ? await createTransfersRepository(db).find(code)
    : null;
  if (!row) throw notFound(code);
  const [transfer] = await withLines(db, [row]);
  if (!transfer) throw notFound(code);
  return transfer;
}

/**
 * Closes a transfer between warehouses short, inside the caller's transaction: what is still in
 * transit never arrives, and is written off in the ledger from the receiver's in-transit location
 * to its adjustment location, the reason kept. Whoever closes it may not be its sender, nor
 * dependent on the sender's account.
 */
export async function closeTransferShort(
  tx: Executor,
  code: string,
  reason: string,
  by: { memberId: number | null; at?: Date; audit?: { actor: Actor; ip: string } },
): Promise<Transfer> {
  const repository = createTransfersRepository(tx);
  const row = TRANSFER_CODE_PATTERN.test(code) ? await repository.findForChange(code) : null;
  if (!row) throw notFound(code);
  if (row.status !== 'in-transit' && row.status !== 'partly-received') {
    throw new AppError(
      'CONFLICT',
      `${code} is ${transferStatusLabels[row.status].toLowerCase()}: nothing of it is in transit to close.`,
    );
  }
  if (row.createdByMemberId !== null && by.memberId !== null) {
    await assertIndependentApprover(tx, {
      makerId: row.createdByMemberId,
      approverId: by.memberId,
      what: code,
    });
  }
  const before = await requireTransfer(tx, code);
  const inTransit = await virtualPlaceOf(tx, row.toWarehouseId, 'in-transit');
  const writtenOff = await virtualPlaceOf(tx, row.toWarehouseId, 'adjustment');
  if (!inTransit || !writtenOff) {
    throw new AppError(
      'CONFLICT',
      `${before.to.code} has no in-transit or adjustment location to write the units off through.`,
    );
  }
  const held = new Map((await repository.linesOf([row.id])).map((line) => [line.lineNo, line]));
  const open = before.lines.filter((line) => line.received < line.quantity);
  await postMovement(tx, {
    userId: row.userId,
    warehouseId: row.toWarehouseId,
    kind: 'transfer',
    documentCode: code,
    reason: 'written-off',
    note: reason,
    memberId: by.memberId,
    ...(by.at ? { recordedAt: by.at } : {}),
    idempotencyKey: `transfer-closed:${code}`,
    lines: open.map((line) => ({
      skuId: held.get(line.lineNo)?.skuId ?? 0,
      lotId: held.get(line.lineNo)?.lotId ?? null,
      fromLocationId: inTransit,
      toLocationId: writtenOff,
      quantity: line.quantity - line.received,
    })),
  });
  await repository.closeShort(row.id, by.memberId, reason, by.at);
  const after = await requireTransfer(tx, code);
  if (by.audit) {
    await auditTrail(tx, by.audit).statusChanged(
      ENTITY,
      code,
      { status: row.status },
      { status: 'closed-short', closeReason: reason },
    );
  }
  return after;
}

/**
 * Transfers: bin to bin posted at once; between warehouses, sent out through the sender's
 * in-transit location when made and taken in through the receiver's as the goods arrive.
 */
export function createTransfersService(deps: {
  db: Database;
  stock: Pick<StockService, 'transaction' | 'realPlaces' | 'checkLots'>;
  skus: Pick<SkusService, 'stockedSkuFacts'>;
  users: Pick<UsersService, 'activeUser'>;
  warehouses: Pick<WarehousesService, 'activeWarehouse'>;
}) {
  async function* exportBatches(filters: TransferFilters): AsyncGenerator<CsvRow[]> {
    const repository = createTransfersRepository(deps.db);
    for await (const batch of repository.exportBatches(filters, EXPORT_BATCH_SIZE)) {
      const transfers = await withLines(deps.db, batch);
      yield transfers.map((transfer) => transferExport.row(transfer));
    }
  }

  return {
    async list(query: TransferListQuery): Promise<ListResult<Transfer>> {
      const { items, ...counted } = await createTransfersRepository(deps.db).list(query);
      return {
        items: await withLines(deps.db, items),
        ...counted,
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    export(filters: TransferFilters): CsvFile {
      return {
        fileName: datedFileName('stock-transfers'),
        columns: transferExport.headers,
        kinds: transferExport.kinds,
        batches: exportBatches(filters),
        countRows: (atMost) => createTransfersRepository(deps.db).exportCount(filters, atMost),
      };
    },

    get: (code: string) => requireTransfer(deps.db, code),

    /**
     * Checks every line (the client's stocked SKUs, its lots, real places of the warehouses),
     * then writes the transfer and moves its units in one transaction: bin to bin at once,
     * between warehouses out to the sender's in-transit location. A line that takes more than
     * is free is a 409 and nothing changes.
     */
    async create(actor: Actor, body: CreateBody, ip: string): Promise<Transfer> {
      return deps.stock.transaction(async (tx) => {
        const user = await deps.users.activeUser(tx, body.userCode, 'userCode');
        const from = await deps.warehouses.activeWarehouse(
          tx,
          body.fromWarehouseCode,
          'fromWarehouseCode',
        );
        const to =
          body.kind === 'warehouse' && body.toWarehouseCode
            ? await deps.warehouses.activeWarehouse(tx, body.toWarehouseCode, 'toWarehouseCode')
            : from;
        const skus = await deps.skus.stockedSkuFacts(
          tx,
          user.id,
          body.lines.map((line) => line.sku),
          'lines',
        );
        // Every place of every line checked before any is refused: where they are, and (bin to
        // bin) where they go.
        const problems: ErrorDetail[] = [];
        const places = async (codes: string[], field: 'from' | 'to') => {
          try {
            return await deps.stock.realPlaces(tx, from.id, codes, 'lines', field);
          } catch (error) {
            if (!(error instanceof AppError) || !error.details) throw error;
            problems.push(...error.details);
            return [];
          }
        };
        const fromIds = await places(
          body.lines.map((line) => line.from),
          'from',
        );
        const toIds =
          body.kind === 'bin'
            ? await places(
                body.lines.map((line) => line.to ?? ''),
                'to',
              )
            : body.lines.map(() => null);
        if (problems.length > 0) throw invalidFields(problems);
        await deps.stock.checkLots(
          tx,
          body.lines.map((line, index) => ({
            sku: skus[index] ?? { id: 0, code: line.sku, tracking: 'none' },
            lot: line.lot ?? null,
            expiresOn: null,
            arriving: false,
            moving: true,
          })),
          'lines',
        );
        const lines: TransferLineValues[] = [];
        for (const [index, line] of body.lines.entries()) {
          const skuId = skus[index]?.id ?? 0;
          lines.push({
            skuId,
            lotId: line.lot ? await lotIdOf(tx, skuId, line.lot) : null,
            fromLocationId: fromIds[index] ?? 0,
            toLocationId: toIds[index] ?? null,
            quantity: Number(line.quantity),
          });
        }
        const inTransit =
          body.kind === 'warehouse' ? await virtualPlaceOf(tx, from.id, 'in-transit') : null;
        if (body.kind === 'warehouse' && !inTransit) {
          throw new AppError(
            'CONFLICT',
            `${body.fromWarehouseCode} has no in-transit location to send goods through.`,
          );
        }
        const repository = createTransfersRepository(tx);
        const created = await repository.insert({
          userId: user.id,
          kind: body.kind,
          fromWarehouseId: from.id,
          toWarehouseId: to.id,
          note: body.note ?? null,
          createdByMemberId: actor.memberId,
          lines,
        });
        try {
          await postMovement(tx, {
            userId: user.id,
            warehouseId: from.id,
            kind: 'transfer',
            documentCode: created.code,
            reason: body.kind === 'bin' ? 'bin-to-bin' : 'dispatched',
            note: body.note ?? null,
            memberId: actor.memberId,
            idempotencyKey: `transfer:${created.code}`,
            lines: lines.map((line) => ({
              skuId: line.skuId,
              lotId: line.lotId,
              fromLocationId: line.fromLocationId,
              toLocationId: line.toLocationId ?? inTransit ?? 0,
              quantity: line.quantity,
            })),
          });
        } catch (error) {
          throw stockConflict(error);
        }
        const stored = await requireTransfer(tx, created.code);
        await auditTrail(tx, { actor, ip }).created(ENTITY, stored.code, transferRecord(stored));
        return stored;
      });
    },

    /**
     * Takes units of a transfer between warehouses in where they arrive: each line's units from
     * the receiver's in-transit location into a real location of the receiving warehouse, never
     * more than the line has left in transit; partly, or whole.
     */
    /**
     * Everything still in transit of each transfer, into its receiving warehouse's receiving
     * area: for a truck unloaded whole. Each transfer in a transaction of its own, answered
     * per transfer.
     */
    async receiveInFull(
      actor: Actor,
      codes: string[],
      ip: string,
    ): Promise<ReceiveInFullResult['results']> {
      const results: ReceiveInFullResult['results'] = [];
      for (const code of [...new Set(codes)]) {
        const outcome = await deps.stock
          .transaction(async (tx): Promise<ReceiveInFullResult['results'][number]> => {
            const row = TRANSFER_CODE_PATTERN.test(code)
              ? await createTransfersRepository(tx).findForChange(code)
              : null;
            if (!row)
              return {
                code,
                outcome: 'not_found',
                units: 0,
                message: 'No transfer has this code.',
              };
            const transfer = await requireTransfer(tx, code);
            const open = transfer.lines.filter((line) => line.received < line.quantity);
            if (row.kind !== 'warehouse' || open.length === 0) {
              return {
                code,
                outcome: 'wrong_status',
                units: 0,
                message: `${code} is ${transferStatusLabels[row.status].toLowerCase()}: nothing of it is in transit.`,
              };
            }
            const area = await areaOf(tx, row.toWarehouseId, 'receiving');
            if (!area) {
              return {
                code,
                outcome: 'failed',
                units: 0,
                message: `${transfer.to.code} has no active receiving area to take the goods into.`,
              };
            }
            const lines = open.map((line) => ({
              lineNo: line.lineNo,
              location: area.code,
              quantity: line.quantity - line.received,
            }));
            await receiveIn(tx, actor, code, { lines }, ip);
            return {
              code,
              outcome: 'received',
              units: lines.reduce((sum, line) => sum + line.quantity, 0),
            };
          })
          .catch((error: unknown) => ({
            code,
            outcome: 'failed' as const,
            units: 0,
            message:
              error instanceof AppError
                ? error.message
                : `${code} could not be received just now and is unchanged. Try it again.`,
          }));
        results.push(outcome);
      }
      return results;
    },

    receive(actor: Actor, code: string, body: ReceiveTransferBody, ip: string): Promise<Transfer> {
      return deps.stock.transaction((tx) => receiveIn(tx, actor, code, body, ip));
    },

    /**
     * Closes a transfer between warehouses short (see `closeTransferShort`), not by whoever
     * sent it, nor by an account dependent on theirs.
     */
    closeShort(actor: Actor, code: string, reason: string, ip: string): Promise<Transfer> {
      return deps.stock.transaction((tx) =>
        closeTransferShort(tx, code, reason, { memberId: actor.memberId, audit: { actor, ip } }),
      );
    },
  };

  /**
   * Takes units of a transfer between warehouses in where they arrive, inside the caller's
   * transaction: each line's units from the receiver's in-transit location into a real location
   * of the receiving warehouse, never more than the line has left in transit; partly, or whole.
   */
  async function receiveIn(
    tx: Executor,
    actor: Actor,
    code: string,
    body: ReceiveTransferBody,
    ip: string,
  ): Promise<Transfer> {
    const repository = createTransfersRepository(tx);
    const row = TRANSFER_CODE_PATTERN.test(code) ? await repository.findForChange(code) : null;
    if (!row) throw notFound(code);
    const before = await requireTransfer(tx, code);
    if (
      row.kind !== 'warehouse' ||
      (row.status !== 'in-transit' && row.status !== 'partly-received')
    ) {
      throw new AppError(
        'CONFLICT',
        `${code} is ${transferStatusLabels[row.status].toLowerCase()}: nothing of it is in transit.`,
      );
    }
    const byLine = new Map(before.lines.map((line) => [line.lineNo, line]));
    const problems: { path: string; message: string }[] = [];
    const wanted = new Map<number, number>();
    for (const [index, line] of body.lines.entries()) {
      const lineNo = Number(line.lineNo);
      const held = byLine.get(lineNo);
      const asked = (wanted.get(lineNo) ?? 0) + Number(line.quantity);
      wanted.set(lineNo, asked);
      if (!held) {
        problems.push({
          path: `lines.${index}.lineNo`,
          message: `${code} has no line ${lineNo}`,
        });
      } else if (asked > held.quantity - held.received) {
        problems.push({
          path: `lines.${index}.quantity`,
          message: `Only ${held.quantity - held.received} units of ${held.sku.code} are in transit on line ${lineNo}`,
        });
      }
    }
    if (problems.length > 0) throw invalidFields(problems);
    const placeIds = await deps.stock.realPlaces(
      tx,
      row.toWarehouseId,
      body.lines.map((line) => line.location),
      'lines',
    );
    const inTransit = await virtualPlaceOf(tx, row.toWarehouseId, 'in-transit');
    if (!inTransit) {
      throw new AppError(
        'CONFLICT',
        `${before.to.code} has no in-transit location to take goods in through.`,
      );
    }
    const lines = await repository.linesOf([row.id]);
    const idsOf = new Map(lines.map((line) => [line.lineNo, line]));
    try {
      await postMovement(tx, {
        userId: row.userId,
        warehouseId: row.toWarehouseId,
        kind: 'transfer',
        documentCode: code,
        reason: 'received',
        memberId: actor.memberId,
        lines: body.lines.map((line, index) => {
          const held = idsOf.get(Number(line.lineNo));
          return {
            skuId: held?.skuId ?? 0,
            lotId: held?.lotId ?? null,
            fromLocationId: inTransit,
            toLocationId: placeIds[index] ?? 0,
            quantity: Number(line.quantity),
          };
        }),
      });
    } catch (error) {
      throw stockConflict(error);
    }
    for (const [lineNo, quantity] of wanted) await repository.receiveLine(row.id, lineNo, quantity);
    await repository.settle(row.id);
    const after = await requireTransfer(tx, code);
    await auditTrail(tx, { actor, ip }).updated(
      ENTITY,
      code,
      transferRecord(before),
      transferRecord(after),
    );
    return after;
  }
}

export type TransfersService = ReturnType<typeof createTransfersService>;

import type { ErrorDetail, ListResult } from '@depot/contracts/common';
import {
  type Count,
  type CountFilters,
  type CountListQuery,
  type CountSummary,
  type countBinBodySchema,
  countFieldLabels,
  countStatusLabels,
  type createCountBodySchema,
  MAX_COUNT_BINS,
} from '@depot/contracts/counts';
import type { DecisionResult } from '@depot/contracts/receiving';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Database, Executor } from '../../db/client.ts';
import type { Actor } from '../../lib/actor.ts';
import { AppError, invalidFields } from '../../lib/app-error.ts';
import { auditTrail } from '../../lib/audit.ts';
import { type CsvFile, type CsvRow, datedFileName, EXPORT_BATCH_SIZE } from '../../lib/csv.ts';
import type { EventBus } from '../../lib/events.ts';
import { cellAs, exportColumns } from '../../lib/export-columns.ts';
import { approverDependence } from '../../lib/separation-of-duties.ts';
import { postCountVariances } from '../adjustments/adjustments.service.ts';
import {
  type CorrectionLine,
  checkLots,
  placeByCode,
  StockMovementRefused,
  type StockService,
  StockShortage,
} from '../stock/stock.service.ts';
import type { WarehousesService } from '../warehouses/warehouses.service.ts';
import { type CountRow, createCountsRepository } from './counts.repository.ts';

const ENTITY = 'count';

type CreateBody = z.output<typeof createCountBodySchema>;
type BinBody = z.output<typeof countBinBodySchema>;
type Outcome = DecisionResult['results'][number];
type LineRow = Awaited<ReturnType<ReturnType<typeof createCountsRepository>['linesOf']>>[number];

/** A whole number as the operator writes it: 1,20,000. */
const formatCount = (value: number) => value.toLocaleString('en-IN');

const person = (employeeId: string | null, fullName: string | null) =>
  employeeId && fullName ? { employeeId, fullName } : null;

function mapSummary(row: CountRow): CountSummary {
  const counted = row.status !== 'counting';
  return {
    code: row.code,
    status: row.status,
    warehouse: { code: row.warehouseCode, name: row.warehouseName },
    note: row.note,
    bins: row.bins,
    binsCounted: row.binsCounted,
    variance: counted
      ? {
          lines: Number(row.variance.lines),
          over: Number(row.variance.over),
          short: Number(row.variance.short),
        }
      : null,
    createdBy: person(row.createdByEmployeeId, row.createdByName),
    submittedBy: person(row.submittedByEmployeeId, row.submittedByName),
    submittedAt: row.submittedAt?.toISOString() ?? null,
    decidedBy: person(row.decidedByEmployeeId, row.decidedByName),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    decisionComment: row.decisionComment,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A line as the count shows it; what the ledger knew hidden while counting goes on. */
function mapLine(line: LineRow, blind: boolean): Count['lines'][number] {
  const counted = line.counted !== null && line.atCount !== null;
  return {
    lineNo: line.lineNo,
    location: { id: line.locationPublicId, code: line.locationCode },
    user: { code: line.userCode, businessName: line.userBusinessName },
    sku: { id: line.skuPublicId, code: line.skuCode, name: line.skuName },
    lot: line.lot === null ? null : { number: line.lot, expiresOn: line.expiresOn },
    expected: blind ? null : line.expected,
    atCount: blind ? null : line.atCount,
    counted: line.counted,
    variance: blind || !counted ? null : (line.counted ?? 0) - (line.atCount ?? 0),
  };
}

/** The counts export: one row a count, with its variance once counted. */
const countExport = exportColumns<Count>()(countFieldLabels, {
  code: (count) => count.code,
  createdAt: cellAs.moment((count) => count.createdAt),
  'warehouse.code': (count) => count.warehouse.code,
  'warehouse.name': (count) => count.warehouse.name,
  status: (count) => countStatusLabels[count.status],
  bins: cellAs.count((count) => count.bins),
  binsCounted: cellAs.count((count) => count.binsCounted),
  'variance.lines': cellAs.count((count) => count.variance?.lines ?? ''),
  'variance.over': cellAs.count((count) => count.variance?.over ?? ''),
  'variance.short': cellAs.count((count) => count.variance?.short ?? ''),
  note: (count) => count.note ?? '',
  'createdBy.fullName': (count) => count.createdBy?.fullName ?? '',
  'submittedBy.fullName': (count) => count.submittedBy?.fullName ?? '',
  submittedAt: cellAs.moment((count) => count.submittedAt ?? ''),
  'decidedBy.fullName': (count) => count.decidedBy?.fullName ?? '',
  decidedAt: cellAs.moment((count) => count.decidedAt ?? ''),
  decisionComment: (count) => count.decisionComment ?? '',
  // Exported by their parts, or read on the count's own screen.
  warehouse: false,
  variance: false,
  places: false,
  lines: false,
  adjustments: false,
  createdBy: false,
  submittedBy: false,
  decidedBy: false,
  updatedAt: false,
});

/** A place's count in a word for History: its units counted, or not counted. */
const unitsOf = (lines: readonly LineRow[], locationId: number) => {
  const own = lines.filter((line) => line.locationId === locationId && line.counted !== null);
  return own.length === 0 ? null : own.reduce((sum, line) => sum + (line.counted ?? 0), 0);
};

/** The count, locked, in a status that may change; a 404 or a 409 otherwise. */
async function countForChange(tx: Executor, code: string, action: string) {
  const row = await createCountsRepository(tx).findForChange(code);
  if (!row) throw new AppError('NOT_FOUND', `There is no cycle count ${code}.`);
  if (row.status !== 'counting') {
    throw new AppError(
      'CONFLICT',
      `${code} is ${countStatusLabels[row.status].toLowerCase()}: it can no longer be ${action}.`,
    );
  }
  return row;
}

/** The SKUs of the lines, each of its client (any status: stock is counted whatever it is). */
async function linesSkus(tx: Executor, lines: BinBody['lines']) {
  const repository = createCountsRepository(tx);
  const clients = new Map(
    (await repository.usersByCodes([...new Set(lines.map((line) => line.userCode))])).map(
      (user) => [user.code, user],
    ),
  );
  const wanted = lines.flatMap((line) => {
    const user = clients.get(line.userCode);
    return user ? [{ userId: user.id, code: line.sku }] : [];
  });
  const found = new Map(
    (await repository.skusByCodes(wanted)).map((sku) => [`${sku.userId}/${sku.code}`, sku]),
  );
  const problems: ErrorDetail[] = [];
  const resolved = lines.map((line, index) => {
    const user = clients.get(line.userCode);
    if (!user) {
      problems.push({
        path: `lines.${index}.userCode`,
        message: `There is no client ${line.userCode}`,
      });
      return null;
    }
    const sku = found.get(`${user.id}/${line.sku}`);
    if (!sku) {
      problems.push({
        path: `lines.${index}.sku`,
        message: `${user.businessName} has no SKU ${line.sku}`,
      });
      return null;
    }
    if (sku.kind === 'bundle') {
      problems.push({
        path: `lines.${index}.sku`,
        message: `${line.sku} is a bundle, which holds no stock: count its components`,
      });
      return null;
    }
    return { user, sku };
  });
  if (problems.length > 0) throw invalidFields(problems);
  return resolved.map((entry) => {
    if (!entry) throw new Error('each line has its SKU');
    return entry;
  });
}

/** Who does a step of a count, when (if not now), and whether History records it. */
type CountStep = { memberId: number | null; at?: Date; audit?: { actor: Actor; ip: string } };

/**
 * Begins a count of the places named and every real location below each, keeping what each
 * holds now on the count's lines. A place in another count not yet posted or rejected is a 409
 * naming that count, so that no variance is posted twice.
 */
export async function beginCount(
  tx: Executor,
  begin: {
    warehouseId: number;
    locations: readonly string[];
    note: string | null;
    memberId: number | null;
    at?: Date;
  },
) {
  const repository = createCountsRepository(tx);
  await repository.lockWarehouse(begin.warehouseId);
  const places = await repository.placesUnder(begin.warehouseId, begin.locations);
  const named = new Set(places.map((place) => place.named));
  const problems: ErrorDetail[] = [];
  for (const [index, code] of begin.locations.entries()) {
    if (named.has(code)) continue;
    const place = await placeByCode(tx, begin.warehouseId, code);
    problems.push({
      path: `locations.${index}`,
      message: place
        ? `${code} is outside the building: count real locations`
        : `This warehouse has no location ${code}`,
    });
  }
  if (problems.length > 0) throw invalidFields(problems);
  const unique = [...new Map(places.map((place) => [place.id, place])).values()];
  if (unique.length > MAX_COUNT_BINS) {
    throw invalidFields([
      {
        path: 'locations',
        message: `These places hold ${formatCount(unique.length)} locations: count at most ${MAX_COUNT_BINS} at once, by rack or shelf`,
      },
    ]);
  }
  const placeIds = unique.map((place) => place.id);
  const busy = await repository.inOpenCounts(placeIds);
  const [first] = busy;
  if (first) {
    throw new AppError(
      'CONFLICT',
      `${busy.map((place) => place.location).join(', ')} ${busy.length === 1 ? 'is' : 'are'} already being counted in ${first.code}: finish or reject that count first.`,
      [{ path: 'locations', message: `${first.location} is being counted in ${first.code}` }],
    );
  }
  const held = await repository.heldIn(placeIds);
  const created = await repository.insert({
    warehouseId: begin.warehouseId,
    note: begin.note,
    createdByMemberId: begin.memberId,
    placeIds,
    ...(begin.at ? { createdAt: begin.at } : {}),
    lines: held.map((line) => ({
      locationId: line.location_id,
      userId: line.user_id,
      skuId: line.sku_id,
      lotNumber: line.lot_number,
      expiresOn: line.expires_on,
      expected: line.on_hand,
    })),
  });
  return created;
}

/**
 * Records what one bin holds, all of it: each line a client's SKU (and lot) and its units;
 * what the bin held and no line names counts as not found. Each line is compared with what the
 * bin holds at this moment, so that what moved in or out since the count began is not taken
 * for a variance. Counting a bin again replaces its count.
 */
export async function countBinIn(tx: Executor, code: string, body: BinBody, by: CountStep) {
  const count = await countForChange(tx, code, 'counted');
  const repository = createCountsRepository(tx);
  const place = await placeByCode(tx, count.warehouseId, body.location);
  const before = await repository.linesOf(count.id);
  const places = await repository.placesOf(count.id);
  if (!place || !places.some((own) => own.locationId === place.id)) {
    throw invalidFields([
      { path: 'location', message: `${body.location} is not one of the bins of ${code}` },
    ]);
  }
  const resolved = await linesSkus(tx, body.lines);
  await checkLots(
    tx,
    body.lines.map((line, index) => ({
      sku: resolved[index]?.sku ?? { id: 0, code: line.sku, tracking: 'none' },
      lot: line.lot ?? null,
      expiresOn: line.expiresOn ?? null,
      arriving: true,
      moving: line.counted > 0,
    })),
    'lines',
  );
  const held = await repository.heldIn([place.id]);
  await repository.recordBin(
    count.id,
    place.id,
    by.memberId,
    body.lines.map((line, index) => ({
      userId: resolved[index]?.user.id ?? 0,
      skuId: resolved[index]?.sku.id ?? 0,
      lotNumber: line.lot ?? null,
      expiresOn: line.expiresOn ?? null,
      counted: line.counted,
    })),
    held.map((line) => ({
      userId: line.user_id,
      skuId: line.sku_id,
      lotNumber: line.lot_number,
      onHand: line.on_hand,
    })),
    by.at,
  );
  const units = body.lines.reduce((sum, line) => sum + line.counted, 0);
  if (by.audit) {
    await auditTrail(tx, by.audit).updated(
      ENTITY,
      code,
      { places: [{ location: body.location, counted: unitsOf(before, place.id) }] },
      { places: [{ location: body.location, counted: units }] },
    );
  }
}

/**
 * Sends a count whose every bin is counted for review; a 409 naming the bins left. Answers who
 * began it, whom its reviewers exclude.
 */
export async function submitCount(
  tx: Executor,
  code: string,
  by: CountStep,
): Promise<{ createdByMemberId: number | null }> {
  const count = await countForChange(tx, code, 'sent for review');
  const repository = createCountsRepository(tx);
  if (count.binsCounted < count.bins) {
    const left = (await repository.placesOf(count.id)).filter((place) => place.countedAt === null);
    const named = left
      .slice(0, 5)
      .map((place) => place.code)
      .join(', ');
    throw new AppError(
      'CONFLICT',
      `${formatCount(left.length)} of ${formatCount(count.bins)} bins of ${code} are not counted yet (${named}${left.length > 5 ? ', …' : ''}): count them first.`,
    );
  }
  await repository.submit(count.id, by.memberId, by.at);
  if (by.audit) {
    await auditTrail(tx, by.audit).statusChanged(
      ENTITY,
      code,
      { status: 'counting' },
      { status: 'review' },
    );
  }
  return { createdByMemberId: count.createdByMemberId };
}

/**
 * Posts a count's variances, each client's as one count correction, and marks it posted: the
 * count locked and awaiting review, its approver already checked.
 */
export async function postCount(
  tx: Executor,
  count: { id: number; code: string; warehouseId: number; createdByMemberId: number | null },
  by: CountStep,
) {
  const repository = createCountsRepository(tx);
  const byClient = new Map<number, Array<CorrectionLine & { mrp: string | null }>>();
  for (const line of await repository.linesOf(count.id)) {
    const change = (line.counted ?? 0) - (line.atCount ?? 0);
    if (change === 0) continue;
    const own = byClient.get(line.userId) ?? [];
    own.push({
      sku: { id: line.skuId, code: line.skuCode, tracking: line.skuTracking },
      locationId: line.locationId,
      lot: line.lot,
      expiresOn: line.expiresOn,
      change,
      mrp: line.skuMrp,
    });
    byClient.set(line.userId, own);
  }
  for (const [userId, lines] of byClient) {
    await postCountVariances(tx, by, {
      countId: count.id,
      countCode: count.code,
      userId,
      warehouseId: count.warehouseId,
      createdByMemberId: count.createdByMemberId,
      lines,
    });
  }
  await repository.decide(count.id, { status: 'posted' }, by.memberId, by.at);
}

export function createCountsService(deps: {
  db: Database;
  stock: StockService;
  warehouses: Pick<WarehousesService, 'activeWarehouse'>;
  events: Pick<EventBus, 'emit'>;
  logger: FastifyBaseLogger;
}) {
  async function requireCount(db: Executor, code: string): Promise<Count> {
    const repository = createCountsRepository(db);
    const row = await repository.find(code);
    if (!row) throw new AppError('NOT_FOUND', `There is no cycle count ${code}.`);
    const blind = row.status === 'counting';
    const [places, lines, adjustments] = await Promise.all([
      repository.placesOf(row.id),
      repository.linesOf(row.id),
      repository.adjustmentsOf(row.id),
    ]);
    return {
      ...mapSummary(row),
      places: places.map((place) => ({
        location: { id: place.publicId, code: place.code },
        countedAt: place.countedAt?.toISOString() ?? null,
        countedBy: person(place.countedByEmployeeId, place.countedByName),
      })),
      lines: lines.map((line) => mapLine(line, blind)),
      adjustments,
    };
  }

  async function* exportBatches(filters: CountFilters): AsyncGenerator<CsvRow[]> {
    const repository = createCountsRepository(deps.db);
    for await (const batch of repository.exportBatches(filters, EXPORT_BATCH_SIZE)) {
      yield batch.map((row) =>
        countExport.row({ ...mapSummary(row), places: [], lines: [], adjustments: [] }),
      );
    }
  }

  return {
    async list(query: CountListQuery): Promise<ListResult<CountSummary>> {
      const { items, ...counted } = await createCountsRepository(deps.db).list(query);
      return {
        items: items.map(mapSummary),
        ...counted,
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    get: (code: string) => requireCount(deps.db, code),

    export(filters: CountFilters): CsvFile {
      return {
        fileName: datedFileName('cycle-counts'),
        columns: countExport.headers,
        kinds: countExport.kinds,
        batches: exportBatches(filters),
        countRows: (atMost) => createCountsRepository(deps.db).exportCount(filters, atMost),
      };
    },

    /**
     * Begins a count of the places named and every real location below each: what each holds
     * now is kept on the count's lines. A place in another count not yet posted or rejected is
     * a 409 naming that count, so that no variance is posted twice.
     */
    async create(actor: Actor, body: CreateBody, ip: string): Promise<Count> {
      return deps.stock.transaction(async (tx) => {
        const warehouse = await deps.warehouses.activeWarehouse(
          tx,
          body.warehouseCode,
          'warehouseCode',
        );
        const created = await beginCount(tx, {
          warehouseId: warehouse.id,
          locations: body.locations,
          note: body.note ?? null,
          memberId: actor.memberId,
        });
        const stored = await requireCount(tx, created.code);
        const { createdAt: _created, updatedAt: _updated, lines: _lines, ...record } = stored;
        await auditTrail(tx, { actor, ip }).created(ENTITY, stored.code, record);
        return stored;
      });
    },

    /**
     * Records what one bin holds, all of it: each line a client's SKU (and lot) and its units;
     * what the bin held and no line names counts as not found. Each line is compared with what
     * the bin holds at this moment, so that what moved in or out since the count began is not
     * taken for a variance. Counting a bin again replaces its count.
     */
    async countBin(actor: Actor, code: string, body: BinBody, ip: string): Promise<Count> {
      return deps.stock.transaction(async (tx) => {
        await countBinIn(tx, code, body, {
          memberId: actor.memberId,
          audit: { actor, ip },
        });
        return requireCount(tx, code);
      });
    },

    /** Sends a count whose every bin is counted for review; a 409 naming the bins left. */
    async submit(actor: Actor, code: string, ip: string): Promise<Count> {
      const { submitted, createdByMemberId } = await deps.db.transaction(async (tx) => {
        const begun = await submitCount(tx, code, {
          memberId: actor.memberId,
          audit: { actor, ip },
        });
        return { submitted: await requireCount(tx, code), ...begun };
      });
      await deps.events.emit('count.submitted', {
        count: {
          code,
          warehouseName: submitted.warehouse.name,
          bins: submitted.bins,
          linesOff: submitted.variance?.lines ?? 0,
          createdByMemberId,
        },
        by: actor,
      });
      return submitted;
    },

    /**
     * Approves counts awaiting review, posting each one's variances as count corrections (one
     * adjustment per client), or rejects counts not yet posted; each in its own transaction.
     * Never approved by whoever began it or counted any of its bins, nor by an account not
     * independent of its creator's. A variance that would take more than is free now leaves the
     * count awaiting review, answered as incomplete with how many are free.
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
            const repository = createCountsRepository(tx);
            const row = await repository.findForChange(code);
            if (!row) {
              return { id: code, outcome: 'not_found', message: `There is no count ${code}.` };
            }
            const open =
              decision.status === 'posted'
                ? row.status === 'review'
                : row.status === 'counting' || row.status === 'review';
            if (!open) {
              return {
                id: code,
                outcome: 'wrong_status',
                message:
                  row.status === 'counting'
                    ? `${code} is still being counted: send it for review first.`
                    : `${code} is already ${countStatusLabels[row.status].toLowerCase()}.`,
              };
            }
            if (decision.status === 'posted') {
              if (row.createdByMemberId === actor.memberId) {
                return {
                  id: code,
                  outcome: 'forbidden',
                  message: `You began ${code}: another person must approve it.`,
                };
              }
              if (await repository.counted(row.id, actor.memberId)) {
                return {
                  id: code,
                  outcome: 'forbidden',
                  message: `You counted bins of ${code}: another person must approve it.`,
                };
              }
              if (row.createdByMemberId !== null) {
                const refusal = await approverDependence(tx, {
                  makerId: row.createdByMemberId,
                  approverId: actor.memberId,
                  what: code,
                });
                if (refusal) {
                  return { id: code, outcome: 'not_independent', message: refusal.message };
                }
              }
              await postCount(
                tx,
                { ...row, code },
                { memberId: actor.memberId, audit: { actor, ip } },
              );
            } else {
              await repository.decide(
                row.id,
                { status: 'rejected', comment: decision.comment },
                actor.memberId,
              );
            }
            await auditTrail(tx, { actor, ip }).statusChanged(
              ENTITY,
              code,
              { status: row.status },
              {
                status: decision.status,
                ...(decision.status === 'rejected' ? { comment: decision.comment } : {}),
              },
            );
            return { id: code, outcome: decision.status === 'posted' ? 'approved' : 'rejected' };
          })
          .catch((error: unknown): Outcome => {
            // A shortage undoes every client's adjustment of the count: it stays for review.
            if (error instanceof StockShortage || error instanceof StockMovementRefused) {
              return {
                id: code,
                outcome: 'incomplete',
                message: `${code} stays awaiting review: ${error.message}. Reject it and count those bins again.`,
              };
            }
            deps.logger.error({ err: error, id: code }, `a count could not be ${verb}d`);
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

export type CountsService = ReturnType<typeof createCountsService>;

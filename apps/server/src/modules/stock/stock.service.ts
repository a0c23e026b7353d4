import type { ErrorDetail, ListResult } from '@depot/contracts/common';
import { locationKindLabels, locationPurposeLabels } from '@depot/contracts/locations';
import { skuTrackingLabels } from '@depot/contracts/skus';
import {
  type StockFilters,
  type StockLedgerFilters,
  type StockLedgerLine,
  type StockLedgerListQuery,
  type StockLevel,
  type StockListQuery,
  type StockTotals,
  stockMovementKindLabels,
} from '@depot/contracts/stock';
import { stockFieldLabels, stockLedgerFieldLabels } from '@depot/contracts/stock-fields';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Executor } from '../../db/client.ts';
import { invalidFields } from '../../lib/app-error.ts';
import { type CsvFile, type CsvRow, datedFileName, EXPORT_BATCH_SIZE } from '../../lib/csv.ts';
import { isRetryableConflict } from '../../lib/database-errors.ts';
import { cellAs, exportColumns } from '../../lib/export-columns.ts';
import {
  type BalanceChange,
  type BalanceKey,
  createStockRepository,
  type DriftRow,
  type MovementKind,
  type Named,
  type PlaceCountDrift,
  type References,
} from './stock.repository.ts';
import {
  createStockLedgerRepository,
  createStockLevelsRepository,
  type StockLedgerRow,
  type StockLevelRow,
} from './stock-levels.repository.ts';

/**
 * The stock module: the one writer of the ledger and the balances. Every other area moves
 * stock by calling `post` (or a document's own command here, such as `receiveGoods`) inside
 * the stock module's `transaction`, which runs again a transaction that lost a race.
 */

/** Units of one SKU (and lot) going from one location to another. */
export type StockMove = {
  skuId: number;
  lotId?: number | null;
  fromLocationId: number;
  toLocationId: number;
  quantity: number;
};

export type MovementInput = {
  /** The client business whose stock moves; every SKU of the lines must be its own. */
  userId: number;
  warehouseId: number;
  kind: MovementKind;
  documentCode: string;
  reason?: string | null;
  note?: string | null;
  memberId?: number | null;
  /** The same key posted twice finds the first movement instead of moving stock again. */
  idempotencyKey?: string | null;
  /** When it happened, for a movement written after the fact (the sample's); now by default. */
  recordedAt?: Date;
  lines: StockMove[];
};

export type PostedMovement = { id: number; code: string };

/** What a movement asked for that is not there to move, key by key, in words. */
export type Shortage = {
  sku: string;
  location: string;
  lot: string | null;
  available: number;
  wanted: number;
};

/** A movement refused because it would take more than a location holds free. */
export class StockShortage extends Error {
  override name = 'StockShortage';
  readonly shortages: Shortage[];
  constructor(shortages: Shortage[]) {
    super(
      shortages
        .map(
          (short) =>
            `${short.location} holds ${short.available} free of ${short.sku}${short.lot ? ` lot ${short.lot}` : ''}, not ${short.wanted}`,
        )
        .join('; ') || 'Not enough stock is free for this movement.',
    );
    this.shortages = shortages;
  }
}

/** A movement the ledger cannot take as asked (another client's SKU, a place elsewhere …). */
export class StockMovementRefused extends Error {
  override name = 'StockMovementRefused';
}

/** How often a transaction that lost a race is run again before its error is let through. */
export const STOCK_TRANSACTION_ATTEMPTS = 5;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const keyOf = (key: BalanceKey) => `${key.skuId}:${key.locationId}:${key.lotId ?? 0}`;

function sortedKeys<Key extends BalanceKey>(keys: Iterable<Key>): Key[] {
  return [...keys].sort(
    (a, b) => a.skuId - b.skuId || a.locationId - b.locationId || (a.lotId ?? 0) - (b.lotId ?? 0),
  );
}

/** Refuses a line that moves no whole number of units, or moves them nowhere. */
function checkQuantities(lines: readonly StockMove[]) {
  if (lines.length === 0) throw new StockMovementRefused('A movement needs at least one line.');
  for (const line of lines) {
    if (!Number.isInteger(line.quantity) || line.quantity < 1) {
      throw new StockMovementRefused('Each line moves a whole number of units, at least 1.');
    }
    if (line.fromLocationId === line.toLocationId) {
      throw new StockMovementRefused('A line moves units from one location to another.');
    }
  }
}

/** What a movement's lines name, as read beside its first change. */
function namedBy(lines: readonly StockMove[]): Named {
  return {
    locationIds: [...new Set(lines.flatMap((line) => [line.fromLocationId, line.toLocationId]))],
    skuIds: [...new Set(lines.map((line) => line.skuId))],
    lotIds: [...new Set(lines.flatMap((line) => (line.lotId ? [line.lotId] : [])))],
  };
}

/** Checks that every line names the client's own SKUs and lots, at places of the warehouse. */
function checkLines(input: MovementInput, named: References) {
  const places = new Map(named.places.map((place) => [place.id, place]));
  const skus = new Map(named.skus.map((sku) => [sku.id, sku]));
  const lots = new Map(named.lots.map((lot) => [lot.id, lot]));
  const ids = namedBy(input.lines);
  for (const id of ids.locationIds) {
    const place = places.get(id);
    if (!place) throw new StockMovementRefused('A line names a location that does not exist.');
    if (place.warehouse_id !== input.warehouseId) {
      throw new StockMovementRefused(`${place.code} is in another warehouse.`);
    }
  }
  for (const line of input.lines) {
    const to = places.get(line.toLocationId);
    if (to && to.status !== 'active') {
      throw new StockMovementRefused(`${to.code} is inactive: nothing can be moved into it.`);
    }
  }
  for (const id of ids.skuIds) {
    const sku = skus.get(id);
    if (!sku) throw new StockMovementRefused('A line names a SKU that does not exist.');
    // A client's stock never lands in another client's balance.
    if (sku.user_id !== input.userId) {
      throw new StockMovementRefused(`${sku.code} belongs to another client business.`);
    }
    if (sku.kind === 'bundle') {
      throw new StockMovementRefused(`${sku.code} is a bundle: its components hold its stock.`);
    }
  }
  for (const line of input.lines) {
    if (!line.lotId) continue;
    const lot = lots.get(line.lotId);
    const sku = skus.get(line.skuId);
    if (!lot || lot.sku_id !== line.skuId) {
      throw new StockMovementRefused(`The lot named is not one of ${sku?.code ?? 'the SKU'}.`);
    }
    if (sku?.tracking === 'none') {
      throw new StockMovementRefused(`${sku.code} is not tracked by lot.`);
    }
  }
  return { places, skus, lots };
}

/**
 * Posts a movement inside the caller's transaction (from `transaction`): its lines to the
 * ledger and their changes to the balances of real locations, the balance rows locked in one
 * order. Refuses (StockShortage) a line that would take more than its location holds free,
 * leaving every balance as it found it.
 */
export async function postMovement(tx: Executor, input: MovementInput): Promise<PostedMovement> {
  const repository = createStockRepository(tx);
  if (input.idempotencyKey) {
    const earlier = await repository.movementByKey(input.idempotencyKey);
    if (earlier) return earlier;
  }
  checkQuantities(input.lines);

  // Each key's net change, summed over the lines: two lines taking from one bin are checked
  // against its stock together, not each against the whole of it. Keys whose lines cancel out
  // change nothing and are left alone.
  const changes = new Map<string, BalanceChange>();
  for (const line of input.lines) {
    const lotId = line.lotId ?? null;
    for (const [locationId, change] of [
      [line.fromLocationId, -line.quantity],
      [line.toLocationId, line.quantity],
    ] as const) {
      const key = { skuId: line.skuId, locationId, lotId };
      const entry = changes.get(keyOf(key)) ?? { ...key, change: 0 };
      entry.change += change;
      changes.set(keyOf(key), entry);
    }
  }
  const wanted = sortedKeys([...changes.values()]).filter((entry) => entry.change !== 0);

  // The rows that exist are changed first, each guarded, and what the lines name is read in the
  // same round trip; the lines are checked on what was read. A movement refused after that
  // changes every row it changed back (still locked by this transaction), so that a caller who
  // answers the refusal and goes on finds each balance as it was.
  const applied: BalanceChange[] = [];
  const undo = () =>
    repository.changeBalances(
      input.userId,
      applied.map((entry) => ({ ...entry, change: -entry.change })),
    );
  const first =
    wanted.length > 0
      ? await repository.changeBalancesNaming(input.userId, wanted, namedBy(input.lines))
      : { changed: [], named: await repository.references(namedBy(input.lines)) };
  let changed = new Set(first.changed.map((key) => keyOf(key)));
  applied.push(...wanted.filter((entry) => changed.has(keyOf(entry))));
  let checked: ReturnType<typeof checkLines>;
  try {
    checked = checkLines(input, first.named);
  } catch (error) {
    await undo();
    throw error;
  }
  const { places, skus, lots } = checked;

  // Virtual locations (a supplier, a customer, in transit …) keep no balance.
  let pending = wanted.filter((entry) => places.get(entry.locationId)?.kind !== 'virtual');
  for (let round = 1; pending.length > 0; round++) {
    if (round > 1) {
      changed = new Set(
        (await repository.changeBalances(input.userId, pending)).map((key) => keyOf(key)),
      );
      applied.push(...pending.filter((entry) => changed.has(keyOf(entry))));
    }
    const unchanged = pending.filter((entry) => !changed.has(keyOf(entry)));
    const taking = unchanged.filter((entry) => entry.change < 0);
    if (taking.length > 0) {
      const free = new Map(
        (await repository.free(input.userId, taking)).map((row) => [keyOf(row.key), row.free]),
      );
      await undo();
      throw new StockShortage(
        taking.map((entry) => ({
          sku: skus.get(entry.skuId)?.code ?? String(entry.skuId),
          location: places.get(entry.locationId)?.code ?? String(entry.locationId),
          lot: entry.lotId ? (lots.get(entry.lotId)?.number ?? null) : null,
          available: Math.max(free.get(keyOf(entry)) ?? 0, 0),
          wanted: -entry.change,
        })),
      );
    }
    // Keys without a row are made holding the units they gain; a key made by another
    // transaction meanwhile is changed on the next round.
    const made = new Set(
      (await repository.createBalances(input.userId, unchanged)).map((key) => keyOf(key)),
    );
    applied.push(...unchanged.filter((entry) => made.has(keyOf(entry))));
    pending = unchanged.filter((entry) => !made.has(keyOf(entry)));
    if (round >= STOCK_TRANSACTION_ATTEMPTS && pending.length > 0) {
      throw new Error('the stock balances could not be made');
    }
  }
  const movement = await repository.insertMovement(
    {
      userId: input.userId,
      warehouseId: input.warehouseId,
      kind: input.kind,
      documentCode: input.documentCode,
      reason: input.reason ?? null,
      note: input.note ?? null,
      memberId: input.memberId ?? null,
      idempotencyKey: input.idempotencyKey ?? null,
      recordedAt: input.recordedAt ?? null,
    },
    input.lines.map((line) => ({ ...line, lotId: line.lotId ?? null })),
  );
  return movement;
}

/**
 * A goods receipt's approval, inside its transaction: the accepted units from the
 * warehouse's supplier location into its receiving area, the rejected ones into its
 * damaged area (when damaged) or its QC hold. Refused (StockMovementRefused) when the
 * warehouse lacks an area the units must go to.
 */
export async function receiveGoods(
  tx: Executor,
  receipt: {
    code: string;
    userId: number;
    warehouseId: number;
    memberId: number | null;
    /** When it was approved, if not now. */
    at?: Date;
    lines: Array<{
      skuId: number;
      /** The lot the units came in, for a SKU tracked by lot, and the day it expires. */
      lot: string | null;
      expiresOn: string | null;
      accepted: number;
      rejected: number;
      rejectReason: string | null;
    }>;
  },
): Promise<PostedMovement | null> {
  const repository = createStockRepository(tx);
  const skus = new Map(
    (await repository.skus([...new Set(receipt.lines.map((line) => line.skuId))])).map((sku) => [
      sku.id,
      sku,
    ]),
  );
  for (const line of receipt.lines) {
    const sku = skus.get(line.skuId);
    if (sku && sku.tracking !== 'none' && !line.lot && line.accepted + line.rejected > 0) {
      throw new StockMovementRefused(
        `${sku.code} is tracked by lot: enter the lot of its units before approving ${receipt.code}.`,
      );
    }
  }
  const place = async (purpose: string, kind: 'area' | 'virtual', words: string) => {
    const found = await repository.placeOfPurpose(receipt.warehouseId, purpose, kind);
    if (!found) {
      throw new StockMovementRefused(
        `The warehouse has no active ${words}: add one before approving ${receipt.code}.`,
      );
    }
    return found.id;
  };
  const supplier = await place('supplier', 'virtual', 'supplier location');
  const lines: StockMove[] = [];
  for (const line of receipt.lines) {
    const lotId =
      line.lot && line.accepted + line.rejected > 0
        ? await repository.lotFor(line.skuId, line.lot, line.expiresOn)
        : null;
    if (line.accepted > 0) {
      const receiving = await place('receiving', 'area', 'receiving area');
      lines.push({
        skuId: line.skuId,
        lotId,
        fromLocationId: supplier,
        toLocationId: receiving,
        quantity: line.accepted,
      });
    }
    if (line.rejected > 0) {
      const hold =
        line.rejectReason === 'damaged'
          ? await place('damaged', 'area', 'damaged-goods area')
          : await place('qc-hold', 'area', 'QC hold area');
      lines.push({
        skuId: line.skuId,
        lotId,
        fromLocationId: supplier,
        toLocationId: hold,
        quantity: line.rejected,
      });
    }
  }
  if (lines.length === 0) return null;
  return postMovement(tx, {
    userId: receipt.userId,
    warehouseId: receipt.warehouseId,
    kind: 'receipt',
    documentCode: receipt.code,
    memberId: receipt.memberId,
    idempotencyKey: `receipt:${receipt.code}`,
    ...(receipt.at ? { recordedAt: receipt.at } : {}),
    lines,
  });
}

function mapLevel(row: StockLevelRow): StockLevel {
  return {
    id: row.id,
    user: { code: row.userCode, businessName: row.userBusinessName },
    sku: {
      id: row.skuPublicId,
      code: row.skuCode,
      name: row.skuName,
      tracking: row.skuTracking,
    },
    warehouse: { code: row.warehouseCode, name: row.warehouseName },
    location: {
      id: row.locationPublicId,
      code: row.locationCode,
      kind: row.locationKind,
      purpose: row.locationPurpose,
      pickable: row.locationPickable,
      countsAsAvailable: row.locationCountsAsAvailable,
    },
    lot: row.lotNumber === null ? null : { number: row.lotNumber, expiresOn: row.lotExpiresOn },
    onHand: row.onHand,
    reserved: row.reserved,
    onHold: row.onHold,
    available: Number(row.available),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/** The stock export: what is where, one balance a row, its quantities as numbers. */
const stockExport = exportColumns<StockLevel>()(stockFieldLabels, {
  id: cellAs.count((level) => level.id),
  'user.code': (level) => level.user.code,
  'user.businessName': (level) => level.user.businessName,
  'sku.code': (level) => level.sku.code,
  'sku.name': (level) => level.sku.name,
  'sku.id': (level) => level.sku.id,
  'sku.tracking': (level) => skuTrackingLabels[level.sku.tracking],
  'warehouse.code': (level) => level.warehouse.code,
  'location.code': (level) => level.location.code,
  'location.kind': (level) => locationKindLabels[level.location.kind],
  'location.purpose': (level) => locationPurposeLabels[level.location.purpose],
  'location.pickable': (level) => yesNo(level.location.pickable),
  'location.countsAsAvailable': (level) => yesNo(level.location.countsAsAvailable),
  'lot.number': (level) => level.lot?.number ?? '',
  'lot.expiresOn': cellAs.date((level) => level.lot?.expiresOn ?? ''),
  onHand: cellAs.count((level) => level.onHand),
  reserved: cellAs.count((level) => level.reserved),
  onHold: cellAs.count((level) => level.onHold),
  available: cellAs.count((level) => level.available),
  updatedAt: cellAs.moment((level) => level.updatedAt),
  // Exported by their parts; the warehouse's and location's ids are read on their screens.
  user: false,
  sku: false,
  warehouse: false,
  location: false,
  lot: false,
});

function mapLedgerLine(row: StockLedgerRow): StockLedgerLine {
  return {
    id: row.id,
    movement: {
      code: row.movementCode,
      kind: row.movementKind,
      documentCode: row.documentCode,
      reason: row.reason,
      note: row.note,
      recordedAt: row.recordedAt.toISOString(),
      by: row.byName,
    },
    user: { code: row.userCode, businessName: row.userBusinessName },
    sku: { id: row.skuPublicId, code: row.skuCode, name: row.skuName },
    warehouse: { code: row.warehouseCode, name: row.warehouseName },
    from: {
      id: row.fromPublicId,
      code: row.fromCode,
      kind: row.fromKind,
      purpose: row.fromPurpose,
    },
    to: { id: row.toPublicId, code: row.toCode, kind: row.toKind, purpose: row.toPurpose },
    lot: row.lotNumber === null ? null : { number: row.lotNumber, expiresOn: row.lotExpiresOn },
    quantity: row.quantity,
  };
}

/** The movement history's export: one ledger line a row, the units as a number. */
const ledgerExport = exportColumns<StockLedgerLine>()(stockLedgerFieldLabels, {
  id: cellAs.count((line) => line.id),
  'movement.recordedAt': cellAs.moment((line) => line.movement.recordedAt),
  'movement.code': (line) => line.movement.code,
  'movement.kind': (line) => stockMovementKindLabels[line.movement.kind],
  'movement.documentCode': (line) => line.movement.documentCode,
  'user.code': (line) => line.user.code,
  'user.businessName': (line) => line.user.businessName,
  'sku.code': (line) => line.sku.code,
  'sku.name': (line) => line.sku.name,
  'lot.number': (line) => line.lot?.number ?? '',
  'lot.expiresOn': cellAs.date((line) => line.lot?.expiresOn ?? ''),
  'warehouse.code': (line) => line.warehouse.code,
  'from.code': (line) => line.from.code,
  'to.code': (line) => line.to.code,
  quantity: cellAs.count((line) => line.quantity),
  'movement.reason': (line) => line.movement.reason ?? '',
  'movement.note': (line) => line.movement.note ?? '',
  'movement.by': (line) => line.movement.by ?? '',
  // Exported by their parts.
  movement: false,
  user: false,
  sku: false,
  warehouse: false,
  from: false,
  to: false,
  lot: false,
});

/** A drifting balance as people know its key: by the codes of its client, SKU and places. */
export function namedDrift(row: DriftRow) {
  return {
    client: row.client_code,
    sku: row.sku_code,
    warehouse: row.warehouse_code,
    location: row.location_code,
    lot: row.lot_number,
    balance: row.balance,
    ledger: row.ledger,
  };
}

/** A line of a correction: units of a SKU (lot) added to (above 0) or taken from a location. */
export type CorrectionLine = {
  sku: { id: number; code: string; tracking: string };
  locationId: number;
  lot: string | null;
  expiresOn: string | null;
  change: number;
};

/** The id of a SKU's lot of this number, once the warehouse has seen it; else null. */
export async function lotIdOf(tx: Executor, skuId: number, number: string) {
  return (await createStockRepository(tx).lotByNumber(skuId, number))?.id ?? null;
}

/** The warehouse's active virtual location of a purpose (in transit, scrap …), or null. */
export async function virtualPlaceOf(tx: Executor, warehouseId: number, purpose: string) {
  return (
    (await createStockRepository(tx).placeOfPurpose(warehouseId, purpose, 'virtual'))?.id ?? null
  );
}

/** The warehouse's first active area of a purpose (receiving, storage …), by path, or null. */
export function areaOf(tx: Executor, warehouseId: number, purpose: string) {
  return createStockRepository(tx).placeOfPurpose(warehouseId, purpose, 'area');
}

/** The warehouse's location of this code (any kind or status), or null. */
export async function placeByCode(tx: Executor, warehouseId: number, code: string) {
  const [place] = await createStockRepository(tx).placesByCode(warehouseId, [code]);
  return place ?? null;
}

/**
 * The real, active locations of these codes in the warehouse, line by line: a 400 at
 * `path.N.<field>` (`location` unless named) for a code the warehouse lacks, a virtual one or an inactive one.
 */
export async function realPlaces(
  tx: Executor,
  warehouseId: number,
  codes: readonly string[],
  path: string,
  field = 'location',
): Promise<number[]> {
  const found = new Map(
    (await createStockRepository(tx).placesByCode(warehouseId, [...new Set(codes)])).map(
      (place) => [place.code, place],
    ),
  );
  const problems: ErrorDetail[] = [];
  const placeIds = codes.map((code, index) => {
    const place = found.get(code);
    const at = `${path}.${index}.${field}`;
    if (!place) problems.push({ path: at, message: `This warehouse has no location ${code}` });
    else if (place.kind === 'virtual') {
      problems.push({
        path: at,
        message: `${code} is outside the building: choose a real location`,
      });
    } else if (place.status !== 'active') {
      problems.push({ path: at, message: `${code} is inactive: activate it first` });
    }
    return place?.id ?? 0;
  });
  if (problems.length > 0) throw invalidFields(problems);
  return placeIds;
}

/** A line's lot, as the stock module checks it against how its SKU is tracked. */
export type LotLine = {
  sku: { id: number; code: string; tracking: string };
  lot: string | null;
  expiresOn: string | null;
  /** Units come in on this line: only they may bring a lot the warehouse has not seen. */
  arriving: boolean;
  /** Units move on this line now, so a SKU tracked by lot must name its lot. */
  moving: boolean;
};

/**
 * Each line's lot against how its SKU is tracked: none for an untracked SKU, one for a SKU
 * tracked by lot wherever units move; a lot the warehouse has not seen only for units that
 * arrive, with its expiry where the SKU tracks one, and a known lot with the expiry it has. With
 * `today`, an expiry before it is refused (goods arriving already expired are rejected as such).
 * A 400 at `path.N.lot` (or `.expiresOn`) for each line that is not so.
 */
export async function checkLots(
  tx: Executor,
  lines: readonly LotLine[],
  path: string,
  options: { today?: string } = {},
): Promise<void> {
  const repository = createStockRepository(tx);
  const problems: ErrorDetail[] = [];
  for (const [index, line] of lines.entries()) {
    const at = `${path}.${index}`;
    const code = line.sku.code;
    if (line.sku.tracking === 'none') {
      if (line.lot) {
        problems.push({
          path: `${at}.lot`,
          message: `${code} is not tracked by lot: leave the lot empty`,
        });
      }
      continue;
    }
    if (!line.lot) {
      if (line.moving) {
        problems.push({ path: `${at}.lot`, message: `${code} is tracked by lot: enter the lot` });
      }
      continue;
    }
    if (options.today && line.expiresOn && line.expiresOn < options.today) {
      problems.push({
        path: `${at}.expiresOn`,
        message: `Lot ${line.lot} expired on ${line.expiresOn}: reject its units as expired`,
      });
      continue;
    }
    const known = await repository.lotByNumber(line.sku.id, line.lot);
    if (known) {
      if (line.expiresOn && known.expires_on && line.expiresOn !== known.expires_on) {
        problems.push({
          path: `${at}.expiresOn`,
          message: `Lot ${line.lot} of ${code} expires on ${known.expires_on}, as it arrived before`,
        });
      }
      continue;
    }
    if (!line.arriving) {
      problems.push({
        path: `${at}.lot`,
        message: `${code} has no lot ${line.lot} here to take units from`,
      });
    } else if (line.sku.tracking === 'lot-expiry' && !line.expiresOn) {
      problems.push({
        path: `${at}.expiresOn`,
        message: `Lot ${line.lot} is new: enter the day it expires`,
      });
    }
  }
  if (problems.length > 0) throw invalidFields(problems);
}

/** An adjustment's lines' lots: every line moves units; those added may bring a new lot. */
export function checkCorrectionLots(
  tx: Executor,
  lines: readonly CorrectionLine[],
  path: string,
): Promise<void> {
  return checkLots(
    tx,
    lines.map((line) => ({ ...line, arriving: line.change > 0, moving: true })),
    path,
  );
}

/**
 * Posts a correction inside the caller's transaction: units added come from the warehouse's
 * adjustment location, units taken go to it (or to scrap, when damaged or expired). New lots
 * are made here, so that a correction never posted leaves none behind.
 */
export async function postCorrection(
  tx: Executor,
  correction: {
    code: string;
    userId: number;
    warehouseId: number;
    reason: string;
    note: string | null;
    memberId: number | null;
    /** When it was posted, if not now (the sample's history). */
    at?: Date;
    lines: readonly CorrectionLine[];
  },
): Promise<PostedMovement> {
  const repository = createStockRepository(tx);
  const virtual = async (purpose: 'adjustment' | 'scrap') => {
    const found = await repository.placeOfPurpose(correction.warehouseId, purpose, 'virtual');
    if (!found) {
      throw new StockMovementRefused(
        `The warehouse has no ${purpose} location to post ${correction.code} against.`,
      );
    }
    return found.id;
  };
  const outside = await virtual(
    correction.reason === 'damaged' || correction.reason === 'expired' ? 'scrap' : 'adjustment',
  );
  const lines: StockMove[] = [];
  for (const line of correction.lines) {
    const lotId = line.lot ? await repository.lotFor(line.sku.id, line.lot, line.expiresOn) : null;
    lines.push(
      line.change > 0
        ? {
            skuId: line.sku.id,
            lotId,
            fromLocationId: outside,
            toLocationId: line.locationId,
            quantity: line.change,
          }
        : {
            skuId: line.sku.id,
            lotId,
            fromLocationId: line.locationId,
            toLocationId: outside,
            quantity: -line.change,
          },
    );
  }
  return postMovement(tx, {
    userId: correction.userId,
    warehouseId: correction.warehouseId,
    kind: 'adjustment',
    documentCode: correction.code,
    reason: correction.reason,
    note: correction.note,
    memberId: correction.memberId,
    idempotencyKey: `adjustment:${correction.code}`,
    ...(correction.at ? { recordedAt: correction.at } : {}),
    lines,
  });
}

/** Untracked stock in areas of a purpose, plenty of each, for a sample to correct. */
export function ampleStock(tx: Executor, purpose: string, atLeast: number, limit: number) {
  return createStockRepository(tx).ampleStock(purpose, atLeast, limit);
}

export function createStockService(deps: { db: Database; logger: FastifyBaseLogger }) {
  /**
   * Runs `work` in a transaction, again (after a short random pause) when it lost a race to
   * another one: a deadlock broken by the server, a serialization failure or a lock not granted
   * in time. A person sees such a race only if it is lost five times running.
   */
  async function transaction<T>(work: (tx: Executor) => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await deps.db.transaction((tx) => work(tx));
      } catch (error) {
        if (!isRetryableConflict(error) || attempt >= STOCK_TRANSACTION_ATTEMPTS) throw error;
        deps.logger.warn({ attempt }, 'a stock transaction lost a race and runs again');
        await pause(Math.random() * 25 * 2 ** attempt);
      }
    }
  }

  async function* exportBatches(filters: StockFilters): AsyncGenerator<CsvRow[]> {
    const repository = createStockLevelsRepository(deps.db);
    for await (const batch of repository.exportBatches(filters, EXPORT_BATCH_SIZE)) {
      yield batch.map((row) => stockExport.row(mapLevel(row)));
    }
  }

  async function* ledgerBatches(filters: StockLedgerFilters): AsyncGenerator<CsvRow[]> {
    const repository = createStockLedgerRepository(deps.db);
    for await (const batch of repository.exportBatches(filters, EXPORT_BATCH_SIZE)) {
      yield batch.map((row) => ledgerExport.row(mapLedgerLine(row)));
    }
  }

  return {
    transaction,
    post: postMovement,
    receiveGoods,
    realPlaces,
    placeByCode,
    checkLots,
    checkCorrectionLots,
    postCorrection,

    /** The movement history: one page of ledger lines. */
    async movements(query: StockLedgerListQuery): Promise<ListResult<StockLedgerLine>> {
      const { items, ...counted } = await createStockLedgerRepository(deps.db).list(query);
      return {
        items: items.map(mapLedgerLine),
        ...counted,
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    /** Every ledger line matching the filters as a CSV file or workbook, in the list's order. */
    exportMovements(filters: StockLedgerFilters): CsvFile {
      return {
        fileName: datedFileName('stock-movements'),
        columns: ledgerExport.headers,
        kinds: ledgerExport.kinds,
        batches: ledgerBatches(filters),
        countRows: (atMost) => createStockLedgerRepository(deps.db).exportCount(filters, atMost),
      };
    },

    /** Stock on hand: one page of balances, searched, filtered and sorted. */
    async list(query: StockListQuery): Promise<ListResult<StockLevel>> {
      const { items, ...counted } = await createStockLevelsRepository(deps.db).list(query);
      return { items: items.map(mapLevel), ...counted, page: query.page, pageSize: query.pageSize };
    },

    totals: (filters: StockFilters): Promise<StockTotals> =>
      createStockLevelsRepository(deps.db).totals(filters),

    /** Every balance matching the filters as a CSV file or workbook, in the list's order. */
    export(filters: StockFilters): CsvFile {
      return {
        fileName: datedFileName('stock-on-hand'),
        columns: stockExport.headers,
        kinds: stockExport.kinds,
        batches: exportBatches(filters),
        countRows: (atMost) => createStockLevelsRepository(deps.db).exportCount(filters, atMost),
      };
    },

    /**
     * Every balance the ledger disagrees with, read in one statement (one snapshot), each
     * logged by its key. None is ever repaired here: a drift is a fault to find, not to hide.
     */
    async reconcile(): Promise<DriftRow[]> {
      const drift = await createStockRepository(deps.db).drift();
      for (const row of drift) {
        deps.logger.error(namedDrift(row), 'stock drift: a balance differs from its ledger');
      }
      return drift;
    },

    /**
     * Each warehouse whose kept count of places holding units differs from its balances, each
     * logged. The balances' triggers keep the counts in their own transaction, so none is
     * expected; like a balance's drift, none is repaired here.
     */
    async placeCountDrift(): Promise<PlaceCountDrift[]> {
      const drift = await createStockRepository(deps.db).placeCountDrift();
      for (const row of drift) {
        deps.logger.error(
          { warehouse: row.warehouse_code, kept: row.kept, counted: row.counted },
          'stock drift: a warehouse’s count of places differs from its balances',
        );
      }
      return drift;
    },

    /** Folds the rows of each warehouse's count of places into one; answers how many went. */
    foldPlaceCounts: (): Promise<number> => createStockRepository(deps.db).foldPlaceCounts(),
  };
}

export type StockService = ReturnType<typeof createStockService>;

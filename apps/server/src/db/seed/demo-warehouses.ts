import { gstinCheckCharacter } from '@depot/contracts/gstin';
import { purposeDefaults } from '@depot/contracts/locations';
import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../client.ts';
import { firstLocations, type LocationValues } from '../first-locations.ts';
import { locations, nextLocationId, warehouses } from '../schema/warehouses.ts';

// The sample operator's fulfilment centres: Bhiwandi (the Mumbai region's warehousing belt),
// Hoskote on Bengaluru's eastern edge and Gurugram for the north, about 3 000 bins between
// them, and a smaller one at Dankuni for the east. Each has an area per
// purpose; storage is aisles of racks (A, B …), each a row of bays (A-01 …) with bins by level
// (A-01-01 …), and the pick face is shorter aisles (P1, P2) nearer packing.

/** The operator's PAN, registered for GST in each state it has a warehouse in. */
const OPERATOR_PAN = 'AAHCS4821K';
const gstin = (stateDigits: string) => {
  const first14 = `${stateDigits}${OPERATOR_PAN}1Z`;
  return `${first14}${gstinCheckCharacter(first14)}`;
};

type Aisle = { code: string; bays: number; levels: number };

type DemoWarehouse = {
  code: string;
  name: string;
  address: { line1: string; line2: string | null; city: string; state: string; postalCode: string };
  gstinState: string;
  contactName: string;
  phone: string;
  email: string;
  storage: Aisle[];
  pickFace: Aisle[];
  /** Bins of the areas that are a row of places: docks, stations, lanes. */
  places: Partial<
    Record<
      'receiving' | 'packing' | 'dispatch' | 'returns' | 'qc-hold' | 'damaged',
      { prefix: string; count: number }
    >
  >;
};

const aisles = (codes: string, bays: number, levels: number): Aisle[] =>
  [...codes].map((code) => ({ code, bays, levels }));

export const demoWarehouses: DemoWarehouse[] = [
  {
    code: 'BOM-BHW1',
    name: 'Bhiwandi Fulfilment Centre',
    address: {
      line1: 'Gala 14-22, Building B3, Arihant Logistics Park',
      line2: 'Mumbai-Nashik Highway, Vadpe',
      city: 'Bhiwandi',
      state: 'MH',
      postalCode: '421302',
    },
    gstinState: '27',
    contactName: 'Sandeep Patil',
    phone: '+912522661400',
    email: 'bhiwandi.ops@sahyadrifulfilment.in',
    storage: aisles('ABCDEFGH', 20, 8),
    pickFace: [
      { code: 'P1', bays: 25, levels: 4 },
      { code: 'P2', bays: 25, levels: 4 },
    ],
    places: {
      receiving: { prefix: 'DOCK', count: 6 },
      'qc-hold': { prefix: 'QC', count: 6 },
      damaged: { prefix: 'DMG', count: 3 },
      packing: { prefix: 'PACK', count: 10 },
      dispatch: { prefix: 'LANE', count: 8 },
      returns: { prefix: 'RET', count: 4 },
    },
  },
  {
    code: 'BLR-HSK1',
    name: 'Bengaluru Fulfilment Centre',
    address: {
      line1: 'Plot 41, KIADB Industrial Area',
      line2: 'Hoskote',
      city: 'Bengaluru Rural',
      state: 'KA',
      postalCode: '562114',
    },
    gstinState: '29',
    contactName: 'Kavya Reddy',
    phone: '+918027971100',
    email: 'hoskote.ops@sahyadrifulfilment.in',
    storage: aisles('ABCDEF', 15, 8),
    pickFace: [
      { code: 'P1', bays: 20, levels: 4 },
      { code: 'P2', bays: 20, levels: 4 },
    ],
    places: {
      receiving: { prefix: 'DOCK', count: 4 },
      'qc-hold': { prefix: 'QC', count: 4 },
      damaged: { prefix: 'DMG', count: 2 },
      packing: { prefix: 'PACK', count: 6 },
      dispatch: { prefix: 'LANE', count: 5 },
      returns: { prefix: 'RET', count: 3 },
    },
  },
  {
    code: 'DEL-GGN1',
    name: 'Gurugram Fulfilment Centre',
    address: {
      line1: 'Khasra 112/3, Village Bilaspur',
      line2: 'Near NH-48, Tauru Road',
      city: 'Gurugram',
      state: 'HR',
      postalCode: '122413',
    },
    gstinState: '06',
    contactName: 'Harpreet Singh',
    phone: '+911244012300',
    email: 'gurugram.ops@sahyadrifulfilment.in',
    storage: aisles('ABCD', 15, 8),
    pickFace: [{ code: 'P1', bays: 20, levels: 5 }],
    places: {
      receiving: { prefix: 'DOCK', count: 4 },
      'qc-hold': { prefix: 'QC', count: 3 },
      damaged: { prefix: 'DMG', count: 2 },
      packing: { prefix: 'PACK', count: 5 },
      dispatch: { prefix: 'LANE', count: 4 },
      returns: { prefix: 'RET', count: 2 },
    },
  },
  {
    // The east's smaller centre, which the East India zone ships from.
    code: 'CCU-DKN1',
    name: 'Kolkata Fulfilment Centre',
    address: {
      line1: 'Shed 3, Dankuni Logistics Hub',
      line2: 'Durgapur Expressway',
      city: 'Dankuni',
      state: 'WB',
      postalCode: '712311',
    },
    gstinState: '19',
    contactName: 'Arindam Ghosh',
    phone: '+913326591800',
    email: 'dankuni.ops@sahyadrifulfilment.in',
    storage: aisles('AB', 10, 4),
    pickFace: [{ code: 'P1', bays: 10, levels: 4 }],
    places: {
      receiving: { prefix: 'DOCK', count: 2 },
      'qc-hold': { prefix: 'QC', count: 2 },
      damaged: { prefix: 'DMG', count: 1 },
      packing: { prefix: 'PACK', count: 3 },
      dispatch: { prefix: 'LANE', count: 2 },
      returns: { prefix: 'RET', count: 1 },
    },
  },
];

type Inserted = { id: number; code: string; path: string; depth: number; purpose: string };
type NewLocation = LocationValues & { publicId?: unknown };

const two = (value: number) => String(value).padStart(2, '0');

/** Writes rows in statements of at most a thousand, answering what was written. */
async function insertAll(tx: Executor, rows: Omit<NewLocation, 'publicId'>[]) {
  const written: Inserted[] = [];
  for (let start = 0; start < rows.length; start += 1_000) {
    const batch = rows
      .slice(start, start + 1_000)
      .map((row) => ({ ...row, publicId: nextLocationId }));
    written.push(
      ...(await tx.insert(locations).values(batch).returning({
        id: locations.id,
        code: locations.code,
        path: locations.path,
        depth: locations.depth,
        purpose: locations.purpose,
      })),
    );
  }
  return written;
}

/** The rows of a level below `parents`, each parent's children made by `childrenOf`. */
function below(
  warehouseId: number,
  parents: Inserted[],
  kind: 'rack' | 'shelf' | 'bin',
  childrenOf: (parent: Inserted) => {
    code: string;
    name?: string;
    maxUnits?: number;
    maxWeightKg?: string;
    maxVolumeL?: string;
    status?: 'inactive';
  }[],
): Omit<NewLocation, 'publicId'>[] {
  return parents.flatMap((parent) =>
    childrenOf(parent).map((child) => {
      const purpose = parent.purpose as keyof typeof purposeDefaults;
      return {
        warehouseId,
        parentId: parent.id,
        code: child.code,
        name: child.name ?? '',
        kind,
        purpose,
        path: `${parent.path}/${child.code}`,
        depth: parent.depth + 1,
        ...purposeDefaults[purpose],
        maxUnits: child.maxUnits ?? null,
        maxWeightKg: child.maxWeightKg ?? null,
        maxVolumeL: child.maxVolumeL ?? null,
        status: child.status ?? 'active',
      };
    }),
  );
}

export async function seedDemoWarehouses(tx: Executor): Promise<void> {
  for (const demo of demoWarehouses) {
    const [warehouse] = await tx
      .insert(warehouses)
      .values({
        code: demo.code,
        name: demo.name,
        addressLine1: demo.address.line1,
        addressLine2: demo.address.line2,
        city: demo.address.city,
        stateCode: demo.address.state,
        countryCode: 'IN',
        postalCode: demo.address.postalCode,
        gstin: gstin(demo.gstinState),
        timezone: 'Asia/Kolkata',
        contactName: demo.contactName,
        phone: demo.phone,
        phoneCountry: 'IN',
        email: demo.email,
      })
      .returning({ id: warehouses.id });
    if (!warehouse) throw new Error('sample warehouse not created');
    const tops = await insertAll(tx, firstLocations(warehouse.id, true));
    const area = (purpose: string) =>
      tops.filter((top) => top.purpose === purpose && !top.code.startsWith('V-'));

    // Storage and pick face: aisles (racks), bays (shelves), levels (bins).
    const racks = await insertAll(tx, [
      ...below(warehouse.id, area('storage'), 'rack', () =>
        demo.storage.map((aisle) => ({ code: aisle.code, name: `Aisle ${aisle.code}` })),
      ),
      ...below(warehouse.id, area('pick-face'), 'rack', () =>
        demo.pickFace.map((aisle) => ({ code: aisle.code, name: `Pick aisle ${aisle.code}` })),
      ),
    ]);
    const aisleOf = (rack: Inserted) =>
      [...demo.storage, ...demo.pickFace].find((aisle) => aisle.code === rack.code);
    const bays = await insertAll(
      tx,
      below(warehouse.id, racks, 'shelf', (rack) =>
        Array.from({ length: aisleOf(rack)?.bays ?? 0 }, (_, bay) => ({
          code: `${rack.code}-${two(bay + 1)}`,
        })),
      ),
    );
    const rackCode = (bay: Inserted) => bay.code.split('-')[0] ?? '';
    const bins = below(warehouse.id, bays, 'bin', (bay) => {
      const aisle = [...demo.storage, ...demo.pickFace].find((each) => each.code === rackCode(bay));
      const isPickFace = bay.purpose === 'pick-face';
      return Array.from({ length: aisle?.levels ?? 0 }, (_, level) => ({
        code: `${bay.code}-${two(level + 1)}`,
        ...(isPickFace
          ? { maxUnits: 200 }
          : { maxWeightKg: level === 0 ? '1000' : '500', maxVolumeL: '1500' }),
        // A bay of the last aisle is under repair: its bins are out of use.
        ...(bay.code.endsWith('-07') && rackCode(bay) === demo.storage.at(-1)?.code
          ? { status: 'inactive' as const }
          : {}),
      }));
    });
    // The rows of places in the other areas: dock doors, QC cages, packing stations, lanes.
    for (const [purpose, place] of Object.entries(demo.places)) {
      bins.push(
        ...below(warehouse.id, area(purpose), 'bin', () =>
          Array.from({ length: place.count }, (_, index) => ({
            code: `${place.prefix}-${two(index + 1)}`,
          })),
        ),
      );
    }
    await insertAll(tx, bins);
  }
}

/**
 * Which sample warehouse a client's document names: most of a client's goods are kept at one
 * warehouse (its home, the same on every start), the rest at another. `roll` is a draw in
 * [0, 1) from the caller's generator. Null when the sample has no active warehouse.
 */
export async function sampleWarehouseChooser(
  tx: Executor,
): Promise<(clientId: number, roll: number) => number | null> {
  const active = (
    await tx
      .select({ id: warehouses.id })
      .from(warehouses)
      .where(eq(warehouses.status, 'active'))
      .orderBy(asc(warehouses.id))
  ).map((row) => row.id);
  return (clientId, roll) => {
    if (active.length === 0) return null;
    const home = clientId % active.length;
    // Four in five at home; the rest spread over the others.
    const index =
      roll < 0.8 || active.length === 1
        ? home
        : (home + 1 + Math.floor(((roll - 0.8) / 0.2) * (active.length - 1))) % active.length;
    return active[index] ?? null;
  };
}

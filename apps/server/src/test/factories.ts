import type { Endpoint } from '@depot/contracts/endpoint';
import { gstinCheckCharacter } from '@depot/contracts/gstin';
import { type createLocationBodySchema, locationsEndpoints } from '@depot/contracts/locations';
import { type createPackageBodySchema, packagesEndpoints } from '@depot/contracts/packages';
import { type createReceivingBodySchema, receivingEndpoints } from '@depot/contracts/receiving';
import { type shipmentInputSchema, shipmentsEndpoints } from '@depot/contracts/shipments';
import { type createSkuBodySchema, skusEndpoints } from '@depot/contracts/skus';
import { type createTeamMemberBodySchema, teamEndpoints } from '@depot/contracts/team';
import { type createUserBodySchema, usersEndpoints } from '@depot/contracts/users';
import { type createVendorBodySchema, vendorsEndpoints } from '@depot/contracts/vendors';
import { type createWarehouseBodySchema, warehousesEndpoints } from '@depot/contracts/warehouses';
import { type createZoneBodySchema, zonesEndpoints } from '@depot/contracts/zones';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { z } from 'zod';
import { executeRows } from '../db/client.ts';
import { firstLocations } from '../db/first-locations.ts';
import { locations, nextLocationId } from '../db/schema/warehouses.ts';
import { createStockService } from '../modules/stock/stock.service.ts';
import { callApi, type SignedIn } from './auth-helpers.ts';
import type { TestApp } from './test-app.ts';

// Valid records as the console sends them, one factory per kind. Each takes overrides and gives
// every record an email, code or reference of its own, so a test names only what it is about.
// The bodies are typed by the contracts: a field added there fails to compile here, once.

export type UserBody = z.input<typeof createUserBodySchema>;
export type PackageBody = z.input<typeof createPackageBodySchema>;
export type ZoneBody = z.input<typeof createZoneBodySchema>;
export type WarehouseBody = z.input<typeof createWarehouseBodySchema>;
export type LocationBody = z.input<typeof createLocationBodySchema>;
/** The fields themselves: the creation body may also wrap them in `data`. */
export type ShipmentBody = z.input<typeof shipmentInputSchema>;
export type ReceiptBody = z.input<typeof createReceivingBodySchema>;
export type TeamMemberBody = z.input<typeof createTeamMemberBodySchema>;
export type VendorBody = z.input<typeof createVendorBodySchema>;
export type SkuBody = z.input<typeof createSkuBodySchema>;

let made = 0;
/** A number no other record of this test file has had. */
const next = () => ++made;
const padded = (width: number) => String(next()).padStart(width, '0');

/** A PAN of a company of its own: five letters (the fourth, C, for a company), four digits, a letter. */
function uniquePan(): string {
  const n = next();
  const letter = String.fromCharCode(65 + (Math.floor(n / 10_000) % 26));
  return `AABCK${String(n % 10_000).padStart(4, '0')}${letter}`;
}

/** A GSTIN registered in the state with GST code `stateCode` (27: Maharashtra), check character and all. */
export function gstin(stateCode = '27', pan = uniquePan()): string {
  const first14 = `${stateCode}${pan}1Z`;
  return `${first14}${gstinCheckCharacter(first14)}`;
}

/**
 * A client business in Mumbai with its GSTIN, on no package. The GSTIN is Maharashtra's: an
 * address in another Indian state needs its own `taxId` (or null) beside it.
 */
export function userBody(overrides: Partial<UserBody> = {}): UserBody {
  return {
    businessName: 'Kesar Naturals Pvt Ltd',
    contactName: 'Ananya Deshpande',
    email: `owner${padded(4)}@business.test`,
    phoneCountry: 'IN',
    phone: '98200 41127',
    taxId: gstin('27'),
    address: {
      line1: '14, Laxmi Industrial Estate',
      city: 'Mumbai',
      state: 'MH',
      country: 'IN',
      postalCode: '400053',
    },
    ...overrides,
  };
}

/** A monthly package in rupees, named Starter, pricing no zone. */
export function packageBody(overrides: Partial<PackageBody> = {}): PackageBody {
  return {
    code: `PLAN-${padded(4)}-M`,
    name: 'Starter',
    currency: 'INR',
    price: '4999',
    billingCycle: 'monthly',
    limits: { warehouses: 1, ordersPerMonth: 500, teamSeats: 3, skus: 250 },
    features: [],
    rates: [],
    ...overrides,
  };
}

/** A zone of three western states. */
export function zoneBody(overrides: Partial<ZoneBody> = {}): ZoneBody {
  return {
    code: `ZONE-${padded(4)}`,
    name: 'West India',
    coverage: [{ countryCode: 'IN', stateCodes: ['MH', 'GJ', 'GA'] }],
    ...overrides,
  };
}

/** A warehouse in Bhiwandi (Maharashtra) with its GSTIN, starting with the standard areas. */
export function warehouseBody(overrides: Partial<WarehouseBody> = {}): WarehouseBody {
  return {
    code: `WH-${padded(4)}`,
    name: 'Bhiwandi Annexe',
    address: {
      line1: 'Gala 7, Rajlaxmi Compound, Kalher',
      city: 'Bhiwandi',
      state: 'MH',
      country: 'IN',
      postalCode: '421302',
    },
    gstin: gstin('27'),
    contactName: 'Vikram Jadhav',
    phoneCountry: 'IN',
    phone: '98200 41127',
    ...overrides,
  };
}

/** A storage area of `warehouse` under a code of its own, or (with `kind` and `parent`) a location inside one. */
export function locationBody(
  warehouse: string,
  overrides: Partial<LocationBody> = {},
): LocationBody {
  const isArea = (overrides.kind ?? 'area') === 'area';
  return {
    warehouse,
    code: `AREA-${padded(4)}`,
    kind: 'area',
    ...(isArea ? { purpose: 'storage' } : {}),
    ...overrides,
  };
}

/** A draft shipment of `userCode`'s to a consignee in Pune, without its papers. */
export function shipmentBody(
  userCode: string,
  overrides: Partial<ShipmentBody> = {},
): ShipmentBody {
  return {
    userCode,
    reference: `ORD-${padded(5)}`,
    consignee: {
      name: 'Priya Sharma',
      phoneCountry: 'IN',
      phone: '98450 22331',
      email: 'priya.sharma@example.com',
      address: {
        line1: '14, MG Road',
        city: 'Pune',
        state: 'MH',
        country: 'IN',
        postalCode: '411001',
      },
    },
    boxes: 3,
    weightKg: '8.4',
    lengthCm: '45',
    widthCm: '35',
    heightCm: '25',
    declaredValue: '2450.00',
    ...overrides,
  };
}

/** Where a test's goods receipts come from and arrive at (`receivingPlaces`). */
export type ReceivingPlaces = { vendorCode: string; warehouseCode: string };

/** The warehouse `receivingPlaces` gives every test's receipts. */
export const TEST_DOCK = 'TEST-DOCK';

/**
 * A vendor of the client and a warehouse (with its standard areas) for its goods receipts,
 * written straight to the database where they are missing: for tests about receipts, not about
 * vendors or warehouses (nor their permissions). The vendor is the client's Herbochem
 * Formulations.
 */
export async function receivingPlaces(app: TestApp, userCode: string): Promise<ReceivingPlaces> {
  const client = userCode.trim().toUpperCase();
  await app.database.db.execute(sql`
    insert into warehouses (code, name, address_line1, city, state_code, country_code,
      postal_code, timezone, contact_name, phone, phone_country)
    values (${TEST_DOCK}, 'Bhiwandi test dock', 'Gala 4, Rahnal Industrial Area', 'Bhiwandi',
      'MH', 'IN', '421302', 'Asia/Kolkata', 'Sunil Jadhav', '+919822345671', 'IN')
    on conflict do nothing`);
  // Its areas and virtual locations, as a warehouse made in the console has them: an approved
  // receipt's units go from its supplier location into its receiving area.
  const [dock] = await executeRows(
    app.database.db,
    sql`select id from warehouses where code = ${TEST_DOCK}`,
  );
  const dockId = (dock as { id: number }).id;
  await app.database.db
    .insert(locations)
    .values(firstLocations(dockId, true).map((place) => ({ ...place, publicId: nextLocationId })))
    .onConflictDoNothing();
  const rows = await executeRows(
    app.database.db,
    sql`
    with client as (select id from users where code = ${client}),
    made as (
      insert into vendors (code, user_id, name, contact_name, email, phone, phone_country,
        tax_id, address_line1, city, state_code, country_code, postal_code)
      select 'VEN-' || regexp_replace(lpad(nextval('vendor_number_seq')::text, 9, '0'), '^0{0,3}', ''),
        client.id, 'Herbochem Formulations Pvt Ltd', 'Ramesh Patil', 'sales@herbochem.test',
        '+919822345671', 'IN', ${gstin('24')}, 'Plot 12, GIDC Vatva', 'Ahmedabad', 'GJ', 'IN',
        '382445'
      from client
      where not exists (select 1 from vendors where user_id = client.id
        and lower(name) = lower('Herbochem Formulations Pvt Ltd'))
      returning code
    )
    select code from made
    union all
    select vendors.code from vendors join client on vendors.user_id = client.id
      where lower(vendors.name) = lower('Herbochem Formulations Pvt Ltd')`,
  );
  const vendorCode = (rows[0] as { code?: string } | undefined)?.code;
  if (!vendorCode) throw new Error(`no client ${client} to give a vendor`);
  return { vendorCode, warehouseCode: TEST_DOCK };
}

/**
 * A goods receipt of `userCode`'s from its vendor (`receivingPlaces`) in Gujarat: one line,
 * counted in full.
 */
export function receiptBody(
  userCode: string,
  places: ReceivingPlaces,
  overrides: Partial<ReceiptBody> = {},
): ReceiptBody {
  return {
    userCode,
    ...places,
    reference: `ASN-${padded(6)}`,
    expectedDate: '2026-03-02',
    lines: [
      {
        sku: 'KN-UBT-125',
        description: 'Ubtan bathing bar, 125 g',
        expectedQty: 144,
        receivedQty: 144,
        rejectedQty: 0,
      },
    ],
    ...overrides,
  };
}

/** A vendor of `userCode`'s: a packaging maker in Bhiwandi, with a Maharashtra GSTIN and a name of its own. */
export function vendorBody(userCode: string, overrides: Partial<VendorBody> = {}): VendorBody {
  return {
    userCode,
    name: `Shree Balaji Corrugated Boxes ${padded(4)}`,
    contactName: 'Ramesh Patil',
    email: 'sales@balajiboxes.test',
    phoneCountry: 'IN',
    phone: '98223 45671',
    taxId: gstin('27'),
    address: {
      line1: 'Gala 12, Rahnal Industrial Area',
      city: 'Bhiwandi',
      state: 'MH',
      country: 'IN',
      postalCode: '421302',
    },
    ...overrides,
  };
}

/**
 * A SKU of `userCode`'s: a pair of jute mojaris with a code of its own, weighed and measured,
 * with no barcode (a test that is about barcodes names them).
 */
export function skuBody(userCode: string, overrides: Partial<SkuBody> = {}): SkuBody {
  const n = padded(5);
  return {
    userCode,
    code: `HF-JUT-MOJ-${n}`,
    name: `Jute mojari, tan, UK 7 (${n})`,
    product: { name: 'Jute mojari', brand: 'Haathkaam', category: 'Footwear' },
    variant: 'Tan, UK 7',
    hsnCode: '64039990',
    gstRate: '12',
    mrp: '1499.00',
    weightKg: '0.650',
    lengthCm: '32',
    widthCm: '20',
    heightCm: '11',
    ...overrides,
  };
}

/** A team member to invite with `roleKey`: the role is the test's to choose, as it decides what they may do. */
export function teamMemberBody(
  overrides: Partial<TeamMemberBody> & Pick<TeamMemberBody, 'roleKey'>,
): TeamMemberBody {
  return {
    fullName: 'Tanvi Deshmukh',
    email: `member${padded(4)}@depot.test`,
    phone: '+91 98330 11223',
    ...overrides,
  };
}

/** Posts `body` to a creation endpoint as `as`; answers the record made, as the endpoint declares it. */
async function created<Declared extends Pick<Endpoint, 'method' | 'path' | 'response'>>(
  app: TestApp,
  as: SignedIn,
  endpoint: Declared,
  body: object,
): Promise<z.output<Declared['response']>> {
  const response = await callApi(app, as, endpoint.method, endpoint.path, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data;
}

/** `create…(app, as, …the factory's arguments)`: the factory's record, made through the API. */
function creator<
  Args extends unknown[],
  Declared extends Pick<Endpoint, 'method' | 'path' | 'response'>,
>(endpoint: Declared, body: (...args: Args) => object) {
  return (app: TestApp, as: SignedIn, ...args: Args) => created(app, as, endpoint, body(...args));
}

export const createUser = creator(usersEndpoints.create, userBody);
export const createPackage = creator(packagesEndpoints.create, packageBody);
export const createZone = creator(zonesEndpoints.create, zoneBody);
export const createWarehouse = creator(warehousesEndpoints.create, warehouseBody);
export const createLocation = creator(locationsEndpoints.create, locationBody);
export const createShipment = creator(shipmentsEndpoints.create, shipmentBody);
/**
 * The client's SKUs of these codes, written straight to its catalogue where it lacks them: for
 * tests about documents whose lines name SKUs, not about the catalogue (nor its permissions).
 */
export async function catalogueSkus(app: TestApp, userCode: string, codes: readonly string[]) {
  for (const code of new Set(codes.map((each) => each.trim().toUpperCase()))) {
    await app.database.db.execute(sql`
      with client as (select id from users where code = ${userCode.trim().toUpperCase()}),
      product as (
        insert into products (code, user_id, name)
        select 'PRD-' || regexp_replace(lpad(nextval('product_number_seq')::text, 9, '0'), '^0{0,3}', ''),
          client.id, ${`Goods ${code}`} from client
        on conflict do nothing returning id, user_id
      )
      insert into skus (public_id, user_id, product_id, code, name)
      select 'SKU-' || regexp_replace(lpad(nextval('sku_number_seq')::text, 9, '0'), '^0{0,3}', ''),
        product.user_id, product.id, ${code}, ${`Goods ${code}`} from product
      on conflict do nothing`);
  }
}

/** A receipt of `userCode`'s, made through the API once the SKUs its lines name exist. */
export async function createReceipt(
  app: TestApp,
  as: SignedIn,
  userCode: string,
  overrides: Partial<ReceiptBody> = {},
) {
  const body = receiptBody(userCode, await receivingPlaces(app, userCode), overrides);
  await catalogueSkus(
    app,
    userCode,
    body.lines.map((line) => line.sku),
  );
  return created(app, as, receivingEndpoints.create, body);
}
export const createTeamMember = creator(teamEndpoints.create, teamMemberBody);
export const createVendor = creator(vendorsEndpoints.create, vendorBody);
export const createSku = creator(skusEndpoints.create, skuBody);

/**
 * Brings `quantity` units of a client's SKU (in a lot, when given, made where it is missing) into
 * a location from its warehouse's supplier location, through the stock module, as an approved
 * receipt does; by codes, in the sample operator or any other. Answers the movement.
 */
export async function stockIn(
  app: TestApp,
  place: {
    userCode: string;
    skuCode: string;
    warehouseCode: string;
    locationCode: string;
    lot?: { number: string; expiresOn?: string | null };
  },
  quantity: number,
) {
  const [row] = (await executeRows(
    app.database.db,
    sql`select u.id as user_id, s.id as sku_id, w.id as warehouse_id, l.id as location_id,
        (select id from locations where warehouse_id = w.id and purpose = 'supplier') as supplier_id
      from users u join skus s on s.user_id = u.id and s.code = ${place.skuCode}
      join warehouses w on w.code = ${place.warehouseCode}
      join locations l on l.warehouse_id = w.id and l.code = ${place.locationCode}
      where u.code = ${place.userCode}`,
  )) as Array<
    Record<'user_id' | 'sku_id' | 'warehouse_id' | 'location_id' | 'supplier_id', number>
  >;
  if (!row) throw new Error(`no ${place.skuCode} of ${place.userCode} or no ${place.locationCode}`);
  let lotId: number | null = null;
  if (place.lot) {
    const [lot] = (await executeRows(
      app.database.db,
      sql`insert into stock_lots (sku_id, number, expires_on)
        values (${row.sku_id}, ${place.lot.number}, ${place.lot.expiresOn ?? null})
        on conflict (sku_id, number) do update set number = excluded.number returning id`,
    )) as Array<{ id: number }>;
    lotId = lot?.id ?? null;
  }
  const stock = createStockService({ db: app.database.db, logger: app.log });
  return stock.transaction((tx) =>
    stock.post(tx, {
      userId: row.user_id,
      warehouseId: row.warehouse_id,
      kind: 'receipt',
      documentCode: `GRN-TEST-${next()}`,
      lines: [
        {
          skuId: row.sku_id,
          lotId,
          fromLocationId: row.supplier_id,
          toLocationId: row.location_id,
          quantity,
        },
      ],
    }),
  );
}

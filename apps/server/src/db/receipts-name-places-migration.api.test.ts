import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type MigratedDatabase, migratedOver } from '../test/migrations.ts';
import { type DatabaseHandle, executeRows } from './client.ts';

// Migration 0027 applied to receipts and orders written before they named a vendor and a
// warehouse: a receipt names the vendor its own client has by the supplier's name (whatever
// its case), never another client's; every other typed supplier becomes one vendor of its
// client; every receipt and order is placed at the first active warehouse.

const MIGRATION = '0027_receipts_name_vendor_and_warehouse';

const user = (n: number) =>
  `insert into users (code, business_name, contact_name, email, phone, phone_country,
     address_line1, city, state_code, country_code, postal_code, timezone, currency)
   values ('USR-00000${n}', 'Business ${n}', 'Contact', 'u${n}@migration.test', '+9198000000${n}0',
     'IN', 'Line 1', 'Pune', 'MH', 'IN', '411001', 'Asia/Kolkata', 'INR')`;
const receipt = (n: number, userN: number, supplier: string) =>
  `insert into goods_receipts (code, user_id, reference, supplier_name, expected_date)
   select 'GRN-00000${n}', id, 'REF-${n}', '${supplier}', '2026-01-0${n}' from users where code = 'USR-00000${userN}'`;

let migrated: MigratedDatabase;
let handle: DatabaseHandle;

beforeAll(async () => {
  migrated = await migratedOver(MIGRATION, [
    user(1),
    user(2),
    `insert into vendors (code, user_id, name, contact_name, email, phone, phone_country,
       address_line1, city, state_code, country_code, postal_code)
     select 'VEN-000001', id, 'Herbochem Formulations Pvt Ltd', 'Ramesh Patil', 'r@h.test',
       '+919822345671', 'IN', 'Plot 12', 'Ahmedabad', 'GJ', 'IN', '382445'
     from users where code = 'USR-000001'`,
    `select setval('vendor_number_seq', 1)`,
    // A deactivated warehouse made first is passed over for the active one.
    `insert into warehouses (code, name, address_line1, city, state_code, country_code,
       postal_code, timezone, contact_name, phone, phone_country, status)
     values ('OLD-WH', 'Closed', 'Gala 1', 'Pune', 'MH', 'IN', '411001', 'Asia/Kolkata',
       'Sunil Jadhav', '+919822345673', 'IN', 'inactive')`,
    `insert into warehouses (code, name, address_line1, city, state_code, country_code,
       postal_code, timezone, contact_name, phone, phone_country)
     values ('BOM-BHW1', 'Bhiwandi', 'Gala 4', 'Bhiwandi', 'MH', 'IN', '421302', 'Asia/Kolkata',
       'Sunil Jadhav', '+919822345672', 'IN')`,
    receipt(1, 1, 'HERBOCHEM formulations pvt ltd'),
    // The same name at another client is not that client's vendor.
    receipt(2, 2, 'Herbochem Formulations Pvt Ltd'),
    receipt(3, 1, 'Malabar Spice Traders'),
    // Typed twice, differently: one vendor, with the GSTIN typed last.
    receipt(4, 1, ' malabar spice traders'),
    `update goods_receipts set supplier_tax_id = '32AAFFM1234K1Z5', created_at = now() + interval '1 hour'
     where code = 'GRN-000004'`,
    `insert into b2b_orders (number, user_id, buyer_name, buyer_city, buyer_state_code,
       buyer_country_code, buyer_postal_code, order_date, status, quantity, line_count, subtotal,
       tax, amount, currency)
     select 'ORD-000001', id, 'Buyer', 'Pune', 'MH', 'IN', '411001', '2026-01-01', 'new', 1, 1,
       100, 18, 118, 'INR' from users where code = 'USR-000002'`,
  ]);
  handle = migrated.handle;
});
afterAll(async () => {
  await migrated?.remove();
});

describe('migration 0027: receipts name their vendor and warehouse', () => {
  test('a receipt takes its own client’s vendor of that name, or one made of what was typed, and a warehouse', async () => {
    const receipts = await executeRows(
      handle.db,
      sql`select r.code, v.code as vendor, w.code as warehouse, r.supplier_name as supplier
        from goods_receipts r left join vendors v on v.id = r.vendor_id
        left join warehouses w on w.id = r.warehouse_id order by r.code`,
    );
    const made = await executeRows(
      handle.db,
      sql`select v.code, u.code as user, v.name, v.tax_id as "taxId", v.status,
          v.contact_name as contact, v.address_line1 as address
        from vendors v join users u on u.id = v.user_id order by v.id`,
    );
    expect(made).toEqual([
      expect.objectContaining({ code: 'VEN-000001', user: 'USR-000001' }),
      // Made of what was typed (the latest GSTIN), left for someone to complete.
      {
        code: expect.stringMatching(/^VEN-\d{6}$/),
        user: 'USR-000001',
        name: 'malabar spice traders',
        taxId: '32AAFFM1234K1Z5',
        status: 'active',
        contact: null,
        address: null,
      },
      // Another client's supplier of the same name is a vendor of that client.
      expect.objectContaining({ user: 'USR-000002', name: 'Herbochem Formulations Pvt Ltd' }),
    ]);
    const vendorOf = (user: string, name: string) =>
      (made as Array<{ code: string; user: string; name: string }>).find(
        (each) => each.user === user && each.name.toLowerCase() === name.toLowerCase(),
      )?.code;
    expect(receipts).toEqual([
      {
        code: 'GRN-000001',
        vendor: 'VEN-000001',
        warehouse: 'BOM-BHW1',
        // The receipt keeps the supplier as it named it.
        supplier: 'HERBOCHEM formulations pvt ltd',
      },
      {
        code: 'GRN-000002',
        vendor: vendorOf('USR-000002', 'Herbochem Formulations Pvt Ltd'),
        warehouse: 'BOM-BHW1',
        supplier: 'Herbochem Formulations Pvt Ltd',
      },
      {
        code: 'GRN-000003',
        vendor: vendorOf('USR-000001', 'malabar spice traders'),
        warehouse: 'BOM-BHW1',
        supplier: 'Malabar Spice Traders',
      },
      {
        code: 'GRN-000004',
        vendor: vendorOf('USR-000001', 'malabar spice traders'),
        warehouse: 'BOM-BHW1',
        supplier: ' malabar spice traders',
      },
    ]);
    const orders = await executeRows(
      handle.db,
      sql`select o.number, w.code as warehouse from b2b_orders o
        left join warehouses w on w.id = o.warehouse_id`,
    );
    expect(orders).toEqual([{ number: 'ORD-000001', warehouse: 'BOM-BHW1' }]);
  });
});

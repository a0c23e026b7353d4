import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type MigratedDatabase, migratedOver } from '../test/migrations.ts';
import { type DatabaseHandle, executeRows } from './client.ts';

// Migration 0026 applied to a database whose goods receipts and B2B orders name their SKUs as
// free text: each code becomes a SKU of the line's client (one it already had is kept), and
// every line points at its client's SKU of its code.

const MIGRATION = '0026_lines_name_skus';

const user = (n: number) =>
  `insert into users (code, business_name, contact_name, email, phone, phone_country,
     address_line1, city, state_code, country_code, postal_code, timezone, currency)
   values ('USR-00000${n}', 'Business ${n}', 'Contact', 'u${n}@migration.test', '+9198000000${n}0',
     'IN', 'Line 1', 'Pune', 'MH', 'IN', '411001', 'Asia/Kolkata', 'INR')`;
const receipt = (n: number, userN: number) =>
  `insert into goods_receipts (code, user_id, reference, supplier_name, expected_date)
   select 'GRN-00000${n}', id, 'REF-${n}', 'Supplier', '2026-01-0${n}' from users where code = 'USR-00000${userN}'`;
const receiptLine = (n: number, line: number, sku: string, description: string) =>
  `insert into goods_receipt_lines (receipt_id, line_no, sku, description, expected_qty)
   select id, ${line}, '${sku}', '${description}', 10 from goods_receipts where code = 'GRN-00000${n}'`;
const order = (n: number, userN: number) =>
  `insert into b2b_orders (number, user_id, buyer_name, buyer_city, buyer_state_code,
     buyer_country_code, buyer_postal_code, order_date, status, quantity, line_count, subtotal,
     tax, amount, currency)
   select 'ORD-00000${n}', id, 'Buyer', 'Pune', 'MH', 'IN', '411001', '2026-01-01', 'new', 1, 1,
     100, 18, 118, 'INR' from users where code = 'USR-00000${userN}'`;
const orderLine = (n: number, sku: string, description: string) =>
  `insert into b2b_order_lines (order_id, line_no, sku, description, quantity, unit_price,
     tax_rate, tax_amount, line_total)
   select id, 1, '${sku}', '${description}', 1, 100, 18, 18, 118 from b2b_orders where number = 'ORD-00000${n}'`;

let migrated: MigratedDatabase;
let handle: DatabaseHandle;

beforeAll(async () => {
  migrated = await migratedOver(MIGRATION, [
    user(1),
    user(2),
    // Business 1 already has TEA-250 in its catalogue, under a product of its own.
    `insert into products (code, user_id, name) select 'PRD-000001', id, 'Assam tea' from users where code = 'USR-000001'`,
    `insert into skus (public_id, user_id, product_id, code, name)
     select 'SKU-000001', p.user_id, p.id, 'TEA-250', 'Assam tea, 250 g' from products p`,
    `select setval('product_number_seq', 1)`,
    `select setval('sku_number_seq', 1)`,
    receipt(1, 1),
    receiptLine(1, 1, 'TEA-250', 'Assam CTC tea, 250 g'),
    receiptLine(1, 2, 'CHAI-100', 'Masala chai, 100 g'),
    receipt(2, 2),
    // The same code at another business is another business's SKU.
    receiptLine(2, 1, 'CHAI-100', 'Masala chai, 100 g'),
    order(1, 1),
    orderLine(1, 'CHAI-100', 'Masala chai, 100 g pouch'),
    order(2, 2),
    orderLine(2, 'MUG-350', 'Ceramic mug, 350 ml'),
  ]);
  handle = migrated.handle;
});
afterAll(async () => {
  await migrated?.remove();
});

describe('migration 0026: lines name SKUs', () => {
  test('every code becomes a SKU of its client, and every line points at it', async () => {
    const catalogue = await executeRows(
      handle.db,
      sql`select u.code as user, s.public_id as id, s.code, s.name, p.name as product
        from skus s join users u on u.id = s.user_id join products p on p.id = s.product_id
        order by u.code, s.code`,
    );
    expect(catalogue).toEqual([
      {
        user: 'USR-000001',
        id: 'SKU-000002',
        code: 'CHAI-100',
        name: 'Masala chai, 100 g',
        product: 'Masala chai, 100 g',
      },
      {
        user: 'USR-000001',
        id: 'SKU-000001',
        code: 'TEA-250',
        name: 'Assam tea, 250 g',
        product: 'Assam tea',
      },
      {
        user: 'USR-000002',
        id: 'SKU-000003',
        code: 'CHAI-100',
        name: 'Masala chai, 100 g',
        product: 'Masala chai, 100 g',
      },
      {
        user: 'USR-000002',
        id: 'SKU-000004',
        code: 'MUG-350',
        name: 'Ceramic mug, 350 ml',
        product: 'Ceramic mug, 350 ml',
      },
    ]);
    const mismatched = await executeRows(
      handle.db,
      sql`select l.sku from goods_receipt_lines l join goods_receipts r on r.id = l.receipt_id
          join skus s on s.id = l.sku_id where s.user_id <> r.user_id or s.code <> l.sku
        union all
        select l.sku from b2b_order_lines l join b2b_orders o on o.id = l.order_id
          join skus s on s.id = l.sku_id where s.user_id <> o.user_id or s.code <> l.sku`,
    );
    expect(mismatched).toEqual([]);
    const [lines] = await executeRows(
      handle.db,
      sql`select (select count(*) from goods_receipt_lines)::int as receipt_lines,
        (select count(*) from b2b_order_lines)::int as order_lines`,
    );
    expect(lines).toEqual({ receipt_lines: 3, order_lines: 2 });
    // The SKU status counts the list's total reads took the new SKUs in.
    const [counted] = await executeRows(
      handle.db,
      sql`select coalesce(sum(count), 0)::int as skus from status_counts where entity = 'skus'`,
    );
    expect(counted).toEqual({ skus: 4 });
  });
});

import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { virtualPurposeLabels } from '@depot/contracts/location-fields';
import { virtualLocationCodes, virtualPurposes } from '@depot/contracts/locations';
import { type BenchEngine, type SqlClient, serverDatabaseEnv } from './engine.ts';
import { depotServerFile, startProcess } from './start-server.ts';

/*
 * A deterministic data set for the benchmarks at scale: businesses, their plans and invoices,
 * B2B orders with lines, shipments and goods receipts, written into a database the app itself
 * migrated and set up. Every value is an expression of the row's number and the seed (a hash,
 * not a sequence of random draws), so a batch can be written by set-based SQL in any order and
 * the same seed always writes the same rows, dated relative to the operator's today.
 */

export const benchAdmin = { email: 'bench@depot.test', password: 'bench-password-1234' };

export type Sizes = {
  users: number;
  orders: number;
  shipments: number;
  receipts: number;
  /** Locations of every warehouse, each warehouse about 5 000 of them. */
  locations: number;
  /** SKUs of every client, four variants to a product. */
  skus: number;
  /** Stock balances, each with LEDGER_PER_BALANCE ledger entries behind it; 0 writes no stock. */
  balances: number;
};

/** Ledger entries behind each balance: its receipt, then nine movements in or out. */
export const LEDGER_PER_BALANCE = 10;

export const defaultSizes: Sizes = {
  users: 100_000,
  orders: 1_000_000,
  shipments: 200_000,
  receipts: 50_000,
  locations: 100_000,
  skus: 1_000_000,
  balances: 1_000_000,
};

export function sizesFor(scale: number): Sizes {
  const of = (count: number) => Math.max(1, Math.round(count * scale));
  return {
    users: Math.max(20, of(defaultSizes.users)),
    orders: of(defaultSizes.orders),
    shipments: of(defaultSizes.shipments),
    receipts: of(defaultSizes.receipts),
    locations: Math.max(5_021, of(defaultSizes.locations)),
    // Four at least for each client: a document's lines name those of its client.
    skus: Math.max(4 * Math.max(20, of(defaultSizes.users)), of(defaultSizes.skus)),
    balances: of(defaultSizes.balances),
  };
}

/** Rows per statement: the summaries' triggers get each statement's rows as one array. */
const BATCH = 25_000;
const DAY = 86_400_000;
const HOUR = 3_600_000;
/** The operator's offset: India keeps no daylight saving. */
const IST = 5.5 * HOUR;

const fmt = (n: number) => Math.round(n).toLocaleString('en');

export type TableTiming = { table: string; rows: number; ms: number };

/** Small seeded generator for the pools built here (mulberry32, as the sample data uses). */
function prng(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[int(0, items.length - 1)] as T;
  return { next, int, pick };
}

const GST_CHARACTERS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** GSTN's check character (as @depot/contracts/gstin computes it), so every GSTIN is valid. */
function gstinCheck(first14: string): string {
  let sum = 0;
  for (const [index, character] of [...first14].entries()) {
    const product = GST_CHARACTERS.indexOf(character) * (index % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GST_CHARACTERS[(36 - (sum % 36)) % 36] ?? '0';
}

/** City, ISO 3166-2 state, GST state code, PIN range. */
const cities: [string, string, string, number, number][] = [
  ['Mumbai', 'MH', '27', 400001, 400104],
  ['Pune', 'MH', '27', 411001, 411062],
  ['Bhiwandi', 'MH', '27', 421302, 421308],
  ['Nagpur', 'MH', '27', 440001, 440037],
  ['Bengaluru', 'KA', '29', 560001, 560103],
  ['Mysuru', 'KA', '29', 570001, 570030],
  ['Chennai', 'TN', '33', 600001, 600119],
  ['Coimbatore', 'TN', '33', 641001, 641050],
  ['Hyderabad', 'TG', '36', 500001, 500098],
  ['New Delhi', 'DL', '07', 110001, 110096],
  ['Gurugram', 'HR', '06', 122001, 122018],
  ['Noida', 'UP', '09', 201301, 201310],
  ['Lucknow', 'UP', '09', 226001, 226030],
  ['Ahmedabad', 'GJ', '24', 380001, 380061],
  ['Surat', 'GJ', '24', 395001, 395010],
  ['Jaipur', 'RJ', '08', 302001, 302039],
  ['Kolkata', 'WB', '19', 700001, 700107],
  ['Kochi', 'KL', '32', 682001, 682040],
  ['Indore', 'MP', '23', 452001, 452020],
  ['Chandigarh', 'CH', '04', 160001, 160036],
  ['Ludhiana', 'PB', '03', 141001, 141016],
  ['Bhubaneswar', 'OR', '21', 751001, 751030],
  ['Guwahati', 'AS', '18', 781001, 781040],
];

const partyFirst = [
  'Shree Ganesh',
  'Sai',
  'Balaji',
  'Jai Ambe',
  'Mahalaxmi',
  'Krishna',
  'Annapurna',
  'Gupta',
  'Agarwal',
  'Jain',
  'Patel',
  'Reddy',
  'Iyer',
  'Khanna',
  'Mehta',
  'Shah',
  'Nair',
  'Singh',
  'Royal',
  'Metro',
  'Prime',
  'Sunrise',
];
const partyKind = [
  'Traders',
  'Enterprises',
  'Distributors',
  'Wholesale Mart',
  'Super Market',
  'Retail Pvt Ltd',
  'General Stores',
  'Agencies',
  'Hypermart',
  'Stores LLP',
  'Foods',
  'Apparel',
  'Home',
  'Naturals',
  'Electronics',
];

/** SKU stem, description, unit price range in rupees, GST %, usual order quantities. */
const products: [string, string, number, number, number, number[]][] = [
  ['TEA-ASM-250', 'Assam CTC tea, 250 g pack', 110, 190, 5, [12, 24, 48, 96, 144]],
  ['SPC-TRM-200', 'Turmeric powder, 200 g pouch', 38, 70, 5, [24, 48, 120, 240]],
  ['SNK-BHJ-400', 'Bhujia namkeen, 400 g pack', 70, 120, 12, [24, 36, 60, 120]],
  ['NUT-ALM-500', 'California almonds, 500 g pack', 390, 560, 12, [12, 24, 36]],
  ['GHE-COW-1L', 'Cow ghee, 1 litre jar', 520, 720, 12, [12, 24, 48]],
  ['SOP-NEM-100', 'Neem and tulsi handmade soap, 100 g', 45, 95, 18, [24, 48, 96, 144]],
  ['OIL-HBR-200', 'Bhringraj hair oil, 200 ml', 140, 290, 18, [12, 24, 48, 72]],
  ['SHM-ALO-250', 'Aloe vera shampoo, 250 ml', 160, 320, 18, [12, 24, 48]],
  ['TSH-CTN-M', 'Cotton crew-neck T-shirt, M', 180, 360, 5, [10, 20, 30, 50]],
  ['KRT-PRT-M', "Women's printed kurta, M", 420, 980, 12, [6, 10, 12, 24]],
  ['SAR-CTN-55', 'Handloom cotton saree, 5.5 m', 850, 2_400, 5, [6, 10, 12]],
  ['BED-DBL-PRT', 'Printed cotton double bedsheet', 520, 1_400, 12, [4, 6, 10, 12]],
  ['MUG-CER-350', 'Ceramic mug, 350 ml', 120, 260, 12, [12, 24, 50]],
  ['STL-TFN-3', 'Steel tiffin box, 3 tier', 380, 820, 18, [6, 12, 20]],
  ['EAR-JHM-GP', 'Gold-plated jhumkas', 240, 780, 3, [6, 12, 24]],
  ['PET-DRY-3K', 'Dry dog food, chicken, 3 kg', 780, 1_450, 18, [6, 12, 20]],
  ['TOY-BLK-100', 'Building blocks, 100 pieces', 450, 980, 12, [6, 12, 24]],
  ['ELC-CHG-20W', 'USB-C fast charger, 20 W', 380, 900, 18, [10, 20, 50]],
  ['ELC-PWB-10K', 'Power bank, 10 000 mAh', 750, 1_600, 18, [5, 10, 20]],
  ['ELC-TV-43', 'LED television, 43 in', 17_500, 26_000, 28, [1, 2, 4]],
  ['STN-NTB-A5', 'Ruled notebook, A5, 160 pages', 45, 110, 12, [50, 100, 200]],
  ['STN-PEN-GEL', 'Gel pen, blue, pack of 10', 60, 140, 18, [20, 50, 100]],
];

/** The plans the businesses are on; written when the catalogue is empty. */
const benchPackages = [
  ['STARTER-M', 'Starter', 'INR', '4999.00', 'monthly', 1, 500, 3, 250],
  ['GROWTH-M', 'Growth', 'INR', '14999.00', 'monthly', 2, 5000, 10, 2000],
  ['GROWTH-Q', 'Growth, quarterly', 'INR', '40499.00', 'quarterly', 2, 5000, 10, 2000],
  ['SCALE-Y', 'Scale', 'INR', '499999.00', 'yearly', 5, 50000, 40, 20000],
  ['ENTERPRISE-Y', 'Enterprise', 'INR', '1200000.00', 'yearly', 20, 500000, 200, 100000],
  ['GLOBAL-M', 'Cross-border', 'USD', '349.00', 'monthly', 1, 2000, 5, 500],
] as const;

/** How busy each month is (festive season most, monsoon least), as the sample orders have it. */
const monthWeight = [0.9, 0.85, 1.05, 0.95, 0.9, 0.8, 0.8, 0.9, 1.15, 1.7, 1.6, 1.2];

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
/** Midnight of an operator's day, as epoch milliseconds. */
const dayStart = (day: string) => Date.parse(`${day}T00:00:00Z`) - IST;

type CalendarDay = {
  day: string;
  age: number;
  first: number;
  last: number;
  startMs: number;
  stepMs: number;
};

/**
 * Spreads `total` rows over the last 365 days by month and weekday, oldest first, so that row
 * numbers (and the codes made from them) follow the order the rows came in; within a day they
 * arrive evenly over office hours, never after now.
 */
function calendar(total: number, today: string, nowMs: number): CalendarDay[] {
  const days = Array.from({ length: 365 }, (_, index) => {
    const age = 364 - index;
    const day = isoDay(Date.parse(`${today}T00:00:00Z`) - age * DAY);
    const date = new Date(`${day}T00:00:00Z`);
    const start = dayStart(day);
    let open = start + 9 * HOUR;
    const close = Math.min(start + 19 * HOUR, nowMs - 5 * 60_000);
    if (open >= close) open = Math.max(start, close - HOUR);
    // Today only counts the part of its office hours already gone.
    const share = age === 0 ? Math.max(0.05, Math.min(1, (close - open) / (10 * HOUR))) : 1;
    const weight =
      (monthWeight[date.getUTCMonth()] ?? 1) *
      (date.getUTCDay() === 0 ? 0.35 : date.getUTCDay() === 6 ? 0.8 : 1) *
      share;
    return { day, age, open, close, weight };
  });
  const sum = days.reduce((total, day) => total + day.weight, 0);
  // Largest remainder, so the counts add up to the total exactly.
  const exact = days.map((day) => (day.weight / sum) * total);
  const counts = exact.map(Math.floor);
  let left = total - counts.reduce((a, b) => a + b, 0);
  const order = exact
    .map((value, index) => ({ index, rest: value - Math.floor(value) }))
    .sort((a, b) => b.rest - a.rest || a.index - b.index);
  for (const { index } of order) {
    if (left-- <= 0) break;
    counts[index] = (counts[index] ?? 0) + 1;
  }
  let next = 1;
  return days.flatMap((day, index) => {
    const count = counts[index] ?? 0;
    if (count === 0) return [];
    const entry = {
      day: day.day,
      age: day.age,
      first: next,
      last: next + count - 1,
      startMs: day.open,
      stepMs: (day.close - day.open) / count,
    };
    next += count;
    return [entry];
  });
}

export type GenerateOptions = {
  sizes: Sizes;
  seed: number;
  log?: (line: string) => void;
  /**
   * The moment the data set is laid out back from; the database's clock when not given. Two
   * runs given the same moment write the same rows, which they need not do a few seconds apart:
   * today's share of the rows grows through office hours.
   */
  now?: Date;
};

/** Whether the tables the generator fills are all empty (a fresh database). */
export async function isEmpty(client: SqlClient): Promise<boolean> {
  const { rows } = await client.query(
    `select (select count(*) from users) + (select count(*) from b2b_orders)
       + (select count(*) from shipments) + (select count(*) from goods_receipts)
       + (select count(*) from user_plans) + (select count(*) from transactions) as n`,
  );
  return Number(rows[0]?.n) === 0;
}

/**
 * Migrates and sets up the database the way the app does on its first start, by starting the
 * real server once without sample data (so the schema, the triggers and the first
 * administrator are exactly the app's own), then stops it.
 */
export async function prepareDatabase(engine: BenchEngine): Promise<void> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'depot-generate-'));
  try {
    const server = await startProcess(
      [depotServerFile],
      {
        ...serverDatabaseEnv(engine, dataDir),
        PORT: '0',
        SEED_DEMO: 'false',
        LOG_LEVEL: 'warn',
        ADMIN_EMAIL: benchAdmin.email,
        ADMIN_PASSWORD: benchAdmin.password,
      },
      /running at (http:\/\/\S+)/,
    );
    await server.stop();
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

/**
 * Fills an empty, migrated database. Answers the time each table took (lines with their
 * orders and receipts, invoices with plans counted apart).
 */
export async function generate(client: SqlClient, options: GenerateOptions) {
  const { sizes, seed } = options;
  const log = options.log ?? ((line: string) => console.log(line));
  if (!(await isEmpty(client))) {
    throw new Error(
      'the database already holds users, orders or invoices: generate into a fresh one',
    );
  }
  if (products.length % 7 === 0) throw new Error('the product count must not be a multiple of 7');

  /*
   * A uniform number in [0, 1) from a row's number and a salt: PostgreSQL's 64-bit integer hash
   * seeded by the run's seed. Pure and stable, unlike random(), so a statement can be rerun.
   */
  const rnd = (expr: string, salt: number) =>
    `((hashint8extended((${expr})::bigint, ${seed * 1_000 + salt}) & 2147483647)::float8 / 2147483648.0)`;
  /** 0 … n - 1. */
  const pick = (expr: string, salt: number, n: number | string) =>
    `floor(${rnd(expr, salt)} * (${n}))::bigint`;
  /** lo … hi. */
  const between = (expr: string, salt: number, lo: number, hi: number) =>
    `(${lo} + ${pick(expr, salt, hi - lo + 1)})`;
  /** The app's codes: six digits at least, up to nine (as nextUserCode and the others). */
  const code = (prefix: string, expr: string) =>
    `'${prefix}-' || regexp_replace(lpad((${expr})::text, 9, '0'), '^0{0,3}', '')`;
  const ts = (msExpr: string) => `to_timestamp((${msExpr}) / 1000.0)`;
  /**
   * A document line's SKU: one of the four its client's first product has (SKU i belongs to
   * product 1 + (i - 1) / 4, whose client is that number again while it is at most the users').
   */
  const skuOfLine = (user: string, line: string) =>
    `(1 + 4 * ((${user}) - 1) + ((${line}) - 1) % 4)`;
  /** The code the generator gives SKU `id`. */
  const skuCode = (id: string) => `'BN-' || lpad((${id})::text, 8, '0')`;

  const timings: TableTiming[] = [];
  const nowMs =
    options.now?.getTime() ??
    Number(
      (await client.query(`select (extract(epoch from now()) * 1000)::float8 as now`)).rows[0]?.now,
    );
  const today = isoDay(nowMs + IST);
  /** The moment above in SQL, where the statements would otherwise read the clock again. */
  const nowSql = ts(String(nowMs));
  const todayStart = dayStart(today);

  // Users join evenly over the last two years, oldest first: user n exists from usersStart + (n - 1) × usersStep.
  const usersStart = todayStart - 730 * DAY + 10 * HOUR;
  const usersStep = (nowMs - HOUR - usersStart) / sizes.users;
  const U = sizes.users;

  async function batches(
    table: string,
    total: number,
    write: (from: number, to: number) => Promise<number>,
    size = BATCH,
  ) {
    const started = performance.now();
    let rows = 0;
    let lastPrint = 0;
    for (let from = 1; from <= total; from += size) {
      const to = Math.min(total, from + size - 1);
      rows += await write(from, to);
      const elapsed = performance.now() - started;
      if (elapsed - lastPrint > 2_000 || to === total) {
        lastPrint = elapsed;
        log(
          `  ${table.padEnd(22)} ${fmt(to).padStart(10)} / ${fmt(total)}  ${fmt(rows).padStart(10)} rows  ${fmt((rows / elapsed) * 1000)} rows/s`,
        );
      }
    }
    const ms = performance.now() - started;
    timings.push({ table, rows, ms });
    return rows;
  }

  async function fillTemp(table: string, columns: string, records: object[]) {
    for (let start = 0; start < records.length; start += 10_000) {
      await client.query(
        `insert into ${table} select * from json_to_recordset($1::json) as r(${columns})`,
        [JSON.stringify(records.slice(start, start + 10_000))],
      );
    }
  }

  // Pools the expressions pick from, kept in temporary tables so a pick is a hash join.
  const random = prng(seed);
  const partyCount = Math.max(20_000, U);
  const parties = Array.from({ length: partyCount }, (_, index) => {
    const cityIndex = random.int(0, cities.length - 1);
    const city = cities[cityIndex] ?? cities[0];
    if (!city) throw new Error('no cities');
    const kind = random.pick(partyKind);
    const name = `${random.pick(partyFirst)} ${kind}`;
    const letters = (n: number) =>
      Array.from({ length: n }, () => String.fromCharCode(65 + random.int(0, 25))).join('');
    const panType = /Pvt Ltd/.test(kind) ? 'C' : /LLP/.test(kind) ? 'F' : 'P';
    const first14 = `${city[2]}${letters(3)}${panType}${name[0]}${random.int(1000, 9999)}${letters(1)}${random.pick(['1', '1', '1', '2'])}Z`;
    return {
      n: index + 1,
      name,
      gstin: `${first14}${gstinCheck(first14)}`,
      city: city[0],
      state: city[1],
      postal: String(random.int(city[3], city[4])),
    };
  });
  await client.query(`create temp table bench_parties (n int primary key, name text,
    gstin text, city text, state text, postal text)`);
  await fillTemp(
    'bench_parties',
    'n int, name text, gstin text, city text, state text, postal text',
    parties,
  );
  await client.query(`create temp table bench_products (n int primary key, sku text,
    description text, low int, high int, gst int, quantities int[])`);
  await fillTemp(
    'bench_products',
    'n int, sku text, description text, low int, high int, gst int, quantities int[]',
    products.map(([sku, description, low, high, gst, quantities], index) => ({
      n: index + 1,
      sku,
      description,
      low,
      high,
      gst,
      quantities: `{${quantities.join(',')}}`,
    })),
  );
  const calendarColumns =
    'day date, age int, first_i bigint, last_i bigint, start_ms float8, step_ms float8';
  for (const [table, total] of [
    ['bench_order_days', sizes.orders],
    ['bench_shipment_days', sizes.shipments],
    ['bench_receipt_days', sizes.receipts],
  ] as const) {
    await client.query(`create temp table ${table} (${calendarColumns})`);
    await fillTemp(
      table,
      calendarColumns,
      calendar(total, today, nowMs).map((day) => ({
        day: day.day,
        age: day.age,
        first_i: day.first,
        last_i: day.last,
        start_ms: day.startMs,
        step_ms: day.stepMs,
      })),
    );
  }
  // Temporary tables are never analysed by autovacuum: without statistics the joins on them
  // are planned blind.
  await client.query(
    'analyze bench_parties, bench_products, bench_order_days, bench_shipment_days, bench_receipt_days',
  );
  const [admin] = (await client.query('select min(id) as id from team_members')).rows;
  const adminId = admin?.id === null || admin?.id === undefined ? 'null' : String(admin.id);

  // Packages: the app's catalogue when it has these codes, else these written now.
  for (const [
    pkgCode,
    name,
    currency,
    price,
    cycle,
    warehouses,
    orders,
    seats,
    skus,
  ] of benchPackages) {
    await client.query(
      `insert into packages (code, name, currency, price, billing_cycle, warehouses,
         orders_per_month, team_seats, skus)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9) on conflict (code) do nothing`,
      [pkgCode, name, currency, price, cycle, warehouses, orders, seats, skus],
    );
  }
  const packageIds = new Map<string, number>(
    (await client.query('select code, id from packages')).rows.map((row) => [
      String(row.code),
      Number(row.id),
    ]),
  );
  const pkg = (pkgCode: string) => {
    const id = packageIds.get(pkgCode);
    if (id === undefined) throw new Error(`package ${pkgCode} is missing`);
    return id;
  };

  // Users 1 … U; one in twenty is abroad (ids ≡ 7 mod 20) and pays in US dollars.
  const foreign = (i: string) => `(${i}) % 20 = 7`;
  const inactive = (i: string) => `${rnd(i, 43)} < 0.08`;
  const firstNames = `array['Aarav','Priya','Rohan','Ananya','Vikram','Meera','Arjun','Kavya','Rahul','Sneha','Karan','Divya','Nikhil','Pooja','Siddharth','Neha']`;
  const lastNames = `array['Sharma','Iyer','Patel','Reddy','Gupta','Nair','Mehta','Singh','Kapoor','Joshi','Das','Menon','Rao','Kulkarni']`;
  const streets = `array['MG Road','Station Road','Nehru Nagar','Industrial Estate','Ring Road','Market Yard','Gandhi Chowk','Sector 18','Link Road','Civil Lines']`;
  await batches('users', U, async (from, to) => {
    const result = await client.query(
      `insert into users(id, code, business_name, contact_name, email,
         phone, phone_country, tax_id, address_line1, address_line2, city, state_code,
         country_code, postal_code, timezone, currency, status, created_at, updated_at) overriding system value
       select i, ${code('USR', 'i')},
         p.name || ' ' || (array['Foods','Naturals','Apparel','Home','Crafts','Electronics','Toys','Wellness'])[1 + ${pick('i', 51, 8)}],
         c.first || ' ' || c.last,
         lower(c.first || '.' || c.last) || i || '@' || lower(replace(split_part(p.name, ' ', 1), ' ', '')) || '-biz.example',
         case when ${foreign('i')} then f.dial || lpad(${pick('i', 50, 89_999_999)}::text, 8, '0')
           else '+91' || (6000000000 + ${pick('i', 50, 3_999_999_999)})::text end,
         case when ${foreign('i')} then f.country else 'IN' end,
         case when ${foreign('i')} or ${rnd('i', 52)} < 0.05 then null else p.gstin end,
         (1 + ${pick('i', 53, 400)}) || ', ' || (${streets})[1 + ${pick('i', 54, 10)}],
         case when ${rnd('i', 55)} < 0.3 then 'Floor ' || (1 + ${pick('i', 56, 9)}) end,
         case when ${foreign('i')} then f.city else p.city end,
         case when ${foreign('i')} then f.state else p.state end,
         case when ${foreign('i')} then f.country else 'IN' end,
         case when ${foreign('i')} then f.postal else p.postal end,
         case when ${foreign('i')} then f.tz else 'Asia/Kolkata' end,
         case when ${foreign('i')} then 'USD' else 'INR' end,
         case when ${inactive('i')} then 'inactive' else 'active' end,
         ${ts(`${usersStart} + (i - 1) * ${usersStep}`)},
         ${ts(`${usersStart} + (i - 1) * ${usersStep}`)}
       from generate_series($1::int, $2::int) as i
       join bench_parties p on p.n = i
       cross join lateral (select (${firstNames})[1 + ${pick('i', 57, 16)}] as first,
         (${lastNames})[1 + ${pick('i', 58, 14)}] as last) as c
       cross join lateral (select * from (values
         (0, 'AE', '+9715', 'Dubai', 'DU', '00000', 'Asia/Dubai'),
         (1, 'SG', '+656', 'Singapore', '01', '018956', 'Asia/Singapore'),
         (2, 'GB', '+4479', 'London', 'LND', 'EC1A 1BB', 'Europe/London'),
         (3, 'US', '+1212', 'New York', 'NY', '10001', 'America/New_York'))
         as f(k, country, dial, city, state, postal, tz) where f.k = (i / 20) % 4) as f`,
      [from, to],
    );
    return result.rowCount ?? 0;
  });

  // Plans: from the day a business joined, period after period of its package's cycle up to
  // the one holding today; a business that left stopped renewing earlier.
  const planSpec = `
    select u.id as uid, u.created_at,
      (u.created_at at time zone 'Asia/Kolkata')::date as s,
      u.status = 'inactive' as churned,
      case when ${foreign('u.id')} then 1
        when ${rnd('u.id', 40)} < 0.35 then 1 when ${rnd('u.id', 40)} < 0.65 then 3 else 12 end as months,
      case when ${foreign('u.id')} then ${pkg('GLOBAL-M')}
        when ${rnd('u.id', 40)} < 0.21 then ${pkg('STARTER-M')}
        when ${rnd('u.id', 40)} < 0.35 then ${pkg('GROWTH-M')}
        when ${rnd('u.id', 40)} < 0.65 then ${pkg('GROWTH-Q')}
        when ${rnd('u.id', 40)} < 0.9 then ${pkg('SCALE-Y')} else ${pkg('ENTERPRISE-Y')} end as first_package,
      -- A third of the Starter businesses moved up to Growth after a while.
      case when not ${foreign('u.id')} and ${rnd('u.id', 40)} < 0.21 and ${rnd('u.id', 41)} < 0.33
        then 2 + ${pick('u.id', 42, 8)} end as upgrade_at
    from users u where u.id between $1 and $2`;
  const PLAN_USERS = 5_000;
  let planRows = 0;
  const plansStarted = performance.now();
  for (let from = 1; from <= U; from += PLAN_USERS) {
    const to = Math.min(U, from + PLAN_USERS - 1);
    const result = await client.query(
      `insert into user_plans (user_id, package_id, period_start, period_end, cancelled_at, created_at)
       select x.uid,
         case when x.upgrade_at is not null and k >= x.upgrade_at then ${pkg('GROWTH-M')} else x.first_package end,
         (x.s + make_interval(months => k * x.months))::date,
         (x.s + make_interval(months => (k + 1) * x.months))::date - 1,
         -- One current plan in fifty cancelled a few days into its period.
         case when k = x.periods - 1 and not x.churned and ${rnd('x.uid', 44)} < 0.02
           then least(${nowSql} - interval '1 hour',
             ((x.s + make_interval(months => k * x.months))::date + 2)::timestamp at time zone 'Asia/Kolkata') end,
         greatest(x.created_at, least(${nowSql} - interval '1 hour',
           (x.s + make_interval(months => k * x.months))::timestamp at time zone 'Asia/Kolkata' + interval '9 hours 30 minutes'))
       from (
         select y.*, case when y.churned and y.total > 1
             then greatest(1, floor(y.total * ${rnd('y.uid', 45)})::int) else y.total end as periods
         from (
           select z.*, ((extract(year from age($3::date::timestamp, z.s::timestamp)) * 12 + extract(month from age($3::date::timestamp, z.s::timestamp)))::int / z.months) + 1 as total
           from (${planSpec}) as z
         ) as y
       ) as x
       cross join lateral generate_series(0, x.periods - 1) as k
       order by x.uid, k`,
      [from, to, today],
    );
    planRows += result.rowCount ?? 0;
  }
  timings.push({ table: 'user_plans', rows: planRows, ms: performance.now() - plansStarted });
  log(`  ${'user_plans'.padEnd(22)} ${fmt(planRows).padStart(10)} rows`);

  // Invoices: one per plan period, raised on its first day in office hours, numbered per year
  // of issue in the order raised as the console numbers its own (a window over all of them,
  // worked out once before the batched inserts).
  const invoicesStarted = performance.now();
  await client.query(
    `create temp table bench_invoices as
     select row_number() over (order by w.created_at, w.id) as seq, w.*,
       row_number() over (partition by w.year order by w.created_at, w.id) as number
     from (
       select v.*, extract(year from v.created_at at time zone 'Asia/Kolkata')::int as year
       from (
         select p.id, p.user_id, p.package_id, p.period_start, p.period_end, p.cancelled_at,
           k.price, k.currency,
           lag(p.package_id) over (partition by p.user_id order by p.period_start, p.id) as previous,
           lead(p.id) over (partition by p.user_id order by p.period_start, p.id) is null as current,
           least(${nowSql} - interval '1 hour', p.period_start::timestamp at time zone 'Asia/Kolkata'
             + interval '9 hours 30 minutes' + ${pick('p.id', 60, 480)} * interval '1 minute') as created_at
         from user_plans p join packages k on k.id = p.package_id
       ) as v
     ) as w`,
  );
  await client.query('create index on bench_invoices (seq)');
  const invoiceCount = Number(
    (await client.query('select count(*) as n from bench_invoices')).rows[0]?.n,
  );
  const statusOf = `case
      when b.current and b.period_start >= $3::date - 10 and ${rnd('b.id', 61)} < 0.35 then 'pending'
      when ${rnd('b.id', 61)} > 0.965 then 'failed'
      when b.cancelled_at is not null and ${rnd('b.id', 61)} < 0.3 then 'refunded'
      else 'paid' end`;
  await batches('transactions', invoiceCount, async (from, to) => {
    const result = await client.query(
      `insert into transactions (invoice_number, kind, user_id, package_id, plan_id, amount,
         currency, status, method, reference, period_start, period_end, created_at, paid_at)
       select 'INV-' || v.year || '-' || case when v.number > 999999 then v.number::text
           else lpad(v.number::text, 6, '0') end,
         case when v.previous is null then 'new' when v.previous = v.package_id then 'renewal' else 'change' end,
         v.user_id, v.package_id, v.id, v.price, v.currency, v.status,
         case when v.status <> 'pending' then v.method end,
         case when v.status in ('paid', 'refunded') and ${rnd('v.id', 63)} < 0.92 then
           case v.method when 'upi' then 'UPI/' || (100000000000 + ${pick('v.id', 64, 899_999_999)})
             when 'netbanking' then 'NBHDFC' || lpad(${pick('v.id', 64, 999_999_999)}::text, 10, '0')
             when 'card' then 'pay_' || substr(md5(v.id::text || '${seed}'), 1, 14)
             when 'bank-transfer' then 'NEFT N' || lpad(${pick('v.id', 64, 999_999_999)}::text, 12, '0')
             else 'CHQ ' || lpad(${pick('v.id', 64, 999_999)}::text, 6, '0') end end,
         v.period_start, v.period_end, v.created_at,
         case when v.status in ('paid', 'refunded')
           then least(${nowSql}, v.created_at + (1 + ${pick('v.id', 65, 40)}) * interval '1 hour') end
       from (
         select b.*, ${statusOf} as status,
           (array['upi','upi','upi','upi','netbanking','netbanking','card','card','bank-transfer','cheque'])[1 + ${pick('b.id', 62, 10)}] as method
         from bench_invoices as b
         where b.seq between $1 and $2
       ) as v
       order by v.seq`,
      [from, to, today],
    );
    return result.rowCount ?? 0;
  });
  timings[timings.length - 1] = {
    table: 'transactions',
    rows: invoiceCount,
    ms: performance.now() - invoicesStarted,
  };
  await client.query(
    `insert into invoice_counters (year, last_number)
     select year, max(number) from bench_invoices group by year
     on conflict (year) do update set last_number = greatest(invoice_counters.last_number, excluded.last_number)`,
  );

  // Orders with their lines in one statement per batch: the lines are worked out once, the
  // order's totals summed from them (so amount = subtotal + tax holds exactly, in paise), and
  // the parent rows inserted by a CTE the lines' foreign key sees at the statement's end.
  const O = sizes.orders;
  // SKUs: four variants to a product, spread over the clients as their orders are; one in
  // twenty tracked by lot and expiry and one in fifty by serial, one in ten inactive. Each has a
  // barcode of the client's own kind (a Code 128 the scanners read), one in six a second.
  const K = sizes.skus;
  const P = Math.ceil(K / 4);
  await batches('products', P, async (from, to) => {
    const result = await client.query(
      `insert into products (id, code, user_id, name, brand, category) overriding system value
       select p, ${code('PRD', 'p')}, 1 + (p - 1) % ${U},
         b.description || ' ' || p, 'Brand ' || (1 + ${pick('p', 90, 400)}),
         (array['Apparel','Footwear','Beauty','Food','Home','Electronics','Toys'])[1 + ${pick('p', 91, 7)}]
       from generate_series($1::int, $2::int) as p
       join bench_products b on b.n = 1 + ${pick('p', 92, products.length)}
       order by p`,
      [from, to],
    );
    return result.rowCount ?? 0;
  });
  await batches('skus + barcodes', K, async (from, to) => {
    const result = await client.query(
      `with s as (
         select i, 1 + (i - 1) / 4 as product, ${rnd('i', 93)} as roll
         from generate_series($1::int, $2::int) as i
       ), inserted as (
         insert into skus (id, public_id, user_id, product_id, code, name, variant, hsn_code,
           gst_rate, mrp, weight_kg, length_cm, width_cm, height_cm, tracking, shelf_life_days,
           min_shelf_life_days, status) overriding system value
         select i, ${code('SKU', 'i')}, p.user_id, p.id,
           ${skuCode('i')}, p.name || ', ' || v.variant, v.variant,
           (array['6109','6403','3304','0902','6302','8518','9503'])[1 + ${pick('i', 94, 7)}],
           (array['5','12','18'])[1 + ${pick('i', 95, 3)}],
           ${between('i', 96, 99, 4999)}, round((0.05 + ${rnd('i', 97)} * 5)::numeric, 3),
           ${between('i', 98, 5, 60)}, ${between('i', 99, 5, 40)}, ${between('i', 100, 2, 30)},
           case when roll < 0.05 then 'lot-expiry' when roll < 0.07 then 'serial' else 'none' end,
           case when roll < 0.05 then 365 end, case when roll < 0.05 then 120 end,
           case when ${rnd('i', 101)} < 0.1 then 'inactive' else 'active' end
         from s join products p on p.id = s.product
         cross join lateral (select (array['S','M','L','XL'])[1 + (i - 1) % 4] as variant) as v
         order by i
         returning id, user_id
       )
       insert into sku_barcodes (sku_id, user_id, barcode, position)
       select id, user_id, 'BN' || lpad(id::text, 10, '0'), 0 from inserted
       union all
       select id, user_id, 'BC' || lpad(id::text, 10, '0'), 1 from inserted where id % 6 = 0`,
      [from, to],
    );
    return result.rowCount ?? 0;
  });

  // Warehouses of 5 021 locations each: a storage area, 20 aisles (racks) of 10 bays (shelves)
  // with 24 bins each, as a large fulfilment centre lays out.
  const warehouseCount = Math.max(1, Math.round(sizes.locations / 5_021));
  await batches('warehouses', warehouseCount, async (from, to) => {
    const result = await client.query(
      `insert into warehouses (code, name, address_line1, city, state_code, country_code,
         postal_code, timezone, contact_name, phone, phone_country)
       select 'WH-' || lpad(w::text, 3, '0'), 'Bench centre ' || w, 'Plot ' || w || ', MIDC',
         'Bhiwandi', 'MH', 'IN', '421302', 'Asia/Kolkata', 'Bench Manager', '+912522661400', 'IN'
       from generate_series($1::int, $2::int) as w`,
      [from, to],
    );
    return result.rowCount ?? 0;
  });
  // Two vendors of each client (its suppliers, from the parties), which its receipts name.
  const V = U * 2;
  await batches('vendors', V, async (from, to) => {
    const result = await client.query(
      `insert into vendors (id, code, user_id, name, contact_name, email, phone, phone_country,
         tax_id, address_line1, city, state_code, country_code, postal_code) overriding system value
       select v, ${code('VEN', 'v')}, (v + 1) / 2,
         -- Two parties may share a name: the number keeps a client's two vendors apart.
         p.name || ' Supplies ' || (2 - v % 2), 'Purchase Desk', 'vendor' || v || '@bench.example',
         '+91' || (7000000000 + v)::text, 'IN', p.gstin, 'Unit ' || v || ', Industrial Estate',
         p.city, p.state, 'IN', p.postal
       from generate_series($1::int, $2::int) as v
       join bench_parties p on p.n = 1 + (v - 1) % ${partyCount}
       order by v`,
      [from, to],
    );
    return result.rowCount ?? 0;
  });
  /** The warehouse a client's documents name: each client keeps its goods at one. */
  const warehouseOf = (uid: string) => `(1 + (${uid}) % ${warehouseCount})`;

  const lineCounts = 'array[1,1,1,2,2,2,3,3,4,4,5,6]';
  await batches('b2b_orders + lines', O, async (from, to) => {
    const result = await client.query(
      `with o0 as (
         select i, d.day, d.age, d.start_ms + (i - d.first_i + 0.5) * d.step_ms as created_ms,
           -- Businesses that had joined by then; older ones order more (the square skews the pick).
           1 + floor(${rnd('i', 1)} * ${rnd('i', 1)} * least(${U}, greatest(1,
             floor((d.start_ms + (i - d.first_i + 0.5) * d.step_ms - ${usersStart}) / ${usersStep})::bigint + 1)))::bigint as u
         from bench_order_days d, generate_series(greatest(d.first_i, $1), least(d.last_i, $2)) as i
         where d.last_i >= $1 and d.first_i <= $2
       ), o1 as (
         select o0.*,
           -- Orders are for businesses in India: one abroad gives its orders to its neighbour.
           case when ${foreign('u')} then u - 1 else u end as uid,
           case when age <= 1 then case when ${rnd('i', 4)} < 0.75 then 'new' when ${rnd('i', 4)} < 0.95 then 'confirmed' else 'cancelled' end
               when age <= 3 then case when ${rnd('i', 4)} < 0.15 then 'new' when ${rnd('i', 4)} < 0.4 then 'confirmed'
                 when ${rnd('i', 4)} < 0.65 then 'picking' when ${rnd('i', 4)} < 0.85 then 'packed'
                 when ${rnd('i', 4)} < 0.97 then 'dispatched' else 'cancelled' end
               when age <= 7 then case when ${rnd('i', 4)} < 0.05 then 'picking' when ${rnd('i', 4)} < 0.15 then 'packed'
                 when ${rnd('i', 4)} < 0.55 then 'dispatched' when ${rnd('i', 4)} < 0.95 then 'delivered' else 'cancelled' end
               else case when ${rnd('i', 4)} < 0.88 then 'delivered' when ${rnd('i', 4)} < 0.95 then 'cancelled' else 'returned' end
             end as status,
           case when ${rnd('i', 5)} < 0.85 then day + ${between('i', 6, 3, 21)}::int end as required_by,
           (${lineCounts})[1 + ${pick('i', 7, 12)}] as line_count,
           ${pick('i', 8, products.length)} as product_base,
           1 + ${pick('i', 2, partyCount)} as buyer
         from o0
       ), o as (
         select o1.*,
           case when status in ('dispatched', 'delivered', 'returned') then
             greatest(created_ms, least(${nowMs},
               case when required_by is not null and ${rnd('i', 12)} < 0.125
                 then ${dayStart('2000-01-01')} + (required_by - date '2000-01-01') * ${DAY}::float8 + ${10 * HOUR} + ${between('i', 13, 1, 3)} * ${DAY}::float8
                 else created_ms + ${between('i', 13, 4, 72)} * ${HOUR}::float8 end)) end as dispatched_ms
         from o1
       ), l as (
         select o.i, k as line_no, ${skuOfLine('o.uid', 'k')} as sku_id,
           ${skuCode(skuOfLine('o.uid', 'k'))} as sku, p.description, q.quantity, q.unit_paise, p.gst,
           q.unit_paise * q.quantity as net,
           round(q.unit_paise * q.quantity * p.gst / 100.0)::bigint as tax
         from o cross join generate_series(1, o.line_count) as k
         join bench_products p on p.n = 1 + (o.product_base + (k - 1) * 7) % ${products.length}
         cross join lateral (select
           case when p.high > 5000 then ${between('o.i * 8 + k', 9, 1, 12)}
             else p.quantities[1 + ${pick('o.i * 8 + k', 10, 'cardinality(p.quantities)')}] end as quantity,
           (p.low * 2 + ${pick('o.i * 8 + k', 11, '(p.high - p.low) * 2 + 1')}) * 50 as unit_paise) as q
       ), t as (
         select i, sum(quantity)::int as quantity, count(*)::int as line_count,
           sum(net) as net, sum(tax) as tax
         from l group by i
       ), inserted as (
         insert into b2b_orders(id, number, user_id, warehouse_id, buyer_name,
           buyer_gstin, buyer_city, buyer_state_code, buyer_country_code, buyer_postal_code,
           order_date, required_by, dispatched_at, status, quantity, line_count, subtotal, tax,
           amount, currency, created_at, updated_at) overriding system value
         select o.i, ${code('ORD', 'o.i')}, o.uid, ${warehouseOf('o.uid')}, b.name,
           case when ${rnd('o.i', 3)} < 0.93 then b.gstin end, b.city, b.state, 'IN', b.postal,
           o.day, o.required_by, ${ts('o.dispatched_ms')}, o.status, t.quantity, t.line_count,
           t.net / 100.0, t.tax / 100.0, (t.net + t.tax) / 100.0, 'INR',
           ${ts('o.created_ms')},
           ${ts(`greatest(coalesce(o.dispatched_ms, 0), case when o.status = 'new' then o.created_ms
             else least(${nowMs}, o.created_ms + ${between('o.i', 14, 2, 216)} * ${HOUR}::float8) end)`)}
         from o join t using (i) join bench_parties b on b.n = o.buyer
         order by o.i
       )
       insert into b2b_order_lines (order_id, line_no, sku_id, sku, description, quantity,
         unit_price, tax_rate, tax_amount, line_total)
       select i, line_no, sku_id, sku, description, quantity, unit_paise / 100.0, gst, tax / 100.0,
         (net + tax) / 100.0
       from l
       order by i, line_no`,
      [from, to],
    );
    // The statement answers its lines; the orders are the batch itself.
    return (result.rowCount ?? 0) + (to - from + 1);
  });

  const S = sizes.shipments;
  const carriers = `array['Delhivery','Blue Dart','DTDC','Ecom Express','Xpressbees','India Post']`;
  await batches('shipments', S, async (from, to) => {
    const result = await client.query(
      `with s0 as (
         select i, d.day, d.age, d.start_ms + (i - d.first_i + 0.5) * d.step_ms as created_ms
         from bench_shipment_days d, generate_series(greatest(d.first_i, $1), least(d.last_i, $2)) as i
         where d.last_i >= $1 and d.first_i <= $2
       ), s1 as (
         select s0.*,
           case when age <= 1 then case when ${rnd('i', 20)} < 0.5 then 'draft' when ${rnd('i', 20)} < 0.9 then 'ready' else 'cancelled' end
             when age <= 4 then case when ${rnd('i', 20)} < 0.1 then 'draft' when ${rnd('i', 20)} < 0.4 then 'ready'
               when ${rnd('i', 20)} < 0.95 then 'dispatched' else 'cancelled' end
             when age <= 10 then case when ${rnd('i', 20)} < 0.35 then 'dispatched' when ${rnd('i', 20)} < 0.95 then 'delivered' else 'cancelled' end
             else case when ${rnd('i', 20)} < 0.92 then 'delivered' when ${rnd('i', 20)} < 0.98 then 'cancelled' else 'dispatched' end
           end as status,
           round((500 + ${rnd('i', 21)} * ${rnd('i', 21)} * 200000)::numeric, 2) as declared,
           (${carriers})[1 + ${pick('i', 22, 6)}] as carrier,
           least(${U}, greatest(1, floor((created_ms - ${usersStart}) / ${usersStep})::bigint + 1)) as known,
           1 + floor(${rnd('i', 78)} * least(${U}, greatest(1, floor((created_ms - ${usersStart}) / ${usersStep})::bigint + 1)))::bigint as uid,
           1 + ${pick('i', 23, partyCount)} as party
         from s0
       ), s2 as (
         select s1.*,
           case when status in ('dispatched', 'delivered')
             then least(${nowMs}, created_ms + ${between('i', 24, 6, 48)} * ${HOUR}::float8) end as dispatched_ms
         from s1
       ), s as (
         select s2.*, case when status = 'delivered' then greatest(dispatched_ms,
             least(${nowMs}, dispatched_ms + ${between('i', 41, 1, 6)} * ${DAY}::float8)) end as delivered_ms
         from s2
       )
       insert into shipments(id, code, user_id, reference,
         consignee_name, consignee_phone, consignee_phone_country, consignee_email,
         address_line1, city, state_code, country_code, postal_code, boxes, weight_kg,
         length_cm, width_cm, height_cm, declared_value, currency, carrier, tracking_number,
         status, invoice_number, invoice_date, eway_bill_number, hsn_codes,
         contents_description, created_by_member_id, dispatched_at, delivered_at,
         created_at, updated_at) overriding system value
       select i, ${code('SHP', 'i')}, 1 + floor(${rnd('i', 25)} * known)::bigint,
         'SO-' || (100000 + i), p.name,
         '+91' || (7000000000 + ${pick('i', 26, 2_999_999_999)})::text, 'IN',
         case when ${rnd('i', 27)} < 0.4 then 'orders' || i || '@buyer.example' end,
         (1 + ${pick('i', 28, 400)}) || ', ' || (${streets})[1 + ${pick('i', 29, 10)}],
         p.city, p.state, 'IN', p.postal,
         ${between('i', 30, 1, 12)}, round((0.5 + ${rnd('i', 31)} * 40)::numeric, 3),
         round((20 + ${rnd('i', 32)} * 60)::numeric, 1), round((15 + ${rnd('i', 33)} * 45)::numeric, 1),
         round((10 + ${rnd('i', 34)} * 40)::numeric, 1), declared, 'INR',
         case when status = 'draft' and ${rnd('i', 35)} < 0.6 then null else carrier end,
         case when status in ('dispatched', 'delivered')
           then upper(left(replace(carrier, ' ', ''), 3)) || lpad(${pick('i', 36, 999_999_999)}::text, 11, '0') end,
         status,
         case when status <> 'draft' then 'INV/' || (2000 + ${pick('i', 37, 8000)}) || '/' || lpad((i % 100000)::text, 5, '0') end,
         case when status <> 'draft' then day end,
         case when status <> 'draft' and declared > 50000
           then (1 + ${pick('i', 38, 9)})::text || lpad(${pick('i', 39, 99_999_999_999)}::text, 11, '0') end,
         case when status <> 'draft' then jsonb_build_array((array['0902','6109','8517','3401','9503'])[1 + ${pick('i', 40, 5)}]) else '[]'::jsonb end,
         case when status <> 'draft' then 'Cartons of trade goods' end,
         ${adminId},
         ${ts('dispatched_ms')}, ${ts('delivered_ms')}, ${ts('created_ms')},
         ${ts('greatest(created_ms, dispatched_ms, delivered_ms)')}
       from s join bench_parties p on p.n = s.party
       order by i`,
      [from, to],
    );
    return result.rowCount ?? 0;
  });

  const R = sizes.receipts;
  const rejectComments = `array['Cartons crushed in transit; damaged units returned to the supplier.',
    'Batch past its expiry date on arrival.', 'Shelf life under the agreed 70 per cent.',
    'Wrong SKU delivered against the purchase order.', 'More units than ordered; excess sent back.']`;
  const reasons = `array['damaged','expired','short-expiry','wrong-sku','excess']`;
  await batches('goods_receipts + lines', R, async (from, to) => {
    const result = await client.query(
      `with r0 as (
         select i, d.day, d.start_ms + (i - d.first_i + 0.5) * d.step_ms as created_ms,
           d.day + ${between('i', 70, 1, 10)}::int as expected
         from bench_receipt_days d, generate_series(greatest(d.first_i, $1), least(d.last_i, $2)) as i
         where d.last_i >= $1 and d.first_i <= $2
       ), r1 as (
         select r0.*,
           case when expected > $3::date then 'pending'
             when expected > $3::date - 3 and ${rnd('i', 71)} < 0.7 then 'pending'
             when ${rnd('i', 71)} < 0.02 then 'pending'
             when ${rnd('i', 72)} < 0.1 then 'rejected' else 'approved' end as status,
           least(${U}, greatest(1, floor((created_ms - ${usersStart}) / ${usersStep})::bigint + 1)) as known,
           1 + floor(${rnd('i', 78)} * least(${U}, greatest(1, floor((created_ms - ${usersStart}) / ${usersStep})::bigint + 1)))::bigint as uid,
           ${pick('i', 74, 5)} as reason,
           ${between('i', 75, 1, 5)} as line_count,
           ${pick('i', 76, products.length)} as product_base
         from r0
       ), r as (
         select r1.*,
           case when status <> 'pending' then greatest(created_ms, least(${nowMs},
             ${dayStart('2000-01-01')} + (expected - date '2000-01-01') * ${DAY}::float8 + ${12 * HOUR} + ${pick('i', 77, 48)} * ${HOUR}::float8)) end as decided_ms
         from r1
       ), inserted as (
         insert into goods_receipts(id, code, user_id, vendor_id, warehouse_id, reference,
           supplier_name, supplier_tax_id, expected_date, status, comment, created_by_member_id,
           decided_by_member_id, decided_at, created_at, updated_at) overriding system value
         select i, ${code('GRN', 'i')}, uid, v.id, ${warehouseOf('uid')},
           'PO-' || (200000 + i), v.name, v.tax_id,
           expected, r.status,
           case when r.status = 'rejected' then (${rejectComments})[1 + reason] end,
           ${adminId}, case when r.status <> 'pending' then ${adminId} end,
           ${ts('decided_ms')}, ${ts('created_ms')}, ${ts('coalesce(decided_ms, created_ms)')}
         -- One of the client's two vendors.
         from r join vendors v on v.id = r.uid * 2 - r.i % 2
         order by i
       )
       insert into goods_receipt_lines (receipt_id, line_no, sku_id, sku, description,
         expected_qty, received_qty, rejected_qty, reject_reason)
       select i, k, x.sku_id, ${skuCode('x.sku_id')}, x.description, x.expected_qty, x.received,
         x.rejected, case when x.rejected > 0 then x.reason end
       from (
         select r.i, k, ${skuOfLine('r.uid', 'k')} as sku_id, p.description, q.expected_qty,
           case when r.status = 'pending' then null else q.received end as received,
           case when r.status = 'rejected' and k = 1 then 1 + floor(q.received / 2)::int
             when r.status = 'approved' and ${rnd('r.i * 8 + k', 80)} < 0.04 then 1
             else 0 end as rejected,
           case when r.status = 'rejected' then (${reasons})[1 + r.reason] else 'damaged' end as reason
         from r cross join generate_series(1, r.line_count) as k
         join bench_products p on p.n = 1 + (r.product_base + (k - 1) * 7) % ${products.length}
         cross join lateral (select ${between('r.i * 8 + k', 81, 10, 500)} as expected_qty) as e
         cross join lateral (select e.expected_qty,
           e.expected_qty - case when ${rnd('r.i * 8 + k', 82)} < 0.1 then ${between('r.i * 8 + k', 83, 1, 5)} else 0 end as received) as q
       ) as x
       order by i, k`,
      [from, to, today],
    );
    return (result.rowCount ?? 0) + (to - from + 1);
  });

  /*
   * Stock: each balance is one client's SKU (in its lot, for a SKU tracked by lot) in a bin of
   * the client's warehouse, with LEDGER_PER_BALANCE ledger entries behind it: a receipt from the
   * supplier of 100–500 units, then nine movements of 1–10 units in or out (adjustments and
   * counts against the adjustment location, transfers out through in-transit), so it never goes
   * below 10. A movement holds the lines of one product's variants (up to four balances, one
   * client), so a group of balances writes its movements, their ledger lines and the balances,
   * summed from those lines, in one statement. Balance b is SKU 1 + (b - 1) % K; past K a SKU
   * gets another balance in another bin. Lots: one per tracked SKU, its id the SKU's.
   */
  async function writeStock(): Promise<number> {
    const B = sizes.balances;
    if (B === 0) return 0;
    const K = sizes.skus;
    const P = Math.ceil(K / 4);
    const lastCopy = Math.floor((B - 1) / K);
    const groups = lastCopy * P + Math.ceil((B - lastCopy * K) / 4);
    const E = LEDGER_PER_BALANCE;
    await client.query(`create temp table bench_bins as
      select warehouse_id, row_number() over (partition by warehouse_id order by id)::int as n, id
      from locations where kind = 'bin'`);
    await client.query('create index on bench_bins (warehouse_id, n)');
    await client.query(`create temp table bench_virtual as
      select warehouse_id,
        min(id) filter (where purpose = 'supplier') as supplier,
        min(id) filter (where purpose = 'in-transit') as in_transit,
        min(id) filter (where purpose = 'adjustment') as adjustment,
        min(id) filter (where purpose = 'scrap') as scrap
      from locations where kind = 'virtual' group by warehouse_id`);
    await client.query('analyze bench_bins, bench_virtual');
    const bins = Number(
      (
        await client.query(
          'select min(c) as n from (select count(*) as c from bench_bins group by warehouse_id) as w',
        )
      ).rows[0]?.n,
    );
    const warehouseCount = Number(
      (await client.query('select count(*) as n from warehouses')).rows[0]?.n,
    );
    const skusStocked = Math.min(K, B);
    await batches('stock_lots', skusStocked, async (from, to) => {
      const result = await client.query(
        `insert into stock_lots (id, sku_id, number, expires_on, created_at) overriding system value
         select s.id, s.id, 'L' || (240000 + s.id)::text,
           case when s.tracking = 'lot-expiry' then $3::date + ${between('s.id', 110, -30, 540)}::int end,
           ${ts(String(nowMs - 365 * DAY))}
         from skus s where s.id between $1 and $2 and s.tracking <> 'none'
         order by s.id`,
        [from, to, today],
      );
      return result.rowCount ?? 0;
    });
    const startMs = nowMs - 365 * DAY;
    /** A movement's moment: its group's receipt over 300 days, the rest some days apart after it. */
    const movedMs = `(${startMs}::float8 + (x.gk::float8 / ${groups}) * ${300 * DAY}::float8
      + (x.e - 1) * ${3.5 * DAY}::float8 + case when x.e > 1 then ${pick('x.mid', 111, 72)} * ${HOUR}::float8 else 0 end)`;
    const kinds = `case when x.e = 1 then 'receipt' when ${rnd('x.mid', 112)} < 0.5 then 'adjustment'
      when ${rnd('x.mid', 112)} < 0.8 then 'count' else 'transfer' end`;
    const reasons = `array['damaged','expired','lost','found','count-correction','other']`;
    // Units in (from the adjustment location into the bin) on a line of an adjustment or a count
    // when this holds; out otherwise, and always out on a transfer.
    const inward = `(x.kind in ('adjustment', 'count') and ${rnd('x.b * 16 + x.e', 113)} < 0.4)`;
    await batches(
      'stock: movements, ledger, balances',
      groups,
      async (from, to) => {
        const result = await client.query(
          `with g as (
             select gk, gk / ${P} as copy, gk % ${P} + 1 as product
             from generate_series($1::bigint - 1, $2::bigint - 1) as gk
           ), l as (
             select g.gk, g.copy, g.copy * ${K} + s.id as b, s.id as sku_id, s.code as sku_code, s.user_id,
               case when s.tracking <> 'none' then s.id end as lot_id, bb.warehouse_id, bb.id as bin,
               v.supplier, v.in_transit, v.adjustment
             from g cross join generate_series(1, 4) as k
             join skus s on s.id = 4 * (g.product - 1) + k
             join bench_bins bb on bb.warehouse_id = 1 + s.user_id % ${warehouseCount}
               and bb.n = 1 + (${pick('s.id', 114, bins)} + g.copy * 997) % ${bins}
             join bench_virtual v on v.warehouse_id = bb.warehouse_id
             where 4 * (g.product - 1) + k <= ${K} and g.copy * ${K} + 4 * (g.product - 1) + k <= ${B}
           ), x0 as (
             select l.*, e, l.gk * ${E} + e as mid from l cross join generate_series(1, ${E}) as e
           ), x1 as (
             select x.*, ${kinds} as kind from x0 as x
           ), x as (
             select x.*, ${movedMs} as moved_ms,
               case when x.e = 1 then ${between('x.b * 16 + x.e', 115, 100, 500)}
                 else ${between('x.b * 16 + x.e', 116, 1, 10)} end as quantity,
               case when x.e = 1 then x.supplier when ${inward} then x.adjustment else x.bin end as from_id,
               case when x.e = 1 or ${inward} then x.bin when x.kind = 'transfer' then x.in_transit
                 else x.adjustment end as to_id
             from x1 as x
           ), movements as (
             insert into stock_movements (id, code, user_id, warehouse_id, kind, document_code,
               reason, member_id, recorded_at) overriding system value
             select distinct on (x.mid) x.mid, ${code('MOV', 'x.mid')}, x.user_id, x.warehouse_id, x.kind,
               case x.kind when 'receipt' then ${code('GRN', '900000 + x.gk')}
                 when 'transfer' then ${code('TRF', 'x.mid')} when 'count' then ${code('CNT', 'x.mid')}
                 else ${code('ADJ', 'x.mid')} end,
               case x.kind when 'adjustment' then (${reasons})[1 + ${pick('x.mid', 117, 6)}]
                 when 'transfer' then 'dispatched' end,
               ${adminId}, ${ts('x.moved_ms')}
             from x order by x.mid, x.b
           ), ledger as (
             insert into stock_ledger (movement_id, user_id, sku_id, lot_id, from_location_id,
               to_location_id, quantity)
             select x.mid, x.user_id, x.sku_id, x.lot_id, x.from_id, x.to_id, x.quantity
             from x order by x.mid, x.b
           )
           insert into stock_balances (user_id, sku_id, location_id, warehouse_id, sku_code,
             lot_id, on_hand, version, updated_at)
           select x.user_id, x.sku_id, x.bin, x.warehouse_id, x.sku_code, x.lot_id,
             sum(case when x.to_id = x.bin then x.quantity else -x.quantity end), count(*),
             ${ts('max(x.moved_ms)')}
           from x group by x.b, x.user_id, x.sku_id, x.sku_code, x.bin, x.warehouse_id, x.lot_id
           order by x.b`,
          [from, to],
        );
        const balances = result.rowCount ?? 0;
        // The statement answers its balances; each has its ledger lines behind it, a movement
        // for every line number of its group.
        return balances + balances * E;
      },
      2_500,
    );
    const movements = groups * E;
    log(`  ${'stock_movements'.padEnd(22)} ${fmt(movements).padStart(10)} rows`);
    await client.query('drop table bench_bins');
    await client.query('drop table bench_virtual');
    return movements;
  }

  const locationId = code('LOC', "nextval('location_number_seq')");
  const level = async (table: string, statement: string) => {
    const started = performance.now();
    const result = await client.query(statement);
    timings.push({ table, rows: result.rowCount ?? 0, ms: performance.now() - started });
    log(`  ${table.padEnd(22)} ${fmt(result.rowCount ?? 0).padStart(10)} rows`);
  };
  const columns = `(public_id, warehouse_id, parent_id, code, kind, purpose, path, depth, pickable,
    counts_as_available)`;
  await level(
    'locations (areas)',
    `insert into locations ${columns}
     select ${locationId}, w.id, null, 'STORAGE', 'area', 'storage', 'STORAGE', 1, true, true
     from warehouses w order by w.id`,
  );
  await level(
    'locations (racks)',
    `insert into locations ${columns}
     select ${locationId}, a.warehouse_id, a.id, 'R' || lpad(r::text, 2, '0'), 'rack', 'storage',
       a.path || '/R' || lpad(r::text, 2, '0'), 2, true, true
     from locations a cross join generate_series(1, 20) as r
     where a.kind = 'area' order by a.id, r`,
  );
  await level(
    'locations (shelves)',
    `insert into locations ${columns}
     select ${locationId}, k.warehouse_id, k.id, k.code || '-' || lpad(b::text, 2, '0'), 'shelf',
       'storage', k.path || '/' || k.code || '-' || lpad(b::text, 2, '0'), 3, true, true
     from locations k cross join generate_series(1, 10) as b
     where k.kind = 'rack' order by k.id, b`,
  );
  await level(
    'locations (bins)',
    `insert into locations ${columns}
     select ${locationId}, s.warehouse_id, s.id, s.code || '-' || lpad(n::text, 2, '0'), 'bin',
       'storage', s.path || '/' || s.code || '-' || lpad(n::text, 2, '0'), 4, true, true
     from locations s cross join generate_series(1, 24) as n
     where s.kind = 'shelf' order by s.id, n`,
  );

  // Each warehouse's virtual locations, as a warehouse made in the console comes with: where
  // stock comes from and goes to outside the building. After the bins, so the public ids of the
  // areas, racks, shelves and bins stay what the other benchmarks name.
  await level(
    'locations (virtual)',
    `insert into locations ${columns.replace('code,', 'code, name,')}
     select ${locationId}, w.id, null, v.code, v.name, 'virtual', v.purpose, v.code, 1, false, false
     from warehouses w cross join (values ${virtualPurposes
       .map(
         (purpose, index) =>
           `(${index}, '${virtualLocationCodes[purpose]}', '${virtualPurposeLabels[purpose]}', '${purpose}')`,
       )
       .join(', ')}) as v(n, code, name, purpose)
     order by w.id, v.n`,
  );

  const movementCount = await writeStock();

  // The app keeps creating rows after these: codes and ids carry on from the last written.
  const setval = async (sequence: string, value: number) =>
    client.query('select setval($1, $2, $3)', [sequence, Math.max(1, value), value > 0]);
  await setval('user_number_seq', U);
  await setval('order_number_seq', O);
  await setval('shipment_number_seq', S);
  await setval('goods_receipt_number_seq', R);
  await setval('vendor_number_seq', V);
  await setval('product_number_seq', P);
  await setval('sku_number_seq', K);
  await setval('stock_movement_number_seq', movementCount);
  for (const table of [
    'products',
    'skus',
    'users',
    'vendors',
    'warehouses',
    'b2b_orders',
    'shipments',
    'goods_receipts',
    'user_plans',
    'transactions',
    'stock_lots',
    'stock_movements',
  ]) {
    await client.query(
      `select setval(pg_get_serial_sequence($1, 'id'), coalesce((select max(id) from ${table}), 0) + 1, false)`,
      [table],
    );
  }
  for (const table of [
    'bench_parties',
    'bench_products',
    'bench_order_days',
    'bench_shipment_days',
    'bench_receipt_days',
    'bench_invoices',
  ]) {
    await client.query(`drop table ${table}`);
  }

  // Statistics and the visibility map, as autovacuum would have them by the time anyone looks.
  const vacuumStarted = performance.now();
  log('  vacuum analyze …');
  await client.query('vacuum analyze');
  timings.push({ table: 'vacuum analyze', rows: 0, ms: performance.now() - vacuumStarted });
  return timings;
}

export type SummaryCheck = { name: string; summary: string; base: string; ok: boolean };

/** The summaries the triggers kept, beside the same figures counted from the tables. */
export async function checkSummaries(client: SqlClient): Promise<SummaryCheck[]> {
  const pairs: [string, string, string][] = [
    [
      'orders: sum(order_days.orders) = count(b2b_orders)',
      'select coalesce(sum(orders), 0)::text as v from order_days',
      'select count(*)::text as v from b2b_orders',
    ],
    [
      'orders: sum(order_days.amount) = sum(b2b_orders.amount)',
      'select coalesce(sum(amount), 0)::text as v from order_days',
      'select coalesce(sum(amount), 0)::text as v from b2b_orders',
    ],
    [
      'dispatch_days: dispatched / on time',
      `select coalesce(sum(dispatched), 0) || ' / ' || coalesce(sum(on_time), 0) as v from dispatch_days`,
      `select count(*) || ' / ' || count(*) filter (where (dispatched_at at time zone 'Asia/Kolkata')::date <= required_by) as v
       from b2b_orders where dispatched_at is not null and required_by is not null`,
    ],
    [
      'receipt_days: approved / rejected',
      `select coalesce(sum(approved), 0) || ' / ' || coalesce(sum(rejected), 0) as v from receipt_days`,
      `select count(*) filter (where status = 'approved') || ' / ' || count(*) filter (where status = 'rejected') as v
       from goods_receipts where decided_at is not null`,
    ],
    [
      'revenue_days: paid invoices / amount',
      `select coalesce(sum(invoices), 0) || ' / ' || coalesce(sum(amount), 0) as v from revenue_days`,
      `select count(*) || ' / ' || coalesce(sum(amount), 0) as v from transactions where status = 'paid'`,
    ],
    [
      "users.plan_period_end: each user's latest plan's end",
      `select count(plan_period_end) || ' / ' || coalesce(sum(plan_period_end - date '2000-01-01'), 0) as v from users`,
      `select count(*) || ' / ' || coalesce(sum(p.period_end - date '2000-01-01'), 0) as v
       from (select distinct on (user_id) period_end from user_plans order by user_id, period_start desc, id desc) as p`,
    ],
  ];
  pairs.push([
    'stock_place_counts: balances holding units, per warehouse',
    `select coalesce(string_agg(warehouse_id || '=' || places, ' ' order by warehouse_id), '') as v
     from (select warehouse_id, sum(places) as places from stock_place_counts group by 1) as k
     where places <> 0`,
    `select coalesce(string_agg(warehouse_id || '=' || n, ' ' order by warehouse_id), '') as v
     from (select warehouse_id, count(*) as n from stock_balances where on_hand > 0 group by 1) as c`,
  ]);
  for (const table of ['users', 'shipments', 'goods_receipts', 'b2b_orders', 'skus']) {
    pairs.push([
      `status_counts for ${table}`,
      `select coalesce(string_agg(status || '=' || count, ' ' order by status), '') as v
       from status_counts where entity = '${table}' and count <> 0`,
      `select coalesce(string_agg(status || '=' || n, ' ' order by status), '') as v
       from (select status, count(*) as n from ${table} group by status) as g`,
    ]);
  }
  const checks: SummaryCheck[] = [];
  for (const [name, summaryQuery, baseQuery] of pairs) {
    const summary = String((await client.query(summaryQuery)).rows[0]?.v ?? '');
    const base = String((await client.query(baseQuery)).rows[0]?.v ?? '');
    checks.push({ name, summary, base, ok: summary === base });
  }
  // The stock's balances against its ledger, key by key, as the reconciliation compares them:
  // units in less units out at real locations. A key on one side only counts as differing.
  const [stock] = (
    await client.query(
      `with ledger as (
         select m.user_id, m.sku_id, m.location_id, m.lot_id, sum(m.change) as on_hand
         from (select user_id, sku_id, to_location_id as location_id, lot_id, quantity as change
             from stock_ledger
           union all
           select user_id, sku_id, from_location_id, lot_id, -quantity from stock_ledger) as m
         join locations p on p.id = m.location_id and p.kind <> 'virtual'
         group by m.user_id, m.sku_id, m.location_id, m.lot_id
       )
       select count(b.id) || ' balances, ' || coalesce(sum(b.on_hand), 0) || ' units' as summary,
         count(l.on_hand) || ' balances, ' || coalesce(sum(l.on_hand), 0) || ' units' as base,
         count(*) filter (where coalesce(b.on_hand, 0) <> coalesce(l.on_hand, 0)) as differing
       from stock_balances b
       full join ledger l on l.user_id = b.user_id and l.sku_id = b.sku_id
         and l.location_id = b.location_id and l.lot_id is not distinct from b.lot_id`,
    )
  ).rows;
  checks.push({
    name: 'stock_balances: every balance the sum of its ledger',
    summary: String(stock?.summary),
    base: `the ledger says ${String(stock?.base)}; ${Number(stock?.differing)} keys differ`,
    ok: Number(stock?.differing) === 0 && stock?.summary === stock?.base,
  });
  return checks;
}

export function printTimings(timings: TableTiming[], totalMs: number) {
  console.log(
    `\n${'table'.padEnd(24)} ${'rows'.padStart(12)} ${'seconds'.padStart(9)} ${'rows/s'.padStart(10)}`,
  );
  for (const row of timings) {
    const rate = row.rows > 0 ? fmt((row.rows / row.ms) * 1000) : '';
    console.log(
      `${row.table.padEnd(24)} ${(row.rows > 0 ? fmt(row.rows) : '').padStart(12)} ${(row.ms / 1000).toFixed(1).padStart(9)} ${rate.padStart(10)}`,
    );
  }
  console.log(
    `${'total'.padEnd(24)} ${''.padStart(12)} ${(totalMs / 1000).toFixed(1).padStart(9)}`,
  );
}

export function printChecks(checks: SummaryCheck[]) {
  console.log('\nSummaries kept by the triggers against the tables:');
  for (const check of checks) {
    console.log(`  ${check.ok ? 'ok ' : 'MISMATCH'} ${check.name}: ${check.summary}`);
    if (!check.ok) console.log(`      tables say ${check.base}`);
  }
}

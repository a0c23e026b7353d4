import type { RejectReason } from '@depot/contracts/receiving';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { addDays } from '../../lib/operator-calendar.ts';
import { type Executor, executeRows } from '../client.ts';
import { goodsReceiptLines, goodsReceipts, nextReceiptCode } from '../schema/receiving.ts';
import { skus } from '../schema/skus.ts';
import { teamMembers } from '../schema/team-members.ts';
import { users } from '../schema/users.ts';
import { demoTeam } from './demo-team.ts';
import { prng } from './demo-users.ts';
import { type SampleSupplier, sampleVendorsFor } from './demo-vendors.ts';
import { sampleWarehouseChooser } from './demo-warehouses.ts';

// The sample operator's inbound goods receipts: stock its client businesses have suppliers send
// to the operator's warehouses, over the last six months and the next two weeks. Drawn from a
// seeded PRNG, so every start writes the same receipts, dated from today.

const HOUR = 3_600_000;
export const DEMO_RECEIPT_COUNT = 300;

type Random = ReturnType<typeof prng>;
type Category = 'beauty' | 'food' | 'home' | 'apparel' | 'general';
type Product = { code: string; description: string; pack: number; perishable?: boolean };
/** A supplier: a vendor of the client it sends goods to, and its invoices' short prefix. */
type Supplier = SampleSupplier & { short: string };

/** What each kind of client business stocks, as its SKU suffix, description and case size. */
const products: Record<Category, Product[]> = {
  beauty: [
    { code: 'KUM-FO-30', description: 'Kumkumadi face oil, 30 ml', pack: 24, perishable: true },
    { code: 'ALO-GEL-150', description: 'Aloe vera gel, 150 g tube', pack: 48, perishable: true },
    { code: 'NEEM-FW-100', description: 'Neem face wash, 100 ml', pack: 48, perishable: true },
    { code: 'ONI-HO-200', description: 'Onion hair oil, 200 ml', pack: 36, perishable: true },
    { code: 'UBT-125', description: 'Ubtan bathing bar, 125 g', pack: 72, perishable: true },
    { code: 'SAF-CR-50', description: 'Saffron night cream, 50 g jar', pack: 24, perishable: true },
    { code: 'ROSE-TN-200', description: 'Rose water toner, 200 ml', pack: 36, perishable: true },
    { code: 'ASHW-60', description: 'Ashwagandha capsules, bottle of 60', pack: 48 },
    { code: 'GIFT-BOX-M', description: 'Festive gift box, medium (empty)', pack: 20 },
  ],
  food: [
    { code: 'MAS-CHAI-250', description: 'Masala chai, 250 g pouch', pack: 40, perishable: true },
    { code: 'ASSAM-CTC-1K', description: 'Assam CTC tea, 1 kg', pack: 12, perishable: true },
    {
      code: 'KSH-CHL-100',
      description: 'Kashmiri chilli powder, 100 g',
      pack: 60,
      perishable: true,
    },
    { code: 'TUR-LAK-200', description: 'Lakadong turmeric, 200 g', pack: 50, perishable: true },
    {
      code: 'MAKH-PERI-80',
      description: 'Roasted makhana, peri-peri, 80 g',
      pack: 48,
      perishable: true,
    },
    {
      code: 'JAG-PWD-500',
      description: 'Organic jaggery powder, 500 g',
      pack: 24,
      perishable: true,
    },
    { code: 'GHEE-A2-500', description: 'A2 cow ghee, 500 ml jar', pack: 12, perishable: true },
    { code: 'MIL-MUES-400', description: 'Millet muesli, 400 g', pack: 24, perishable: true },
    { code: 'CASH-W320-250', description: 'Cashew W320, 250 g', pack: 40, perishable: true },
  ],
  home: [
    { code: 'BRS-DIYA-S', description: 'Brass diya, small', pack: 48 },
    { code: 'CUSH-BLK-16', description: 'Block-print cushion cover, 16 x 16 in', pack: 50 },
    { code: 'DHUR-4X6', description: 'Cotton dhurrie, 4 x 6 ft', pack: 10 },
    { code: 'CPR-BTL-1L', description: 'Copper water bottle, 1 l', pack: 24 },
    { code: 'TERR-PLNT-6', description: 'Terracotta planter, 6 in', pack: 16 },
    { code: 'BED-JPR-KS', description: 'Jaipuri bedsheet set, king', pack: 20 },
    { code: 'WOOD-TRAY-M', description: 'Mango wood serving tray, medium', pack: 12 },
    { code: 'CAST-KDH-10', description: 'Cast iron kadhai, 10 in', pack: 6 },
  ],
  apparel: [
    { code: 'KUR-CTN-M', description: 'Cotton kurta, printed, M', pack: 25 },
    { code: 'KUR-CTN-L', description: 'Cotton kurta, printed, L', pack: 25 },
    { code: 'TSH-ORG-BLK-M', description: 'Organic cotton T-shirt, black, M', pack: 50 },
    { code: 'TSH-ORG-WHT-L', description: 'Organic cotton T-shirt, white, L', pack: 50 },
    { code: 'SAR-CHND-01', description: 'Chanderi saree with blouse piece', pack: 10 },
    { code: 'DUP-BAND-01', description: 'Bandhani dupatta', pack: 20 },
    { code: 'KOLH-CHP-8', description: 'Kolhapuri chappal, size 8', pack: 12 },
    { code: 'JUT-MOJ-7', description: 'Embroidered jutti, size 7', pack: 12 },
    { code: 'EAR-OXD-01', description: 'Oxidised silver jhumka earrings', pack: 100 },
  ],
  general: [
    { code: 'USB-C-1M', description: 'USB-C braided cable, 1 m', pack: 100 },
    { code: 'PB-10K', description: 'Power bank, 10,000 mAh', pack: 20 },
    { code: 'NB-A5-RUL', description: 'A5 ruled notebook, 160 pages', pack: 60 },
    { code: 'GEL-PEN-BL10', description: 'Gel pens, blue, pack of 10', pack: 48 },
    {
      code: 'DOG-CHW-300',
      description: 'Chicken jerky dog treats, 300 g',
      pack: 24,
      perishable: true,
    },
    { code: 'CAT-LTR-5K', description: 'Bentonite cat litter, 5 kg', pack: 4 },
    { code: 'WOOD-PUZ-24', description: 'Wooden jigsaw puzzle, 24 pieces', pack: 30 },
    { code: 'STEEL-LB-3', description: 'Steel lunch box, 3 tier', pack: 24 },
    { code: 'MAIL-BOX-S', description: 'Corrugated mailer box, small', pack: 200 },
  ],
};

/** Suppliers of each kind of stock, from the states their trade is known in. */
const suppliers: Record<Category, Supplier[]> = {
  beauty: [
    {
      name: 'Herbochem Formulations Pvt Ltd',
      city: 'Ahmedabad',
      panType: 'C',
      short: 'HFP',
      domain: 'herbochemformulations.in',
    },
    {
      name: 'Vedanta Botanicals LLP',
      city: 'Dehradun',
      panType: 'F',
      short: 'VB',
      domain: 'vedantabotanicals.in',
    },
    {
      name: 'Shree Ganesh Cosmetics Contract Manufacturing',
      city: 'Mumbai',
      panType: 'F',
      short: 'SGC',
      domain: 'shreeganesh.in',
    },
    {
      name: 'Baddi Herbal Labs Pvt Ltd',
      city: 'Chandigarh',
      panType: 'C',
      short: 'BHL',
      domain: 'baddiherbal.in',
    },
  ],
  food: [
    {
      name: 'Malabar Spice Traders',
      city: 'Kochi',
      panType: 'F',
      short: 'MST',
      domain: 'malabarspice.in',
    },
    {
      name: 'Brahmaputra Valley Tea Estates Pvt Ltd',
      city: 'Guwahati',
      panType: 'C',
      short: 'BVT',
      domain: 'brahmaputravalley.in',
    },
    {
      name: 'Nashik Agro Foods Pvt Ltd',
      city: 'Mumbai',
      panType: 'C',
      short: 'NAF',
      domain: 'nashikagro.in',
    },
    {
      name: 'Rajkot Namkeen Udyog',
      city: 'Rajkot',
      panType: 'F',
      short: 'RNU',
      domain: 'rajkotnamkeen.in',
    },
    {
      name: 'Kolhapur Gur Sahakari Sangh',
      city: 'Pune',
      panType: 'F',
      short: 'KGS',
      domain: 'kolhapurgur.in',
    },
  ],
  home: [
    {
      name: 'Moradabad Brass Exports',
      city: 'Lucknow',
      panType: 'F',
      short: 'MBE',
      domain: 'moradabadbrass.in',
    },
    {
      name: 'Sanganer Block Print House',
      city: 'Jaipur',
      panType: 'F',
      short: 'SBP',
      domain: 'sanganerblock.in',
    },
    {
      name: 'Panipat Handloom Weavers Pvt Ltd',
      city: 'Faridabad',
      panType: 'C',
      short: 'PHW',
      domain: 'panipathandloom.in',
    },
    {
      name: 'Khurja Pottery Works',
      city: 'Noida',
      panType: 'F',
      short: 'KPW',
      domain: 'khurjapottery.in',
    },
  ],
  apparel: [
    {
      name: 'Tiruppur Knit Garments Pvt Ltd',
      city: 'Tiruppur',
      panType: 'C',
      short: 'TKG',
      domain: 'tiruppurknit.in',
    },
    {
      name: 'Ludhiana Hosiery Mills',
      city: 'Ludhiana',
      panType: 'F',
      short: 'LHM',
      domain: 'ludhianahosiery.in',
    },
    {
      name: 'Surat Ethnic Textiles Pvt Ltd',
      city: 'Surat',
      panType: 'C',
      short: 'SET',
      domain: 'suratethnic.in',
    },
    {
      name: 'Agra Footwear Company',
      city: 'Lucknow',
      panType: 'F',
      short: 'AFC',
      domain: 'agrafootwear.in',
    },
  ],
  general: [
    {
      name: 'Noida Electro Components Pvt Ltd',
      city: 'Noida',
      panType: 'C',
      short: 'NEC',
      domain: 'noidaelectro.in',
    },
    {
      name: 'Sivakasi Print & Paper Products',
      city: 'Chennai',
      panType: 'F',
      short: 'SPP',
      domain: 'sivakasiprint.in',
    },
    {
      name: 'Bhiwandi Corrugated Boxes LLP',
      city: 'Bhiwandi',
      panType: 'F',
      short: 'BCB',
      domain: 'bhiwandicorrugated.in',
    },
    {
      name: 'Channapatna Toys Co-operative',
      city: 'Mysuru',
      panType: 'F',
      short: 'CTC',
      domain: 'channapatnatoys.in',
    },
    {
      name: 'Pune Pet Supplies Pvt Ltd',
      city: 'Pune',
      panType: 'C',
      short: 'PPS',
      domain: 'punepet.in',
    },
  ],
};

const categoryWords: Record<Category, string[]> = {
  beauty: ['Naturals', 'Organics', 'Wellness', 'Beauty', 'Ayurveda'],
  food: ['Foods', 'Spices', 'Teas', 'Snacks', 'Nutrition'],
  home: ['Home', 'Living', 'Decor', 'Kitchen', 'Crafts'],
  apparel: ['Apparel', 'Threads', 'Footwear', 'Jewels'],
  general: ['Pets', 'Toys', 'Electronics', 'Stationery', 'Essentials'],
};

/** The kind of stock a business keeps, from the words of its name. */
function categoryOf(businessName: string): Category {
  const words = businessName.split(' ');
  for (const [category, known] of Object.entries(categoryWords) as [Category, string[]][]) {
    if (known.some((word) => words.includes(word))) return category;
  }
  return 'general';
}

/** A business's SKU prefix: the initials of its name ("Kesar Foods Pvt Ltd" → KF). */
function skuPrefix(businessName: string): string {
  const initials = businessName
    .split(' ')
    .filter((word) => !['Pvt', 'Ltd', 'LLP', 'Traders', 'Distributors', 'Retail'].includes(word))
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');
  return initials.slice(0, 3) || 'SKU';
}

/** What a sample business receives: its kind of goods, each under its SKU prefix. */
export function receivedGoodsOf(businessName: string): { code: string; description: string }[] {
  const prefix = skuPrefix(businessName);
  return products[categoryOf(businessName)].map((product) => ({
    code: `${prefix}-${product.code}`,
    description: product.description,
  }));
}

/** A moment of an Indian working day: `day` at 09:00 IST plus `minutes`. */
const atWork = (day: string, minutes: number) =>
  Date.parse(`${day}T09:00:00+05:30`) + minutes * 60_000;

/** India's financial year of a day, as invoices write it: 2025-26 → "25-26". */
function financialYear(day: string): string {
  const year = Number(day.slice(0, 4));
  const start = Number(day.slice(5, 7)) >= 4 ? year : year - 1;
  return `${String(start).slice(2)}-${String(start + 1).slice(2)}`;
}

type Line = {
  sku: string;
  description: string;
  expectedQty: number;
  receivedQty: number | null;
  rejectedQty: number;
  rejectReason: RejectReason | null;
};

type Status = 'pending' | 'approved' | 'rejected';

/** Rejections and the comment a manager writes, shaped to the lines it speaks of. */
function rejectLines(lines: Line[], random: Random, perishable: boolean): string {
  const kind = random.int(0, perishable ? 4 : 3);
  const first = lines[0];
  if (!first) return 'Rejected at the dock.';
  const count = (line: Line, received: number) => {
    line.receivedQty = received;
  };
  switch (kind) {
    case 0: {
      for (const line of lines)
        count(line, Math.floor((line.expectedQty * random.int(15, 45)) / 100));
      const expected = lines.reduce((sum, line) => sum + line.expectedQty, 0);
      const received = lines.reduce((sum, line) => sum + (line.receivedQty ?? 0), 0);
      return `Short shipment: ${received} of ${expected} units received. Supplier to send the balance on a fresh invoice.`;
    }
    case 1: {
      for (const line of lines) count(line, line.expectedQty);
      const damaged = Math.max(1, Math.floor((first.expectedQty * random.int(20, 60)) / 100));
      first.rejectedQty = damaged;
      first.rejectReason = 'damaged';
      return `Water damage across the pallet: ${damaged} units of ${first.sku} unusable, seals broken on ${random.int(3, 9)} cartons. Returned to the transporter.`;
    }
    case 2: {
      for (const line of lines) count(line, line.expectedQty);
      first.rejectedQty = first.expectedQty;
      first.rejectReason = 'wrong-sku';
      return `Wrong SKU delivered against the ASN: ${first.sku} was expected, a different variant arrived. Supplier to collect.`;
    }
    case 3: {
      for (const line of lines) count(line, line.expectedQty);
      return `E-way bill missing for an inter-state consignment of this value; the goods cannot be accepted until the supplier issues one.`;
    }
    default: {
      for (const line of lines) count(line, line.expectedQty);
      for (const line of lines) {
        line.rejectedQty = line.expectedQty;
        line.rejectReason = 'short-expiry';
      }
      return `Batch expires within ${random.int(30, 75)} days, below the client's six-month shelf-life norm. Rejected in full.`;
    }
  }
}

/** Counts a line as the dock did: mostly as expected, now and then short or with rejects. */
function countLine(line: Line, random: Random, perishable: boolean) {
  const roll = random.next();
  const received =
    roll < 0.08
      ? line.expectedQty - random.int(1, Math.max(1, Math.floor(line.expectedQty / 10)))
      : line.expectedQty;
  line.receivedQty = Math.max(0, received);
  if (random.next() < 0.14 && line.receivedQty > 0) {
    line.rejectedQty = Math.max(1, Math.floor((line.receivedQty * random.int(1, 8)) / 100));
    line.rejectReason = perishable
      ? random.pick<RejectReason>(['damaged', 'damaged', 'short-expiry', 'expired'])
      : random.pick<RejectReason>(['damaged', 'damaged', 'damaged', 'wrong-sku', 'excess']);
  }
}

/**
 * The lot a counted line's units came in, as a supplier prints it (its short name, the month
 * made, a batch number), for a SKU tracked by lot; made weeks before it arrived, expiring a
 * shelf life after, or within weeks where the line was rejected for its short expiry.
 */
function sampleLot(
  random: Random,
  sku: { tracking: string; shelfLifeDays: number | null },
  line: Line,
  supplier: string,
  arrived: string,
): { lot: string | null; expiresOn: string | null } {
  if (sku.tracking === 'none' || !line.receivedQty) return { lot: null, expiresOn: null };
  const made = addDays(arrived, -random.int(7, 60));
  const lot = `${supplier}${made.slice(2, 4)}${made.slice(5, 7)}-${String(random.int(1, 999)).padStart(3, '0')}`;
  if (sku.tracking !== 'lot-expiry') return { lot, expiresOn: null };
  const expiresOn =
    line.rejectReason === 'short-expiry'
      ? addDays(arrived, random.int(30, 75))
      : addDays(made, sku.shelfLifeDays ?? 365);
  return { lot, expiresOn };
}

/**
 * Writes the sample goods receipts in a few statements, inside the first-run transaction,
 * after the users and the team. They are raised by the warehouse's supervisors and managers,
 * never by the first administrator, who can therefore approve the pending ones.
 */
export async function seedDemoReceiving(tx: Executor): Promise<void> {
  const [row] = await executeRows(
    tx,
    sql`select (now() at time zone 'Asia/Kolkata')::date::text as today`,
  );
  const today = String((row as { today: string }).today);
  const now = Date.now();
  const clients = await tx
    .select({ id: users.id, businessName: users.businessName })
    .from(users)
    .where(and(eq(users.status, 'active'), eq(users.countryCode, 'IN')))
    .orderBy(asc(users.id));
  const emailsOf = (roleKey: string, status?: 'active') =>
    demoTeam
      .filter((member) => member.roleKey === roleKey && (!status || member.status === status))
      .map((member) => member.email);
  const members = await tx
    .select({ id: teamMembers.id, email: teamMembers.email })
    .from(teamMembers)
    .where(
      inArray(
        teamMembers.email,
        demoTeam.map((member) => member.email),
      ),
    );
  const idOf = new Map(members.map((member) => [member.email, member.id]));
  const ids = (emails: string[]) => emails.flatMap((email) => idOf.get(email) ?? []);
  const managers = ids(emailsOf('operations-manager', 'active'));
  const supervisors = ids(emailsOf('warehouse-supervisor', 'active'));
  // Someone who has since left raised some of the older ones.
  const former = ids(emailsOf('warehouse-supervisor')).filter((id) => !supervisors.includes(id));
  if (clients.length === 0 || managers.length < 2 || supervisors.length === 0) return;

  const random = prng(20_260_901);
  const invoiceNumbers = new Map<Supplier, number>();

  const receipts = Array.from({ length: DEMO_RECEIPT_COUNT }, (_, index) => {
    // A quarter pending, three in five approved, the rest rejected.
    const slot = index % 20;
    const status: Status = slot < 5 ? 'pending' : slot < 17 ? 'approved' : 'rejected';
    // Half of the pending ones are fully counted and ready to approve; the rest still arriving.
    const counted = status !== 'pending' || index % 40 < 5;
    const expectedDate =
      status !== 'pending'
        ? addDays(today, -random.int(2, 182))
        : counted
          ? addDays(today, -random.int(0, 6))
          : addDays(today, random.int(-3, 14));
    const client = random.pick(clients);
    const category = categoryOf(client.businessName);
    const supplier = random.pick(suppliers[category]);
    const number = (invoiceNumbers.get(supplier) ?? random.int(120, 900)) + random.int(1, 40);
    invoiceNumbers.set(supplier, number);
    const reference =
      random.next() < 0.7
        ? `${supplier.short}/${financialYear(expectedDate)}/${String(number).padStart(4, '0')}`
        : `ASN-${supplier.short}-${String(number).padStart(5, '0')}`;
    const catalogue = products[category];
    const prefix = skuPrefix(client.businessName);
    const chosen = new Set<Product>();
    const lineCount = random.int(1, Math.min(8, catalogue.length));
    while (chosen.size < lineCount) chosen.add(random.pick(catalogue));
    const lines: Line[] = [...chosen].map((product) => ({
      sku: `${prefix}-${product.code}`,
      description: product.description,
      expectedQty: product.pack * random.int(1, 25),
      receivedQty: null,
      rejectedQty: 0,
      rejectReason: null,
    }));
    const perishable = [...chosen].some((product) => product.perishable);
    let comment: string | null = null;
    if (status === 'rejected') comment = rejectLines(lines, random, perishable);
    else if (counted) for (const line of lines) countLine(line, random, perishable);
    else if (expectedDate <= today) {
      // Being counted: the first lines are done.
      for (const line of lines.slice(0, random.int(0, lines.length - 1))) {
        countLine(line, random, perishable);
      }
    }
    const old = expectedDate < addDays(today, -45);
    const creator =
      old && former.length > 0 && random.next() < 0.2
        ? random.pick(former)
        : random.next() < 0.75
          ? random.pick(supervisors)
          : random.pick(managers);
    const decider =
      status === 'pending' ? null : random.pick(managers.filter((id) => id !== creator));
    // Raised a few days before the goods are due, never later than now.
    const createdAt = Math.min(
      atWork(addDays(expectedDate, -random.int(1, 5)), random.int(0, 9 * 60)),
      now - random.int(1, 48) * HOUR,
    );
    const decidedAt =
      status === 'pending'
        ? null
        : Math.max(
            createdAt + HOUR,
            Math.min(
              atWork(addDays(expectedDate, random.int(0, 2)), random.int(60, 9 * 60)),
              now - HOUR,
            ),
          );
    return {
      values: {
        userId: client.id,
        reference,
        expectedDate,
        status,
        comment,
        createdByMemberId: creator ?? null,
        decidedByMemberId: decider ?? null,
        decidedAt: decidedAt === null ? null : new Date(decidedAt),
        createdAt: new Date(createdAt),
        updatedAt: new Date(decidedAt ?? createdAt),
      },
      supplier,
      lines,
    };
  });

  // Each receipt names a vendor of its client (made where the sample vendors lack it) and the
  // warehouse its goods arrive at, mostly the client's home one, drawn apart so that the
  // receipts above stay as they were.
  const vendorOf = await sampleVendorsFor(
    tx,
    receipts.map((receipt) => ({ userId: receipt.values.userId, supplier: receipt.supplier })),
  );
  const warehouseFor = await sampleWarehouseChooser(tx);
  const arrival = prng(20_260_902);

  // Numbered in the order raised, as the console numbers its own.
  receipts.sort((a, b) => a.values.createdAt.getTime() - b.values.createdAt.getTime());
  const inserted = await tx
    .insert(goodsReceipts)
    .values(
      receipts.map((receipt) => {
        const vendor = vendorOf.get(`${receipt.values.userId} ${receipt.supplier.name}`);
        return {
          ...receipt.values,
          vendorId: vendor?.id ?? null,
          supplierName: vendor?.name ?? receipt.supplier.name,
          supplierTaxId: vendor?.taxId ?? null,
          warehouseId: warehouseFor(receipt.values.userId, arrival.next()),
          code: nextReceiptCode,
        };
      }),
    )
    .returning({ id: goodsReceipts.id, createdAt: goodsReceipts.createdAt });
  // Each line names a SKU of its client, which the sample catalogue holds.
  const skuOf = new Map(
    (
      await tx
        .select({
          id: skus.id,
          userId: skus.userId,
          code: skus.code,
          tracking: skus.tracking,
          shelfLifeDays: skus.shelfLifeDays,
        })
        .from(skus)
        .where(inArray(skus.userId, [...new Set(receipts.map((receipt) => receipt.values.userId))]))
    ).map((row) => [`${row.userId} ${row.code}`, row]),
  );
  // The lots counted units came in, for SKUs tracked by lot: drawn apart, so that the receipts
  // above stay as they were.
  const lots = prng(20_260_903);
  // Rows come back in the order given; the creation times say so too.
  const lineRows = inserted.flatMap((stored, index) => {
    const receipt = receipts[index];
    if (!receipt || receipt.values.createdAt.getTime() !== stored.createdAt.getTime()) {
      throw new Error('sample goods receipts came back out of order');
    }
    return receipt.lines.map((line, lineIndex) => {
      const sku = skuOf.get(`${receipt.values.userId} ${line.sku}`);
      if (sku === undefined) throw new Error(`the sample catalogue has no ${line.sku}`);
      const lot = sampleLot(lots, sku, line, receipt.supplier.short, receipt.values.expectedDate);
      return { ...line, ...lot, skuId: sku.id, receiptId: stored.id, lineNo: lineIndex + 1 };
    });
  });
  for (let start = 0; start < lineRows.length; start += 1_000) {
    await tx.insert(goodsReceiptLines).values(lineRows.slice(start, start + 1_000));
  }
}

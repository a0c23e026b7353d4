import { internationalPhone } from '@depot/contracts/phone';
import { knownCarriers, needsEwayBill, type ShipmentStatus } from '@depot/contracts/shipments';
import { inArray } from 'drizzle-orm';
import type { Executor } from '../client.ts';
import { nextShipmentCode, shipments } from '../schema/shipments.ts';
import { teamMembers } from '../schema/team-members.ts';
import { users } from '../schema/users.ts';
import { demoTeam } from './demo-team.ts';
import { firstNames, indianCities, lastNames, prng, samplePins, streets } from './demo-users.ts';

// The sample operator's outbound shipments over the last four months: orders of its client
// businesses leaving the Bhiwandi warehouse for consignees across India, a few abroad. Generated
// by a seeded PRNG, so every first start writes the same shipments, dated relative to now.

const DAY = 86_400_000;
const HOUR = 3_600_000;

/** Rows per insert statement: well under PostgreSQL's parameter limit. */
const BATCH_SIZE = 500;

type Goods = {
  hsn: string[];
  description: string;
  /** Declared value in rupees, and weight per box in kilograms. */
  value: [number, number];
  kgPerBox: [number, number];
};

/** What the sample businesses ship, with real HSN codes for the goods. */
const goods: Goods[] = [
  {
    hsn: ['0902'],
    description: 'Assam and Darjeeling tea, packed',
    value: [900, 18_000],
    kgPerBox: [2, 12],
  },
  {
    hsn: ['0910', '0904'],
    description: 'Whole and ground spices',
    value: [700, 22_000],
    kgPerBox: [2, 15],
  },
  {
    hsn: ['3304'],
    description: 'Skin care and make-up preparations',
    value: [1_200, 60_000],
    kgPerBox: [1, 8],
  },
  { hsn: ['3401'], description: 'Handmade soap bars', value: [600, 9_000], kgPerBox: [2, 10] },
  {
    hsn: ['3305', '3304'],
    description: 'Ayurvedic hair oils and creams',
    value: [1_000, 30_000],
    kgPerBox: [2, 9],
  },
  {
    hsn: ['6109'],
    description: 'Cotton T-shirts, knitted',
    value: [1_500, 75_000],
    kgPerBox: [3, 14],
  },
  {
    hsn: ['6204'],
    description: "Women's kurtas and suits",
    value: [2_000, 90_000],
    kgPerBox: [2, 10],
  },
  { hsn: ['6403'], description: 'Leather footwear', value: [2_500, 85_000], kgPerBox: [4, 16] },
  {
    hsn: ['8517'],
    description: 'Mobile phones and accessories',
    value: [9_000, 240_000],
    kgPerBox: [1, 6],
  },
  {
    hsn: ['8518'],
    description: 'Earphones and speakers',
    value: [1_500, 70_000],
    kgPerBox: [1, 7],
  },
  {
    hsn: ['9403'],
    description: 'Sheesham wood furniture',
    value: [8_000, 160_000],
    kgPerBox: [12, 45],
  },
  {
    hsn: ['6302'],
    description: 'Bed linen, printed cotton',
    value: [1_200, 40_000],
    kgPerBox: [3, 12],
  },
  {
    hsn: ['1905', '2106'],
    description: 'Snacks and namkeen',
    value: [500, 12_000],
    kgPerBox: [3, 14],
  },
  { hsn: ['7117'], description: 'Imitation jewellery', value: [1_500, 65_000], kgPerBox: [1, 4] },
  { hsn: ['4202'], description: 'Handbags and wallets', value: [2_000, 55_000], kgPerBox: [2, 8] },
];

const domesticCarriers = knownCarriers.filter(
  (carrier) => !['FedEx', 'DHL Express', 'Aramex'].includes(carrier),
);
const internationalCarriers = ['FedEx', 'DHL Express', 'Aramex'] as const;

type Random = ReturnType<typeof prng>;

const digits = (random: Random, count: number) =>
  Array.from({ length: count }, (_, index) => random.int(index === 0 ? 1 : 0, 9)).join('');

/** A tracking number in the shape each carrier prints on its labels. */
function trackingNumber(random: Random, carrier: string): string {
  switch (carrier) {
    case 'Delhivery':
      return digits(random, 13);
    case 'Blue Dart':
      return digits(random, 11);
    case 'DTDC':
      return `${random.pick(['D', 'Z', 'V'])}${digits(random, 8)}`;
    case 'Ecom Express':
      return digits(random, 10);
    case 'XpressBees':
      return digits(random, 14);
    case 'Shadowfax':
      return `SF${digits(random, 10)}FPL`;
    case 'Ekart':
      return `FMPC${digits(random, 10)}`;
    case 'India Post':
      return `E${random.pick(['E', 'K', 'M'])}${digits(random, 9)}IN`;
    case 'Gati':
      return digits(random, 9);
    case 'FedEx':
      return digits(random, 12);
    case 'DHL Express':
      return digits(random, 10);
    default:
      return digits(random, 11);
  }
}

/** Consignees abroad: the Gulf and Singapore, shipped in US dollars. */
const abroad = [
  {
    country: 'AE',
    state: 'DU',
    city: 'Dubai',
    postalCode: () => '00000',
    phone: (r: Random) =>
      `05${r.pick(['0', '2', '5', '6'])} ${r.int(100, 999)} ${r.int(1000, 9999)}`,
  },
  {
    country: 'SG',
    state: '01',
    city: 'Singapore',
    postalCode: (r: Random) => String(r.int(18_900, 99_999)).padStart(6, '0'),
    phone: (r: Random) => `${r.pick(['8', '9'])}${r.int(100, 999)} ${r.int(1000, 9999)}`,
  },
] as const;

/** "Kesar Naturals Pvt Ltd" → "KN": the prefix of a business's invoice numbers. */
const initials = (name: string) =>
  name
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');

/** India's financial year of a day, as invoices write it: "2025-26". */
function financialYear(time: number): string {
  const ist = new Date(time + 5.5 * HOUR);
  const year = ist.getUTCMonth() >= 3 ? ist.getUTCFullYear() : ist.getUTCFullYear() - 1;
  return `${year}-${String((year + 1) % 100).padStart(2, '0')}`;
}

const istDay = (time: number) => new Date(time + 5.5 * HOUR).toISOString().slice(0, 10);

function statusOf(roll: number): ShipmentStatus {
  if (roll < 0.1) return 'draft';
  if (roll < 0.2) return 'ready';
  if (roll < 0.4) return 'dispatched';
  if (roll < 0.95) return 'delivered';
  return 'cancelled';
}

/** A decimal with at most `places` decimals, as text. */
const decimal = (value: number, places: number) => String(Number(value.toFixed(places)));

/**
 * Writes about three thousand shipments across the sample businesses (mostly the active ones),
 * in every status, inside the first-run transaction after the users and the team.
 */
export async function seedDemoShipments(tx: Executor, count = 3_000): Promise<void> {
  const random = prng(20_260_507);
  const pinOf = await samplePins();
  const now = Date.now();
  const businesses = await tx
    .select({
      id: users.id,
      name: users.businessName,
      status: users.status,
      createdAt: users.createdAt,
    })
    .from(users)
    .orderBy(users.id);
  const active = businesses.filter((business) => business.status === 'active');
  const inactive = businesses.filter((business) => business.status !== 'active');
  if (active.length === 0) return;
  // Those who raise shipments: the operations, warehouse and support people still working.
  const creatorEmails = demoTeam
    .filter(
      (member) =>
        member.status === 'active' &&
        ['Operations', 'Warehouse', 'Customer Support'].includes(member.department),
    )
    .map((member) => member.email);
  const creators = (
    await tx
      .select({ id: teamMembers.id })
      .from(teamMembers)
      .where(inArray(teamMembers.email, creatorEmails))
      .orderBy(teamMembers.id)
  ).map((member) => member.id);
  // Each business numbers its own invoices.
  const invoiceCounters = new Map<number, number>();

  const rows = Array.from({ length: count }, () => {
    // A deactivated business still has the shipments it sent before.
    const business =
      random.next() < 0.06 && inactive.length > 0 ? random.pick(inactive) : random.pick(active);
    const status = statusOf(random.next());
    const age =
      status === 'draft' || status === 'ready'
        ? random.next() * 12 * DAY
        : status === 'dispatched'
          ? (0.3 + random.next() * 9) * DAY
          : (3 + random.next() * 117) * DAY;
    // Shipments are raised in working hours, before now, and never before the business joined.
    const createdAt = Math.max(now - age, business.createdAt.getTime() + HOUR);
    const dispatchedAt =
      status === 'dispatched' || status === 'delivered'
        ? Math.min(createdAt + (2 + random.next() * 46) * HOUR, now - HOUR / 2)
        : null;
    const deliveredAt =
      status === 'delivered' && dispatchedAt !== null
        ? Math.min(dispatchedAt + (18 + random.next() * 130) * HOUR, now - HOUR / 4)
        : null;
    const updatedAt = Math.max(createdAt, dispatchedAt ?? 0, deliveredAt ?? 0);

    const foreign = random.next() < 0.03 ? random.pick(abroad) : null;
    const city = random.pick(indianCities);
    let phone: string | null = null;
    while (!phone) {
      const typed = foreign
        ? foreign.phone(random)
        : `${random.pick(['6', '7', '8', '9'])}${random.int(1000, 9999)} ${random.int(10000, 99999)}`;
      phone = internationalPhone(typed, foreign?.country ?? 'IN');
    }
    const name = `${random.pick(firstNames)} ${random.pick(lastNames)}`;
    const item = random.pick(goods);
    const boxes = random.next() < 0.55 ? 1 : random.int(2, 12);
    const value = random.int(item.value[0], item.value[1]) + random.pick([0, 0, 0.5, 0.99]);
    const currency = foreign ? 'USD' : 'INR';
    const declaredValue = foreign ? decimal(value / 84, 2) : decimal(value, 2);
    const consigneeCountry = foreign?.country ?? 'IN';

    const carrier =
      status === 'dispatched' ||
      status === 'delivered' ||
      (status !== 'draft' && random.next() < 0.5)
        ? foreign
          ? random.pick(internationalCarriers)
          : random.pick(domesticCarriers)
        : null;
    const tracking =
      carrier && (status === 'dispatched' || status === 'delivered' || random.next() < 0.3)
        ? trackingNumber(random, carrier)
        : null;
    // A draft may still be waiting for its papers; anything further has them all.
    const papers = status !== 'draft' || random.next() < 0.55;
    const needsBill = needsEwayBill({ declaredValue, currency, consigneeCountry });
    return {
      userId: business.id,
      reference: random.pick([
        () => `#${random.int(1001, 99_999)}`,
        () => `SO-${random.int(100_000, 999_999)}`,
        () => `ORD/${financialYear(createdAt)}/${random.int(1000, 99_999)}`,
        () => `${random.pick(['AMZ', 'FK', 'MYN', 'NYK'])}-${random.int(10_000_000, 99_999_999)}`,
      ])(),
      consigneeName: name,
      consigneePhone: phone,
      consigneePhoneCountry: consigneeCountry,
      consigneeEmail:
        random.next() < 0.6
          ? `${name.split(' ')[0]?.toLowerCase()}.${random.int(10, 999)}@${random.pick(['gmail.com', 'yahoo.co.in', 'outlook.com', 'rediffmail.com'])}`
          : null,
      addressLine1: `${random.int(1, 420)}, ${foreign ? random.pick(['Al Quoz Industrial Area 3', 'Orchard Road', 'Jurong West Street 41']) : random.pick(streets)}`,
      addressLine2:
        random.next() < 0.35
          ? `Flat ${random.int(101, 1804)}, ${random.pick(['Wing A', 'Wing B', 'Tower 2', 'Block C'])}`
          : null,
      city: foreign?.city ?? city.city,
      stateCode: foreign?.state ?? city.state,
      countryCode: consigneeCountry,
      postalCode: foreign ? foreign.postalCode(random) : pinOf(random, city),
      boxes,
      weightKg: decimal(
        boxes * (item.kgPerBox[0] + random.next() * (item.kgPerBox[1] - item.kgPerBox[0])),
        3,
      ),
      lengthCm: decimal(random.int(20, 120) + random.pick([0, 0.5]), 1),
      widthCm: decimal(random.int(15, 80) + random.pick([0, 0.5]), 1),
      heightCm: decimal(random.int(10, 70), 1),
      declaredValue,
      currency,
      carrier,
      trackingNumber: tracking,
      status,
      // Numbered below, once the shipments are in the order they were raised.
      invoiceNumber: papers ? initials(business.name) : null,
      invoiceDate: papers ? istDay(createdAt - random.int(0, 2) * DAY) : null,
      ewayBillNumber: papers && needsBill ? `${random.int(1, 9)}${digits(random, 11)}` : null,
      hsnCodes: papers || random.next() < 0.5 ? item.hsn : [],
      contentsDescription: papers ? item.description : null,
      createdByMemberId: creators.length > 0 ? random.pick(creators) : null,
      dispatchedAt: dispatchedAt === null ? null : new Date(dispatchedAt),
      deliveredAt: deliveredAt === null ? null : new Date(deliveredAt),
      createdAt: new Date(createdAt),
      updatedAt: new Date(updatedAt),
    };
  });
  // Codes follow the order the shipments were raised in.
  rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  for (const row of rows) {
    if (row.invoiceNumber === null) continue;
    const next = (invoiceCounters.get(row.userId) ?? 0) + 1;
    invoiceCounters.set(row.userId, next);
    row.invoiceNumber = `${row.invoiceNumber}/${financialYear(row.createdAt.getTime())}/${String(next).padStart(5, '0')}`;
  }
  for (let start = 0; start < rows.length; start += BATCH_SIZE) {
    await tx
      .insert(shipments)
      .values(
        rows.slice(start, start + BATCH_SIZE).map((row) => ({ ...row, code: nextShipmentCode })),
      );
  }
}

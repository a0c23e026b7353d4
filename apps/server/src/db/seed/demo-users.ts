import { gstinCheckCharacter, gstStateCodesOf } from '@depot/contracts/gstin';
import { internationalPhone } from '@depot/contracts/phone';
import { sql } from 'drizzle-orm';
import { indiaPinCodes } from '../../lib/india-pin-codes.ts';
import { addDays } from '../../lib/operator-calendar.ts';
import { type Executor, executeRows } from '../client.ts';
import { packages } from '../schema/catalogue.ts';
import { nextUserCode, userPlans, users } from '../schema/users.ts';

// The sample operator's client businesses: D2C brands, distributors and marketplace sellers
// across India, a few in the Gulf and Singapore. Generated from word lists by a seeded PRNG, so
// every start writes the same businesses, with plan dates relative to today.

/** mulberry32: a small, fast PRNG; the same seed gives the same businesses on every start. */
export function prng(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) throw new Error('pick from an empty list');
      return item;
    },
  };
}

type Random = ReturnType<typeof prng>;

/** Draws a sample address's PIN code for a city. */
export type SamplePin = (random: Random, city: City) => string;

/**
 * A PIN code of India Post's directory in the city's state and range (docs/decisions/0039), so
 * that every sample address passes the check a person's would; one draw, as a number in the
 * range was.
 */
export async function samplePins(): Promise<SamplePin> {
  const entries = (await indiaPinCodes()).entries();
  const ofCity = new Map<City, string[]>();
  return (random, city) => {
    let pins = ofCity.get(city);
    if (!pins) {
      pins = entries
        .filter(([pin, states]) => {
          const n = Number(pin);
          return n >= city.pin[0] && n <= city.pin[1] && states.includes(city.stateName);
        })
        .map(([pin]) => pin);
      ofCity.set(city, pins);
    }
    return random.pick(pins);
  };
}

/** A sample city: its state, and the range its PIN codes are drawn from (`samplePins`). */
type City = { city: string; state: string; stateName: string; pin: [number, number] };

/** Real cities with their state's ISO code and name as the reference data has them, and PINs. */
export const indianCities: City[] = [
  { city: 'Mumbai', state: 'MH', stateName: 'Maharashtra', pin: [400001, 400104] },
  { city: 'Pune', state: 'MH', stateName: 'Maharashtra', pin: [411001, 411062] },
  { city: 'Bhiwandi', state: 'MH', stateName: 'Maharashtra', pin: [421302, 421308] },
  { city: 'Nagpur', state: 'MH', stateName: 'Maharashtra', pin: [440001, 440037] },
  { city: 'Bengaluru', state: 'KA', stateName: 'Karnataka', pin: [560001, 560103] },
  { city: 'Mysuru', state: 'KA', stateName: 'Karnataka', pin: [570001, 570030] },
  { city: 'Chennai', state: 'TN', stateName: 'Tamil Nadu', pin: [600001, 600119] },
  { city: 'Coimbatore', state: 'TN', stateName: 'Tamil Nadu', pin: [641001, 641050] },
  { city: 'Tiruppur', state: 'TN', stateName: 'Tamil Nadu', pin: [641601, 641608] },
  { city: 'Hyderabad', state: 'TG', stateName: 'Telangana', pin: [500001, 500098] },
  { city: 'New Delhi', state: 'DL', stateName: 'Delhi', pin: [110001, 110096] },
  { city: 'Gurugram', state: 'HR', stateName: 'Haryana', pin: [122001, 122018] },
  { city: 'Faridabad', state: 'HR', stateName: 'Haryana', pin: [121001, 121010] },
  { city: 'Noida', state: 'UP', stateName: 'Uttar Pradesh', pin: [201301, 201310] },
  { city: 'Lucknow', state: 'UP', stateName: 'Uttar Pradesh', pin: [226001, 226030] },
  { city: 'Kanpur', state: 'UP', stateName: 'Uttar Pradesh', pin: [208001, 208027] },
  { city: 'Ahmedabad', state: 'GJ', stateName: 'Gujarat', pin: [380001, 380061] },
  { city: 'Surat', state: 'GJ', stateName: 'Gujarat', pin: [395001, 395010] },
  { city: 'Rajkot', state: 'GJ', stateName: 'Gujarat', pin: [360001, 360007] },
  { city: 'Jaipur', state: 'RJ', stateName: 'Rajasthan', pin: [302001, 302039] },
  { city: 'Jodhpur', state: 'RJ', stateName: 'Rajasthan', pin: [342001, 342015] },
  { city: 'Kolkata', state: 'WB', stateName: 'West Bengal', pin: [700001, 700107] },
  { city: 'Kochi', state: 'KL', stateName: 'Kerala', pin: [682001, 682040] },
  { city: 'Thiruvananthapuram', state: 'KL', stateName: 'Kerala', pin: [695001, 695043] },
  { city: 'Indore', state: 'MP', stateName: 'Madhya Pradesh', pin: [452001, 452020] },
  { city: 'Bhopal', state: 'MP', stateName: 'Madhya Pradesh', pin: [462001, 462046] },
  { city: 'Chandigarh', state: 'CH', stateName: 'Chandigarh', pin: [160001, 160036] },
  { city: 'Ludhiana', state: 'PB', stateName: 'Punjab', pin: [141001, 141016] },
  { city: 'Bhubaneswar', state: 'OR', stateName: 'Odisha', pin: [751001, 751030] },
  { city: 'Guwahati', state: 'AS', stateName: 'Assam', pin: [781001, 781040] },
  { city: 'Patna', state: 'BR', stateName: 'Bihar', pin: [800001, 800030] },
  { city: 'Panaji', state: 'GA', stateName: 'Goa', pin: [403001, 403006] },
  { city: 'Visakhapatnam', state: 'AP', stateName: 'Andhra Pradesh', pin: [530001, 530048] },
  { city: 'Dehradun', state: 'UK', stateName: 'Uttarakhand', pin: [248001, 248014] },
  { city: 'Raipur', state: 'CT', stateName: 'Chhattisgarh', pin: [492001, 492015] },
  { city: 'Ranchi', state: 'JH', stateName: 'Jharkhand', pin: [834001, 834012] },
];

const firstWords = [
  'Kesar',
  'Neel',
  'Aranya',
  'Tulsi',
  'Vastra',
  'Gulmohar',
  'Mitti',
  'Prakriti',
  'Sattva',
  'Zaika',
  'Khadi',
  'Anokhi',
  'Chandan',
  'Kumkum',
  'Moksha',
  'Pahadi',
  'Rangrez',
  'Sutra',
  'Vedic',
  'Ambrosia',
  'Bodhi',
  'Dhaaga',
  'Ekam',
  'Haldi',
  'Indigo',
  'Jharokha',
  'Kairi',
  'Lotus',
  'Malabar',
  'Nilgiri',
  'Ojas',
  'Peepal',
  'Roots',
  'Saffron',
  'Tanjore',
  'Urban',
  'Vanya',
  'Yuva',
  'Amrit',
  'Banyan',
  'Coastal',
  'Deccan',
  'Everest',
  'Ganga',
  'Himalayan',
] as const;
const secondWords = [
  'Naturals',
  'Foods',
  'Home',
  'Apparel',
  'Organics',
  'Wellness',
  'Crafts',
  'Essentials',
  'Beauty',
  'Kitchen',
  'Living',
  'Threads',
  'Spices',
  'Teas',
  'Footwear',
  'Jewels',
  'Pets',
  'Toys',
  'Decor',
  'Nutrition',
  'Ayurveda',
  'Electronics',
  'Stationery',
  'Snacks',
] as const;
const kinds = [
  { suffix: 'Pvt Ltd', panType: 'C' },
  { suffix: 'Pvt Ltd', panType: 'C' },
  { suffix: 'LLP', panType: 'F' },
  { suffix: 'Traders', panType: 'F' },
  { suffix: 'Distributors', panType: 'F' },
  { suffix: 'Retail', panType: 'C' },
  { suffix: '', panType: 'P' },
] as const;
export const firstNames = [
  'Aarav',
  'Ananya',
  'Rohan',
  'Priya',
  'Vikram',
  'Kavya',
  'Arjun',
  'Meera',
  'Siddharth',
  'Isha',
  'Karan',
  'Nandini',
  'Rahul',
  'Sneha',
  'Aditya',
  'Pooja',
  'Farhan',
  'Zoya',
  'Harpreet',
  'Gurleen',
  'Sandeep',
  'Lakshmi',
  'Venkat',
  'Divya',
  'Suresh',
  'Anjali',
  'Manoj',
  'Ritu',
  'Abhishek',
  'Shreya',
  'Naveen',
  'Deepika',
  'Imran',
  'Fatima',
  'Joseph',
  'Mary',
  'Tenzing',
  'Bhavna',
  'Chetan',
  'Gayatri',
] as const;
export const lastNames = [
  'Sharma',
  'Verma',
  'Iyer',
  'Nair',
  'Reddy',
  'Patel',
  'Shah',
  'Mehta',
  'Gupta',
  'Agarwal',
  'Kulkarni',
  'Deshpande',
  'Banerjee',
  'Chatterjee',
  'Das',
  'Singh',
  'Kaur',
  'Gill',
  'Khan',
  'Qureshi',
  'Menon',
  'Pillai',
  'Rao',
  'Naidu',
  'Joshi',
  'Bhat',
  'Mishra',
  'Pandey',
  'Saxena',
  'Fernandes',
  "D'Souza",
  'Bose',
  'Sen',
  'Chauhan',
  'Rathore',
  'Jain',
] as const;
export const streets = [
  'Laxmi Industrial Estate',
  'MG Road',
  'Linking Road',
  'Residency Road',
  'Anna Salai',
  'Park Street',
  'Ring Road',
  'Station Road',
  'Nehru Place',
  'Banjara Hills Road No. 12',
  'Sector 18',
  'Phase II, Industrial Area',
  'Udyog Vihar Phase IV',
  'GIDC Estate',
  'Ashram Road',
] as const;
const domains = ['.in', '.com', '.co.in'] as const;
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

type Abroad = {
  country: string;
  city: string;
  state: string;
  postalCode: () => string;
  phone: () => string;
  timezone: string;
  currency: string;
};

/** The overseas sample businesses: the Gulf and Singapore, with their own zone and currency. */
const abroad = (random: ReturnType<typeof prng>): Abroad[] => [
  {
    country: 'AE',
    city: 'Dubai',
    state: 'DU',
    // The UAE has no postal codes; forms there take 00000.
    postalCode: () => '00000',
    phone: () =>
      `05${random.pick(['0', '2', '5', '6'])} ${random.int(100, 999)} ${random.int(1000, 9999)}`,
    timezone: 'Asia/Dubai',
    currency: 'AED',
  },
  {
    country: 'AE',
    city: 'Sharjah',
    state: 'SH',
    postalCode: () => '00000',
    phone: () =>
      `05${random.pick(['0', '2', '5', '6'])} ${random.int(100, 999)} ${random.int(1000, 9999)}`,
    timezone: 'Asia/Dubai',
    currency: 'AED',
  },
  {
    country: 'SG',
    city: 'Singapore',
    state: '01',
    postalCode: () => String(random.int(18900, 99999)).padStart(6, '0'),
    phone: () => `${random.pick(['8', '9'])}${random.int(100, 999)} ${random.int(1000, 9999)}`,
    timezone: 'Asia/Singapore',
    currency: 'SGD',
  },
];

/** Where a sample plan stands today, and how much history it has. */
type PlanShape = 'active' | 'expiring' | 'expired' | 'cancelled' | 'none';

const DAY = 86_400_000;
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);
/** `day` (YYYY-MM-DD) moved by whole months, kept within the month as PostgreSQL does. */
function addMonths(day: string, months: number): string {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const last = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate();
  target.setUTCDate(Math.min(date, last));
  return isoDay(target.getTime());
}

const planMonths: Record<string, number> = {
  'STARTER-M': 1,
  'GROWTH-M': 1,
  'GROWTH-Q': 3,
  'SCALE-Y': 12,
  'ENTERPRISE-Y': 12,
  'GLOBAL-M': 1,
  'LITE-M': 1,
};

export type DemoUser = {
  businessName: string;
  contactName: string;
  email: string;
  phone: string;
  phoneCountry: string;
  taxId: string | null;
  addressLine1: string;
  addressLine2: string | null;
  city: string;
  stateCode: string;
  /** The state's name, for the GSTIN's state code. */
  stateName: string | null;
  countryCode: string;
  postalCode: string;
  timezone: string;
  currency: string;
  status: 'active' | 'inactive';
  createdAt: Date;
  /** Oldest first; the last is the current plan. */
  plans: { packageCode: string; periodStart: string; periodEnd: string; cancelled: boolean }[];
};

/** The sample businesses, the same on every start; plan dates count from `today` (YYYY-MM-DD). */
export function demoUsers(today: string, pinOf: SamplePin, count = 200): DemoUser[] {
  const random = prng(20_261_122);
  const overseas = abroad(random);
  const names = new Set<string>();
  const result: DemoUser[] = [];
  while (result.length < count) {
    const index = result.length;
    const first = random.pick(firstWords);
    const second = random.pick(secondWords);
    const kind = random.pick(kinds);
    const businessName = [first, second, kind.suffix].filter(Boolean).join(' ');
    // One business per pair of words: the pair is its email domain too.
    if (names.has(`${first} ${second}`)) continue;
    names.add(`${first} ${second}`);
    const contactFirst = random.pick(firstNames);
    const contactLast = random.pick(lastNames);
    const slug = `${first}${second}`.toLowerCase();
    const email = `${contactFirst.toLowerCase()}@${slug}${random.pick(domains)}`;
    // Every fifteenth is overseas.
    const foreign = index % 15 === 7 ? random.pick(overseas) : null;
    const city = random.pick(indianCities);
    let phone: string | null = null;
    while (!phone) {
      const typed = foreign
        ? foreign.phone()
        : `${random.pick(['6', '7', '8', '9'])}${random.int(1000, 9999)} ${random.int(10000, 99999)}`;
      phone = internationalPhone(typed, foreign?.country ?? 'IN');
    }
    let taxId: string | null = null;
    if (!foreign && random.next() < 0.9) {
      const [stateCode] = gstStateCodesOf(city.stateName);
      if (!stateCode) throw new Error(`GST has no code for ${city.stateName}`);
      const letters = (n: number) =>
        Array.from({ length: n }, () => random.pick([...LETTERS])).join('');
      const pan = `${letters(3)}${kind.panType}${(kind.panType === 'P' ? contactLast : first)[0]?.toUpperCase()}${random.int(1000, 9999)}${letters(1)}`;
      const first14 = `${stateCode}${pan}${random.pick(['1', '1', '1', '2'])}Z`;
      taxId = `${first14}${gstinCheckCharacter(first14)}`;
    }
    const roll = random.next();
    const shape: PlanShape =
      roll < 0.05
        ? 'none'
        : roll < 0.6
          ? 'active'
          : roll < 0.75
            ? 'expiring'
            : roll < 0.93
              ? 'expired'
              : 'cancelled';
    const packageCode = foreign
      ? random.pick(['GLOBAL-M', 'GLOBAL-M', 'SCALE-Y'])
      : random.next() < 0.04
        ? 'LITE-M'
        : random.pick([
            'STARTER-M',
            'STARTER-M',
            'GROWTH-M',
            'GROWTH-M',
            'GROWTH-Q',
            'SCALE-Y',
            'ENTERPRISE-Y',
          ]);
    const plans: DemoUser['plans'] = [];
    if (shape !== 'none') {
      const months = planMonths[packageCode] ?? 1;
      const length = Math.round(months * 30.4);
      const endOffset =
        shape === 'expiring'
          ? random.int(0, 13)
          : shape === 'expired'
            ? -random.int(1, 90)
            : shape === 'cancelled'
              ? random.int(-20, length - 1)
              : random.int(14, Math.max(14, length - 1));
      let periodEnd = addDays(today, endOffset);
      let periodStart = addMonths(addDays(periodEnd, 1), -months);
      plans.unshift({ packageCode, periodStart, periodEnd, cancelled: shape === 'cancelled' });
      // Some businesses renewed before: one to three earlier periods, back to back.
      const earlier = random.next() < 0.35 ? random.int(1, 3) : 0;
      for (let step = 0; step < earlier; step++) {
        const previous = foreign ? packageCode : random.pick(['STARTER-M', 'GROWTH-M', 'LITE-M']);
        const previousMonths = planMonths[previous] ?? 1;
        periodEnd = addDays(periodStart, -1);
        periodStart = addMonths(addDays(periodEnd, 1), -previousMonths);
        plans.unshift({ packageCode: previous, periodStart, periodEnd, cancelled: false });
      }
    }
    const pin = foreign ? foreign.postalCode() : pinOf(random, city);
    result.push({
      businessName,
      contactName: `${contactFirst} ${contactLast}`,
      email,
      phone,
      phoneCountry: foreign?.country ?? 'IN',
      taxId,
      addressLine1: `${random.int(1, 240)}, ${foreign ? 'Business Bay Tower' : random.pick(streets)}`,
      addressLine2:
        random.next() < 0.4 ? `Unit ${random.int(1, 40)}${random.pick(['A', 'B', 'C'])}` : null,
      city: foreign?.city ?? city.city,
      stateCode: foreign?.state ?? city.state,
      stateName: foreign ? null : city.stateName,
      countryCode: foreign?.country ?? 'IN',
      postalCode: pin,
      timezone: foreign?.timezone ?? 'Asia/Kolkata',
      currency: foreign?.currency ?? 'INR',
      status: random.next() < 0.12 ? 'inactive' : 'active',
      createdAt: new Date(
        Date.parse(
          `${plans[0]?.periodStart ?? addDays(today, -random.int(10, 400))}T10:00:00+05:30`,
        ) -
          random.int(0, 5) * DAY,
      ),
      plans,
    });
  }
  return result;
}

/**
 * Writes the sample businesses and their plans, inside the first-run transaction. Today is the
 * operator's (India's), as the database reckons plan statuses.
 */
export async function seedDemoUsers(tx: Executor): Promise<void> {
  const [row] = await executeRows(
    tx,
    sql`select (now() at time zone 'Asia/Kolkata')::date::text as today`,
  );
  const today = String((row as { today: string }).today);
  const sample = demoUsers(today, await samplePins());
  const inserted = await tx
    .insert(users)
    .values(
      sample.map(({ plans: _plans, stateName: _stateName, ...user }) => ({
        ...user,
        code: nextUserCode,
        updatedAt: user.createdAt,
      })),
    )
    .returning({ id: users.id, email: users.email });
  const userIdByEmail = new Map(inserted.map((row) => [row.email, row.id]));
  const packageRows = await tx.select({ id: packages.id, code: packages.code }).from(packages);
  const packageIdByCode = new Map(packageRows.map((row) => [row.code, row.id]));
  await tx.insert(userPlans).values(
    sample.flatMap((user) =>
      user.plans.map((plan) => {
        const userId = userIdByEmail.get(user.email);
        const packageId = packageIdByCode.get(plan.packageCode);
        if (userId === undefined || packageId === undefined) {
          throw new Error(`sample plan ${plan.packageCode} of ${user.email} is missing`);
        }
        return {
          userId,
          packageId,
          periodStart: plan.periodStart,
          periodEnd: plan.periodEnd,
          // Cancelled a few days into the period, and never after today.
          cancelledAt: plan.cancelled
            ? new Date(
                Math.min(
                  Date.parse(`${plan.periodStart}T12:00:00+05:30`) + 5 * DAY,
                  Date.parse(`${today}T09:00:00+05:30`),
                ),
              )
            : null,
        };
      }),
    ),
  );
}

import { gstinCheckCharacter, gstStateCodesOf } from '@depot/contracts/gstin';
import { internationalPhone } from '@depot/contracts/phone';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../client.ts';
import { users } from '../schema/users.ts';
import { nextVendorCode, vendors } from '../schema/vendors.ts';
import {
  firstNames,
  indianCities,
  lastNames,
  prng,
  type SamplePin,
  samplePins,
  streets,
} from './demo-users.ts';

// The sample operator's vendors: the manufacturers, mills, traders and packaging houses its
// client businesses buy from, each in a real city with a PIN code of that city's state and a
// GSTIN registered there. Drawn from a seeded PRNG, so every start writes the same vendors.

type Random = ReturnType<typeof prng>;

/** A supplier: its name, the sample city it trades from, and its PAN's holder type. */
type Supplier = { name: string; city: string; panType: 'C' | 'F' | 'P'; domain: string };

const suppliers: Supplier[] = [
  {
    name: 'Shree Balaji Corrugated Boxes',
    city: 'Bhiwandi',
    panType: 'F',
    domain: 'balajiboxes.in',
  },
  {
    name: 'Herbochem Formulations Pvt Ltd',
    city: 'Ahmedabad',
    panType: 'C',
    domain: 'herbochem.co.in',
  },
  {
    name: 'Vedanta Botanicals LLP',
    city: 'Dehradun',
    panType: 'F',
    domain: 'vedantabotanicals.in',
  },
  { name: 'Malabar Spice Traders', city: 'Kochi', panType: 'F', domain: 'malabarspice.in' },
  {
    name: 'Brahmaputra Valley Tea Estates Pvt Ltd',
    city: 'Guwahati',
    panType: 'C',
    domain: 'bvtea.in',
  },
  { name: 'Rajkot Namkeen Udyog', city: 'Rajkot', panType: 'F', domain: 'rajkotnamkeen.in' },
  { name: 'Sanganer Block Print House', city: 'Jaipur', panType: 'F', domain: 'sanganerprints.in' },
  {
    name: 'Tiruppur Knit Garments Pvt Ltd',
    city: 'Tiruppur',
    panType: 'C',
    domain: 'tiruppurknit.com',
  },
  { name: 'Ludhiana Hosiery Mills', city: 'Ludhiana', panType: 'F', domain: 'ludhianahosiery.in' },
  { name: 'Surat Ethnic Textiles Pvt Ltd', city: 'Surat', panType: 'C', domain: 'suratethnic.com' },
  {
    name: 'Noida Electro Components Pvt Ltd',
    city: 'Noida',
    panType: 'C',
    domain: 'noidaelectro.in',
  },
  { name: 'Kanpur Leather Works', city: 'Kanpur', panType: 'F', domain: 'kanpurleather.in' },
  {
    name: 'Coimbatore Pumps & Motors Pvt Ltd',
    city: 'Coimbatore',
    panType: 'C',
    domain: 'cbepumps.in',
  },
  { name: 'Mysore Sandal Crafts', city: 'Mysuru', panType: 'P', domain: 'mysoresandalcrafts.in' },
  { name: 'Indore Poly Packs Pvt Ltd', city: 'Indore', panType: 'C', domain: 'indorepolypacks.in' },
  {
    name: 'Jodhpur Handicraft Exports',
    city: 'Jodhpur',
    panType: 'F',
    domain: 'jodhpurhandicraft.com',
  },
  {
    name: 'Kolkata Jute Products Pvt Ltd',
    city: 'Kolkata',
    panType: 'C',
    domain: 'kolkatajute.in',
  },
  { name: 'Nagpur Orange Growers Co-op', city: 'Nagpur', panType: 'F', domain: 'nagpurorange.in' },
  {
    name: 'Hyderabad Pharma Packaging LLP',
    city: 'Hyderabad',
    panType: 'F',
    domain: 'hydpharmapack.in',
  },
  { name: 'Chennai Labels & Printers', city: 'Chennai', panType: 'F', domain: 'chennailabels.in' },
  { name: 'Bengaluru Bamboo Goods', city: 'Bengaluru', panType: 'P', domain: 'blrbamboo.in' },
  {
    name: 'Faridabad Steel Fabricators Pvt Ltd',
    city: 'Faridabad',
    panType: 'C',
    domain: 'fbdsteel.in',
  },
  {
    name: 'Gurugram Organics Pvt Ltd',
    city: 'Gurugram',
    panType: 'C',
    domain: 'gurugramorganics.in',
  },
  { name: 'Lucknow Chikan Kari Kendra', city: 'Lucknow', panType: 'P', domain: 'lucknowchikan.in' },
  { name: 'Bhopal Agro Mills', city: 'Bhopal', panType: 'F', domain: 'bhopalagro.in' },
  {
    name: 'Chandigarh Glass Bottles Pvt Ltd',
    city: 'Chandigarh',
    panType: 'C',
    domain: 'chdglass.in',
  },
  {
    name: 'Odisha Handloom Weavers Society',
    city: 'Bhubaneswar',
    panType: 'F',
    domain: 'odishahandloom.in',
  },
  { name: 'Patna Makhana Processors', city: 'Patna', panType: 'F', domain: 'patnamakhana.in' },
  { name: 'Goa Cashew Company', city: 'Panaji', panType: 'F', domain: 'goacashew.in' },
  {
    name: 'Vizag Marine Foods Pvt Ltd',
    city: 'Visakhapatnam',
    panType: 'C',
    domain: 'vizagmarine.in',
  },
  { name: 'Raipur Rice Mills', city: 'Raipur', panType: 'F', domain: 'raipurrice.in' },
  { name: 'Ranchi Lac Products', city: 'Ranchi', panType: 'P', domain: 'ranchilac.in' },
  {
    name: 'Thiruvananthapuram Coir Industries',
    city: 'Thiruvananthapuram',
    panType: 'F',
    domain: 'tvmcoir.in',
  },
  { name: 'Pune Pet Supplies Pvt Ltd', city: 'Pune', panType: 'C', domain: 'punepetsupplies.in' },
  { name: 'Mumbai Fragrance House', city: 'Mumbai', panType: 'F', domain: 'mumbaifragrance.in' },
  { name: 'Delhi Stationery Mart', city: 'New Delhi', panType: 'P', domain: 'delhistationery.in' },
  {
    name: 'Ahmedabad Denim Mills Pvt Ltd',
    city: 'Ahmedabad',
    panType: 'C',
    domain: 'amddenim.com',
  },
  { name: 'Surat Zari Works', city: 'Surat', panType: 'F', domain: 'suratzari.in' },
  {
    name: 'Jaipur Blue Pottery Udyog',
    city: 'Jaipur',
    panType: 'F',
    domain: 'jaipurbluepottery.in',
  },
  { name: 'Kochi Rubber Goods Pvt Ltd', city: 'Kochi', panType: 'C', domain: 'kochirubber.in' },
];

/** How many sample clients the vendors are spread across. */
const CLIENTS = 12;

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** A GSTIN of the supplier, registered in its city's state, check character and all. */
function sampleGstin(random: Random, supplier: Supplier, stateName: string, holder: string) {
  const [stateCode] = gstStateCodesOf(stateName);
  if (!stateCode) throw new Error(`GST has no code for ${stateName}`);
  const letters = (n: number) =>
    Array.from({ length: n }, () => random.pick([...LETTERS])).join('');
  const initial = holder[0]?.toUpperCase() ?? 'A';
  const pan = `${letters(3)}${supplier.panType}${initial}${random.int(1000, 9999)}${letters(1)}`;
  const first14 = `${stateCode}${pan}${random.pick(['1', '1', '2'])}Z`;
  return `${first14}${gstinCheckCharacter(first14)}`;
}

export type DemoVendor = Omit<typeof vendors.$inferInsert, 'id' | 'code' | 'userId'> & {
  /** Which of the sample clients (0 …) it supplies. */
  client: number;
  /** The state's name, for the GSTIN's state code. */
  stateName: string;
};

/** A supplier as the sample vendors are made of: its name, city, PAN holder type and web domain. */
export type SampleSupplier = Supplier;

/** A vendor's record for a sample supplier: a contact, a phone, an address in its city, a GSTIN there. */
export function sampleVendor(
  random: Random,
  pinOf: SamplePin,
  supplier: Supplier,
  status: 'active' | 'inactive' = 'active',
): Omit<DemoVendor, 'client'> {
  const city = indianCities.find((entry) => entry.city === supplier.city);
  if (!city) throw new Error(`no sample city ${supplier.city}`);
  const contactFirst = random.pick(firstNames);
  const contactLast = random.pick(lastNames);
  let phone: string | null = null;
  while (!phone) {
    const typed = `${random.pick(['6', '7', '8', '9'])}${random.int(1000, 9999)} ${random.int(10000, 99999)}`;
    phone = internationalPhone(typed, 'IN');
  }
  const holder = supplier.panType === 'P' ? contactLast : supplier.name;
  return {
    name: supplier.name,
    contactName: `${contactFirst} ${contactLast}`,
    email: `${random.pick(['sales', 'orders', 'accounts', contactFirst.toLowerCase()])}@${supplier.domain}`,
    phone,
    phoneCountry: 'IN',
    // A few small traders are not registered for GST.
    taxId: random.next() < 0.9 ? sampleGstin(random, supplier, city.stateName, holder) : null,
    addressLine1: `${random.int(1, 240)}, ${random.pick(streets)}`,
    addressLine2:
      random.next() < 0.4 ? `Plot ${random.int(1, 90)}${random.pick(['A', 'B', 'C'])}` : null,
    city: city.city,
    stateCode: city.state,
    stateName: city.stateName,
    countryCode: 'IN',
    postalCode: pinOf(random, city),
    status,
  };
}

/** The sample vendors, the same on every start, each of one of `clients` clients. */
export function demoVendors(pinOf: SamplePin, clients = CLIENTS): DemoVendor[] {
  const random = prng(20_260_310);
  return suppliers.map((supplier, index) => ({
    // Every client has some, the first ones more.
    client: index < clients ? index : random.int(0, Math.ceil(clients / 2)),
    ...sampleVendor(random, pinOf, supplier, random.next() < 0.1 ? 'inactive' : 'active'),
  }));
}

/** A vendor a sample document names: its id, and its name and GSTIN as the document keeps them. */
export type SampleVendorRef = { id: number; name: string; taxId: string | null };

/**
 * The vendor of each (client, supplier) pair the sample documents name, made active where the
 * client has none of that name yet; keyed `${userId} ${name}`.
 */
export async function sampleVendorsFor(
  tx: Executor,
  wanted: { userId: number; supplier: Supplier }[],
): Promise<Map<string, SampleVendorRef>> {
  const key = (userId: number, name: string) => `${userId} ${name.toLowerCase()}`;
  const read = async () =>
    new Map(
      (
        await tx
          .select({
            id: vendors.id,
            userId: vendors.userId,
            name: vendors.name,
            taxId: vendors.taxId,
          })
          .from(vendors)
          .where(inArray(vendors.userId, [...new Set(wanted.map((each) => each.userId))]))
      ).map((row) => [key(row.userId, row.name), row]),
    );
  if (wanted.length === 0) return new Map();
  const existing = await read();
  const random = prng(20_260_311);
  const pinOf = await samplePins();
  const missing = new Map<string, (typeof wanted)[number]>();
  for (const each of wanted) {
    const at = key(each.userId, each.supplier.name);
    if (!existing.has(at)) missing.set(at, each);
  }
  const rows = [...missing.values()].map(({ userId, supplier }) => {
    const { stateName: _stateName, ...vendor } = sampleVendor(random, pinOf, supplier);
    return { ...vendor, userId, code: nextVendorCode };
  });
  for (let start = 0; start < rows.length; start += 500) {
    await tx.insert(vendors).values(rows.slice(start, start + 500));
  }
  const all = rows.length > 0 ? await read() : existing;
  return new Map(
    wanted.map((each) => {
      const vendor = all.get(key(each.userId, each.supplier.name));
      if (!vendor) throw new Error(`sample vendor ${each.supplier.name} not made`);
      return [`${each.userId} ${each.supplier.name}`, vendor];
    }),
  );
}

/** Writes the sample vendors, inside the first-run transaction, for the first active clients in India. */
export async function seedDemoVendors(tx: Executor): Promise<void> {
  const clients = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.countryCode, 'IN'), eq(users.status, 'active')))
    .orderBy(asc(users.id))
    .limit(CLIENTS);
  if (clients.length === 0) return;
  const sample = demoVendors(await samplePins(), clients.length);
  await tx.insert(vendors).values(
    sample.map(({ client, stateName: _stateName, ...vendor }) => {
      const owner = clients[client % clients.length];
      if (!owner) throw new Error('no sample client');
      return { ...vendor, userId: owner.id, code: nextVendorCode };
    }),
  );
}

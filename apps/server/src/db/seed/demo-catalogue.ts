import type { Executor } from '../client.ts';
import { packageRates, packages, zoneRegions, zones } from '../schema/catalogue.ts';

// The sample operator's delivery zones and plans: an Indian fulfilment operator pricing by
// region, with a metro zone that overlaps the regional ones (metros ship for less) and an
// international zone for cross-border brands. State codes are ISO 3166-2, as the reference data
// has them.

type DemoZone = {
  code: string;
  name: string;
  description: string;
  coverage: { countryCode: string; stateCodes: string[] }[];
  status?: 'inactive';
};

export const demoZones: DemoZone[] = [
  {
    code: 'METRO',
    name: 'Metro cities',
    description: 'States of the six metros, delivered next day from the nearest fulfilment centre.',
    coverage: [{ countryCode: 'IN', stateCodes: ['DL', 'MH', 'KA', 'TN', 'WB', 'TG'] }],
  },
  {
    code: 'NORTH',
    name: 'North India',
    description: 'Served from the Gurugram (Haryana) fulfilment centre.',
    coverage: [
      {
        countryCode: 'IN',
        stateCodes: ['DL', 'HR', 'PB', 'CH', 'HP', 'JK', 'LA', 'UK', 'UP', 'RJ'],
      },
    ],
  },
  {
    code: 'SOUTH',
    name: 'South India',
    description: 'Served from the Bengaluru fulfilment centre.',
    coverage: [{ countryCode: 'IN', stateCodes: ['KA', 'TN', 'KL', 'AP', 'TG', 'PY'] }],
  },
  {
    code: 'EAST',
    name: 'East India',
    description: 'Served from the Kolkata fulfilment centre.',
    coverage: [{ countryCode: 'IN', stateCodes: ['WB', 'OR', 'BR', 'JH'] }],
  },
  {
    code: 'WEST',
    name: 'West and central India',
    description: 'Served from the Bhiwandi (Maharashtra) fulfilment centre.',
    coverage: [{ countryCode: 'IN', stateCodes: ['MH', 'GJ', 'GA', 'MP', 'CT', 'DH'] }],
  },
  {
    code: 'NORTH-EAST',
    name: 'North-east',
    description: 'Air and surface through Guwahati; longer transit times.',
    coverage: [{ countryCode: 'IN', stateCodes: ['AS', 'AR', 'MN', 'ML', 'MZ', 'NL', 'TR', 'SK'] }],
  },
  {
    code: 'ISLANDS',
    name: 'Islands',
    description: 'Andaman and Nicobar, Lakshadweep: by sea, paused for the monsoon.',
    coverage: [{ countryCode: 'IN', stateCodes: ['AN', 'LD'] }],
    status: 'inactive',
  },
  {
    code: 'INTL',
    name: 'International',
    description: 'Cross-border through the Delhi air gateway, duties paid by the consignee.',
    coverage: [
      { countryCode: 'AE', stateCodes: [] },
      { countryCode: 'SG', stateCodes: [] },
      { countryCode: 'GB', stateCodes: [] },
      { countryCode: 'US', stateCodes: [] },
      { countryCode: 'AU', stateCodes: [] },
    ],
  },
];

type DemoPackage = {
  code: string;
  name: string;
  description: string;
  currency: string;
  price: string;
  billingCycle: 'monthly' | 'quarterly' | 'yearly';
  limits: [warehouses: number, ordersPerMonth: number, teamSeats: number, skus: number];
  features: string[];
  /** zone code → [per shipment, per kg] */
  rates: Record<string, [string, string]>;
  status?: 'inactive';
};

const domestic = (metro: number, regional: number, northEast: number, perKg: number) => ({
  METRO: [metro.toFixed(2), perKg.toFixed(2)] as [string, string],
  NORTH: [regional.toFixed(2), (perKg + 2).toFixed(2)] as [string, string],
  SOUTH: [regional.toFixed(2), (perKg + 2).toFixed(2)] as [string, string],
  EAST: [(regional + 4).toFixed(2), (perKg + 3).toFixed(2)] as [string, string],
  WEST: [regional.toFixed(2), (perKg + 2).toFixed(2)] as [string, string],
  'NORTH-EAST': [northEast.toFixed(2), (perKg + 6).toFixed(2)] as [string, string],
});

export const demoPackages: DemoPackage[] = [
  {
    code: 'STARTER-M',
    name: 'Starter',
    description: 'For a new D2C brand: one warehouse, metro and regional delivery.',
    currency: 'INR',
    price: '4999.00',
    billingCycle: 'monthly',
    limits: [1, 500, 3, 250],
    features: ['Pick, pack and dispatch', 'Two courier partners', 'Email support'],
    rates: domestic(52, 64, 95, 14),
  },
  {
    code: 'GROWTH-M',
    name: 'Growth',
    description: 'For brands shipping across India, with cash-on-delivery remittance.',
    currency: 'INR',
    price: '14999.00',
    billingCycle: 'monthly',
    limits: [2, 5000, 10, 2000],
    features: [
      'Same-day dispatch for orders before 2 pm',
      'COD remittance in 2 days',
      'Returns processing',
      'Phone support, 9 am to 9 pm',
    ],
    rates: domestic(45, 56, 84, 12.5),
  },
  {
    code: 'GROWTH-Q',
    name: 'Growth, quarterly',
    description: 'The Growth plan billed every quarter, 10% below three monthly bills.',
    currency: 'INR',
    price: '40499.00',
    billingCycle: 'quarterly',
    limits: [2, 5000, 10, 2000],
    features: [
      'Same-day dispatch for orders before 2 pm',
      'COD remittance in 2 days',
      'Returns processing',
      'Phone support, 9 am to 9 pm',
    ],
    rates: domestic(45, 56, 84, 12.5),
  },
  {
    code: 'SCALE-Y',
    name: 'Scale',
    description: 'Multi-warehouse fulfilment with B2B orders and cross-border shipping.',
    currency: 'INR',
    price: '499999.00',
    billingCycle: 'yearly',
    limits: [5, 50000, 40, 20000],
    features: [
      'B2B and marketplace orders',
      'Inventory split across warehouses',
      'Cross-border shipping',
      'Dedicated account manager',
      'API access',
    ],
    rates: { ...domestic(38, 47, 72, 10), INTL: ['1450.00', '520.00'] },
  },
  {
    code: 'ENTERPRISE-Y',
    name: 'Enterprise',
    description: 'For national retailers: custom SLAs, kitting and bundling, on-site team.',
    currency: 'INR',
    price: '1200000.00',
    billingCycle: 'yearly',
    limits: [20, 500000, 200, 100000],
    features: [
      'Kitting and bundling',
      'Custom SLA with penalties',
      'On-site operations lead',
      '24 × 7 support',
      'API access',
    ],
    rates: { ...domestic(32, 40, 64, 8.5), INTL: ['1250.00', '480.00'] },
  },
  {
    code: 'GLOBAL-M',
    name: 'Cross-border',
    description: 'For overseas brands selling into India and the Gulf, billed in US dollars.',
    currency: 'USD',
    price: '349.00',
    billingCycle: 'monthly',
    limits: [1, 2000, 5, 500],
    features: ['Import clearance support', 'GST invoicing on your behalf'],
    rates: { METRO: ['0.65', '0.18'], INTL: ['17.50', '6.25'] },
  },
  {
    code: 'LITE-M',
    name: 'Lite (retired)',
    description: 'The first plan, replaced by Starter; brands already on it keep it.',
    currency: 'INR',
    price: '2499.00',
    billingCycle: 'monthly',
    limits: [1, 200, 1, 100],
    features: ['Pick, pack and dispatch'],
    rates: { METRO: ['60.00', '16.00'] },
    status: 'inactive',
  },
];

/** Looks up inserted rows' ids by code; a code that was not inserted is a mistake in the data. */
function idsByCode(rows: { id: number; code: string }[], kind: string) {
  const ids = new Map(rows.map((row) => [row.code, row.id]));
  return (code: string): number => {
    const id = ids.get(code);
    if (id === undefined) throw new Error(`sample ${kind} ${code} is missing`);
    return id;
  };
}

/** Writes the sample zones and packages with their rates, inside the first-run transaction. */
export async function seedDemoCatalogue(tx: Executor): Promise<void> {
  const insertedZones = await tx
    .insert(zones)
    .values(
      demoZones.map((zone) => ({
        code: zone.code,
        name: zone.name,
        description: zone.description,
        status: zone.status ?? ('active' as const),
      })),
    )
    .returning({ id: zones.id, code: zones.code });
  const idOf = idsByCode(insertedZones, 'zone');
  // One row per state covered, or one row with no state for a whole country.
  const regions: (typeof zoneRegions.$inferInsert)[] = demoZones.flatMap((zone) =>
    zone.coverage.flatMap(({ countryCode, stateCodes }) =>
      (stateCodes.length === 0 ? [null] : stateCodes).map((stateCode) => ({
        zoneId: idOf(zone.code),
        countryCode,
        stateCode,
      })),
    ),
  );
  await tx.insert(zoneRegions).values(regions);
  const insertedPackages = await tx
    .insert(packages)
    .values(
      demoPackages.map((plan) => ({
        code: plan.code,
        name: plan.name,
        description: plan.description,
        currency: plan.currency,
        price: plan.price,
        billingCycle: plan.billingCycle,
        warehouses: plan.limits[0],
        ordersPerMonth: plan.limits[1],
        teamSeats: plan.limits[2],
        skus: plan.limits[3],
        features: plan.features,
        status: plan.status ?? ('active' as const),
      })),
    )
    .returning({ id: packages.id, code: packages.code });
  const packageIdOf = idsByCode(insertedPackages, 'package');
  await tx.insert(packageRates).values(
    demoPackages.flatMap((plan) =>
      Object.entries(plan.rates).map(([zoneCode, [perShipment, perKg]]) => ({
        packageId: packageIdOf(plan.code),
        zoneId: idOf(zoneCode),
        perShipment,
        perKg,
      })),
    ),
  );
}

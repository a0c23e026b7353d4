import type { Package, PackageSummary } from '@depot/contracts/packages';
import type { Zone, ZoneDetail } from '@depot/contracts/zones';

/** A package as the Packages list shows it. */
export function packageSummary(overrides: Partial<PackageSummary> = {}): PackageSummary {
  return {
    code: 'GROWTH-M',
    name: 'Growth monthly',
    description: 'For growing D2C brands shipping across India.',
    currency: 'INR',
    price: '14999.00',
    billingCycle: 'monthly',
    limits: { warehouses: 2, ordersPerMonth: 5000, teamSeats: 10, skus: 2000 },
    features: ['Same-day dispatch', 'COD remittance in 2 days'],
    status: 'active',
    zoneCount: 2,
    subscriberCount: 0,
    createdAt: '2026-03-01T06:30:00.000Z',
    updatedAt: '2026-04-12T04:00:00.000Z',
    ...overrides,
  };
}

/** A package with its rates, as its view reads it. */
export function packageDetail(overrides: Partial<Package> = {}): Package {
  return {
    ...packageSummary(),
    rates: [
      {
        zone: { code: 'METRO', name: 'Metro cities', status: 'active' },
        perShipment: '45.00',
        perKg: '12.50',
      },
    ],
    ...overrides,
  };
}

/** A zone as the Zones list shows it. */
export function zone(overrides: Partial<Zone> = {}): Zone {
  return {
    code: 'WEST',
    name: 'West India',
    description: 'Maharashtra, Gujarat and Goa',
    coverage: [{ countryCode: 'IN', stateCodes: ['MH', 'GJ', 'GA'] }],
    status: 'active',
    packageCount: 3,
    createdAt: '2026-03-01T06:30:00.000Z',
    updatedAt: '2026-04-12T04:00:00.000Z',
    ...overrides,
  };
}

export function zoneDetail(overrides: Partial<ZoneDetail> = {}): ZoneDetail {
  return { ...zone(), overlaps: [], ...overrides };
}

/** One page of a list. */

export { page } from '@/test/list-page.ts';

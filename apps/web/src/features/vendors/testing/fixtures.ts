import type { Vendor } from '@depot/contracts/vendors';

/** A vendor as the server answers it. */
export function vendor(overrides: Partial<Vendor> = {}): Vendor {
  return {
    code: 'VEN-000007',
    user: { code: 'USR-000042', businessName: 'Kesar Naturals' },
    name: 'Shree Balaji Corrugated Boxes',
    contactName: 'Ramesh Patil',
    email: 'sales@balajiboxes.in',
    phone: '+919822345671',
    phoneCountry: 'IN',
    taxId: '27AAPFU0939F1ZV',
    address: {
      line1: 'Gala 12, Rahnal Industrial Area',
      line2: null,
      city: 'Bhiwandi',
      state: 'MH',
      country: 'IN',
      postalCode: '421302',
    },
    status: 'active',
    createdAt: '2026-03-01T06:30:00.000Z',
    updatedAt: '2026-04-12T04:00:00.000Z',
    ...overrides,
  };
}

/** One page of a list, as the server answers it. */
export function page<T>(items: T[]) {
  return { items, total: items.length, page: 1, pageSize: 20 };
}

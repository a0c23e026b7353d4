import type { User } from '@depot/contracts/users';

/** A client business as the server answers it. */
export function user(overrides: Partial<User> = {}): User {
  return {
    code: 'USR-000042',
    businessName: 'Kesar Naturals',
    contactName: 'Meera Kulkarni',
    email: 'meera@kesarnaturals.in',
    phone: '+919820041127',
    phoneCountry: 'IN',
    taxId: '27AAPFU0939F1ZV',
    address: {
      line1: '14 Tardeo Road',
      line2: null,
      city: 'Mumbai',
      state: 'MH',
      country: 'IN',
      postalCode: '400034',
    },
    timezone: 'Asia/Kolkata',
    currency: 'INR',
    status: 'active',
    plan: {
      package: { code: 'GROWTH-M', name: 'Growth' },
      status: 'active',
      periodStart: '2026-11-01',
      periodEnd: '2026-11-30',
    },
    createdAt: '2026-03-01T06:30:00.000Z',
    updatedAt: '2026-04-12T04:00:00.000Z',
    ...overrides,
  };
}

export const packageOptions = [
  {
    code: 'GROWTH-M',
    name: 'Growth',
    status: 'active',
    currency: 'INR',
    price: '14999.00',
    billingCycle: 'monthly',
  },
  {
    code: 'LITE-M',
    name: 'Lite (retired)',
    status: 'inactive',
    currency: 'INR',
    price: '2499.00',
    billingCycle: 'monthly',
  },
];

export function page<T>(items: T[]) {
  return { items, total: items.length, page: 1, pageSize: 20 };
}

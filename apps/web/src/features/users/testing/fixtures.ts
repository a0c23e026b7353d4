import type { UserPlanDetails } from '@depot/contracts/user-plans';
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
    code: 'SCALE-M',
    name: 'Scale',
    status: 'active',
    currency: 'INR',
    price: '39999.00',
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

/** A business's plan screen as the server answers it. */
export function planDetails(overrides: Partial<UserPlanDetails> = {}): UserPlanDetails {
  return {
    user: { code: 'USR-000042', businessName: 'Kesar Naturals', status: 'active' },
    current: {
      package: {
        code: 'GROWTH-M',
        name: 'Growth',
        currency: 'INR',
        price: '14999.00',
        billingCycle: 'monthly',
        limits: { warehouses: 3, ordersPerMonth: 5000, teamSeats: 10, skus: 2000 },
        features: ['Same-day dispatch', 'API access'],
        status: 'active',
      },
      periodStart: '2026-11-01',
      periodEnd: '2026-11-30',
      status: 'active',
      scheduledChange: null,
    },
    usage: [
      { key: 'warehouses', limit: 3, used: null },
      { key: 'ordersPerMonth', limit: 5000, used: 1250 },
      { key: 'teamSeats', limit: 10, used: null },
      { key: 'skus', limit: 2000, used: null },
    ],
    history: [
      {
        package: { code: 'GROWTH-M', name: 'Growth' },
        periodStart: '2026-11-01',
        periodEnd: '2026-11-30',
        status: 'active',
        cancelledAt: null,
        changedAt: null,
        createdAt: '2026-11-01T04:30:00.000Z',
      },
    ],
    transactions: [
      {
        invoiceNumber: 'INV-2026-000311',
        kind: 'renewal',
        user: { code: 'USR-000042', businessName: 'Kesar Naturals' },
        package: { code: 'GROWTH-M', name: 'Growth' },
        amount: '14999.00',
        currency: 'INR',
        status: 'paid',
        method: 'upi',
        reference: 'UPI/431209876543',
        periodStart: '2026-11-01',
        periodEnd: '2026-11-30',
        createdAt: '2026-11-01T04:30:00.000Z',
        paidAt: '2026-11-01T05:00:00.000Z',
      },
    ],
    ...overrides,
  };
}

export { page } from '@/test/list-page.ts';

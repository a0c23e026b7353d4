import type { Order, OrderDetail } from '@depot/contracts/orders';

/** A B2B order as the list answers it. */
export function order(overrides: Partial<Order> = {}): Order {
  return {
    number: 'ORD-004512',
    user: { code: 'USR-000042', businessName: 'Kesar Naturals' },
    buyer: {
      name: 'Sharma Retail LLP',
      gstin: '07AAKFS1234A1Z2',
      city: 'New Delhi',
      state: 'DL',
      country: 'IN',
      postalCode: '110016',
    },
    warehouse: { code: 'BOM-BHW1', name: 'Bhiwandi DC' },
    orderDate: '2026-11-18',
    requiredBy: '2026-11-25',
    status: 'packed',
    quantity: 48,
    subtotal: '24000.00',
    tax: '4320.00',
    amount: '28320.00',
    currency: 'INR',
    lineCount: 2,
    createdAt: '2026-11-18T05:00:00.000Z',
    updatedAt: '2026-11-19T09:30:00.000Z',
    ...overrides,
  };
}

export function orderDetail(overrides: Partial<OrderDetail> = {}): OrderDetail {
  return {
    ...order(),
    lines: [
      {
        sku: 'KN-SOAP-100',
        description: 'Kesar sandal soap, 100 g',
        quantity: 40,
        unitPrice: '450.00',
        taxRate: '18.00',
        taxAmount: '3240.00',
        lineTotal: '21240.00',
      },
      {
        sku: 'KN-OIL-200',
        description: 'Kumkumadi oil, 200 ml',
        quantity: 8,
        unitPrice: '750.00',
        taxRate: '18.00',
        taxAmount: '1080.00',
        lineTotal: '7080.00',
      },
    ],
    ...overrides,
  };
}

export { page } from '@/test/list-page.ts';

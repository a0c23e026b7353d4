import type { AdditionalDetailField, Shipment } from '@depot/contracts/shipments';

/** A shipment as the server answers it. */
export function shipment(overrides: Partial<Shipment> = {}): Shipment {
  return {
    id: 'SHP-000321',
    reference: 'KN-ORD-88121',
    user: { code: 'USR-000042', businessName: 'Kesar Naturals' },
    consignee: {
      name: 'Ritu Sharma',
      phone: '+919811022334',
      phoneCountry: 'IN',
      email: null,
      address: {
        line1: '22 Hauz Khas Village',
        line2: null,
        city: 'New Delhi',
        state: 'DL',
        country: 'IN',
        postalCode: '110016',
      },
    },
    boxes: 2,
    weightKg: '12.5',
    lengthCm: '40',
    widthCm: '30',
    heightCm: '25',
    declaredValue: '18500.00',
    currency: 'INR',
    carrier: null,
    trackingNumber: null,
    status: 'draft',
    additionalDetails: {
      invoiceNumber: null,
      invoiceDate: null,
      ewayBillNumber: null,
      hsnCodes: [],
      contentsDescription: null,
    },
    missingDetails: ['invoiceNumber', 'invoiceDate', 'hsnCodes', 'contentsDescription'],
    createdAt: '2026-11-20T06:30:00.000Z',
    updatedAt: '2026-11-20T06:30:00.000Z',
    dispatchedAt: null,
    deliveredAt: null,
    ...overrides,
  };
}

/** GET /admin/shipment/getIsFilledAdditionalDetails/{id}'s answer, with these fields missing. */
export function detailsState(missing: AdditionalDetailField[], needsEwayBill = false) {
  return { isFilled: missing.length === 0, missing, needsEwayBill };
}

export { page } from '@/test/list-page.ts';

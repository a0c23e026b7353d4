import type { Sku, SkuListItem } from '@depot/contracts/skus';

/** A SKU as the server answers it: jute sandals of Kesar Naturals, with two barcodes. */
export function sku(overrides: Partial<Sku> = {}): Sku {
  return {
    id: 'SKU-000007',
    code: 'HF-JUT-MOJ-7',
    user: { code: 'USR-000042', businessName: 'Kesar Naturals' },
    product: {
      id: 'PRD-000003',
      name: 'Jute mojari',
      brand: 'Haath Factory',
      category: 'Footwear',
    },
    kind: 'standard',
    name: 'Jute mojari, tan, UK 7',
    variant: 'Tan, UK 7',
    barcodes: ['8906001234562', 'HF-0007'],
    hsnCode: '64041190',
    gstRate: '5',
    mrp: '1499.00',
    currency: 'INR',
    unit: 'pair',
    unitsPerCase: 24,
    weightKg: '0.45',
    lengthCm: '30',
    widthCm: '12',
    heightCm: '10',
    tracking: 'none',
    shelfLifeDays: null,
    minShelfLifeDays: null,
    components: [],
    status: 'active',
    createdAt: '2026-03-01T06:30:00.000Z',
    updatedAt: '2026-04-12T04:00:00.000Z',
    ...overrides,
  };
}

/** A SKU as a list row: its component count, not its components. */
export function skuRow(overrides: Partial<Sku> = {}): SkuListItem {
  const { components, ...row } = sku(overrides);
  return { ...row, componentCount: components.length };
}

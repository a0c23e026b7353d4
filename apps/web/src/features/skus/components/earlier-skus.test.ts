import type { SkuImportRow } from '@depot/contracts/sku-import';
import { describe, expect, test } from 'vitest';
import { earlierSkusOf } from './earlier-skus.ts';

const row = (line: number, code: string, extra: Partial<SkuImportRow> = {}): SkuImportRow => ({
  line,
  client: 'usr-000001',
  code,
  product: 'Jute mojari',
  name: code,
  ...extra,
});

describe('what a part’s dry run is told of the parts above it', () => {
  test('the sound SKUs above that its rows name, as components, codes or barcodes', () => {
    const before = [
      row(2, 'bag-01', { barcodes: '8901030865237, BAG/1' }),
      row(3, 'STRAP-01', { kind: 'Bundle' }),
      row(4, 'BROKEN'),
      row(5, 'UNNAMED'),
      row(6, 'OTHER', { client: 'USR-000002' }),
    ];
    const part = [
      row(7, 'KIT-01', { kind: 'Kit', components: 'BAG-01 × 2; strap-01; broken x 1; OTHER' }),
      row(8, 'bag-01'),
      row(9, 'NEW', { barcodes: 'BAG/1 999' }),
    ];
    expect(earlierSkusOf(part, before, new Set([4]))).toEqual([
      { row: 2, client: 'USR-000001', code: 'BAG-01', kind: 'standard', barcodes: ['BAG/1'] },
      { row: 3, client: 'USR-000001', code: 'STRAP-01', kind: 'bundle', barcodes: [] },
    ]);
  });

  test('a code made twice above is told by its first row', () => {
    const before = [row(2, 'DUP'), row(3, 'DUP', { kind: 'Kit' })];
    expect(earlierSkusOf([row(4, 'K', { components: 'DUP' })], before, new Set())).toEqual([
      { row: 2, client: 'USR-000001', code: 'DUP', kind: 'standard', barcodes: [] },
    ]);
  });
});

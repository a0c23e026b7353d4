// The catalogue's fixtures are shared: other features' screens scan and pick SKUs too.
export { sku, skuRow } from '@/test/sku-fixtures.ts';

import type { VendorOption } from '@depot/contracts/vendors';
import type { WarehouseOption } from '@depot/contracts/warehouses';
import type { Page } from '@playwright/test';
import type { adminApi } from './admin-api.ts';
import { chooseOption } from './select.ts';
import { expect } from './test.ts';
import { uniqueTag } from './unique.ts';

type Api = Awaited<ReturnType<typeof adminApi>>;

/**
 * What a goods receipt of the client names besides its lines: an active vendor of the client
 * (one is made when the sample data gave it none) and an active warehouse.
 */
export async function receiptPlaces(
  api: Api,
  userCode: string,
): Promise<{ vendor: VendorOption; warehouse: WarehouseOption }> {
  const vendors = (await api.get(`/admin/vendors/options?user=${userCode}`)) as VendorOption[];
  const vendor =
    vendors.find((option) => option.isActive) ??
    ((await api.post('/admin/vendors', {
      userCode,
      name: `Nashik Agro Foods ${uniqueTag()}`,
      contactName: 'Sunil Pawar',
      email: `sales.${uniqueTag()}@nashikagro.in`,
      phoneCountry: 'IN',
      phone: '98220 41553',
      address: {
        line1: '7 MIDC Ambad',
        city: 'Nashik',
        state: 'MH',
        country: 'IN',
        postalCode: '422010',
      },
    })) as VendorOption);
  const warehouses = (await api.get('/admin/warehouses/options')) as WarehouseOption[];
  const warehouse = warehouses.find((option) => option.isActive);
  if (!warehouse) throw new Error('the sample data keeps no active warehouse');
  return { vendor, warehouse };
}

/** The vendor and the warehouse a new receipt names, chosen in its pickers. */
export async function chooseVendorAndWarehouse(
  page: Page,
  { vendor, warehouse }: Awaited<ReturnType<typeof receiptPlaces>>,
) {
  const form = page.locator('#create-receiving');
  const vendorTitle = `${vendor.name} (${vendor.code})`;
  await chooseOption(page, {
    picker: page.getByRole('combobox', { name: 'Vendor' }),
    search: vendor.code,
    option: vendorTitle,
    chosen: form.getByTitle(vendorTitle, { exact: true }),
  });
  const warehouseTitle = `${warehouse.name} (${warehouse.code})`;
  await chooseOption(page, {
    picker: page.getByRole('combobox', { name: 'Warehouse' }),
    search: warehouse.code,
    option: warehouseTitle,
    chosen: form.getByTitle(warehouseTitle, { exact: true }),
  });
}

/** The line's SKU as a barcode scanner gives it: its code typed, then Enter. */
export async function pickSku(page: Page, code: string) {
  const picker = page.getByRole('combobox', { name: 'SKU of line 1' });
  await picker.click();
  await picker.fill(code);
  await picker.press('Enter');
  await expect(
    page.locator('#create-receiving').getByTitle(new RegExp(`^${code} · `)),
  ).toBeVisible();
}

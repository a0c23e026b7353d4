import { describe, expect, test } from 'vitest';
import { createSku, createUser } from '../../test/factories.ts';
import { fileApp } from '../../test/file-app.ts';
import { memberWithRole } from '../../test/members.ts';

const { app, admin, call } = fileApp();

const EAN = '8901030865237';

describe('the SKU picker of a document’s lines', () => {
  test('offers a client’s SKUs by code, barcode or name, exact matches first, to whoever fills in a receipt', async () => {
    const client = (await createUser(app, admin, { businessName: 'Haathkaam Crafts' })).code;
    const other = (await createUser(app, admin, { businessName: 'Other Crafts' })).code;
    const mojari = await createSku(app, admin, client, {
      code: 'HF-JUT-MOJ-7',
      name: 'Jute mojari, tan, UK 7',
      barcodes: [EAN],
    });
    const bag = await createSku(app, admin, client, {
      code: 'HF-JUT-BAG-1',
      name: 'Jute tote with a mojari print',
      product: { name: 'Jute tote' },
    });
    const gift = await createSku(app, admin, client, {
      code: 'HF-GIFT-SET',
      name: 'Mojari and tote gift set',
      product: { name: 'Gift set' },
      kind: 'bundle',
      components: [
        { sku: mojari.code, quantity: 1 },
        { sku: bag.code, quantity: 1 },
      ],
    });
    await createSku(app, admin, other, { code: 'HF-JUT-MOJ-8', name: 'Jute mojari elsewhere' });
    const clerk = await memberWithRole(app, 'sku-picker-clerk', {
      receiving: { view: true, add: true },
    });
    const options = async (query: string) => {
      const response = await call('GET', `skus/options${query}`, undefined, clerk.session);
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data as Array<{ id: string; code: string; kind: string }>;
    };
    // The client's, by code; a bundle says it is one.
    expect(await options(`?user=${client.toLowerCase()}`)).toEqual([
      { id: gift.id, code: 'HF-GIFT-SET', name: gift.name, kind: 'bundle', isActive: true },
      { id: bag.id, code: 'HF-JUT-BAG-1', name: bag.name, kind: 'standard', isActive: true },
      { id: mojari.id, code: 'HF-JUT-MOJ-7', name: mojari.name, kind: 'standard', isActive: true },
    ]);
    // A name or part of a code; the exact code, or a barcode as a scanner reads it, first.
    expect((await options(`?user=${client}&q=jute`)).map((each) => each.code)).toEqual([
      'HF-JUT-BAG-1',
      'HF-JUT-MOJ-7',
    ]);
    expect((await options(`?user=${client}&q=hf-jut-moj-7`))[0]?.code).toBe('HF-JUT-MOJ-7');
    expect(await options(`?user=${client}&q=${EAN}`)).toEqual([
      expect.objectContaining({ code: 'HF-JUT-MOJ-7' }),
    ]);
    expect(await options(`?user=${other}&q=${EAN}`)).toEqual([]);
    // A client must be named; and the picker opens no SKU record.
    const unnamed = await call('GET', 'skus/options', undefined, clerk.session);
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json().error.details).toEqual([
      expect.objectContaining({ path: 'user', message: 'Choose the client first' }),
    ]);
    expect((await call('GET', `skus/${mojari.id}`, undefined, clerk.session)).statusCode).toBe(403);
    const outsider = await memberWithRole(app, 'sku-picker-outsider', {
      dashboard: { view: true },
    });
    expect(
      (await call('GET', `skus/options?user=${client}`, undefined, outsider.session)).statusCode,
    ).toBe(403);
  });
});

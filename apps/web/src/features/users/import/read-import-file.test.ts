import { describe, expect, test } from 'vitest';
import { importRowsOf, readImportFile } from './read-import-file.ts';

describe('importRowsOf', () => {
  test('headers match in any case or spelling; unknown ones are listed, blank rows skipped but counted', () => {
    const file = importRowsOf(
      [
        'business_name',
        'Contact Name',
        'EMAIL',
        'Phone',
        'Address line 1',
        'City',
        'State',
        'Country',
        'PostalCode',
        'Notes',
      ],
      [
        { business_name: 'Kesar Naturals', EMAIL: 'meera@kesar.in', Notes: 'call first' },
        { business_name: '', EMAIL: '  ' },
        { business_name: 'Tulsi Organics', State: 'Kerala' },
      ],
    );
    expect(file.ignoredHeaders).toEqual(['Notes']);
    expect(file.missingHeaders).toEqual([]);
    expect(file.rows).toEqual([
      { line: 2, businessName: 'Kesar Naturals', email: 'meera@kesar.in' },
      { line: 4, businessName: 'Tulsi Organics', state: 'Kerala' },
    ]);
  });

  test('required columns the file lacks are named by the template’s header', () => {
    const file = importRowsOf(
      ['Business name', 'Email'],
      [{ 'Business name': 'A', Email: 'a@b.in' }],
    );
    expect(file.missingHeaders).toEqual([
      'Contact name',
      'Phone',
      'Address line 1',
      'City',
      'State',
      'Country',
      'Postal code',
    ]);
  });
});

describe('readImportFile', () => {
  test('reads quotes, commas and line breaks inside cells and a byte-order mark, with progress', async () => {
    const csv =
      '\uFEFFBusiness name,Email,Address line 1\r\n' +
      '"Kaveri Home, Pvt Ltd",anjali@kaveri.in,"14 Hill Road\nBandra West"\r\n' +
      '\r\n' +
      'Tulsi,t@tulsi.in,2 MG Road\r\n';
    const shares: number[] = [];
    const file = await readImportFile(new Blob([csv], { type: 'text/csv' }), (share) =>
      shares.push(share),
    );
    expect(file.rows).toEqual([
      {
        line: 2,
        businessName: 'Kaveri Home, Pvt Ltd',
        email: 'anjali@kaveri.in',
        line1: '14 Hill Road\nBandra West',
      },
      { line: 4, businessName: 'Tulsi', email: 't@tulsi.in', line1: '2 MG Road' },
    ]);
    expect(shares.at(-1)).toBe(1);
  });
});

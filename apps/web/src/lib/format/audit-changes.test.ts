import { describe, expect, test } from 'vitest';
import { auditChanges, entityLabel, type ValueWords } from './audit-changes.ts';

describe('audit changes', () => {
  test('an update lists only the fields that differ, references by name', () => {
    const before = { fullName: 'Ravi', role: { key: 'packer', name: 'Packer' }, updatedAt: 'a' };
    const after = { fullName: 'Ravi', role: { key: 'lead', name: 'Lead' }, updatedAt: 'b' };
    expect(auditChanges({ action: 'update', before, after })).toEqual([
      { path: 'role', label: 'Role', before: 'Packer', after: 'Lead' },
    ]);
  });

  test('a creation lists what was set, leaving out blanks and flags left off', () => {
    const after = {
      designation: null,
      permissions: { users: { view: true, add: false } },
      lastSignInAt: null,
    };
    expect(auditChanges({ action: 'create', before: null, after })).toEqual([
      {
        path: 'permissions.users.view',
        label: 'Permissions › Users › View',
        before: '—',
        after: 'Yes',
      },
    ]);
  });
});

describe('a kind of record with its field labels declared', () => {
  test('names its fields in those words in History, nested parts after them', () => {
    const before = { code: 'NORTH', packageCount: 2, coverage: [{ countryCode: 'IN' }] };
    const after = { code: 'NORTH', packageCount: 3, coverage: [{ countryCode: 'AE' }] };
    expect(
      auditChanges({ action: 'update', entity: 'zone', before, after }).map(
        (change) => change.label,
      ),
    ).toEqual(['Countries and states › 1 › Country', 'Packages']);
    // A field inside objects reads by its own words alone.
    expect(
      auditChanges({
        action: 'update',
        entity: 'shipment',
        before: { consignee: { address: { line1: 'Plot 4' } }, widthCm: '10' },
        after: { consignee: { address: { line1: 'Plot 5' } }, widthCm: '12' },
      }).map((change) => change.label),
    ).toEqual(['Address line 1', 'Width (cm)']);
    // A list's elements are counted from 1, their fields named by their own words.
    expect(
      auditChanges({
        action: 'update',
        entity: 'goods-receipt',
        before: { lines: [{ rejectReason: null }, { rejectReason: null }] },
        after: { lines: [{ rejectReason: null }, { rejectReason: 'damaged' }] },
      }).map((change) => change.label),
    ).toEqual(['Lines › 2 › Reject reason']);
    expect(
      auditChanges({
        action: 'update',
        entity: 'user',
        before: { contactName: 'Asha', address: { state: 'KA' } },
        after: { contactName: 'Asha R', address: { state: 'MH' } },
      }).map((change) => change.label),
    ).toEqual(['Contact name', 'State']);
    // Another kind, without declared labels, has its names made readable.
    expect(
      auditChanges({ action: 'update', entity: 'package', before, after }).map(
        (change) => change.label,
      ),
    ).toEqual(['Package count', 'Coverage › 1 › Country code']);
  });
});

describe('values as the screens show them', () => {
  const words: ValueWords = {
    country: (code) => ({ IN: 'India' })[code] ?? code,
    state: (country, code) => (country === 'IN' ? { KA: 'Karnataka' }[code] : undefined) ?? code,
    phone: (e164) => `phone ${e164}`,
  };

  test('amounts in their currency, words for codes, days and places by name', () => {
    const changes = auditChanges(
      {
        action: 'update',
        entity: 'user',
        before: { plan: { periodEnd: '2026-11-30' }, address: { state: 'MH', country: 'IN' } },
        after: {
          plan: { periodEnd: '2026-12-31' },
          address: { state: 'KA', country: 'IN' },
          invoice: { amount: '499999.00', currency: 'INR', method: 'upi', status: 'pending' },
        },
      },
      words,
    );
    expect(changes.map(({ label, before, after }) => [label, before, after])).toEqual([
      ['State', 'MH', 'Karnataka'],
      ['Period end', '11/30/2026', '12/31/2026'],
      ['Invoice amount', '—', '₹4,99,999.00'],
      ['Invoice currency', '—', 'INR'],
      ['Invoice status', '—', 'Pending'],
      ['Payment method', '—', 'UPI'],
    ]);
  });

  test('a list of plain values is one field; a list’s reasons read as words', () => {
    const shipment = auditChanges(
      {
        action: 'update',
        entity: 'shipment',
        before: { additionalDetails: { hsnCodes: ['6109'] } },
        after: { additionalDetails: { hsnCodes: ['6109', '6203'] } },
      },
      words,
    );
    expect(shipment).toEqual([
      {
        path: 'additionalDetails.hsnCodes',
        label: 'HSN codes',
        before: '6109',
        after: '6109, 6203',
      },
    ]);
    const receipt = auditChanges({
      action: 'update',
      entity: 'goods-receipt',
      before: { lines: [{ rejectReason: null }] },
      after: { lines: [{ rejectReason: 'short-expiry' }] },
    });
    expect(receipt.map((change) => change.after)).toEqual(['Short expiry']);
  });

  test('a creation lists its fields in the order of the form', () => {
    const changes = auditChanges(
      {
        action: 'create',
        entity: 'shipment',
        before: null,
        after: {
          status: 'draft',
          weightKg: '12.5',
          consignee: { phone: '+919820041127', name: 'Kavya' },
          reference: 'PO-7',
        },
      },
      words,
    );
    expect(changes.map(({ label, after }) => [label, after])).toEqual([
      ['Reference', 'PO-7'],
      ['Consignee name', 'Kavya'],
      ['Consignee phone', 'phone +919820041127'],
      ['Weight (kg)', '12.5 kg'],
      ['Status', 'Draft'],
    ]);
  });
});

describe('entityLabel', () => {
  test('names each kind of record the server audits, from the one list of them', () => {
    expect(entityLabel('goods-receipt')).toBe('Goods receipt');
    expect(entityLabel('team-member')).toBe('Team member');
    expect(entityLabel('table-sequence')).toBe('Table columns');
  });

  test('an entity this build does not know reads as its words', () => {
    expect(entityLabel('stock-transfer')).toBe('Stock transfer');
    // An own property only: a name from Object's prototype is not a known entity.
    expect(entityLabel('constructor')).toBe('Constructor');
  });
});

import type { Action, Permissions, Resource } from '@depot/contracts/permissions';

type Grant = Partial<Record<Resource, Action[]>>;

function toPermissions(grant: Grant): Permissions {
  return Object.fromEntries(
    Object.entries(grant).map(([resource, granted]) => [
      resource,
      Object.fromEntries(granted.map((action) => [action, true])),
    ]),
  );
}

/** Roles of the sample operator, beyond the built-in super-admin. */
export const demoRoles = [
  {
    key: 'operations-manager',
    name: 'Operations Manager',
    description: 'Runs day-to-day fulfilment: clients, shipments, goods receipts and orders.',
    permissions: toPermissions({
      dashboard: ['view'],
      users: ['view', 'add', 'edit', 'import'],
      packages: ['view'],
      zones: ['view'],
      teams: ['view'],
      shipments: ['view', 'add', 'edit', 'delete', 'export', 'approve'],
      receiving: ['view', 'add', 'edit', 'delete', 'export', 'approve'],
      orders: ['view', 'add', 'edit', 'export'],
      reports: ['view', 'export'],
      transactions: ['view'],
      vendors: ['view', 'add', 'edit', 'delete', 'export'],
      warehouses: ['view', 'add', 'edit', 'export'],
      locations: ['view', 'add', 'edit', 'delete', 'export', 'import'],
      // The catalogue is theirs, and a client's catalogue arrives as a spreadsheet.
      products: ['view', 'add', 'edit', 'delete', 'export', 'import'],
      // What is where, and what a client holds, asked of them all day; they put goods away too.
      inventory: ['view', 'edit', 'export'],
      // They approve the large corrections the floor raises.
      adjustments: ['view', 'add', 'export', 'approve'],
      // They send goods between warehouses and take in what arrives.
      transfers: ['view', 'add', 'edit', 'export'],
      // They plan the cycle counts and review them: posting a count's variances is theirs.
      counts: ['view', 'add', 'edit', 'export', 'approve'],
    }),
  },
  {
    key: 'warehouse-supervisor',
    name: 'Warehouse Supervisor',
    description:
      'Receives inbound stock and prepares outbound shipments on the floor; operations approves the goods receipts they count.',
    permissions: toPermissions({
      dashboard: ['view'],
      // Counting is theirs, approving is not: a receipt is checked by a second person.
      shipments: ['view', 'add', 'edit'],
      receiving: ['view', 'add', 'edit'],
      orders: ['view'],
      // Who sent the goods in, read on the floor; the vendors themselves are operations'.
      vendors: ['view'],
      // The floor is theirs: they lay out and label the bins of the warehouses operations runs.
      warehouses: ['view'],
      locations: ['view', 'add', 'edit', 'delete', 'export', 'import'],
      // What is on the floor is read by its barcode; the catalogue itself is operations'.
      products: ['view'],
      // Where each SKU sits and what a bin holds: the floor's first question. They put received
      // goods away into bins.
      inventory: ['view', 'edit', 'export'],
      // They correct what they find; a large correction waits for operations.
      adjustments: ['view', 'add'],
      // They move goods between bins, and take in what another warehouse sends.
      transfers: ['view', 'add', 'edit'],
      // They begin counts and count the bins; someone else reviews what they found.
      counts: ['view', 'add', 'edit'],
    }),
  },
  {
    key: 'finance',
    name: 'Finance',
    description: 'Billing, plans and subscription payments.',
    permissions: toPermissions({
      dashboard: ['view'],
      users: ['view'],
      packages: ['view', 'add', 'edit'],
      zones: ['view'],
      shipments: ['view', 'export'],
      receiving: ['view', 'export'],
      transactions: ['view', 'export'],
      // Records payments and refunds, and issues credit notes: each refund or credit by someone
      // other than whoever recorded the payment or raised the invoice (docs/decisions/0041).
      settlements: ['view', 'add', 'approve'],
      'credit-notes': ['view', 'add'],
      // Order figures feed billing and reconciliation; finance reads them, never changes them.
      orders: ['view'],
      reports: ['view', 'export'],
      // Suppliers' GSTINs and addresses, for reconciling their invoices.
      vendors: ['view', 'export'],
      // HSN codes, GST rates and MRPs, for the clients' tax questions.
      products: ['view', 'export'],
      // Units held per client, for storage billing.
      inventory: ['view', 'export'],
      // Write-offs, for the clients' claims.
      adjustments: ['view', 'export'],
    }),
  },
  {
    key: 'customer-support',
    name: 'Customer Support',
    description: 'Answers client questions about their account, shipments and orders.',
    permissions: toPermissions({
      dashboard: ['view'],
      users: ['view', 'edit'],
      shipments: ['view'],
      receiving: ['view'],
      orders: ['view'],
      vendors: ['view'],
      // Where a client's goods are kept, when a client asks.
      warehouses: ['view'],
      // What a client's SKU is, when a client asks about an order or a receipt.
      products: ['view'],
      // How many of it are in stock, when a client asks.
      inventory: ['view'],
    }),
  },
  {
    key: 'auditor',
    name: 'Auditor',
    description: 'Read-only access to every area for internal and statutory audits.',
    permissions: toPermissions({
      dashboard: ['view'],
      users: ['view'],
      packages: ['view'],
      zones: ['view'],
      teams: ['view'],
      roles: ['view'],
      settings: ['view'],
      shipments: ['view'],
      receiving: ['view'],
      orders: ['view'],
      reports: ['view'],
      transactions: ['view'],
      settlements: ['view'],
      'credit-notes': ['view'],
      vendors: ['view'],
      warehouses: ['view'],
      locations: ['view'],
      products: ['view'],
      inventory: ['view'],
      adjustments: ['view'],
      transfers: ['view'],
      counts: ['view'],
    }),
  },
];

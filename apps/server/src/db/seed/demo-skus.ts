import { and, asc, eq } from 'drizzle-orm';
import { isValid as isValidGtin } from 'gtin';
import type { Executor } from '../client.ts';
import {
  nextProductId,
  nextSkuId,
  products,
  skuBarcodes,
  skuComponents,
  skus,
} from '../schema/skus.ts';
import { users } from '../schema/users.ts';
import { soldGoodsOf } from './demo-orders.ts';
import { receivedGoodsOf } from './demo-receiving.ts';
import { prng } from './demo-users.ts';

// The sample clients' goods: everything each receives and sells, as the client's own SKUs, plus the sizes and pack sizes a catalogue grows to, and a few bundles and
// kits. Food, cosmetics and pet food are tracked by lot and expiry, electronics by serial
// number. Drawn from a seeded PRNG, so every start writes the same catalogue.

type Random = ReturnType<typeof prng>;

/** How each kind of goods is kept: tracking, shelf life in days, HSN codes, weight in kg. */
const keeping: Record<
  string,
  {
    tracking: 'none' | 'lot' | 'lot-expiry' | 'serial';
    shelfLife?: [number, number];
    hsn: string[];
    weight: [number, number];
    sizes?: string[];
  }
> = {
  food: {
    tracking: 'lot-expiry',
    shelfLife: [180, 540],
    hsn: ['09023020', '09103030', '09109100', '21069099', '04059020', '19041090'],
    weight: [0.1, 1.2],
  },
  beauty: {
    tracking: 'lot-expiry',
    shelfLife: [540, 1095],
    hsn: ['33049990', '33051090', '34011190', '33030090', '30049011'],
    weight: [0.03, 0.4],
  },
  pets: { tracking: 'lot-expiry', shelfLife: [270, 540], hsn: ['23091000'], weight: [0.2, 5.5] },
  electronics: {
    tracking: 'serial',
    hsn: ['85183020', '85044030', '85444299', '85076000'],
    weight: [0.05, 9],
  },
  apparel: {
    tracking: 'none',
    hsn: ['61091000', '62114290', '64039990', '61159500'],
    weight: [0.1, 0.9],
    sizes: ['S', 'M', 'L', 'XL', 'XXL'],
  },
  home: {
    tracking: 'lot',
    hsn: ['63022100', '74181022', '69120040', '73239390'],
    weight: [0.2, 4],
  },
  jewellery: { tracking: 'none', hsn: ['71171910', '70189010'], weight: [0.02, 0.2] },
  toys: { tracking: 'none', hsn: ['95030090', '95049090'], weight: [0.1, 1.5] },
  stationery: { tracking: 'none', hsn: ['48202000', '96081019', '48201090'], weight: [0.05, 0.8] },
};

/** An EAN-13 in India's GS1 prefix (890): the company's number, the item's, and the check digit. */
function indianEan(company: number, item: number): string {
  const first12 = `890${String(company % 10_000).padStart(4, '0')}${String(item % 100_000).padStart(5, '0')}`;
  for (let digit = 0; digit <= 9; digit++) {
    if (isValidGtin(`${first12}${digit}`)) return `${first12}${digit}`;
  }
  throw new Error('no check digit');
}

/** "Cotton crew-neck T-shirt, M" → the product and the variant ("M"). */
function productAndVariant(description: string): { product: string; variant: string | null } {
  const comma = description.lastIndexOf(', ');
  if (comma <= 0) return { product: description, variant: null };
  return { product: description.slice(0, comma), variant: description.slice(comma + 2) };
}

type SampleSku = {
  userId: number;
  code: string;
  name: string;
  product: string;
  variant: string | null;
  kind: 'standard' | 'bundle' | 'kit';
  components: { code: string; quantity: number }[];
  mrp: string;
  gstRate: string;
  hsnCode: string;
  tracking: 'none' | 'lot' | 'lot-expiry' | 'serial';
  shelfLifeDays: number | null;
  minShelfLifeDays: number | null;
  unitsPerCase: number;
  weightKg: string;
  sides: [string, string, string] | null;
  status: 'active' | 'inactive';
};

/** A SKU of a kind of goods, its numbers drawn from the kind's ranges. */
function sampleSku(
  random: Random,
  kind: string,
  base: Pick<SampleSku, 'userId' | 'code' | 'name' | 'product' | 'variant'> & {
    price?: [number, number];
    gst?: number;
  },
): SampleSku {
  const keep = keeping[kind] ?? keeping.home;
  if (!keep) throw new Error('no sample keeping');
  const [, high] = base.price ?? [99, 999];
  const [lightest, heaviest] = keep.weight;
  const shelfLife = keep.shelfLife ? random.int(keep.shelfLife[0], keep.shelfLife[1]) : null;
  const side = () => String(random.int(20, 400) / 10);
  return {
    ...base,
    kind: 'standard',
    components: [],
    // An MRP above the trade price, in whole rupees as packs print it.
    mrp: `${Math.round(high * (1.2 + random.next() * 0.5))}.00`,
    gstRate: String(base.gst ?? random.pick([5, 12, 18])),
    hsnCode: random.pick(keep.hsn),
    tracking: keep.tracking,
    shelfLifeDays: shelfLife,
    // Marketplaces take food with a third of its life left at least.
    minShelfLifeDays: shelfLife === null ? null : Math.round(shelfLife / 3),
    unitsPerCase: random.pick([6, 10, 12, 20, 24, 36, 48, 50]),
    weightKg: (lightest + random.next() * (heaviest - lightest)).toFixed(3),
    sides: random.next() < 0.85 ? [side(), side(), side()] : null,
    status: random.next() < 0.03 ? 'inactive' : 'active',
  };
}

/**
 * Writes the sample clients' products and SKUs, before their goods receipts and B2B orders,
 * whose lines name them: every good a client receives or sells is one of its SKUs.
 */
export async function seedDemoSkus(tx: Executor): Promise<void> {
  const random = prng(20_261_206);
  const clients = await tx
    .select({ id: users.id, name: users.businessName })
    .from(users)
    .where(and(eq(users.status, 'active'), eq(users.countryCode, 'IN')))
    .orderBy(asc(users.id));

  const sample: SampleSku[] = [];
  for (const client of clients) {
    const sold = soldGoodsOf(client.name);
    const kind = sold.kind;
    const codes = new Map<string, string>();
    const own: SampleSku[] = [];
    const add = (
      code: string,
      description: string,
      stem?: { low: number; high: number; gst: number },
    ) => {
      if (codes.has(code)) return;
      codes.set(code, description);
      own.push(
        sampleSku(random, kind, {
          userId: client.id,
          code,
          name: description,
          ...productAndVariant(description),
          ...(stem ? { price: [stem.low, stem.high], gst: stem.gst } : {}),
        }),
      );
    };
    for (const good of sold.goods) add(good.code, good.description, good);
    for (const good of receivedGoodsOf(client.name)) add(good.code, good.description);
    // Clothes and shoes come in sizes: the other sizes of each sized item the client sells.
    const sizes = keeping[kind]?.sizes;
    if (sizes) {
      for (const sku of [...own]) {
        const size = sku.code.split('-').at(-1) ?? '';
        if (!sizes.includes(size)) continue;
        for (const other of sizes) {
          const code = `${sku.code.slice(0, -size.length)}${other}`;
          if (other === size || codes.has(code)) continue;
          codes.set(code, '');
          own.push({
            ...sku,
            code,
            name: `${sku.product}, ${other}`,
            variant: other,
            status: 'active',
          });
        }
      }
    }
    // Other goods come in packs too: a multipack of one in five, with its own code and barcode.
    if (!sizes) {
      for (const sku of [...own]) {
        const code = `${sku.code}-3P`;
        if (random.next() >= 0.2 || codes.has(code) || code.length > 40) continue;
        codes.set(code, '');
        own.push({
          ...sku,
          code,
          name: `${sku.product}, pack of 3`,
          variant: 'Pack of 3',
          mrp: `${Math.round(Number(sku.mrp) * 2.7)}.00`,
          weightKg: (Number(sku.weightKg) * 3).toFixed(3),
          sides: null,
          status: 'active',
        });
      }
    }
    // A combo sold as one (a bundle) and, for gift-giving goods, a boxed gift set (a kit).
    const standard = own.filter((sku) => sku.status === 'active');
    if (standard.length >= 3 && random.next() < 0.35) {
      const parts = standard.slice(0, random.int(2, 3));
      own.push({
        ...sampleSku(random, kind, {
          userId: client.id,
          code: `${parts[0]?.code.split('-')[0] ?? 'X'}-COMBO-${parts.length}`,
          name: `Combo: ${parts.map((part) => part.product).join(' + ')}`,
          product: `Combo of ${parts.length}`,
          variant: null,
        }),
        kind: 'bundle',
        tracking: 'none',
        shelfLifeDays: null,
        minShelfLifeDays: null,
        components: parts.map((part) => ({ code: part.code, quantity: 1 })),
        status: 'active',
      });
    }
    if (['beauty', 'food', 'home'].includes(kind) && standard.length >= 2 && random.next() < 0.3) {
      const parts = standard.slice(-2);
      own.push({
        ...sampleSku(random, kind, {
          userId: client.id,
          code: `${parts[0]?.code.split('-')[0] ?? 'X'}-GIFT-SET`,
          name: `Festive gift set: ${parts.map((part) => part.product).join(' and ')}`,
          product: 'Festive gift set',
          variant: null,
        }),
        kind: 'kit',
        tracking: 'none',
        shelfLifeDays: null,
        minShelfLifeDays: null,
        components: parts.map((part) => ({ code: part.code, quantity: random.int(1, 2) })),
        status: 'active',
      });
    }
    sample.push(...own);
  }
  if (sample.length === 0) return;

  // Products: one per client and name.
  const productKeys = [
    ...new Map(
      sample.map((sku) => [`${sku.userId}\u0000${sku.product.toLowerCase()}`, sku]),
    ).values(),
  ];
  const productIds = new Map<string, number>();
  for (let start = 0; start < productKeys.length; start += 1_000) {
    const rows = await tx
      .insert(products)
      .values(
        productKeys.slice(start, start + 1_000).map((sku) => ({
          code: nextProductId,
          userId: sku.userId,
          name: sku.product,
        })),
      )
      .returning({ id: products.id, userId: products.userId, name: products.name });
    for (const row of rows) productIds.set(`${row.userId}\u0000${row.name.toLowerCase()}`, row.id);
  }

  const skuIds = new Map<string, number>();
  for (let start = 0; start < sample.length; start += 1_000) {
    const rows = await tx
      .insert(skus)
      .values(
        sample.slice(start, start + 1_000).map((sku) => {
          const productId = productIds.get(`${sku.userId}\u0000${sku.product.toLowerCase()}`);
          if (productId === undefined) throw new Error('sample SKU without its product');
          return {
            publicId: nextSkuId,
            userId: sku.userId,
            productId,
            code: sku.code,
            kind: sku.kind,
            name: sku.name,
            variant: sku.variant,
            hsnCode: sku.hsnCode,
            gstRate: sku.gstRate,
            mrp: sku.mrp,
            unitsPerCase: sku.unitsPerCase,
            weightKg: sku.weightKg,
            lengthCm: sku.sides?.[0] ?? null,
            widthCm: sku.sides?.[1] ?? null,
            heightCm: sku.sides?.[2] ?? null,
            tracking: sku.tracking,
            shelfLifeDays: sku.shelfLifeDays,
            minShelfLifeDays: sku.minShelfLifeDays,
            status: sku.status,
          };
        }),
      )
      .returning({ id: skus.id, userId: skus.userId, code: skus.code });
    for (const row of rows) skuIds.set(`${row.userId}\u0000${row.code}`, row.id);
  }

  // Every standard SKU and kit has its EAN-13; one in six a second (a new pack's), bundles none.
  const barcodes: { skuId: number; userId: number; barcode: string; position: number }[] = [];
  const components: { skuId: number; componentId: number; quantity: number; position: number }[] =
    [];
  sample.forEach((sku, index) => {
    const skuId = skuIds.get(`${sku.userId}\u0000${sku.code}`);
    if (skuId === undefined) throw new Error('sample SKU not written');
    if (sku.kind !== 'bundle') {
      barcodes.push({
        skuId,
        userId: sku.userId,
        barcode: indianEan(sku.userId, index * 2),
        position: 0,
      });
      if (index % 6 === 0) {
        barcodes.push({
          skuId,
          userId: sku.userId,
          barcode: indianEan(sku.userId, index * 2 + 1),
          position: 1,
        });
      }
    }
    sku.components.forEach((component, position) => {
      const componentId = skuIds.get(`${sku.userId}\u0000${component.code}`);
      if (componentId === undefined) throw new Error('sample component not written');
      components.push({ skuId, componentId, quantity: component.quantity, position });
    });
  });
  for (let start = 0; start < barcodes.length; start += 1_000) {
    await tx.insert(skuBarcodes).values(barcodes.slice(start, start + 1_000));
  }
  if (components.length > 0) await tx.insert(skuComponents).values(components);
}

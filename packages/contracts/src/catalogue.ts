import { z } from 'zod';
import { activeStatuses, changeActiveStatusResultSchema } from './active-status.ts';
import { recordIdSchema } from './common.ts';

/** A code the operator gives a package, a zone or a warehouse: GOLD-M, BOM-BHW1. */
export const CATALOGUE_CODE_PATTERN = /^[A-Z0-9](?:[A-Z0-9-]{0,28}[A-Z0-9])?$/;

/**
 * The code of a package or zone: what people type, see in lists and links, and the id in the URL.
 * Upper-cased as given; fixed once created, so links to it keep working.
 */
export const catalogueCodeSchema = z
  .string({ error: 'Enter a code' })
  .trim()
  .toUpperCase()
  .regex(
    CATALOGUE_CODE_PATTERN,
    'Use 1–30 letters, digits and dashes, starting and ending with a letter or digit, like GOLD-M',
  );

export const catalogueStatuses = activeStatuses;
export type CatalogueStatus = (typeof catalogueStatuses)[number];

/** Switch several packages or zones on or off at once, answered per code. */
export const changeCatalogueStatusBodySchema = z.object({
  codes: z.array(recordIdSchema).min(1, 'Choose at least one').max(100, 'Choose at most 100'),
  isActive: z.boolean(),
});
export type ChangeCatalogueStatusBody = z.infer<typeof changeCatalogueStatusBodySchema>;
export { changeActiveStatusResultSchema as changeCatalogueStatusResultSchema };

/**
 * What the warehouse records of each unit: nothing beyond the SKU, its lot (batch), its lot and
 * the lot's expiry (food, cosmetics, medicines), or each unit's serial number (electronics).
 */
export const skuTrackings = ['none', 'lot', 'lot-expiry', 'serial'] as const;
export type SkuTracking = (typeof skuTrackings)[number];

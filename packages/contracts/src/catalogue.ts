import { z } from 'zod';
import { changeActiveStatusResultSchema } from './active-status.ts';
import { text } from './common.ts';

/**
 * The code of a package or zone: what people type, see in lists and links, and the id in the URL.
 * Upper-cased as given; fixed once created, so links to it keep working.
 */
export const catalogueCodeSchema = z
  .string({ error: 'Enter a code' })
  .trim()
  .toUpperCase()
  .regex(
    /^[A-Z0-9](?:[A-Z0-9-]{0,28}[A-Z0-9])?$/,
    'Use 1–30 letters, digits and dashes, starting and ending with a letter or digit, like GOLD-M',
  );

/**
 * A code in a path: any short text, so an unknown or mistyped code answers 404 (the console's
 * not-found screen) rather than a validation error.
 */
export const codeParamSchema = text(60).min(1);

export const catalogueStatuses = ['active', 'inactive'] as const;
export type CatalogueStatus = (typeof catalogueStatuses)[number];

/** Switch several packages or zones on or off at once, answered per code. */
export const changeCatalogueStatusBodySchema = z.object({
  codes: z.array(text(60).min(1)).min(1, 'Choose at least one').max(100, 'Choose at most 100'),
  isActive: z.boolean(),
});
export type ChangeCatalogueStatusBody = z.infer<typeof changeCatalogueStatusBodySchema>;
export { changeActiveStatusResultSchema as changeCatalogueStatusResultSchema };

import { z } from 'zod';
import { themeSettingsSchema } from './theme.ts';

/** Accessibility settings of one person (get-accessiblity / update-accessiblity). */
export const fontScales = [90, 100, 110, 125, 150] as const;
export const accessibilitySchema = z.object({
  /** Percent of the base font size. */
  fontScale: z.union(fontScales.map((scale) => z.literal(scale))),
  reducedMotion: z.boolean(),
  highContrast: z.boolean(),
  underlineLinks: z.boolean(),
});
export type Accessibility = z.infer<typeof accessibilitySchema>;
export const DEFAULT_ACCESSIBILITY: Accessibility = {
  fontScale: 100,
  reducedMotion: false,
  highContrast: false,
  underlineLinks: false,
};

/** Events that raise notifications, and the channels they can go out on (docs/BEHAVIOUR.md §10). */
export const notificationEvents = [
  'user.created',
  'receiving.awaiting-approval',
  'receiving.approved',
  'receiving.rejected',
  'shipment.dispatched',
  'plan.expiring',
  'report.ready',
  'stock.drift',
  'counts.awaiting-review',
] as const;
export type NotificationEvent = (typeof notificationEvents)[number];
export const notificationChannels = ['inApp', 'email'] as const;
export type NotificationChannel = (typeof notificationChannels)[number];

export const notificationEventLabels: Record<NotificationEvent, string> = {
  'user.created': 'A new user signs up',
  'receiving.awaiting-approval': 'A goods receipt awaits approval',
  'receiving.approved': 'A goods receipt you raised is approved',
  'receiving.rejected': 'A goods receipt you raised is rejected',
  'shipment.dispatched': 'A shipment you created is dispatched',
  'plan.expiring': "A user's plan is about to expire",
  'report.ready': 'A report is ready to download',
  'stock.drift': 'Stock differs from its ledger',
  'counts.awaiting-review': 'A cycle count awaits review',
};

const channelFlags = z.object({ inApp: z.boolean(), email: z.boolean() });
export const notificationMatrixSchema = z.object({
  'user.created': channelFlags,
  'receiving.awaiting-approval': channelFlags,
  'receiving.approved': channelFlags,
  'receiving.rejected': channelFlags,
  'shipment.dispatched': channelFlags,
  'plan.expiring': channelFlags,
  'report.ready': channelFlags,
  'stock.drift': channelFlags,
  'counts.awaiting-review': channelFlags,
});
export type NotificationMatrix = z.infer<typeof notificationMatrixSchema>;
export const DEFAULT_NOTIFICATION_MATRIX: NotificationMatrix = {
  'user.created': { inApp: true, email: false },
  'receiving.awaiting-approval': { inApp: true, email: true },
  'receiving.approved': { inApp: true, email: false },
  'receiving.rejected': { inApp: true, email: true },
  'shipment.dispatched': { inApp: true, email: false },
  'plan.expiring': { inApp: true, email: true },
  'report.ready': { inApp: true, email: false },
  // Never expected, and a fault to find at once: by mail as well.
  'stock.drift': { inApp: true, email: true },
  'counts.awaiting-review': { inApp: true, email: false },
};

/** One column of a table as a person arranged it. */
export const tableColumnSchema = z.object({
  key: z.string().regex(/^[A-Za-z][A-Za-z0-9_.]{0,63}$/, 'a column key'),
  visible: z.boolean(),
});
export const tableKeySchema = z
  .string()
  .regex(/^[a-z][a-z0-9-]{0,63}$/, 'a table name in lower-case letters, digits and dashes');
export const tableSequenceSchema = z.object({
  table: tableKeySchema,
  columns: z
    .array(tableColumnSchema)
    .max(60, 'At most 60 columns')
    .refine((columns) => new Set(columns.map((column) => column.key)).size === columns.length, {
      message: 'each column appears once',
    }),
});
export type TableSequence = z.infer<typeof tableSequenceSchema>;

/** change-settings: any of the three parts, at least one. */
export const changeSettingsBodySchema = z
  .object({
    preferences: themeSettingsSchema.partial().optional(),
    tableSequence: tableSequenceSchema.optional(),
    notifications: notificationMatrixSchema.partial().optional(),
  })
  .refine((body) => body.preferences || body.tableSequence || body.notifications, {
    message: 'Send preferences, tableSequence or notifications',
  });
export type ChangeSettingsBody = z.infer<typeof changeSettingsBodySchema>;

/** get-prefrence-details: the person's theme settings and notification choices. */
export const preferenceDetailsSchema = z.object({
  preferences: themeSettingsSchema,
  notifications: notificationMatrixSchema,
  updatedAt: z.iso.datetime().nullable(),
});
export type PreferenceDetails = z.infer<typeof preferenceDetailsSchema>;

/** What change-settings answers: everything the person now holds, the table saved among it. */
export const changeSettingsResultSchema = preferenceDetailsSchema.extend({
  tableSequence: tableSequenceSchema.nullable(),
});

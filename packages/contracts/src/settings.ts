import { z } from 'zod';
import { text } from './common.ts';
import { defineEndpoints } from './endpoint.ts';
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
  'plan.expiring',
  'report.ready',
] as const;
export type NotificationEvent = (typeof notificationEvents)[number];
export const notificationChannels = ['inApp', 'email'] as const;
export type NotificationChannel = (typeof notificationChannels)[number];

export const notificationEventLabels: Record<NotificationEvent, string> = {
  'user.created': 'A new user signs up',
  'receiving.awaiting-approval': 'A goods receipt awaits approval',
  'plan.expiring': "A user's plan is about to expire",
  'report.ready': 'A report is ready to download',
};

const channelFlags = z.object({ inApp: z.boolean(), email: z.boolean() });
export const notificationMatrixSchema = z.object({
  'user.created': channelFlags,
  'receiving.awaiting-approval': channelFlags,
  'plan.expiring': channelFlags,
  'report.ready': channelFlags,
});
export type NotificationMatrix = z.infer<typeof notificationMatrixSchema>;
export const DEFAULT_NOTIFICATION_MATRIX: NotificationMatrix = {
  'user.created': { inApp: true, email: false },
  'receiving.awaiting-approval': { inApp: true, email: true },
  'plan.expiring': { inApp: true, email: true },
  'report.ready': { inApp: true, email: false },
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
    .max(60)
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

const optionalText = (max: number) =>
  text(max)
    .transform((value) => (value === '' ? null : value))
    .nullable();

const phone = z
  .string()
  .trim()
  .regex(/^\+?[0-9 ()-]{7,20}$/, 'Enter a phone number like +91 98200 41127')
  .or(z.literal(''))
  .transform((value) => (value === '' ? null : value))
  .nullable();

/** India's GSTIN: 2-digit state, PAN, entity number, Z, check character. */
export const GSTIN_PATTERN = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/** The person's own profile as the server answers it. */
export const accountProfileSchema = z.object({
  employeeId: z.string(),
  fullName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  designation: z.string().nullable(),
  department: z.string().nullable(),
  roleName: z.string(),
});

/** The organisation as the server answers it. */
export const organizationDetailsSchema = z.object({
  name: z.string(),
  legalName: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  taxId: z.string().nullable(),
  country: z.string(),
  timezone: z.string(),
  currency: z.string(),
  requireSecondFactor: z.boolean(),
});

/** get-accounts-details: the person's profile, and the organisation (editable with settings.edit). */
export const accountDetailsSchema = z.object({
  profile: accountProfileSchema,
  organization: organizationDetailsSchema,
  canEditOrganization: z.boolean(),
});
export type AccountDetails = z.infer<typeof accountDetailsSchema>;

// Inputs: blank optional fields become null. (Response schemas stay free of transforms, which
// cannot be serialised back.)
export const profileInputSchema = z.object({
  fullName: text(120).min(2, 'Enter your full name'),
  phone,
  designation: optionalText(120),
  department: optionalText(120),
});

export const organizationInputSchema = z
  .object({
    name: text(160).min(2, 'Enter the organisation name'),
    legalName: optionalText(200),
    email: z
      .email('Enter a valid email address')
      .or(z.literal(''))
      .transform((value) => (value === '' ? null : value))
      .nullable(),
    phone,
    taxId: optionalText(20).transform((value) => value?.toUpperCase() ?? null),
    country: z.string().regex(/^[A-Z]{2}$/, 'a two-letter country code'),
    timezone: text(64).min(1, 'Choose a time zone'),
    currency: z.string().regex(/^[A-Z]{3}$/, 'a three-letter currency code'),
    requireSecondFactor: z.boolean(),
  })
  .superRefine((organization, context) => {
    if (
      organization.country === 'IN' &&
      organization.taxId &&
      !GSTIN_PATTERN.test(organization.taxId)
    ) {
      context.addIssue({
        code: 'custom',
        path: ['taxId'],
        message: 'Enter a 15-character GSTIN, like 27AAHCS4821K1Z6',
      });
    }
  });

export const updateAccountDetailsBodySchema = z
  .object({
    profile: profileInputSchema.optional(),
    organization: organizationInputSchema.optional(),
  })
  .refine((body) => body.profile || body.organization, { message: 'Send profile or organization' });
export type UpdateAccountDetailsBody = z.infer<typeof updateAccountDetailsBodySchema>;

/** change-active-status (docs/BEHAVIOUR.md §10): switch users or team members on or off, answered per id. */
export const changeActiveStatusBodySchema = z.object({
  type: z.enum(['user', 'team']),
  ids: z.array(text(40).min(1)).min(1, 'Choose at least one').max(100),
  isActive: z.boolean(),
});
export type ChangeActiveStatusBody = z.infer<typeof changeActiveStatusBodySchema>;
export const activeStatusOutcomes = ['updated', 'unchanged', 'not_found', 'refused'] as const;
export const changeActiveStatusResultSchema = z.object({
  results: z.array(
    z.object({
      id: z.string(),
      outcome: z.enum(activeStatusOutcomes),
      message: z.string().optional(),
    }),
  ),
});
export type ChangeActiveStatusResult = z.infer<typeof changeActiveStatusResultSchema>;

const self = 'authenticated' as const;

/**
 * The Setting area's calls at their exact paths, typos included. A person's own settings are
 * self-service; where a call reaches further (the organisation, other people's status) the
 * server checks the role.
 */
export const settingsEndpoints = defineEndpoints('settings', {
  preferenceDetails: {
    method: 'GET',
    path: '/admin/settings/get-prefrence-details',
    summary: 'Your theme settings and notification choices',
    access: self,
    response: preferenceDetailsSchema,
    errors: [],
  },
  changeSettings: {
    method: 'POST',
    path: '/admin/settings/change-settings',
    summary: 'Change your preferences, notification choices or one table’s columns',
    access: self,
    body: changeSettingsBodySchema,
    response: changeSettingsResultSchema,
    errors: [],
  },
  tableSequence: {
    method: 'GET',
    path: '/admin/settings/get-tables-sequence-data/:table',
    summary: 'Your column order and visibility for one table (empty until you change it)',
    access: self,
    params: z.object({ table: tableKeySchema }),
    response: tableSequenceSchema,
    errors: [],
  },
  accessibility: {
    method: 'GET',
    path: '/admin/settings/get-accessiblity',
    summary: 'Your accessibility settings',
    access: self,
    response: accessibilitySchema,
    errors: [],
  },
  updateAccessibility: {
    method: 'POST',
    path: '/admin/settings/update-accessiblity',
    summary: 'Change your accessibility settings',
    access: self,
    body: accessibilitySchema.partial(),
    response: accessibilitySchema,
    errors: [],
  },
  accountDetails: {
    method: 'GET',
    path: '/admin/settings/get-accounts-details',
    summary: 'Your profile and the organisation',
    access: self,
    response: accountDetailsSchema,
    errors: ['NOT_FOUND'],
  },
  updateAccountDetails: {
    method: 'POST',
    path: '/admin/settings/update-accounts-details',
    summary: 'Change your profile; the organisation needs settings.edit',
    access: self,
    body: updateAccountDetailsBodySchema,
    response: accountDetailsSchema,
    errors: ['FORBIDDEN', 'NOT_FOUND'],
  },
  changeActiveStatus: {
    method: 'POST',
    path: '/admin/settings/change-active-status',
    summary:
      'Activate or deactivate users (users.edit) or team members (teams.edit), answered per id',
    access: self,
    body: changeActiveStatusBodySchema,
    response: changeActiveStatusResultSchema,
    errors: ['FORBIDDEN', 'MEMBER_ABOVE_YOU'],
  },
});

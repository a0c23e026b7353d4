import { z } from 'zod';
import { text } from './common.ts';

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
  state: z.string().nullable(),
  timezone: z.string(),
  currency: z.string(),
  requireSecondFactor: z.boolean(),
});
export type OrganizationDetails = z.infer<typeof organizationDetailsSchema>;

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
      .max(254, 'Use at most 254 characters')
      .or(z.literal(''))
      .transform((value) => (value === '' ? null : value))
      .nullable(),
    phone,
    taxId: optionalText(20).transform((value) => value?.toUpperCase() ?? null),
    country: z.string().regex(/^[A-Z]{2}$/, 'a two-letter country code'),
    state: optionalText(100),
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

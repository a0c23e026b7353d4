import type { ErrorDetail } from '@depot/contracts/common';
import { gstinProblem } from '@depot/contracts/gstin';
import type { createUserBodySchema, User } from '@depot/contracts/users';
import type { z } from 'zod';
import type { ReferenceService } from '../reference/reference.service.ts';
import type { UserRow, UserValues } from './users.repository.ts';

/**
 * What adding a user one at a time and importing many share: the record as answered and
 * audited, the columns of an address, and the checks the contract cannot make alone.
 */

type CreateBody = z.output<typeof createUserBodySchema>;
export type Address = CreateBody['address'];

export const cycleMonths = { monthly: 1, quarterly: 3, yearly: 12 } as const;

export function mapUser(row: UserRow): User {
  return {
    code: row.code,
    businessName: row.businessName,
    contactName: row.contactName,
    email: row.email,
    phone: row.phone,
    phoneCountry: row.phoneCountry,
    taxId: row.taxId,
    address: {
      line1: row.addressLine1,
      line2: row.addressLine2,
      city: row.city,
      state: row.stateCode,
      country: row.countryCode,
      postalCode: row.postalCode,
    },
    timezone: row.timezone,
    currency: row.currency,
    status: row.status,
    plan:
      row.packageCode && row.packageName && row.periodStart && row.periodEnd && row.planStatus
        ? {
            package: { code: row.packageCode, name: row.packageName },
            status: row.planStatus,
            periodStart: row.periodStart,
            periodEnd: row.periodEnd,
          }
        : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A user as the audit log keeps it: the record, without the plan's status of the day. */
export function userRecord(user: User) {
  const { plan, ...record } = user;
  return { ...record, plan: plan ? { ...plan, status: undefined } : null };
}

/** The columns of an address. */
export function addressValues(address: Address) {
  return {
    addressLine1: address.line1,
    addressLine2: address.line2 ?? null,
    city: address.city,
    stateCode: address.state,
    countryCode: address.country,
    postalCode: address.postalCode,
  };
}

/**
 * A checked body's columns: the phone in its international form, the time zone and currency
 * as `checkDetails` settled them.
 */
export function userValues(
  body: CreateBody,
  phone: string,
  details: Pick<CheckedDetails, 'timezone' | 'currency'>,
): UserValues {
  return {
    businessName: body.businessName,
    contactName: body.contactName,
    email: body.email,
    phone,
    phoneCountry: body.phoneCountry,
    taxId: body.taxId ?? null,
    ...addressValues(body.address),
    timezone: details.timezone ?? '',
    currency: details.currency ?? '',
  };
}

/** What a phone number that is not real for its country is told. */
export const phoneProblem = (country: string) => `Enter a real phone number for ${country}`;

/**
 * Time zones Node's ICU knows. Its list names each zone once, by its canonical name, which may
 * be an older alias ("Asia/Calcutta"); a name it resolves ("Asia/Kolkata") counts too.
 */
const knownTimeZones = new Set(Intl.supportedValuesOf('timeZone'));
function isTimeZone(name: string): boolean {
  if (knownTimeZones.has(name)) return true;
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return /^[A-Za-z_]+(\/[A-Za-z0-9_+-]+)+$/.test(name);
  } catch {
    return false;
  }
}

export type AddressInput = {
  address: Address;
  taxId: string | null;
  /** Whether the state is checked too (a new or changed address). */
  checkAddress: boolean;
  /** Whether the postal code is checked against the state; the address's check when left out. */
  checkPostalCode?: boolean;
};

export type DetailsInput = AddressInput & {
  timezone: string | undefined;
  currency: string | undefined;
};

export type CheckedDetails = {
  problems: ErrorDetail[];
  timezone: string | null;
  currency: string | null;
};

/** The checks against the reference data, read from `reference` (which keeps what it loads). */
export function createDetailChecks(reference: ReferenceService) {
  async function countryOf(code: string) {
    return (await reference.countries()).find((country) => country.isoCode === code);
  }

  async function stateName(country: string, state: string): Promise<string | null> {
    const states = await reference.states(country);
    return states.find((entry) => entry.isoCode === state)?.name ?? null;
  }

  /**
   * What the contract could not check of an address and its GSTIN: the country and state
   * against the reference data, the PIN code's state, and a GSTIN's state. A client's and a
   * vendor's alike. Answers the country found, for what else is read from it.
   */
  async function checkAddress(input: AddressInput) {
    const problems: ErrorDetail[] = [];
    const { address } = input;
    const country = await countryOf(address.country);
    let state: string | null = null;
    if (!country) {
      problems.push({ path: 'address.country', message: `There is no country ${address.country}` });
    } else {
      state = await stateName(address.country, address.state);
      if (!state && input.checkAddress) {
        problems.push({
          path: 'address.state',
          message: `There is no state ${address.state} in ${country.name}`,
        });
      }
    }
    if (state && (input.checkPostalCode ?? input.checkAddress)) {
      const problem = await reference.postalCodeProblem(address);
      if (problem) problems.push({ path: 'address.postalCode', message: problem });
    }
    if (address.country === 'IN' && input.taxId && state) {
      const problem = gstinProblem(input.taxId, state);
      if (problem) problems.push({ path: 'taxId', message: problem });
    }
    return { problems, country };
  }

  /**
   * What the contract could not check: the address and GSTIN (`checkAddress`), the time zone
   * and currency. Answers the values to store for the time zone and currency, the country's
   * where none is given.
   */
  async function checkDetails(input: DetailsInput): Promise<CheckedDetails> {
    const { problems, country } = await checkAddress(input);
    const timezone = input.timezone ?? country?.timezones[0]?.zoneName ?? null;
    if (input.timezone !== undefined) {
      const ofCountry = country?.timezones.some((zone) => zone.zoneName === input.timezone);
      if (!ofCountry && !isTimeZone(input.timezone)) {
        problems.push({ path: 'timezone', message: `There is no time zone ${input.timezone}` });
      }
    } else if (country && !timezone) {
      problems.push({ path: 'timezone', message: `Choose the time zone for ${country.name}` });
    }
    const currency = input.currency ?? country?.currency ?? null;
    if (input.currency !== undefined) {
      const known = (await reference.currencies()).some((entry) => entry.code === input.currency);
      if (!known)
        problems.push({ path: 'currency', message: `There is no currency ${input.currency}` });
    } else if (country && !currency) {
      problems.push({ path: 'currency', message: `Choose the currency for ${country.name}` });
    }
    return { problems, timezone, currency };
  }

  return { countryOf, checkAddress, checkDetails };
}

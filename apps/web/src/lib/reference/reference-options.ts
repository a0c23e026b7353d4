import type { Country, CountryCode, Currency, State } from '@depot/contracts/reference';

// Choices for the pickers, built from the reference data (lib/reference/reference-data.tsx, never
// from a list typed here). Each keeps a stored value choosable while the lists load or if the data no longer
// has it.

export type Option = { value: string; label: string };

function including(options: Option[], current: string | null | undefined): Option[] {
  if (!current || options.some((option) => option.value === current)) return options;
  return [{ value: current, label: current }, ...options];
}

/** "🇮🇳 India", by name, the ISO code as the value. */
export function countryOptions(countries: Country[], current?: string | null): Option[] {
  return including(
    countries
      .map((country) => ({ value: country.isoCode, label: `${country.flag} ${country.name}` }))
      .sort((first, second) => first.label.localeCompare(second.label)),
    current,
  );
}

export function stateOptions(states: State[], current?: string | null): Option[] {
  return including(
    states
      .map((state) => ({ value: state.name, label: state.name }))
      .sort((first, second) => first.label.localeCompare(second.label)),
    current,
  );
}

/** "INR · Indian rupee (₹)". */
export function currencyOptions(currencies: Currency[], current?: string | null): Option[] {
  return including(
    currencies.map((currency) => ({
      value: currency.code,
      label: `${currency.code} · ${currency.name} (${currency.symbol})`,
    })),
    current,
  );
}

let allZones: Option[] | undefined;

/**
 * The time zones of a country (India: Asia/Kolkata), or every IANA zone when the country is not
 * chosen or the data has none for it.
 */
export function timeZoneOptions(country: Country | undefined, current?: string | null): Option[] {
  if (country && country.timezones.length > 0) {
    return including(
      country.timezones.map((zone) => ({
        value: zone.zoneName,
        label: `${zone.zoneName.replaceAll('_', ' ')} (${zone.gmtOffsetName}, ${zone.abbreviation})`,
      })),
      current,
    );
  }
  allZones ??= Intl.supportedValuesOf('timeZone').map((zone) => ({
    value: zone,
    label: zone.replaceAll('_', ' '),
  }));
  return including(allZones, current);
}

/** "+91 India", one per country, the country's code as the value (several share +1). */
export function callingCodeOptions(codes: CountryCode[]): Option[] {
  return codes
    .map((code) => ({
      value: code.countryCode,
      label: `${code.telephoneCode} ${code.countryName}`,
    }))
    .sort((first, second) => first.label.localeCompare(second.label));
}

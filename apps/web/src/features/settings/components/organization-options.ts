// Choices for the organisation's country, time zone and currency, from the browser's own
// Intl data, so the console carries no reference tables of its own.

type Option = { value: string; label: string };

/** Region codes Intl names that are not countries: groupings, reserved and withdrawn codes. */
const NOT_COUNTRIES = new Set(
  'AC AN BU CP CQ CS DD DG DY EA EU EZ FX HV IC NH QO RH SU TA TP UK UN VD XA XB YD YU ZR ZZ'.split(
    ' ',
  ),
);

/** Older names some browsers still list, and the current IANA names the server stores. */
const CURRENT_ZONE_NAMES: Record<string, string> = {
  'Asia/Calcutta': 'Asia/Kolkata',
  'Asia/Katmandu': 'Asia/Kathmandu',
  'Asia/Rangoon': 'Asia/Yangon',
  'Asia/Saigon': 'Asia/Ho_Chi_Minh',
  'Atlantic/Faeroe': 'Atlantic/Faroe',
  'Europe/Kiev': 'Europe/Kyiv',
};

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('');

function byLabel(first: Option, second: Option): number {
  return first.label.localeCompare(second.label);
}

/** Keeps a stored value choosable even when this browser does not list it. */
function including(options: Option[], current: string | undefined): Option[] {
  if (!current || options.some((option) => option.value === current)) return options;
  return [...options, { value: current, label: current }];
}

let countries: Option[] | undefined;

/** Every country by name, its ISO 3166 code as the value. */
export function countryOptions(current?: string): Option[] {
  if (!countries) {
    const names = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
    countries = LETTERS.flatMap((first) =>
      LETTERS.map((second) => `${first}${second}`).flatMap((code) => {
        const name = names.of(code);
        return name && !NOT_COUNTRIES.has(code) ? [{ value: code, label: name }] : [];
      }),
    ).sort(byLabel);
  }
  return including(countries, current);
}

let zones: Option[] | undefined;

/** Every IANA time zone, by its current name. */
export function timeZoneOptions(current?: string): Option[] {
  if (!zones) {
    const names = new Set(
      Intl.supportedValuesOf('timeZone').map((zone) => CURRENT_ZONE_NAMES[zone] ?? zone),
    );
    zones = [...names].sort().map((zone) => ({ value: zone, label: zone.replaceAll('_', ' ') }));
  }
  return including(zones, current);
}

let currencies: Option[] | undefined;

/** Every ISO 4217 currency, "INR · Indian Rupee". */
export function currencyOptions(current?: string): Option[] {
  if (!currencies) {
    const names = new Intl.DisplayNames(['en'], { type: 'currency' });
    currencies = Intl.supportedValuesOf('currency').map((code) => ({
      value: code,
      label: `${code} · ${names.of(code) ?? code}`,
    }));
  }
  return including(currencies, current);
}

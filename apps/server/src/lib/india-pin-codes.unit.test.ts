import { readFile } from 'node:fs/promises';
import { getStatesOfCountry } from '@countrystatecity/countries';
import { pinCodeProblem } from '@depot/contracts/pin-code';
import { beforeAll, describe, expect, test } from 'vitest';
import { createReferenceService } from '../modules/reference/reference.service.ts';
import {
  directoryFile,
  type IndiaPinCodes,
  indiaPinCodes,
  officeStates,
  type PostOffice,
  postOffices,
} from './india-pin-codes.ts';

let directory: IndiaPinCodes;
let offices: PostOffice[];

beforeAll(async () => {
  directory = await indiaPinCodes();
  offices = JSON.parse(await readFile(directoryFile(), 'utf8'));
}, 60_000);

describe("India Post's directory of PIN codes", () => {
  test('read a piece at a time, it is the whole file', async () => {
    const streamed: PostOffice[] = [];
    for await (const office of postOffices()) streamed.push(office);
    expect(streamed.length).toBeGreaterThan(150_000);
    expect(streamed).toEqual(offices);
  });

  test("every state of the directory is one of the reference data's, and each of those has PIN codes", async () => {
    const states = await getStatesOfCountry('IN');
    const stateOf = officeStates(states);
    const unknown = new Set(
      offices.filter((office) => stateOf(office) === undefined).map((office) => office.state),
    );
    expect([...unknown]).toEqual([]);
    const withPins = new Set(directory.entries().flatMap(([, of]) => of));
    expect(states.map((state) => state.name).filter((name) => !withPins.has(name))).toEqual([]);
    expect(directory.entries().length).toBeGreaterThan(19_000);
  });

  test('a PIN code in its state passes; one of another state names that state', () => {
    expect(pinCodeProblem('560001', 'Karnataka', directory)).toBeNull();
    expect(pinCodeProblem('400001', 'Maharashtra', directory)).toBeNull();
    expect(pinCodeProblem('400001', 'Karnataka', directory)).toBe(
      '400001 is a PIN code in Maharashtra, not Karnataka',
    );
    // The directory's older names and merged territories are the reference data's states.
    expect(pinCodeProblem('605001', 'Puducherry', directory)).toBeNull();
    expect(pinCodeProblem('396210', 'Dadra and Nagar Haveli and Daman and Diu', directory)).toBe(
      null,
    );
    expect(pinCodeProblem('194101', 'Ladakh', directory)).toBeNull();
    expect(pinCodeProblem('194101', 'Jammu and Kashmir', directory)).toBe(
      '194101 is a PIN code in Ladakh, not Jammu and Kashmir',
    );
    expect(pinCodeProblem('500001', 'Telangana', directory)).toBeNull();
  });

  test('a PIN code on a border is taken for either of its states', () => {
    const [pin, states = []] = directory.entries().find(([, of]) => of.length > 1) ?? [];
    expect(states.length).toBeGreaterThan(1);
    for (const state of states) expect(pinCodeProblem(String(pin), state, directory)).toBeNull();
    expect(pinCodeProblem(String(pin), 'Kerala', directory)).toMatch(/ or .*, not Kerala$/);
  });

  test('an unknown PIN code is refused, unless its sorting district is the state’s', () => {
    expect(pinCodeProblem('999999', 'Karnataka', directory)).toBe(
      'No PIN code 999999 is known: check it for a typo',
    );
    // One the directory does not have yet, among Bengaluru's and Mumbai's.
    const unknownIn = (prefix: string) => {
      for (let n = 1; n < 1000; n++) {
        const pin = `${prefix}${String(n).padStart(3, '0')}`;
        if (directory.statesOf(pin).length === 0) return pin;
      }
      throw new Error(`every PIN code starting ${prefix} is known`);
    };
    expect(pinCodeProblem(unknownIn('560'), 'Karnataka', directory)).toBeNull();
    const mumbai = unknownIn('400');
    expect(pinCodeProblem(mumbai, 'Karnataka', directory)).toBe(
      `No PIN code ${mumbai} is known, and those starting 400 are in Maharashtra, not Karnataka`,
    );
  });

  test('a PIN code of the wrong shape is named so, with or without its state', () => {
    for (const pin of ['40001', '4000011', '040001', '4OOOO1']) {
      expect(pinCodeProblem(pin, 'Maharashtra', directory)).toBe(
        'Enter the 6-digit PIN code, like 400013',
      );
    }
    expect(pinCodeProblem('400001', undefined, directory)).toBeNull();
  });

  test('addresses outside India are not checked; India’s are, by the state’s code', async () => {
    const reference = createReferenceService();
    const address = (country: string, state: string, postalCode: string) =>
      reference.postalCodeProblem({ country, state, postalCode });
    expect(await address('SG', '01', '400001')).toBeNull();
    expect(await address('AE', 'DU', '00000')).toBeNull();
    expect(await address('IN', 'KA', '560001')).toBeNull();
    expect(await address('IN', 'KA', '400001')).toBe(
      '400001 is a PIN code in Maharashtra, not Karnataka',
    );
    expect(await address('IN', 'XX', '00000')).toBe('Enter the 6-digit PIN code, like 400013');
  });
});

import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PincodeReply } from '../../common/catalogue-api';

interface GeoFile {
  states: Array<{ name: string; districts: Array<{ name: string; pins: string }> }>;
}

const DATA_FILE = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  'data',
  'india-pincodes.json',
);

// Offline states, districts and pincodes (DECISIONS.md); built by scripts/build-geo-data.mjs.
export function createGeoService(file = DATA_FILE) {
  const data = JSON.parse(fs.readFileSync(file, 'utf8')) as GeoFile;
  const byPin = new Map<string, { district: string; state: string }>();
  const districtsByState = new Map<string, string[]>();
  for (const state of data.states) {
    districtsByState.set(
      state.name.toLowerCase(),
      state.districts.map((d) => d.name),
    );
    for (const district of state.districts) {
      let pin = 0;
      for (const delta of district.pins.split(',')) {
        pin += parseInt(delta, 36);
        byPin.set(String(pin), { district: district.name, state: state.name });
      }
    }
  }
  const states = data.states.map((s) => s.name);
  return {
    listStates: (): string[] => states,
    /** The districts of a state (the City select), or undefined for an unknown state. */
    listCities: (state: string): string[] | undefined => districtsByState.get(state.trim().toLowerCase()),
    findPincode(pin: string): PincodeReply | undefined {
      const place = byPin.get(pin);
      return place ? { pincode: pin, ...place } : undefined;
    },
  };
}

export type GeoService = ReturnType<typeof createGeoService>;

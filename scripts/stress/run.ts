// `npm run test:stress`: the long durability checks, outside `npm test`.
//  1. the embedded engine survives SIGKILL in the middle of 500 paper saves (sqlite-kill.ts);
//  2. on PostgreSQL, the API answers 503 while the database restarts and recovers by itself
//     (postgres-restart.ts; needs a local cluster, and restarts it, so it waits for other test runs).
import { stressPostgresRestart } from './postgres-restart';
import { stressSqliteKill } from './sqlite-kill';

const only = process.argv[2];
const results: Array<[string, string[]]> = [];
if (!only || only === 'sqlite') {
  console.log('• SQLite: SIGKILL during 500 concurrent paper saves');
  results.push(['SQLite kill', await stressSqliteKill()]);
}
if (!only || only === 'postgres') {
  console.log('• PostgreSQL: database restart under load');
  results.push(['PostgreSQL restart', await stressPostgresRestart()]);
}
let ok = true;
for (const [name, failures] of results) {
  if (failures.length === 0) {
    console.log(`✓ ${name}`);
    continue;
  }
  ok = false;
  console.log(`✗ ${name}:\n${failures.map((f) => `    ${f}`).join('\n')}`);
}
process.exit(ok ? 0 : 1);

// `npm run bench:host`: what a hostile or careless local client costs the browser host. Runs the
// built host (out/main/host.js, or CIRCUITFORGE_BENCH_HOST_ENTRY) in its own process and measures
// paused event clients, silent connections, and the largest import with its simulation snapshot.
// Prints a table, then one JSON line.
import { loadavg } from 'node:os';
import { measureBigImport } from './big-import';
import { measureHierarchies } from './hierarchy';
import { measureSilentConnections } from './connections';
import { measureDeepBody } from './deep-body';
import { measureDeepFile } from './deep-file';
import { startBenchHost } from './host';
import { measureNextTurnAfterLongAnswer } from './long-answer';
import { measurePausedStreams } from './streams';
import { measureUnknownParts } from './unknown-parts';

const only = process.env.CIRCUITFORGE_BENCH_HOST_ONLY?.split(',');
const wanted = (name: string) => !only || only.includes(name);

const host = await startBenchHost();
const results: Record<string, unknown> = {};
try {
  if (wanted('streams')) results.streams = await measurePausedStreams(host);
  if (wanted('connections')) results.connections = await measureSilentConnections(host);
  if (wanted('import')) results.import = await measureBigImport(host);
  if (wanted('deep-file')) results['deep-file'] = await measureDeepFile(host);
  if (wanted('deep-body')) results['deep-body'] = await measureDeepBody(host);
  if (wanted('unknown-parts')) results['unknown-parts'] = await measureUnknownParts(host);
  if (wanted('hierarchy')) results.hierarchy = await measureHierarchies(host);
  if (wanted('long-answer')) results.long_answer = await measureNextTurnAfterLongAnswer();
} finally {
  await host.stop();
}
for (const [name, values] of Object.entries(results)) {
  console.log(`\n${name}`);
  for (const [key, value] of Object.entries(values as Record<string, unknown>)) {
    console.log(`  ${key.padEnd(28)} ${String(value)}`);
  }
}
// The machine is shared: its load moves every number here.
const load = loadavg().map((l) => Math.round(l * 100) / 100);
console.log(`\nload average ${load.join(' ')}`);
console.log(JSON.stringify({ bench: 'host', load, ...results }));

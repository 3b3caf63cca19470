// The command line's entry: `circuitforge <command>` (bin/circuitforge.mjs runs it from source or its build).
import { processIo } from './io';
import { runCli } from './program';

process.exitCode = await runCli(process.argv.slice(2), processIo());

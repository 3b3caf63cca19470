// The command line's entry: `circuitforge <command>` (bin/circuitforge.mjs runs it from source or its
// build; the packaged desktop app runs its build for `CircuitForge --cli <command>`).
import { cliArguments } from './arguments';
import { processIo } from './io';
import { runCli } from './program';

const inElectron = process.versions.electron !== undefined;
const code = await runCli(cliArguments(process.argv, inElectron), processIo());
process.exitCode = code;
// Electron's main process keeps running after its script: end it once the output is written.
if (inElectron) process.stdout.write('', () => process.stderr.write('', () => process.exit(code)));

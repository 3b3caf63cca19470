import { InvalidArgumentError } from 'commander';
import { FILE_VERSION } from '../../shared/circuit/file-format';
import type { CliContext, RegisterCommand } from '../command';
import { call } from '../call';
import { EXIT, refuse, writeResult } from '../output';
import { atVersion } from './file-version';
import { openForCommand } from './open';

/** The circuit of a file as our file (the app's `circuit:export`: the lowest version that holds it). */
async function exported(context: CliContext, file: string): Promise<string | undefined> {
  const opened = await openForCommand(context, file);
  if (!opened) return undefined;
  const answer = await call(opened.workspace.services, 'circuit:export', { id: opened.circuit.id });
  if (!answer.success) {
    refuse(context, answer, EXIT.internal);
    return undefined;
  }
  return answer.data.content;
}

/** `circuitforge import <file> [-o out.json]`: a Verilog, Logisim or Digital file as a CircuitForge file. */
export const registerImport: RegisterCommand = (program, context) => {
  program
    .command('import')
    .description(
      'Reads a Verilog (.v/.sv), Logisim (.circ) or Digital (.dig) file and writes it as a CircuitForge file.',
    )
    .argument('<file>', 'the file to import')
    .option('-o, --out <file>', 'where to write the circuit (default: standard output)')
    .action(async (file: string, options: { out?: string }) => {
      const content = await exported(context, file);
      if (content !== undefined) await writeResult(context, options.out, content);
    });
};

/** `circuitforge convert <file> [-o out] [--to-version N]`: our file, rewritten as another version of the format. */
export const registerConvert: RegisterCommand = (program, context) => {
  program
    .command('convert')
    .description(
      `Rewrites a circuit file in another version of the CircuitForge format (1 to ${FILE_VERSION}); ` +
        'without --to-version, the lowest version that holds it (what the app writes).',
    )
    .argument('<file>', 'a circuit file (any format the app opens)')
    .option('-o, --out <file>', 'where to write it (default: standard output)')
    .option('--to-version <n>', `the version to write, 1 to ${FILE_VERSION}`, version)
    .action(async (file: string, options: { out?: string; toVersion?: number }) => {
      const content = await exported(context, file);
      if (content === undefined) return;
      if (options.toVersion === undefined) {
        await writeResult(context, options.out, content);
        return;
      }
      const converted = atVersion(content, options.toVersion);
      if (!converted.success) return refuse(context, converted);
      await writeResult(context, options.out, converted.data);
    });
};

function version(value: string): number {
  const n = Number(value);
  if (!/^\d+$/.test(value) || n < 1 || n > FILE_VERSION)
    throw new InvalidArgumentError(`CircuitForge writes file versions 1 to ${FILE_VERSION}.`);
  return n;
}

/** `circuitforge export-verilog <file> [-o out.v]`: the circuit as a structural Verilog module (the app's export). */
export const registerExportVerilog: RegisterCommand = (program, context) => {
  program
    .command('export-verilog')
    .description('Writes a circuit as a structural Verilog module named after the circuit.')
    .argument('<file>', 'a circuit file')
    .option('-o, --out <file>', 'where to write the Verilog (default: standard output)')
    .action(async (file: string, options: { out?: string }) => {
      const opened = await openForCommand(context, file);
      if (!opened) return;
      const answer = await call(opened.workspace.services, 'verilog:export', { circuitId: opened.circuit.id });
      if (!answer.success) return refuse(context, answer, EXIT.failed);
      await writeResult(context, options.out, answer.data.source);
    });
};

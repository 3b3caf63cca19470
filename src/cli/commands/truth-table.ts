import { Option } from 'commander';
import { CircuitState } from '../../shared/circuit/circuit-state';
import type { ComponentInstance } from '../../shared/circuit/types';
import { darkLeds, inputParts, outputParts, visibleTable } from '../../core/tools/sim-io';
import type { CliContext, RegisterCommand } from '../command';
import { call } from '../call';
import { EXIT, refuse } from '../output';
import { openForCommand } from './open';
import { formatTable, TABLE_FORMATS, type TableFormat } from './table-format';

interface TableOptions {
  readonly inputs?: string;
  readonly outputs?: string;
  readonly format: TableFormat;
}

/** `circuitforge truth-table <file>`: every input combination and what the outputs show. */
export const registerTruthTable: RegisterCommand = (program, context) => {
  program
    .command('truth-table')
    .description('Prints the truth table of a combinational circuit (at most 16 input bits).')
    .argument('<file>', 'a circuit file')
    .option(
      '--inputs <A,B>',
      'the inputs to vary, first the most significant (default: every switch, button and input port, top first)',
    )
    .option('--outputs <S,C>', 'the outputs to read (default: every LED, probe and output port, top first)')
    .addOption(new Option('-f, --format <format>', 'how to print it').choices(TABLE_FORMATS).default('table'))
    .action((file: string, options: TableOptions) => truthTable(context, file, options));
};

async function truthTable(context: CliContext, file: string, options: TableOptions): Promise<void> {
  const opened = await openForCommand(context, file);
  if (!opened) return;
  const { services } = opened.workspace;
  const open = await call(services, 'circuit:open', { id: opened.circuit.id });
  if (!open.success) return refuse(context, open, EXIT.internal);
  const state = CircuitState.fromCircuit(open.data.circuit);
  if (!state.success) return refuse(context, state, EXIT.internal);
  const inputs = labels(options.inputs, inputParts(state.data));
  const outputs = labels(options.outputs, outputParts(state.data));
  if (inputs.length === 0)
    return refuse(context, {
      error: 'The circuit has no switch, button or input port to vary.',
      hint: 'Name the inputs with --inputs.',
    });
  if (outputs.length === 0)
    return refuse(context, {
      error: 'The circuit has no LED, probe or output port to read.',
      hint: 'Name the outputs with --outputs.',
    });
  const table = await call(services, 'sim:truthTable', { circuitId: opened.circuit.id, inputs, outputs });
  if (!table.success) return refuse(context, table, table.code === 'NOT_COMBINATIONAL' ? EXIT.failed : EXIT.usage);
  // What the user would see: an LED that can never light reads 0 (as the assistant's tables do).
  context.io.out(formatTable(visibleTable(table.data, darkLeds(state.data)), options.format));
}

function labels(asked: string | undefined, defaults: readonly ComponentInstance[]): string[] {
  if (asked === undefined) return defaults.map((c) => c.label);
  return asked
    .split(/[,\s]+/)
    .map((l) => l.trim())
    .filter((l) => l !== '');
}

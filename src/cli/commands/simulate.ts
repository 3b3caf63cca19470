import { InvalidArgumentError } from 'commander';
import { CircuitState } from '../../shared/circuit/circuit-state';
import { inputParts, outputParts } from '../../core/tools/sim-io';
import type { CliContext, RegisterCommand } from '../command';
import { call } from '../call';
import { EXIT, failureText, refuse } from '../output';
import { parseSettings } from './input-settings';
import { openForCommand } from './open';
import { outputsText, readOutputs } from './simulate-format';

interface SimulateOptions {
  readonly set: string[];
  readonly clock: number;
  readonly json?: boolean;
}

/** `circuitforge simulate <file> --set A=1,B=0 [--clock n]`: the outputs after setting the inputs and running the clocks. */
export const registerSimulate: RegisterCommand = (program, context) => {
  program
    .command('simulate')
    .description('Sets switches, buttons and input ports by label, runs the clocks, prints what the outputs show.')
    .argument('<file>', 'a circuit file')
    .option('-s, --set <A=1,B=0>', 'inputs to set, by label (repeat or separate with commas)', collect, [])
    .option('-c, --clock <n>', 'clock cycles to run after setting the inputs', cycles, 0)
    .option('--json', 'prints the outputs as JSON')
    .action((file: string, options: SimulateOptions) => simulate(context, file, options));
};

function collect(value: string, previous: string[]): string[] {
  return [...previous, value];
}

function cycles(value: string): number {
  const n = Number(value);
  if (!/^\d+$/.test(value) || n > 1_000_000)
    throw new InvalidArgumentError('It takes a whole number of cycles from 0 to 1000000.');
  return n;
}

async function simulate(context: CliContext, file: string, options: SimulateOptions): Promise<void> {
  const opened = await openForCommand(context, file);
  if (!opened) return;
  const { services } = opened.workspace;
  const circuitId = opened.circuit.id;
  const open = await call(services, 'circuit:open', { id: circuitId });
  if (!open.success) return refuse(context, open, EXIT.internal);
  const state = CircuitState.fromCircuit(open.data.circuit);
  if (!state.success) return refuse(context, state, EXIT.internal);
  const settings = parseSettings(options.set, inputParts(state.data));
  if (!settings.success) return refuse(context, settings);
  const started = await call(services, 'sim:snapshot', { circuitId });
  if (!started.success) return refuse(context, started, EXIT.failed);
  for (const s of settings.data) {
    const set = await call(services, 'sim:setInput', {
      circuitId,
      componentId: s.part.id,
      on: s.on,
      ...(s.value !== undefined ? { value: s.value } : {}),
    });
    if (!set.success) return refuse(context, set, EXIT.failed);
  }
  if (options.clock > 0) {
    const stepped = await call(services, 'sim:step', { circuitId, halfPeriods: 2 * options.clock });
    if (!stepped.success) return refuse(context, stepped, EXIT.failed);
  }
  const snapshot = await call(services, 'sim:snapshot', { circuitId });
  if (!snapshot.success) return refuse(context, snapshot, EXIT.failed);
  const readings = readOutputs(state.data, outputParts(state.data, { displays: true }), snapshot.data);
  const problems = [...new Set(snapshot.data.diagnostics.map((d) => failureText({ error: d.message, hint: d.hint })))];
  if (options.json === true) {
    const inputs = Object.fromEntries(settings.data.map((s) => [s.part.label, s.value ?? (s.on ? 1 : 0)]));
    const json = { file, inputs, clockCycles: options.clock, outputs: readings, problems };
    context.io.out(`${JSON.stringify(json, null, 2)}\n`);
  } else {
    context.io.out(outputsText(readings));
  }
  for (const problem of problems) context.io.err(`Warning: ${problem}\n`);
}

import { z } from 'zod';
import type { CircuitState } from '../../shared/circuit/circuit-state';
import type { ComponentInstance } from '../../shared/circuit/types';
import type { SimSnapshot } from '../../shared/contract/sim-channels';
import type { ToolResult } from '../ai/messages';
import { defineTool, type AnyTool } from '../ai/tool';
import type { CopyStep } from '../simulation/copy-simulator';
import { integer, list, text } from './limits';
import { checkAgainst } from './check-table';
import type { CircuitToolContext } from './context';
import { resolveComponent } from './resolve';
import { failed, fromFailure } from './results';
import { darkLeds, inputParts, isInputPart, outputParts, valueText, visibleTable } from './sim-io';
import { portWidth } from '../../shared/components/subcircuit-interface';
import { simText } from './state-view';

/** The most rows a truth table answer lists (a 16-input table has 65,536). */
const MAX_ROWS = 64;
const MAX_STEPS = 64;

/** Checking the circuit by simulation: a script of input steps, its truth table, and a check against the request. */
export function checkTools(context: CircuitToolContext): AnyTool[] {
  const copy = context.copy;
  return [
    defineTool({
      name: 'simulate',
      description:
        'Each step sets inputs ("A=1 B=0"; a wide port a number, "D=12"), then runs clock_cycles; shows outputs and stored bits.',
      input: z.object({
        inputs: list(text(400), MAX_STEPS),
        clock_cycles: integer(0, 10_000).optional(),
      }),
      run: async ({ inputs, clock_cycles }) => {
        const state = copy.state;
        if (state.componentCount === 0) return failed('The circuit is empty: nothing to simulate.', 'Add parts first.');
        const texts = inputs.length === 0 ? [''] : inputs;
        const steps: CopyStep[] = [];
        for (const line of texts) {
          const step = parseStep(state, line);
          if (!step.success) return step.result;
          steps.push({ inputs: step.inputs, ...(clock_cycles ? { halfPeriods: 2 * clock_cycles } : {}) });
        }
        const run = await context.simulator.run(state.toJSON(), steps);
        if (!run.success) return fromFailure(run);
        return {
          success: true,
          steps: run.data.map((snapshot, i) => `${texts[i]!.trim() || '(no change)'} -> ${shown(state, snapshot)}`),
          ...problems(run.data),
        };
      },
    }),
    defineTool({
      name: 'get_truth_table',
      description: 'Truth table of inputs to outputs, wide ports as numbers (default: all).',
      input: z.object({
        inputs: list(text(64), 16).optional(),
        outputs: list(text(64), 64).optional(),
      }),
      run: async (args) => {
        const state = copy.state;
        const inputs = labelsOr(state, args.inputs, inputParts(state));
        if (!inputs.success) return inputs.result;
        const outputs = labelsOr(state, args.outputs, outputParts(state));
        if (!outputs.success) return outputs.result;
        if (inputs.labels.length === 0)
          return failed('The circuit has no switch or push button to vary.', 'Add inputs, or name them in "inputs".');
        if (outputs.labels.length === 0)
          return failed(
            'The circuit has no LED or probe to read.',
            'Add an output, or name parts (or LABEL.pin) in "outputs".',
          );
        const table = await context.simulator.truthTable(state.toJSON(), inputs.labels, outputs.labels);
        if (!table.success) return fromFailure(table);
        const dark = darkLeds(state);
        const visible = visibleTable(table.data, dark);
        // One-bit columns run together ("01|1"); with a wide port, values as numbers, spaced ("3 5|8").
        const wide = [...(visible.rows[0]?.inputs ?? []), ...(visible.rows[0]?.outputs ?? [])].some(
          (v) => v.length > 1,
        );
        const cells = (values: readonly string[]) => (wide ? values.map(valueText).join(' ') : values.join(''));
        const rows = visible.rows.slice(0, MAX_ROWS).map((r) => `${cells(r.inputs)}|${cells(r.outputs)}`);
        const never = visible.outputs.filter((o) => dark.has(o));
        return {
          success: true,
          columns: `${visible.inputs.join(' ')} | ${visible.outputs.join(' ')}`,
          rows,
          ...(visible.rows.length > MAX_ROWS ? { shown: `${MAX_ROWS} of ${visible.rows.length} rows` } : {}),
          ...(never.length > 0
            ? { note: `${never.join(', ')} never light (no path from cathode to GND): read as 0.` }
            : {}),
        };
      },
    }),
    defineTool({
      name: 'check_truth_table',
      description:
        'Check the circuit against the request before finishing. expected: "S = A xor B" or rows "A=1 B=0 -> S=1".',
      input: z.object({ expected: list(text(400), 300) }),
      run: ({ expected }) => checkAgainst(context, expected),
    }),
  ];
}

type Parsed<T> = ({ success: true } & T) | { success: false; result: ToolResult };

/** "A=1, B=0 D=12" → the settings of one step (only switches, buttons and input ports can be set). */
function parseStep(
  state: CircuitState,
  text: string,
): Parsed<{ inputs: { componentId: string; on: boolean; value?: number }[] }> {
  const inputs: { componentId: string; on: boolean; value?: number }[] = [];
  const pieces = text
    .replace(/->|=>|[,;|]/g, ' ')
    .replace(/\s*[=:]\s*/g, '=')
    .trim();
  if (pieces === '') return { success: true, inputs };
  const cannot = (why: string, hint: string) => ({ success: false as const, result: failed(why, hint) });
  for (const piece of pieces.split(/\s+/)) {
    const match = /^([A-Za-z][A-Za-z0-9_]*)=(0[xX][0-9a-fA-F]+|0[bB][01]+|\d+|on|off|true|false|high|low)$/i.exec(
      piece,
    );
    if (!match)
      return cannot(
        `Cannot read "${piece.slice(0, 40)}" in step "${text.slice(0, 80)}".`,
        'Write each step as LABEL=0/1 pairs, e.g. "A=1 B=0" (a wide input port takes a number, "D=12").',
      );
    const found = resolveComponent(state, match[1]!);
    if (!found.success) return { success: false, result: fromFailure(found) };
    const part = found.data;
    if (!isInputPart(part)) {
      return cannot(
        `${part.label} is a ${part.type}, not a switch, push button or input port.`,
        part.type === 'CLOCK' ? 'Clocks run by themselves: use clock_cycles.' : 'Only inputs can be set.',
      );
    }
    const word = match[2]!;
    const value = /^(on|true|high)$/i.test(word)
      ? 1
      : /^(off|false|low)$/i.test(word)
        ? 0
        : /^0[bB]/.test(word)
          ? parseInt(word.slice(2), 2)
          : Number(word);
    const width = part.type === 'PORT_IN' ? portWidth(part.properties) : 1;
    if (!Number.isSafeInteger(value) || value >= 2 ** width)
      return cannot(
        `${part.label} takes ${width === 1 ? '0 or 1' : `a number from 0 to ${2 ** width - 1}`}, not ${word}.`,
        width === 1 ? 'Set it to 0 or 1.' : `It is ${width} bits wide.`,
      );
    inputs.push({ componentId: part.id, on: value === 1, ...(width > 1 ? { value } : {}) });
  }
  return { success: true, inputs };
}

/** The results of one step: LEDs, probes and displays, then stored bits. */
function shown(state: CircuitState, snapshot: SimSnapshot): string {
  const outputs = outputParts(state, { displays: true }).map(
    (c) => `${c.label}:${simText(state, c, snapshot).replace(/^\w+=/, '')}`,
  );
  const stored = [...state.components()]
    .filter((c) => snapshot.components[c.id]?.stored !== undefined)
    .map((c) => `${c.label}:${snapshot.components[c.id]!.stored}`);
  const text = [...outputs, ...(stored.length > 0 ? [`stored ${stored.join(' ')}`] : [])].join(' ');
  return text === '' ? 'no LED, probe, display or stored bit to show (see get_circuit_state)' : text;
}

/** The simulator's problems over all steps, once each, by labels. */
function problems(snapshots: readonly SimSnapshot[]): { problems?: string[] } {
  const seen = new Set<string>();
  for (const snapshot of snapshots) {
    for (const d of snapshot.diagnostics) seen.add(`${d.code}: ${d.message}`);
  }
  return seen.size > 0 ? { problems: [...seen] } : {};
}

/** The labels asked for, as the circuit spells them, or the defaults. */
function labelsOr(
  state: CircuitState,
  asked: readonly string[] | undefined,
  defaults: readonly ComponentInstance[],
): Parsed<{ labels: string[] }> {
  if (asked === undefined || asked.length === 0) return { success: true, labels: defaults.map((c) => c.label) };
  const labels: string[] = [];
  for (const ref of asked) {
    const [name, pin] = ref.split(/[:.]/);
    const found = resolveComponent(state, name ?? ref);
    if (!found.success) return { success: false, result: fromFailure(found) };
    labels.push(pin ? `${found.data.label}.${pin}` : found.data.label);
  }
  return { success: true, labels };
}

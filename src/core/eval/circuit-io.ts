import type { CircuitState } from '../../shared/circuit/circuit-state';
import { findPin, getDefinition } from '../../shared/components/registry';
import type { LogicValue } from '../../shared/contract/sim-channels';
import type { Simulation } from '../simulation';
import { setSourceOutput } from '../simulation/truth-table';

/** An output of a task found in the circuit: an LED (lit or not), a probe, or one pin ("DISP.a"). */
export interface ResolvedOutput {
  /** As the spec writes it. */
  readonly ref: string;
  readonly label: string;
  readonly kind: 'led' | 'probe' | 'pin';
  readonly pin?: string;
}

/** What a task reads and drives, by label. */
export interface WantedIo {
  readonly inputs: readonly string[];
  readonly clock?: string;
  readonly outputs: readonly string[];
}

const INPUT_TYPES = ['SWITCH_TOGGLE', 'BUTTON_PUSH'];
const CLOCK_TYPES = [...INPUT_TYPES, 'CLOCK'];
const SHOWN_LABELS = 40;

/**
 * Finds the task's inputs, clock and outputs in the circuit by label (ignoring case). Each problem
 * is a reason in the user's words: the labels that are missing (and those that exist), or a part
 * of the wrong kind.
 */
export function resolveIo(state: CircuitState, wanted: WantedIo): { outputs: ResolvedOutput[]; reasons: string[] } {
  const reasons: string[] = [];
  const missing: string[] = [];
  const typeOf = (label: string) => {
    const component = state.componentByLabel(label);
    if (!component) missing.push(label);
    return component?.type;
  };
  for (const label of wanted.inputs) {
    const type = typeOf(label);
    if (type !== undefined && !INPUT_TYPES.includes(type))
      reasons.push(`${label} is a ${type}; it must be a switch or push button, so that the check can set it.`);
  }
  if (wanted.clock !== undefined) {
    const type = typeOf(wanted.clock);
    if (type !== undefined && !CLOCK_TYPES.includes(type))
      reasons.push(`${wanted.clock} is a ${type}; the clock must be a CLOCK, a push button or a switch.`);
  }
  const outputs: ResolvedOutput[] = [];
  for (const ref of wanted.outputs) {
    const dot = ref.indexOf('.');
    const label = dot < 0 ? ref : ref.slice(0, dot);
    const type = typeOf(label);
    if (type === undefined) continue;
    const definition = getDefinition(type)!;
    if (dot >= 0) {
      const pin = findPin(definition, ref.slice(dot + 1));
      if (pin) outputs.push({ ref, label, kind: 'pin', pin: pin.name });
      else
        reasons.push(
          `${label} (${type}) has no pin "${ref.slice(dot + 1)}"; its pins are ${definition.pins.map((p) => p.name).join(', ')}.`,
        );
    } else if (definition.family === 'led') outputs.push({ ref, label, kind: 'led' });
    else if (type === 'PROBE') outputs.push({ ref, label, kind: 'probe' });
    else reasons.push(`${label} is a ${type}; it must be an LED or a probe that shows the output.`);
  }
  if (missing.length > 0) reasons.unshift(missingReason(state, missing));
  return { outputs, reasons };
}

function missingReason(state: CircuitState, missing: readonly string[]): string {
  const labels = [...state.components()].map((c) => c.label).sort((a, b) => a.localeCompare(b));
  const shown =
    labels.length === 0
      ? 'The circuit has no components.'
      : `The labels in the circuit are ${labels.slice(0, SHOWN_LABELS).join(', ')}${labels.length > SHOWN_LABELS ? `, and ${labels.length - SHOWN_LABELS} more` : ''}.`;
  const names = missing.join(', ');
  return missing.length === 1
    ? `No component is labelled ${names}, which the request names (labels ignore case). ${shown}`
    : `No components are labelled ${names}, which the request names (labels ignore case). ${shown}`;
}

/** LED outputs whose cathode has no way to ground: they can never light, whatever the logic does. */
export function ungroundedLeds(sim: Simulation, outputs: readonly ResolvedOutput[]): string[] {
  return outputs
    .filter((o) => o.kind === 'led' && !sim.core.cathodeGrounded(sim.find(o.label)))
    .map(
      (o) =>
        `${o.label} can never light: its cathode does not reach GND. Wire ${o.label}.cathode to a resistor and the resistor to GND.`,
    );
}

/** What an output shows now: an LED "1" only while it is lit (anode 1 and a way to ground). */
export function readOutput(sim: Simulation, output: ResolvedOutput): LogicValue {
  switch (output.kind) {
    case 'led':
      return sim.componentState(output.label)?.lit === true ? '1' : '0';
    case 'probe':
      return sim.componentState(output.label)?.value ?? 'X';
    case 'pin': {
      const value = sim.pinValue(output.label, output.pin!);
      return value.success ? value.data : 'X';
    }
  }
}

/**
 * Drives a switch, push button or clock so that its output is `bit` (an active-low button is
 * pressed for 0); it takes effect at the next settle. Clocks are set directly, not run in time.
 */
export function drive(sim: Simulation, label: string, bit: 0 | 1): void {
  setSourceOutput(sim.core, sim.find(label), bit);
}

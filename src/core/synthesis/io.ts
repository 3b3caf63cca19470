import type { CircuitState } from '../../shared/circuit/circuit-state';
import { LABEL_PATTERN } from '../../shared/circuit/types';
import { definitionFor } from '../../shared/components/registry';
import { fail, ok, type Result } from '../../shared/errors';
import type { Signal } from './gate-network';

/** Where the synthesised logic meets its inputs and outputs. */
export interface IoPlan {
  /** The signal of each input, in input order. */
  readonly inputs: Signal[];
  /** The pin each output drives ("LED1:anode"), in output order. */
  readonly outputs: string[];
}

/**
 * With `io: "include"` every label must be a valid label (the switches and LEDs take them); the
 * pins are the new parts' own.
 */
export function includedIo(inputs: readonly string[], outputs: readonly string[]): Result<IoPlan> {
  for (const name of [...inputs, ...outputs]) {
    if (!LABEL_PATTERN.test(name)) {
      return fail(
        'INVALID_LABEL',
        `"${name}" cannot be a label.`,
        'Labels start with a letter and use letters, digits and "_" (at most 32), e.g. "A", "SUM", "SEG_a".',
      );
    }
  }
  return ok({ inputs: inputs.map((i) => `${i}:out`), outputs: outputs.map((o) => `${o}:anode`) });
}

/**
 * With `io: "existing"` the inputs name parts of the circuit with exactly one output pin (switch,
 * push button, clock, constant, a gate…) and the outputs name parts whose input the logic drives:
 * "LABEL" for a part with exactly one logic input (LED → anode, PROBE → in, NOT / BUFFER → in), or
 * "LABEL.pin" for one input pin (a seven-segment display's "DISP1.a", a gate's "G1.b"). An output
 * pin must not be driven already.
 */
export function existingIo(state: CircuitState, inputs: readonly string[], outputs: readonly string[]): Result<IoPlan> {
  const inputSignals: Signal[] = [];
  for (const name of inputs) {
    const part = state.componentByLabel(name);
    if (!part) return missing(name, 'input');
    const drivers = definitionFor(part)!.pins.filter((p) => p.direction === 'output');
    if (drivers.length !== 1) {
      return fail(
        'INVALID_INPUT',
        `Input ${part.label} is a ${part.type}, which has ${drivers.length === 0 ? 'no output' : 'several outputs'}.`,
        'Inputs must be parts with one output: a SWITCH_TOGGLE, BUTTON_PUSH, CLOCK, constant or gate.',
      );
    }
    inputSignals.push(`${part.label}:${drivers[0]!.name}`);
  }
  const outputPins: string[] = [];
  for (const name of outputs) {
    const dot = name.indexOf('.');
    const part = state.componentByLabel(dot < 0 ? name : name.slice(0, dot));
    if (!part) return missing(dot < 0 ? name : name.slice(0, dot), 'output');
    const logicInputs = definitionFor(part)!.pins.filter((p) => p.direction === 'input');
    const pin =
      dot < 0
        ? logicInputs.length === 1
          ? logicInputs[0]
          : undefined
        : logicInputs.find((p) => p.name.toLowerCase() === name.slice(dot + 1).toLowerCase());
    if (!pin) {
      return fail(
        'INVALID_INPUT',
        dot < 0
          ? `Output ${part.label} is a ${part.type}, which has ${logicInputs.length === 0 ? 'no input to drive' : 'several inputs'}.`
          : `${part.label} has no input pin "${name.slice(dot + 1)}".`,
        logicInputs.length === 0
          ? 'Outputs must be parts with an input: an LED, a PROBE, or "LABEL.pin" naming an input pin.'
          : `Name one input as "${part.label}.pin"; its inputs are: ${logicInputs.map((p) => p.name).join(', ')}.`,
      );
    }
    const driven = state.wiresAt({ component: part.id, pin: pin.name });
    if (driven.length > 0) {
      return fail(
        'INVALID_INPUT',
        `${part.label}.${pin.name} is already driven by a wire.`,
        `Delete that wire first, or synthesise into another output.`,
      );
    }
    outputPins.push(`${part.label}:${pin.name}`);
  }
  return ok({ inputs: inputSignals, outputs: outputPins });
}

function missing(label: string, role: 'input' | 'output') {
  return fail(
    'UNKNOWN_COMPONENT',
    `No component in the circuit is labelled "${label}" (named as an ${role}).`,
    `Add it first, or use io: "include" to have the ${role === 'input' ? 'switches' : 'LEDs'} created.`,
  );
}

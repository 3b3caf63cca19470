import type { CircuitState } from '../../shared/circuit/circuit-state';
import type { ComponentInstance } from '../../shared/circuit/types';
import { getDefinition } from '../../shared/components/registry';
import type { CopyTruthTable } from '../simulation/copy-simulator';
import { validateCircuit } from '../validation/validate';

/** True for the parts a check sets: switches, push buttons and input ports. */
export function isInputPart(component: ComponentInstance): boolean {
  const family = getDefinition(component.type)?.family;
  return family === 'switch' || family === 'button' || component.type === 'PORT_IN';
}

/** Top to bottom, then left to right: the order people read a schematic in (the truth table panel's too). */
const byPlace = (a: ComponentInstance, b: ComponentInstance) => a.y - b.y || a.x - b.x;

/** The switches and push buttons, top first (the first is the most significant bit of a table). */
export function inputParts(state: CircuitState): ComponentInstance[] {
  return [...state.components()].filter(isInputPart).sort(byPlace);
}

/** The parts that show one result: LEDs, probes and output ports, top first (with `displays`, seven-segment displays too). */
export function outputParts(state: CircuitState, options: { displays?: boolean } = {}): ComponentInstance[] {
  return [...state.components()]
    .filter((c) => {
      const family = getDefinition(c.type)?.family;
      return (
        family === 'led' ||
        family === 'probe' ||
        c.type === 'PORT_OUT' ||
        (options.displays === true && family === 'seven-segment')
      );
    })
    .sort(byPlace);
}

/** Labels of the LEDs that can never light (their cathode does not reach GND). */
export function darkLeds(state: CircuitState): Set<string> {
  return new Set(
    validateCircuit(state)
      .filter((i) => i.code === 'LED_NO_GROUND')
      .flatMap((i) => i.components),
  );
}

/**
 * The table with what the user would see: an LED that can never light reads 0, whatever its
 * anode does (the simulator's table reads the anode), as in the scoring of the assistant's work.
 */
export function visibleTable(table: CopyTruthTable, dark: ReadonlySet<string>): CopyTruthTable {
  const darkColumns = table.outputs.map((label) => dark.has(label));
  if (!darkColumns.some(Boolean)) return table;
  return {
    ...table,
    rows: table.rows.map((row) => ({
      inputs: row.inputs,
      outputs: row.outputs.map((v, i) => (darkColumns[i] ? '0' : v)),
    })),
  };
}

/** "A=1 B=0" for one row of a table; a wide port's value as a number ("A=12"). */
export function describeInputs(names: readonly string[], values: readonly string[]): string {
  return names.map((name, i) => `${name}=${valueText(values[i] ?? 'X')}`).join(' ');
}

/** A bit string as people read it: one bit as it is, a known wide value as a number, else its bits. */
export function valueText(bits: string): string {
  return bits.length > 1 && /^[01]+$/.test(bits) ? String(parseInt(bits, 2)) : bits;
}

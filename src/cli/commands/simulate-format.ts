import type { CircuitState } from '../../shared/circuit/circuit-state';
import type { ComponentInstance } from '../../shared/circuit/types';
import { getDefinition } from '../../shared/components/registry';
import type { SimSnapshot } from '../../shared/contract';
import { simText } from '../../core/tools/state-view';

/** What one output shows after the run. */
export interface OutputReading {
  readonly label: string;
  readonly kind: 'led' | 'probe' | 'port' | 'display';
  /** "on"/"off" for an LED, the lit segments ("abcdefg", "-" for none) of a display, else the value (a wide one as a number). */
  readonly value: string;
}

/** What the circuit's outputs show in a snapshot (as the assistant's `simulate` reads them). */
export function readOutputs(
  state: CircuitState,
  outputs: readonly ComponentInstance[],
  snapshot: SimSnapshot,
): OutputReading[] {
  return outputs.map((part) => {
    const family = getDefinition(part.type)?.family;
    const view = snapshot.components[part.id];
    if (family === 'led') return { label: part.label, kind: 'led', value: view?.lit === true ? 'on' : 'off' };
    const kind = family === 'seven-segment' ? 'display' : family === 'probe' ? 'probe' : 'port';
    const shown = simText(state, part, snapshot).replace(/^\w+=/, '');
    return { label: part.label, kind, value: shown === '' ? 'X' : shown };
  });
}

/** One line per output, the values in a column: `SUM    on`. */
export function outputsText(readings: readonly OutputReading[]): string {
  if (readings.length === 0) return 'The circuit has no LED, probe, display or output port to read.\n';
  const width = Math.max(...readings.map((r) => r.label.length));
  return readings.map((r) => `${r.label.padEnd(width)}  ${r.value}\n`).join('');
}

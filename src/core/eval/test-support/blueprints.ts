import type { Blueprint } from '../../../shared/circuit/blueprint';
import type { Circuit } from '../../../shared/circuit/types';
import { circuitFromBlueprint } from '../blueprint-circuit';
import { TaskSchema, type Task } from '../task';

/**
 * Writes test circuits compactly: parts as "LABEL:TYPE", wires as "A:out>G1:a", LEDs with their
 * resistor to a shared GND1 by `led('SUM', 'G1:out')`.
 */
export class Sketch {
  private readonly components: Blueprint['components'] = [];
  private readonly wires: Blueprint['wires'] = [];
  private resistors = 0;

  /** Parts as "LABEL:TYPE". */
  parts(...specs: string[]): this {
    for (const spec of specs) {
      const [label, type] = spec.split(':') as [string, string];
      this.components.push({ label, type });
    }
    return this;
  }

  /** Sets properties of a part added before. */
  set(label: string, properties: Record<string, string | number | boolean>): this {
    const component = this.components.find((c) => c.label === label);
    if (!component) throw new Error(`no part ${label}`);
    component.properties = { ...component.properties, ...properties };
    return this;
  }

  /** Wires as "A:out>G1:a". */
  wire(...specs: string[]): this {
    for (const spec of specs) {
      const [from, to] = spec.split('>') as [string, string];
      this.wires.push({ from, to });
    }
    return this;
  }

  /** An LED driven by `driver`, its cathode through a resistor to GND1 unless `grounded` is false. */
  led(label: string, driver: string, grounded = true): this {
    if (!this.components.some((c) => c.label === 'GND1')) this.components.push({ label: 'GND1', type: 'GND' });
    const resistor = `R${++this.resistors}`;
    this.parts(`${label}:LED_RED`, `${resistor}:RESISTOR`);
    this.wire(`${driver}>${label}:anode`, `${label}:cathode>${resistor}:a`);
    if (grounded) this.wire(`${resistor}:b>GND1:gnd`);
    return this;
  }

  blueprint(): Blueprint {
    return { components: [...this.components], wires: [...this.wires] };
  }

  circuit(): Circuit {
    const circuit = circuitFromBlueprint(this.blueprint());
    if (!circuit.success) throw new Error(`${circuit.code}: ${circuit.error}`);
    return circuit.data;
  }
}

/** A task from a literal, checked by the schema (tests only: throws on a mistake). */
export function taskOf(json: unknown): Task {
  const parsed = TaskSchema.safeParse(json);
  if (!parsed.success) throw new Error(JSON.stringify(parsed.error.issues));
  return parsed.data;
}

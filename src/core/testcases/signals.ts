import type { Circuit, ComponentInstance } from '../../shared/circuit/types';
import { widthOf } from '../../shared/components/buses';
import { portWidth } from '../../shared/components/subcircuit-interface';
import { rankMatches } from '../../shared/fuzzy';
import type { Placed } from './program';

/** What a test's signal is in the circuit: something the test sets, or something it checks. */
export type SignalBinding =
  | {
      readonly role: 'input';
      readonly kind: 'switch' | 'button' | 'clock' | 'port';
      readonly id: string;
      readonly label: string;
      readonly width: number;
    }
  | {
      readonly role: 'output';
      /** `value`: the value on the part's input (LED, probe, output port); `stored`: a register's or flip-flop's bits. */
      readonly kind: 'value' | 'stored';
      readonly id: string;
      readonly label: string;
      readonly width: number;
      /** The pin read for a one-bit value. */
      readonly pin?: string;
    };

const LED_TYPES = new Set(['LED_RED', 'LED_GREEN', 'LED_YELLOW', 'LED_BLUE']);
const STORED_WIDTH: Readonly<Record<string, number>> = {
  D_FLIPFLOP: 1,
  T_FLIPFLOP: 1,
  JK_FLIPFLOP: 1,
  D_LATCH: 1,
  SR_LATCH: 1,
  REGISTER_4: 4,
  COUNTER_4: 4,
};

/** How a part can take part in a test, or undefined for parts a test cannot name. */
export function bindingOf(c: ComponentInstance): SignalBinding | undefined {
  const base = { id: c.id, label: c.label };
  switch (c.type) {
    case 'SWITCH_TOGGLE':
      return { role: 'input', kind: 'switch', ...base, width: 1 };
    case 'BUTTON_PUSH':
      return { role: 'input', kind: 'button', ...base, width: 1 };
    case 'CLOCK':
      return { role: 'input', kind: 'clock', ...base, width: 1 };
    case 'PORT_IN':
      return { role: 'input', kind: 'port', ...base, width: portWidth(c.properties) };
    case 'PORT_OUT':
      return { role: 'output', kind: 'value', ...base, width: portWidth(c.properties), pin: 'in' };
    case 'PROBE':
      return { role: 'output', kind: 'value', ...base, width: widthOf(c.properties), pin: 'in' };
    case 'REGISTER':
    case 'COUNTER':
      return { role: 'output', kind: 'stored', ...base, width: widthOf(c.properties, 8) };
  }
  if (LED_TYPES.has(c.type)) return { role: 'output', kind: 'value', ...base, width: 1, pin: 'anode' };
  const stored = STORED_WIDTH[c.type];
  return stored === undefined ? undefined : { role: 'output', kind: 'stored', ...base, width: stored };
}

/** A header name that names nothing the test can use, with a did-you-mean. */
export interface UnknownSignal {
  readonly name: Placed;
  readonly message: string;
}

/**
 * The parts the header's names stand for, by label (exactly, else ignoring case). Names that are
 * the test's own `declare`d signals are left to the caller. An unknown name says which signals there
 * are, or the nearest.
 */
export function bindSignals(
  circuit: Circuit,
  names: readonly Placed[],
  declared: ReadonlySet<string>,
): { bindings: Map<string, SignalBinding>; unknown: UnknownSignal[] } {
  const usable = circuit.components.flatMap((c) => {
    const binding = bindingOf(c);
    return binding ? [binding] : [];
  });
  const exact = new Map(usable.map((b) => [b.label, b]));
  const loose = new Map(usable.map((b) => [b.label.toLowerCase(), b]));
  const bindings = new Map<string, SignalBinding>();
  const unknown: UnknownSignal[] = [];
  for (const name of names) {
    if (declared.has(name.name)) continue;
    const found = exact.get(name.name) ?? loose.get(name.name.toLowerCase());
    if (found) {
      bindings.set(name.name, found);
      continue;
    }
    const readBack = readBackOf(name.name, exact, loose);
    if (readBack) {
      bindings.set(name.name, readBack);
      continue;
    }
    const other = circuit.components.find((c) => c.label.toLowerCase() === name.name.toLowerCase());
    if (other) {
      unknown.push({
        name,
        message: `${other.label} is a ${other.type} part, which a test can neither set nor check. Tests set switches, buttons, clocks and input ports, and check LEDs, probes, output ports and stored values.`,
      });
      continue;
    }
    const similar = rankMatches(
      name.name,
      usable.map((b) => ({ value: b.label, names: [b.label] })),
      2,
    );
    unknown.push({
      name,
      message:
        similar.length > 0
          ? `No part is labelled ${name.name}. Did you mean ${similar.join(' or ')}?`
          : usable.length > 0
            ? `No part is labelled ${name.name}. The signals are: ${usable.map((b) => b.label).join(', ')}.`
            : `No part is labelled ${name.name}, and the circuit has no switches, clocks, ports, LEDs or probes to test.`,
    });
  }
  return { bindings, unknown };
}

/**
 * `NAME_out` reads back what is on the line an input port or switch named NAME sets, as Digital's
 * tests read a bidirectional pin: set it to Z and check what the circuit drives onto it.
 */
function readBackOf(
  name: string,
  exact: ReadonlyMap<string, SignalBinding>,
  loose: ReadonlyMap<string, SignalBinding>,
): SignalBinding | undefined {
  if (!/_out$/i.test(name)) return undefined;
  const base = name.slice(0, -4);
  const input = exact.get(base) ?? loose.get(base.toLowerCase());
  if (input?.role !== 'input' || (input.kind !== 'port' && input.kind !== 'switch')) return undefined;
  return { role: 'output', kind: 'value', id: input.id, label: name, width: input.width, pin: 'out' };
}

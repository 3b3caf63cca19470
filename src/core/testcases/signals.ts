import type { Circuit, ComponentInstance } from '../../shared/circuit/types';
import { rankMatches } from '../../shared/fuzzy';
import type { SubcircuitLibrary } from '../simulation/hierarchy/flatten';
import { bindingOf, type SignalBinding } from './binding';
import { nestedParts } from './nested-parts';
import type { Placed } from './program';

/** A header name that names nothing the test can use, with a did-you-mean. */
export interface UnknownSignal {
  readonly name: Placed;
  readonly message: string;
}

/**
 * The parts the header's names stand for, by label (exactly, else ignoring case); with the
 * subcircuits' definitions, a name found nowhere in the circuit itself may name a part inside its
 * subcircuits that no other part of the hierarchy shares the label of (see nested-signals.ts).
 * Names that are the test's own `declare`d signals are left to the caller. An unknown name says
 * which signals there are, or the nearest.
 */
export function bindSignals(
  circuit: Circuit,
  names: readonly Placed[],
  declared: ReadonlySet<string>,
  library?: SubcircuitLibrary,
): { bindings: Map<string, SignalBinding>; unknown: UnknownSignal[] } {
  const nested = library ? nestedParts(circuit, library, checkable) : undefined;
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
    const inside = nested?.(name.name);
    const binding = inside && 'found' in inside ? bindingOf(inside.found.part) : undefined;
    if (inside && 'found' in inside && binding) {
      bindings.set(name.name, { ...binding, id: inside.found.id, label: name.name });
      continue;
    }
    if (inside && 'ambiguous' in inside) {
      unknown.push({ name, message: ambiguousMessage(name.name, inside.ambiguous, inside.places) });
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

/** Parts inside subcircuits a test may check: what it checks at the top, except a subcircuit's ports (its interface). */
function checkable(part: ComponentInstance): boolean {
  return part.type !== 'PORT_IN' && part.type !== 'PORT_OUT' && bindingOf(part)?.role === 'output';
}

/** Why a label shared by several parts inside the subcircuits names none of them. */
export function ambiguousMessage(name: string, count: number, places: readonly string[]): string {
  const where = places.length > 0 ? ` (${places.join(', ')}${count > places.length ? ', …' : ''})` : '';
  return `${count} parts inside the subcircuits are labelled ${name}${where}, so a test cannot tell which one it means. Give the one to test a label of its own.`;
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

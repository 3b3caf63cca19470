import type { Blueprint } from '../../shared/circuit/blueprint';
import type { Circuit } from '../../shared/circuit/types';
import { getDefinition } from '../../shared/components/registry';
import { formatInterface, interfaceOf } from '../../shared/components/subcircuit-interface';
import type { ValidationIssue } from '../../shared/contract/validation-channels';
import { checkFlatSize, shapesOf, type CircuitShape } from '../../shared/circuit/flat-size';
import type { Failure } from '../../shared/errors';
import type { CircuitToolContext } from './context';

/** A circuit of the user's library that can be placed as a subcircuit (it has ports). */
export interface LibrarySubcircuit {
  readonly id: string;
  readonly name: string;
  /** Its interface, as a `SUBCIRCUIT` part carries it ("A,B>S,C"). */
  readonly ports: string;
}

/** The most circuits read to list subcircuits (a library is a course's worth of circuits, not thousands). */
const MAX_READ = 300;

/**
 * The library as the assistant's tools see it for hierarchy: which circuits have ports (and can be
 * placed by name, like a type), and which circuits each one places, to refuse a cycle before the
 * model builds on it. Reads each circuit once per tool call.
 */
export class SubcircuitLibrary {
  private readonly contents = new Map<string, Circuit | undefined>();
  private listed: { id: string; name: string }[] | undefined;
  /** Every circuit's name, the one being edited too (for the chain of a cycle). */
  private readonly names = new Map<string, string>();

  constructor(private readonly context: Pick<CircuitToolContext, 'library' | 'circuitId'>) {}

  /** Every other circuit with ports, by name. */
  subcircuits(): LibrarySubcircuit[] {
    return this.circuits().flatMap((meta) => {
      const content = this.read(meta.id);
      if (!content) return [];
      const iface = interfaceOf(content.components);
      if (iface.inputs.length + iface.outputs.length === 0) return [];
      return [{ id: meta.id, name: meta.name, ports: formatInterface(iface) }];
    });
  }

  /** The subcircuit a type names (a circuit's name, ignoring case and separators), or undefined. */
  byName(type: string): LibrarySubcircuit | undefined {
    const key = nameKey(type);
    return this.subcircuits().find((s) => nameKey(s.name) === key || s.id === type);
  }

  /**
   * The chain of circuit names by which `id` contains the circuit being edited (directly or not),
   * or undefined when placing `id` here makes no cycle.
   */
  cycleThrough(id: string): string[] | undefined {
    this.circuits();
    const names = this.names;
    const seen = new Set<string>();
    const walk = (at: string, path: string[]): string[] | undefined => {
      if (at === this.context.circuitId) return path;
      if (seen.has(at)) return undefined;
      seen.add(at);
      const content = this.read(at);
      for (const c of content?.components ?? []) {
        if (c.type !== 'SUBCIRCUIT' || typeof c.properties.circuit !== 'string') continue;
        const next = c.properties.circuit;
        const found = walk(next, [...path, names.get(next) ?? 'this circuit']);
        if (found) return found;
      }
      return undefined;
    };
    return walk(id, [names.get(id) ?? id]);
  }

  /**
   * Why the circuit being edited, with `added` on top of `base`, would have more parts than a
   * circuit may have with its subcircuits expanded (naming the definition that multiplies it); or
   * undefined when it fits. Reads only the circuits below it.
   */
  sizeRefusal(base: CircuitShape, added: CircuitShape): Failure | undefined {
    if (added.uses.size === 0) return undefined;
    const uses = new Map(base.uses);
    for (const [id, n] of added.uses) uses.set(id, (uses.get(id) ?? 0) + n);
    this.circuits();
    const read = shapesOf((id) => this.read(id));
    return checkFlatSize('This circuit', { own: base.own + added.own, uses }, read, (id) => this.names.get(id) ?? id);
  }

  /** A circuit's definition by id, as the simulator's flattening and the test runner read one. */
  definition(id: string): { name: string; circuit: Circuit } | undefined {
    this.circuits();
    const circuit = this.read(id);
    return circuit ? { name: this.names.get(id) ?? id, circuit } : undefined;
  }

  private circuits(): { id: string; name: string }[] {
    if (!this.listed) {
      const listed = this.context.library.list();
      if (listed.success) for (const c of listed.data) this.names.set(c.id, c.name);
      this.listed = listed.success ? listed.data.filter((c) => c.id !== this.context.circuitId).slice(0, MAX_READ) : [];
    }
    return this.listed;
  }

  private read(id: string): Circuit | undefined {
    if (!this.contents.has(id)) {
      const read = this.context.library.read(id);
      this.contents.set(id, read.success ? read.data : undefined);
    }
    return this.contents.get(id);
  }
}

function nameKey(name: string): string {
  return name.toLowerCase().replace(/[\s_-]+/g, '');
}

/**
 * A blueprint whose parts may name library circuits as their type ("HalfAdder"): each such part
 * becomes a `SUBCIRCUIT` with the circuit's id and interface, so it validates and builds like any
 * part. A circuit that contains the one being edited is refused with the chain.
 */
export function resolveSubcircuits(
  blueprint: Blueprint,
  library: SubcircuitLibrary,
): { blueprint: Blueprint; issues: ValidationIssue[] } {
  const issues: ValidationIssue[] = [];
  const components = blueprint.components.map((c) => {
    if (getDefinition(c.type) && c.type !== 'SUBCIRCUIT') return c;
    const byProperty = c.type === 'SUBCIRCUIT' && typeof c.properties?.circuit === 'string';
    const sub = byProperty ? library.byName(String(c.properties!.circuit)) : library.byName(c.type);
    if (!sub) return c;
    const cycle = library.cycleThrough(sub.id);
    if (cycle) {
      issues.push({
        code: 'INVALID_PROPERTY',
        severity: 'error',
        message: `${c.label}: ${sub.name} cannot be placed in this circuit: it contains it (${cycle.join(' → ')}).`,
        hint: 'A circuit cannot contain itself. Build this part from gates, or place another circuit.',
        components: [c.label],
      });
      return c;
    }
    return { ...c, type: 'SUBCIRCUIT', properties: { ...(c.properties ?? {}), circuit: sub.id, ports: sub.ports } };
  });
  return { blueprint: { ...blueprint, components }, issues };
}

/** The catalogue's lines for the library's subcircuits ("HalfAdder: in A,B; out S,C"), or none. */
export function subcircuitCatalogue(library: SubcircuitLibrary): string {
  const subs = library.subcircuits();
  if (subs.length === 0) return '';
  const lines = subs.map((s) => {
    const [inputs = '', outputs = ''] = s.ports.split('>');
    return `${s.name}: in ${inputs || '-'}; out ${outputs || '-'}`;
  });
  return `\nSubcircuits (the user's circuits with ports; use the name as the type, pins are the port names):\n${lines.join('\n')}`;
}

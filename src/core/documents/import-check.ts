import { CircuitState } from '../../shared/circuit/circuit-state';
import type { Operation } from '../../shared/circuit/operations';
import type { Circuit, ComponentInstance, Note, Wire } from '../../shared/circuit/types';
import { getDefinition, lookupDefinition, suggestTypes } from '../../shared/components/registry';
import { fail, ok, type Failure, type Result } from '../../shared/errors';

/** Problems written out one by one in the failure's text; all of them are in its details. */
const MAX_LISTED = 20;

/** A component type as people know it: "Constant 0 (CONST_LOW)", the name the palette shows first. */
function typeInWords(type: string): string {
  const definition = getDefinition(type);
  return definition ? `${definition.name} (${type})` : `"${type}"`;
}

/**
 * Builds the state of an imported circuit and collects EVERY problem it has, not just the first:
 * parts are added in batches; when a batch breaks a rule, its parts are added one by one, those that
 * break one are left out and each is described in the user's words, with what to fix. A wire ending
 * on a component that was left out is not reported again (the component's problem says it).
 */
export class ImportCheck {
  readonly state = new CircuitState();
  private readonly problems: string[] = [];
  private readonly leftOut = new Set<string>();

  /** Adds components, wires and notes, in that order, as a file lists them. */
  add(components: readonly ComponentInstance[], wires: readonly Wire[], notes: readonly Note[] = []): void {
    const operations: Operation[] = [
      ...components.map((component) => ({ op: 'addComponent' as const, component })),
      ...wires.map((wire) => ({ op: 'addWire' as const, wire })),
      ...notes.map((note) => ({ op: 'addNote' as const, note })),
    ];
    if (operations.length === 0 || this.state.apply(operations).success) return;
    for (const op of operations) {
      const applied = this.state.apply([op]);
      if (applied.success) continue;
      if (op.op === 'addComponent') this.componentProblem(op.component, applied);
      else if (op.op === 'addWire') this.wireProblem(op.wire, applied);
      else if (op.op === 'addNote')
        this.problems.push(`Note "${brief(op.note.text)}": ${applied.error} ${applied.hint}`);
    }
  }

  /** The state when nothing was wrong; otherwise one failure that lists every problem. */
  result(): Result<CircuitState> {
    const count = this.problems.length;
    if (count === 0) return ok(this.state);
    const listed = this.problems.slice(0, MAX_LISTED).map((p) => `- ${p}`);
    if (count > MAX_LISTED) listed.push(`- and ${count - MAX_LISTED} more.`);
    return fail(
      'INVALID_FILE',
      `The file's circuit has ${count === 1 ? '1 problem' : `${count} problems`}:\n${listed.join('\n')}`,
      'Fix each of them in the file (or export the circuit again from CircuitForge), then import it again.',
      { problems: this.problems.slice(0, 200) },
    );
  }

  private componentProblem(component: ComponentInstance, failure: Failure): void {
    this.leftOut.add(component.id);
    const who = `Component ${component.label}`;
    if (failure.code === 'UNKNOWN_COMPONENT_TYPE') {
      this.problems.push(`${who} has an unknown type "${component.type}". ${fixForType(component.type)}`);
      return;
    }
    this.problems.push(`${who} (${typeInWords(component.type)}): ${failure.error} ${failure.hint}`);
  }

  private wireProblem(wire: Wire, failure: Failure): void {
    const ends = [wire.from.component, wire.to.component];
    if (ends.some((id) => this.leftOut.has(id))) return;
    if (failure.code === 'UNKNOWN_COMPONENT') {
      const missing = ends.find((id) => this.state.component(id) === undefined) ?? ends[0]!;
      this.problems.push(
        `Wire ${wire.id} ends on a component "${missing}" that is not in the file. Remove the wire, or add the component.`,
      );
      return;
    }
    this.problems.push(`Wire ${wire.id}: ${failure.error} ${failure.hint}`);
  }
}

/** The start of a note's text, to name it. */
function brief(text: string): string {
  const line = text.split('\n')[0]!.trim();
  return line.length > 30 ? `${line.slice(0, 30)}…` : line;
}

/** What to write instead of an unknown type: its exact spelling, or the closest types by name. */
function fixForType(type: string): string {
  const loose = lookupDefinition(type);
  if (loose.success) return `Write it exactly as "${loose.data.type}" (${loose.data.name}).`;
  const similar = suggestTypes(type);
  if (similar.length === 0) return 'Use one of the component types CircuitForge knows (the palette lists them).';
  return `Did you mean ${similar.map(typeInWords).join(', or ')}?`;
}

/** Checks a whole circuit as an import does (see {@link ImportCheck}). */
export function checkImportedCircuit(circuit: Circuit): Result<CircuitState> {
  const check = new ImportCheck();
  check.add(circuit.components, circuit.wires, circuit.notes ?? []);
  return check.result();
}

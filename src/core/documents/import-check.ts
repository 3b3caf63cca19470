import { CircuitState } from '../../shared/circuit/circuit-state';
import type { Operation } from '../../shared/circuit/operations';
import type { Circuit, ComponentInstance, Note, TestCase, Wire } from '../../shared/circuit/types';
import { getDefinition, lookupDefinition } from '../../shared/components/registry';
import { fail, ok, type Failure, type Result } from '../../shared/errors';

/**
 * Problems described, and listed one by one in the failure's text; past them, problems are only
 * counted ("and 199,980 more"). A hostile file may break a rule with each of its 200,000 parts:
 * describing each (a "did you mean" is a fuzzy search of the registry) took minutes.
 */
export const MAX_DESCRIBED = 20;

/** A component type as people know it: "Constant 0 (CONST_LOW)", the name the palette shows first. */
function typeInWords(type: string): string {
  const definition = getDefinition(type);
  return definition ? `${definition.name} (${type})` : `"${type}"`;
}

/**
 * Builds the state of an imported circuit and finds EVERY problem it has, not just the first:
 * parts are added in batches; when a batch breaks a rule, its parts are added one by one, those that
 * break one are left out, and each is counted; the first {@link MAX_DESCRIBED} are described in the
 * user's words, with what to fix. A wire ending on a component that was left out is not reported
 * again (the component's problem says it). A part of a type the registry does not know is left out
 * without trying it (CircuitState would search for a "did you mean" each time), and the fix for each
 * unknown type is looked for once.
 */
export class ImportCheck {
  readonly state = new CircuitState();
  private readonly described: string[] = [];
  private count = 0;
  private readonly leftOut = new Set<string>();
  private readonly fixes = new Map<string, string>();

  /** Adds components, wires, notes and test cases, in that order, as a file lists them. */
  add(
    components: readonly ComponentInstance[],
    wires: readonly Wire[],
    notes: readonly Note[] = [],
    tests: readonly TestCase[] = [],
  ): void {
    const operations: Operation[] = [
      ...components.map((component) => ({ op: 'addComponent' as const, component })),
      ...wires.map((wire) => ({ op: 'addWire' as const, wire })),
      ...notes.map((note) => ({ op: 'addNote' as const, note })),
      ...tests.map((test) => ({ op: 'addTest' as const, test })),
    ];
    if (operations.length === 0) return;
    const doomed = components.some((c) => this.isUnknownType(c)) || wires.some((w) => this.endsOnLeftOut(w));
    if (!doomed && this.state.apply(operations).success) return;
    for (const op of operations) {
      if (op.op === 'addComponent' && this.isUnknownType(op.component)) {
        this.unknownType(op.component);
        continue;
      }
      if (op.op === 'addWire' && this.endsOnLeftOut(op.wire)) continue; // its component's problem says it
      const applied = this.state.apply([op]);
      if (applied.success) continue;
      if (op.op === 'addComponent') this.componentProblem(op.component, applied);
      else if (op.op === 'addWire') this.wireProblem(op.wire, applied);
      else if (op.op === 'addNote')
        this.problem(() => `Note "${brief(op.note.text)}": ${applied.error} ${applied.hint}`);
      else if (op.op === 'addTest')
        this.problem(() => `Test "${brief(op.test.name)}": ${applied.error} ${applied.hint}`);
    }
  }

  /** The state when nothing was wrong; otherwise one failure that lists the problems and counts them all. */
  result(): Result<CircuitState> {
    const count = this.count;
    if (count === 0) return ok(this.state);
    const listed = this.described.map((p) => `- ${p}`);
    if (count > listed.length) listed.push(`- and ${count - listed.length} more.`);
    return fail(
      'INVALID_FILE',
      `The file's circuit has ${count === 1 ? '1 problem' : `${count} problems`}:\n${listed.join('\n')}`,
      'Fix each of them in the file (or export the circuit again from CircuitForge), then import it again.',
      { problems: [...this.described], count },
    );
  }

  /** Counts a problem, and describes it while fewer than {@link MAX_DESCRIBED} are. */
  private problem(describe: () => string): void {
    this.count++;
    if (this.described.length < MAX_DESCRIBED) this.described.push(describe());
  }

  /** A new component of a type the registry does not know (a duplicate id goes through the state, which names that first). */
  private isUnknownType(component: ComponentInstance): boolean {
    return getDefinition(component.type) === undefined && this.state.component(component.id) === undefined;
  }

  /** A wire one of whose ends was left out and is not in the state: it cannot be added. */
  private endsOnLeftOut(wire: Wire): boolean {
    return [wire.from.component, wire.to.component].some(
      (id) => this.leftOut.has(id) && this.state.component(id) === undefined,
    );
  }

  private unknownType(component: ComponentInstance): void {
    this.leftOut.add(component.id);
    this.problem(
      () => `Component ${component.label} has an unknown type "${component.type}". ${this.fixFor(component.type)}`,
    );
  }

  /** {@link fixForType}, looked for once per type. */
  private fixFor(type: string): string {
    let fix = this.fixes.get(type);
    if (fix === undefined) {
      fix = fixForType(type);
      this.fixes.set(type, fix);
    }
    return fix;
  }

  private componentProblem(component: ComponentInstance, failure: Failure): void {
    this.leftOut.add(component.id);
    this.problem(
      () => `Component ${component.label} (${typeInWords(component.type)}): ${failure.error} ${failure.hint}`,
    );
  }

  private wireProblem(wire: Wire, failure: Failure): void {
    const ends = [wire.from.component, wire.to.component];
    if (ends.some((id) => this.leftOut.has(id))) return;
    if (failure.code === 'UNKNOWN_COMPONENT') {
      const missing = ends.find((id) => this.state.component(id) === undefined) ?? ends[0]!;
      this.problem(
        () =>
          `Wire ${wire.id} ends on a component "${missing}" that is not in the file. Remove the wire, or add the component.`,
      );
      return;
    }
    this.problem(() => `Wire ${wire.id}: ${failure.error} ${failure.hint}`);
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
  // The lookup's failure carries the closest types already: one fuzzy search, not two.
  const similar = (loose.details as { similar?: string[] } | undefined)?.similar ?? [];
  if (similar.length === 0) return 'Use one of the component types CircuitForge knows (the palette lists them).';
  return `Did you mean ${similar.map(typeInWords).join(', or ')}?`;
}

/** Checks a whole circuit as an import does (see {@link ImportCheck}). */
export function checkImportedCircuit(circuit: Circuit): Result<CircuitState> {
  const check = new ImportCheck();
  check.add(circuit.components, circuit.wires, circuit.notes ?? [], circuit.tests ?? []);
  if (circuit.powerOn !== undefined) check.state.setPowerOn(circuit.powerOn);
  return check.result();
}

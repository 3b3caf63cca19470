import type { Circuit, ComponentInstance } from '../shared/circuit/types';
import { CircuitState } from '../shared/circuit/circuit-state';
import type { ComponentSimState, LogicValue } from '../shared/contract/sim-channels';
import { WireRouter } from '../shared/routing/router';
import { routeScene } from '../shared/routing/scene';
import { definitionFor } from '../shared/components';
import { portWidth } from '../shared/components/subcircuit-interface';
import { compile } from '../core/simulation/simulation';
import type { Simulation } from '../core/simulation/simulation';
import { hasSubcircuits, type SubcircuitLibrary } from '../core/simulation/hierarchy/flatten';
import { buildExportScene, type ExportScene } from '../renderer/src/model/export/export-scene';
import { fail, type Result } from '../shared/errors';
import { subcircuitsNamed } from '../renderer/src/model/export/subcircuit-names';

/** What the page shows of a running circuit: each wire's value, each bus's bits, each part's state. */
export interface LiveValues {
  readonly wires: Readonly<Record<string, LogicValue>>;
  readonly buses: Readonly<Record<string, string>>;
  readonly components: Readonly<Record<string, ComponentSimState>>;
}

/** The drawing's circuit: each subcircuit instance without a title shows its circuit's name, as in the editor. */
function named(circuit: Circuit, library: SubcircuitLibrary): Circuit {
  if (!hasSubcircuits(circuit)) return circuit;
  return subcircuitsNamed(circuit, (id) => library(id)?.name);
}

/** How a reader operates a part: a switch flips on a click, a push button is held. */
export type Operable = 'switch' | 'button' | 'number';

/** A live circuit of a lesson page: its drawing (fixed) and its simulation (changing). */
export class LiveCircuit {
  private constructor(
    readonly scene: ExportScene,
    private readonly simulation: Simulation,
  ) {}

  /**
   * Builds, routes and compiles a circuit, its subcircuits flattened with the page's definitions
   * (`library`); a failure in the reader's words.
   */
  static open(circuit: Circuit, library?: SubcircuitLibrary): Result<LiveCircuit> {
    const state = CircuitState.fromCircuit(library ? named(circuit, library) : circuit);
    if (!state.success) return { ...state, error: `This circuit cannot be drawn: ${state.error}` };
    const routes = new WireRouter().update(routeScene(state.data.components(), state.data.wires())).changed;
    const scene = buildExportScene(state.data, routes, 'all', new Set());
    const simulation = compile(circuit, { engine: 'event', ...(library ? { library } : {}) });
    if (!simulation.success) return { ...simulation, error: `This circuit cannot run here: ${simulation.error}` };
    if (hasSubcircuits(circuit)) {
      // A subcircuit whose definition did not come with the page (or that cannot be expanded) would
      // sit there dead: say so instead of showing a circuit that does not work.
      const absent = circuit.components.find(
        (c) => c.type === 'SUBCIRCUIT' && library?.(String(c.properties.circuit ?? '')) === undefined,
      );
      if (absent)
        return fail(
          'INVALID_INPUT',
          `This circuit cannot run here: its subcircuit ${absent.label} was not exported with this lesson.`,
          'Export the lesson again from CircuitForge, with the circuit library that holds it.',
        );
      // The hierarchy's problems (a definition missing inside another, a loop, out-of-date pins).
      const broken = simulation.data.diagnostics().find((d) => d.code === 'UNSUPPORTED' && d.severity === 'error');
      if (broken) return fail('INVALID_INPUT', `This circuit cannot run here: ${broken.message}`, broken.hint);
    }
    return { success: true, data: new LiveCircuit(scene, simulation.data) };
  }

  /** Whether the circuit has clocks (then the page offers "Step clock"). */
  get hasClocks(): boolean {
    return this.simulation.clocks().length > 0;
  }

  /** How a part is operated, or undefined when it is not. */
  static operable(component: ComponentInstance): Operable | undefined {
    const family = definitionFor(component)?.family;
    if (family === 'switch') return 'switch';
    if (family === 'button') return 'button';
    // A one-bit input port flips like a switch, as on the canvas.
    if (component.type === 'PORT_IN') return portWidth(component.properties) === 1 ? 'switch' : 'number';
    return undefined;
  }

  /** Flips a switch (or a one-bit input port). */
  toggle(id: string): void {
    const on = this.simulation.componentState(id)?.on ?? false;
    if (this.simulation.setSourceLevel(id, !on).success) this.simulation.settle();
  }

  /** Steps a wide input port's number by `by` (wrapping round its width); an unknown value starts at 0. */
  count(id: string, bits: number, by: 1 | -1): void {
    const bus = this.simulation.componentState(id)?.bus;
    const now = bus !== undefined && /^[01]+$/.test(bus) ? parseInt(bus, 2) : 0;
    const size = 2 ** Math.min(bits, 32);
    if (this.simulation.setValue(id, (now + by + size) % size).success) this.simulation.settle();
  }

  /** Presses (true) or releases a push button. */
  press(id: string, down: boolean): void {
    if (this.simulation.setInput(id, down).success) this.simulation.settle();
  }

  /** Advances one period of the fastest clock. */
  stepClock(): void {
    this.simulation.tick(1);
  }

  /** Back to power-on: stored bits 0, switches at their initial position, clocks low. */
  reset(): void {
    this.simulation.reset();
  }

  values(): LiveValues {
    const snapshot = this.simulation.snapshot();
    return { wires: snapshot.wires, buses: snapshot.buses ?? {}, components: snapshot.components };
  }
}

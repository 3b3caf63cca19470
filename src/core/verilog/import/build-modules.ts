import { CircuitState } from '../../../shared/circuit/circuit-state';
import type { BundledSubcircuit } from '../../../shared/circuit/file-format';
import { formatInterface } from '../../../shared/components/subcircuit-interface';
import { MAX_BUS_WIDTH } from '../../../shared/components/types';
import { ok, type Result } from '../../../shared/errors';
import type { LayoutEngine } from '../../../shared/layout/elk-graph';
import { orderParts, type Design } from './design';
import { simplifyDesign } from './gate-merge';
import { moduleTitle, type ModuleTree } from './hierarchy';
import type { Definition } from './instance-parts';
import { layoutImport } from './layout';
import { buildCircuit, type BuildOptions, type BuiltCircuit } from './to-circuit';
import type { YosysJson } from './yosys-json';

/** A design built into parts and wires and laid out. */
export interface LaidOut {
  readonly state: CircuitState;
  readonly built: BuiltCircuit;
}

/** Builds a design (gates merged, parts ordered along the flow) and lays it out from `origin`. */
export async function buildLaidOut(
  design: Design,
  options: BuildOptions,
  layout: LayoutEngine,
  origin?: { readonly x: number; readonly y: number },
): Promise<Result<LaidOut>> {
  simplifyDesign(design);
  orderParts(design);
  const built = buildCircuit(design, options);
  const state = CircuitState.fromCircuit(built.circuit);
  if (!state.success) return state;
  const moves = await layoutImport(state.data, built, layout, origin);
  const placed = state.data.apply(moves);
  if (!placed.success) return placed;
  return ok({ state: state.data, built });
}

/** The modules below the top, each a circuit of the import's bundle that its instances place. */
export interface BuiltDefinitions {
  readonly definitions: ReadonlyMap<string, Definition>;
  readonly bundle: BundledSubcircuit[];
  readonly warnings: string[];
  readonly gates: number;
  readonly flipFlops: number;
}

/**
 * Builds every module below the top into a circuit whose ports are port parts (innermost first,
 * so that a module's instances find their definitions), each with its own ids. Warnings name
 * their module.
 */
export async function buildDefinitions(
  tree: ModuleTree,
  netlist: YosysJson,
  layout: LayoutEngine,
  newIds: () => (prefix: string) => string,
): Promise<Result<BuiltDefinitions>> {
  const definitions = new Map<string, Definition>();
  const bundle: BundledSubcircuit[] = [];
  const warnings: string[] = [];
  let gates = 0;
  let flipFlops = 0;
  for (const [index, name] of tree.below.entries()) {
    const laid = await buildLaidOut(
      tree.designs.get(name)!,
      { outputs: 'probe', newId: newIds(), subcircuit: true, definitions },
      layout,
    );
    if (!laid.success) return laid;
    const { state, built } = laid.data;
    const title = moduleTitle(name, netlist.modules[name]);
    const id = `verilog-module-${index + 1}`;
    definitions.set(name, {
      id,
      ports: formatInterface(state.interface()),
      pins: built.ports.flatMap((port) =>
        port.labels.map((pin, chunk) => ({
          port: port.name,
          pin,
          offset: chunk * MAX_BUS_WIDTH,
          width: Math.min(MAX_BUS_WIDTH, port.width - chunk * MAX_BUS_WIDTH),
          input: port.direction === 'input',
        })),
      ),
      clocks: new Set(built.ports.filter((p) => p.clock).map((p) => p.name)),
    });
    bundle.push({ id, name: title, circuit: state.toJSON() });
    warnings.push(...built.warnings.map((w) => `In ${title}: ${w}`));
    gates += built.gates;
    flipFlops += built.flipFlops;
  }
  return ok({ definitions, bundle, warnings, gates, flipFlops });
}

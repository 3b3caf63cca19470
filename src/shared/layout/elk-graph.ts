import type { ElkExtendedEdge, ElkNode, ElkPort } from 'elkjs/lib/elk-api';
import type { CircuitState } from '../circuit/circuit-state';
import type { Operation } from '../circuit/operations';
import type { PinSide } from '../components/types';
import { bodyGeometry, snap } from './geometry';

/**
 * An ELK instance's `layout`: the renderer runs it in a web worker, the main process in its own
 * thread; tests pass `new ELK()` from `elkjs/lib/elk.bundled.js`. This module only builds graphs
 * and reads layouts, so it stays pure.
 */
export type LayoutEngine = (graph: ElkNode) => Promise<ElkNode>;

const PORT_SIDE: Record<PinSide, string> = { left: 'WEST', right: 'EAST', top: 'NORTH', bottom: 'SOUTH' };

/** The gap between parts of one column, in canvas units (the columns are 1.75 times further apart). */
export const DEFAULT_SPACING = 40;

/** Layered, left to right, orthogonal, with every pin a port fixed where the symbol has it. */
export const LAYOUT_OPTIONS = {
  'elk.algorithm': 'layered',
  'elk.direction': 'RIGHT',
  'elk.edgeRouting': 'ORTHOGONAL',
  'elk.layered.spacing.nodeNodeBetweenLayers': '70',
  'elk.spacing.nodeNode': String(DEFAULT_SPACING),
  'elk.spacing.componentComponent': '80',
  'elk.layered.considerModelOrder.strategy': 'NODES_AND_EDGES',
} as const;

/** What {@link toElkGraph} lays out. */
export interface ElkGraphOptions {
  /** Only these components (by id), and the wires between them; all of them when left out. */
  readonly only?: ReadonlySet<string>;
  /** The gap between parts; {@link DEFAULT_SPACING} when left out. */
  readonly spacing?: number;
}

const portId = (component: string, pin: string) => `${component}:${pin}`;

/** The layout options for a spacing: the default options unchanged at the default spacing. */
function optionsFor(spacing: number | undefined): Record<string, string> {
  if (spacing === undefined || spacing === DEFAULT_SPACING) return { ...LAYOUT_OPTIONS };
  return {
    ...LAYOUT_OPTIONS,
    'elk.spacing.nodeNode': String(spacing),
    'elk.layered.spacing.nodeNodeBetweenLayers': String(Math.round(spacing * 1.75)),
    'elk.spacing.componentComponent': String(spacing * 2),
  };
}

/**
 * The ELK graph of a circuit: one node per component (its rotated size), one port per pin at the
 * pin's place, one edge per wire from driver to reader. A wire from a ground rail is turned
 * around, so that GND ends up right of the LED and resistor it returns, as people draw it.
 */
export function toElkGraph(state: CircuitState, options: ElkGraphOptions = {}): ElkNode {
  const { only } = options;
  const children: ElkNode[] = [];
  for (const c of state.components()) {
    if (only && !only.has(c.id)) continue;
    const geometry = bodyGeometry(c, c.rotation);
    if (!geometry) continue;
    const ports: ElkPort[] = geometry.pins.map((p) => ({
      id: portId(c.id, p.pin.name),
      x: p.x,
      y: p.y,
      width: 0,
      height: 0,
      layoutOptions: { 'elk.port.side': PORT_SIDE[p.side] },
    }));
    children.push({
      id: c.id,
      width: geometry.width,
      height: geometry.height,
      ports,
      layoutOptions: { 'elk.portConstraints': 'FIXED_POS' },
    });
  }
  const edges: ElkExtendedEdge[] = [];
  for (const w of state.wires()) {
    if (only && !(only.has(w.from.component) && only.has(w.to.component))) continue;
    const fromGround = bodyGeometry(state.component(w.from.component)!, 0)?.definition.family === 'ground';
    const [a, b] = fromGround ? [w.to, w.from] : [w.from, w.to];
    edges.push({ id: w.id, sources: [portId(a.component, a.pin)], targets: [portId(b.component, b.pin)] });
  }
  return { id: 'root', layoutOptions: optionsFor(options.spacing), children, edges };
}

/** The moves that put components where a layout placed them (snapped to the grid), skipping unmoved ones. */
export function layoutOperations(state: CircuitState, layout: ElkNode, origin = { x: 40, y: 40 }): Operation[] {
  const operations: Operation[] = [];
  for (const child of layout.children ?? []) {
    const c = state.component(child.id);
    if (!c || child.x === undefined || child.y === undefined) continue;
    const x = snap(origin.x + child.x);
    const y = snap(origin.y + child.y);
    if (x !== c.x || y !== c.y) operations.push({ op: 'updateComponent', id: c.id, set: { x, y } });
  }
  return operations;
}

import type { ELK, ElkExtendedEdge, ElkNode, ElkPort } from 'elkjs/lib/elk-api';
import type { PinSide } from '../../../shared/components';
import type { CircuitState, Operation } from '../../../shared/circuit';
import { fail, ok, type Result } from '../../../shared/errors';
import { bodyGeometry, snap } from './geometry';

const PORT_SIDE: Record<PinSide, string> = { left: 'WEST', right: 'EAST', top: 'NORTH', bottom: 'SOUTH' };

/** Layered, left to right, orthogonal, with every pin a port fixed where the symbol has it. */
export const LAYOUT_OPTIONS = {
  'elk.algorithm': 'layered',
  'elk.direction': 'RIGHT',
  'elk.edgeRouting': 'ORTHOGONAL',
  'elk.layered.spacing.nodeNodeBetweenLayers': '70',
  'elk.spacing.nodeNode': '40',
  'elk.spacing.componentComponent': '80',
  'elk.layered.considerModelOrder.strategy': 'NODES_AND_EDGES',
} as const;

const portId = (component: string, pin: string) => `${component}:${pin}`;

/**
 * The ELK graph of a circuit: one node per component (its rotated size), one port per pin at the
 * pin's place, one edge per wire from driver to reader. A wire from a ground rail is turned
 * around, so that GND ends up right of the LED and resistor it returns, as people draw it.
 */
export function toElkGraph(state: CircuitState): ElkNode {
  const children: ElkNode[] = [];
  for (const c of state.components()) {
    const geometry = bodyGeometry(c.type, c.rotation);
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
    const fromGround = bodyGeometry(state.component(w.from.component)!.type, 0)?.definition.family === 'ground';
    const [a, b] = fromGround ? [w.to, w.from] : [w.from, w.to];
    edges.push({ id: w.id, sources: [portId(a.component, a.pin)], targets: [portId(b.component, b.pin)] });
  }
  return { id: 'root', layoutOptions: { ...LAYOUT_OPTIONS }, children, edges };
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

let worker: ELK | undefined;
/** A layout in the worker that has not answered by then is given up (the worker may not load). */
const WORKER_TIMEOUT_MS = 20_000;

/** ELK in a web worker (loaded on first use), so a large layout never freezes the window. */
async function elkInWorker(): Promise<ELK> {
  if (worker) return worker;
  const [{ default: ElkApi }, { default: workerUrl }] = await Promise.all([
    import('elkjs/lib/elk-api'),
    import('elkjs/lib/elk-worker.min.js?url'),
  ]);
  worker = new ElkApi({ workerUrl });
  return worker;
}

/** ELK on this thread: the fallback where a worker cannot be started (some desktop setups). */
async function elkHere(): Promise<ELK> {
  const { default: ElkBundled } = await import('elkjs/lib/elk.bundled.js');
  return new ElkBundled();
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/** Lays a circuit out with `elk` (tests), else in a worker, else here; returns the moves as one edit. */
export async function autoLayoutEdit(state: CircuitState, elk?: ELK): Promise<Result<{ operations: Operation[] }>> {
  const graph = toElkGraph(state);
  try {
    let layout: ElkNode;
    if (elk) layout = await elk.layout(graph);
    else {
      try {
        layout = await withTimeout((await elkInWorker()).layout(graph), WORKER_TIMEOUT_MS);
      } catch (error) {
        console.warn('[auto-layout] the layout worker failed; laying out on the main thread', error);
        worker = undefined;
        layout = await (await elkHere()).layout(graph);
      }
    }
    return ok({ operations: layoutOperations(state, layout) });
  } catch (error) {
    console.error('[INTERNAL] auto-layout failed', error);
    return fail(
      'INTERNAL',
      'Auto-layout failed.',
      'The circuit is unchanged. Please report this with the circuit file (File → Export).',
    );
  }
}

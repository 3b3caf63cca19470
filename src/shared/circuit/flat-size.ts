import { fail, type Failure } from '../errors';
import type { CircuitState } from './circuit-state';
import { MAX_PARTS, type Circuit } from './types';

/** The most parts a circuit may have with every subcircuit expanded: the same as a flat circuit. */
export const MAX_FLAT_PARTS = MAX_PARTS;

/** What the size of a hierarchy depends on: a circuit's own parts, and how often it places each circuit. */
export interface CircuitShape {
  /** Its parts that are not subcircuits (ports included: inside an instance each is a part too). */
  readonly own: number;
  readonly uses: ReadonlyMap<string, number>;
}

/** Reads the shape of a circuit of the library by id (undefined: not there). */
export type ShapeReader = (id: string) => CircuitShape | undefined;

/** The shape of a circuit's content (cost: one pass over its parts). */
export function shapeOf(circuit: Circuit): CircuitShape {
  let own = 0;
  const uses = new Map<string, number>();
  for (const c of circuit.components) {
    if (c.type !== 'SUBCIRCUIT') own++;
    else if (typeof c.properties.circuit === 'string' && c.properties.circuit !== '')
      uses.set(c.properties.circuit, (uses.get(c.properties.circuit) ?? 0) + 1);
  }
  return { own, uses };
}

/** The shape of a circuit held in memory (cost: its subcircuit counts). */
export function shapeOfState(state: Pick<CircuitState, 'componentCount' | 'uses'>): CircuitShape {
  const uses = state.uses();
  let placed = 0;
  for (const n of uses.values()) placed += n;
  return { own: state.componentCount - placed, uses };
}

/** A reader of shapes over a reader of circuits, each circuit read and measured once. */
export function shapesOf(read: (id: string) => Circuit | undefined): ShapeReader {
  const memo = new Map<string, CircuitShape | undefined>();
  return (id) => {
    if (!memo.has(id)) {
      const circuit = read(id);
      memo.set(id, circuit && shapeOf(circuit));
    }
    return memo.get(id);
  };
}

/**
 * How many parts each circuit of a library has with its subcircuits expanded (its own parts, ports
 * included, plus each instance's count), memoised, from the definitions alone: nothing is built.
 * A missing definition counts 0; a circuit that contains itself counts its loop once (the loop is
 * refused elsewhere). Cost: one pass over each circuit reached.
 */
export function flatPartCounter(read: ShapeReader): (id: string) => number {
  const memo = new Map<string, number>();
  const count = (id: string): number => {
    const known = memo.get(id);
    if (known !== undefined) return known;
    const shape = read(id);
    if (!shape) return 0;
    memo.set(id, 0); // a loop back here counts nothing
    const total = countOf(shape, count);
    memo.set(id, total);
    return total;
  };
  return count;
}

function countOf({ own, uses }: CircuitShape, count: (id: string) => number): number {
  let total = own;
  for (const [id, times] of uses) total += times * count(id);
  return total;
}

/** What makes a hierarchy big: its expanded size and the definition that contributes most. */
export interface FlatSize {
  readonly parts: number;
  /** The definition whose copies bring the most parts: how often it is placed in all, and its own parts. */
  readonly heaviest?: { readonly id: string; readonly placed: number; readonly own: number };
}

/** The expanded size of a circuit and the definition that multiplies it (see {@link FlatSize}). */
export function flatSize(top: CircuitShape, read: ShapeReader): FlatSize {
  const parts = countOf(top, flatPartCounter(read));
  // Definitions in topological order (users before what they place), then copies pushed down.
  const order: string[] = [];
  const state = new Map<string, 'open' | 'done'>();
  const visit = (id: string) => {
    if (state.has(id)) return;
    state.set(id, 'open');
    for (const used of read(id)?.uses.keys() ?? []) visit(used);
    state.set(id, 'done');
    order.push(id);
  };
  for (const used of top.uses.keys()) visit(used);
  const placed = new Map<string, number>(top.uses);
  let heaviest: FlatSize['heaviest'];
  for (const id of order.reverse()) {
    const inner = read(id);
    const times = placed.get(id) ?? 0;
    if (!inner || times === 0) continue;
    const { own, uses } = inner;
    if (!heaviest || times * own > heaviest.placed * heaviest.own) heaviest = { id, placed: times, own };
    for (const [used, n] of uses) placed.set(used, (placed.get(used) ?? 0) + times * n);
  }
  return heaviest ? { parts, heaviest } : { parts };
}

/** A number as people read it: 1,000,000. */
export function formatCount(n: number): string {
  return n.toLocaleString('en-US');
}

/**
 * Refuses a circuit (given by its shape) that would have more than {@link MAX_FLAT_PARTS} parts with its subcircuits
 * expanded, saying its expanded size and which definition multiplies it. `name` names a circuit of
 * the library by id (for the message).
 */
export function checkFlatSize(
  circuitName: string,
  top: CircuitShape,
  read: ShapeReader,
  name: (id: string) => string,
): Failure | undefined {
  if (top.uses.size === 0) return undefined;
  const size = flatSize(top, read);
  if (size.parts <= MAX_FLAT_PARTS) return undefined;
  const heaviest = size.heaviest;
  const why = heaviest
    ? ` ${name(heaviest.id)} is placed ${formatCount(heaviest.placed)} times in all (${formatCount(heaviest.own)} part${heaviest.own === 1 ? '' : 's'} of its own each).`
    : '';
  return fail(
    'INVALID_INPUT',
    `${circuitName} would have ${formatCount(size.parts)} parts with its subcircuits expanded, more than the ${formatCount(MAX_FLAT_PARTS)} a circuit can have.${why}`,
    heaviest
      ? `Place fewer copies of ${name(heaviest.id)} (or of the subcircuits that hold it), or make it smaller.`
      : 'Place fewer subcircuits.',
  );
}

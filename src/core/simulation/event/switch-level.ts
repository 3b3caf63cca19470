import { LX, LZ, type Logic } from '../logic';
import { pulled, type EventState } from './event-state';

/** A transistor's state: apart, connected, or not known (its gate reads X or Z). */
export const OPEN = 0;
export const CLOSED = 1;
export const UNKNOWN = 2;

/**
 * What a transistor's gate level makes it (`conductsOn`: 1 for NMOS, 0 for PMOS). A floating gate
 * (Z) leaves it open, as Digital has it; an unknown one (X) may go either way.
 */
export function switchState(gate: Logic, conductsOn: number): number {
  if (gate === LZ) return OPEN;
  if (gate === LX) return UNKNOWN;
  return gate === conductsOn ? CLOSED : OPEN;
}

/** The two nets a transistor's channel joins. */
function channelNets(s: EventState, c: number): [number, number] {
  const comp = s.comps[c]!;
  const [a, b] = comp.layout.channelPins!;
  return [s.pinNet[comp.base + a]!, s.pinNet[comp.base + b]!];
}

/**
 * The values of the nets around `seeds` as transistors join them (switch-level simulation). Nets
 * joined by conducting transistors are one group. A group with a supply in it (VCC, GND, a
 * constant, an input: see {@link SUPPLIES}) has the supply's level, as a stiff rail would hold it (two supplies of different
 * levels: X, a short); any other group resolves its drivers as one net's (agreeing drivers give
 * their value, disagreeing ones X), and while none drives it its pull resistors give it a weak
 * level (a pull-up and a pull-down: X). A transistor whose gate is unknown may or may not conduct:
 * a group without a supply that could be joined that way to a different level is X (the groups
 * such transistors link are looked at together). Visits every net reachable from the seeds through
 * transistors that are not open and calls `settle` with each net and its value.
 */
export function resolveSwitchLevel(
  s: EventState,
  seeds: readonly number[],
  settle: (net: number, value: Logic) => void,
): void {
  // The region: every net that a changed net can reach through a transistor that is not open.
  const region = new Set<number>();
  const stack: number[] = [];
  const reach = (n: number) => {
    if (n < 0 || region.has(n)) return;
    region.add(n);
    stack.push(n);
  };
  for (const n of seeds) reach(n);
  const unknown: number[] = [];
  while (stack.length > 0) {
    const n = stack.pop()!;
    for (const c of s.netSwitches[n] ?? []) {
      const state = s.comps[c]!.stValue;
      if (state === OPEN) continue;
      if (state === UNKNOWN && !unknown.includes(c)) unknown.push(c);
      for (const m of channelNets(s, c)) reach(m);
    }
  }
  // The groups: nets joined by conducting transistors, each with its supplies, drivers and pulls.
  const groupOf = new Map<number, number>();
  const groups: Group[] = [];
  for (const start of region) {
    if (groupOf.has(start)) continue;
    const group: Group = { supply: LZ, strong: LZ, pull: 0, level: LZ };
    groupOf.set(start, groups.length);
    stack.push(start);
    while (stack.length > 0) {
      const n = stack.pop()!;
      group.strong = combine(group.strong, s.driven(n));
      group.supply = combine(group.supply, supplied(s, n));
      group.pull |= s.netPull[n] ?? 0;
      for (const c of s.netSwitches[n] ?? []) {
        if (s.comps[c]!.stValue !== CLOSED) continue;
        for (const m of channelNets(s, c)) {
          if (m < 0 || groupOf.has(m)) continue;
          groupOf.set(m, groups.length);
          stack.push(m);
        }
      }
    }
    group.level = group.supply !== LZ ? group.supply : level(group.strong, group.pull);
    groups.push(group);
  }
  if (unknown.length > 0) doubt(s, unknown, groupOf, groups);
  for (const [n, g] of groupOf) settle(n, groups[g]!.level);
}

/** A group of nets joined by conducting transistors. */
interface Group {
  /** What its supplies give it (Z: none). */
  supply: Logic;
  /** What all its drivers give it, supplies included (Z: none). */
  strong: Logic;
  /** Its pull resistors ({@link PULLED_UP} | {@link PULLED_DOWN}). */
  pull: number;
  /** Its level. */
  level: Logic;
}

/**
 * Transistors whose gate is unknown link groups into sets that may be one: a group without a
 * supply becomes X where some group of its set could give it another level (a driven 0 that a 1
 * could reach, a floating net that something could drive, pulls that another pull could meet).
 */
function doubt(s: EventState, unknown: readonly number[], groupOf: ReadonlyMap<number, number>, groups: Group[]): void {
  const parent = groups.map((_g, i) => i);
  const root = (g: number): number => (parent[g] === g ? g : (parent[g] = root(parent[g]!)));
  for (const c of unknown) {
    const [a, b] = channelNets(s, c).map((n) => groupOf.get(n));
    if (a !== undefined && b !== undefined) parent[root(a)] = root(b);
  }
  // Per set: the levels its groups' drivers could give one another, and those their pulls could.
  const driven = new Map<number, Set<Logic>>();
  const weak = new Map<number, Set<Logic>>();
  const sizes = new Map<number, number>();
  const add = (sets: Map<number, Set<Logic>>, r: number, v: Logic) => {
    let set = sets.get(r);
    if (!set) sets.set(r, (set = new Set()));
    set.add(v);
  };
  groups.forEach((group, g) => {
    const r = root(g);
    sizes.set(r, (sizes.get(r) ?? 0) + 1);
    if (group.strong !== LZ) add(driven, r, group.level);
    else if (group.pull !== 0) add(weak, r, group.level);
  });
  groups.forEach((group, g) => {
    const r = root(g);
    if (group.supply !== LZ || sizes.get(r)! < 2) return;
    const drives = driven.get(r) ?? new Set<Logic>();
    const pulls = weak.get(r) ?? new Set<Logic>();
    // Driven: sure while nothing could drive it otherwise (a pull never overrides a driver).
    // Undriven: sure while nothing could drive it, and any pull it could meet pulls its way.
    const sure =
      group.strong !== LZ
        ? drives.size === 1 && drives.has(group.level)
        : drives.size === 0 && (pulls.size === 0 || (pulls.size === 1 && pulls.has(group.level)));
    if (!sure) group.level = LX;
  });
}

/**
 * The sources that hold a group's level as a rail does (a switch-level simulator's input nodes):
 * constants, and what the user or a test sets — input ports, switches, buttons, clocks. A driver
 * inside the circuit gives way to them, so a momentary fight while transistors switch (a pass
 * transistor joining an input to a line a tri-state output has not yet let go) cannot leave an
 * unknown that holds itself through the gates it reaches.
 */
const SUPPLIES: ReadonlySet<string> = new Set(['const0', 'const1', 'switch', 'button', 'clock']);

/** What the supplies among a net's drivers give it (Z: none, as a bidirectional input let float). */
function supplied(s: EventState, n: number): Logic {
  let result: Logic = LZ;
  for (const p of s.netDrivers[n]!) {
    const source = s.comps[s.pinComp[p]!]!.layout.model.source;
    if (source !== undefined && SUPPLIES.has(source)) result = combine(result, s.pinDrive[p] as Logic);
  }
  return result;
}

/** Two drives of one net: Z gives way, equal values agree, different ones are X. */
function combine(a: Logic, b: Logic): Logic {
  if (a === LZ) return b;
  if (b === LZ || a === b) return a;
  return LX;
}

/** A group's level: what drives it, or while nothing does its pull resistors' weak level. */
function level(strong: Logic, pull: number): Logic {
  return strong === LZ && pull !== 0 ? pulled(pull) : strong;
}

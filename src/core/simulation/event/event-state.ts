import type { MemoryWords } from '../../../shared/memory/words';
import type { EngineComponent } from '../engine';
import { ROLE_DRIVER, ROLE_INPUT, type TypeLayout } from '../layout';
import { L0, L1, LX, LZ, type Logic } from '../logic';

/** A component inside the event engine. */
export interface EventComponent extends EngineComponent {
  label: string;
  properties: Readonly<Record<string, unknown>>;
  /** Global number of its first pin. */
  readonly base: number;
  delay: number;
  stKnown: number;
  stValue: number;
  /** The clock input's last definite value was 0 (an edge is the next definite 1). */
  clockLow: boolean;
  /** Switch on, button pressed, clock high. */
  on: boolean;
  /** A switch or input port set to drive nothing (a test's `Z`). */
  floating: boolean;
  /** A memory's words now (a RAM's change as it is written). */
  words?: MemoryWords;
}

/** A wire inside the event engine: the global numbers of the two pins it joins. */
export interface EventWire {
  readonly id: string;
  readonly a: number;
  readonly b: number;
}

/**
 * The data of the event engine: components, pins and nets in growable arrays, so that edits can
 * patch them in place. Pins are numbered globally (`base` of the component + registry index);
 * removed components leave holes, freed nets go to a free list.
 *
 * Invariant: `netPins[pinNet[p]]` contains `p` for every live pin `p`; `netDrivers[n]` are the
 * driver pins of `netPins[n]`, `netReaders[n]` the components (without duplicates) that read it.
 */
export class EventState {
  readonly comps: (EventComponent | undefined)[] = [];
  /** Each live component's index by id (a loaded netlist's own index, taken over). */
  idToComp = new Map<string, number>();
  pinNet: number[] = [];
  pinComp: number[] = [];
  /** Wires ending on each pin. */
  pinWireCount: number[] = [];
  /** Value each driver pin applies now (Z for other pins). */
  pinDrive: number[] = [];
  /** Value each driver pin will apply once its scheduled events are done. */
  pinProjected: number[] = [];
  readonly netPins: number[][] = [];
  readonly netDrivers: number[][] = [];
  readonly netReaders: number[][] = [];
  readonly netValue: number[] = [];
  /** The transistors whose channel ends on each net (only nets that have any). */
  readonly netSwitches: (number[] | undefined)[] = [];
  /** The pull resistors on each net: {@link PULLED_UP} | {@link PULLED_DOWN} (only nets that have any). */
  readonly netPull: (number | undefined)[] = [];
  /** Nets worth a look for diagnostics: no driver, several, or a tri-state one. */
  readonly specialNets = new Set<number>();
  readonly freeNets: number[] = [];
  /** Wire ids by pin, for splitting a net when a wire goes: built on the first removal (see `wiresOf`). */
  private pinWires: (string[] | undefined)[] | undefined;
  /** The wires in the order they came (a removed one leaves a hole until the list is compacted). */
  private wireList: (EventWire | undefined)[] = [];
  private wireHoles = 0;
  /** Where each wire is in `wireList`, by id: built on the first lookup by id (loading never needs it). */
  private wirePositions: Map<string, number> | undefined;
  private readonly scratchDrivers: number[] = [];
  private readonly scratchReaders: number[] = [];
  /** Sum of all delays: bounds how long an acyclic circuit can take to settle. */
  delaySum = 0;
  liveComponents = 0;

  /** Gives an empty state `count` pins, in no net, of no component yet (their values are the loader's). */
  presize(count: number): void {
    if (this.pinNet.length > 0) throw new Error('presize: the state already has pins');
    this.pinNet = new Array<number>(count).fill(-1);
    this.pinComp = new Array<number>(count).fill(-1);
    this.pinWireCount = new Array<number>(count).fill(0);
    this.pinDrive = new Array<number>(count).fill(LZ);
    this.pinProjected = new Array<number>(count).fill(LZ);
  }

  /** A wire by id. */
  wire(id: string): EventWire | undefined {
    const at = this.positions().get(id);
    return at === undefined ? undefined : this.wireList[at];
  }

  /** Visits the wires in the order they came, until `visit` returns false. */
  forEachWire(visit: (wire: EventWire) => boolean | void): void {
    for (const wire of this.wireList) if (wire && visit(wire) === false) return;
  }

  /** Records a wire between pins `a` and `b` (their nets are the caller's). */
  attachWire(wire: EventWire): void {
    this.wirePositions?.set(wire.id, this.wireList.length);
    this.wireList.push(wire);
    this.pinWireCount[wire.a]!++;
    this.pinWireCount[wire.b]!++;
    if (this.pinWires) {
      this.listOf(wire.a).push(wire.id);
      if (wire.b !== wire.a) this.listOf(wire.b).push(wire.id);
    }
  }

  /** Forgets a wire (its nets are the caller's). */
  detachWire(wire: EventWire): void {
    const pinWires = this.indexedPinWires();
    const positions = this.positions();
    this.wireList[positions.get(wire.id)!] = undefined;
    positions.delete(wire.id);
    for (const p of wire.a === wire.b ? [wire.a] : [wire.a, wire.b]) {
      const list = pinWires[p]!;
      list.splice(list.indexOf(wire.id), 1);
      if (list.length === 0) pinWires[p] = undefined;
    }
    this.pinWireCount[wire.a]!--;
    this.pinWireCount[wire.b]!--;
    // Many holes (a big part of the circuit deleted): the list is closed up, and indexed again when asked.
    if (++this.wireHoles > 1024 && this.wireHoles * 2 > this.wireList.length) {
      this.wireList = this.wireList.filter((w) => w !== undefined);
      this.wireHoles = 0;
      this.wirePositions = undefined;
    }
  }

  /** The ids of the wires ending on pin `p`. */
  wiresOf(p: number): readonly string[] {
    return this.indexedPinWires()[p] ?? [];
  }

  private positions(): Map<string, number> {
    if (!this.wirePositions) {
      this.wirePositions = new Map();
      this.wireList.forEach((wire, at) => {
        if (wire) this.wirePositions!.set(wire.id, at);
      });
    }
    return this.wirePositions;
  }

  /** Wire ids by pin, built from the wires once: loading a circuit never needs them, an edit that removes one does. */
  private indexedPinWires(): (string[] | undefined)[] {
    if (!this.pinWires) {
      this.pinWires = [];
      for (const wire of this.wireList) {
        if (!wire) continue;
        this.listOf(wire.a).push(wire.id);
        if (wire.b !== wire.a) this.listOf(wire.b).push(wire.id);
      }
    }
    return this.pinWires;
  }

  private listOf(p: number): string[] {
    const pinWires = this.pinWires!;
    let list = pinWires[p];
    if (!list) {
      list = [];
      pinWires[p] = list;
    }
    return list;
  }

  layoutOfPin(p: number): TypeLayout {
    return this.comps[this.pinComp[p]!]!.layout;
  }

  pinIndex(p: number): number {
    return p - this.comps[this.pinComp[p]!]!.base;
  }

  pinRole(p: number): number {
    const comp = this.comps[this.pinComp[p]!]!;
    return comp.layout.roles[p - comp.base]!;
  }

  allocNet(): number {
    const reused = this.freeNets.pop();
    if (reused !== undefined) return reused;
    this.netPins.push([]);
    this.netDrivers.push([]);
    this.netReaders.push([]);
    this.netValue.push(LZ);
    return this.netPins.length - 1;
  }

  freeNet(n: number): void {
    this.netPins[n] = [];
    this.netDrivers[n] = [];
    this.netReaders[n] = [];
    this.netValue[n] = LZ;
    if (this.netSwitches[n]) this.netSwitches[n] = undefined;
    if (this.netPull[n]) this.netPull[n] = undefined;
    this.specialNets.delete(n);
    this.freeNets.push(n);
  }

  /** Recomputes the drivers, readers and diagnostic interest of a net from its pins. */
  refreshNet(n: number): void {
    // Gathered in scratch lists and kept as exact copies: a list grown by push keeps room for 17
    // entries, and a circuit has two lists per net (most with one entry): 55 MB for 144,000 nets.
    const drivers = this.scratchDrivers;
    const readers = this.scratchReaders;
    drivers.length = 0;
    readers.length = 0;
    let tristate = false;
    let pull = 0;
    let switches: number[] | undefined;
    const pins = this.netPins[n]!;
    for (let i = 0; i < pins.length; i++) {
      const p = pins[i]!;
      const comp = this.comps[this.pinComp[p]!]!;
      const role = comp.layout.roles[p - comp.base];
      const kind = comp.layout.model.kind;
      if (kind === 'switch' && role !== ROLE_INPUT) {
        const c = this.pinComp[p]!;
        switches ??= [];
        if (!switches.includes(c)) switches.push(c);
      } else if (kind === 'pull') pull |= comp.layout.model.pull === 1 ? PULLED_UP : PULLED_DOWN;
      else if (role === ROLE_DRIVER) {
        drivers.push(p);
        if (comp.layout.tristate) tristate = true;
      } else if (role === ROLE_INPUT && comp.layout.model.kind !== 'display') {
        const c = this.pinComp[p]!;
        if (!readers.includes(c)) readers.push(c);
      }
    }
    this.netDrivers[n] = drivers.slice();
    this.netReaders[n] = readers.slice();
    if (switches || this.netSwitches[n]) this.netSwitches[n] = switches;
    if (pull !== 0 || this.netPull[n]) this.netPull[n] = pull;
    // Undriven nets matter only when a logic input reads them.
    if (drivers.length > 1 || tristate || (drivers.length === 0 && readers.length > 0)) this.specialNets.add(n);
    else this.specialNets.delete(n);
  }

  /** The value the drivers of a net give it now, or its pull resistors' while none drives it. */
  resolve(n: number): Logic {
    const strong = this.driven(n);
    return strong === LZ && this.netPull[n] ? pulled(this.netPull[n]) : strong;
  }

  /** The value the drivers of a net give it now (Z when none drives it). */
  driven(n: number): Logic {
    const drivers = this.netDrivers[n]!;
    if (drivers.length === 1) return this.pinDrive[drivers[0]!] as Logic;
    let result: Logic = LZ;
    for (let i = 0; i < drivers.length; i++) {
      const v = this.pinDrive[drivers[i]!]!;
      if (v === LZ) continue;
      if (result === LZ) result = v as Logic;
      else if (result !== v) return LX;
    }
    return result;
  }

  /** What pin `p` reads: its net's value, or its default while it is unconnected and the net is undriven. */
  read(p: number): Logic {
    const v = this.netValue[this.pinNet[p]!] as Logic;
    if (v !== LZ || this.pinWireCount[p] !== 0) return v;
    const comp = this.comps[this.pinComp[p]!]!;
    const d = comp.layout.defaults[p - comp.base]!;
    return d >= 0 ? (d as Logic) : LZ;
  }
}

/** A net with a pull-up resistor. */
export const PULLED_UP = 1;
/** A net with a pull-down resistor. */
export const PULLED_DOWN = 2;

/** The weak level of pull resistors (both kinds at once: X). */
export function pulled(pull: number): Logic {
  return pull === PULLED_UP ? L1 : pull === PULLED_DOWN ? L0 : LX;
}

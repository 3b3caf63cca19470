import type { MemoryWords } from '../../../shared/memory/words';
import type { EngineComponent } from '../engine';
import { ROLE_DRIVER, ROLE_INPUT, type TypeLayout } from '../layout';
import { LX, LZ, type Logic } from '../logic';

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
  /** A memory's words now (a RAM's change as it is written). */
  words?: MemoryWords;
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
  readonly idToComp = new Map<string, number>();
  readonly pinNet: number[] = [];
  readonly pinComp: number[] = [];
  /** Wires ending on each pin. */
  readonly pinWireCount: number[] = [];
  /** Value each driver pin applies now (Z for other pins). */
  readonly pinDrive: number[] = [];
  /** Value each driver pin will apply once its scheduled events are done. */
  readonly pinProjected: number[] = [];
  readonly netPins: number[][] = [];
  readonly netDrivers: number[][] = [];
  readonly netReaders: number[][] = [];
  readonly netValue: number[] = [];
  /** Nets worth a look for diagnostics: no driver, several, or a tri-state one. */
  readonly specialNets = new Set<number>();
  readonly freeNets: number[] = [];
  readonly wires = new Map<string, { a: number; b: number }>();
  /** Wire ids by pin, for splitting a net when a wire goes. */
  readonly pinWires: (string[] | undefined)[] = [];
  /** Sum of all delays: bounds how long an acyclic circuit can take to settle. */
  delaySum = 0;
  liveComponents = 0;

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
    this.specialNets.delete(n);
    this.freeNets.push(n);
  }

  /** Recomputes the drivers, readers and diagnostic interest of a net from its pins. */
  refreshNet(n: number): void {
    const drivers: number[] = [];
    const readers: number[] = [];
    let tristate = false;
    for (const p of this.netPins[n]!) {
      const comp = this.comps[this.pinComp[p]!]!;
      const role = comp.layout.roles[p - comp.base];
      if (role === ROLE_DRIVER) {
        drivers.push(p);
        if (comp.layout.tristate) tristate = true;
      } else if (role === ROLE_INPUT && comp.layout.model.kind !== 'display') {
        const c = this.pinComp[p]!;
        if (!readers.includes(c)) readers.push(c);
      }
    }
    this.netDrivers[n] = drivers;
    this.netReaders[n] = readers;
    // Undriven nets matter only when a logic input reads them.
    if (drivers.length > 1 || tristate || (drivers.length === 0 && readers.length > 0)) this.specialNets.add(n);
    else this.specialNets.delete(n);
  }

  /** The value the drivers of a net give it now. */
  resolve(n: number): Logic {
    const drivers = this.netDrivers[n]!;
    if (drivers.length === 1) return this.pinDrive[drivers[0]!] as Logic;
    let result: Logic = LZ;
    for (const p of drivers) {
      const v = this.pinDrive[p]!;
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

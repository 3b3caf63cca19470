import {
  COORDINATE_LIMIT,
  type Circuit,
  type ComponentInstance,
  type Note,
  type PinRef,
  type TestCase,
} from '../../../shared/circuit/types';
import { placePin, type Rotation } from '../../../shared/components/geometry';
import { definitionFor } from '../../../shared/components/registry';
import { pinWidth, type PinDirection } from '../../../shared/components/types';
import type { Point } from './document';
import { IdMaker, LabelBook } from './labels';
import { renameSignals } from './test-signals';

/** A pin of one of our parts as the wiring sees it. */
export interface PinInfo {
  readonly direction: PinDirection;
  readonly width: number;
  readonly tristate: boolean;
}

interface PartDraft {
  readonly id: string;
  readonly type: string;
  properties: Record<string, string | number | boolean>;
  readonly rotation: Rotation;
  readonly wanted: string | undefined;
  readonly prefix: string;
  /** Where the part goes when none of its pins is bound to a Digital pin. */
  readonly near: Point;
  /** A placeholder's pins (the registry does not describe them). */
  readonly pins?: ReadonlyMap<string, PinInfo>;
  label?: string;
}

/** A Digital pin (by where it is) standing for one of our pins. */
export interface Binding {
  readonly at: Point;
  readonly ref: PinRef;
}

/**
 * Collects one circuit as it is read: our parts (labels handed out at the end, the ones Digital
 * named first), which Digital pin each of our pins stands for, the wires between our own parts that
 * a Digital element needs inside (an inverter before an input), notes and tests.
 */
export class CircuitDraft {
  readonly parts: PartDraft[] = [];
  readonly bindings: Binding[] = [];
  readonly links: { readonly a: PinRef; readonly b: PinRef }[] = [];
  readonly notes: Note[] = [];
  readonly tests: TestCase[] = [];
  readonly warnings: string[] = [];
  readonly ids = new IdMaker();
  /** Counters whose clear Digital applies on the clock edge (ours at once): warned about when it is wired. */
  readonly syncClears: { readonly id: string; readonly what: string }[] = [];
  /** The `MERGER`s that stand for a Digital splitter's inputs (several may drive one bus: shared-mergers.ts). */
  readonly splitterMergers = new Set<string>();
  /** Digital's labels that are written differently here (ours must be identifiers), once labels are handed out. */
  readonly renames = new Map<string, string>();
  /**
   * The labels of parts here that are not the circuit's signals (registers, flip-flops, memories),
   * as Digital named them, written differently here (an identifier, or a name a signal took first):
   * what a test of a circuit placing this one names them by.
   */
  readonly partRenames = new Map<string, string>();
  /** The same for the parts inside the subcircuits placed here, set before the circuit is made. */
  inside: ReadonlyMap<string, string> = new Map();
  /** A DIL chip's pins by number (Digital's `pinNumber`): a test may name a pin as `/14`. */
  private readonly pinNumbers = new Map<string, string>();

  add(
    type: string,
    properties: Record<string, string | number | boolean>,
    options: { label?: string; prefix: string; rotation?: Rotation; near: Point; pins?: ReadonlyMap<string, PinInfo> },
  ): string {
    const id = this.ids.make('p');
    this.parts.push({
      id,
      type,
      properties,
      rotation: options.rotation ?? 0,
      wanted: options.label,
      prefix: options.prefix,
      near: options.near,
      ...(options.pins ? { pins: options.pins } : {}),
    });
    return id;
  }

  /** Records the pin number Digital gives an input, output or clock (none when blank). */
  pinNumber(number: string, component: string): void {
    const n = number.trim();
    if (n !== '' && !this.pinNumbers.has(n)) this.pinNumbers.set(n, component);
  }

  bind(at: Point, component: string, pin: string): void {
    this.bindings.push({ at, ref: { component, pin } });
  }

  link(a: PinRef, b: PinRef): void {
    this.links.push({ a, b });
  }

  /** A pin of a part made here: direction, width, tri-state; undefined when the part has no such pin. */
  pinInfo(ref: PinRef): PinInfo | undefined {
    const part = this.byId.get(ref.component);
    if (!part) return undefined;
    if (part.pins) return part.pins.get(ref.pin);
    const pin = definitionFor(part)?.pins.find((p) => p.name === ref.pin);
    return pin ? { direction: pin.direction, width: pinWidth(pin), tristate: pin.tristate === true } : undefined;
  }

  /** A part made here, by id. */
  part(id: string): PartDraft | undefined {
    return this.byId.get(id);
  }

  private get byId(): Map<string, PartDraft> {
    if (this.index.size !== this.parts.length) {
      this.index.clear();
      for (const p of this.parts) this.index.set(p.id, p);
    }
    return this.index;
  }
  private readonly index = new Map<string, PartDraft>();

  /** Drops parts made here (a merger another stands for); their bindings must be gone or given to another part. */
  removeParts(ids: ReadonlySet<string>): void {
    const kept = this.parts.filter((p) => !ids.has(p.id));
    this.parts.splice(0, this.parts.length, ...kept);
    this.index.clear();
  }

  /** Sets a property of a part made here (a width learned from its net). */
  setProperty(id: string, key: string, value: string | number | boolean): void {
    const part = this.byId.get(id);
    if (part) part.properties[key] = value;
  }

  /**
   * The parts as components: labels handed out (the ones Digital named first, in file order, so a
   * test's signal names stay), each placed so that its first bound pin sits where Digital drew
   * that pin.
   */
  components(): ComponentInstance[] {
    const book = new LabelBook();
    const wantedCount = new Map<string, number>();
    for (const p of this.parts)
      if (p.wanted !== undefined) wantedCount.set(p.wanted, (wantedCount.get(p.wanted) ?? 0) + 1);
    // The parts a Digital test names (inputs, outputs, clocks, probes) take their labels first: a
    // flip-flop labelled C must not take the clock's name.
    const signalsFirst = [
      ...this.parts.filter((p) => SIGNALS.test(p.type)),
      ...this.parts.filter((p) => !SIGNALS.test(p.type)),
    ];
    for (const p of signalsFirst) {
      if (p.wanted === undefined) continue;
      p.label = book.take(p.wanted, p.prefix);
      if (p.label !== p.wanted && wantedCount.get(p.wanted) === 1) this.renames.set(p.wanted, p.label);
    }
    for (const p of this.parts) if (p.label === undefined) p.label = book.take(undefined, p.prefix);
    const partsWanting = new Map<string, number>();
    for (const p of this.parts)
      if (p.wanted !== undefined && !SIGNALS.test(p.type))
        partsWanting.set(p.wanted, (partsWanting.get(p.wanted) ?? 0) + 1);
    for (const p of this.parts) {
      if (p.wanted === undefined || SIGNALS.test(p.type) || p.label === p.wanted) continue;
      if (partsWanting.get(p.wanted) === 1) this.partRenames.set(p.wanted, p.label!);
    }
    for (const [n, id] of this.pinNumbers) {
      const label = this.byId.get(id)?.label;
      if (label !== undefined) this.renames.set(`/${n}`, label);
    }
    const anchor = new Map<string, Binding>();
    for (const b of this.bindings) if (!anchor.has(b.ref.component)) anchor.set(b.ref.component, b);
    return this.parts.map((p) => {
      const { x, y } = this.place(p, anchor.get(p.id));
      return {
        id: p.id,
        type: p.type,
        label: p.label!,
        x,
        y,
        rotation: p.rotation,
        properties: p.properties,
      };
    });
  }

  private place(p: PartDraft, anchor: Binding | undefined): Point {
    const definition = p.pins ? undefined : definitionFor(p);
    const pin = definition?.pins.find((d) => d.name === anchor?.ref.pin);
    if (!definition || !pin || !anchor) return snap(p.near);
    const at = placePin(pin, definition.width, definition.height, p.rotation);
    return snap({ x: anchor.at.x - at.x, y: anchor.at.y - at.y });
  }

  /**
   * The circuit read: components, the given wires, notes and tests (each only when there are some),
   * starting at power-on as in Digital: every net at 0 (`powerOn: 'zero'`).
   */
  circuit(components: ComponentInstance[], wires: Circuit['wires']): Circuit {
    // A name no part here wants may name a part inside the subcircuits that was written differently there.
    const renames = new Map(this.renames);
    const wanted = new Set(this.parts.map((p) => p.wanted));
    for (const [name, label] of this.inside) if (!wanted.has(name) && !renames.has(name)) renames.set(name, label);
    const tests = this.tests.map((t) => ({ ...t, source: renameSignals(t.source, renames) }));
    return {
      components,
      wires,
      ...(this.notes.length > 0 ? { notes: this.notes } : {}),
      ...(tests.length > 0 ? { tests } : {}),
      powerOn: 'zero',
    };
  }
}

/** The types of ours a Digital test's signals stand for. */
const SIGNALS = /^(PORT_IN|PORT_OUT|CLOCK|PROBE|SWITCH_TOGGLE|BUTTON_PUSH|LED_\w+)$/;

/** Our grid is 10; Digital's points are on its 20 grid, so the layout stays. Kept inside the canvas. */
function snap(p: Point): Point {
  const limit = COORDINATE_LIMIT - 1000;
  const on = (v: number) => Math.max(-limit, Math.min(limit, Math.round(v / 10) * 10));
  return { x: on(p.x), y: on(p.y) };
}

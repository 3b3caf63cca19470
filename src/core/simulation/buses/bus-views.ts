import type { ComponentSimState } from '../../../shared/contract/sim-channels';
import type { EngineCore } from '../engine';
import { logicChar } from '../logic';
import type { BusMap } from './bit-blast';
import { dotMatrixDots } from './dot-matrix';
import type { BitPin } from './expansions';

/** Where one bit is read: an engine component and its pin index, or nothing (no part on that net: Z). */
type BitSource = { readonly c: number; readonly pin: number } | undefined;

/** A bus wire or a wide part as the delta tracker follows it: the nets its view depends on. */
export interface BusWatch {
  readonly id: string;
  readonly nets: readonly number[];
}

/**
 * Reads the values of a circuit with buses back from the one-bit circuit the engine runs: bus wires
 * as bit strings (most significant first), wide parts as one view each. Ids the blasting made
 * (`G1#3`, `~12`) are internal: nothing outside sees them.
 */
export class BusViews {
  private readonly wires = new Map<string, BitSource[]>();

  constructor(
    private readonly engine: EngineCore,
    private readonly map: BusMap,
  ) {
    for (const [id, bits] of map.wireBits)
      this.wires.set(
        id,
        bits.map((b) => this.source(b)),
      );
  }

  /** True for ids the blasting made: parts of a wide part (`G1#3`) and wires inside them (`~12`). */
  static internal(id: string): boolean {
    return id.includes('#') || id.startsWith('~');
  }

  /** The ids of the bus-related wires (every wire that is not in the engine as it is). */
  wireIds(): IterableIterator<string> {
    return this.wires.keys();
  }

  /** The ids of the wide parts. */
  partIds(): IterableIterator<string> {
    return this.map.parts.keys();
  }

  /** The value of a wire the blasting replaced: a bit ("0"…"Z") when one bit wide, else a bus string. */
  wireValue(id: string): string | undefined {
    const bits = this.wires.get(id);
    return bits && this.read(bits);
  }

  /** The view of a wide part, or undefined for an id that is not one. */
  partView(id: string): ComponentSimState | undefined {
    const part = this.map.parts.get(id);
    if (!part?.view) return part ? {} : undefined;
    const view = part.view;
    switch (view.kind) {
      case 'value': {
        const bits: BitSource[] = [];
        for (let i = 0; i < view.width; i++) bits.push(this.source(part.bits.get(`${view.pin}#${i}`)?.[0]));
        return { bus: this.read(bits) };
      }
      case 'source':
        return { bus: this.read(view.parts.map((p) => this.source({ component: p, pin: 'out' }))) };
      case 'dots':
        return {
          dots: dotMatrixDots(view.size, (pin, i) => {
            const s = this.source(part.bits.get(`${pin}#${i}`)?.[0]);
            return s ? logicChar(this.engine.pinValue(s.c, s.pin)) : 'Z';
          }),
        };
      case 'stored': {
        let text = '';
        for (const p of view.parts) {
          const c = this.engine.componentIndex(p);
          if (c < 0) continue;
          const bits = this.engine.component(c)!.layout.model.stateBits;
          const { known, value } = this.engine.stored(c);
          let chunk = '';
          for (let i = bits - 1; i >= 0; i--) chunk += (known >>> i) & 1 ? String((value >>> i) & 1) : 'X';
          text = chunk + text;
        }
        const width = [...part.bits.keys()].filter((k) => k.startsWith('Q#')).length;
        return { stored: width > 0 ? text.slice(text.length - width) : text };
      }
    }
  }

  /** The parts holding a wide storage part's bits (a register's flip-flops, a counter's 4-bit counters), lowest first. */
  storedParts(id: string): readonly string[] | undefined {
    const view = this.map.parts.get(id)?.view;
    return view?.kind === 'stored' ? view.parts : undefined;
  }

  /** The wide part's one-bit parts, by id (to set a wide input port's bits). */
  bitParts(id: string): readonly string[] | undefined {
    const view = this.map.parts.get(id)?.view;
    return view?.kind === 'source' ? view.parts : undefined;
  }

  /**
   * Where a wide part's value is read, bit by bit, lowest first: the engine component and pin of
   * each bit (an input port's one-bit parts, an output port's or probe's inputs), or undefined for
   * a part with no single value (a register's view is its stored bits).
   */
  valueBits(id: string): ({ readonly c: number; readonly pin: number } | undefined)[] | undefined {
    const part = this.map.parts.get(id);
    const view = part?.view;
    if (!part || !view) return undefined;
    if (view.kind === 'source') return view.parts.map((p) => this.source({ component: p, pin: 'out' }));
    if (view.kind !== 'value') return undefined;
    const bits: BitSource[] = [];
    for (let i = 0; i < view.width; i++) bits.push(this.source(part.bits.get(`${view.pin}#${i}`)?.[0]));
    return bits;
  }

  /** What the delta tracker follows: each bus wire and wide part with the nets its value reads. */
  watches(): { wires: BusWatch[]; parts: BusWatch[] } {
    const nets = (sources: readonly BitSource[]) =>
      sources.flatMap((s) => (s ? [this.engine.pinNet(s.c, s.pin)] : [])).filter((n) => n >= 0);
    const wires = [...this.wires].map(([id, bits]) => ({ id, nets: nets(bits) }));
    const parts = [...this.map.parts].map(([id, part]) => ({
      id,
      nets: nets([...part.bits.values()].flatMap((pins) => pins.map((p) => this.source(p)))),
    }));
    return { wires, parts };
  }

  private source(bit: BitPin | undefined): BitSource {
    if (!bit) return undefined;
    const c = this.engine.componentIndex(bit.component);
    if (c < 0) return undefined;
    const pin = this.engine.component(c)!.layout.definition.pins.findIndex((p) => p.name === bit.pin);
    return pin < 0 ? undefined : { c, pin };
  }

  private read(bits: readonly BitSource[]): string {
    let text = '';
    for (let i = bits.length - 1; i >= 0; i--) {
      const s = bits[i];
      text += s ? logicChar(this.engine.pinValue(s.c, s.pin)) : 'Z';
    }
    return text;
  }
}

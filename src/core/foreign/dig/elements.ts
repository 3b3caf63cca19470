import { MAX_DOTS_SIDE } from '../../../shared/components/dot-matrix';
import { MAX_BUS_WIDTH } from '../../../shared/components/types';
import type { Rotation } from '../../../shared/components/geometry';
import { MAX_NOTE_TEXT, MAX_TEST_NAME, MAX_TESTS } from '../../../shared/circuit/types';
import type { CircuitDraft } from './builder';
import type { DigElement, Point } from './document';
import { identifier } from './labels';
import { GATES, boolAttr, intAttr, invertedInputs, stringAttr, type DigPin } from './pins';
import { mapArithmetic, signExtend } from './arith';
import { gateTree, muxTree } from './gates';
import { mapSplitter } from './splitter';
import { presetCounter, syncClearCounter } from './counter';
import { bitCount } from './bit-count';
import { DIGITAL_MEMORIES, mapMemory } from './memory';
import { bitSelectorTree, decoderTree, demuxTree, selectLimit } from './select';
import { mapLookUpTable } from './lut';
import { busSplitter } from './bus-splitter';
import { mapLightBulb, mapRelay, mapSwitch, type SwitchOptions } from './switches';

/** What became of one Digital element. */
export type Outcome =
  | { readonly kind: 'part' }
  | { readonly kind: 'unsupported'; readonly why: string }
  /** Not a part: a text, a test case, a decoration. */
  | { readonly kind: 'other' };

/** A subcircuit element whose file was given: the bundle id, the interface text and our port names in Digital's pin order. */
export interface SubcircuitUse {
  readonly id: string;
  readonly title: string;
  readonly ports: string;
  /** Our port names in Digital's order; undefined for a port that could not be carried over. */
  readonly inputs: readonly (string | undefined)[];
  readonly outputs: readonly (string | undefined)[];
}

/** What mapping one element needs to know. */
export interface ElementContext {
  readonly draft: CircuitDraft;
  readonly element: DigElement;
  /** Its pins where Digital draws them on the canvas. */
  readonly pins: readonly (DigPin & { readonly at: Point })[];
  /** True in a circuit placed as a subcircuit (a clock there is an input of the subcircuit). */
  readonly nested: boolean;
  readonly subcircuit?: SubcircuitUse;
  /** Joins the nets at two points (a bus passed straight through). */
  readonly join: (a: Point, b: Point) => void;
  /** True when a wire ends at the point (a pin there is connected). */
  readonly wired: (at: Point) => boolean;
}

/** Digital's quarter turns counter-clockwise as our clockwise degrees. */
export function rotationOf(element: DigElement): Rotation {
  return ([0, 270, 180, 90] as const)[element.rotation] ?? 0;
}

const LED_COLOURS: readonly [string, number, number, number][] = [
  ['LED_RED', 255, 0, 0],
  ['LED_GREEN', 0, 255, 0],
  ['LED_BLUE', 0, 0, 255],
  ['LED_YELLOW', 255, 255, 0],
];

/** The LED type nearest the colour Digital gives ("rgb(r,g,b)"); red when it has none. */
function ledType(colour: string): string {
  const m = /rgb\((\d+),(\d+),(\d+)\)/.exec(colour);
  if (!m) return 'LED_RED';
  const [r, g, b] = [Number(m[1]), Number(m[2]), Number(m[3])];
  let best = 'LED_RED';
  let bestDistance = Infinity;
  for (const [type, cr, cg, cb] of LED_COLOURS) {
    const d = (r - cr) ** 2 + (g - cg) ** 2 + (b - cb) ** 2;
    if (d < bestDistance) [best, bestDistance] = [type, d];
  }
  return best;
}

/** A display colour of ours for Digital's colour. */
function displayColour(colour: string): string {
  return ledType(colour).slice(4).toLowerCase();
}

/**
 * Maps one Digital element onto our parts, binding each of its pins to the pin of ours that stands
 * for it. Elements our parts cannot stand for are left to the caller (a placeholder).
 */
export function mapElement(ctx: ElementContext): Outcome {
  const { draft, element } = ctx;
  const a = element.attrs;
  const label = stringAttr(a, 'Label').trim() || undefined;
  const bits = intAttr(a, 'Bits', 1);
  const rotation = rotationOf(element);
  const near = element.pos;
  const at = (name: string): Point | undefined => ctx.pins.find((p) => p.name === name)?.at;
  const inverted = invertedInputs(element);
  /** Binds a Digital pin to ours, through an inverter when Digital inverts that input. */
  const bind = (digital: string, id: string, pin: string, width = 1) => {
    const point = at(digital);
    if (!point) return;
    if (!inverted.has(digital)) {
      draft.bind(point, id, pin);
      return;
    }
    const not = draft.add('NOT', width > 1 ? { width } : {}, {
      prefix: 'G',
      near: { x: point.x - 60, y: point.y - 20 },
    });
    draft.bind(point, not, 'in');
    draft.link({ component: not, pin: 'out' }, { component: id, pin });
  };
  const unsupported = (why: string): Outcome => ({ kind: 'unsupported', why });
  /** Holds a pin of a part of ours at a constant level (a transistor held on or off, a rail). */
  const tie = (level: 0 | 1, id: string, pin: string) => {
    const constant = draft.add(level === 1 ? 'CONST_HIGH' : 'CONST_LOW', {}, { prefix: 'K', near });
    draft.link({ component: constant, pin: 'out' }, { component: id, pin });
  };
  /**
   * Digital's asynchronous flip-flops obey Set when Set and Clr are 1 together; ours obey CLR: CLR
   * is fed Clr AND NOT Set, so Set wins here too (the 74xx chips' tests hold both at once).
   */
  const setWins = (...ids: string[]) => {
    for (const id of ids) bind('Set', id, 'PRE');
    const set = at('Set');
    if (!set) {
      for (const id of ids) bind('Clr', id, 'CLR');
      return;
    }
    const not = draft.add('NOT', {}, { prefix: 'G', near: { x: set.x - 60, y: set.y + 20 } });
    bind('Set', not, 'in');
    const and = draft.add('AND_2', {}, { prefix: 'G', near: { x: set.x - 30, y: set.y + 40 } });
    draft.link({ component: not, pin: 'out' }, { component: and, pin: 'a' });
    bind('Clr', and, 'b');
    for (const id of ids) draft.link({ component: and, pin: 'out' }, { component: id, pin: 'CLR' });
  };
  const switching = (): SwitchOptions => ({ draft, bind, attrs: a, bits, rotation, near, ...withLabel(label) });
  if (bits < 1 || bits > MAX_BUS_WIDTH) return unsupported(`${bits} bits (at most ${MAX_BUS_WIDTH} here)`);
  const wide: Record<string, number> = bits > 1 ? { width: bits } : {};

  const gate = GATES[element.name];
  if (gate) {
    const n = intAttr(a, 'Inputs', 2);
    if (n < 2 || n > 64) return unsupported(`${n} inputs`);
    gateTree(gate.fn, n, { draft, bind, width: bits, rotation, near, ...withLabel(label) });
    return { kind: 'part' };
  }

  if (ctx.subcircuit) {
    const use = ctx.subcircuit;
    const id = draft.add(
      'SUBCIRCUIT',
      { circuit: use.id, ports: use.ports, title: use.title },
      { prefix: 'U', rotation, near, ...withLabel(label) },
    );
    const names = [...use.inputs, ...use.outputs];
    ctx.pins.forEach((p, i) => {
      const name = names[i];
      if (name !== undefined) draft.bind(p.at, id, name);
    });
    return { kind: 'part' };
  }

  // A flip-flop's Default is its power-on value (ours: `initial`); an RS flip-flop's is not carried over.
  const start = intAttr(a, 'Default', 0);
  const initial: Record<string, number> =
    start !== 0 && /^(D_FF|JK_FF|T_FF)/.test(element.name) ? { initial: bits > 1 ? start : 1 } : {};
  if (/^RS_FF/.test(element.name) && start !== 0) {
    draft.warnings.push(`${describe(element, label)} starts at ${start} in Digital; ours start at 0.`);
  }
  if (DIGITAL_MEMORIES.has(element.name)) return mapMemory(ctx, bind, rotation);
  const arithmetic = mapArithmetic(element.name, a, bits, { draft, bind, rotation, near, ...withLabel(label) });
  if (arithmetic) return arithmetic;
  switch (element.name) {
    case 'Not': {
      const id = draft.add('NOT', { ...wide }, { prefix: 'G', rotation, near, ...withLabel(label) });
      bind('in', id, 'in', bits);
      bind('out', id, 'out');
      return { kind: 'part' };
    }
    case 'In':
    case 'Clock': {
      if (element.name === 'Clock' && !ctx.nested) {
        const frequency = intAttr(a, 'Frequency', 1);
        const id = draft.add(
          'CLOCK',
          { frequency: Math.min(1_000_000, Math.max(1, frequency)) },
          { prefix: 'CLK', rotation, near, ...withLabel(label) },
        );
        bind('out', id, 'out');
        draft.pinNumber(stringAttr(a, 'pinNumber'), id);
        return { kind: 'part' };
      }
      const initial = intAttr(a, 'InDefault', 0);
      const width = element.name === 'Clock' ? 1 : bits;
      // Digital's input that can float (isHighZ) is the I/O pin of its chips: tri-state outputs
      // inside drive its line while a test floats it.
      const bidirectional = element.name === 'In' && boolAttr(a, 'isHighZ', false);
      const id = draft.add(
        'PORT_IN',
        {
          width,
          ...(initial > 0 && initial < 2 ** width ? { initial } : {}),
          ...(bidirectional ? { bidirectional } : {}),
        },
        { prefix: 'IN', rotation, near, ...withLabel(label) },
      );
      bind('out', id, 'out');
      draft.pinNumber(stringAttr(a, 'pinNumber'), id);
      return { kind: 'part' };
    }
    case 'Out': {
      const id = draft.add('PORT_OUT', { width: bits }, { prefix: 'OUT', rotation, near, ...withLabel(label) });
      bind('in', id, 'in');
      draft.pinNumber(stringAttr(a, 'pinNumber'), id);
      return { kind: 'part' };
    }
    case 'Button': {
      const id = draft.add(
        'BUTTON_PUSH',
        { activeLow: boolAttr(a, 'activeLow', false) },
        { prefix: 'BTN', rotation, near, ...withLabel(label) },
      );
      bind('out', id, 'out');
      return { kind: 'part' };
    }
    case 'DipSwitch': {
      const id = draft.add(
        'SWITCH_TOGGLE',
        { initial: boolAttr(a, 'dipDefault', false) },
        { prefix: 'SW', rotation, near, ...withLabel(label) },
      );
      bind('out', id, 'out');
      return { kind: 'part' };
    }
    case 'LED': {
      const id = draft.add(ledType(stringAttr(a, 'Color')), {}, { prefix: 'LED', rotation, near, ...withLabel(label) });
      bind('in', id, 'anode');
      return { kind: 'part' };
    }
    case 'Probe': {
      const id = draft.add('PROBE', {}, { prefix: 'P', rotation, near, ...withLabel(label) });
      bind('in', id, 'in');
      return { kind: 'part' };
    }
    case 'Seven-Seg': {
      const id = draft.add(
        'SEVEN_SEGMENT',
        { colour: displayColour(stringAttr(a, 'Color')) },
        { prefix: 'DISP', near, ...withLabel(label) },
      );
      for (const s of ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'dp']) bind(s, id, s);
      if (boolAttr(a, 'commonConnection', false)) {
        draft.warnings.push(`${describe(element, label)}: its common pin is not carried over (our display has none).`);
      }
      return { kind: 'part' };
    }
    case 'Seven-Seg-Hex': {
      const id = draft.add(
        'HEX_DISPLAY',
        { colour: displayColour(stringAttr(a, 'Color')) },
        { prefix: 'HEX', near, ...withLabel(label) },
      );
      bind('d', id, 'in');
      return { kind: 'part' };
    }
    case 'NFET':
    case 'PFET':
    case 'FGNFET':
    case 'FGPFET': {
      if (bits !== 1) return unsupported(`a ${bits}-bit transistor (ours switch one bit)`);
      const n = element.name.endsWith('NFET');
      // A one-way FET (`unidirectional`) passes its source to its drain, a floating source floating:
      // our transistor does that too (and would also pass the other way, which Digital reports as
      // two drivers); a tri-state buffer would read a floating source as unknown.
      const id = draft.add(n ? 'NMOS' : 'PMOS', {}, { prefix: n ? 'N' : 'P', rotation, near, ...withLabel(label) });
      bind('D', id, 'D');
      bind('S', id, 'S');
      // A floating-gate transistor that is programmed ("blown") never conducts: its gate held off.
      if (element.name.startsWith('FG') && boolAttr(a, 'Blown', false)) {
        tie(n ? 0 : 1, id, 'G');
      } else bind('G', id, 'G');
      return { kind: 'part' };
    }
    case 'PowerSupply': {
      // Digital's check that a chip's supply pins get 1 and 0: two probes showing them.
      for (const rail of ['VDD', 'GND']) {
        const id = draft.add('PROBE', {}, { prefix: rail, near });
        bind(rail, id, 'in');
      }
      return { kind: 'part' };
    }
    case 'Relay':
    case 'RelayDT':
      return mapRelay(switching(), element.name === 'RelayDT');
    case 'Switch':
    case 'SwitchDT':
      return mapSwitch(switching(), element.name === 'SwitchDT');
    case 'LightBulb':
      return mapLightBulb(switching(), ledType(stringAttr(a, 'Color')));
    case 'Reset': {
      // Digital's Reset holds its output while the circuit starts and flips it once it has settled:
      // our power-on reset, active low when the output is inverted (Digital's default).
      const activeLow = boolAttr(a, 'invertOutput', true);
      const id = draft.add('RESET', activeLow ? { activeLow } : {}, {
        prefix: 'RST',
        rotation,
        near,
        ...withLabel(label),
      });
      bind('Reset', id, 'out');
      return { kind: 'part' };
    }
    case 'DiodeForward':
    case 'DiodeBackward': {
      // Digital's one-way diodes drive their output 1 (forward) or 0 (backward) while their input
      // is, and leave it floating otherwise (a pull resistor on the output sets the rest): a
      // transistor from that rail, switched by the input, does the same and never drives the input.
      const forward = element.name === 'DiodeForward';
      const id = draft.add(forward ? 'NMOS' : 'PMOS', {}, { prefix: 'D', rotation, near, ...withLabel(label) });
      tie(forward ? 1 : 0, id, 'D');
      bind('out', id, 'S');
      // A blown diode (a programmed PLD's) never drives: its transistor held off.
      if (boolAttr(a, 'Blown', false)) {
        tie(forward ? 0 : 1, id, 'G');
      } else bind('in', id, 'G');
      return { kind: 'part' };
    }
    case 'TransGate': {
      // A transmission gate: an NMOS switched by S beside a PMOS switched by ~S, between A and B.
      // S = ~S is not a state to use (Digital keeps the last state; ours conducts through one of them).
      if (bits !== 1) return unsupported(`a ${bits}-bit transmission gate (ours switch one bit)`);
      const n = draft.add('NMOS', {}, { prefix: 'TG', rotation, near, ...withLabel(label) });
      const p = draft.add('PMOS', {}, { prefix: 'TG', rotation, near: { x: near.x, y: near.y + 40 } });
      bind('S', n, 'G');
      bind('~S', p, 'G');
      for (const id of [n, p]) {
        bind('A', id, 'D');
        bind('B', id, 'S');
      }
      return { kind: 'part' };
    }
    case 'Fuse': {
      // A fuse joins its two ends until it is blown: a transistor held on (or, blown, held off).
      if (bits !== 1) return unsupported(`a ${bits}-bit fuse (ours join one bit)`);
      const id = draft.add('NMOS', {}, { prefix: 'F', rotation, near, ...withLabel(label) });
      tie(boolAttr(a, 'Blown', false) ? 0 : 1, id, 'G');
      bind('out1', id, 'D');
      bind('out2', id, 'S');
      return { kind: 'part' };
    }
    case 'PullUp':
    case 'PullDown': {
      if (bits !== 1) return unsupported(`a ${bits}-bit pull resistor (ours pull one bit)`);
      const up = element.name === 'PullUp';
      const id = draft.add(
        up ? 'PULL_UP' : 'PULL_DOWN',
        {},
        { prefix: up ? 'PU' : 'PD', rotation, near, ...withLabel(label) },
      );
      bind('out', id, 'out');
      return { kind: 'part' };
    }
    case 'Const':
    case 'VDD':
    case 'Ground': {
      const all = 2 ** bits - 1;
      const raw = element.name === 'Const' ? intAttr(a, 'Value', 1) : element.name === 'VDD' ? all : 0;
      // Digital keeps the value's low bits (a negative constant is its two's complement).
      const value = ((raw % 2 ** bits) + 2 ** bits) % 2 ** bits;
      const id =
        bits === 1
          ? draft.add(
              value === 1 ? 'CONST_HIGH' : 'CONST_LOW',
              {},
              { prefix: 'K', rotation, near, ...withLabel(label) },
            )
          : draft.add('CONST_VALUE', { width: bits, value }, { prefix: 'K', rotation, near, ...withLabel(label) });
      bind('out', id, 'out');
      return { kind: 'part' };
    }
    case 'Tunnel': {
      const id = draft.add('TUNNEL', { name: tunnelName(element) }, { prefix: 'TUN', rotation, near });
      bind('in', id, 'io');
      return { kind: 'part' };
    }
    case 'Splitter':
      return mapSplitter(ctx);
    case 'Multiplexer': {
      const sel = intAttr(a, 'Selector Bits', 1);
      if (sel === 1) {
        const id = draft.add('MUX_2', { ...wide }, { prefix: 'MUX', rotation, near, ...withLabel(label) });
        bind('in_0', id, 'I0', bits);
        bind('in_1', id, 'I1', bits);
        bind('sel', id, 'S');
        bind('out', id, 'Y');
        return { kind: 'part' };
      }
      if (sel === 2) {
        const id = draft.add('MUX_4', { ...wide }, { prefix: 'MUX', rotation, near, ...withLabel(label) });
        for (let i = 0; i < 4; i++) bind(`in_${i}`, id, `I${i}`, bits);
        selectBits(ctx, id, ['S0', 'S1']);
        bind('out', id, 'Y');
        return { kind: 'part' };
      }
      if (sel <= 6) {
        muxTree(sel, { draft, bind, width: bits, rotation, near, selectAt: at('sel'), ...withLabel(label) });
        return { kind: 'part' };
      }
      return unsupported(`${sel} selector bits (at most 6 here)`);
    }
    case 'Demultiplexer': {
      const sel = intAttr(a, 'Selector Bits', 1);
      const fallback = intAttr(a, 'Default', 0);
      if (bits !== 1 || fallback !== 0 || sel > 2) {
        const why = selectLimit(sel);
        if (why) return unsupported(why);
        demuxTree(sel, bits, fallback, { draft, bind, at, rotation, near, ...withLabel(label) });
        return { kind: 'part' };
      }
      if (sel === 1) {
        const id = draft.add('DEMUX_2', {}, { prefix: 'DMX', rotation, near, ...withLabel(label) });
        bind('in', id, 'D');
        bind('sel', id, 'S');
        bind('out_0', id, 'Y0');
        bind('out_1', id, 'Y1');
        return { kind: 'part' };
      }
      if (sel === 2) {
        // A 2-to-4 decoder whose enable is the data: the selected output is the data, the others 0.
        const id = draft.add('DECODER_2TO4', {}, { prefix: 'DMX', rotation, near, ...withLabel(label) });
        bind('in', id, 'EN');
        selectBits(ctx, id, ['A0', 'A1']);
        for (let i = 0; i < 4; i++) bind(`out_${i}`, id, `Y${i}`);
        return { kind: 'part' };
      }
      return unsupported(selectLimit(sel) ?? `${sel} selector bits`);
    }
    case 'Decoder': {
      const sel = intAttr(a, 'Selector Bits', 1);
      if (sel === 2) {
        const id = draft.add('DECODER_2TO4', {}, { prefix: 'DEC', rotation, near, ...withLabel(label) });
        selectBits(ctx, id, ['A0', 'A1']);
        for (let i = 0; i < 4; i++) bind(`out_${i}`, id, `Y${i}`);
        return { kind: 'part' };
      }
      if (sel === 1) {
        // A 1-to-2 demultiplexer of a constant 1.
        const id = draft.add('DEMUX_2', {}, { prefix: 'DEC', rotation, near, ...withLabel(label) });
        const one = draft.add('CONST_HIGH', {}, { prefix: 'K', near: { x: near.x - 60, y: near.y } });
        draft.link({ component: one, pin: 'out' }, { component: id, pin: 'D' });
        bind('sel', id, 'S');
        bind('out_0', id, 'Y0');
        bind('out_1', id, 'Y1');
        return { kind: 'part' };
      }
      const why = selectLimit(sel);
      if (why) return unsupported(why);
      decoderTree(sel, { draft, bind, at, rotation, near, ...withLabel(label) });
      return { kind: 'part' };
    }
    case 'BitSelector': {
      const sel = intAttr(a, 'Selector Bits', 1);
      const why = selectLimit(sel, 2 ** sel);
      if (why) return unsupported(why);
      bitSelectorTree(sel, { draft, bind, at, rotation, near, ...withLabel(label) });
      return { kind: 'part' };
    }
    case 'LookUpTable':
      return mapLookUpTable(element, {
        draft,
        bind,
        rotation,
        describe: describe(element, label),
        ...withLabel(label),
      });
    case 'BusSplitter':
      busSplitter(bits, { draft, bind, rotation, near, ...withLabel(label) });
      return { kind: 'part' };
    case 'Driver':
    case 'DriverInvSel': {
      if (boolAttr(a, 'invertDriverOutput', false)) return unsupported('an inverted output');
      const id = draft.add('TRISTATE_BUFFER', { ...wide }, { prefix: 'G', rotation, near, ...withLabel(label) });
      bind('in', id, 'in', bits);
      const sel = at('sel');
      if (sel && element.name === 'DriverInvSel') {
        const not = draft.add('NOT', {}, { prefix: 'G', near: { x: sel.x - 60, y: sel.y - 20 } });
        draft.bind(sel, not, 'in');
        draft.link({ component: not, pin: 'out' }, { component: id, pin: 'en' });
      } else bind('sel', id, 'en');
      bind('out', id, 'out');
      return { kind: 'part' };
    }
    case 'D_FF':
    case 'D_FF_AS': {
      if (bits !== 1 && element.name === 'D_FF') {
        // A D flip-flop of several bits is a register (always enabled) with Q inverted beside it.
        const id = draft.add(
          'REGISTER',
          { width: bits, ...initial },
          { prefix: 'REG', rotation, near, ...withLabel(label) },
        );
        bind('D', id, 'D', bits);
        bind('C', id, 'CLK');
        bind('Q', id, 'Q');
        const nq = at('~Q');
        if (nq) {
          const not = draft.add('NOT', { width: bits }, { prefix: 'G', near: { x: nq.x, y: nq.y + 20 } });
          draft.link({ component: id, pin: 'Q' }, { component: not, pin: 'in' });
          draft.bind(nq, not, 'out');
        }
        return { kind: 'part' };
      }
      if (bits !== 1) {
        // A D_FF_AS of several bits: a flip-flop per bit between a splitter and two mergers (Q, ~Q),
        // Set and Clr acting on every bit.
        const split = draft.add('SPLITTER', { width: bits, ranges: '' }, { prefix: 'SPL', near });
        bind('D', split, 'in', bits);
        const q = draft.add(
          'MERGER',
          { width: bits, ranges: '' },
          { prefix: 'MRG', near: { x: near.x + 100, y: near.y } },
        );
        const nq = draft.add(
          'MERGER',
          { width: bits, ranges: '' },
          { prefix: 'MRG', near: { x: near.x + 100, y: near.y + 40 } },
        );
        const flops = Array.from({ length: bits }, (_v, i) => {
          const bit: Record<string, number> = (start >>> i) & 1 ? { initial: 1 } : {};
          const ff = draft.add('D_FLIPFLOP', bit, {
            prefix: 'FF',
            near: { x: near.x + 40, y: near.y + 80 * i },
            ...(i === 0 ? withLabel(label) : {}),
          });
          draft.link({ component: split, pin: `b${i}` }, { component: ff, pin: 'D' });
          draft.link({ component: ff, pin: 'Q' }, { component: q, pin: `b${i}` });
          draft.link({ component: ff, pin: 'Qn' }, { component: nq, pin: `b${i}` });
          bind('C', ff, 'CLK');
          return ff;
        });
        setWins(...flops);
        bind('Q', q, 'out');
        bind('~Q', nq, 'out');
        return { kind: 'part' };
      }
      const id = draft.add('D_FLIPFLOP', initial, { prefix: 'FF', rotation, near, ...withLabel(label) });
      bind('D', id, 'D');
      bind('C', id, 'CLK');
      if (element.name === 'D_FF_AS') setWins(id);
      bind('Q', id, 'Q');
      bind('~Q', id, 'Qn');
      return { kind: 'part' };
    }
    case 'JK_FF':
    case 'JK_FF_AS': {
      const id = draft.add('JK_FLIPFLOP', initial, { prefix: 'FF', rotation, near, ...withLabel(label) });
      for (const [d, o] of [
        ['J', 'J'],
        ['C', 'CLK'],
        ['K', 'K'],
        ['Q', 'Q'],
        ['~Q', 'Qn'],
      ] as const)
        bind(d, id, o);
      if (element.name === 'JK_FF_AS') setWins(id);
      return { kind: 'part' };
    }
    case 'T_FF': {
      const id = draft.add('T_FLIPFLOP', initial, { prefix: 'FF', rotation, near, ...withLabel(label) });
      if (boolAttr(a, 'withEnable', true)) bind('T', id, 'T');
      else {
        const one = draft.add('CONST_HIGH', {}, { prefix: 'K', near: { x: near.x - 60, y: near.y - 20 } });
        draft.link({ component: one, pin: 'out' }, { component: id, pin: 'T' });
      }
      bind('C', id, 'CLK');
      bind('Q', id, 'Q');
      bind('~Q', id, 'Qn');
      return { kind: 'part' };
    }
    case 'RS_FF_AS': {
      const id = draft.add('SR_LATCH', {}, { prefix: 'L', rotation, near, ...withLabel(label) });
      bind('S', id, 'S');
      bind('R', id, 'R');
      bind('Q', id, 'Q');
      bind('~Q', id, 'Qn');
      return { kind: 'part' };
    }
    case 'Register': {
      const id = draft.add('REGISTER', { width: bits }, { prefix: 'REG', rotation, near, ...withLabel(label) });
      bind('D', id, 'D', bits);
      bind('C', id, 'CLK');
      bind('en', id, 'EN');
      bind('Q', id, 'Q');
      return { kind: 'part' };
    }
    case 'BitCount':
      bitCount({ draft, bind, rotation, near, ...withLabel(label) }, bits);
      return { kind: 'part' };
    case 'CounterPreset':
      presetCounter({ draft, bind, rotation, near, ...withLabel(label) }, bits, intAttr(a, 'maxValue', 0));
      return { kind: 'part' };
    case 'Counter': {
      const clr = at('clr');
      if (clr && ctx.wired(clr)) {
        syncClearCounter({ draft, bind, rotation, near, ...withLabel(label) }, bits);
        return { kind: 'part' };
      }
      const id = draft.add('COUNTER', { width: bits }, { prefix: 'CNT', rotation, near, ...withLabel(label) });
      bind('en', id, 'EN');
      bind('C', id, 'CLK');
      bind('clr', id, 'CLR');
      bind('out', id, 'Q');
      bind('ovf', id, 'CARRY');
      draft.syncClears.push({ id, what: describe(element, label) });
      return { kind: 'part' };
    }
    case 'LedMatrix': {
      // Digital shows the column at c-addr with r-data (bit 0 the top dot), the others dark: our
      // `address` input. With LED persistence it keeps every column's last data lit: not ours.
      const rows = intAttr(a, 'rowDataBits', 8);
      const addrBits = intAttr(a, 'colAddrBits', 3);
      if (boolAttr(a, 'ledPersistence', false))
        return unsupported(
          'its LED persistence keeps each column lit after the address moves on; ours shows only the addressed column',
        );
      if (rows < 1 || rows > MAX_DOTS_SIDE || addrBits < 1 || 2 ** addrBits > MAX_DOTS_SIDE)
        return unsupported(`${rows} rows and ${2 ** addrBits} columns (at most ${MAX_DOTS_SIDE} of each here)`);
      const id = draft.add(
        'DOT_MATRIX',
        { columns: 2 ** addrBits, rows, input: 'address', colour: displayColour(stringAttr(a, 'Color')) },
        { prefix: 'DM', rotation, near, ...withLabel(label) },
      );
      bind('r-data', id, 'data', rows);
      bind('c-addr', id, 'addr', addrBits);
      return { kind: 'part' };
    }
    case 'BitExtender': {
      const inBits = intAttr(a, 'inputBits', 8);
      const outBits = intAttr(a, 'outputBits', 16);
      if (inBits < 1 || outBits <= inBits || outBits > MAX_BUS_WIDTH) {
        return unsupported(`${inBits} bits to ${outBits} (a wider bus of at most ${MAX_BUS_WIDTH} here)`);
      }
      signExtend(inBits, outBits, { draft, at, rotation, near, ...withLabel(label) });
      return { kind: 'part' };
    }
    case 'Delay': {
      const delay = Math.min(1000, Math.max(0, intAttr(a, 'delayTime', 1)));
      const id = draft.add('BUFFER', { ...wide, delay }, { prefix: 'G', rotation, near, ...withLabel(label) });
      bind('in', id, 'in', bits);
      bind('out', id, 'out');
      return { kind: 'part' };
    }
    case 'Text': {
      const text = stringAttr(a, 'Description');
      if (text.trim() === '' || draft.notes.length >= 10_000) return { kind: 'other' };
      if (text.length > MAX_NOTE_TEXT) {
        draft.warnings.push(`The text at (${near.x}, ${near.y}) was cut to ${MAX_NOTE_TEXT} characters.`);
      }
      draft.notes.push({ id: draft.ids.make('n'), x: near.x, y: near.y, text: text.slice(0, MAX_NOTE_TEXT) });
      return { kind: 'other' };
    }
    case 'Break': {
      // Digital's run to break stops when brk rises: our break pauses the running clocks then.
      const enabled = boolAttr(a, 'enabled', true);
      const id = draft.add('BREAK', enabled ? {} : { enabled }, { prefix: 'BRK', rotation, near, ...withLabel(label) });
      bind('brk', id, 'in');
      return { kind: 'part' };
    }
    case 'Data': {
      // Digital's data graph records the inputs and outputs over time: our Waveform panel does that.
      draft.notes.push({
        id: draft.ids.make('n'),
        x: near.x,
        y: near.y,
        text: 'Digital’s data graph was here: the Waveform panel (W) records every input and output over time.',
      });
      return { kind: 'part' };
    }
    case 'Testcase': {
      const source = stringAttr(a, 'Testdata');
      if (draft.tests.length >= MAX_TESTS) {
        draft.warnings.push(
          `${describe(element, label)}: a circuit holds at most ${MAX_TESTS} tests here; it was left out.`,
        );
        return { kind: 'other' };
      }
      const names = new Set(draft.tests.map((t) => t.name.toLowerCase()));
      const base = (label ?? '').trim().slice(0, MAX_TEST_NAME) || `Test ${draft.tests.length + 1}`;
      let name = base;
      for (let n = 2; names.has(name.toLowerCase()); n++) name = `${base.slice(0, MAX_TEST_NAME - 6)} (${n})`;
      draft.tests.push({ id: draft.ids.make('t'), name, source });
      return { kind: 'other' };
    }
    case 'Rectangle':
      return { kind: 'other' };
    default:
      return unsupported('no part of ours does its job');
  }
}

/**
 * Digital's select input is one bus; ours are separate bits: a splitter between them (its bits to
 * our select pins, lowest first).
 */
function selectBits(ctx: ElementContext, id: string, pins: readonly string[]): void {
  const sel = ctx.pins.find((p) => p.name === 'sel');
  if (!sel) return;
  const splitter = ctx.draft.add(
    'SPLITTER',
    { width: pins.length, ranges: '' },
    { prefix: 'SPL', near: { x: sel.at.x - 30, y: sel.at.y + 20 } },
  );
  ctx.draft.bind(sel.at, splitter, 'in');
  pins.forEach((pin, i) => ctx.draft.link({ component: splitter, pin: `b${i}` }, { component: id, pin }));
}

/** A tunnel's name as ours may be written (tunnels of one Digital name get one name). */
export function tunnelName(element: DigElement): string {
  return identifier(stringAttr(element.attrs, 'NetName')) ?? 'net';
}

function withLabel(label: string | undefined): { label?: string } {
  return label === undefined ? {} : { label };
}

/** An element in the user's words: its Digital name and its label or place. */
export function describe(element: DigElement, label?: string): string {
  return label ? `${element.name} "${label}"` : `${element.name} at (${element.pos.x}, ${element.pos.y})`;
}

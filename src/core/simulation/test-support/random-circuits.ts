import type { Circuit } from '../../../shared/circuit/types';
import { getDefinition } from '../../../shared/components/registry';
import { layoutOf } from '../layout';
import { CircuitBuilder } from './circuit-builder';

const LOGIC = ['AND_2', 'OR_3', 'NAND_2', 'NOR_2', 'XOR_2', 'XNOR_2', 'NOT', 'BUFFER', 'MUX_2', 'MUX_4', 'DEMUX_2'];
const MORE_LOGIC = ['DECODER_2TO4', 'HALF_ADDER', 'FULL_ADDER', 'TRISTATE_BUFFER', 'AND_4'];
const COMPLETE_LOGIC = MORE_LOGIC.filter((t) => t !== 'TRISTATE_BUFFER');
const STORAGE = ['D_FLIPFLOP', 'JK_FLIPFLOP', 'T_FLIPFLOP', 'SR_LATCH', 'D_LATCH', 'REGISTER_4', 'COUNTER_4'];

/**
 * A random circuit whose behaviour does not depend on delays: logic forms no loop, and the clock,
 * enable, set and reset inputs of storage come straight from a switch of their own (K…) or from the
 * clock, which only clocks edge-triggered parts. So no glitch reaches a control, and no data input
 * changes in the same instant as a clock edge. Data inputs take any earlier output or data switch
 * (S…), or are left floating now and then; tri-state buffers (which may share a bus) read data
 * switches only, so that no loop closes through a bus.
 *
 * With `memories`, a ROM and a RAM (labels ROM and RAM) of random widths and contents join in: their
 * address (and the RAM's data and WE) are earlier outputs merged into a bus, so they come from
 * switches, logic or flip-flops; the RAM is clocked by the clock or a switch of its own; OE is a
 * switch, an earlier output or left unconnected; their outputs are split into bits later parts read.
 *
 * With `resets`, a power-on reset RST and an active-low one RSTN drive some of the asynchronous
 * controls (never a clock, at most one control of a part, so that no two controls are released in
 * the same instant on one part).
 */
export function randomCircuit(
  choices: number[],
  complete: boolean,
  memories = false,
  resets = false,
): { circuit: Circuit; switches: string[] } {
  let k = 0;
  const next = (n: number) => (choices[k++ % choices.length]! >>> 0) % n;
  const builder = new CircuitBuilder().add('CLK', 'CLOCK');
  if (resets) builder.add('RST', 'RESET').add('RSTN', 'RESET', { activeLow: true });
  const switches: string[] = [];
  const outputs: string[] = [];
  for (let i = 0; i < 3; i++) {
    builder.add(`S${i}`, 'SWITCH_TOGGLE');
    switches.push(`S${i}`);
    outputs.push(`S${i}.out`);
  }
  const tristates: string[] = [];
  const count = 6 + next(14);
  const memoryAt = memories ? [next(count), next(count)] : [];
  /** A bus of `width` bits, each an earlier output, wired to `to`. */
  const bus = (label: string, width: number, to: string) => {
    builder.add(label, 'MERGER', { width });
    for (let b = 0; b < width; b++) builder.wire(outputs[next(outputs.length)]!, `${label}.b${b}`);
    builder.wire(`${label}.out`, to);
  };
  const addMemory = (type: 'ROM' | 'RAM') => {
    const addressBits = 1 + next(3);
    const dataBits = 1 + next(4);
    const contents = Array.from({ length: 1 << addressBits }, () => next(1 << dataBits).toString(16)).join(' ');
    builder.add(type, type, { addressBits, dataBits, contents });
    if (addressBits === 1) builder.wire(outputs[next(outputs.length)]!, `${type}.A`);
    else bus(`${type}_A`, addressBits, `${type}.A`);
    const oe = next(3);
    if (oe === 0) builder.add(`K${type}_OE`, 'SWITCH_TOGGLE', { initial: true }).wire(`K${type}_OE.out`, `${type}.OE`);
    else if (oe === 1) builder.wire(outputs[next(outputs.length)]!, `${type}.OE`);
    if (oe === 0) switches.push(`K${type}_OE`);
    if (type === 'RAM') {
      if (dataBits === 1) builder.wire(outputs[next(outputs.length)]!, 'RAM.D');
      else bus('RAM_D', dataBits, 'RAM.D');
      if (next(2) === 0) builder.wire(outputs[next(outputs.length)]!, 'RAM.WE');
      else {
        builder.add('KRAM_WE', 'SWITCH_TOGGLE', { initial: true }).wire('KRAM_WE.out', 'RAM.WE');
        switches.push('KRAM_WE');
      }
      if (next(3) > 0) builder.wire('CLK.out', 'RAM.CLK');
      else {
        builder.add('KRAM_CLK', 'SWITCH_TOGGLE').wire('KRAM_CLK.out', 'RAM.CLK');
        switches.push('KRAM_CLK');
      }
    }
    const out = type === 'ROM' ? 'D' : 'Q';
    if (dataBits === 1) outputs.push(`${type}.${out}`);
    else {
      builder.add(`${type}_Q`, 'SPLITTER', { width: dataBits }).wire(`${type}.${out}`, `${type}_Q.in`);
      for (let b = 0; b < dataBits; b++) outputs.push(`${type}_Q.b${b}`);
    }
  };
  for (let i = 0; i < count; i++) {
    if (memoryAt[0] === i) addMemory('ROM');
    if (memoryAt[1] === i) addMemory('RAM');
    const roll = next(10);
    const more = complete ? COMPLETE_LOGIC : MORE_LOGIC;
    const type =
      roll < 5 ? LOGIC[next(LOGIC.length)]! : roll < 7 ? more[next(more.length)]! : STORAGE[next(STORAGE.length)]!;
    const label = `U${i}`;
    builder.add(label, type);
    const layout = layoutOf(type)!;
    let resetUsed = false;
    layout.model.inputs.forEach((pinName, input) => {
      const control = ((layout.controlMask >>> input) & 1) === 1;
      if (control) {
        if (
          !complete &&
          next(4) === 0 &&
          getDefinition(type)!.pins.find((p) => p.name === pinName)!.defaultValue !== undefined
        )
          return;
        if (pinName === 'CLK' && next(3) > 0) builder.wire('CLK.out', `${label}.${pinName}`);
        else if (resets && pinName !== 'CLK' && !resetUsed && next(2) === 0) {
          resetUsed = true;
          builder.wire(next(2) === 0 ? 'RST.out' : 'RSTN.out', `${label}.${pinName}`);
        } else {
          builder.add(`K${label}_${pinName}`, 'SWITCH_TOGGLE').wire(`K${label}_${pinName}.out`, `${label}.${pinName}`);
          switches.push(`K${label}_${pinName}`);
        }
        return;
      }
      if (!complete && next(12) === 0) return;
      // A tri-state buffer reads only switches, so that no loop closes through the bus it drives.
      const from = type === 'TRISTATE_BUFFER' ? outputs.slice(0, 3) : outputs;
      builder.wire(from[next(from.length)]!, `${label}.${pinName}`);
    });
    if (type === 'TRISTATE_BUFFER') {
      if (tristates.length > 0 && next(2) === 0) builder.wire(tristates[next(tristates.length)]!, `${label}.out`);
      tristates.push(`${label}.out`);
    }
    for (const name of layout.model.outputs) outputs.push(`${label}.${name}`);
  }
  for (let i = 0; i < 3; i++) builder.add(`P${i}`, 'PROBE').wire(outputs[next(outputs.length)]!, `P${i}.in`);
  return { circuit: builder.build(), switches };
}

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
 */
export function randomCircuit(choices: number[], complete: boolean): { circuit: Circuit; switches: string[] } {
  let k = 0;
  const next = (n: number) => (choices[k++ % choices.length]! >>> 0) % n;
  const builder = new CircuitBuilder().add('CLK', 'CLOCK');
  const switches: string[] = [];
  const outputs: string[] = [];
  for (let i = 0; i < 3; i++) {
    builder.add(`S${i}`, 'SWITCH_TOGGLE');
    switches.push(`S${i}`);
    outputs.push(`S${i}.out`);
  }
  const tristates: string[] = [];
  const count = 6 + next(14);
  for (let i = 0; i < count; i++) {
    const roll = next(10);
    const more = complete ? COMPLETE_LOGIC : MORE_LOGIC;
    const type =
      roll < 5 ? LOGIC[next(LOGIC.length)]! : roll < 7 ? more[next(more.length)]! : STORAGE[next(STORAGE.length)]!;
    const label = `U${i}`;
    builder.add(label, type);
    const layout = layoutOf(type)!;
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
        else {
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

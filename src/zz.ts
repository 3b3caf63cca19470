import type { Circuit } from './shared/circuit/types';
import { getDefinition } from './shared/components/registry';
import { layoutOf } from './core/simulation/layout';
import { CircuitBuilder } from './core/simulation/test-support/circuit-builder';
import { simulate } from './core/simulation/test-support/simulate';
const LOGIC = ['AND_2', 'OR_3', 'NAND_2', 'NOR_2', 'XOR_2', 'XNOR_2', 'NOT', 'BUFFER', 'MUX_2', 'MUX_4', 'DEMUX_2'];
const MORE_LOGIC = ['DECODER_2TO4', 'HALF_ADDER', 'FULL_ADDER', 'TRISTATE_BUFFER', 'AND_4'];
const STORAGE = ['D_FLIPFLOP', 'JK_FLIPFLOP', 'T_FLIPFLOP', 'SR_LATCH', 'D_LATCH', 'REGISTER_4', 'COUNTER_4'];

/**
 * A random circuit whose behaviour does not depend on delays: logic forms no loop, and the clock,
 * enable, set and reset inputs of storage come straight from their own switches (C…) or the clock,
 * so no glitch reaches them and no data input changes in the same instant as a clock. Data inputs
 * take any earlier output or data switch (S…), or are left floating now and then.
 */
function randomCircuit(choices: number[]): Circuit {
  let k = 0;
  const next = (n: number) => (choices[k++ % choices.length]! >>> 0) % n;
  const builder = new CircuitBuilder().add('CLK', 'CLOCK');
  const controls: string[] = [];
  const outputs: string[] = [];
  for (let i = 0; i < 3; i++) {
    builder.add(`S${i}`, 'SWITCH_TOGGLE').add(`C${i}`, 'SWITCH_TOGGLE');
    outputs.push(`S${i}.out`);
    controls.push(`C${i}.out`);
  }
  const tristates: string[] = [];
  const count = 6 + next(14);
  for (let i = 0; i < count; i++) {
    const roll = next(10);
    const type =
      roll < 5
        ? LOGIC[next(LOGIC.length)]!
        : roll < 7
          ? MORE_LOGIC[next(MORE_LOGIC.length)]!
          : STORAGE[next(STORAGE.length)]!;
    const label = `U${i}`;
    builder.add(label, type);
    const layout = layoutOf(type)!;
    layout.model.inputs.forEach((pinName, input) => {
      const control = ((layout.controlMask >>> input) & 1) === 1;
      if (control) {
        if (next(4) === 0 && getDefinition(type)!.pins.find((p) => p.name === pinName)!.defaultValue !== undefined)
          return;
        builder.wire(
          pinName === 'CLK' && next(3) > 0 ? 'CLK.out' : controls[next(controls.length)]!,
          `${label}.${pinName}`,
        );
        return;
      }
      if (next(12) === 0) return;
      builder.wire(outputs[next(outputs.length)]!, `${label}.${pinName}`);
    });
    if (type === 'TRISTATE_BUFFER') {
      if (tristates.length > 0 && next(2) === 0) builder.wire(tristates[next(tristates.length)]!, `${label}.out`);
      tristates.push(`${label}.out`);
    }
    for (const name of layout.model.outputs) outputs.push(`${label}.${name}`);
  }
  for (let i = 0; i < 3; i++) builder.add(`P${i}`, 'PROBE').wire(outputs[next(outputs.length)]!, `P${i}.in`);
  return builder.build();
}

const c = randomCircuit([
  0, 1088229507, 1348880956, 0, 0, 0, 0, 84609265, 1398497581, 0, 264277, 0, 92803527, 63456734, 716005, 2005850501, 0,
  0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
]);
console.log(
  JSON.stringify(c.components.map((x) => x.label + ':' + x.type)),
  JSON.stringify(
    c.wires.map((w) => w.id + ' ' + w.from.component + '.' + w.from.pin + '->' + w.to.component + '.' + w.to.pin),
  ),
);
const e = simulate(c, 'event');
const f = simulate(c, 'fast');
for (const sim of [e, f]) {
  sim.setInput('C0', true);
  sim.settle();
}
const a = e.snapshot(),
  b = f.snapshot();
for (const k of Object.keys(a.wires)) if (a.wires[k] !== b.wires[k]) console.log('wire', k, a.wires[k], b.wires[k]);
for (const k of Object.keys(a.components))
  if (JSON.stringify(a.components[k]) !== JSON.stringify(b.components[k]))
    console.log('comp', k, JSON.stringify(a.components[k]), JSON.stringify(b.components[k]));
console.log(
  JSON.stringify(a.diagnostics.map((d) => d.code)),
  JSON.stringify(b.diagnostics.map((d) => d.code)),
  (f.core as any).plan.rails,
);

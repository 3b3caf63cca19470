import { describe, expect, it } from 'vitest';
import { simulate } from '../../simulation/test-support/simulate';
import { gateInputAt } from './gates';
import { readLogisim } from './read-logisim';
import { valid } from './test-support/circ-xml';

/**
 * A Logisim-evolution gate of `inputs` inputs at (400,400): input 0 is the pin A, the others
 * constants of `rest`; the output is the pin Y (points joined where they coincide).
 */
function gate(name: string, inputs: number, rest: number): string {
  const comp = { lib: '1', name, x: 400, y: 400, attrs: new Map([['inputs', String(inputs)]]) };
  const points = Array.from({ length: inputs }, (_, i) => gateInputAt(comp, i, false));
  const constants = points
    .slice(1)
    .map((p) => `<comp lib="0" loc="(${p.x},${p.y})" name="Constant"><a name="value" val="0x${rest}"/></comp>`);
  return `<?xml version="1.0" encoding="UTF-8" standalone="no"?>
<project source="3.8.0" version="1.0">
  <lib desc="#Wiring" name="0"/>
  <lib desc="#Gates" name="1"/>
  <main name="main"/>
  <circuit name="main">
    <comp lib="1" loc="(400,400)" name="${name}"><a name="inputs" val="${inputs}"/></comp>
    <comp lib="0" loc="(${points[0]!.x},${points[0]!.y})" name="Pin"><a name="label" val="A"/></comp>
    <comp lib="0" loc="(400,400)" name="Pin"><a name="facing" val="west"/><a name="type" val="output"/><a name="label" val="Y"/></comp>
    ${constants.join('\n    ')}
  </circuit>
</project>
`;
}

describe('readLogisim: gates of more inputs than a two-level tree, as deeper trees of ours', () => {
  it.each([
    ['AND Gate', 17, 1, ['0', '1']],
    ['NOR Gate', 32, 0, ['1', '0']],
    ['OR Gate', 64, 0, ['0', '1']],
    ['NAND Gate', 13, 1, ['1', '0']],
  ] as const)('%s of %i inputs, the others %i: Y follows A', (name, inputs, rest, expected) => {
    const result = readLogisim(gate(name, inputs, rest), 'gate.circ');
    if (!result.success) throw new Error(result.error);
    expect(result.data.report.unsupported).toEqual([]);
    const sim = simulate(valid(result.data.circuit), 'event');
    const ys = [0, 1].map((a) => {
      sim.setValue('A', a);
      sim.settle();
      return sim.componentState('Y')?.value;
    });
    expect(ys).toEqual(expected);
  });
});

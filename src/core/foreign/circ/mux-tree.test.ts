import { describe, expect, it } from 'vitest';
import { simulate } from '../../simulation/test-support/simulate';
import { readLogisim } from './read-logisim';
import { valid } from './test-support/circ-xml';

/**
 * A Logisim-evolution multiplexer of `select` bits at (300,200), facing east (wide, select at the
 * bottom left): data input i at (260, 200 - 5·2^select + 10i), the select 20 left of the anchor
 * and 5·2^select below. Each input is a constant 2i+1; Y shows the output.
 */
function mux(select: number, width: number): string {
  const n = 1 << select;
  const constants = Array.from(
    { length: n },
    (_, i) =>
      `<comp lib="0" loc="(260,${200 - 5 * n + 10 * i})" name="Constant"><a name="width" val="${width}"/><a name="value" val="${2 * i + 1}"/></comp>`,
  );
  return `<?xml version="1.0" encoding="UTF-8" standalone="no"?>
<project source="3.8.0" version="1.0">
  <lib desc="#Wiring" name="0"/>
  <lib desc="#Plexers" name="2"/>
  <main name="main"/>
  <circuit name="main">
    ${constants.join('\n    ')}
    <comp lib="2" loc="(300,200)" name="Multiplexer"><a name="select" val="${select}"/><a name="width" val="${width}"/></comp>
    <comp lib="0" loc="(100,${200 + 5 * n})" name="Pin"><a name="width" val="${select}"/><a name="label" val="S"/></comp>
    <wire from="(100,${200 + 5 * n})" to="(280,${200 + 5 * n})"/>
    <comp lib="0" loc="(400,200)" name="Pin"><a name="facing" val="west"/><a name="type" val="output"/><a name="width" val="${width}"/><a name="label" val="Y"/></comp>
    <wire from="(300,200)" to="(400,200)"/>
  </circuit>
</project>
`;
}

describe('readLogisim: multiplexers of 3 to 5 select bits, as trees of ours', () => {
  it.each([3, 4, 5])('%i select bits: every input is chosen by its number', (select) => {
    const result = readLogisim(mux(select, 8), 'mux.circ');
    if (!result.success) throw new Error(result.error);
    expect(result.data.report.unsupported).toEqual([]);
    const sim = simulate(valid(result.data.circuit), 'event');
    for (let i = 0; i < 1 << select; i++) {
      sim.setValue('S', i);
      sim.settle();
      expect(sim.componentState('Y')?.bus).toBe((2 * i + 1).toString(2).padStart(8, '0'));
    }
  });
});

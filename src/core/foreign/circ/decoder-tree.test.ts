import { describe, expect, it } from 'vitest';
import { simulate } from '../../simulation/test-support/simulate';
import { readLogisim } from './read-logisim';
import { valid } from './test-support/circ-xml';

/**
 * A Logisim decoder of `select` bits at (300,400) facing east (select at the anchor, output i at
 * (320, 400 - 10·2^select + 10i)), each output to a pin Yi; with `enable`, an enable pin EN at the
 * enable point (290,400) (Logisim 2.7's default has one).
 */
function decoder(select: number, enable: boolean): string {
  const n = 1 << select;
  const outs = Array.from(
    { length: n },
    (_, i) =>
      `<wire from="(320,${400 - 10 * n + 10 * i})" to="(500,${400 - 10 * n + 10 * i})"/><comp lib="0" loc="(500,${400 - 10 * n + 10 * i})" name="Pin"><a name="facing" val="west"/><a name="output" val="true"/><a name="label" val="Y${i}"/></comp>`,
  );
  return `<?xml version="1.0" encoding="UTF-8" standalone="no"?>
<project source="${enable ? '2.7.1' : '3.8.0'}" version="1.0">
  <lib desc="#Wiring" name="0"/>
  <lib desc="#Plexers" name="2"/>
  <main name="main"/>
  <circuit name="main">
    <comp lib="2" loc="(300,400)" name="Decoder"><a name="select" val="${select}"/></comp>
    <comp lib="0" loc="(100,500)" name="Pin"><a name="width" val="${select}"/><a name="label" val="S"/></comp>
    <wire from="(100,500)" to="(300,500)"/><wire from="(300,500)" to="(300,400)"/>
    ${enable ? '<comp lib="0" loc="(290,600)" name="Pin"><a name="facing" val="north"/><a name="label" val="EN"/></comp><wire from="(290,600)" to="(290,400)"/>' : ''}
    ${outs.join('\n    ')}
  </circuit>
</project>
`;
}

describe('readLogisim: decoders of 3 to 5 select bits, as trees of ours', () => {
  it.each([
    [3, false],
    [4, true],
    [5, false],
    [5, true],
  ])('%i select bits (enable %s): output i is 1 exactly when the select is i', (select, enable) => {
    const result = readLogisim(decoder(select, enable), 'dec.circ');
    if (!result.success) throw new Error(result.error);
    expect(result.data.report.unsupported).toEqual([]);
    const sim = simulate(valid(result.data.circuit), 'event');
    const n = 1 << select;
    const ys = () => Array.from({ length: n }, (_, i) => sim.componentState(`Y${i}`)?.value).join('');
    if (enable) sim.setValue('EN', 1);
    for (const s of [0, 1, n - 2, n - 1, 5]) {
      sim.setValue('S', s);
      sim.settle();
      expect(ys()).toBe(Array.from({ length: n }, (_, i) => (i === s ? '1' : '0')).join(''));
    }
    if (enable) {
      sim.setValue('EN', 0);
      sim.settle();
      expect(ys()).toBe('0'.repeat(n));
    }
  });
});

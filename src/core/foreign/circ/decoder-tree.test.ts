import { describe, expect, it } from 'vitest';
import { simulate } from '../../simulation/test-support/simulate';
import { readLogisim } from './read-logisim';
import { valid } from './test-support/circ-xml';

/**
 * A Logisim decoder of `select` bits at (300,400) facing east (select at the anchor, output i at
 * (320, 400 - 10·2^select + 10i)), each output to a pin Yi; with `enable`, an enable pin EN at the
 * enable point (290,400) (Logisim 2.7's default has one); `disabled` and `tristate` as Logisim's attributes.
 */
function decoder(select: number, enable: boolean, disabled: 'Z' | '0' = 'Z', tristate = false): string {
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
    <comp lib="2" loc="(300,400)" name="Decoder"><a name="select" val="${select}"/><a name="disabled" val="${disabled}"/><a name="tristate" val="${tristate}"/></comp>
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
    [3, false, 'Z'],
    [4, true, 'Z'],
    [5, false, 'Z'],
    [5, true, 'Z'],
    [4, true, '0'],
    [3, true, '0'],
  ] as const)(
    '%i select bits (enable %s, disabled %s): output i is 1 exactly when the select is i',
    (select, enable, disabled) => {
      const result = readLogisim(decoder(select, enable, disabled), 'dec.circ');
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
        // A 0 enable: every output 0 with `disabled` 0, else floating (Logisim's default).
        expect(ys()).toBe((disabled === '0' ? '0' : 'Z').repeat(n));
      }
    },
  );
});

describe('readLogisim: a three-state decoder', () => {
  it.each([2, 3])('%i select bits: the selected output is 1, the others float', (select) => {
    const result = readLogisim(decoder(select, false, 'Z', true), 'dec.circ');
    if (!result.success) throw new Error(result.error);
    expect(result.data.report.unsupported).toEqual([]);
    const sim = simulate(valid(result.data.circuit), 'event');
    const n = 1 << select;
    for (let s = 0; s < n; s++) {
      sim.setValue('S', s);
      sim.settle();
      const ys = Array.from({ length: n }, (_, i) => sim.componentState(`Y${i}`)?.value).join('');
      expect(ys).toBe(Array.from({ length: n }, (_, i) => (i === s ? '1' : 'Z')).join(''));
    }
  });
});

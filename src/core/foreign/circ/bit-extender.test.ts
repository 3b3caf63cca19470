import { describe, expect, it } from 'vitest';
import { simulate } from '../../simulation/test-support/simulate';
import { readCirc, valid } from './test-support/circ-xml';

/**
 * A Logisim-evolution Bit Extender at (300,100) (input (260,100), extension input (280,80)) between
 * pins; a 64-bit output goes through a splitter into two 32-bit pins.
 */
function extender(attrs: Record<string, string | number>, inWidth: number, outWidth: number): string {
  const a = Object.entries(attrs)
    .map(([k, v]) => `<a name="${k}" val="${v}"/>`)
    .join('');
  const output =
    outWidth > 32
      ? `<wire from="(300,100)" to="(400,100)"/>
    <comp lib="0" loc="(400,100)" name="Splitter"><a name="incoming" val="${outWidth}"/><a name="fanout" val="2"/></comp>
    <wire from="(420,80)" to="(500,80)"/><wire from="(420,90)" to="(500,90)"/>
    <comp lib="0" loc="(500,80)" name="Pin"><a name="facing" val="west"/><a name="type" val="output"/><a name="width" val="32"/><a name="label" val="LO"/></comp>
    <comp lib="0" loc="(500,90)" name="Pin"><a name="facing" val="west"/><a name="type" val="output"/><a name="width" val="${outWidth - 32}"/><a name="label" val="HI"/></comp>`
      : `<wire from="(300,100)" to="(500,100)"/>
    <comp lib="0" loc="(500,100)" name="Pin"><a name="facing" val="west"/><a name="type" val="output"/><a name="width" val="${outWidth}"/><a name="label" val="Y"/></comp>`;
  return `<?xml version="1.0" encoding="UTF-8" standalone="no"?>
<project source="3.8.0" version="1.0">
  <lib desc="#Wiring" name="0"/>
  <main name="main"/>
  <circuit name="main">
    <comp lib="0" loc="(100,100)" name="Pin"><a name="width" val="${inWidth}"/><a name="label" val="X"/></comp>
    <comp lib="0" loc="(100,80)" name="Pin"><a name="label" val="E"/></comp>
    <wire from="(100,100)" to="(260,100)"/>
    <wire from="(100,80)" to="(280,80)"/>
    <comp lib="0" loc="(300,100)" name="Bit Extender">${a}</comp>
    ${output}
  </circuit>
</project>
`;
}

/** The output (Y, or HI then LO) for each input value. */
function outputs(text: string, values: readonly number[], e = 0): string[] {
  const { circuit, report } = readCirc(text);
  expect(report.unsupported).toEqual([]);
  const sim = simulate(valid(circuit), 'event');
  sim.setValue('E', e);
  return values.map((v) => {
    sim.setValue('X', v);
    sim.settle();
    const y = sim.componentState('Y');
    return y ? String(y.bus) : `${String(sim.componentState('HI')?.bus)}|${String(sim.componentState('LO')?.bus)}`;
  });
}

describe('readLogisim: Bit Extender', () => {
  it('sign extension (the default) repeats the top bit', () => {
    expect(outputs(extender({ in_width: 4, out_width: 8 }, 4, 8), [0b0101, 0b1010])).toEqual(['00000101', '11111010']);
  });

  it('zero and one extension fill with 0 or 1', () => {
    expect(outputs(extender({ in_width: 4, out_width: 8, type: 'zero' }, 4, 8), [0b1010])).toEqual(['00001010']);
    expect(outputs(extender({ in_width: 4, out_width: 8, type: 'one' }, 4, 8), [0b0010])).toEqual(['11110010']);
  });

  it('input extension fills with the extension input', () => {
    const text = extender({ in_width: 3, out_width: 5, type: 'input' }, 3, 5);
    expect(outputs(text, [0b011], 1)).toEqual(['11011']);
    expect(outputs(text, [0b011], 0)).toEqual(['00011']);
  });

  it('a narrower output keeps the low bits', () => {
    expect(outputs(extender({ in_width: 8, out_width: 3 }, 8, 3), [0b10101110])).toEqual(['110']);
  });

  it('to 64 bits: two lanes of ours, sign-extended across both', () => {
    const text = extender({ in_width: 12, out_width: 64 }, 12, 64);
    expect(outputs(text, [0x800, 0x7ff])).toEqual([
      `${'1'.repeat(32)}|${'1'.repeat(20)}${'100000000000'}`,
      `${'0'.repeat(32)}|${'0'.repeat(20)}${'011111111111'}`,
    ]);
  });
});

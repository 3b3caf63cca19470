import { describe, expect, it } from 'vitest';
import { compile } from '../../simulation';
import { simulate } from '../../simulation/test-support/simulate';
import { circFile, comp, pinIn, pinOut, readCirc, valid, wire } from './test-support/circ-xml';

const bits = (value: number, width = 32) => value.toString(2).padStart(width, '0');

/**
 * Two 32-bit pins merged by a splitter into a 64-bit bus, stored by a 64-bit register, passed by a
 * 64-bit controlled buffer, split again into two 32-bit outputs; a 64-bit splitter of one end
 * picks bit 40 of the buffer's output (the other bits: none).
 */
const WIDE = circFile(
  '3.8.0',
  [
    pinIn('LO', 100, 180, 32),
    pinIn('HI', 100, 190, 32),
    wire(100, 180, 220, 180),
    wire(100, 190, 220, 190),
    // Bus at (200,200); ends 0 and 1 at (220,180) and (220,190) (appearance left, facing east).
    comp(0, 'Splitter', 200, 200, { incoming: 64, fanout: 2 }),
    wire(200, 200, 300, 200),
    // Logisim-evolution register, anchor top left: D (300,200), CLK (300,240), Q (360,200).
    comp(4, 'Register', 300, 170, { width: 64, appearance: 'logisim_evolution' }),
    pinIn('CK', 100, 240),
    wire(100, 240, 300, 240),
    wire(360, 200, 400, 200),
    // Controlled buffer facing east: input (400,200), control (410,210), output (420,200).
    comp(1, 'Controlled Buffer', 420, 200, { width: 64 }),
    pinIn('OE', 100, 330),
    wire(100, 330, 410, 330),
    wire(410, 330, 410, 210),
    wire(420, 200, 500, 200),
    comp(0, 'Splitter', 500, 200, { incoming: 64, fanout: 2 }),
    wire(520, 180, 600, 180),
    wire(520, 190, 600, 190),
    pinOut('OLO', 600, 180, 32),
    pinOut('OHI', 600, 190, 32),
    wire(420, 200, 420, 300),
    wire(420, 300, 500, 300),
    // One end (at (520,290)) carrying bit 40 only.
    comp(0, 'Splitter', 500, 300, {
      incoming: 64,
      fanout: 1,
      ...Object.fromEntries(Array.from({ length: 64 }, (_, i) => [`bit${i}`, i === 40 ? '0' : 'none'])),
    }),
    wire(520, 290, 600, 290),
    pinOut('B40', 600, 290),
  ].join('\n'),
);

describe('readLogisim: buses wider than 32 bits, as 32-bit lanes', () => {
  it('a 64-bit register, controlled buffer and splitters become ours lane by lane, and work', () => {
    const { circuit, report } = readCirc(WIDE);
    expect(report.unsupported).toEqual([]);
    expect(report.supported).toBe(report.components);
    const count = (type: string) => circuit.components.filter((c) => c.type === type).length;
    expect([count('REGISTER'), count('TRISTATE_BUFFER')]).toEqual([2, 2]);
    const sim = simulate(valid(circuit), 'event');
    const out = () => [sim.componentState('OLO')?.bus, sim.componentState('OHI')?.bus];
    sim.setValue('LO', 0x12345678);
    sim.setValue('HI', 0x9abcdff0);
    sim.setValue('OE', 1);
    sim.settle();
    expect(out()).toEqual([bits(0), bits(0)]);
    sim.setValue('CK', 1);
    sim.settle();
    expect(out()).toEqual([bits(0x12345678), bits(0x9abcdff0)]);
    // Bit 40 is bit 8 of the upper half: 1 in 0x9abcdff0.
    expect(sim.componentState('B40')).toMatchObject({ value: '1' });
    sim.setValue('OE', 0);
    sim.settle();
    expect(out()).toEqual(['Z'.repeat(32), 'Z'.repeat(32)]);
  });

  it('a 64-bit pin is a port per lane, and a subcircuit carries both halves', () => {
    // "pass" joins its 64-bit input A to its 64-bit output Y; its classic instance has A 30 west of Y.
    const text = circFile(
      '3.8.0',
      [
        pinIn('LO', 100, 180, 32),
        pinIn('HI', 100, 190, 32),
        wire(100, 180, 220, 180),
        wire(100, 190, 220, 190),
        comp(0, 'Splitter', 200, 200, { incoming: 64, fanout: 2 }),
        wire(200, 200, 370, 200),
        '<comp loc="(400,200)" name="pass"/>',
        wire(400, 200, 500, 200),
        comp(0, 'Splitter', 500, 200, { incoming: 64, fanout: 2 }),
        wire(520, 180, 600, 180),
        wire(520, 190, 600, 190),
        pinOut('OLO', 600, 180, 32),
        pinOut('OHI', 600, 190, 32),
      ].join('\n'),
    ).replace(
      '</project>',
      `  <circuit name="pass">
${pinIn('A', 100, 100, 64)}
${pinOut('Y', 300, 100, 64)}
${wire(100, 100, 300, 100)}
  </circuit>
</project>`,
    );
    const imported = readCirc(text);
    expect(imported.report.unsupported).toEqual([]);
    const pass = imported.subcircuits[0]!;
    expect(pass.circuit.components.map((c) => `${c.label}:${c.type}:${String(c.properties.width)}`).sort()).toEqual([
      'A:PORT_IN:32',
      'A_63_32:PORT_IN:32',
      'Y:PORT_OUT:32',
      'Y_63_32:PORT_OUT:32',
    ]);
    expect(imported.report.warnings).toEqual([
      'In pass: Pin A is 64 bits wide: it became 2 pins of ours (bits 31 to 0, 63 to 32).',
      'In pass: Pin Y is 64 bits wide: it became 2 pins of ours (bits 31 to 0, 63 to 32).',
    ]);
    const library = new Map(imported.subcircuits.map((s) => [s.id, s]));
    const compiled = compile(valid(imported.circuit), { library: (id) => library.get(id) });
    if (!compiled.success) throw new Error(compiled.error);
    const sim = compiled.data;
    sim.setValue('LO', 0x0badf00d);
    sim.setValue('HI', 0xcafe1234);
    sim.settle();
    expect([sim.componentState('OLO')?.bus, sim.componentState('OHI')?.bus]).toEqual([
      bits(0x0badf00d),
      bits(0xcafe1234),
    ]);
  });
});

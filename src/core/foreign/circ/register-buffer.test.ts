import { describe, expect, it } from 'vitest';
import { simulate } from '../../simulation/test-support/simulate';
import { circFile, comp, pinIn, pinOut, readCirc, valid, wire } from './test-support/circ-xml';

const evolutionRegister = (trigger: string) =>
  circFile(
    '3.8.0',
    [
      comp(4, 'Register', 200, 70, { width: 8, trigger, appearance: 'logisim_evolution' }),
      pinIn('D', 100, 100, 8),
      pinIn('CK', 100, 140),
      pinOut('Q', 400, 100, 8),
      wire(100, 100, 200, 100),
      wire(100, 140, 200, 140),
      wire(260, 100, 400, 100),
    ].join('\n'),
  );

describe('readLogisim: registers', () => {
  it('a falling-edge register: ours with a NOT on its clock, storing when the clock falls', () => {
    const { circuit, report } = readCirc(evolutionRegister('falling'));
    expect(report.unsupported).toEqual([]);
    expect(circuit.components.map((c) => c.type).sort()).toEqual(['NOT', 'PORT_IN', 'PORT_IN', 'PORT_OUT', 'REGISTER']);
    const sim = simulate(valid(circuit), 'event');
    const q = () => sim.componentState('Q')?.bus;
    sim.setValue('D', 0xa5);
    sim.setValue('CK', 1);
    sim.settle();
    expect(q()).toBe('00000000');
    sim.setValue('CK', 0);
    sim.settle();
    expect(q()).toBe('10100101');
  });

  it('a Logisim 2.7 register (classic: Q at the anchor, D 30 left, clock 20 left and 20 down) stores on the rising edge', () => {
    const { circuit, report } = readCirc(
      circFile(
        '2.7.1',
        [
          comp(4, 'Register', 300, 100, { width: 4 }),
          pinIn('D', 100, 100, 4),
          pinIn('CK', 100, 120),
          pinOut('Q', 400, 100, 4),
          wire(100, 100, 270, 100),
          wire(100, 120, 280, 120),
          wire(300, 100, 400, 100),
        ].join('\n'),
      ),
    );
    expect(report.unsupported).toEqual([]);
    const sim = simulate(valid(circuit), 'event');
    sim.setValue('D', 9);
    sim.settle();
    expect(sim.componentState('Q')?.bus).toBe('0000');
    sim.setValue('CK', 1);
    sim.settle();
    expect(sim.componentState('Q')?.bus).toBe('1001');
  });

  // Logisim-evolution's register at (200,70): D (200,100), EN (200,120), CLK (200,140), CLR (230,160), Q (260,100).
  const levelRegister = (trigger: string, width: number, withEnableAndClear: boolean) =>
    circFile(
      '3.8.0',
      [
        comp(4, 'Register', 200, 70, { width, trigger, appearance: 'logisim_evolution' }),
        pinIn('D', 100, 100, width),
        pinIn('CK', 100, 140),
        pinOut('Q', 400, 100, width),
        wire(100, 100, 200, 100),
        wire(100, 140, 200, 140),
        wire(260, 100, 400, 100),
        ...(withEnableAndClear
          ? [
              pinIn('EN', 100, 120),
              wire(100, 120, 200, 120),
              pinIn('CLR', 100, 200),
              wire(100, 200, 230, 200),
              wire(230, 200, 230, 160),
            ]
          : []),
      ].join('\n'),
    );

  it('a register triggered by a high level: D latches; Q follows D while the clock is high and EN is 1, CLR clears at once', () => {
    const { circuit, report } = readCirc(levelRegister('high', 8, true));
    expect(report.unsupported).toEqual([]);
    expect(circuit.components.filter((c) => c.type === 'D_LATCH')).toHaveLength(8);
    const sim = simulate(valid(circuit), 'event');
    const q = () => sim.componentState('Q')?.bus;
    const set = (values: Record<string, number>) => {
      for (const [label, v] of Object.entries(values)) sim.setValue(label, v);
      sim.settle();
    };
    set({ D: 0xa5, EN: 1, CLR: 0, CK: 1 });
    expect(q()).toBe('10100101');
    set({ D: 0x3c });
    expect(q()).toBe('00111100');
    set({ CK: 0 });
    set({ D: 0xff });
    expect(q()).toBe('00111100');
    set({ CK: 1, EN: 0 });
    expect(q()).toBe('00111100');
    set({ CLR: 1 });
    expect(q()).toBe('00000000');
    set({ CLR: 0, EN: 1 });
    expect(q()).toBe('11111111');
  });

  it('a one-bit register triggered by a low level, EN and CLR left open: one latch behind a NOT', () => {
    const { circuit, report } = readCirc(levelRegister('low', 1, false));
    expect(report.unsupported).toEqual([]);
    expect(circuit.components.map((c) => c.type).sort()).toEqual(['D_LATCH', 'NOT', 'PORT_IN', 'PORT_IN', 'PORT_OUT']);
    const sim = simulate(valid(circuit), 'fast');
    const q = () => sim.componentState('Q')?.value;
    sim.setValue('CK', 0);
    sim.setValue('D', 1);
    sim.settle();
    expect(q()).toBe('1');
    sim.setValue('CK', 1);
    sim.setValue('D', 0);
    sim.settle();
    expect(q()).toBe('1');
    sim.setValue('CK', 0);
    sim.settle();
    expect(q()).toBe('0');
  });
});

describe('readLogisim: controlled buffers and inverters', () => {
  it('a controlled inverter facing west, control on the left: a NOT and our tri-state buffer', () => {
    // Facing west at (300,100): the input 30 east (wide body), the control 20 east and 10 down.
    const { circuit, report } = readCirc(
      circFile(
        '3.8.0',
        [
          comp(1, 'Controlled Inverter', 300, 100, { facing: 'west', control: 'left', width: 4 }),
          pinIn('A', 500, 100, 4),
          pinIn('C', 500, 200),
          pinOut('Y', 100, 100, 4),
          wire(330, 100, 500, 100),
          wire(320, 110, 320, 200),
          wire(320, 200, 500, 200),
          wire(100, 100, 300, 100),
        ].join('\n'),
      ),
    );
    expect(report.unsupported).toEqual([]);
    const sim = simulate(valid(circuit), 'event');
    sim.setValue('A', 0b0011);
    sim.setValue('C', 1);
    sim.settle();
    expect(sim.componentState('Y')?.bus).toBe('1100');
    sim.setValue('C', 0);
    sim.settle();
    expect(sim.componentState('Y')?.bus).toBe('ZZZZ');
  });
});

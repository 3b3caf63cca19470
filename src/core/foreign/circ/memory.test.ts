import { describe, expect, it } from 'vitest';
import type { Circuit } from '../../../shared/circuit/types';
import { simulate } from '../../simulation/test-support/simulate';
import { circFile, comp, pinIn, pinOut, readCirc, valid, wire } from './test-support/circ-xml';

/** "LABEL.pin -> LABEL.pin" of every wire, sorted. */
function joins(circuit: Circuit): string[] {
  const label = new Map(circuit.components.map((c) => [c.id, c.label]));
  return circuit.wires
    .map((w) => `${label.get(w.from.component)}.${w.from.pin} -> ${label.get(w.to.component)}.${w.to.pin}`)
    .sort();
}

describe('readLogisim: memories', () => {
  it('maps a Logisim-evolution ROM with its contents, and it reads them', () => {
    // Anchor (200,100): A at (200,110), D at (440,160).
    const { circuit, report } = readCirc(
      circFile(
        '3.8.0',
        [
          `<comp lib="4" loc="(200,100)" name="ROM"><a name="addrWidth" val="3"/><a name="appearance" val="logisim_evolution"/><a name="contents">addr/data: 3 8\n1 2 3*ff\n</a><a name="label" val="M"/></comp>`,
          pinIn('A', 100, 110, 3),
          pinOut('D', 500, 160, 8),
          wire(100, 110, 200, 110),
          wire(440, 160, 500, 160),
        ].join('\n'),
      ),
    );
    expect(report.unsupported).toEqual([]);
    const rom = circuit.components.find((c) => c.type === 'ROM')!;
    expect(rom.properties).toEqual({ addressBits: 3, dataBits: 8, contents: '1 2 ff ff ff' });
    expect(joins(circuit)).toEqual(['A.out -> M.A', 'M.D -> D.in']);
    const sim = simulate(valid(circuit), 'event');
    const words = [0, 1, 2, 3, 4, 5, 7].map((a) => {
      sim.setValue('A', a);
      sim.settle();
      return sim.componentState('D')?.bus;
    });
    expect(words).toEqual(['00000001', '00000010', '11111111', '11111111', '11111111', '00000000', '00000000']);
  });

  it('maps a Logisim 2.7 ROM: sel is our OE', () => {
    // Anchor (300,100) at D; A at (160,100), sel at (210,140).
    const { circuit } = readCirc(
      circFile(
        '2.7.1',
        [
          `<comp lib="4" loc="(300,100)" name="ROM"><a name="addrWidth" val="2"/><a name="dataWidth" val="4"/><a name="contents">addr/data: 2 4\na b c d\n</a></comp>`,
          pinIn('A', 100, 100, 2),
          pinIn('S', 100, 200),
          pinOut('D', 400, 100, 4),
          wire(100, 100, 160, 100),
          wire(100, 200, 210, 200),
          wire(210, 200, 210, 140),
          wire(300, 100, 400, 100),
        ].join('\n'),
      ),
    );
    const rom = circuit.components.find((c) => c.type === 'ROM')!;
    expect(rom.properties.contents).toBe('a b c d');
    expect(joins(circuit)).toEqual([`A.out -> ${rom.label}.A`, `${rom.label}.D -> D.in`, `S.out -> ${rom.label}.OE`]);
    const sim = simulate(valid(circuit), 'event');
    sim.setValue('A', 2);
    sim.setValue('S', 1);
    sim.settle();
    expect(sim.componentState('D')?.bus).toBe('1100');
    sim.setValue('S', 0);
    sim.settle();
    expect(sim.componentState('D')?.bus).toBe('ZZZZ');
  });

  it('maps a Logisim 2.7 RAM of separate buses: str and sel write, ld and sel enable the output', () => {
    // Anchor (300,300) at D; A (160,300), D in (160,320), str (190,340), sel (210,340), clk (230,340), ld (250,340).
    const { circuit, report } = readCirc(
      circFile(
        '2.7.1',
        [
          `<comp lib="4" loc="(300,300)" name="RAM"><a name="addrWidth" val="2"/><a name="dataWidth" val="4"/><a name="bus" val="separate"/></comp>`,
          pinIn('A', 100, 300, 2),
          pinIn('DI', 100, 320, 4),
          pinIn('ST', 190, 420),
          pinIn('SEL', 210, 440),
          pinIn('CK', 230, 460),
          pinIn('LD', 250, 480),
          pinOut('Q', 400, 300, 4),
          wire(100, 300, 160, 300),
          wire(100, 320, 160, 320),
          wire(190, 420, 190, 340),
          wire(210, 440, 210, 340),
          wire(230, 460, 230, 340),
          wire(250, 480, 250, 340),
          wire(300, 300, 400, 300),
        ].join('\n'),
      ),
    );
    expect(report.unsupported).toEqual([]);
    expect(circuit.components.map((c) => c.type).sort()).toEqual([
      'AND_2',
      'AND_2',
      'PORT_IN',
      'PORT_IN',
      'PORT_IN',
      'PORT_IN',
      'PORT_IN',
      'PORT_IN',
      'PORT_OUT',
      'RAM',
    ]);
    const sim = simulate(valid(circuit), 'event');
    const q = () => sim.componentState('Q')?.bus;
    const clock = () => {
      sim.setValue('CK', 1);
      sim.settle();
      sim.setValue('CK', 0);
      sim.settle();
    };
    for (const [name, value] of [
      ['A', 1],
      ['DI', 9],
      ['ST', 1],
      ['SEL', 1],
      ['LD', 1],
      ['CK', 0],
    ] as const)
      sim.setValue(name, value);
    sim.settle();
    clock();
    expect(q()).toBe('1001');
    sim.setValue('SEL', 0); // not selected: no write, output floating
    sim.setValue('DI', 3);
    sim.settle();
    clock();
    expect(q()).toBe('ZZZZ');
    sim.setValue('SEL', 1);
    sim.settle();
    expect(q()).toBe('1001');
    sim.setValue('LD', 0);
    sim.settle();
    expect(q()).toBe('ZZZZ');
  });

  it('maps a Logisim-evolution RAM and says that Logisim reads it on the clock edge', () => {
    // Anchor (200,300): A (200,310), str (200,350), ld (200,360), clk (200,370), D in (200,390), D out (440,390).
    const ram = (extra: string) =>
      circFile(
        '3.8.0',
        [
          `<comp lib="4" loc="(200,300)" name="RAM"><a name="addrWidth" val="2"/><a name="dataWidth" val="4"/><a name="appearance" val="logisim_evolution"/>${extra}</comp>`,
          pinIn('A', 100, 310, 2),
          pinIn('ST', 100, 350),
          pinIn('CK', 100, 370),
          pinIn('DI', 100, 390, 4),
          pinOut('Q', 500, 390, 4),
          wire(100, 310, 200, 310),
          wire(100, 350, 200, 350),
          wire(100, 370, 200, 370),
          wire(100, 390, 200, 390),
          wire(440, 390, 500, 390),
        ].join('\n'),
      );
    const synchronous = readCirc(ram(''));
    expect(synchronous.report.warnings.join('\n')).toContain('Logisim shows the word read at the clock edge');
    const { circuit, report } = readCirc(ram('<a name="asyncread" val="true"/>'));
    expect(report.warnings).toEqual([]);
    const label = circuit.components.find((c) => c.type === 'RAM')!.label;
    expect(joins(circuit)).toEqual([
      `A.out -> ${label}.A`,
      `CK.out -> ${label}.CLK`,
      `DI.out -> ${label}.D`,
      `${label}.Q -> Q.in`,
      `ST.out -> ${label}.WE`,
    ]);
    const sim = simulate(valid(circuit), 'event');
    for (const [name, value] of [
      ['A', 3],
      ['DI', 6],
      ['ST', 1],
      ['CK', 1],
    ] as const) {
      sim.setValue(name, value);
      sim.settle();
    }
    expect(sim.componentState('Q')?.bus).toBe('0110');
  });

  it('a Logisim 2.7 RAM with its default combined port: ours bidirectional, ld = 1 reading onto D, ld = 0 writing it', () => {
    // RAM at (300,300): A (160,300), D (300,300), clk (230,340), ld (250,340). A controlled buffer
    // facing east at (400,400) (input (380,400), control (390,410)) drives the D net from DIN.
    const { circuit, report } = readCirc(
      circFile(
        '2.7.1',
        [
          comp(4, 'RAM', 300, 300, { addrWidth: 2, dataWidth: 4 }),
          pinIn('A', 100, 300, 2),
          wire(100, 300, 160, 300),
          pinIn('DIN', 340, 400, 4),
          wire(340, 400, 380, 400),
          pinIn('DRV', 390, 470),
          wire(390, 470, 390, 410),
          comp(1, 'Controlled Buffer', 400, 400, { width: 4 }),
          wire(400, 400, 420, 400),
          wire(420, 400, 420, 300),
          wire(300, 300, 420, 300),
          wire(420, 300, 500, 300),
          pinOut('Q', 500, 300, 4),
          pinIn('CK', 100, 500),
          wire(100, 500, 230, 500),
          wire(230, 500, 230, 340),
          pinIn('LD', 100, 550),
          wire(100, 550, 250, 550),
          wire(250, 550, 250, 340),
        ].join('\n'),
      ),
    );
    expect(report.unsupported).toEqual([]);
    const ram = circuit.components.find((c) => c.type === 'RAM')!;
    expect(ram.properties).toMatchObject({ addressBits: 2, dataBits: 4, dataBus: 'bidirectional' });
    const sim = simulate(valid(circuit), 'event');
    const q = () => sim.componentState('Q')?.bus;
    sim.setValue('A', 2);
    sim.setValue('DIN', 9);
    sim.setInput('DRV', true);
    sim.setInput('LD', false);
    sim.settle();
    sim.setInput('CK', true);
    sim.settle();
    sim.setInput('CK', false);
    sim.setInput('DRV', false);
    sim.setInput('LD', true);
    sim.settle();
    expect(q()).toBe('1001');
    sim.setValue('A', 1);
    sim.settle();
    expect(q()).toBe('0000');
  });

  it('a Logisim-evolution bidir RAM is ours bidirectional; line enables and asynchronous 2.7 ports stay placeholders', () => {
    const { circuit, report } = readCirc(
      circFile(
        '3.8.0',
        `<comp lib="4" loc="(200,300)" name="RAM"><a name="databus" val="bidir"/></comp>\n` +
          `<comp lib="4" loc="(600,300)" name="RAM"><a name="enables" val="line"/><a name="line" val="quad"/></comp>`,
      ),
    );
    expect(circuit.components.map((c) => c.type)).toEqual(['RAM', 'CONST_LOW', 'PLACEHOLDER']);
    expect(circuit.components[0]!.properties).toMatchObject({ dataBus: 'bidirectional' });
    expect(report.unsupported).toMatchObject([{ name: 'RAM', count: 1 }]);
    expect(report.warnings.join('\n')).toContain('line enables');
    const legacy = readCirc(
      circFile('2.7.1', `<comp lib="4" loc="(300,300)" name="RAM"><a name="bus" val="asynch"/></comp>`),
    );
    expect(legacy.circuit.components[0]!.properties).toMatchObject({ original: 'RAM', ports: 'A:8,sel,ld,clr>D:8' });
    expect(legacy.report.warnings.join('\n')).toContain('no clock');
  });
});

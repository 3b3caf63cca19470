import { describe, expect, it } from 'vitest';
import { runInIcarus } from '../../../main/verilog/test-support/run-in-icarus';
import { CircuitBuilder } from '../../simulation/test-support/circuit-builder';
import { set, simulate } from '../../simulation/test-support/simulate';
import { exportVerilog } from './verilog-export';

/**
 * Transistors export as Verilog's bidirectional switches (tranif1, tranif0) and pull resistors as
 * pullup/pulldown: Icarus Verilog, given every input combination, shows what our simulator shows.
 */
describe('transistors in the Verilog export, against Icarus', () => {
  // A CMOS NAND (A, B → NAND), a CMOS NOR (A, B → NOR), and an open-drain NMOS on a pulled-up line (C → LINE).
  const circuit = new CircuitBuilder()
    .add('A', 'PORT_IN')
    .add('B', 'PORT_IN')
    .add('C', 'PORT_IN')
    .add('VDD', 'VCC')
    .add('VSS', 'GND')
    .add('PA', 'PMOS')
    .add('PB', 'PMOS')
    .add('NA', 'NMOS')
    .add('NB', 'NMOS')
    .add('QA', 'PMOS')
    .add('QB', 'PMOS')
    .add('MA', 'NMOS')
    .add('MB', 'NMOS')
    .add('OD', 'NMOS')
    .add('R', 'PULL_UP')
    .add('NAND', 'PORT_OUT')
    .add('NOR', 'PORT_OUT')
    .add('LINE', 'PORT_OUT')
    .fanOut('A.out', 'PA.G', 'NA.G', 'QA.G', 'MA.G')
    .fanOut('B.out', 'PB.G', 'NB.G', 'QB.G', 'MB.G')
    .fanOut('VDD.vcc', 'PA.S', 'PB.S', 'QA.S')
    .wire('PA.D', 'PB.D')
    .wire('PA.D', 'NA.D')
    .wire('NA.S', 'NB.D')
    .fanOut('VSS.gnd', 'NB.S', 'MA.S', 'MB.S', 'OD.S')
    .wire('NA.D', 'NAND.in')
    .wire('QA.D', 'QB.S')
    .wire('QB.D', 'MA.D')
    .wire('QB.D', 'MB.D')
    .wire('MA.D', 'NOR.in')
    .wire('C.out', 'OD.G')
    .wire('R.out', 'OD.D')
    .wire('OD.D', 'LINE.in')
    .build();

  it('gives the same outputs for every input', () => {
    const exported = exportVerilog(circuit);
    if (!exported.success) throw new Error(exported.error);
    expect(exported.data.source).toMatch(/tranif0 g_PA \(/);
    expect(exported.data.source).toMatch(/pullup g_R \(/);
    const rows = Array.from({ length: 8 }, (_v, i) => i);
    const bench = [
      'module bench;',
      '  reg A, B, C;',
      '  wire NAND, NOR, LINE;',
      '  circuit dut(.A(A), .B(B), .C(C), .NAND(NAND), .NOR(NOR), .LINE(LINE));',
      '  initial begin',
      ...rows.map((i) => `    {A, B, C} = 3'd${i}; #1 $display("%b%b%b", NAND, NOR, LINE);`),
      '  end',
      'endmodule',
    ].join('\n');
    const icarus = runInIcarus(exported.data.source, bench).filter((line) => line.length > 0);
    const sim = simulate(circuit, 'event');
    const ours = rows.map((i) => {
      set(sim, 'A', (i & 4) !== 0);
      set(sim, 'B', (i & 2) !== 0);
      set(sim, 'C', (i & 1) !== 0);
      return ['NAND', 'NOR', 'LINE'].map((p) => sim.componentState(p)?.value).join('');
    });
    expect(ours).toEqual(icarus);
    expect(ours).toEqual(['111', '110', '101', '100', '101', '100', '001', '000']);
  });
});

/**
 * A bidirectional input port (a chip's I/O pin) exports as an `inout`: while the bench floats it, the
 * tri-state buffer inside drives it, and Icarus shows what our simulator shows.
 */
describe('a bidirectional input port in the Verilog export, against Icarus', () => {
  const circuit = new CircuitBuilder()
    .add('IO', 'PORT_IN', { bidirectional: true })
    .add('X', 'PORT_IN')
    .add('E', 'PORT_IN')
    .add('T', 'TRISTATE_BUFFER')
    .add('Y', 'PORT_OUT')
    .wire('X.out', 'T.in')
    .wire('E.out', 'T.en')
    .wire('T.out', 'IO.out')
    .wire('IO.out', 'Y.in')
    .build();

  it('floats or drives the line as the simulator does', () => {
    const exported = exportVerilog(circuit);
    if (!exported.success) throw new Error(exported.error);
    expect(exported.data.source).toMatch(/inout wire IO\b/);
    const rows: [string, number, number][] = [];
    for (const io of ['z', '0', '1']) for (const x of [0, 1]) for (const e of [0, 1]) rows.push([io, x, e]);
    const bench = [
      'module bench;',
      '  reg X, E, D;',
      '  wire IO, Y;',
      '  assign IO = D;',
      '  circuit dut(.IO(IO), .X(X), .E(E), .Y(Y));',
      '  initial begin',
      ...rows.map(([io, x, e]) => `    D = 1'b${io}; X = ${x}; E = ${e}; #1 $display("%b", Y);`),
      '  end',
      'endmodule',
    ].join('\n');
    const icarus = runInIcarus(exported.data.source, bench).filter((line) => line.length > 0);
    const sim = simulate(circuit, 'event');
    const ours = rows.map(([io, x, e]) => {
      set(sim, 'X', x === 1);
      set(sim, 'E', e === 1);
      if (io === 'z') {
        expect(sim.setFloating('IO')).toEqual({ success: true, data: 'floating' });
        sim.settle();
      } else set(sim, 'IO', io === '1');
      return String(sim.componentState('Y')?.value).toLowerCase();
    });
    expect(ours).toEqual(icarus);
    // Floating: the buffer alone (Z while it is off); driven: the port's value, X when both fight.
    expect(ours).toEqual(['z', '0', 'z', '1', '0', '0', '0', 'x', '1', 'x', '1', '1']);
  });
});

import { describe, expect, it } from 'vitest';
import { CircuitBuilder } from '../../simulation/test-support/circuit-builder';
import { exportVerilog } from './verilog-export';

describe('Verilog export', () => {
  it('writes gates as primitives, switches as inputs and probes as outputs, named by label', () => {
    const circuit = new CircuitBuilder()
      .add('A', 'SWITCH_TOGGLE')
      .add('B', 'SWITCH_TOGGLE')
      .add('X', 'XOR_2')
      .add('N', 'NAND_2')
      .add('SUM', 'PROBE')
      .add('and', 'LED_RED')
      .fanOut('A.out', 'X.a', 'N.a')
      .fanOut('B.out', 'X.b', 'N.b')
      .wire('X.out', 'SUM.in')
      .wire('N.out', 'and.anode')
      .build();
    const result = exportVerilog(circuit, { moduleName: 'half_adder' });
    if (!result.success) throw new Error(result.error);
    const { source, inputs, outputs } = result.data;
    expect(source).toContain('module half_adder(');
    expect(source).toContain('  xor g_X (X_out, A, B);');
    expect(source).toContain('  nand g_N (N_out, A, B);');
    expect(source).toContain('  assign SUM = X_out;');
    expect(inputs.map((i) => i.port)).toEqual(['A', 'B']);
    expect(outputs.map((o) => o.port)).toEqual(['SUM', 'and_']);
  });

  it('writes flip-flops with always @(posedge …), asynchronous clear in the sensitivity list', () => {
    const circuit = new CircuitBuilder()
      .add('CLK', 'CLOCK')
      .add('R', 'BUTTON_PUSH')
      .add('FF', 'D_FLIPFLOP')
      .add('Q', 'PROBE')
      .wire('CLK.out', 'FF.CLK')
      .wire('R.out', 'FF.CLR')
      .wire('FF.Qn', 'FF.D')
      .wire('FF.Q', 'Q.in')
      .build();
    const result = exportVerilog(circuit);
    if (!result.success) throw new Error(result.error);
    expect(result.data.source).toContain("reg st_FF = 1'b0;");
    expect(result.data.source).toContain('always @(posedge CLK or posedge R)');
    expect(result.data.source).toContain("if (R) st_FF <= 1'b0; else st_FF <= FF_Qn;");
    expect(result.data.inputs).toEqual([
      { port: 'CLK', component: 'CLK', clock: true },
      { port: 'R', component: 'R', clock: false },
    ]);
  });

  it('shares one tri-state wire between buffers and gives a seven-segment display eight ports', () => {
    const circuit = new CircuitBuilder()
      .add('E', 'SWITCH_TOGGLE')
      .add('T1', 'TRISTATE_BUFFER')
      .add('T2', 'TRISTATE_BUFFER')
      .add('D', 'SEVEN_SEGMENT')
      .wire('E.out', 'T1.en')
      .wire('T1.out', 'T2.out')
      .wire('T1.out', 'D.a')
      .build();
    const result = exportVerilog(circuit);
    if (!result.success) throw new Error(result.error);
    expect(result.data.source).toContain('  tri T1_out;');
    expect(result.data.source).toContain("  bufif1 g_T1 (T1_out, 1'bx, E);");
    expect(result.data.source).toContain("  bufif1 g_T2 (T1_out, 1'bx, 1'bx);");
    expect(result.data.outputs.map((o) => o.port)).toEqual(['D_a', 'D_b', 'D_c', 'D_d', 'D_e', 'D_f', 'D_g', 'D_dp']);
    expect(result.data.source).toContain("  assign D_b = 1'bz;");
  });

  it('fails on a circuit the simulator cannot read, naming the problem', () => {
    const bad = new CircuitBuilder().add('G', 'AND_7').build();
    expect(exportVerilog(bad)).toMatchObject({ success: false, code: 'UNKNOWN_COMPONENT_TYPE' });
  });
});

describe('Verilog export of an imported file with a placeholder', () => {
  it('is refused, naming the placeholder and what it stands for', () => {
    const circuit = new CircuitBuilder()
      .add('SW', 'SWITCH_TOGGLE')
      .add('X1', 'PLACEHOLDER', { original: 'Shift Register', ports: 'D>Q' })
      .add('P', 'PROBE')
      .wire('SW.out', 'X1.D')
      .wire('X1.Q', 'P.in')
      .build();
    const result = exportVerilog(circuit);
    expect(result).toMatchObject({ success: false, code: 'INVALID_INPUT' });
    expect(!result.success && result.error).toBe(
      'X1 stands for Shift Register of the imported file, which CircuitForge does not have: it has no Verilog to write.',
    );
  });
});

describe('Verilog export of power-on values', () => {
  it('starts a flip-flop’s register at its power-on value, and each bit of a bus register at its bit', () => {
    const circuit = new CircuitBuilder()
      .add('C', 'PORT_IN')
      .add('D', 'PORT_IN')
      .add('F', 'D_FLIPFLOP', { initial: 1 })
      .add('G', 'JK_FLIPFLOP')
      .add('R', 'REGISTER', { width: 2, initial: 2 })
      .wire('C.out', 'F.CLK')
      .wire('D.out', 'F.D')
      .wire('C.out', 'G.CLK')
      .wire('C.out', 'R.CLK')
      .build();
    const result = exportVerilog(circuit, { moduleName: 'starts' });
    if (!result.success) throw new Error(result.error);
    const starts = [...result.data.source.matchAll(/reg (st_\w+) = 1'b([01]);/g)].map((m) => `${m[1]}=${m[2]}`);
    expect(starts).toEqual(expect.arrayContaining(['st_F=1', 'st_G=0']));
    // The register's two flip-flops: bit 0 starts at 0, bit 1 at 1.
    expect(starts.filter((s) => s.startsWith('st_R')).sort()).toEqual(['st_R_0=0', 'st_R_1=1']);
  });
});

describe('Verilog export of a circuit that powers on from 0', () => {
  it('writes the same module and says in a comment that its loops start x, unlike the circuit', () => {
    const built = new CircuitBuilder()
      .add('S', 'SWITCH_TOGGLE')
      .add('R', 'SWITCH_TOGGLE')
      .add('G1', 'NOR_2')
      .add('G2', 'NOR_2')
      .add('Q', 'PROBE')
      .wire('R.out', 'G1.a')
      .wire('G2.out', 'G1.b')
      .wire('S.out', 'G2.a')
      .wire('G1.out', 'G2.b')
      .wire('G1.out', 'Q.in')
      .build();
    const unknown = exportVerilog(built);
    const zero = exportVerilog({ ...built, powerOn: 'zero' });
    if (!unknown.success || !zero.success) throw new Error('export failed');
    expect(unknown.data.source).not.toContain('powers on from 0');
    const note =
      '// The circuit powers on from 0 (as in Digital); this module does not: loops of gates start x here.\n';
    expect(zero.data.source).toBe(unknown.data.source.replace('module ', `${note}module `));
  });
});

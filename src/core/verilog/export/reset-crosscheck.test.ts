import { describe, expect, it } from 'vitest';
import { runInIcarus } from '../../../main/verilog/test-support/run-in-icarus';
import { CircuitBuilder } from '../../simulation/test-support/circuit-builder';
import { set, simulate } from '../../simulation/test-support/simulate';
import { exportVerilog } from './verilog-export';

/**
 * A power-on reset exports as a register that is active from time 0 until the circuit has settled,
 * then released (not a port): Icarus Verilog, running the module on its own, shows the preset it
 * gave at power-on and the released level, as our simulator does.
 */
describe('the power-on reset in the Verilog export, against Icarus', () => {
  // R presets F; RN (active low) presets G through an inverter. D is clocked in by C.
  const circuit = new CircuitBuilder()
    .add('D', 'PORT_IN')
    .add('C', 'PORT_IN')
    .add('R', 'RESET')
    .add('RN', 'RESET', { activeLow: true })
    .add('N', 'NOT')
    .add('F', 'D_FLIPFLOP')
    .add('G', 'D_FLIPFLOP')
    .add('QF', 'PORT_OUT')
    .add('QG', 'PORT_OUT')
    .add('OR', 'PORT_OUT')
    .add('ORN', 'PORT_OUT')
    .fanOut('D.out', 'F.D', 'G.D')
    .fanOut('C.out', 'F.CLK', 'G.CLK')
    .fanOut('R.out', 'F.PRE', 'OR.in')
    .fanOut('RN.out', 'N.in', 'ORN.in')
    .wire('N.out', 'G.PRE')
    .wire('F.Q', 'QF.in')
    .wire('G.Q', 'QG.in')
    .build();

  it('presets at power-on, then is released; a clock edge afterwards loads D', () => {
    const exported = exportVerilog(circuit);
    if (!exported.success) throw new Error(exported.error);
    const source = exported.data.source;
    expect(source).toMatch(/initial begin #0 rst_R = 1'b1; #1 rst_R = 1'b0; end/);
    expect(source).toMatch(/initial begin #0 rst_RN = 1'b0; #1 rst_RN = 1'b1; end/);
    expect(source).not.toMatch(/input wire R\b/);
    const bench = [
      'module bench;',
      '  reg D = 0, C = 0;',
      '  wire QF, QG, OR, ORN;',
      '  circuit dut(.D(D), .C(C), .QF(QF), .QG(QG), .OR(OR), .ORN(ORN));',
      '  initial begin',
      '    #2 $display("%b%b%b%b", QF, QG, OR, ORN);',
      '    C = 1; #1 $display("%b%b%b%b", QF, QG, OR, ORN);',
      '  end',
      'endmodule',
    ].join('\n');
    const icarus = runInIcarus(source, bench).filter((line) => line.length > 0);
    const sim = simulate(circuit, 'event');
    const row = () => ['QF', 'QG', 'OR', 'ORN'].map((p) => sim.componentState(p)?.value).join('');
    const ours = [row()];
    set(sim, 'C', true);
    ours.push(row());
    expect(ours).toEqual(icarus);
    expect(ours).toEqual(['1101', '0001']);
  });
});

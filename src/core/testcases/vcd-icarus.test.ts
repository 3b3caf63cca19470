import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readVcd, type VcdTrace } from '../../shared/waveform/vcd-read';
import { CircuitBuilder } from '../simulation/test-support/circuit-builder';
import { exportVerilog } from '../verilog/export/verilog-export';
import { runTests } from './run-tests';

/** The values a trace takes, in order, each once (what two dumps of the same run must share). */
const sequence = (trace: VcdTrace | undefined) => trace?.changes.map((c) => c.value) ?? [];

describe('the VCD of a test run', () => {
  it('a test run dumps the same values Icarus Verilog dumps for the exported circuit (the reference format)', () => {
    const probe = spawnSync('iverilog', ['-V'], { encoding: 'utf8' });
    if (probe.error) throw new Error('iverilog is missing: apt-get install -y iverilog');
    const circuit = new CircuitBuilder()
      .add('CLK', 'CLOCK')
      .add('CNT', 'COUNTER_4')
      .add('Q0', 'PROBE')
      .add('Q1', 'PROBE')
      .add('Q3', 'PROBE')
      .wire('CLK.out', 'CNT.CLK')
      .wire('CNT.Q0', 'Q0.in')
      .wire('CNT.Q1', 'Q1.in')
      .wire('CNT.Q3', 'Q3.in')
      .build();
    // Ours: twenty clock pulses, every output don't-care, every step dumped.
    const report = runTests(circuit, () => undefined, [{ name: 'run', source: 'CLK Q0 Q1 Q3\nrepeat(20) C X X X\n' }], {
      vcd: true,
      vcdDate: 'fixed',
    });
    if ('error' in report) throw new Error(report.error);
    const ours = readVcd(report.vcd!);
    // Icarus: the exported module under a testbench pulsing its clock twenty times, dumping its outputs.
    const exported = exportVerilog(circuit, { moduleName: 'counter' });
    if (!exported.success) throw new Error(exported.error);
    const outputs = exported.data.outputs.map((o) => o.port);
    const bench = `module tb;
  reg CLK = 0;
  ${outputs.map((o) => `wire ${o};`).join(' ')}
  counter dut(.CLK(CLK), ${outputs.map((o) => `.${o}(${o})`).join(', ')});
  initial begin
    $dumpfile("icarus.vcd");
    $dumpvars(0, ${outputs.join(', ')});
    repeat (20) begin #1 CLK = 1; #1 CLK = 0; end
    #1 $finish;
  end
endmodule
`;
    const dir = mkdtempSync(join(tmpdir(), 'vcd-icarus-'));
    try {
      writeFileSync(join(dir, 'design.v'), `${exported.data.source}\n${bench}`);
      const compiled = spawnSync('iverilog', ['-g2005', '-o', join(dir, 'a.vvp'), join(dir, 'design.v')], {
        encoding: 'utf8',
      });
      expect(compiled.stderr).toBe('');
      spawnSync('vvp', [join(dir, 'a.vvp')], { cwd: dir, encoding: 'utf8' });
      const icarus = readVcd(readFileSync(join(dir, 'icarus.vcd'), 'utf8'));
      for (const name of ['Q0', 'Q1', 'Q3']) {
        const theirs = sequence(icarus.find((t) => t.name === name)).filter((v) => v !== 'x');
        const mine = sequence(ours.find((t) => t.name === name && t.scope.at(-1) === 'run')).filter((v) => v !== 'x');
        expect(theirs.length, name).toBeGreaterThan(2);
        expect(mine, name).toEqual(theirs);
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Compiles an exported module with its testbench in Icarus Verilog, runs it, and gives every line
 * it printed. Fails the test with Icarus's own words when it is missing or refuses the export.
 */
export function runInIcarus(source: string, bench: string): string[] {
  const probe = spawnSync('iverilog', ['-V'], { encoding: 'utf8' });
  if (probe.error) throw new Error('Icarus Verilog (iverilog) is not installed: apt-get install -y iverilog');
  const dir = mkdtempSync(join(tmpdir(), 'cf-icarus-'));
  try {
    const file = join(dir, 'design.v');
    writeFileSync(file, `${source}\n${bench}\n`);
    const compiled = spawnSync('iverilog', ['-g2005', '-o', join(dir, 'design.vvp'), file], { encoding: 'utf8' });
    if (compiled.status !== 0) throw new Error(`iverilog rejected the export:\n${compiled.stderr}`);
    const run = spawnSync('vvp', ['-n', join(dir, 'design.vvp')], { encoding: 'utf8' });
    if (run.status !== 0) throw new Error(`vvp failed:\n${run.stderr}`);
    return run.stdout.split('\n');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { withVerilogExtension, writeVerilogFile } from './verilog-files';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'cf-verilog-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('Verilog files of the desktop app', () => {
  it('adds .v to a name saved without it, and keeps .v or .sv', () => {
    expect(withVerilogExtension('/tmp/adder')).toBe('/tmp/adder.v');
    expect(withVerilogExtension('/tmp/adder.v')).toBe('/tmp/adder.v');
    expect(withVerilogExtension('/tmp/adder.SV')).toBe('/tmp/adder.SV');
    expect(withVerilogExtension('/tmp/adder.vhd')).toBe('/tmp/adder.vhd.v');
  });

  it('writes the source where the dialog said, and names the file when it cannot', async () => {
    const dir = tempDir();
    const written = await writeVerilogFile(join(dir, 'adder'), 'module adder(input a);\nendmodule\n');
    expect(written).toEqual({ success: true, data: { path: join(dir, 'adder.v') } });
    expect(readFileSync(join(dir, 'adder.v'), 'utf8')).toBe('module adder(input a);\nendmodule\n');

    const refused = await writeVerilogFile(join(dir, 'missing', 'adder.v'), 'module m; endmodule\n');
    expect(refused.success).toBe(false);
    if (!refused.success) {
      expect(refused.code).toBe('FILE_ACCESS_FAILED');
      expect(refused.error).toBe('Could not write “adder.v”: it does not exist.');
    }
  });
});

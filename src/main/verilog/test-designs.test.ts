import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { DESIGNS_DIR, inputBits, loadDesigns, type Design } from './test-support/designs';
import { compileOnly, iverilogMissing, originalInstance, runIcarus, type IcarusResult } from './test-support/icarus';
import { stimulusOf } from './test-support/stimulus';

/**
 * The import tests' own designs and testbenches, checked with Icarus Verilog alone: every design
 * compiles (except the one whose syntax error is the point), and every simulated one reaches a
 * known state, so that nothing compared with our simulator is an x of Icarus's.
 */
const designs = loadDesigns();
const simulated = designs.filter((d) => d.stimulus !== 'refused');

describe('the Verilog designs of the import tests', () => {
  let icarus: IcarusResult;
  beforeAll(() => {
    const missing = iverilogMissing();
    if (missing) throw new Error(missing);
    icarus = runIcarus(
      simulated.map((d) => join(DESIGNS_DIR, d.file)),
      [],
      simulated.map((design) => ({ design, stimulus: stimulusOf(design), instance: originalInstance(design) })),
    );
  });

  it('cover the kinds the issue asks for, each with a header saying what it is and how it is driven', () => {
    expect(simulated.filter((d) => d.stimulus === 'combinational').length).toBeGreaterThanOrEqual(12);
    expect(simulated.filter((d) => d.stimulus === 'sequential').length).toBeGreaterThanOrEqual(10);
    expect(designs.filter((d) => d.stimulus === 'refused').map((d) => d.refuse!.code)).toEqual(
      expect.arrayContaining(['VERILOG_SYNTAX', 'VERILOG_UNSUPPORTED', 'DESIGN_TOO_LARGE']),
    );
    for (const design of designs) {
      expect(design.source, design.file).toMatch(/^\/\/ \S.*\n(\/\/ .*\n)*\/\/ Stimulus: /);
      expect(design.source, design.file).toMatch(new RegExp(`\\bmodule ${design.top}\\b`));
      if (design.stimulus === 'refused') continue;
      expect(design.outputs.length, design.file).toBeGreaterThan(0);
      if (design.stimulus === 'sequential') expect(design.warmup + design.cycles, design.file).toBeGreaterThan(0);
    }
  });

  it('compile with iverilog -g2012, all together (module names are unique), but for the syntax error', () => {
    const missing = iverilogMissing();
    if (missing) throw new Error(missing);
    const valid = designs.filter((d) => d.refuse?.code !== 'VERILOG_SYNTAX');
    expect(compileOnly(valid.map((d) => join(DESIGNS_DIR, d.file)))).toBeUndefined();
    for (const design of designs.filter((d) => d.refuse?.code === 'VERILOG_SYNTAX')) {
      expect(compileOnly([join(DESIGNS_DIR, design.file)]), design.file).toMatch(/syntax error/);
    }
  });

  it.each(simulated.map((d) => [d.file, d] as const))(
    '%s: Icarus prints every observation, all 0 or 1 once compared (but where a known difference is the x)',
    (_, design: Design) => {
      if (!icarus.ok) throw new Error(icarus.error);
      const stimulus = stimulusOf(design);
      const lines = icarus.lines[simulated.indexOf(design)]!;
      expect(lines.length).toBe(stimulus.vectors.length * stimulus.perStep);
      const width = design.outputs.reduce((sum, p) => sum + p.width, 0);
      const unknown = lines.findIndex((l, o) => o >= stimulus.compareFrom * stimulus.perStep && !/^[01]+$/.test(l));
      // A known difference may be Icarus's x itself (storage with no initial value).
      if (design.knownIssue === undefined) expect(unknown, `observation ${unknown}: ${lines[unknown]}`).toBe(-1);
      expect(lines.every((l) => l.length === width)).toBe(true);
      if (design.stimulus === 'combinational') {
        expect(stimulus.exhaustive).toBe(inputBits(design) <= 12);
        expect(stimulus.vectors.length).toBe(stimulus.exhaustive ? 2 ** inputBits(design) : design.cycles);
      }
    },
  );
});

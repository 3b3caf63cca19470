import { describe, expect, it } from 'vitest';
import type { VerilogReport } from '../../../../shared/contract/verilog-channels';
import { importDetail, importSummary, importWarnings } from './import-summary';

const report = (overrides: Partial<VerilogReport> = {}): VerilogReport => ({
  top: 'counter',
  modules: ['counter'],
  ports: [],
  subcircuits: [],
  yosysCells: 27,
  gates: 23,
  flipFlops: 4,
  parts: 41,
  wires: 58,
  warnings: [],
  notes: [],
  milliseconds: 900,
  ...overrides,
});

describe('the summary of a Verilog import', () => {
  it('counts gates and flip-flops against the cells Yosys reported', () => {
    expect(importSummary('counter.v', report())).toBe('Imported counter.v: 23 gates, 4 flip-flops (Yosys: 27 cells).');
    expect(importSummary('and.v', report({ gates: 1, flipFlops: 0, yosysCells: 1 }))).toBe(
      'Imported and.v: 1 gate (Yosys: 1 cell).',
    );
    expect(importSummary('big.v', report({ gates: 1200, flipFlops: 1, yosysCells: 1500 }))).toBe(
      'Imported big.v: 1,200 gates, 1 flip-flop (Yosys: 1,500 cells).',
    );
  });

  it('names the module and what was placed', () => {
    expect(importDetail(report())).toBe('Module counter · 41 parts · 58 wires');
    expect(importDetail(report({ subcircuits: ['adder W=8', 'inv'] }))).toBe(
      'Module counter · 41 parts · 58 wires · 2 subcircuits: adder W=8, inv',
    );
    expect(importDetail(report({ subcircuits: ['a', 'b', 'c', 'd', 'e'] }))).toMatch(/5 subcircuits: a, b, c, d…$/);
    expect(importDetail(report({ notes: ['4 flip-flops and latches have no initial value.'] }))).toBe(
      'Module counter · 41 parts · 58 wires\n4 flip-flops and latches have no initial value.',
    );
  });

  it('lists the warnings one per line, and has none to show when there are none', () => {
    expect(importWarnings('counter.v', report())).toBeUndefined();
    expect(importWarnings('counter.v', report({ warnings: ['Output Q3 is never driven.'] }))).toBe(
      'counter.v: note\n• Output Q3 is never driven.',
    );
  });
});

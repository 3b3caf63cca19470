import { describe, expect, it } from 'vitest';
import type { TestTrace } from '../../../../shared/contract';
import { expectedBits, traceWaves } from './trace';

describe('a test trace as waves', () => {
  it('reads the expected values as a run reports them', () => {
    expect(expectedBits('1', 1)).toBe('1');
    expect(expectedBits('0', 4)).toBe('0000');
    expect(expectedBits('Z', 3)).toBe('ZZZ');
    expect(expectedBits('0xA (10)', 8)).toBe('00001010');
    expect(expectedBits('0xFFFFFFFFFFFFFFFF (18446744073709551615)', 64)).toBe('1'.repeat(64));
    expect(expectedBits('-1', 4)).toBe('1111');
    expect(expectedBits(null, 1)).toBeUndefined();
    expect(expectedBits('X', 1)).toBeUndefined();
    expect(expectedBits('C', 1)).toBeUndefined();
  });

  it('puts each step at its own time and marks where an output was not what the test expected', () => {
    const trace: TestTrace = {
      signals: [
        { name: 'CLK1', width: 1, role: 'input' },
        { name: 'CNT1', width: 4, role: 'output' },
        { name: 'L0', width: 1, role: 'output' },
      ],
      steps: [
        { row: 1, line: 2, values: ['0', '0000', '0'], expected: [null, '0x0 (0)', '0'] },
        { row: 2, line: 4, values: ['0', '0000', '0'] },
        { row: 2, line: 4, values: ['1', '0001', '1'] },
        { row: 2, line: 4, values: ['0', '0001', '0'], expected: [null, '0x1 (1)', '1'] },
        { row: 3, line: 4, values: ['0', '0001', '0'] },
        { row: 3, line: 4, values: ['1', '0010', '0'] },
        { row: 3, line: 4, values: ['0', '0010', '0'], expected: [null, '0x2 (2)', '0'] },
      ],
      cut: false,
    };
    const waves = traceWaves(trace, 2);
    expect(waves.store.valueAt(0, 2)).toBe('1');
    expect(waves.store.valueAt(1, 6.5)).toBe('0010');
    expect(waves.store.end).toBe(7);
    expect(waves.mismatches).toEqual([undefined, undefined, [{ from: 3, to: 4, expected: '1' }]]);
    expect(waves.failingStep).toBe(3);
    expect([waves.rows[3], waves.lines[3]]).toEqual([2, 4]);
    // Without a row: the first step that failed.
    expect(traceWaves(trace).failingStep).toBe(3);
    expect(traceWaves({ ...trace, steps: trace.steps.slice(0, 1) }).failingStep).toBeUndefined();
  });
});

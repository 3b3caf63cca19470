import { describe, expect, it } from 'vitest';
import { describeToolCall } from './tool-trace';

describe('describeToolCall with what a hostile model sends', () => {
  it('names tools called like Object’s own properties by their name, never by Object’s functions', () => {
    for (const name of ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf']) {
      const line = describeToolCall(name, {}, undefined, undefined);
      expect(typeof line).toBe('string');
      expect(line).not.toContain('[object');
      expect(line).not.toContain('function');
    }
    expect(describeToolCall('toString', {}, undefined, undefined)).toBe('ToString');
  });

  it('keeps the line short whatever the arguments or the name', () => {
    expect(describeToolCall('search_components', { query: 'x'.repeat(100_000) }, undefined, undefined)).toHaveLength(
      500,
    );
    expect(describeToolCall('y'.repeat(100_000), {}, undefined, undefined)).toHaveLength(500);
    expect(describeToolCall('search_components', { query: 'AND' }, undefined, undefined)).toBe('Searched for “AND”');
  });
});

describe('describeToolCall for test cases', () => {
  it('says what writing and running tests did', () => {
    expect(
      describeToolCall('write_tests', { name: 'counts' }, { success: true, done: 'Added test "counts"' }, true),
    ).toBe('Added test "counts"');
    expect(describeToolCall('run_tests', {}, undefined, undefined)).toBe('Running the tests');
    expect(describeToolCall('run_tests', {}, { success: true, passed: true, tests: [{ passed: true }] }, true)).toBe(
      'Ran the test: it passes',
    );
    const two = { success: true, passed: false, tests: [{ passed: true }, { passed: false }] };
    expect(describeToolCall('run_tests', {}, two, true)).toBe('Ran 2 tests: 1 failed');
  });
});

import { describe, expect, it } from 'vitest';
import { describeToolCall, toolKind } from './chat-trace';

describe('the one-line summary of a stored tool call', () => {
  it('says what an editing call changed, in its own words', () => {
    const result = { success: true, done: 'Added XOR_2 G3 at (560,0)' };
    expect(describeToolCall('add_component', { type: 'XOR_2' }, result, true)).toBe('Added XOR_2 G3 at (560,0)');
  });

  it('says what a reading or checking call found', () => {
    expect(describeToolCall('get_available_components', {}, { success: true }, true)).toBe('Listed the components');
    expect(describeToolCall('get_component_schema', { component_types: ['XOR_2', 'LED_RED'] }, {}, true)).toBe(
      'Read the pins of XOR_2, LED_RED',
    );
    expect(describeToolCall('validate_blueprint', {}, { success: true, valid: true, warnings: [{}] }, true)).toBe(
      'Validated: no errors, 1 warning',
    );
    expect(describeToolCall('check_truth_table', {}, { success: true, pass: true }, true)).toBe(
      'Checked the truth table: it matches',
    );
    expect(describeToolCall('check_truth_table', {}, { success: true, pass: false }, true)).toBe(
      'Checked the truth table: rows differ',
    );
    expect(describeToolCall('some_new_tool', {}, {}, true)).toBe('Some new tool');
  });

  it('says why a call failed, in its first sentence', () => {
    const errors = { success: false, error: 'The blueprint has 2 errors.', errors: [{}, {}] };
    expect(describeToolCall('validate_blueprint', {}, errors, false)).toBe('Validated: 2 errors');
    const failed = { success: false, error: 'No part is labelled G9. The labels are G1, G2.', hint: 'Use one.' };
    expect(describeToolCall('remove_component', {}, failed, false)).toBe(
      'Remove component failed: No part is labelled G9.',
    );
    expect(describeToolCall('simulate', {}, null, false)).toBe('Simulate failed');
  });

  it('sorts tools by what they do, for their icon', () => {
    expect(['get_circuit_state', 'apply_blueprint', 'check_truth_table', 'focus', 'connect'].map(toolKind)).toEqual([
      'read',
      'edit',
      'check',
      'show',
      'edit',
    ]);
  });
});

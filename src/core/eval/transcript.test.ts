import { describe, expect, it } from 'vitest';
import type { Blueprint } from '../../shared/circuit/blueprint';
import { editCalls } from './blueprint-diff';
import { TranscriptSchema, unmetExpectations, type ObservedRun } from './transcript';

const failedRun: ObservedRun = {
  passed: false,
  reasons: ['The turn did not finish (failed): Replay could not answer', 'The circuit is empty: nothing was built.'],
  turns: 1,
  failedToolCalls: 0,
};

describe('unmetExpectations', () => {
  it('is empty when the verdict, the reason (any one, ignoring case), the turns and the failed calls all hold', () => {
    expect(
      unmetExpectations({ passed: false, reason: 'DID NOT FINISH', turns: 1, failedToolCalls: 0 }, failedRun),
    ).toEqual([]);
    expect(unmetExpectations({ passed: false, reason: 'circuit is empty' }, failedRun)).toEqual([]);
  });

  it('says which part does not hold', () => {
    expect(unmetExpectations({ passed: true }, failedRun)).toEqual([
      'expected to pass, but it failed: The turn did not finish (failed): Replay could not answer',
    ]);
    expect(unmetExpectations({ passed: false, reason: 'look swapped' }, failedRun)).toEqual([
      `no failure reason mentions "look swapped" (reasons: ${failedRun.reasons.join(' | ')})`,
    ]);
    expect(unmetExpectations({ passed: false, turns: 2, failedToolCalls: 1 }, failedRun)).toEqual([
      'expected 2 turn(s), it took 1',
      'expected 1 failed tool call(s), there were 0',
    ]);
    expect(unmetExpectations({ passed: false }, { ...failedRun, passed: true, reasons: [] })).toEqual([
      'expected to fail, but it passed',
    ]);
  });

  it('does not look for a failure reason in a run that passed (the verdict already differs)', () => {
    expect(unmetExpectations({ passed: false, reason: 'x' }, { ...failedRun, passed: true, reasons: [] })).toHaveLength(
      1,
    );
  });
});

describe('TranscriptSchema', () => {
  const base = { task: 'and-gate', description: 'A test.', expect: { passed: true }, responses: [] };

  it('takes responses as the replay provider plays them, raw arguments included', () => {
    const parsed = TranscriptSchema.safeParse({
      ...base,
      responses: [
        { toolCalls: [{ id: 'c1', name: 'apply_blueprint', arguments: '{"mode": "replace"' }] },
        { text: 'Done.', usage: { input: 10, output: 2, cached: 0 }, finishReason: 'stop' },
      ],
    });
    expect(parsed.success).toBe(true);
  });

  it('refuses what would not replay: unknown fields, a bad task id, arguments that are not text', () => {
    expect(TranscriptSchema.safeParse({ ...base, extra: 1 }).success).toBe(false);
    expect(TranscriptSchema.safeParse({ ...base, task: 'And Gate' }).success).toBe(false);
    expect(
      TranscriptSchema.safeParse({ ...base, responses: [{ toolCalls: [{ name: 'undo', arguments: {} }] }] }).success,
    ).toBe(false);
    expect(TranscriptSchema.safeParse({ ...base, expect: { passed: true, turns: 0 } }).success).toBe(false);
  });
});

describe('editCalls: the edit from one circuit to another, as a model makes it', () => {
  const start: Blueprint = {
    components: [
      { label: 'SW1', type: 'SWITCH_TOGGLE' },
      { label: 'SW2', type: 'SWITCH_TOGGLE' },
      { label: 'G1', type: 'OR_2' },
      { label: 'G2', type: 'XOR_2' },
      { label: 'Y', type: 'LED_RED' },
      { label: 'Z', type: 'LED_RED' },
    ],
    wires: [
      { from: 'SW1:out', to: 'G1:a' },
      { from: 'SW2:out', to: 'G1:b' },
      { from: 'SW1:out', to: 'G2:a' },
      { from: 'SW2:out', to: 'G2:b' },
      { from: 'G1:out', to: 'Y:anode' },
      { from: 'G2:out', to: 'Z:anode' },
    ],
  };

  it('is nothing for the same circuit, however its labels and wires are spelled', () => {
    const same: Blueprint = {
      components: start.components.map((c) => ({ ...c, label: c.label.toLowerCase() })),
      wires: start.wires.map((w) => ({ from: w.to.toUpperCase(), to: w.from })),
    };
    expect(editCalls(start, same)).toEqual([]);
  });

  it('renames, retypes (remove, then add with the same label), rewires and adds, in that order', () => {
    const target: Blueprint = {
      components: [
        { label: 'A', type: 'SWITCH_TOGGLE' },
        { label: 'B', type: 'SWITCH_TOGGLE' },
        { label: 'G1', type: 'NOR_2' },
        { label: 'G2', type: 'XOR_2', properties: { delay: 2 } },
        { label: 'Y', type: 'LED_RED' },
        { label: 'Z', type: 'LED_RED' },
      ],
      wires: [
        { from: 'A:out', to: 'G1:a' },
        { from: 'B:out', to: 'G1:b' },
        { from: 'A:out', to: 'G2:a' },
        { from: 'B:out', to: 'G2:b' },
        { from: 'G1:out', to: 'Z:anode' },
        { from: 'G2:out', to: 'Y:anode' },
      ],
    };
    expect(editCalls(start, target)).toEqual([
      { name: 'disconnect', args: { from: 'G2:out', to: 'Z:anode' } },
      { name: 'remove_component', args: { components: ['G1'] } },
      { name: 'update_component', args: { component: 'SW1', label: 'A' } },
      { name: 'update_component', args: { component: 'SW2', label: 'B' } },
      { name: 'update_component', args: { component: 'G2', properties: 'delay=2' } },
      {
        name: 'apply_blueprint',
        args: {
          mode: 'merge',
          blueprint: {
            components: [{ label: 'G1', type: 'NOR_2' }],
            wires: [
              { from: 'A:out', to: 'G1:a' },
              { from: 'B:out', to: 'G1:b' },
              { from: 'G1:out', to: 'Z:anode' },
              { from: 'G2:out', to: 'Y:anode' },
            ],
          },
        },
      },
    ]);
  });
});

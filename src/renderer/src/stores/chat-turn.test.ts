import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDelta,
  addNote,
  addRound,
  addToolCall,
  finishTurn,
  isRunning,
  startTurn,
  turnText,
  type LiveTurn,
  type TurnFinished,
} from './chat-turn';

const T = { turnId: 't1', circuitId: 'c1' };

function started(): LiveTurn {
  return startTurn({ ...T, conversationId: 'k1', mode: 'build', message: 'Build a half adder' });
}

const round = (turn: LiveTurn, n: number, provider = 'openai') =>
  addRound(turn, { ...T, round: n, provider, model: 'm' });
const delta = (turn: LiveTurn, text: string, reset?: boolean) =>
  addDelta(turn, { ...T, text, ...(reset ? { reset } : {}) });

function finished(partial: Partial<TurnFinished> = {}): TurnFinished {
  return {
    ...T,
    conversationId: 'k1',
    status: 'done',
    text: '',
    changeId: null,
    rounds: 1,
    toolCalls: 0,
    tokens: { input: 0, output: 0, cached: 0 },
    ...partial,
  };
}

describe('a live turn', () => {
  it('assembles the streamed text of each round, one paragraph per round', () => {
    let turn = round(started(), 1);
    turn = delta(delta(turn, 'Let me '), 'look.');
    turn = round(turn, 2);
    turn = delta(delta(turn, 'Done: '), 'G1 is the XOR.');
    expect(turn.rounds.map((r) => r.text)).toEqual(['Let me look.', 'Done: G1 is the XOR.']);
    expect(turnText(turn)).toBe('Let me look.\n\nDone: G1 is the XOR.');
  });

  it('drops the text of the current round on a reset, and keeps the earlier rounds', () => {
    let turn = delta(delta(round(started(), 1), 'First round.'), '');
    turn = delta(delta(round(turn, 2, 'openai'), 'Half an ans'), '', true);
    turn = delta(turn, 'The whole answer.');
    expect(turn.rounds.map((r) => r.text)).toEqual(['First round.', 'The whole answer.']);
  });

  it('takes text that comes before any round as the first round', () => {
    expect(turnText(delta(started(), 'Hello'))).toBe('Hello');
  });

  it('shows the finished text once the turn has ended, else what was streamed', () => {
    const streamed = delta(round(started(), 1), 'Streamed.');
    expect(turnText(finishTurn(streamed, finished({ text: 'Final answer.' })))).toBe('Final answer.');
    expect(turnText(finishTurn(streamed, finished({ text: '' })))).toBe('Streamed.');
  });

  it('assembles any sequence of deltas and resets to the text after the last reset of each round (seeded)', () => {
    const seed = 4417;
    const step = fc.oneof(
      fc.record({ kind: fc.constant('round' as const) }),
      fc.record({ kind: fc.constant('delta' as const), text: fc.string({ maxLength: 6 }), reset: fc.boolean() }),
    );
    fc.assert(
      fc.property(fc.array(step, { maxLength: 40 }), (steps) => {
        let turn = started();
        // The model: the text of each round, built the plain way.
        const expected: string[] = [];
        let rounds = 0;
        for (const s of steps) {
          if (s.kind === 'round') {
            turn = round(turn, ++rounds);
            expected.push('');
          } else {
            turn = delta(turn, s.text, s.reset);
            if (expected.length === 0) expected.push('');
            const last = expected.length - 1;
            expected[last] = (s.reset ? '' : expected[last]!) + s.text;
          }
        }
        expect(
          turn.rounds.map((r) => r.text),
          `seed ${seed}`,
        ).toEqual(expected);
      }),
      { seed, numRuns: 300 },
    );
  });

  it('keeps one trace row per call: started, then its result', () => {
    const call = { ...T, callId: 'call_1', name: 'validate_blueprint', arguments: { components: [] } };
    let turn = addToolCall(started(), { ...call, phase: 'started', summary: 'Validate blueprint' });
    expect(turn.calls).toEqual([expect.objectContaining({ callId: 'call_1', status: 'running' })]);
    turn = addToolCall(turn, {
      ...call,
      phase: 'finished',
      summary: 'Validated: 1 error',
      result: { valid: false, errors: [{ message: 'G1.a is not driven' }] },
      success: true,
      ms: 4,
      status: 'done',
    });
    expect(turn.calls).toHaveLength(1);
    expect(turn.calls[0]).toMatchObject({ summary: 'Validated: 1 error', status: 'done', success: true, ms: 4 });
  });

  it('marks calls still running as stopped when the turn ends, and keeps its notes', () => {
    let turn = addToolCall(started(), {
      ...T,
      callId: 'call_1',
      name: 'simulate',
      arguments: {},
      phase: 'started',
      summary: 'Simulate',
    });
    turn = addNote(turn, { ...T, kind: 'retry', message: 'The provider was busy; trying again in 1 s.' });
    expect(isRunning(turn)).toBe(true);
    turn = finishTurn(turn, finished({ status: 'cancelled' }));
    expect(isRunning(turn)).toBe(false);
    expect(turn.calls[0]?.status).toBe('cancelled');
    expect(turn.notes).toEqual([{ kind: 'retry', message: 'The provider was busy; trying again in 1 s.' }]);
  });
});

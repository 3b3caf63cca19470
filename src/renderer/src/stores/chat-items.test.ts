import { describe, expect, it } from 'vitest';
import type { MessageRecord, ToolCallRecord } from '../../../shared/contract';
import { chatItems, lastUserMessage, messageOfTurn, type AnswerItem } from './chat-items';
import { addDelta, addRound, startTurn } from './chat-turn';

const user = (id: string, content: string, turnId?: string): MessageRecord => ({
  id,
  role: 'user',
  content,
  createdAt: 0,
  toolCalls: [],
  ...(turnId ? { turnId } : {}),
});

const toolCall = (partial: Partial<ToolCallRecord>): ToolCallRecord => ({
  id: 'tc1',
  name: 'validate_blueprint',
  arguments: {},
  result: { valid: true, errors: [], warnings: [] },
  success: true,
  changeId: null,
  createdAt: 0,
  ...partial,
});

const answer = (id: string, turnId: string, partial: Partial<MessageRecord> = {}): MessageRecord => ({
  id,
  role: 'assistant',
  content: 'Done.',
  createdAt: 0,
  toolCalls: [],
  turnId,
  status: 'done',
  rounds: 2,
  ...partial,
});

describe('the rows of a conversation', () => {
  it('pairs stored questions and answers, with the trace rebuilt from the stored calls', () => {
    const items = chatItems([
      user('m1', 'Build a half adder'),
      answer('m2', 't1', {
        toolCalls: [
          toolCall({ id: 'a', providerCallId: 'call_1', name: 'get_available_components', result: {} }),
          toolCall({ id: 'b', providerCallId: 'call_2', changeId: 'ch1' }),
          toolCall({
            id: 'c',
            name: 'apply_blueprint',
            success: false,
            result: { error: 'G1.a is not driven. More.' },
          }),
        ],
      }),
    ]);
    expect(items.map((i) => i.kind)).toEqual(['user', 'answer']);
    const a = items[1] as AnswerItem;
    expect(a.calls.map((c) => c.summary)).toEqual([
      'Listed the components',
      'Validated: no errors',
      'Apply blueprint failed: G1.a is not driven.',
    ]);
    expect(a).toMatchObject({ changeId: 'ch1', status: 'done', rounds: 2, retry: false });
  });

  it('prefers the summary seen live for a call ("Added XOR G1")', () => {
    const items = chatItems(
      [user('m1', 'Add an XOR', 't1'), answer('m2', 't1', { toolCalls: [toolCall({ providerCallId: 'call_7' })] })],
      [],
      { summaries: new Map([['call_7', 'Added XOR G1']]), notes: new Map() },
    );
    expect((items[1] as AnswerItem).calls[0]?.summary).toBe('Added XOR G1');
  });

  it('marks an answer with no question of its own as a retry', () => {
    const items = chatItems([
      user('m1', 'Hi'),
      answer('m2', 't1', { status: 'failed', error: { code: 'PROVIDER_FAILED', message: 'Down.', hint: 'Retry.' } }),
      answer('m3', 't2'),
    ]);
    expect(items.map((i) => (i.kind === 'answer' ? `${i.status}${i.retry ? ' retry' : ''}` : i.kind))).toEqual([
      'user',
      'failed',
      'done retry',
    ]);
  });

  it('follows a live turn after the stored messages, until it is stored', () => {
    let live = startTurn({
      turnId: 't2',
      circuitId: 'c',
      conversationId: 'k',
      mode: 'build',
      message: 'And a LED',
      messageId: 'm3',
    });
    live = addDelta(addRound(live, { turnId: 't2', circuitId: 'c', round: 1, provider: 'p', model: 'm' }), {
      turnId: 't2',
      circuitId: 'c',
      text: 'Adding…',
    });
    const stored = [user('m1', 'Hi', 't1'), answer('m2', 't1')];
    const items = chatItems(stored, [live]);
    expect(items.map((i) => i.key)).toEqual(['m1', 'm2', 'live-user-t2', 'live-t2']);
    expect(items[3]).toMatchObject({ kind: 'answer', status: 'running', text: 'Adding…', provider: 'p', model: 'm' });
    // Once the user message is stored (it is, as the turn starts) it is not shown twice.
    const withQuestion = chatItems([...stored, user('m3', 'And a LED')], [live]);
    expect(withQuestion.map((i) => i.key)).toEqual(['m1', 'm2', 'm3', 'live-t2']);
    // Once the answer is stored, the live turn gives way to it.
    const done = chatItems([...stored, user('m3', 'And a LED'), answer('m4', 't2')], [live]);
    expect(done.map((i) => i.key)).toEqual(['m1', 'm2', 'm3', 'm4']);
  });

  it('recalls the last message sent and the question a turn answered', () => {
    const items = chatItems([
      user('m1', 'First', 't1'),
      answer('m2', 't1'),
      user('m3', 'Second', 't2'),
      answer('m4', 't2'),
    ]);
    expect(lastUserMessage(items)).toBe('Second');
    expect(messageOfTurn(items, 't1')).toBe('First');
    expect(messageOfTurn(items, 't2')).toBe('Second');
    expect(lastUserMessage([])).toBeUndefined();
  });
});

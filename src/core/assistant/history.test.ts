// The history budget counts each stored message once and lets the host breathe between them; the
// tokenizer (a library) is wrapped to record what it is asked to count.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as GptTokenizer from 'gpt-tokenizer';
import type { MessageRecord } from '../../shared/contract';
import { planHistory, type Exchange } from './history';
import { timeSliced } from './time-slice';

const counted = vi.hoisted(() => new Map<string, number>());

vi.mock('gpt-tokenizer', async (importOriginal) => {
  const real = await importOriginal<typeof GptTokenizer>();
  return {
    ...real,
    countTokens: (text: string) => {
      counted.set(text, (counted.get(text) ?? 0) + 1);
      return real.countTokens(text);
    },
  };
});

beforeEach(() => counted.clear());

function message(id: string, role: 'user' | 'assistant', content: string): MessageRecord {
  return { id, role, content, createdAt: 0, toolCalls: [] };
}

/** n exchanges whose texts are all different (so the tokenizer's calls can be told apart). */
function exchanges(n: number, words = 30): Exchange[] {
  return Array.from({ length: n }, (_, i) => ({
    user: message(`u${i}`, 'user', `Question ${i}: ${'please '.repeat(words)}`),
    answer: message(`a${i}`, 'assistant', `Answer ${i}: ${'sure '.repeat(words)}`),
  }));
}

describe('planHistory', () => {
  it('counts each exchange at most once, newest first, and stops once the budget is passed', async () => {
    const all = exchanges(40);
    const plan = await planHistory(undefined, all, { recentExchanges: 6, maxTokens: 300 });
    // Fewer than the 6 recent exchanges fit; the rest goes to the summary.
    expect(plan.send.length).toBeGreaterThan(1);
    expect(plan.send.length).toBeLessThan(6);
    expect(plan.send.at(-1)!.user.id).toBe('u39');
    expect(plan.summarise).toHaveLength(40 - plan.send.length);
    expect(Math.max(...counted.values())).toBe(1);
    // The oldest exchanges were never counted: the budget was passed before them.
    expect([...counted.keys()].some((text) => text.startsWith('Question 0:'))).toBe(false);
  });

  it('keeps the same plan as before: the recent exchanges within the budget, at least the last one', async () => {
    const all = exchanges(8);
    expect((await planHistory(undefined, all, { recentExchanges: 6, maxTokens: 100_000 })).send).toHaveLength(6);
    expect((await planHistory(undefined, all, { recentExchanges: 6, maxTokens: 100_000 })).summarise).toEqual([]);
    const tight = await planHistory('An earlier summary.', all, { recentExchanges: 6, maxTokens: 10 });
    expect(tight.send.map((e) => e.user.id)).toEqual(['u7']);
    expect(tight.summarise).toHaveLength(7);
    expect(await planHistory(undefined, [], { recentExchanges: 6, maxTokens: 10 })).toEqual({
      send: [],
      summarise: [],
    });
  });

  it('pauses between the calls of the tokenizer', async () => {
    let pauses = 0;
    await planHistory(undefined, exchanges(5), { recentExchanges: 6, maxTokens: 100_000 }, () => {
      pauses++;
      return Promise.resolve();
    });
    // Ten short messages: one call of the tokenizer each.
    expect(pauses).toBe(10);
  });
});

describe('timeSliced', () => {
  it('yields only once a slice of time has passed since the last yield', async () => {
    let clock = 0;
    let yields = 0;
    const pause = timeSliced(
      () => {
        yields++;
        return Promise.resolve();
      },
      4,
      () => clock,
    );
    await pause();
    clock = 3;
    await pause();
    expect(yields).toBe(0);
    clock = 4;
    await pause();
    expect(yields).toBe(1);
    clock = 7;
    await pause();
    expect(yields).toBe(1);
    clock = 9;
    await pause();
    expect(yields).toBe(2);
  });
});

import { describe, expect, it } from 'vitest';
import { createWorkQueue, RevisionWaiters } from './work-queue';

describe('the work queue', () => {
  it('runs jobs one at a time in order, even when one fails', async () => {
    const queue = createWorkQueue();
    const log: string[] = [];
    const job =
      (name: string, ms: number, fails = false) =>
      async () => {
        log.push(`start ${name}`);
        await new Promise((r) => setTimeout(r, ms));
        log.push(`end ${name}`);
        if (fails) throw new Error(name);
        return name;
      };
    const results = await Promise.allSettled([
      queue.run(job('a', 20)),
      queue.run(job('b', 1, true)),
      queue.run(job('c', 1)),
    ]);
    expect(log).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c']);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
  });
});

describe('revision waiters', () => {
  it('resolve when the circuit reaches the revision, and at once when it already has', async () => {
    const waiters = new RevisionWaiters();
    const pending = waiters.wait('a', 3, 1000);
    waiters.settle('b', 5);
    waiters.settle('a', 2);
    waiters.settle('a', 3);
    await expect(pending).resolves.toBe(true);
    await expect(waiters.wait('a', 2, 1000)).resolves.toBe(true);
  });

  it('resolve false when the revision never comes', async () => {
    await expect(new RevisionWaiters().wait('a', 1, 10)).resolves.toBe(false);
  });
});

/** Runs async jobs one at a time, in the order they were queued. */
export interface WorkQueue {
  run<T>(job: () => Promise<T>): Promise<T>;
}

/** A queue whose jobs never overlap: an edit is built only after the previous one is applied. */
export function createWorkQueue(): WorkQueue {
  let tail: Promise<unknown> = Promise.resolve();
  return {
    run(job) {
      const result = tail.then(job, job);
      tail = result.catch(() => undefined);
      return result;
    },
  };
}

interface Waiter {
  readonly circuitId: string;
  readonly revision: number;
  readonly resolve: (reached: boolean) => void;
}

/** Promises that resolve when a circuit's replica reaches a revision (or time runs out). */
export class RevisionWaiters {
  private waiters: Waiter[] = [];
  private readonly reached = new Map<string, number>();

  /** Resolves true once `settle` reports `revision` (or later) for the circuit, false after `timeoutMs`. */
  wait(circuitId: string, revision: number, timeoutMs: number): Promise<boolean> {
    if ((this.reached.get(circuitId) ?? -1) >= revision) return Promise.resolve(true);
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.waiters = this.waiters.filter((w) => w !== waiter);
        resolve(false);
      }, timeoutMs);
      const waiter: Waiter = {
        circuitId,
        revision,
        resolve: (reached) => {
          clearTimeout(timer);
          resolve(reached);
        },
      };
      this.waiters.push(waiter);
    });
  }

  /** The replica of `circuitId` is now at `revision`. */
  settle(circuitId: string, revision: number): void {
    this.reached.set(circuitId, revision);
    const [done, waiting] = partition(this.waiters, (w) => w.circuitId === circuitId && w.revision <= revision);
    this.waiters = waiting;
    for (const w of done) w.resolve(true);
  }
}

function partition<T>(items: readonly T[], test: (item: T) => boolean): [T[], T[]] {
  const yes: T[] = [];
  const no: T[] = [];
  for (const item of items) (test(item) ? yes : no).push(item);
  return [yes, no];
}

import type { ELK, ElkNode } from 'elkjs/lib/elk-api';
import type { CircuitState, Operation } from '../../../../shared/circuit';
import { fail, ok, type Result } from '../../../../shared/errors';
import { layoutOperations, toElkGraph } from '../../../../shared/layout/elk-graph';

let worker: ELK | undefined;
/** A layout in the worker that has not answered by then is given up (the worker may not load). */
const WORKER_TIMEOUT_MS = 20_000;

/** ELK in a web worker (loaded on first use), so a large layout never freezes the window. */
async function elkInWorker(): Promise<ELK> {
  if (worker) return worker;
  const [{ default: ElkApi }, { default: workerUrl }] = await Promise.all([
    import('elkjs/lib/elk-api'),
    import('elkjs/lib/elk-worker.min.js?url'),
  ]);
  worker = new ElkApi({ workerUrl });
  return worker;
}

/** ELK on this thread: the fallback where a worker cannot be started (some desktop setups). */
async function elkHere(): Promise<ELK> {
  const { default: ElkBundled } = await import('elkjs/lib/elk.bundled.js');
  return new ElkBundled();
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/** Lays a circuit out with `elk` (tests), else in a worker, else here; returns the moves as one edit. */
export async function autoLayoutEdit(state: CircuitState, elk?: ELK): Promise<Result<{ operations: Operation[] }>> {
  const graph = toElkGraph(state);
  try {
    let layout: ElkNode;
    if (elk) layout = await elk.layout(graph);
    else {
      try {
        layout = await withTimeout((await elkInWorker()).layout(graph), WORKER_TIMEOUT_MS);
      } catch (error) {
        console.warn('[auto-layout] the layout worker failed; laying out on the main thread', error);
        worker = undefined;
        layout = await (await elkHere()).layout(graph);
      }
    }
    return ok({ operations: layoutOperations(state, layout) });
  } catch (error) {
    console.error('[INTERNAL] auto-layout failed', error);
    return fail(
      'INTERNAL',
      'Auto-layout failed.',
      'The circuit is unchanged. Please report this with the circuit file (File → Export).',
    );
  }
}

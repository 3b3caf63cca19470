import { createAppServices, type AppServices } from '../main/app-services';
import { workerFileReader } from '../main/import/worker-reader';
import { inProcessTransport } from '../main/simulation/transport';
import { call } from './call';
import type { Workspace } from './command';
import { openCircuitFile } from './open-file';
import { importWorkerEntry, verilogWorkerEntry } from './worker-entries';

/** A workspace that is started on first use, and its end. */
export interface LazyWorkspace {
  get(): Promise<Workspace>;
  /** Closes the app when it was started (its workers and database with it). */
  close(): Promise<void>;
}

/**
 * The app's own services without a window: an in-memory library (nothing of the user's is read or
 * written), simulations in this process, no starter course. Started when a command first needs it.
 */
export function lazyWorkspace(cwd: string, env: Readonly<Record<string, string | undefined>>): LazyWorkspace {
  let services: AppServices | undefined;
  let workspace: Workspace | undefined;
  const added = new Map<string, string[]>();
  return {
    get() {
      if (!workspace) {
        const started = createAppServices({
          host: 'browser',
          simulationTransport: () => inProcessTransport(),
          starterCourse: false,
          env,
          readCircuitFile: workerFileReader(importWorkerEntry),
          verilogWorker: verilogWorkerEntry,
        });
        services = started;
        workspace = {
          services: started,
          open: async (file) => {
            const before = new Set(await circuitIds(started));
            const opened = await openCircuitFile(started, cwd, file);
            // The circuit and the subcircuits its file brought along: discarded together.
            if (opened.success)
              added.set(
                opened.data.id,
                (await circuitIds(started)).filter((id) => !before.has(id)),
              );
            return opened;
          },
          discard: async (id) => {
            const ids = added.get(id) ?? [id];
            added.delete(id);
            await discard(started, [id, ...ids.filter((other) => other !== id)]);
          },
        };
      }
      return Promise.resolve(workspace);
    },
    async close() {
      const closing = services;
      services = undefined;
      workspace = undefined;
      if (closing) await closing.close();
    },
  };
}

async function circuitIds(services: AppServices): Promise<string[]> {
  const list = await call(services, 'circuit:list', {});
  return list.success ? list.data.map((m) => m.id) : [];
}

/** Deletes circuits from the library, the ones that place others first (a used circuit cannot go). */
async function discard(services: AppServices, ids: readonly string[]): Promise<void> {
  let left = [...ids];
  // A few rounds: each deletes what nothing left uses any more.
  for (let round = 0; round < 8 && left.length > 0; round++) {
    const next: string[] = [];
    for (const id of left) {
      const deleted = await call(services, 'circuit:delete', { id });
      if (!deleted.success && deleted.code !== 'NOT_FOUND') next.push(id);
    }
    if (next.length === left.length) break;
    left = next;
  }
}

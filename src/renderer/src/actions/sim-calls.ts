import type { Result } from '../../../shared/errors';
import type { AppState } from '../stores/app-store';

/** Runs a simulator call for the open circuit; a failure (no simulator yet, say) becomes a notice. */
export async function simCall<T>(s: AppState, run: (circuitId: string) => Promise<Result<T>>): Promise<void> {
  // Inside a subcircuit the simulation shown is the top circuit's.
  const id = s.insideTop?.circuitId ?? s.replica?.circuitId;
  if (id === undefined) return;
  const result = await run(id);
  if (!result.success) s.pushNotice({ level: 'warning', message: result.error, hint: result.hint });
}

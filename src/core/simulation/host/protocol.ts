import type { Operation } from '../../../shared/circuit/operations';
import type { Circuit } from '../../../shared/circuit/types';
import type { SimUpdated } from '../../../shared/contract/sim-channels';
import type { Result } from '../../../shared/errors';
import type { SubcircuitLibrary } from '../hierarchy/flatten';

/**
 * Requests from the main process to the simulation host (which runs in a worker thread). Every
 * request names its circuit; `load` starts a session, `edit` follows the document.
 */
/** The definitions of the subcircuits a circuit places (transitively), by circuit id, with their names. */
export type SimLibrary = Readonly<Record<string, { readonly name: string; readonly circuit: Circuit }>>;

export type SimRequest =
  | { readonly type: 'load'; readonly circuitId: string; readonly circuit: Circuit; readonly library?: SimLibrary }
  /** The definitions changed (a subcircuit was edited): compile again with them. */
  | { readonly type: 'library'; readonly circuitId: string; readonly library: SimLibrary }
  | { readonly type: 'edit'; readonly circuitId: string; readonly operations: readonly Operation[] }
  | { readonly type: 'drop'; readonly circuitId: string }
  | { readonly type: 'snapshot'; readonly circuitId: string }
  | {
      readonly type: 'setInput';
      readonly circuitId: string;
      readonly componentId: string;
      readonly on: boolean;
      readonly value?: number;
    }
  | { readonly type: 'run'; readonly circuitId: string }
  | { readonly type: 'pause'; readonly circuitId: string }
  | { readonly type: 'step'; readonly circuitId: string; readonly halfPeriods: number }
  | { readonly type: 'setSpeed'; readonly circuitId: string; readonly speed: number }
  | { readonly type: 'reset'; readonly circuitId: string }
  | {
      readonly type: 'truthTable';
      readonly circuitId: string;
      readonly inputs: readonly string[];
      readonly outputs: readonly string[];
    }
  /** `count` words of a ROM or RAM from address `from`, as the simulation holds them now. */
  | {
      readonly type: 'memoryWords';
      readonly circuitId: string;
      readonly componentId: string;
      readonly from: number;
      readonly count: number;
    }
  /** A job the host was given (see {@link HostJob}), run on the session's circuit and definitions. */
  | { readonly type: 'job'; readonly circuitId: string; readonly job: string; readonly payload: unknown };

/**
 * Work that runs where the simulation runs (a worker thread in the app), registered by whoever
 * builds the host, so the simulator does not depend on the features that use it (test cases).
 * Gets the circuit as it is now and its subcircuits' definitions; answers a value or a failure.
 */
export type HostJob = (circuit: Circuit, library: SubcircuitLibrary, payload: unknown) => Result<unknown>;

/** A request as it crosses the thread boundary, with the id its reply carries. */
export interface SimRequestMessage {
  readonly id: number;
  readonly request: SimRequest;
}

/** What the host sends back: the reply to one request, or an unprompted update. */
export type SimHostMessage =
  | { readonly kind: 'reply'; readonly id: number; readonly result: Result<unknown> }
  | { readonly kind: 'update'; readonly update: SimUpdated };

/** Timers of whatever runtime hosts the simulation (core has no timer globals of its own). */
export interface HostTimers {
  /** Milliseconds, monotonic. */
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

import type { CircuitMeta } from '../../../shared/contract';
import type { AppState } from './app-store';
import type { CircuitReplica, Touched } from '../model/circuit-replica';

/** A circuit the store has just made its replica. */
export interface OpenedCircuit {
  readonly meta: CircuitMeta;
  readonly replica: CircuitReplica;
  /**
   * The circuit already open was read again (a change event went missing or did not apply): the
   * view, the selection and the simulation stay; only what is derived from the circuit is rebuilt.
   */
  readonly reread: boolean;
}

/**
 * How one slice follows the open circuit. The opener (`circuit-opener.ts`) calls every slice's
 * reaction in the order of `CIRCUIT_REACTIONS` (`app-store.ts`), so the document code never
 * names the slices that depend on it. A slice leaves out what it does not care about.
 */
export interface CircuitReaction {
  /** The slice reacting (named in tests and logs). */
  readonly slice: string;
  /**
   * A circuit was opened or re-read. The replica, its meta and its history are already in the
   * store; events that came before the answer are applied right after (as changes).
   */
  readonly onCircuitOpened?: (circuit: OpenedCircuit, state: AppState) => void;
  /** A `circuit.changed` event was applied to the replica; `touched` is what it may have changed. */
  readonly onCircuitChanged?: (touched: Touched, state: AppState) => void;
}

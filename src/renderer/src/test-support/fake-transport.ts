import type { Circuit, Operation } from '../../../shared/circuit';
import type {
  ChannelInput,
  ChannelName,
  ChannelOutput,
  CircuitChanged,
  HistoryState,
  OpenCircuit,
} from '../../../shared/contract';
import { fail, type Result } from '../../../shared/errors';
import { setTransport } from '../platform/api';

/** How a fake main process answers, by channel; a channel left out answers UNAVAILABLE. */
export type FakeAnswers = {
  readonly [K in ChannelName]?: (
    input: ChannelInput<K>,
  ) => Result<ChannelOutput<K>> | Promise<Result<ChannelOutput<K>>>;
};

/** One call the store made to the fake main process. */
export interface FakeCall {
  readonly channel: ChannelName;
  readonly input: unknown;
}

/** Makes `call` answer from `answers`; returns the calls made, in order, as they are made (tests only). */
export function installFakeTransport(answers: FakeAnswers): FakeCall[] {
  const calls: FakeCall[] = [];
  setTransport({
    kind: 'browser',
    invoke: async (channel, input) => {
      calls.push({ channel, input });
      const answer = answers[channel] as ((input: unknown) => Result<unknown> | Promise<Result<unknown>>) | undefined;
      return answer ? answer(input) : fail('UNAVAILABLE', `The test does not serve ${channel}.`, 'Add it to the fake.');
    },
    onEvent: () => () => undefined,
  });
  return calls;
}

/** The channels called so far, in order. */
export const channelsOf = (calls: readonly FakeCall[]): ChannelName[] => calls.map((c) => c.channel);

/** A history at `revision` with `position` changes applied (all of them by default). */
export function historyAt(revision: number, position = revision): HistoryState {
  return { revision, position, length: position, canUndo: position > 0, canRedo: false };
}

/** What `circuit:open` answers for circuit `id` at `revision`. */
export function openAnswer(id: string, revision = 0, circuit: Circuit = { components: [], wires: [] }): OpenCircuit {
  return {
    meta: {
      id,
      name: `Circuit ${id}`,
      createdAt: 0,
      updatedAt: 0,
      componentCount: circuit.components.length,
      wireCount: circuit.wires.length,
    },
    circuit,
    history: historyAt(revision),
  };
}

/** A `circuit.changed` event: an edit that takes circuit `circuitId` to `revision`. */
export function changeEvent(circuitId: string, revision: number, operations: Operation[]): CircuitChanged {
  return {
    circuitId,
    revision,
    cause: 'edit',
    label: 'Edit',
    source: 'user',
    operations,
    history: historyAt(revision),
  };
}

/** A promise and the function that settles it, for answers a test releases when it wants. */
export function deferred<T>(): { promise: Promise<T>; resolve: (value: T) => void } {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

/** Waits until every promise callback queued so far (and a timer turn) has run. */
export const settle = (): Promise<void> => new Promise((r) => setTimeout(r, 0));

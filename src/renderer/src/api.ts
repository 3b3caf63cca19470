import type { PreloadBridge } from '../../shared/bridge';
import {
  EVENT_NAMES,
  events,
  type ChannelInput,
  type ChannelName,
  type ChannelOutput,
  type EventMessage,
} from '../../shared/contract';
import { fail, type Result } from '../../shared/errors';

declare global {
  interface Window {
    /** Present in the Electron window only (see src/preload). */
    readonly circuitforge?: PreloadBridge;
  }
}

/** How calls reach the main process: the Electron preload bridge, or HTTP to the browser host. */
export interface Transport {
  readonly kind: 'electron' | 'browser';
  invoke(channel: ChannelName, input: unknown): Promise<unknown>;
  onEvent(listener: (message: EventMessage) => void): () => void;
}

function bridgeTransport(bridge: PreloadBridge): Transport {
  return {
    kind: 'electron',
    invoke: (channel, input) => bridge.channels[channel](input),
    onEvent: (listener) => bridge.onEvent(listener),
  };
}

function httpTransport(): Transport {
  const token = document.querySelector<HTMLMetaElement>('meta[name="circuitforge-token"]')?.content ?? '';
  return {
    kind: 'browser',
    async invoke(channel, input) {
      const response = await fetch(`/rpc/${encodeURIComponent(channel)}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
        body: JSON.stringify(input ?? {}),
      });
      return (await response.json()) as unknown;
    },
    onEvent(listener) {
      // Same-origin EventSource sends the page's cookie, which carries the token.
      const source = new EventSource('/events');
      for (const name of EVENT_NAMES) {
        source.addEventListener(name, (event) => {
          const parsed = events[name].safeParse(JSON.parse((event as MessageEvent<string>).data));
          if (parsed.success) listener({ name, payload: parsed.data } as EventMessage);
          else console.error(`Dropped a malformed ${name} event`, parsed.error);
        });
      }
      return () => source.close();
    },
  };
}

let transport: Transport | undefined;

/** The transport of this window (chosen once). Tests may replace it with {@link setTransport}. */
export function getTransport(): Transport {
  transport ??= window.circuitforge ? bridgeTransport(window.circuitforge) : httpTransport();
  return transport;
}

/** Replaces the transport (tests). */
export function setTransport(next: Transport): void {
  transport = next;
}

function isEnvelope(value: unknown): value is Result<unknown> {
  return typeof value === 'object' && value !== null && typeof (value as { success?: unknown }).success === 'boolean';
}

/** Calls a channel of the contract. Never throws: an unreachable host is a failure too. */
export async function call<K extends ChannelName>(
  channel: K,
  input: ChannelInput<K>,
): Promise<Result<ChannelOutput<K>>> {
  try {
    const answer = await getTransport().invoke(channel, input);
    if (isEnvelope(answer)) return answer as Result<ChannelOutput<K>>;
    return fail('INTERNAL', `${channel} gave an answer CircuitForge does not understand.`, 'Restart the app.');
  } catch (error) {
    return fail(
      'UNAVAILABLE',
      `Could not reach CircuitForge (${error instanceof Error ? error.message : String(error)}).`,
      'Check that the app is still running, then reload the window.',
    );
  }
}

/** Listens to the main process's events; returns the function that stops listening. */
export function onEvent(listener: (message: EventMessage) => void): () => void {
  return getTransport().onEvent(listener);
}

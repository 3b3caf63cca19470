import type { PreloadBridge } from '../../../shared/bridge';
import {
  EVENT_NAMES,
  events,
  type ChannelInput,
  type ChannelName,
  type ChannelOutput,
  type EventMessage,
} from '../../../shared/contract';
import { fail, type Result } from '../../../shared/errors';

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
  /**
   * Listens to the main process's events. `onResync` runs when events may have been missed (the
   * stream was lost and is back): whoever keeps state from events reads it again then.
   */
  onEvent(listener: (message: EventMessage) => void, onResync?: () => void): () => void;
}

function bridgeTransport(bridge: PreloadBridge): Transport {
  return {
    kind: 'electron',
    invoke: (channel, input) => bridge.channels[channel](input),
    // IPC loses no events while the window lives, so there is never anything to resync.
    onEvent: (listener) => bridge.onEvent(listener),
  };
}

/** How long the event client waits before opening a stream the host refused, doubling up to the max. */
export const EVENT_RETRY_MS = { first: 1000, max: 30_000 } as const;

/** The EventSource constructor (a test passes a stand-in). */
export type EventSourceFactory = (url: string) => EventSource;

/**
 * The browser host's transport: `POST /rpc/<channel>` and the `/events` stream. The stream is kept
 * open for the page's life: the browser reconnects by itself after a network error; an answer
 * other than 200 (the host restarting, or at its connection limit) closes an EventSource for good,
 * so then a new one is opened, after 1 s, 2 s, 4 s… up to 30 s. The host also drops a client that
 * falls megabytes behind (src/main/host/event-stream.ts). Whenever a stream opens after one was
 * lost, `onResync` runs, because the events in between are gone.
 */
export function httpTransport(
  token = document.querySelector<HTMLMetaElement>('meta[name="circuitforge-token"]')?.content ?? '',
  openStream: EventSourceFactory = (url) => new EventSource(url),
): Transport {
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
    onEvent(listener, onResync) {
      let source: EventSource | undefined;
      let lost = false;
      let stopped = false;
      let retryMs: number = EVENT_RETRY_MS.first;
      let retryTimer: ReturnType<typeof setTimeout> | undefined;
      const connect = () => {
        // Same-origin EventSource sends the page's cookie, which carries the token.
        const opened = openStream('/events');
        source = opened;
        for (const name of EVENT_NAMES) {
          opened.addEventListener(name, (event) => {
            const parsed = events[name].safeParse(JSON.parse((event as MessageEvent<string>).data));
            if (parsed.success) listener({ name, payload: parsed.data } as EventMessage);
            else console.error(`Dropped a malformed ${name} event`, parsed.error);
          });
        }
        opened.addEventListener('open', () => {
          retryMs = EVENT_RETRY_MS.first;
          if (!lost) return;
          lost = false;
          onResync?.();
        });
        opened.addEventListener('error', () => {
          lost = true;
          if (opened.readyState !== opened.CLOSED || stopped) return;
          opened.close();
          retryTimer = setTimeout(connect, retryMs);
          retryMs = Math.min(retryMs * 2, EVENT_RETRY_MS.max);
        });
      };
      connect();
      return () => {
        stopped = true;
        clearTimeout(retryTimer);
        source?.close();
      };
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

/**
 * Listens to the main process's events; returns the function that stops listening. `onResync` runs
 * when events may have been missed (see {@link Transport.onEvent}).
 */
export function onEvent(listener: (message: EventMessage) => void, onResync?: () => void): () => void {
  return getTransport().onEvent(listener, onResync);
}

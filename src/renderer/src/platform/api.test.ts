import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EventMessage } from '../../../shared/contract';
import { EVENT_RETRY_MS, httpTransport } from './api';

/** A stand-in for the browser's EventSource that a test opens, fails and feeds by hand. */
class FakeEventSource extends EventTarget {
  readonly CONNECTING = 0;
  readonly OPEN = 1;
  readonly CLOSED = 2;
  readyState = 0;
  constructor(readonly url: string) {
    super();
  }
  open(): void {
    this.readyState = this.OPEN;
    this.dispatchEvent(new Event('open'));
  }
  /** A network error: the browser keeps the source and reconnects by itself. */
  lose(): void {
    this.readyState = this.CONNECTING;
    this.dispatchEvent(new Event('error'));
  }
  /** An answer other than 200 (or a drop the browser gives up on): the source is closed for good. */
  refuse(): void {
    this.readyState = this.CLOSED;
    this.dispatchEvent(new Event('error'));
  }
  emit(message: EventMessage): void {
    const event = new Event(message.name) as Event & { data: string };
    event.data = JSON.stringify(message.payload);
    this.dispatchEvent(event);
  }
  close(): void {
    this.readyState = this.CLOSED;
  }
}

describe('the browser transport’s event stream', () => {
  let sources: FakeEventSource[];
  const latest = () => sources[sources.length - 1]!;
  const transport = () =>
    httpTransport('token', (url) => {
      const source = new FakeEventSource(url);
      sources.push(source);
      return source as unknown as EventSource;
    });
  const notice: EventMessage = { name: 'app.notice', payload: { level: 'info', message: 'hello' } };

  beforeEach(() => {
    sources = [];
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  it('delivers events and does not resync on the first open', () => {
    const received: EventMessage[] = [];
    const resync = vi.fn();
    transport().onEvent((m) => received.push(m), resync);
    latest().open();
    latest().emit(notice);
    expect(received).toEqual([notice]);
    expect(resync).not.toHaveBeenCalled();
  });

  it('resyncs when the browser reconnects by itself after a network error', () => {
    const resync = vi.fn();
    transport().onEvent(() => undefined, resync);
    latest().open();
    latest().lose();
    expect(resync).not.toHaveBeenCalled();
    latest().open();
    expect(resync).toHaveBeenCalledTimes(1);
    expect(sources).toHaveLength(1);
  });

  it('opens a new stream when the old one was closed for good, backing off, then resyncs', () => {
    const resync = vi.fn();
    const stop = transport().onEvent(() => undefined, resync);
    latest().open();
    latest().refuse();
    expect(sources).toHaveLength(1);
    vi.advanceTimersByTime(EVENT_RETRY_MS.first);
    expect(sources).toHaveLength(2);
    latest().refuse(); // still refused: wait twice as long
    vi.advanceTimersByTime(EVENT_RETRY_MS.first);
    expect(sources).toHaveLength(2);
    vi.advanceTimersByTime(EVENT_RETRY_MS.first);
    expect(sources).toHaveLength(3);
    latest().open();
    expect(resync).toHaveBeenCalledTimes(1);
    stop();
    latest().refuse();
    vi.advanceTimersByTime(EVENT_RETRY_MS.max);
    expect(sources).toHaveLength(3); // stopped: no more attempts
  });

  it('resyncs after a first attempt that failed, since calls may have been answered meanwhile', () => {
    const resync = vi.fn();
    transport().onEvent(() => undefined, resync);
    latest().refuse();
    vi.advanceTimersByTime(EVENT_RETRY_MS.first);
    latest().open();
    expect(resync).toHaveBeenCalledTimes(1);
  });
});

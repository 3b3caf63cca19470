import { events, type EventMessage, type EventName, type EventPayload } from '../shared/contract';

export type EventListener = (message: EventMessage) => void;

/**
 * The main process's event stream. Payloads are checked against the contract before they leave,
 * so a host never forwards an event the renderer cannot parse.
 */
export class EventBus {
  private readonly listeners = new Set<EventListener>();

  /** Adds a listener; returns the function that removes it. */
  subscribe(listener: EventListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  emit<K extends EventName>(name: K, payload: EventPayload<K>): void {
    const parsed = events[name].parse(payload) as EventPayload<K>;
    const message = { name, payload: parsed } as EventMessage;
    for (const listener of this.listeners) {
      try {
        listener(message);
      } catch (error) {
        console.error(`[INTERNAL] listener of ${name} threw`, error);
      }
    }
  }

  get listenerCount(): number {
    return this.listeners.size;
  }
}

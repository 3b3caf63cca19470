import type { ChannelName, EventMessage } from './contract';

/**
 * What the Electron preload exposes as `window.circuitforge`: exactly one function per channel of
 * the contract, and an event subscription. The renderer's api.ts uses it when present, else HTTP.
 */
export interface PreloadBridge {
  readonly channels: { readonly [K in ChannelName]: (input: unknown) => Promise<unknown> };
  onEvent(listener: (message: EventMessage) => void): () => void;
}

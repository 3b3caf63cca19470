import { EVENT_CHANNEL, type PreloadBridge } from '../shared/bridge';
import type { ChannelName, EventMessage } from '../shared/contract';

/** The part of `ipcRenderer` the bridge uses. */
export interface IpcRendererLike {
  invoke(channel: string, ...args: unknown[]): Promise<unknown>;
  on(channel: string, listener: (event: unknown, ...args: unknown[]) => void): unknown;
  removeListener(channel: string, listener: (event: unknown, ...args: unknown[]) => void): unknown;
}

/**
 * The object exposed to the renderer: one function per channel that sends exactly one argument,
 * and an event subscription that never hands over Electron's event object (checklist #20).
 */
export function createBridge(ipc: IpcRendererLike, channelNames: readonly ChannelName[]): PreloadBridge {
  const channels = Object.fromEntries(
    channelNames.map((channel) => [channel, (input: unknown) => ipc.invoke(channel, input)]),
  ) as PreloadBridge['channels'];
  return {
    channels,
    onEvent(listener: (message: EventMessage) => void) {
      const relay = (_event: unknown, message: unknown) => listener(message as EventMessage);
      ipc.on(EVENT_CHANNEL, relay);
      return () => {
        ipc.removeListener(EVENT_CHANNEL, relay);
      };
    },
  };
}

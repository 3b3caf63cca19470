import { contextBridge, ipcRenderer } from 'electron';
import { CHANNEL_NAMES, type EventMessage } from '../shared/contract';
import type { PreloadBridge } from '../shared/bridge';

/**
 * The only thing the sandboxed renderer gets: one function per contract channel, and a way to
 * listen to events that never hands over Electron's event object (checklist #20).
 */
const bridge: PreloadBridge = {
  channels: Object.fromEntries(
    CHANNEL_NAMES.map((channel) => [channel, (input: unknown) => ipcRenderer.invoke(channel, input)]),
  ) as PreloadBridge['channels'],
  onEvent(listener: (message: EventMessage) => void) {
    const relay = (_event: unknown, message: EventMessage) => listener(message);
    ipcRenderer.on('circuitforge:event', relay);
    return () => {
      ipcRenderer.removeListener('circuitforge:event', relay);
    };
  },
};

contextBridge.exposeInMainWorld('circuitforge', bridge);

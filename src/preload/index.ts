import { contextBridge, ipcRenderer } from 'electron';
import { BRIDGE_GLOBAL, decodeChannelsArgument } from '../shared/bridge';
import { createBridge } from './bridge';

// The sandboxed preload: the contract's channel names come from the main process (an argument of
// this renderer), so this file bundles no schema and exposes exactly one global.
contextBridge.exposeInMainWorld(BRIDGE_GLOBAL, createBridge(ipcRenderer, decodeChannelsArgument(process.argv)));

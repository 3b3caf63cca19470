import type { ChannelName, EventMessage } from './contract';

/**
 * What the Electron preload exposes as `window.circuitforge`: exactly one function per channel of
 * the contract, and an event subscription. The renderer's api.ts uses it when present, else HTTP.
 */
export interface PreloadBridge {
  readonly channels: { readonly [K in ChannelName]: (input: unknown) => Promise<unknown> };
  onEvent(listener: (message: EventMessage) => void): () => void;
}

/** The name of the one global the preload exposes. */
export const BRIDGE_GLOBAL = 'circuitforge';

/** The one IPC channel events travel on, main → renderer. */
export const EVENT_CHANNEL = 'circuitforge:event';

/**
 * The main process hands the contract's channel names to the sandboxed preload as a command-line
 * argument of the renderer (`webPreferences.additionalArguments`, as VS Code passes its window
 * configuration), so the preload needs neither zod nor the schemas and stays a few hundred bytes.
 */
export const CHANNELS_ARGUMENT = '--circuitforge-channels=';

const CHANNEL_NAME = /^[a-z][A-Za-z0-9]*:[A-Za-z][A-Za-z0-9]*$/;

/** The renderer argument that carries `names` to the preload. */
export function encodeChannelsArgument(names: readonly string[]): string {
  const bad = names.find((name) => !CHANNEL_NAME.test(name));
  if (bad !== undefined) throw new Error(`"${bad}" is not a channel name (namespace:verb)`);
  return CHANNELS_ARGUMENT + names.join(',');
}

/**
 * The channel names in a renderer's argv, or [] when the argument is missing or malformed (the
 * preload then exposes no channel rather than a wrong one).
 */
export function decodeChannelsArgument(argv: readonly string[]): ChannelName[] {
  const arg = argv.find((a) => a.startsWith(CHANNELS_ARGUMENT));
  if (arg === undefined) return [];
  const names = arg.slice(CHANNELS_ARGUMENT.length).split(',');
  if (names.some((name) => !CHANNEL_NAME.test(name)) || new Set(names).size !== names.length) return [];
  return names as ChannelName[];
}

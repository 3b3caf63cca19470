import type { z } from 'zod';
import { appChannels } from './app-channels';
import { assistantChannels } from './assistant-channels';
import { conversationChannels } from './conversation-channels';
import { documentChannels } from './document-channels';
import { exampleChannels } from './example-channels';
import { lessonChannels } from './lesson-channels';
import { lessonPageChannels } from './lesson-page-channels';
import { lessonReaderChannels } from './lesson-reader-channels';
import { lessonAuthoringChannels } from './lesson-authoring-channels';
import { mcpChannels } from './mcp-channels';
import { registryChannels } from './registry-channels';
import { settingsChannels } from './settings-channels';
import { simChannels } from './sim-channels';
import { testChannels } from './test-channels';
import { validationChannels } from './validation-channels';
import { verilogChannels } from './verilog-channels';
import type { ChannelSpec } from './types';

/**
 * THE contract: every channel the renderer may call. Both hosts (Electron IPC and the browser
 * host's `POST /rpc/<channel>`) serve exactly these, validating input and output with the schemas.
 */
export const channels = {
  ...appChannels,
  ...registryChannels,
  ...documentChannels,
  ...exampleChannels,
  ...simChannels,
  ...testChannels,
  ...validationChannels,
  ...settingsChannels,
  ...conversationChannels,
  ...assistantChannels,
  ...verilogChannels,
  ...lessonChannels,
  ...lessonPageChannels,
  ...lessonReaderChannels,
  ...lessonAuthoringChannels,
  ...mcpChannels,
} satisfies Record<string, ChannelSpec>;

export type Channels = typeof channels;
export type ChannelName = keyof Channels;
export type ChannelInput<K extends ChannelName> = z.input<Channels[K]['input']>;
export type ChannelOutput<K extends ChannelName> = z.output<Channels[K]['output']>;

/** Every channel name, in declaration order. */
export const CHANNEL_NAMES = Object.keys(channels) as ChannelName[];

/** True when `name` is a channel of the contract (own keys only: "__proto__" is not). */
export function isChannelName(name: string): name is ChannelName {
  return Object.prototype.hasOwnProperty.call(channels, name);
}

export * from './types';
export * from './events';
export * from './document-channels';
export * from './sim-channels';
export * from './validation-channels';
export * from './settings-channels';
export * from './conversation-channels';
export * from './assistant-channels';
export * from './verilog-channels';
export * from './test-channels';
export * from './lesson-channels';
export * from './lesson-page-channels';
export * from './lesson-reader-channels';
export * from './lesson-authoring-channels';
export * from './mcp-channels';
export { ComponentSummarySchema, CategoryGroupSchema } from './registry-channels';
export { HostKindSchema } from './app-channels';
